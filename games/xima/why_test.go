package xima

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"xima/games/core"
	"xima/games/core/coretest"
)

// column stacks n blocks of p straight into the cell's column, counts
// aside: Why reads only the columns.
func column(s *State, c Cell, p Player, n int) {
	for range n {
		s.cols[c][s.height[c]] = MakeBlock(p, false)
		s.height[c]++
	}
}

// Every refusal code of Xima, each from a position where the intention
// breaks that rule first, with its arguments.
func TestWhyNamesTheRightReason(t *testing.T) {
	type intent struct {
		src Source
		to  string
	}
	block := func(c string, level int) Source { return BlockSource(MustCell(c), level) }
	cases := []struct {
		name   string
		styles []Style
		setup  func(t *testing.T, s *State)
		play   func(t *testing.T, g *Game) // actions before the intention
		intent intent
		want   core.Refusal
	}{
		{name: "game over", play: func(t *testing.T, g *Game) { must(t, g.Resign(1)) },
			intent: intent{block("A1", 0), "B1"}, want: core.Refusal{Code: core.GameOver}},
		{name: "needs roll", styles: []Style{Luck, Sport},
			intent: intent{block("A1", 0), "B1"}, want: core.Refusal{Code: RollFirst}},
		{name: "empty cell", intent: intent{block("B2", 0), "B3"}, want: core.Refusal{Code: core.NoPiece, Cell: "B2"}},
		{name: "not your block", setup: func(t *testing.T, s *State) { put(t, s, "B2", blue) },
			intent: intent{block("B2", 0), "B3"}, want: core.Refusal{Code: NotYourBlock, Cell: "B2", Side: "blue"}},
		{name: "not your reserve", intent: intent{PileSource(Blue, false), "B3"}, want: core.Refusal{Code: NotYourReserve, Side: "blue"}},
		{name: "dominated", setup: func(t *testing.T, s *State) { put(t, s, "B2", red, blue) },
			intent: intent{block("B2", 0), "B3"}, want: core.Refusal{Code: Dominated, Cell: "B2", N: 1}},
		{name: "dominated by own", setup: func(t *testing.T, s *State) { put(t, s, "B2", red, blue, red) },
			intent: intent{block("B2", 0), "B3"}, want: core.Refusal{Code: Dominated, Cell: "B2", N: 2}},
		{name: "two dice, same block", styles: []Style{TwoDice, Sport},
			play:   func(t *testing.T, g *Game) { must(t, g.SetRoll(1, 3)); playText(t, g, "A1B1") },
			intent: intent{block("B1", 0), "E1"}, want: core.Refusal{Code: SameBlock, Cell: "B1"}},
		{name: "die value", styles: []Style{Luck, Sport}, play: func(t *testing.T, g *Game) { must(t, g.SetRoll(3)) },
			intent: intent{block("A1", 0), "A2"}, want: core.Refusal{Code: DieValue, Cell: "A2", From: "A1", N: 1, Dice: []int{3}}},
		{name: "die value, the die left", styles: []Style{TwoDice, Sport},
			play:   func(t *testing.T, g *Game) { must(t, g.SetRoll(1, 3)); playText(t, g, "-M1") },
			intent: intent{block("A1", 0), "A3"}, want: core.Refusal{Code: DieValue, Cell: "A3", From: "A1", N: 2, Dice: []int{1, 3}}},
		{name: "drop die value", styles: []Style{Luck, Sport}, play: func(t *testing.T, g *Game) { must(t, g.SetRoll(1)) },
			intent: intent{PileSource(Red, false), "F6"}, want: core.Refusal{Code: DropDieValue, Cell: "F6", Dice: []int{1}}},
		{name: "a step too high", setup: func(t *testing.T, s *State) { put(t, s, "B4", blue, red); put(t, s, "C4", blue, blue) },
			intent: intent{block("B4", 1), "D4"}, want: core.Refusal{Code: TooHigh, Cell: "C4", N: 3, From: "B4", M: 1}},
		{name: "a bare step", intent: intent{block("A1", 0), "D4"},
			want: core.Refusal{Code: BareStep, Cell: "C3", N: 1, From: "B2", M: 0}},
		{name: "summit needs height", setup: func(t *testing.T, s *State) { put(t, s, "F6", redSpecial) },
			intent: intent{block("F6", 0), "G7"}, want: core.Refusal{Code: SummitNeedsHeight, Cell: "G7", N: 3, From: "F6", M: 2}},
		{name: "summit for the special only", setup: func(t *testing.T, s *State) { put(t, s, "F6", blue, red) },
			intent: intent{block("F6", 1), "G7"}, want: core.Refusal{Code: SummitSpecialOnly, Cell: "G7"}},
		{name: "beyond the summit", setup: func(t *testing.T, s *State) { put(t, s, "F6", blue, redSpecial) },
			intent: intent{block("F6", 1), "H8"}, want: core.Refusal{Code: BeyondSummit, Cell: "H8", Other: "G7"}},
		{name: "no common left", setup: func(t *testing.T, s *State) { s.reserve[Red] = 0 },
			intent: intent{PileSource(Red, false), "A1"}, want: core.Refusal{Code: NoCommonLeft}},
		{name: "special on board", setup: func(t *testing.T, s *State) { put(t, s, "F6", redSpecial) },
			intent: intent{PileSource(Red, true), "A1"}, want: core.Refusal{Code: SpecialPlaced, Cell: "F6"}},
		{name: "special captured", setup: func(t *testing.T, s *State) { s.special[Red] = SpecialCaptured },
			intent: intent{PileSource(Red, true), "A1"}, want: core.Refusal{Code: SpecialTaken}},
		{name: "drop on a block", setup: func(t *testing.T, s *State) { put(t, s, "A2", blue) },
			intent: intent{PileSource(Red, false), "A2"}, want: core.Refusal{Code: DropOnBlock, Cell: "A2"}},
		{name: "drop not in line", setup: func(t *testing.T, s *State) {
			f6 := MustCell("F6")
			for _, d := range floor1 {
				if Distance(d, f6) > 0 {
					column(s, d, Blue, 1)
				}
			}
		}, intent: intent{PileSource(Red, false), "F6"}, want: core.Refusal{Code: DropNotInLine, Cell: "F6"}},
		{name: "nothing to rescue", intent: intent{RescueSource(), "F6"}, want: core.Refusal{Code: NothingToRescue}},
		{name: "rescue off floor 3", setup: func(t *testing.T, s *State) { s.special[Red] = SpecialCaptured; put(t, s, "C3", red) },
			intent: intent{RescueSource(), "C3"}, want: core.Refusal{Code: RescueFloor, Cell: "C3", N: 2}},
		{name: "rescue with a blue block", setup: func(t *testing.T, s *State) { s.special[Red] = SpecialCaptured; put(t, s, "F6", blue) },
			intent: intent{RescueSource(), "F6"}, want: core.Refusal{Code: NotYourBlock, Cell: "F6", Side: "blue"}},
		{name: "same cell", intent: intent{block("A1", 0), "A1"}, want: core.Refusal{Code: core.SameCell, Cell: "A1"}},
		{name: "not in line", intent: intent{block("A1", 0), "B3"}, want: core.Refusal{Code: core.NotInLine, Cell: "B3", From: "A1"}},
		{name: "a full column", setup: func(t *testing.T, s *State) {
			column(s, MustCell("B13"), Blue, MaxHeight-1)
			column(s, MustCell("B13"), Red, 1)
			column(s, MustCell("C13"), Blue, MaxHeight)
		}, intent: intent{block("B13", MaxHeight-1), "D13"}, want: core.Refusal{Code: core.NotReachable, Cell: "D13"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			styles := tc.styles
			if styles == nil {
				styles = []Style{Sport, Sport}
			}
			s, err := NewState(styles...)
			must(t, err)
			put(t, &s, "A1", red)
			put(t, &s, "M13", blue)
			if tc.setup != nil {
				tc.setup(t, &s)
			}
			g := gameAt(t, s)
			if tc.play != nil {
				tc.play(t, g)
			}
			coretest.WantRefusal(t, g.Why(tc.intent.src, MustCell(tc.intent.to)), tc.want)
		})
	}
}

