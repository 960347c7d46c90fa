package xana

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"xima/games/core"
	"xima/games/core/coretest"
)

// Every refusal code of Xana, each from a position on the board of side 3
// where the part breaks that rule first, with its arguments.
func TestWhyNamesTheRightReason(t *testing.T) {
	// White's a3 breathes only through c3, which walls cut off from the
	// rest of the board.
	const closed = "a3=A b2=# b4=# d2=# d4=# e3=# i3=a"
	cases := []struct {
		name, cells string
		step        Step
		mover       Colour
		part        func(s *State) Action
		want        core.Refusal
	}{
		{"too few stones", "a3=A i3=a", StepStart, White, func(s *State) Action { return DropAction(c(s, "e3"), 6) },
			core.Refusal{Code: ReserveShort, N: 5, M: 6, Side: "white"}},
		{"drop on a wall", "a3=A e3=# i3=a", StepStart, White, func(s *State) Action { return DropAction(c(s, "e3"), 1) },
			core.Refusal{Code: WallThere, Cell: "e3"}},
		{"drop on Black", "a3=A e3=a", StepStart, White, func(s *State) Action { return DropAction(c(s, "e3"), 1) },
			core.Refusal{Code: NotYourStack, Cell: "e3", Side: "black"}},
		{"not accessible", closed, StepStart, White, func(s *State) Action { return DropAction(c(s, "h2"), 1) },
			core.Refusal{Code: NotAccessible, Cell: "h2", Side: "white"}},
		{"no breath", closed, StepStart, White, func(s *State) Action { return DropAction(c(s, "c3"), 1) },
			core.Refusal{Code: NoBreath, Cell: "c3"}},
		{"no stack to move", "a3=A i3=a", StepStart, White, func(s *State) Action { return MoveAction(c(s, "e3"), c(s, "g3"), 1) },
			core.Refusal{Code: core.NoPiece, Cell: "e3"}},
		{"a wall never moves", "a3=A e3=# i3=a", StepStart, White, func(s *State) Action { return MoveAction(c(s, "e3"), c(s, "g3"), 1) },
			core.Refusal{Code: WallThere, Cell: "e3"}},
		{"not your stack", "a3=A i3=a", StepStart, White, func(s *State) Action { return MoveAction(c(s, "i3"), c(s, "g3"), 1) },
			core.Refusal{Code: NotYourStack, Cell: "i3", Side: "black"}},
		{"stack too small", "a3=A i3=a", StepStart, White, func(s *State) Action { return MoveAction(c(s, "a3"), c(s, "c3"), 2) },
			core.Refusal{Code: StackTooSmall, From: "a3", N: 1, M: 2}},
		{"onto a wall", "a3=B e3=# i3=a", StepStart, White, func(s *State) Action { return MoveAction(c(s, "a3"), c(s, "e3"), 2) },
			core.Refusal{Code: core.Occupied, Cell: "e3"}},
		{"outside the circle", "a3=A i3=a", StepStart, White, func(s *State) Action { return MoveAction(c(s, "a3"), c(s, "e3"), 1) },
			core.Refusal{Code: OutsideCircle, Cell: "e3", From: "a3", N: 1}},
		{"moved with no breath", "a3=B b2=# b4=# d2=# d4=# e3=# i3=a", StepStart, White,
			func(s *State) Action { return MoveAction(c(s, "a3"), c(s, "c3"), 1) }, core.Refusal{Code: NoBreath, Cell: "c3"}},
		{"wall on a stack", "a3=A i3=a", StepStack, White, func(s *State) Action { return WallAction(c(s, "a3")) },
			core.Refusal{Code: core.Occupied, Cell: "a3"}},
		{"wall off the circles", "a3=A i3=a", StepStack, White, func(s *State) Action { return WallAction(c(s, "g1")) },
			core.Refusal{Code: WallOffCircle, Cell: "g1", Side: "white"}},
		{"end a turn of no walls", "a3=A i3=a", StepSkip, White, func(*State) Action { return EndAction }, core.Refusal{Code: WallNeeded}},
		{"end before the start", "a3=A i3=a", StepStart, White, func(*State) Action { return EndAction }, core.Refusal{Code: NothingToEnd}},
		{"a drop after the stack part", "a3=A i3=a", StepStack, White, func(s *State) Action { return DropAction(c(s, "e3"), 1) },
			core.Refusal{Code: WallOrEnd, Side: "white"}},
		{"a wall first", "a3=A i3=a", StepStart, White, func(s *State) Action { return WallAction(c(s, "e3")) },
			core.Refusal{Code: WallsAfterStack}},
		{"swap for White", "a3=A i3=a", StepStart, White, func(*State) Action { return SwapAction }, core.Refusal{Code: SwapFirstTurn}},
		{"walls with no stack", "i3=a", StepStart, White, func(*State) Action { return SkipAction },
			core.Refusal{Code: NoStackNoWalls, Side: "white"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := position(t, 3, tc.mover, tc.cells)
			s.step = tc.step
			a := tc.part(&s)
			coretest.WantRefusal(t, s.Why(a), tc.want)
			_, err := ParseAction(&s, FormatAction(&s, a))
			coretest.WantRefusal(t, err, tc.want)
		})
	}
	s := position(t, 3, Black, "a3=A i3=a")
	s.swapped = true
	coretest.WantRefusal(t, s.Why(SwapAction), core.Refusal{Code: AlreadySwapped})
	g, _ := NewGame(Config{Size: 3})
	if err := g.Resign(1); err != nil {
		t.Fatal(err)
	}
	coretest.WantRefusal(t, g.Why(PassAction), core.Refusal{Code: core.GameOver})
}

