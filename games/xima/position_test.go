package xima

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"xima/games/core"
)

// emptyRows is the board of the empty pyramid in the tag's notation.
const emptyRows = "13/13/13/13/13/13/13/13/13/13/13/13/13"

// board writes a tag's board with the given columns ("E5": "rB"), the rest
// empty, through Setup.String, which the round trips check separately.
func board(t testing.TB, cols map[string]string) string {
	t.Helper()
	su := NewSetup(Sport, Sport)
	for name, blocks := range cols {
		c := cell(t, name)
		for _, ch := range blocks {
			b, err := parseBlock(ch, 0)
			if err != nil {
				t.Fatal(err)
			}
			su.Columns[c] = append(su.Columns[c], b)
		}
	}
	return strings.Fields(su.String())[0]
}

// TestPositionRoundTripsAlongRandomGames writes the position before every
// action of random games (every style, 2-4 players, resignations
// included), reads it back and finds the same State (the actions since
// the start aside, which a position starts counting again), the same legal
// actions, and the same text again.
func TestPositionRoundTripsAlongRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 1))
	checked := 0
	var seen struct{ out, captured, midTurn, locked, rolled, givenUp bool }
	for game := range 60 {
		styles := make([]Style, 2+game%3)
		for i := range styles {
			styles[i] = Style(rng.IntN(3))
		}
		g, err := NewGame(Config{Styles: styles, Seed: rng.Uint64(), HasSeed: true})
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 160 && !g.Over(); ply++ {
			if g.NeedsRoll() && rng.IntN(3) > 0 {
				if _, err := g.Roll(); err != nil {
					t.Fatal(err)
				}
			}
			checkRoundTrip(t, g)
			checked++
			s := g.State()
			seen.midTurn = seen.midTurn || s.MidTurn()
			seen.locked = seen.locked || s.locked > 0
			seen.rolled = seen.rolled || (s.diceLeft > 0 && !s.MidTurn())
			for p := range Player(s.Players()) {
				seen.out = seen.out || !s.Alive(p)
				seen.captured = seen.captured || s.SpecialState(p) == SpecialCaptured
				seen.givenUp = seen.givenUp || s.GivenUp(p) > 0
			}
			if len(styles) > 2 && rng.IntN(60) == 0 {
				if err := g.Resign(rng.IntN(len(styles))); err == nil {
					continue
				}
			}
			if g.NeedsRoll() {
				if _, err := g.Roll(); err != nil {
					t.Fatal(err)
				}
			}
			legal := legalOf(g)
			if err := g.Play(core.Action(legal[rng.IntN(len(legal))])); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 3000 || !seen.out || !seen.captured || !seen.midTurn || !seen.locked || !seen.rolled || !seen.givenUp {
		t.Fatalf("%d positions checked, seen %+v: the games miss a case", checked, seen)
	}
}

func checkRoundTrip(t *testing.T, g *Game) {
	t.Helper()
	want := g.State()
	text := FormatPosition(&want, g.Round())
	got, round, err := ParsePosition(text, g.cfg.Styles...)
	if err != nil {
		t.Fatalf("ply %d: %q: %v\n%s", want.Ply(), text, err, want.Diagram())
	}
	if round != g.Round() {
		t.Fatalf("%q: round %d, want %d", text, round, g.Round())
	}
	want.ply = 0
	if got != want {
		t.Fatalf("%q read back differs:\n got %+v\nwant %+v", text, got.meta, want.meta)
	}
	if got.hash != got.computeHash() {
		t.Fatalf("%q: hash not the recomputed one", text)
	}
	if a, b := got.Legal(nil), want.Legal(nil); !slices.Equal(a, b) {
		t.Fatalf("%q: %d legal actions, want %d", text, len(a), len(b))
	}
	if again := FormatPosition(&got, round); again != text {
		t.Fatalf("written again:\n%s\nwant\n%s", again, text)
	}
}

// TestPositionDefaults reads a set-up written with the board alone: the
// blocks not on the board are in reserve, nothing taken, 10 received, the
// level the highest floor a block rests on, red to move.
func TestPositionDefaults(t *testing.T) {
	text := board(t, map[string]string{"E5": "rB", "G2": "r", "K3": "R"})
	s, round, err := ParsePosition(text, Sport, Sport)
	if err != nil {
		t.Fatal(err)
	}
	if round != 1 || s.ToMove() != Red || s.Level() != 3 || s.FlatRounds() != 0 {
		t.Fatalf("round %d, %s to move, level %d, flat %d", round, s.ToMove(), s.Level(), s.FlatRounds())
	}
	for _, c := range []struct {
		p                                             Player
		reserve, onBoard, received, took, lost, given int
		special                                       SpecialState
	}{
		{Red, 7, 3, 10, 0, 0, 0, SpecialOnBoard},
		{Blue, 9, 1, 10, 0, 0, 0, SpecialOnBoard},
	} {
		if s.Reserve(c.p) != c.reserve || s.OnBoard(c.p) != c.onBoard || s.Received(c.p) != c.received ||
			s.Took(c.p) != c.took || s.CapturedOf(c.p) != c.lost || s.GivenUp(c.p) != c.given || s.SpecialState(c.p) != c.special {
			t.Errorf("%s: reserve %d, on board %d, received %d, took %d, lost %d, given up %d, special %d; want %+v", c.p,
				s.Reserve(c.p), s.OnBoard(c.p), s.Received(c.p), s.Took(c.p), s.CapturedOf(c.p), s.GivenUp(c.p), s.SpecialState(c.p), c)
		}
	}
	if got := FormatPosition(&s, 1); got != text {
		t.Errorf("written back as %q, want the board alone %q", got, text)
	}
}

// TestPositionFields reads every field and writes it back.
func TestPositionFields(t *testing.T) {
	rows := board(t, map[string]string{"D4": "rr", "B2": "g", "C3": "b"})
	text := rows + " to=blue reserve=3,4,9,8 special=captured,reserve,gone,reserve out=yellow received=13,10,10,10 took=2,1,0,0 lost=2,1,0,0 level=3 flat=4 raised=yes move=12"
	s, round, err := ParsePosition(text, Sport, Sport, Sport, Sport)
	if err != nil {
		t.Fatal(err)
	}
	if round != 12 || s.ToMove() != Blue || s.Level() != 3 || s.FlatRounds() != 4 || !s.raised || s.Alive(Yellow) {
		t.Fatalf("round %d, %s to move, level %d, flat %d, raised %v, yellow in %v", round, s.ToMove(), s.Level(), s.FlatRounds(), s.raised, s.Alive(Yellow))
	}
	// Red: 2 commons on the board, 3 in reserve, 1 common and the special
	// lost, of 13: 6 commons given up.
	if s.GivenUp(Red) != 6 || s.SpecialState(Red) != SpecialCaptured || s.GivenUp(Yellow) != 1 {
		t.Fatalf("red gave up %d, special %d; yellow gave up %d", s.GivenUp(Red), s.SpecialState(Red), s.GivenUp(Yellow))
	}
	if got := FormatPosition(&s, round); got != text {
		t.Fatalf("written back as\n%s\nwant\n%s", got, text)
	}
}

// TestPositionDice reads a two-dice turn half played: the second action
// may use the 5 only, and not with the block on E5.
func TestPositionDice(t *testing.T) {
	text := board(t, map[string]string{"E5": "r", "B2": "b"}) + " dice=3,5 left=5 block=E5"
	s, _, err := ParsePosition(text, TwoDice, Sport)
	if err != nil {
		t.Fatal(err)
	}
	if !s.MidTurn() || s.DiceLeft() != 1<<5 || s.Dice() != [2]uint8{3, 5} {
		t.Fatalf("mid-turn %v, left %b, dice %v", s.MidTurn(), s.DiceLeft(), s.Dice())
	}
	for _, a := range s.Legal(nil) {
		if a.Kind() == KindMove && a.From() == cell(t, "E5") {
			t.Fatalf("%s moves the block of the first action", FormatLong(&s, a))
		}
	}
}

// TestPositionRefusals names what is wrong and where.
func TestPositionRefusals(t *testing.T) {
	two := []Style{Sport, Sport}
	for _, c := range []struct {
		name, text string
		styles     []Style
		code       PositionCode
		says       []string
	}{
		{"floating block", board(t, nil)[:len(board(t, nil))-2] + "4(.r)8", two, PosFloating, []string{"E1", "place 2", "place 1"}},
		{"common on the summit", board(t, map[string]string{"G7": "r"}), two, PosSummitCommon, []string{"G7"}},
		{"special on the summit", board(t, map[string]string{"G7": "B"}), two, PosSummitReached, []string{"blue", "over"}},
		{"too many blocks", board(t, map[string]string{"A1": "r"}) + " reserve=9,9", two, PosTooMany, []string{"red", "11 blocks", "10 received"}},
		{"too many with a capture", board(t, map[string]string{"A1": "r"}) + " reserve=5,9 lost=4,0", two, PosTooMany, []string{"red", "11 blocks"}},
		{"special twice", board(t, map[string]string{"A1": "R", "C1": "R"}), two, PosSpecialTwice, []string{"red", "A1", "C1"}},
		{"cell off the board", "13/13/13/13/13/13/13/13/13/13/13/13/12rr", two, PosNoCell, []string{"N1"}},
		{"row 14", "13/" + emptyRows, two, PosNoCell, []string{"14 rows"}},
		{"unknown letter", "13/13/13/13/13/13/13/13/13/13/13/13/12q", two, PosUnknownLetter, []string{`"q"`, "row 1"}},
		{"side to move not seated", emptyRows + " to=yellow", two, PosNotSeated, []string{"yellow", "2 players"}},
		{"side to move out", emptyRows + " to=yellow out=yellow", []Style{Sport, Sport, Sport}, PosOutToMove, []string{"yellow"}},
		{"one left", emptyRows + " out=blue", two, PosOneLeft, []string{"red", "over"}},
		{"a block of nobody", board(t, map[string]string{"A1": "y"}), two, PosNotSeated, []string{"A1", "yellow"}},
		{"out with a block", board(t, map[string]string{"A1": "y"}) + " out=yellow", []Style{Sport, Sport, Sport}, PosOutOnBoard, []string{"yellow", "A1"}},
		{"out of blocks", emptyRows + " reserve=0,9 special=captured,reserve", two, PosOutOfBlocks, []string{"red", "rule 12"}},
		{"received", emptyRows + " received=11,10", two, PosReceived, []string{"red", "11"}},
		{"captured special not lost", emptyRows + " special=captured,reserve lost=0,0", two, PosLostSpecial, []string{"red"}},
		{"special on the board and captured", board(t, map[string]string{"A1": "R"}) + " special=captured,reserve", two, PosSpecialWhere, []string{"A1", "captured"}},
		{"level below a block", board(t, map[string]string{"D4": "rr"}) + " level=1", two, PosLevel, []string{"floor 2", "D4"}},
		{"level 4", emptyRows + " level=4", two, PosLevelHigh, []string{"level 4"}},
		{"dice for sport", emptyRows + " dice=3", two, PosDice, []string{"red", "sport"}},
		{"one die for two dice", emptyRows + " dice=3", []Style{TwoDice, Sport}, PosDice, []string{"2 dice"}},
		{"block without a first action", board(t, map[string]string{"A1": "b"}) + " dice=3,4 left=4 block=A1", []Style{TwoDice, Sport}, PosLocked, []string{"A1", "red"}},
		{"rows missing", "13/13", two, PosSyntax, []string{"2 rows"}},
		{"unknown field", emptyRows + " colour=red", two, PosSyntax, []string{`"colour"`}},
		{"unclosed column", "13/13/13/13/13/13/13/13/13/13/13/13/(rr", two, PosSyntax, []string{"not closed"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := ParsePosition(c.text, c.styles...)
			var pe *PositionError
			if !errors.As(err, &pe) {
				t.Fatalf("%q: %v, want a *PositionError", c.text, err)
			}
			if pe.Code != c.code {
				t.Fatalf("%q: code %s (%v), want %s", c.text, pe.Code, err, c.code)
			}
			for _, w := range c.says {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%q: %q does not say %q", c.text, err, w)
				}
			}
			wantSentinel := core.ErrIllegal
			if c.code == PosSyntax || c.code == PosUnknownLetter {
				wantSentinel = core.ErrSyntax
			}
			if !errors.Is(err, wantSentinel) {
				t.Errorf("%v does not wrap %v", err, wantSentinel)
			}
		})
	}
}

