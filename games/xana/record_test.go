package xana

import (
	"errors"
	"os"
	"strings"
	"testing"

	"xima/games/core"
)

// The seed's final diagram, as printed: Letters (White) as A=1, B=2, C=3,
// Numbers (Black) as digits. Its middle row lost its first cell, a8.
const seedDiagram = `
       . . # . . . . .
      . . C # . . . # #
     # . # # . # 1 2 . .
    . # # . # # # . 1 # #
   . # # . . . . A 1 . # .
  . # . A . . . . # # # # .
 . . 1 # . . . . . . . # 1 #
 . . 3 # . . . . . . # . # .
 . . . # . . . . . . . # 2 .
  . # # . . . . . . . A # .
   # . # C . . . . . # . #
    . . 1 # . . . B A . .
     . . . # # # # . . .
      . . 1 . . # . . .
       . # . . . # . .`

func readSample(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("testdata/neto-sample.xana")
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// rules/other-games.md, Xana: "The seed's sample game replays exactly on
// these coordinates and rules once its misprints are read as" the page says.
func TestSampleGameReplays(t *testing.T) {
	g, err := ParseGame(readSample(t))
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	turns := 0
	for i, a := range g.plies {
		if g.undos[i].prev.step == StepStart && a.Kind() != KindSwap {
			turns++
		}
	}
	if turns != 23 {
		t.Fatalf("%d turns, want 23 (Numbers resign at their 12th)", turns)
	}
	if r := g.Result(); !r.Over || r.Winner != 0 || r.Reason != core.Resigned {
		t.Fatalf("result %+v, want White (Letters) by resignation", r)
	}
	rows := strings.Split(strings.TrimPrefix(seedDiagram, "\n"), "\n")
	rows[7] = ". " + rows[7] // a8, lost in print
	for i, row := range rows {
		r := i + 1
		syms := strings.Fields(row)
		var cells []Cell
		for c := range Cell(s.Cells()) {
			if _, cr := s.XR(c); cr == r {
				cells = append(cells, c)
			}
		}
		if len(syms) != len(cells) {
			t.Fatalf("row %d: %d symbols for %d cells", r, len(syms), len(cells))
		}
		for j, sym := range syms {
			want := sym[0]
			if want >= '1' && want <= '9' {
				want = 'a' + want - '1'
			}
			if got := s.Symbol(cells[j]); got != want {
				t.Errorf("%s: %c, the seed shows %s", s.CellName(cells[j]), got, sym)
			}
		}
	}
	// "remaining letter stones: 3" is 2; "remaining digit stones: 2".
	if s.Reserve(White) != 2 || s.Reserve(Black) != 2 {
		t.Errorf("reserves %d %d, want 2 and 2", s.Reserve(White), s.Reserve(Black))
	}
	// The seed's ":1" marks: Numbers' walls of turns 7 and 8 each take one
	// Letters stone (v5, then y8).
	if s.Lost(White) != 2 || s.Lost(Black) != 0 {
		t.Errorf("lost %d %d, want 2 and 0", s.Lost(White), s.Lost(Black))
	}
	text := readSample(t)
	for n, lost := range map[string]int{"7.": 0, "8.": 1, "9.": 2} {
		g, err := ParseGame(text[:strings.Index(text, "\n"+n)])
		if err != nil || g.State().lost[White] != uint8(lost) {
			t.Errorf("before move %s: %v, White lost %d, want %d", n, err, g.State().lost[White], lost)
		}
	}
	if s.Score(White) != 60 || s.Score(Black) != 46 {
		t.Errorf("scores %d %d", s.Score(White), s.Score(Black))
	}
}

// The seed's text as printed stops at its misprints, with a clear error.
func TestSampleMisprintsFailClearly(t *testing.T) {
	for from, want := range map[string]struct {
		move     int
		text     string
		sentinel error
		why      string
	}{
		"x9-w10": {8, "x9-v10", core.ErrSyntax, `"v10" is not a cell`},
		"t3>3r3": {4, "m4", core.ErrIllegal, "m4 is in no circle of a Black stack"},
	} {
		to := want.text
		if from == "t3>3r3" {
			to = "t3>2r3"
		}
		_, err := ParseGame(strings.ReplaceAll(readSample(t), from, to))
		var pe *core.ParseError
		if !errors.As(err, &pe) || pe.Move != want.move || pe.Text != want.text || !errors.Is(err, want.sentinel) || !strings.Contains(err.Error(), want.why) {
			t.Errorf("%s as %s: %v", from, to, err)
		}
	}
}

func TestRecordRoundTrip(t *testing.T) {
	g, err := ParseGame(readSample(t))
	if err != nil {
		t.Fatal(err)
	}
	text := g.Record()
	for _, want := range []string{"[Game \"Xana\"]\n[Size \"8\"]\n[White \"Letters\"]", `[Result "White"]`, `[Termination "resign"]`,
		"1. 3@k4 + i4 o4 3@g8 + e6 e10 2.", "t3>3r3 + w2 m4", "q4 s6 resign\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("record lacks %q:\n%s", want, text)
		}
	}
	g2, err := ParseGame(text)
	if err != nil {
		t.Fatal(err)
	}
	if g2.Record() != text || g2.State() != g.State() {
		t.Fatal("round trip changed the record or the position")
	}
}

