package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/ui/internal/uitest"
	playui "xima/ui/play"
)

// TestBoardReplaySaysWhyItHasNoChart: the other games' replays say
// plainly that the analysis chart is Xima's; their board goes full screen
// too (F11), with the step and the last move over it, and Esc brings the
// panels back.
func TestBoardReplaySaysWhyItHasNoChart(t *testing.T) {
	ts := newTestShell(t)
	oneActionGame(t, ts).Controls().ResignSeat(1)
	ts.settle()
	uitest.TapOverlay(t, ts.win, "Replay")
	r, ok := ts.current.(*playui.ReplayScreen)
	if !ok {
		t.Fatalf("Replay showed %T", ts.current)
	}
	if labels := uitest.AllLabels(r.Content()); !strings.Contains(labels, "No analysis chart") || !strings.Contains(labels, "Ximaera has no force") {
		t.Errorf("replay: %s", labels)
	}
	// Who played and how it ended head the replay.
	if labels := uitest.AllLabels(r.Content()); !strings.Contains(labels, "Player 1 · Player 2") || r.Outcome().Text != "Player 1 wins: resignation" {
		t.Errorf("replay's head: %q in %s", r.Outcome().Text, labels)
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF11})
	labels := uitest.AllLabels(ts.win.Canvas().Content())
	if !r.FullScreen().On() || !ts.win.FullScreen() || strings.Contains(labels, "No analysis chart") || !strings.Contains(labels, "1 / 1") || !strings.Contains(labels, "1. P@c3") {
		t.Errorf("full screen: %s", labels)
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if r.FullScreen().On() || ts.win.FullScreen() || !strings.Contains(uitest.AllLabels(ts.win.Canvas().Content()), "No analysis chart") {
		t.Error("Esc did not bring the panels back")
	}
}

// TestReplayGoesHome: a replay's Home button goes to the home screen.
func TestReplayGoesHome(t *testing.T) {
	ts := newTestShell(t)
	oneActionGame(t, ts).Controls().ResignSeat(1)
	ts.settle()
	uitest.TapOverlay(t, ts.win, "Replay")
	r, ok := ts.current.(*playui.ReplayScreen)
	if !ok {
		t.Fatalf("Replay showed %T", ts.current)
	}
	home := uitest.FindButton(r.Content(), "Home")
	if home == nil {
		t.Fatal("the replay has no Home button")
	}
	test.Tap(home)
	if _, ok := ts.current.(*homeScreen); !ok {
		t.Errorf("Home showed %T", ts.current)
	}
}

// TestReplayShowsTheRowOnShow: a replay opens at the game's end with the
// move list scrolled to its last row, past rows that do not fit.
func TestReplayShowsTheRowOnShow(t *testing.T) {
	ts := newTestShell(t)
	p := startBoardGame(t, ts, "Ximaera", false)
	for len(p.Controls().Moves.Rows()) < 40 && !p.Session().Over() {
		if err := p.Play(goingOn(t, p.Session().Game())); err != nil {
			t.Fatal(err)
		}
	}
	p.Controls().ResignSeat(0)
	ts.settle()
	uitest.TapOverlay(t, ts.win, "Replay")
	r, ok := ts.current.(*playui.ReplayScreen)
	if !ok {
		t.Fatalf("Replay showed %T", ts.current)
	}
	if list := r.Moves().List; list.GetScrollOffset() <= 0 {
		t.Errorf("a replay of %d rows opens at its end with its list at the top", len(r.Moves().Rows()))
	}
}