// TestPositionDrowned refuses a position whose side to move has nothing
// to do: red's only block is covered and red has no reserve.
func TestPositionDrowned(t *testing.T) {
	text := board(t, map[string]string{"A1": "rb"}) + " reserve=0,8 special=captured,reserve lost=1,0 received=10,10"
	_, _, err := ParsePosition(text, Sport, Sport)
	var pe *PositionError
	if !errors.As(err, &pe) || pe.Code != PosDrowned || !strings.Contains(err.Error(), "red") {
		t.Fatalf("%v, want red drowned", err)
	}
}

// gravityLesson is a teacher's set-up: red's block on D4 rests on a blue
// one, red's special waits on E5, blue has a pair on C3; blue to move at
// move 4.
func gravityLesson(t testing.TB) string {
	t.Helper()
	return board(t, map[string]string{"D4": "br", "E5": "R", "C3": "bb", "A1": "r"}) + " to=blue move=4"
}

// TestRecordWithPosition plays on from a Position tag: the movetext goes
// on from it, numbered from its move, the record writes the tag back, and
// reading that record gives the same game.
func TestRecordWithPosition(t *testing.T) {
	pos := gravityLesson(t)
	if want := "13/13/13/13/13/13/13/13/4R8/3(br)9/2(bb)10/13/r12 to=blue move=4"; pos != want {
		t.Fatalf("the lesson is %q, docs/xima-record.md shows %q", pos, want)
	}
	text := "[Game \"Xima\"]\n[Players \"2\"]\n[Position \"" + pos + "\"]\n\n4... C3D4 5. =F6 -A2"
	g, err := ParseGame(text)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if s.Height(cell(t, "D4")) != 2 || s.CapturedOf(Red) != 1 || s.Took(Blue) != 1 || s.ToMove() != Red || g.Round() != 6 {
		t.Fatalf("after C3D4 and two more:\n%s\nround %d", s.Diagram(), g.Round())
	}
	rec := g.Record()
	if !strings.Contains(rec, "[Position \""+pos+"\"]") || !strings.Contains(rec, "4. xD4 5. =F6 -A2") {
		t.Fatalf("the record does not start from the position:\n%s", rec)
	}
	again, err := ParseGame(rec)
	if err != nil {
		t.Fatalf("%v\n%s", err, rec)
	}
	if again.Record() != rec || again.State() != g.State() {
		t.Fatalf("read again:\n%s\nwant\n%s", again.Record(), rec)
	}
	// The magnitudes start from the position: red's blocks before the
	// first action are worth what they stand on.
	start, _, _ := ParsePosition(pos, Sport, Sport)
	if first := MeasureEvery(g)[0]; first.Forces[Blue].CB != start.CaptureValue(MoveAction(cell(t, "C3"), cell(t, "D4"))) || first.Forces[Blue].CB == 0 {
		t.Fatalf("blue's capture counts %v", first.Forces[Blue].CB)
	}
}