// A trailing "+" keeps the last turn open; without it the turn is closed.
func TestRecordOpenTurn(t *testing.T) {
	for text, step := range map[string]Step{
		"1. 3@k4":              StepStart,
		"1. 3@k4 +":            StepStack,
		"1. 3@k4 + i4 +":       StepWall,
		"1. 3@k4 + i4":         StepStart,
		"1. 3@k4 3@g8 + e6 +":  StepWall,
		"1. 3@k4 3@g8 2. - + ": StepSkip,
	} {
		g, err := ParseGame(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		s := g.State()
		if s.Step() != step {
			t.Errorf("%q: step %v, want %v", text, s.Step(), step)
		}
		g2, err := ParseGame(g.Record())
		if err != nil || g2.State() != s {
			t.Errorf("%q: round trip %v\n%s", text, err, g.Record())
		}
	}
	for text, why := range map[string]string{
		"1. 3@k4 3@g8 2. - ": "a turn of walls needs a wall",
		"1. pass +":          "'+' outside a turn",
		"1. 3@k4 + 5@g8":     "'+' must be followed by walls",
	} {
		if _, err := ParseGame(text); err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("%q: %v", text, err)
		}
	}
}

func TestRecordResultAndResign(t *testing.T) {
	sample := readSample(t)
	_, err := ParseGame(strings.Replace(sample, `[Result "White"]`, `[Result "Black"]`, 1))
	if !errors.Is(err, core.ErrResult) {
		t.Errorf("wrong Result: %v", err)
	}
	// The Result tag alone records a resignation.
	g, err := ParseGame("[Result \"0-1\"]\n[Termination \"resignation\"]\n1. 3@k4 3@g8")
	if err != nil || g.Result().Winner != 1 {
		t.Fatalf("%v %+v", err, g.Result())
	}
	if _, err := ParseGame("[Result \"Black\"]\n1. 3@k4"); !errors.Is(err, core.ErrResult) {
		t.Errorf("unexplained Result: %v", err)
	}
	// A resignation mid-turn, by the side not to move.
	g, _ = NewGame(Config{Size: 5, Names: [2]string{"Ana", "Luis"}, Date: "2026.11.22", Tags: []core.Tag{{Name: "Event", Value: "test"}}})
	playAll(t, g, "2@e5", "end", "1@g5", "h4")
	if err := g.Resign(0); err != nil {
		t.Fatal(err)
	}
	text := g.Record()
	if !strings.Contains(text, "1@g5 + h4 + resign=White") || !strings.Contains(text, `[Result "Black"]`) || !strings.Contains(text, `[Event "test"]`) {
		t.Fatalf("record:\n%s", text)
	}
	g2, err := ParseGame(text)
	if err != nil || g2.Record() != text || g2.Config().Names != g.Config().Names {
		t.Fatalf("%v\n%s", err, g2.Record())
	}
	if err := g.Resign(1); err == nil {
		t.Error("resigned twice")
	}
	if err := g.Undo(); err != nil || g.Over() || len(g.Moves()) != 3 {
		t.Errorf("undo after a resignation: %v, %d parts", err, len(g.Moves()))
	}
}

func TestRecordErrorsArePositioned(t *testing.T) {
	for text, want := range map[string]struct {
		line, col, move int
	}{
		// The move is the game's number, not the written one: 3@k9 is
		// Black's part of the first move.
		"[Game \"Xana\"]\n\n1. 3@k4 + i4 o4\n2. 3@k9": {4, 4, 1},
		"1. 3@k4 + i4 o4 3@g8\n2. k4-k2 + a8":         {2, 12, 2},
		"[Size \"3\"]\n1. 1@e3\n1@C8":                 {3, 1, 1},
		// After a Black turn of no walls, the next part opens move 2.
		"[Size \"3\"]\n1. 1@e3 1@a3\n2. 1@C8": {3, 4, 2},
		// A second wall is still Black's.
		"[Size \"3\"]\n1. 1@e3 1@a3 + b2\ne1": {3, 1, 1},
	} {
		_, err := ParseGame(text)
		var pe *core.ParseError
		if !errors.As(err, &pe) || pe.Line != want.line || pe.Col != want.col || pe.Move != want.move {
			t.Errorf("%q: %v (%+v)", text, err, pe)
		}
	}
	// A tag's error points at the tag.
	for _, text := range []string{"[Event \"x\"]\n[Game \"Xima\"]\n", "[Event \"x\"]\n[Size \"14\"]\n", "[Event \"x\"]\n[Size \"x\"]\n",
		"[Event \"x\"]\n[Result \"Red\"]\n", "[Event \"x\"]\n[Size \"3\"]\n[Size \"4\"]\n"} {
		_, err := ParseGame(text)
		var pe *core.ParseError
		if !errors.Is(err, core.ErrSyntax) || !errors.As(err, &pe) || pe.Line < 2 || pe.Col != 1 || pe.Move != 0 {
			t.Errorf("%q: %v (%+v)", text, err, pe)
		}
	}
}

