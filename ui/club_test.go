package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/ui/internal/uitest"
	playui "xima/ui/play"
)

// playRated plays a rated Ximaera game of a (first seat) against b, which
// loser resigns, and waits for it to be stored.
func playRated(t *testing.T, ts *testShell, a, b, loser string) {
	t.Helper()
	kind, _ := ts.kindNamed("Ximaera")
	s := ts.boardSetup(t, kind)
	s.Picker.Selects[0].SetSelected(a)
	s.Picker.Selects[1].SetSelected(b)
	s.Rated.SetChecked(true)
	if s.PlayButton.Disabled() {
		t.Fatalf("Play disabled: %q", s.Problem.Text)
	}
	test.Tap(s.PlayButton)
	p := ts.current.(*playui.Screen)
	p.Controls().ResignSeat(slices.Index([]string{a, b}, loser))
	ts.settle()
	if p.EndContent() == nil {
		t.Fatal("the game did not end")
	}
}

// leaderboardNames are the names down the leaderboard as shown.
func leaderboardNames(l *leaderboardScreen) []string {
	var out []string
	for row := range l.standings {
		out = append(out, l.cell(row, 1))
	}
	return out
}

func TestLeaderboardSortsByTheClickedHeadingAndOpensProfiles(t *testing.T) {
	ts := newTestShell(t)
	for _, n := range []string{"Ana", "Ben", "Cy", "Dee"} {
		ts.profile(t, n)
	}
	playRated(t, ts, "Ana", "Ben", "Ben")
	playRated(t, ts, "Cy", "Ana", "Cy")
	playRated(t, ts, "Cy", "Ben", "Ben")
	ts.showLeaderboard()
	l := ts.current.(*leaderboardScreen)
	l.game.SetSelected("Ximaera")
	ts.until(t, func() bool { return len(l.standings) == 3 })
	ts.win.Resize(fyne.NewSize(1280, 800))
	if got := leaderboardNames(l); !slices.Equal(got, []string{"Ana", "Cy", "Ben"}) {
		t.Fatalf("by rank %v, want Ana (2 wins), Cy, Ben (2 losses)", got)
	}
	heading := func(text string) *widget.Button {
		t.Helper()
		b := uitest.FindButton(l.table, text)
		if b == nil {
			t.Fatalf("no heading %q", text)
		}
		return b
	}
	for _, step := range []struct {
		heading string
		want    []string
	}{
		{"Lost", []string{"Ben", "Cy", "Ana"}},
		{"Lost", []string{"Ana", "Cy", "Ben"}},
		{"Name", []string{"Ana", "Ben", "Cy"}},
		{"Name", []string{"Cy", "Ben", "Ana"}},
		{"Won", []string{"Ana", "Cy", "Ben"}},
		{"#", []string{"Ana", "Cy", "Ben"}},
	} {
		test.Tap(heading(step.heading))
		if got := leaderboardNames(l); !slices.Equal(got, step.want) {
			t.Fatalf("after a click on %s: %v, want %v", step.heading, got, step.want)
		}
	}
	if b := heading("#"); b.Text != "# ▲" {
		t.Errorf("sorted heading reads %q", b.Text)
	}

	l.table.Select(widget.TableCellID{Row: 1, Col: 3}) // Cy's row
	ps, ok := ts.current.(*profilesScreen)
	if !ok {
		t.Fatalf("a row opened %T", ts.current)
	}
	ts.until(t, func() bool { return ps.shown.profile.Name == "Cy" })
	if len(ps.shown.games) != 2 {
		t.Fatalf("Cy's games: %d, want 2", len(ps.shown.games))
	}
	if labels := uitest.AllLabels(ps.detail); !strings.Contains(labels, "2 rated games (1 won, 0 drawn, 1 lost)") {
		t.Errorf("Cy's ratings: %s", labels)
	}
	ps.tabs.SelectIndex(1)
	if labels := uitest.AllLabels(ps.detail); !strings.Contains(labels, "2 games") {
		t.Errorf("Cy's games: %s", labels)
	}
	if ps.games.Length() != 2 {
		t.Errorf("the games tab lists %d games", ps.games.Length())
	}
}

func TestNewProfileNameHasTheFocusAndEnterCreatesIt(t *testing.T) {
	ts := newTestShell(t)
	ts.profile(t, "Ana")
	ts.showProfiles()
	ps := ts.current.(*profilesScreen)
	ts.until(t, func() bool { return ps.shown.profile.Name == "Ana" })
	ps.create()
	entry, ok := ts.win.Canvas().Focused().(*widget.Entry)
	if !ok {
		t.Fatalf("focus on %T, want the name box", ts.win.Canvas().Focused())
	}
	test.Type(entry, "Bea")
	entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	ts.until(t, func() bool { return ps.shown.profile.Name == "Bea" })
	if ts.win.Canvas().Overlays().Top() != nil {
		t.Error("the dialog is still open")
	}
	if len(ps.profiles) != 2 {
		t.Errorf("profiles %v", ps.profiles)
	}
	ps.tabs.SelectIndex(1)
	if len(ps.shown.games) != 0 || !strings.Contains(uitest.AllLabels(ps.detail), "0 games") {
		t.Errorf("a new profile's games: %s", uitest.AllLabels(ps.detail))
	}
}

func TestHomeCountsOneActionInTheSingular(t *testing.T) {
	ts := newTestShell(t)
	oneActionGame(t, ts)
	ts.ShowHome()
	ts.settle()
	ts.home(t)
	labels := uitest.AllLabels(ts.win.Canvas().Content())
	if !strings.Contains(labels, " · 1 action · ") || strings.Contains(labels, "1 actions") {
		t.Errorf("home: %s", labels)
	}
}
