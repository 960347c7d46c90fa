package xima

import (
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"xima/games/core"
)

func TestBookExampleGameReplays(t *testing.T) {
	f, err := os.Open("../../assets/book/book-11.3.10.xima")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := ReadGame(f)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if s.Ply() != 62 {
		t.Fatalf("%d plies, want 62", s.Ply())
	}
	wantResult(t, g.Result(), Blue, SummitReached)
	if s.Took(Red) != 2 || s.Took(Blue) != 1 {
		t.Fatalf("captures red %d blue %d, want 2 and 1 (book: values 6 and 3)", s.Took(Red), s.Took(Blue))
	}
	if g.Turns(Red) != 31 || g.Turns(Blue) != 31 {
		t.Fatalf("turns %d %d, want 31 each", g.Turns(Red), g.Turns(Blue))
	}
}

// The book prints the game with misprints; the reader reports the first.
func TestBookTextAsPrintedFailsClearly(t *testing.T) {
	_, err := ParseGame("1. -B1 -J1 2. J1 -B1 3. -K1 -I1 4. -L1 BxJ 5. J1 -H1")
	var pe *core.ParseError
	if !errors.As(err, &pe) || pe.Move != 4 || pe.Text != "BxJ" || !errors.Is(err, core.ErrSyntax) {
		t.Fatalf("err = %v", err)
	}
	if !strings.HasPrefix(err.Error(), "move 4 (BxJ): ") {
		t.Fatalf("message %q", err)
	}
	_, err = ParseGame("1. -B1 -J1 2. J1 -B1 3. -K1 -I1 4. -L1 BxJ1 5. J1 -H1 6. -A1 HA1 7. -L1 -B2 " +
		"8. LK1 -B1 9. -F1 IF1 10. -J2 -K3 11. H4 I3 12. -K3 H4 13. KI3")
	if !errors.As(err, &pe) || pe.Move != 13 || !errors.Is(err, core.ErrAmbiguous) || !strings.Contains(err.Error(), "K1I3 or K3I3") {
		t.Fatalf("ambiguous KI3: %v", err)
	}
}

