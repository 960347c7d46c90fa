package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"xima/games/core"
	"xima/games/xima"
)

// The text keeps its words for each end; the JSON gives the end's code,
// the record's Termination; old Termination words still read.
func TestXimaReplayResultCodes(t *testing.T) {
	for _, tc := range []struct{ record, text, code string }{
		{"1. -A1 flag=Red", "Result: Blue wins (flag fall)", "flag"},
		{"1. -A1 -B1 2. resign", "Result: Blue wins (resignation)", "resign"},
		{"[Result \"Blue\"]\n[Termination \"resignation\"]\n\n1. -A1 -B1", "Result: Blue wins (resignation)", "resign"},
		{"[Result \"Red\"]\n[Termination \"flag\"]\n\n1. -A1 -B1", "Result: Red wins (flag fall)", "flag"},
		{"[Players \"3\"]\n\n1. -A1 resign=Yellow -B1 2. flag=Blue", "Result: Red wins (flag fall)", "flag"},
	} {
		out, err := runCLI(t, tc.record, "replay", "-")
		if err != nil || !strings.Contains(out, tc.text) {
			t.Errorf("%q: %v\n%s", tc.record, err, out)
		}
		out, err = runCLI(t, tc.record, "replay", "--json", "-")
		var r struct {
			Result *struct{ Winner, Reason string }
		}
		if err != nil || json.Unmarshal([]byte(out), &r) != nil || r.Result == nil || r.Result.Reason != tc.code {
			t.Errorf("%q: %v, json %s", tc.record, err, out)
		}
	}
	if _, err := runCLI(t, "[Result \"Red\"]\n[Termination \"summit\"]\n\n1. -A1 -B1", "replay", "-"); err == nil {
		t.Error("a Termination the moves do not give was taken")
	}
}

// perft counts with every player in the sport style, whatever the record's
// styles, from the position the record reaches.
func TestXimaPerftPlaysSport(t *testing.T) {
	for record, want := range map[string]string{
		"":                             "31968",
		"[Styles \"luck,two-dice\"]\n": "31968",
		"[Styles \"sport,luck\"]\n[Seed \"3\"]\n\n1. -G2": "41238",
	} {
		args := []string{"perft", "--depth", "2"}
		if record != "" {
			args = append(args, "-")
		}
		out, err := runCLI(t, record, args...)
		if err != nil || strings.TrimSpace(out) != want {
			t.Errorf("%q: %q %v, want %s", record, out, err, want)
		}
	}
	out, err := runCLI(t, "", "perft", "--depth", "1", "--divide")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if err != nil || len(lines) != 177 || lines[176] != "176" || !strings.HasSuffix(lines[0], " 1") {
		t.Fatalf("divide: %v\n%s", err, out)
	}
}

