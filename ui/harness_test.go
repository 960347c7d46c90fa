package ui

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/storage"
	"xima/ui/boards"
	"xima/ui/internal/uitest"
	playui "xima/ui/play"
)

// testShell is a shell on a fresh database file, in a test window.
type testShell struct {
	*Shell
	clock *uitest.Clock
	path  string
	app   fyne.App
	// posted holds what background work handed to the UI goroutine.
	posted *uitest.PostQueue
}

// settle waits for every play session's background writes, then runs what
// they posted, on the test's goroutine, as the UI goroutine would.
func (ts *testShell) settle() {
	ts.posted.Settle(ts.sessions)
}

func newTestShell(t *testing.T) *testShell {
	t.Helper()
	return openTestShell(t, filepath.Join(t.TempDir(), "club.db"), test.NewTempApp(t))
}

// openTestShell opens the shell on the database at path.
func openTestShell(t *testing.T, path string, a fyne.App) *testShell {
	t.Helper()
	return openTestShellWith(t, path, a, func(*Options) {})
}

// openTestShellWith opens the shell on the database at path with the
// test's options changed by with (a test's sound device).
func openTestShellWith(t *testing.T, path string, a fyne.App, with func(*Options)) *testShell {
	t.Helper()
	db, err := storage.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	clock := uitest.NewClock(time.Date(2026, 11, 22, 18, 0, 0, 0, time.UTC))
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1280, 720))
	// What background work posts to the UI goroutine waits in a queue the
	// test runs on its own goroutine (settle).
	posted := &uitest.PostQueue{}
	opt := Options{Now: clock.Now, Seed: func() uint64 { return 7 }, NoTicker: true, Post: posted.Add}
	with(&opt)
	s := New(context.Background(), a, w, db, opt)
	ts := &testShell{Shell: s, clock: clock, path: path, app: a, posted: posted}
	t.Cleanup(func() { ts.closeAll(t) })
	return ts
}

// closeAll closes the shell (saving a game in play) and the database.
func (ts *testShell) closeAll(t *testing.T) {
	if ts.db == nil {
		return
	}
	ts.Close()
	ts.settle()
	if err := ts.db.Close(); err != nil {
		t.Error(err)
	}
	ts.db = nil
}

// profile creates a profile.
func (ts *testShell) profile(t *testing.T, name string) storage.Profile {
	t.Helper()
	p, err := ts.db.CreateProfile(context.Background(), name, "")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// boardSetup shows the set-up screen of kind once it has the club's
// profiles.
func (ts *testShell) boardSetup(t *testing.T, kind boards.Kind) *playui.SetupScreen {
	t.Helper()
	playui.ShowSetup(ts.Shell, kind)
	b := ts.current.(*playui.SetupScreen)
	ts.until(t, b.Picker.Loaded)
	return b
}

// home shows the home screen once it lists the saved games.
func (ts *testShell) home(t *testing.T) *homeScreen {
	t.Helper()
	ts.ShowHome()
	h := ts.current.(*homeScreen)
	ts.until(t, func() bool { return h.listed })
	return h
}

// kindNamed is the game named name in the window's list.
func (ts *testShell) kindNamed(name string) (boards.Kind, bool) {
	kind, err := ts.findKind(name)
	return kind, err == nil
}

// mustKind is the game named name in the window's list, which must have it.
func (ts *testShell) mustKind(t *testing.T, name string) boards.Kind {
	t.Helper()
	kind, err := ts.findKind(name)
	if err != nil {
		t.Fatal(err)
	}
	return kind
}