// TestRescueExample replays docs/xima-record.md's second example: red
// rescues its captured special in a game of three where yellow is out.
func TestRescueExample(t *testing.T) {
	const pos = "13/13/13/13/13/13/13/5(br)7/4b8/13/13/13/13 reserve=5,7,0 special=captured,reserve,gone out=yellow took=0,1,0 move=9"
	g, err := ParseGame("[Players \"3\"]\n[Position \"" + pos + "\"]\n\n9. *F6\n")
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if s.SpecialState(Red) != SpecialInReserve || s.GivenUp(Red) != 4 || s.Alive(Yellow) || s.ToMove() != Blue || s.Height(cell(t, "F6")) != 1 {
		t.Fatalf("after the rescue:\n%s\nred's special %d, given up %d", s.Diagram(), s.SpecialState(Red), s.GivenUp(Red))
	}
	if !strings.Contains(g.Record(), "[Position \""+pos+"\"]") {
		t.Fatalf("the tag is not written back as the docs show it:\n%s", g.Record())
	}
}

// TestUndoAfterAResignationKeepsThePosition: undoing a resignation
// replays the game from its start, the position.
func TestUndoAfterAResignationKeepsThePosition(t *testing.T) {
	g, err := NewGame(Config{Styles: []Style{Sport, Sport, Sport}, Position: board(t, map[string]string{"A1": "y", "B1": "r"}) + " to=yellow"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayText("-C1"); err != nil {
		t.Fatal(err)
	}
	before := g.State()
	if err := g.Resign(int(Blue)); err != nil {
		t.Fatal(err)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if s.Hash() == before.Hash() {
		t.Fatal("undo took back the resignation only, not the action before it")
	}
	if s.Height(cell(t, "A1")) != 1 || s.Height(cell(t, "B1")) != 1 || s.ToMove() != Yellow {
		t.Fatalf("undo went back to the empty board:\n%s", s.Diagram())
	}
}

// TestRecordPositionErrorsAtTheTag: a bad Position is a *core.ParseError
// at the tag's line and column, with the reason.
func TestRecordPositionErrorsAtTheTag(t *testing.T) {
	text := "[Game \"Xima\"]\n[Players \"2\"]\n  [Position \"" + board(t, map[string]string{"G7": "r"}) + "\"]\n\n1. -A1"
	_, err := ParseGame(text)
	var pe *core.ParseError
	if !errors.As(err, &pe) || pe.Line != 3 || pe.Col != 3 || pe.Text != TagPosition || !errors.Is(err, core.ErrIllegal) {
		t.Fatalf("%#v", err)
	}
	if !strings.Contains(err.Error(), "line 3, col 3 (Position): G7, the summit, holds a common block") {
		t.Fatalf("%v", err)
	}
}

// FuzzParsePosition: no text panics the reader; a text it reads writes a
// text that reads the same, and a position it accepts reads back equal.
func FuzzParsePosition(f *testing.F) {
	for _, seed := range []string{
		emptyRows,
		gravityLesson(f),
		emptyRows + " to=blue reserve=3,4,9 special=captured,reserve,gone out=yellow received=13,10,10 took=2,1,0 lost=2,1,0 level=3 flat=4 raised=yes move=12",
		"13/13/13/13/13/13/13/13/13/13/13/13/4(r.b)8 dice=3,5 left=5 block=E1",
		"13/13/13/13/13/13/6(rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr)6/13/13/13/13/13/13",
	} {
		f.Add(seed, uint8(0))
	}
	styleSets := [][]Style{{Sport, Sport}, {TwoDice, Luck}, {Sport, Sport, Sport}, {Luck, TwoDice, Sport, Sport}}
	f.Fuzz(func(t *testing.T, text string, which uint8) {
		styles := styleSets[int(which)%len(styleSets)]
		su, err := ParseSetup(text, styles...)
		if err != nil {
			return
		}
		written := su.String()
		again, err := ParseSetup(written, styles...)
		if err != nil || again.String() != written {
			t.Fatalf("%q wrote %q, read back: %v", text, written, err)
		}
		s, err := su.State()
		if err != nil {
			return
		}
		back, round, err := ParsePosition(FormatPosition(&s, su.round()), styles...)
		if err != nil || back != s || round != su.round() {
			t.Fatalf("%q: the position read back differs: %v", text, err)
		}
	})
}
