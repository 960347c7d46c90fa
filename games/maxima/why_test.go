package maxima

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"xima/games/core"
	"xima/games/core/coretest"
)

// Every refusal code of Maxima, each from a position where the move breaks
// that rule first, with its arguments.
func TestWhyNamesTheRightReason(t *testing.T) {
	cases := []struct {
		name, toMove, pieces, move string
		want                       core.Refusal
	}{
		{"no piece", "", "", "d4-d5", core.Refusal{Code: core.NoPiece, Cell: "d4"}},
		{"not yours", "", "", "d7-d6", core.Refusal{Code: core.NotYourPiece, Cell: "d7", Piece: "pawn", Side: "black"}},
		{"king suicide", "", "", "e1S", core.Refusal{Code: KingSuicide, Cell: "e1", Piece: "king"}},
		{"free suicide", "", "", "d2S", core.Refusal{Code: NotFrozen, Cell: "d2", Piece: "immobilizer"}},
		{"immobilized", "w", "Ka5 Pd4 Pa2 id5 kh9", "d4-c4", core.Refusal{Code: Immobilized, Cell: "d4", Other: "d5", Piece: "pawn"}},
		{"by a chameleon", "w", "Ka5 Id4 Pa2 cd5 kh9", "d4-c4", core.Refusal{Code: Immobilized, Cell: "d4", Other: "d5", Piece: "immobilizer"}},
		{"move pattern", "", "", "d3-e4", core.Refusal{Code: MovePattern, Cell: "e4", From: "d3", Piece: "pawn"}},
		{"long leaper pattern", "", "", "c2-d4", core.Refusal{Code: MovePattern, Cell: "d4", From: "c2", Piece: "long-leaper"}},
		{"blocked", "", "", "d2-d5", core.Refusal{Code: core.Blocked, Cell: "d5", From: "d2", Other: "d3", Piece: "immobilizer"}},
		{"own palace", "w", "Ka5 Pd0 Pe1 kh9", "e1-e0", core.Refusal{Code: OwnPalace, Cell: "d0", Other: "e0", From: "e1", Piece: "pawn"}},
		{"check", "w", "Ke1 Pa2 gg4 ka9", "e1-f3", core.Refusal{Code: InCheck, Cell: "f3", From: "e1", Piece: "king"}},
		{"palace threat", "w", "Ka5 Pe0 gd0 gf1 kh9", "e0-e2", core.Refusal{Code: PalaceThreat, Cell: "d0", Other: "e0", From: "e0", Piece: "pawn"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := NewState()
			if tc.pieces != "" {
				s = build(t, tc.toMove, tc.pieces)
			}
			a, err := parseText(tc.move)
			if err != nil {
				t.Fatal(err)
			}
			coretest.WantRefusal(t, s.Why(a), tc.want)
			_, err = ParseAction(&s, tc.move)
			coretest.WantRefusal(t, err, tc.want)
		})
	}
	g, _ := NewGame(Config{})
	if err := g.Resign(1); err != nil {
		t.Fatal(err)
	}
	coretest.WantRefusal(t, g.Why(MoveAction(sq(t, "d3"), sq(t, "d4"))), core.Refusal{Code: core.GameOver})
	_, err := g.PlayText("d3-d4")
	coretest.WantRefusal(t, err, core.Refusal{Code: core.GameOver})
}

// Over random positions, Why refuses a move exactly when it is not legal,
// with a declared code whose claim holds in the position.
func TestWhyAgreesWithTheRules(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	codes := RefusalCodes()
	rng := rand.New(rand.NewPCG(5, 6))
	for range games {
		g, _ := NewGame(Config{})
		for ply := 0; ply < 80 && !g.Over(); ply++ {
			s := g.State()
			legal := gameLegal(g)
			for range 300 {
				from := allSquares[rng.IntN(len(allSquares))]
				if rng.IntN(2) == 0 { // mostly a piece of the side to move
					for _, q := range allSquares {
						if p := s.board[q]; p != Empty && p.Color() == s.toMove && rng.IntN(4) == 0 {
							from = q
							break
						}
					}
				}
				a := MoveAction(from, allSquares[rng.IntN(len(allSquares))])
				r := coretest.WhyAgrees(t, FormatAction(&s, a)+"\n"+s.Diagram(), g.Why(a), slices.Contains(legal, a), codes)
				if r == nil {
					continue
				}
				at := func(name string) Piece { q, _ := ParseSquare(name); return s.At(q) }
				ok := true
				switch r.Code {
				case Immobilized:
					ok = s.Immobilized(from) && at(r.Other) != Empty
				case core.Blocked:
					ok = at(r.Other) != Empty
				case core.NotYourPiece:
					ok = s.At(from).Color() != s.toMove
				}
				if !ok {
					t.Fatalf("%s: %q does not hold\n%s", FormatAction(&s, a), r.Why, s.Diagram())
				}
			}
			playAction(t, g, legal[rng.IntN(len(legal))])
		}
	}
}

// BenchmarkWhy explains the opening's moves from d2 to every square: what
// a screen pays on Fyne's goroutine per tap.
func BenchmarkWhy(b *testing.B) {
	s := NewState()
	from := sq(b, "d2")
	b.ReportAllocs()
	for b.Loop() {
		for _, to := range allSquares {
			_ = s.Why(MoveAction(from, to))
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(allSquares)), "ns/why")
}

// FuzzWhy explains any 16-bit value in the opening without a panic, and
// refuses exactly what is not legal.
func FuzzWhy(f *testing.F) {
	f.Add(uint16(MoveAction(MakeSquare(3, 2), MakeSquare(3, 5))))
	f.Add(uint16(0xFFFF))
	s := NewState()
	legal := s.Legal(nil)
	f.Fuzz(func(t *testing.T, v uint16) {
		coretest.WhyAgrees(t, fmt.Sprintf("%#x", v), s.Why(Action(v)), slices.Contains(legal, Action(v)), RefusalCodes())
	})
}