func c(s *State, name string) Cell {
	cell, ok := s.ParseCell(name)
	if !ok {
		panic("no cell " + name)
	}
	return cell
}

// Over random games on small boards, Why refuses a part exactly when it is
// not legal, with a declared code whose claim holds in the position.
func TestWhyAgreesWithTheRules(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	codes := RefusalCodes()
	rng := rand.New(rand.NewPCG(11, 12))
	for i := range games {
		randomGame(t, rng, 2+i%3, 60, func(g *Game, _ Action) {
			s := g.State()
			legal := gameLegal(g)
			n := Cell(s.Cells())
			parts := []Action{SkipAction, EndAction, PassAction, SwapAction}
			for x := range n {
				parts = append(parts, WallAction(x), DropAction(x, 1+rng.IntN(s.Reserve(s.Mover())+2)))
				for y := range n {
					parts = append(parts, MoveAction(x, y, 1+rng.IntN(s.Height(x)+2)))
				}
			}
			for _, a := range parts {
				r := coretest.WhyAgrees(t, FormatAction(&s, a), g.Why(a), slices.Contains(legal, a), codes)
				if r == nil {
					continue
				}
				ok := true
				switch r.Code {
				case core.Occupied:
					ok = !s.Empty(a.To())
				case WallThere:
					ok = s.Wall(a.To()) || s.Wall(a.From())
				case NotAccessible:
					ok = !slices.Contains(s.Accessible(s.Mover()), a.To())
				case OutsideCircle:
					ok = !slices.Contains(s.Circle(a.From(), a.Stones()), a.To())
				}
				if !ok {
					t.Fatalf("%s: %q does not hold", FormatAction(&s, a), r.Why)
				}
			}
		})
	}
}

// FuzzWhy explains any 32-bit value on a small board without a panic, and
// refuses exactly what is not legal.
func FuzzWhy(f *testing.F) {
	f.Add(uint32(DropAction(3, 2)))
	f.Add(uint32(MoveAction(1, 5, 2)))
	f.Add(uint32(0xFFFFFFFF))
	s := position(f, 3, White, "a3=B e3=# i3=a")
	legal := s.Legal(nil)
	f.Fuzz(func(t *testing.T, v uint32) {
		coretest.WhyAgrees(t, fmt.Sprintf("%#x", v), s.Why(Action(v)), slices.Contains(legal, Action(v)), RefusalCodes())
	})
}
