package book_test

import (
	"strconv"
	"strings"
	"testing"

	"xima/assets/book"
	"xima/games/core"
	"xima/games/xima"
)

// The book's games replay to the ends the book describes: the summit for
// six of them, and exercise 1 stops after 36... I6H7 with both players in.
func TestBookGamesReplayToTheirEnds(t *testing.T) {
	for _, tc := range []struct {
		file    string
		actions int
		over    bool
		winner  xima.Player
	}{
		{"book-11.3.10.xima", 62, true, xima.Blue},
		{"book-11.11-game1.xima", 62, true, xima.Blue},
		{"book-11.11-game2.xima", 55, true, xima.Red},
		{"book-11.11-game3.xima", 48, true, xima.Blue},
		{"book-12.1-exercise1.xima", 72, false, 0},
		{"book-12.2-exercise2.xima", 41, true, xima.Red},
		{"book-12.3-exercise3.xima", 38, true, xima.Blue},
	} {
		g := readGame(t, tc.file)
		res := g.Result()
		if n := len(g.Events()); n != tc.actions || res.Over != tc.over {
			t.Errorf("%s: %d actions, over %v; want %d and %v", tc.file, n, res.Over, tc.actions, tc.over)
		}
		if tc.over && (res.Winner != int(tc.winner) || res.Reason != xima.SummitReached) {
			t.Errorf("%s: %+v, want %s at the summit", tc.file, res, tc.winner)
		}
	}
}

// readGame replays a record of the package through core.Replay.
func readGame(t *testing.T, file string) *xima.Game {
	t.Helper()
	text, err := book.Record(file)
	if err != nil {
		t.Fatal(err)
	}
	g, err := xima.ParseGame(text)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return g
}

// misprints are the moves docs/xima-rules.md lists as read otherwise than
// printed: the ply ("4..." is blue's fourth action) and the book's text.
var misprints = map[string][][2]string{
	"book-11.3.10.xima":        {{"4...", "BxJ"}, {"10...", "k3"}, {"13.", "KI3"}, {"15...", "C3"}, {"16.", "KI3"}, {"23...", "7F6"}},
	"book-11.11-game1.xima":    {{"4...", "B13L"}, {"6...", "J10"}, {"25...", "FxJ9"}, {"27.", "H7"}},
	"book-11.11-game2.xima":    {{"10.", "IJ5"}, {"12.", "IJ5"}, {"12...", "LJ1"}, {"16...", "G12"}, {"18.", "xJ4"}, {"20.", "H110"}, {"21...", "4K9"}, {"22.", "JK3"}},
	"book-11.11-game3.xima":    {{"7.", "E4"}, {"20...", "-E10"}},
	"book-12.1-exercise1.xima": {{"5.", "DxD"}, {"7.", "D3"}, {"10.", "3D4"}, {"14.", "E5"}, {"15...", "D3M"}, {"27...", "+7"}},
	"book-12.2-exercise2.xima": {{"4...", "D6"}, {"17.", "F9"}, {"20...", "J3"}},
	"book-12.3-exercise3.xima": {{"8...", "xE4"}, {"9.", "=E4"}, {"13.", "BE4"}, {"15...", "xD5"}, {"16...", "J5"}, {"18...", "=G8"}, {"19.", "FE4"}},
}

// Each listed move, as printed, does not read where the record stands
// (it is no legal action, or it could be several) or reads as another
// action than the record's; so the record's is a reading, not the print.
func TestListedMisprintsAreNotThePrint(t *testing.T) {
	for file, list := range misprints {
		g := readGame(t, file)
		events := g.Events()
		for _, m := range list {
			ply := plyIndex(t, m[0])
			before, err := xima.NewGame(g.Config())
			if err != nil {
				t.Fatal(err)
			}
			for _, ev := range events[:ply] {
				if err := before.Play(core.Action(ev.Action)); err != nil {
					t.Fatal(err)
				}
			}
			a, err := before.Parse(m[1])
			if err == nil && xima.Action(a) == events[ply].Action {
				t.Errorf("%s %s: the print %s reads as the record's %s", file, m[0], m[1], events[ply].Long)
			}
		}
	}
}

// plyIndex reads "12." (red's twelfth action) or "12..." (blue's) as the
// index of the action in a two-player game.
func plyIndex(t *testing.T, label string) int {
	t.Helper()
	digits, dots, _ := strings.Cut(label, ".")
	n, err := strconv.Atoi(digits)
	if err != nil || n < 1 {
		t.Fatalf("bad ply %q", label)
	}
	if dots == "" {
		return 2 * (n - 1)
	}
	return 2*(n-1) + 1
}