// The same reasons reach typed notation and Play.
func TestNotationGivesTheRefusal(t *testing.T) {
	twoDice := func(t *testing.T) *Game {
		s, _ := NewState(TwoDice, Sport)
		put(t, &s, "A1", red)
		put(t, &s, "M13", blue)
		g := gameAt(t, s)
		must(t, g.SetRoll(1, 3))
		playText(t, g, "A1B1")
		return g
	}
	for _, text := range []string{"B1E1", "E1", "BE1"} {
		g := twoDice(t)
		_, err := g.PlayText(text)
		coretest.WantRefusal(t, err, core.Refusal{Code: SameBlock, Cell: "B1"})
	}
	g := twoDice(t)
	coretest.WantRefusal(t, g.Play(core.Action(MoveAction(MustCell("B1"), MustCell("E1")))), core.Refusal{Code: SameBlock, Cell: "B1"})

	s := newSport(t, 2)
	put(t, &s, "A1", red)
	put(t, &s, "F6", redSpecial)
	put(t, &s, "M13", blue)
	for text, want := range map[string]core.Refusal{
		"TOP":    {Code: SummitNeedsHeight, Cell: "G7", N: 3, From: "F6", M: 2},
		"=G7":    {Code: SummitNeedsHeight, Cell: "G7", N: 3, From: "F6", M: 2},
		"F6G7":   {Code: WriteSpecial, Cell: "G7", From: "F6"},
		"A1D4":   {Code: BareStep, Cell: "C3", N: 1, From: "B2", M: 0},
		"B5":     {Code: NoBlockReaches, Cell: "B5"},
		"A1xB1":  {Code: NoCapture, Cell: "B1", From: "A1"},
		"M13L13": {Code: NotYourBlock, Cell: "M13", Side: "blue"},
		"pass":   {Code: NoPass},
		"*F6":    {Code: NothingToRescue},
		"=B1":    {Code: core.NotInLine, Cell: "B1", From: "F6"},
	} {
		g := gameAt(t, s)
		_, err := g.Parse(text)
		coretest.WantRefusal(t, err, want)
	}
	s = newSport(t, 2)
	g = gameAt(t, s)
	_, err := g.Parse("=A1B1")
	coretest.WantRefusal(t, err, core.Refusal{Code: SpecialWaits, Cell: "B1"})
}

