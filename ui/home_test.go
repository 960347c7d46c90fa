package ui

import (
	"context"
	"strings"
	"testing"

	"xima/storage"
	"xima/ui/internal/uitest"
)

// stuckStore is the club's database with its reads stuck until gate
// closes, as on a slow disk.
type stuckStore struct {
	*storage.DB
	gate chan struct{}
}

func (s stuckStore) Profiles(ctx context.Context, archived bool) ([]storage.Profile, error) {
	<-s.gate
	return s.DB.Profiles(ctx, archived)
}

func (s stuckStore) SavedGames(ctx context.Context) ([]storage.SavedGame, error) {
	<-s.gate
	return s.DB.SavedGames(ctx)
}

// TestHomeShowsWhileTheStoreIsSlow: the home screen shows at once though
// the saved games cannot be read yet (the read is off Fyne's goroutine),
// and lists them when they come.
func TestHomeShowsWhileTheStoreIsSlow(t *testing.T) {
	ts := newTestShell(t)
	p := startBoardGame(t, ts, "Ximaera", false)
	p.ctl.Entry.SetText("P@c3")
	p.ctl.Entry.OnSubmitted(p.ctl.Entry.Text)
	ts.ShowHome()
	ts.settle()
	store := stuckStore{ts.db, make(chan struct{})}
	ts.reads = store
	ts.ShowHome()
	h := ts.current.(*homeScreen)
	labels := uitest.AllLabels(h.root)
	if h.listed || !strings.Contains(labels, "Looking for unfinished games…") {
		t.Fatalf("home before the saved games are read: %s", labels)
	}
	close(store.gate)
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
	store := stuckStore{ts.db, make(chan struct{})}
	ts.reads = store
	kind, _ := findBoardKind("Xana")
	ts.showBoardSetup(kind)
	b := ts.current.(*boardSetupScreen)
	if b.picker.Loaded() || b.picker.Selects[0].Selected != "Guest" || b.play.Disabled() {
		t.Fatalf("before the profiles are read: seat 1 %q, play disabled %v", b.picker.Selects[0].Selected, b.play.Disabled())
	}
	close(store.gate)
	ts.until(t, b.picker.Loaded)
	if got := b.picker.Selects[0].Selected; got != "Ana" {
		t.Errorf("seat 1 %q once the profiles came, want Ana", got)
	}
}

// TestResumeOfferWaitsForTheStore: at start the offer to resume the last
// unfinished game comes once the store has said which it is, the window
// going on meanwhile.
func TestResumeOfferWaitsForTheStore(t *testing.T) {
	ts := newTestShell(t)
	p := startBoardGame(t, ts, "Xana", false)
	p.ctl.Entry.SetText(p.sess.Game().Format(p.sess.Game().Legal()[0]))
	p.ctl.Entry.OnSubmitted(p.ctl.Entry.Text)
	ts.ShowHome()
	ts.settle()
	store := stuckStore{ts.db, make(chan struct{})}
	ts.reads = store
	ts.offerResume()
	if ts.win.Canvas().Overlays().Top() != nil {
		t.Fatal("a dialog before the saved games were read")
	}
	close(store.gate)
	ts.until(t, func() bool { return ts.win.Canvas().Overlays().Top() != nil })
	if text := ts.dialogText(); !strings.Contains(text, "Resume the Xana game saved") {
		t.Errorf("offer: %s", text)
	}
}