// A CIMAX tag whose ratings are not numbers from 1 to 1e9 (1e308 makes
// the figures overflow; NaN and the infinities are none) is refused at
// the tag, with and without --json, never with a bare "json: unsupported
// value: +Inf"; ratings at the bounds give finite figures, written as plain
// decimals (issue 15, item 11).
func TestXimaReplayRefusesRatingsOutOfRange(t *testing.T) {
	const moves = "\n\n1. -A1 -B1 2. resign"
	for _, cimax := range []string{"1e308,1000", "1000,1e308", "1e300,1e300", "1000000001,1000", "NaN,1000", "1000,+Inf",
		"-Inf,1000", "1e400,1000", "0,1000", "1000", "1000,1000,1000", "1000,x"} {
		record := "[Event \"club\"]\n[CIMAX \"" + cimax + "\"]" + moves
		for _, args := range [][]string{{"replay", "-"}, {"replay", "--json", "-"}, {"replay", "--json", "--every", "-"}} {
			out, err := runCLI(t, record, args...)
			var pe *core.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, core.ErrSyntax) || pe.Line != 2 || pe.Col != 1 ||
				!strings.Contains(err.Error(), "CIMAX") || strings.Contains(err.Error(), "json") || out != "" {
				t.Errorf("CIMAX %q, %v: %v, output %.40q; want a syntax error at line 2 naming the tag", cimax, args, err, out)
			}
		}
	}
	exponent := regexp.MustCompile(`[0-9][eE][-+]?[0-9]|Inf|NaN`)
	for _, cimax := range []string{"1000000000,1000000000", "1,1000000000", "1000000000,1", "1,1"} {
		record := "[CIMAX \"" + cimax + "\"]" + moves
		out, err := runCLI(t, record, "replay", "--json", "--every", "-")
		var r struct {
			Magnitudes struct {
				Players []struct{ Rating, Delta, Experience *float64 }
			}
		}
		if err != nil || json.Unmarshal([]byte(out), &r) != nil || len(r.Magnitudes.Players) != 2 ||
			r.Magnitudes.Players[1].Delta == nil || *r.Magnitudes.Players[1].Delta < 0 {
			t.Errorf("CIMAX %q: %v\n%.200s", cimax, err, out)
		}
		if m := exponent.FindString(out); m != "" {
			t.Errorf("CIMAX %q: the JSON holds %q, want plain decimals", cimax, m)
		}
		out, err = runCLI(t, record, "replay", "-")
		if err != nil || !strings.Contains(out, "CIMAX Blue") || strings.Contains(out, "Inf") || strings.Contains(out, "NaN") {
			t.Errorf("CIMAX %q, text: %v\n%s", cimax, err, out)
		}
	}
}

// to_move after the end is the one who would be: the next player in seat
// order after the last one who acted, skipping those who are out
// (docs/xima-json.md); before the end, the player to move.
func TestXimaReplayToMoveAfterTheEnd(t *testing.T) {
	for _, tc := range []struct{ record, want string }{
		{"1. -A1", "blue"},
		{"1. -A1 -B1", "red"},
		// The book's game ends with blue's TOP: red would move next.
		{"@assets/book/book-11.3.10.xima", "red"},
		// Red, to move, resigns: red is out, so blue, after blue's -B1.
		{"1. -A1 -B1 2. resign", "blue"},
		// Blue resigns after red's -A1: blue is out, so red.
		{"1. -A1 resign=Blue", "red"},
		// Yellow went out; blue acted last and flags: red.
		{"[Players \"3\"]\n\n1. -A1 resign=Yellow -B1 2. flag=Blue", "red"},
		// Blue acted last and yellow, next, resigns while still in: red is
		// left alone, the one who would move.
		{"[Players \"3\"]\n\n1. -A1 -B1 resign=Blue resign=Yellow", "red"},
	} {
		args := []string{"replay", "--json", "-"}
		stdin := tc.record
		if file, ok := strings.CutPrefix(tc.record, "@"); ok {
			args[2], stdin = file, ""
		}
		out, err := runCLI(t, stdin, args...)
		var r struct {
			ToMove string `json:"to_move"`
		}
		if err != nil || json.Unmarshal([]byte(out), &r) != nil || r.ToMove != tc.want {
			t.Errorf("%q: to_move %q, want %q (%v)", tc.record, r.ToMove, tc.want, err)
		}
	}
}

// An error about one long word, or a long tag value, quotes a few dozen
// characters of it, in every game: replay of a record that is one 8 MiB
// word said 8 to 16 MiB (issue 15, item 7).
func TestReplayErrorsQuoteAFewDozenCharacters(t *testing.T) {
	word := strings.Repeat("A", core.MaxRecordSize-64)
	for _, record := range []string{
		word,
		"[Game \"Ximaera\"]\n\n" + word,
		"[Game \"Xana\"]\n\n" + word,
		"[Game \"Xoliba\"]\n\n" + word,
		"[Game \"Maxima\"]\n\n" + word,
		"[Game \"Xana\"]\n\n1. " + word,
		"[Game \"Xoliba\"]\n\n1. a2-" + word,
		"[Styles \"sport," + word + "\"]\n",
		"[Game \"Xima\"]\n\n1. =" + word,
	} {
		_, err := runCLI(t, record, "replay", "-")
		if err == nil || len(err.Error()) > 300 {
			t.Errorf("%.40q: an error of %d bytes: %.300s", record, len(fmt.Sprint(err)), err)
		}
	}
}