// The Termination tag is the Reason code; the words records carried before
// the codes (and users' databases still hold) read as the codes.
func TestRecordTerminationCodes(t *testing.T) {
	const reps = "1. 1@c3 pass 2. c3-e3 pass 3. e3-c3 pass 4. c3-e3 pass 5. e3-c3"
	for _, tc := range []struct {
		tags, moves string
		want        core.Result
	}{
		{`[Result "White"] [Termination "two passes"]`, "1. pass pass", core.Result{Over: true, Winner: 0, Reason: Passes}},
		{`[Result "White"] [Termination "passes"]`, "1. pass pass", core.Result{Over: true, Winner: 0, Reason: Passes}},
		{`[Result "White"] [Termination "third repetition"]`, reps, core.Result{Over: true, Winner: 0, Reason: core.Repetition}},
		{`[Result "Black"] [Termination "resignation"]`, "1. 1@c3", core.Result{Over: true, Winner: 1, Reason: core.Resigned}},
		{`[Result "0-1"] [Termination "Resign"]`, "1. 1@c3", core.Result{Over: true, Winner: 1, Reason: core.Resigned}},
		{`[Result "White"] [Termination "flag"]`, "1. 1@c3 +", core.Result{Over: true, Winner: 0, Reason: core.Flagged}},
		{`[Result "White"] [Termination "resignation"]`, "1. 1@c3 swap", core.Result{Over: true, Winner: 1, Reason: core.Resigned}},
	} {
		text := strings.ReplaceAll("[Size \"3\"] "+tc.tags, "] ", "]\n") + "\n\n" + tc.moves
		g, err := ParseGame(text)
		if err != nil {
			t.Errorf("%s: %v", tc.tags, err)
			continue
		}
		if g.Result() != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.tags, g.Result(), tc.want)
		}
		out := g.Record()
		if !strings.Contains(out, `[Termination "`+string(tc.want.Reason)+`"]`) {
			t.Errorf("%s: record\n%s", tc.tags, out)
		}
		if back, err := ParseGame(out); err != nil || back.Record() != out || back.Result() != g.Result() {
			t.Errorf("%s: read back %v\n%s", tc.tags, err, out)
		}
	}
	// A Result the moves leave unexplained, or contradict, is refused.
	for _, text := range []string{
		"[Size \"3\"]\n[Result \"White\"]\n[Termination \"two passes\"]\n\n1. 1@c3",
		"[Size \"3\"]\n[Result \"Black\"]\n[Termination \"two passes\"]\n\n1. pass pass",
		"[Size \"3\"]\n[Result \"Black\"]\n\n1. 1@c3 resign",
	} {
		_, err := ParseGame(text)
		var pe *core.ParseError
		if !errors.Is(err, core.ErrResult) || !errors.As(err, &pe) || pe.Line != 2 {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// Either seat resigns or loses on time, whoever is to move; the record
// says so in the movetext and reads back to the same game.
func TestRecordResignAndFlagAnySeat(t *testing.T) {
	for _, tc := range []struct {
		parts  []string
		flag   bool
		seat   int
		suffix string
	}{
		{[]string{"1@e3"}, false, 0, "1. 1@e3 + resign\n"},
		{[]string{"1@e3"}, true, 1, "1. 1@e3 + flag=Black\n"},
		{[]string{"1@e3", "end"}, true, 1, "1. 1@e3 flag\n"},
		{[]string{"1@e3", "end", "swap"}, false, 1, "1. 1@e3 swap resign=White\n"},
		{nil, true, 1, "flag=Black\n"},
	} {
		g, _ := NewGame(Config{Size: 3})
		playAll(t, g, tc.parts...)
		leave, want := g.Resign, core.Resigned
		if tc.flag {
			leave, want = g.Flag, core.Flagged
		}
		if err := leave(tc.seat); err != nil {
			t.Fatal(err)
		}
		if r := g.Result(); r != (core.Result{Over: true, Winner: 1 - tc.seat, Reason: want}) {
			t.Errorf("%v: %+v", tc.parts, r)
		}
		text := g.Record()
		if !strings.HasSuffix(text, tc.suffix) || !strings.Contains(text, `[Termination "`+string(want)+`"]`) {
			t.Errorf("%v: record\n%s", tc.parts, text)
		}
		back, err := ParseGame(text)
		if err != nil || back.Record() != text || back.Result() != g.Result() || back.State() != g.State() {
			t.Errorf("%v: read back %v\n%s", tc.parts, err, text)
		}
		if g.Resign(1-tc.seat) == nil || g.Flag(tc.seat) == nil {
			t.Errorf("%v: left a finished game", tc.parts)
		}
	}
}