// A move that would make a position the third time is refused as such.
func TestWhyRepetition(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "A1", red)
	put(t, &s, "M13", blue)
	g := gameAt(t, s)
	for _, m := range []string{"A1B1", "M13L13", "B1A1", "L13M13", "A1B1", "M13L13", "B1A1"} {
		playText(t, g, m)
	}
	coretest.WantRefusal(t, g.Why(BlockSource(MustCell("L13"), 0), MustCell("M13")), core.Refusal{Code: Repeats})
	_, err := g.PlayText("L13M13")
	coretest.WantRefusal(t, err, core.Refusal{Code: Repeats})
}

// A record's illegal action names its move and text, and is the refusal.
func TestRecordNamesTheRefusedMove(t *testing.T) {
	_, err := ParseGame("1. -G2 -G4 2. -G12 G4G9")
	var pe *core.ParseError
	if !errors.As(err, &pe) || pe.Move != 2 || pe.Text != "G4G9" {
		t.Fatalf("err = %v", err)
	}
	coretest.WantRefusal(t, err, core.Refusal{Code: BareStep, Cell: "G5", N: 2, From: "G4", M: 1})
	if want := "move 2 (G4G9): illegal action: a bare step cannot be climbed: G5 is 2 high, the block on G4 is at 1"; err.Error() != want {
		t.Fatalf("message %q, want %q", err, want)
	}
}

