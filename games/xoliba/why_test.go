package xoliba

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"xima/games/core"
	"xima/games/core/coretest"
)

// Every refusal code of Xoliba, each from a position where the action
// breaks that rule first, with its arguments; the intention and its
// notation give the same refusal.
func TestWhyNamesTheRightReason(t *testing.T) {
	pieces := map[Color]string{Red: "c3 e3 d6", Blue: "a4 g4 b6"}
	cases := []struct {
		name, text string
		want       core.Refusal
	}{
		{"white piece", "b2-b3", core.Refusal{Code: WhitePiece, Cell: "b2"}},
		{"not yours", "a4-a5", core.Refusal{Code: core.NotYourPiece, Cell: "a4", Side: "blue"}},
		{"target not white", "c3-e3", core.Refusal{Code: NotWhite, Cell: "e3", Side: "red"}},
		{"not in line", "d6-c4", core.Refusal{Code: core.NotInLine, Cell: "c4", From: "d6"}},
		{"path not white", "d6-a6", core.Refusal{Code: PathNotWhite, Cell: "a6", From: "d6", Other: "b6"}},
		{"no triangle", "d6-f6", core.Refusal{Code: Triangleless, Cell: "f6", Side: "red"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t, 2, Red, pieces)
			from, to, _ := cutPoints(t, tc.text)
			coretest.WantRefusal(t, s.Why(from, to), tc.want)
			_, err := ParseAction(&s, tc.text)
			coretest.WantRefusal(t, err, tc.want)
		})
	}
	s := build(t, 2, Red, pieces)
	if err := s.Why(pt(t, "d6"), pt(t, "d4")); err != nil {
		t.Fatalf("d6-d4 forms c3 d4 e3: %v", err)
	}
	_, err := ParseAction(&s, "d6-d4/c5,e5")
	coretest.WantRefusal(t, err, core.Refusal{Code: NotTriangle, Cell: "d4", Other: "c5,e5", Side: "red"})
	_, err = ParseAction(&s, "pass")
	coretest.WantRefusal(t, err, core.Refusal{Code: MustMove, Side: "red"})
	solo := build(t, 1, Red, pieces)
	_, err = ParseAction(&solo, "pass")
	coretest.WantRefusal(t, err, core.Refusal{Code: SoloNoPass})
	g, err := NewGame(Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Resign(0); err != nil {
		t.Fatal(err)
	}
	coretest.WantRefusal(t, g.Why(pt(t, "d6"), pt(t, "d4")), core.Refusal{Code: core.GameOver})
}

// cutPoints splits "c3-e5" into its points.
func cutPoints(t *testing.T, text string) (from, to Point, ok bool) {
	t.Helper()
	if len(text) != 5 {
		t.Fatalf("bad move %q", text)
	}
	return pt(t, text[:2]), pt(t, text[3:]), true
}

// Over random positions with 1 to 3 players, Why refuses a move exactly
// when no legal action makes it, with a declared code whose claim holds;
// Play of an action that is not legal gives a refusal too.
func TestWhyAgreesWithTheRules(t *testing.T) {
	games := 20
	if testing.Short() {
		games = 6
	}
	codes := RefusalCodes()
	rng := rand.New(rand.NewPCG(9, 10))
	for i := range games {
		g, err := NewGame(Config{Players: 1 + i%3, Seed: rng.Uint64()})
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 60 && !g.Over(); ply++ {
			s := g.State()
			legal := s.Legal(nil)
			moves := map[[2]Point]bool{}
			for _, a := range legal {
				moves[[2]Point{a.From(), a.To()}] = !a.IsPass()
			}
			for from := range Point(Points) {
				for to := range Point(Points) {
					r := coretest.WhyAgrees(t, from.String()+"-"+to.String()+"\n"+s.Diagram(), s.Why(from, to), moves[[2]Point{from, to}], codes)
					if r == nil {
						continue
					}
					me := SeatColor(s.ToMove())
					at := func(name string) Color { q, _ := ParsePoint(name); return s.At(q) }
					ok := true
					switch r.Code {
					case core.NotYourPiece:
						ok = s.At(from) != me && s.At(from) != White
					case PathNotWhite:
						ok = at(r.Other) != White
					case NotWhite:
						ok = s.At(to) != White
					}
					if !ok {
						t.Fatalf("%s-%s: %q does not hold\n%s", from, to, r.Why, s.Diagram())
					}
				}
			}
			if !slices.Contains(legal, Pass) {
				var r *core.Refusal
				if err := g.Play(core.Action(Pass)); !errors.As(err, &r) {
					t.Fatalf("an illegal pass: %v", err)
				}
			}
			if err := g.Play(core.Action(legal[rng.IntN(len(legal))])); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// FuzzWhy explains any pair of point numbers without a panic.
func FuzzWhy(f *testing.F) {
	f.Add(uint8(0), uint8(1))
	f.Add(uint8(200), uint8(44))
	s := build(f, 2, Red, map[Color]string{Red: "c3 e3 d6", Blue: "a4 g4 b6"})
	f.Fuzz(func(t *testing.T, from, to uint8) {
		_ = s.Why(Point(from), Point(to))
	})
}
