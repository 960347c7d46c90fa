package ui

import (
	"strings"
	"testing"

	"xima/ui/internal/uitest"
	playui "xima/ui/play"
)

// oneActionGame starts a Ximaera game and plays its first action, which
// the session saves.
func oneActionGame(t *testing.T, ts *testShell) *playui.Screen {
	t.Helper()
	p := startBoardGame(t, ts, "Ximaera", false)
	p.Controls().Entry.SetText("P@c3")
	p.Controls().Entry.OnSubmitted(p.Controls().Entry.Text)
	return p
}

// stuckAfterOneGame is a shell with a game of one action saved, whose
// reads are then stuck as on a slow disk.
func stuckAfterOneGame(t *testing.T) (*testShell, uitest.StuckStore) {
	t.Helper()
	ts := newTestShell(t)
	oneActionGame(t, ts)
	ts.ShowHome()
	ts.settle()
	store := uitest.NewStuckStore(ts.db)
	ts.reads = store
	return ts, store
}

// TestHomeShowsWhileTheStoreIsSlow: the home screen shows at once though
// the saved games cannot be read yet (the read is off Fyne's goroutine),
// and lists them when they come.
func TestHomeShowsWhileTheStoreIsSlow(t *testing.T) {
	ts, store := stuckAfterOneGame(t)
	ts.ShowHome()
	h := ts.current.(*homeScreen)
	labels := uitest.AllLabels(h.root)
	if h.listed || !strings.Contains(labels, "Looking for unfinished games…") {
		t.Fatalf("home before the saved games are read: %s", labels)
	}
	close(store.Gate)
	ts.until(t, func() bool { return h.listed })
	if labels := uitest.AllLabels(h.resume); !strings.Contains(labels, "Ximaera · ") || strings.Contains(labels, "Looking for") {
		t.Errorf("saved games: %s", labels)
	}
}

// TestBoardSetupShowsWhileTheStoreIsSlow: a board game's set-up shows at
// once with guests on the seats, and seats the profiles when they come.
func TestBoardSetupShowsWhileTheStoreIsSlow(t *testing.T) {
	ts := newTestShell(t)
	ts.profile(t, "Ana")
	store := uitest.NewStuckStore(ts.db)
	ts.reads = store
	kind, _ := ts.kindNamed("Xana")
	playui.ShowSetup(ts.Shell, kind)
	b := ts.current.(*playui.SetupScreen)
	if b.Picker.Loaded() || b.Picker.Selects[0].Selected != "Guest" || b.PlayButton.Disabled() {
		t.Fatalf("before the profiles are read: seat 1 %q, play disabled %v", b.Picker.Selects[0].Selected, b.PlayButton.Disabled())
	}
	close(store.Gate)
	ts.until(t, b.Picker.Loaded)
	if got := b.Picker.Selects[0].Selected; got != "Ana" {
		t.Errorf("seat 1 %q once the profiles came, want Ana", got)
	}
}

// TestResumeOfferWaitsForTheStore: at start the offer to resume the last
// unfinished game comes once the store has said which it is, the window
// going on meanwhile.
func TestResumeOfferWaitsForTheStore(t *testing.T) {
	ts, store := stuckAfterOneGame(t)
	ts.offerResume()
	if ts.win.Canvas().Overlays().Top() != nil {
		t.Fatal("a dialog before the saved games were read")
	}
	close(store.Gate)
	ts.until(t, func() bool { return ts.win.Canvas().Overlays().Top() != nil })
	if text := ts.dialogText(); !strings.Contains(text, "Resume the Ximaera game of Guest (Player 1) – Guest (Player 2), saved") {
		t.Errorf("offer: %s", text)
	}
}

// TestResumeOfferDroppedOnceHomeIsLeft: the user leaves Home before the
// store has said which game to resume; the answer, when it comes, asks
// nothing over the screen now on show.
func TestResumeOfferDroppedOnceHomeIsLeft(t *testing.T) {
	ts, store := stuckAfterOneGame(t)
	ts.offerResume()
	ts.ShowHistory()
	close(store.Gate)
	ts.ShowHome() // a new Home, read through the same store, settles after the old job
	h := ts.current.(*homeScreen)
	ts.until(t, func() bool { return h.listed })
	ts.settle()
	if top := ts.win.Canvas().Overlays().Top(); top != nil {
		t.Errorf("a dialog after Home was left: %s", ts.dialogText())
	}
}
