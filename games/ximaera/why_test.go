package ximaera

import (
	"math/rand/v2"
	"slices"
	"testing"

	"xima/games/core"
	"xima/games/core/coretest"
)

// Every refusal code of Ximaera, each from a position where the intention
// breaks that rule first, with its arguments.
func TestWhyNamesTheRightReason(t *testing.T) {
	move := func(from, to string) Action { return MoveAction(cell(t, from), cell(t, to)) }
	cases := []struct {
		name, pieces, barred string
		a                    Action
		want                 core.Refusal
	}{
		{"no piece", "", "", move("c3", "c4"), core.Refusal{Code: core.NoPiece, Cell: "c3"}},
		{"none left", "Ra1 Rc1 Re5", "", DropAction(Red, cell(t, "c3")), core.Refusal{Code: NoneLeft, Cell: "c3", Piece: "red"}},
		{"drop on a piece", "Ra1", "", DropAction(Green, cell(t, "a1")), core.Refusal{Code: core.Occupied, Cell: "a1"}},
		{"move onto a piece", "Ra1 Gb1", "", move("a1", "b1"), core.Refusal{Code: core.Occupied, Cell: "b1"}},
		{"frozen", "Pc3 Rc4", "", move("c4", "c5"), core.Refusal{Code: Frozen, Cell: "c4", Other: "c3", Piece: "red"}},
		{"barred", "Ra1", "a1", move("a1", "a2"), core.Refusal{Code: Barred, Cell: "a1", Piece: "red"}},
		{"same cell", "Ra1", "", move("a1", "a1"), core.Refusal{Code: core.SameCell, Cell: "a1"}},
		{"only a pivot jumps", "Ra1 Ga2", "", move("a1", "a3"), core.Refusal{Code: OnlyPivotJumps, Cell: "a3", From: "a1", Other: "a2", Piece: "red"}},
		{"blocked", "Ra3 Gb3", "", move("a3", "d3"), core.Refusal{Code: core.Blocked, Cell: "d3", From: "a3", Other: "b3", Piece: "red"}},
		{"a pivot blocked", "Pa3 Gc3", "", move("a3", "d3"), core.Refusal{Code: core.Blocked, Cell: "d3", From: "a3", Other: "c3", Piece: "pivot"}},
		{"not in line", "Ra1", "", move("a1", "b3"), core.Refusal{Code: core.NotInLine, Cell: "b3", From: "a1"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t, tc.pieces, tc.barred)
			coretest.WantRefusal(t, s.Why(tc.a), tc.want)
		})
	}
	g, _ := NewGame(Config{})
	if err := g.Resign(0); err != nil {
		t.Fatal(err)
	}
	coretest.WantRefusal(t, g.Why(DropAction(Pivot, cell(t, "c3"))), core.Refusal{Code: core.GameOver})
}

// Typed notation and Play give the same refusal.
func TestNotationGivesTheRefusal(t *testing.T) {
	g, _ := NewGame(Config{})
	mustPlay(t, g, "P@c3 R@c4")
	want := core.Refusal{Code: Frozen, Cell: "c4", Other: "c3", Piece: "red"}
	_, err := g.PlayText("c4-c5")
	coretest.WantRefusal(t, err, want)
	coretest.WantRefusal(t, g.Play(core.Action(MoveAction(cell(t, "c4"), cell(t, "c5")))), want)
	_, err = g.Parse("R@c4")
	coretest.WantRefusal(t, err, core.Refusal{Code: core.Occupied, Cell: "c4"})
}

// Over random positions, every intention is refused exactly when it is not
// legal, with a declared code whose claim holds in the position.
func TestWhyAgreesWithTheRules(t *testing.T) {
	codes := RefusalCodes()
	all := everyAction()
	rng := rand.New(rand.NewPCG(3, 4))
	for range 60 {
		randomGame(t, rng, 40, func(g *Game, _ Action) {
			s := g.State()
			legal := s.Legal(nil)
			for _, a := range all {
				r := coretest.WhyAgrees(t, FormatAction(&s, a)+"\n"+s.Diagram(), s.Why(a), slices.Contains(legal, a), codes)
				if r == nil {
					continue
				}
				at := func(name string) Piece { c, _ := ParseCell(name); return s.At(c) }
				ok := true
				switch r.Code {
				case Frozen:
					ok = at(r.Other) == Pivot && s.Frozen(a.From())
				case Barred:
					b, _ := s.Barred()
					ok = b == a.From()
				case core.Occupied:
					ok = at(r.Cell) != None
				case NoneLeft:
					ok = s.Reserve(a.Piece()) == 0
				case core.Blocked, OnlyPivotJumps:
					ok = at(r.Other) != None
				}
				if !ok {
					t.Fatalf("%s: %q does not hold\n%s", FormatAction(&s, a), r.Why, s.Diagram())
				}
			}
		})
	}
}