// Over random positions of every style, Why refuses an intention exactly
// when no legal action matches it, with a declared code, and the rules of
// movement it walks agree with the move generator both ways.
func TestWhyAgreesWithTheRules(t *testing.T) {
	games := 120
	if testing.Short() {
		games = 20
	}
	codes := RefusalCodes()
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range games {
		styles := styleSets[i%len(styleSets)]
		randomGame(t, rng, styles, 120, func(g *Game, _ Action) {
			s := &g.line.State
			legal := g.legal()
			stateLegal := s.Legal(nil)
			for range 40 {
				src := randomSource(rng, s)
				to := Cell(rng.IntN(Cells))
				a := src.action(s, to)
				matches := s.refuseSource(src) == nil && slices.Contains(legal, a)
				coretest.WhyAgrees(t, fmt.Sprintf("%+v to %s\n%s", src, to, s.Diagram()), g.Why(src, to), matches, codes)
				if s.refuseSource(src) != nil {
					continue
				}
				if walked := s.refuseTarget(src, to) == nil; walked != slices.Contains(stateLegal, a) {
					t.Fatalf("%+v to %s: the rules walked say %v, the generator %v\n%s", src, to, walked, !walked, s.Diagram())
				}
			}
		})
	}
}

// randomSource picks anything a player could click.
func randomSource(rng *rand.Rand, s *State) Source {
	switch rng.IntN(6) {
	case 0:
		return PileSource(Player(rng.IntN(s.Players())), rng.IntN(2) == 0)
	case 1:
		return RescueSource()
	}
	c := Cell(rng.IntN(Cells))
	for range 30 { // mostly a cell with blocks
		if s.height[c] > 0 {
			break
		}
		c = Cell(rng.IntN(Cells))
	}
	level := int(s.height[c]) - 1
	if rng.IntN(4) == 0 {
		level = rng.IntN(int(s.height[c]) + 1)
	}
	return BlockSource(c, level)
}

func FuzzWhy(f *testing.F) {
	f.Add(uint8(0), uint8(0), int8(0), uint8(1))
	f.Add(uint8(1), uint8(84), int8(3), uint8(200))
	f.Fuzz(func(t *testing.T, kind, c uint8, level int8, to uint8) {
		s := newSport(t, 3)
		put(t, &s, "F6", red, blue)
		put(t, &s, "A1", redSpecial)
		g := gameAt(t, s)
		src := Source{Kind: SourceKind(kind % 5), Cell: Cell(c), Level: int(level), Player: Player(c % 5)}
		_ = g.Why(src, Cell(to))
	})
}

// MustCell parses a cell name or panics: for tests' literals.
func MustCell(name string) Cell {
	c, ok := ParseCell(name)
	if !ok {
		panic("bad cell " + name)
	}
	return c
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func playText(t testing.TB, g *Game, text string) {
	t.Helper()
	if _, err := g.PlayText(text); err != nil {
		t.Fatalf("%s: %v", text, err)
	}
}

// BenchmarkWhy explains a refused click in the book's example game after
// 40 plies: what a screen pays on Fyne's goroutine per tap.
func BenchmarkWhy(b *testing.B) {
	f, err := os.Open("../../assets/book/book-11.3.10.xima")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	g, err := ReadGame(f)
	if err != nil {
		b.Fatal(err)
	}
	for g.Undo() == nil && len(g.Actions()) > 40 {
	}
	s := g.State()
	var src Source
	for c := Cell(0); c < Cells; c++ {
		if top, ok := s.Top(c); ok && top.Owner() == s.ToMove() {
			src = BlockSource(c, s.Height(c)-1)
			break
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for to := Cell(0); to < Cells; to++ {
			_ = g.Why(src, to)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*Cells), "ns/why")
}