func TestRecordRoundTripWithClocksAndTags(t *testing.T) {
	g, err := NewGame(Config{Styles: []Style{Sport, Luck}, Names: []string{`Ana "la" Roja`, "Luís 🎲"},
		Seed: 7, HasSeed: true, Clock: time.Hour, Date: "2026.11.22", Tags: []core.Tag{{Name: "CIMAX", Value: "1000,1000"}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.PlayClocked(core.Action(DropAction(false, MakeCell(6, 1))), 59*time.Minute+30*time.Second); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Roll(); err != nil {
		t.Fatal(err)
	}
	if err := g.PlayClocked(g.Legal()[0], 58*time.Minute+1500*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	text := g.Record()
	for _, want := range []string{`[Red "Ana \"la\" Roja"]`, `[Blue "Luís 🎲"]`, `[Clock "60"]`, `[CIMAX "1000,1000"]`, "{59:30}", "{58:01.5}", "1. -G2"} {
		if !strings.Contains(text, want) {
			t.Errorf("record lacks %s:\n%s", want, text)
		}
	}
	g2, err := ParseGame(text)
	if err != nil {
		t.Fatal(err)
	}
	if g2.Record() != text || g2.TimeUsed(Blue) != time.Minute+58500*time.Millisecond {
		t.Fatalf("round trip changed the record or clocks:\n%s\n%s", text, g2.Record())
	}
}

func TestRecordErrors(t *testing.T) {
	cases := map[string]error{
		"[Game \"Chess\"]\n1. e4":                 core.ErrSyntax,
		"[Players \"5\"]\n":                       core.ErrSyntax,
		"[Styles \"sport\"]\n":                    core.ErrSyntax,
		"[Styles \"sport,luck\"]\n1. -A1 -A2":     core.ErrSyntax, // blue's luck needs dice
		"[Styles \"sport,luck\"]\n1. -A1 [7] -A2": core.ErrSyntax,
		"1. -A1 -A1":                              core.ErrIllegal,
		"1. -A1 {59:00 2. -B1":                    core.ErrSyntax,
		"[Result \"Blue\"]\n1. -A1 -B1":           core.ErrResult,
		"[Result \"Red\"]\n" + bookMoves(t):       core.ErrResult,
	}
	for text, want := range cases {
		_, err := ParseGame(text)
		if !errors.Is(err, want) {
			t.Errorf("%q: err %v, want %v", text, err, want)
		}
	}
}

func TestResignationInRecord(t *testing.T) {
	g, err := ParseGame("[Result \"Red\"]\n[Termination \"resignation\"]\n1. -A1 -B1")
	if err != nil {
		t.Fatal(err)
	}
	wantResult(t, g.Result(), Red, core.Resigned)
	g, err = ParseGame("[Players \"3\"]\n1. -A1 -B1 -C1 2. flag")
	if err != nil {
		t.Fatal(err)
	}
	if st := g.State(); st.Alive(Red) || st.ToMove() != Blue || st.Height(MakeCell(0, 0)) != 0 {
		t.Fatal("red's flag takes red out with its blocks")
	}
	if !strings.Contains(g.Record(), "flag=Red") {
		t.Fatalf("record:\n%s", g.Record())
	}
}

func bookMoves(t *testing.T) string {
	data, err := os.ReadFile("../../assets/book/book-11.3.10.xima")
	if err != nil {
		t.Fatal(err)
	}
	_, moves, _ := strings.Cut(string(data), "\n\n")
	return moves
}

// The Termination tag holds the reason's code; the reader still takes the
// words records carried before the codes, which users' databases hold.
func TestTerminationCodes(t *testing.T) {
	g, err := NewGame(Config{Styles: []Style{Sport, Sport}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayText("-A1"); err != nil {
		t.Fatal(err)
	}
	if err := g.Flag(int(Red)); err != nil { // out of turn: blue is to move
		t.Fatal(err)
	}
	wantResult(t, g.Result(), Blue, core.Flagged)
	if text := g.Record(); !strings.Contains(text, `[Termination "flag"]`) || !strings.Contains(text, "flag=Red") {
		t.Fatalf("record:\n%s", text)
	}
	for term, want := range map[string]core.Reason{
		"resign": core.Resigned, "resignation": core.Resigned, "Resignation": core.Resigned,
		"flag": core.Flagged, "flag fall": core.Flagged,
	} {
		g, err := ParseGame("[Result \"Blue\"]\n[Termination \"" + term + "\"]\n1. -A1 -B1")
		if err != nil {
			t.Fatalf("%s: %v", term, err)
		}
		wantResult(t, g.Result(), Blue, want)
	}
	for term, want := range map[string]core.Reason{
		"out of blocks": OutOfBlocks, "out-of-blocks": OutOfBlocks, "summit": SummitReached, "drowned": Drowned,
		"resignation": core.Resigned, "flag fall": core.Flagged, "Flag Fall": core.Flagged,
	} {
		if got := (&Game{}).Termination(term); got != want {
			t.Errorf("Termination %q reads as %q, want %q", term, got, want)
		}
	}
}

// A Termination the moves contradict, and a bad tag, are errors at the tag.
func TestRecordTagErrorsPointAtTheTag(t *testing.T) {
	_, err := ParseGame("[Game \"Xima\"]\n[Result \"Blue\"]\n[Termination \"drowned\"]\n\n" + bookMoves(t))
	var pe *core.ParseError
	if !errors.As(err, &pe) || !errors.Is(err, core.ErrResult) || pe.Line != 3 || pe.Col != 1 {
		t.Fatalf("contradicted Termination: %v", err)
	}
	if _, err := ParseGame("[Result \"Blue\"]\n[Termination \"summit\"]\n\n" + bookMoves(t)); err != nil {
		t.Fatalf("the book's own end: %v", err)
	}
	for text, line := range map[string]int{
		"[Game \"Xima\"]\n[Players \"5\"]\n":          2,
		"[Date \"2026.11.22\"]\n  [Styles \"sport\"]": 2,
		"[Seed \"x\"]\n":                    1,
		"[Players \"3\"]\n[Clock \"-5\"]\n": 2,
		"[Red \"Ana\"]\n[Red \"Bea\"]\n":    2,
		"[Result \"Green\"]\n1. -A1":        1,
	} {
		_, err := ParseGame(text)
		if !errors.As(err, &pe) || !errors.Is(err, core.ErrSyntax) || pe.Line != line || pe.Move != 0 {
			t.Errorf("%q: %v, want a syntax error on line %d", text, err, line)
		}
	}
}

// A player of three or four may leave out of turn; the round number goes
// on only when the turn comes back round the table.
func TestOutOfTurnResignationKeepsTheRound(t *testing.T) {
	g, err := ParseGame("[Players \"3\"]\n1. -A1 resign=Yellow -B1 2. -C1")
	if err != nil {
		t.Fatal(err)
	}
	st := g.State()
	if st.Alive(Yellow) || st.ToMove() != Blue || g.Round() != 2 {
		t.Fatalf("yellow in %v, %s to move in round %d; want blue in round 2", st.Alive(Yellow), st.ToMove(), g.Round())
	}
	if text := g.Record(); !strings.HasSuffix(strings.TrimSpace(text), "1. -A1 resign=Yellow -B1 2. -C1") {
		t.Fatalf("record:\n%s", text)
	}
	if err := g.Resign(int(Yellow)); err == nil {
		t.Fatal("yellow resigned twice")
	}
	if err := g.Resign(int(Red)); err != nil { // not to move either
		t.Fatal(err)
	}
	wantResult(t, g.Result(), Blue, core.Resigned)
}

// A Clock tag that is no number of minutes in range, NaN above all (which
// compares false with every bound), is refused at the tag, never taken as
// untimed (issue 15, item 12); so is a clock reading of NaN seconds.
func TestClockTagMustBeMinutes(t *testing.T) {
	for _, v := range []string{"NaN", "nan", "+NaN", "Inf", "-Inf", "Infinity", "-0", "0", "-5", "1e400", "100001", "1e-300", "0x", "sixty"} {
		text := "[Event \"club\"]\n[Clock \"" + v + "\"]\n\n1. -A1"
		_, err := ParseGame(text)
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, core.ErrSyntax) || pe.Line != 2 || pe.Col != 1 ||
			!strings.Contains(err.Error(), `Clock "`+v+`": want the agreed minutes per player`) {
			t.Errorf("[Clock %q]: %v, want a syntax error at line 2, column 1 naming the tag", v, err)
		}
	}
	for v, want := range map[string]time.Duration{"60": time.Hour, " 0.5 ": 30 * time.Second, "100000": 100000 * time.Minute, "": 0, "-": 0} {
		g, err := ParseGame("[Clock \"" + v + "\"]\n")
		if err != nil {
			t.Errorf("[Clock %q]: %v", v, err)
		} else if got := g.Config().Clock; got != want {
			t.Errorf("[Clock %q]: %v, want %v", v, got, want)
		}
	}
	for _, c := range []string{"0:NaN", "NaN:00", "1:nan", "0:Inf", "0:-0.5"} {
		if d, err := ParseClock(c); err == nil {
			t.Errorf("ParseClock(%q) = %v, want an error", c, d)
		}
	}
}