// ximaLesson is a record that starts from a Position tag: a red block on
// a blue one at D4, red's special on E5, a blue pair on C3; blue to move
// at move 4, then one action each.
const ximaLesson = "[Game \"Xima\"]\n[Players \"2\"]\n[Position \"13/13/13/13/13/13/13/13/4R8/3(br)9/2(bb)10/13/r12 to=blue move=4\"]\n\n4. xD4 5. =F6\n"

// Records with a Position tag replay from it, list its legal actions, and
// count perft 1 and 2 as the engine does on the same position; a bad tag
// is refused at its line and column with the reason.
func TestXimaPositionTag(t *testing.T) {
	out, err := runCLI(t, ximaLesson, "replay", "--json", "-")
	var r struct {
		ToMove  string `json:"to_move"`
		Actions int
		Round   int
		Columns []struct {
			Cell   string
			Blocks []struct{ Color string }
		}
		Players []struct{ Captured, Took, Reserve int }
	}
	if err != nil || json.Unmarshal([]byte(out), &r) != nil {
		t.Fatalf("replay: %v\n%s", err, out)
	}
	if r.ToMove != "blue" || r.Actions != 2 || r.Round != 5 || len(r.Columns) != 4 || r.Players[0].Captured != 1 || r.Players[1].Took != 1 {
		t.Fatalf("replay from the position: %+v", r)
	}

	g, err := xima.ParseGame(ximaLesson)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	out, err = runCLI(t, ximaLesson, "actions", "--count", "-")
	if want := strconv.Itoa(len(s.Legal(nil))); err != nil || strings.TrimSpace(out) != want {
		t.Fatalf("actions --count: %q %v, want %s", out, err, want)
	}
	out, err = runCLI(t, ximaLesson, "actions", "-")
	if lines := strings.Split(strings.TrimSpace(out), "\n"); err != nil || len(lines) != len(s.Legal(nil)) || !slices.Contains(lines, "D4E5") {
		t.Fatalf("actions: %v\n%s", err, out)
	}
	for depth := 1; depth <= 2; depth++ {
		want := xima.Perft(xima.NewLine(s.AsSport()), depth)
		out, err := runCLI(t, ximaLesson, "perft", "--depth", strconv.Itoa(depth), "-")
		if err != nil || strings.TrimSpace(out) != strconv.FormatUint(want, 10) || want < 100 {
			t.Errorf("perft %d: %q %v, want %d", depth, out, err, want)
		}
	}

	for _, bad := range []struct{ position, says string }{
		{"13/13/13/13/13/13/6r6/13/13/13/13/13/13", "line 3, col 1 (Position): G7, the summit, holds a common block"},
		{"13/13/13/13/13/13/13/13/13/13/13/3(.r)9/13", "line 3, col 1 (Position): D2: the red block at place 2 floats"},
		{"13/13/13/13/13/13/13/13/13/13/13/13/r12 reserve=10,9", "line 3, col 1 (Position): red has 12 blocks (1 on the board, 11 in reserve, 0 captured) of the 10 received"},
	} {
		record := strings.Replace(ximaLesson, "13/13/13/13/13/13/13/13/4R8/3(br)9/2(bb)10/13/r12 to=blue move=4", bad.position, 1)
		for _, cmd := range []string{"replay", "actions", "perft"} {
			if _, err := runCLI(t, record, cmd, "-"); err == nil || !strings.Contains(err.Error(), bad.says) {
				t.Errorf("%s of %q: %v, want %q", cmd, bad.position, err, bad.says)
			}
		}
	}
}
