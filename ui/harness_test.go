package ui

import (
	"context"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/xima"
	"xima/storage"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// testShell is a shell on a fresh database file, in a test window.
type testShell struct {
	*Shell
	clock *fakeClock
	path  string
	app   fyne.App
	// posted holds what background work handed to the UI goroutine.
	posted *postQueue
}

// postQueue is Options.Post for tests: functions wait until settle runs them.
type postQueue struct {
	mu    sync.Mutex
	queue []func()
}

func (q *postQueue) add(f func()) {
	q.mu.Lock()
	q.queue = append(q.queue, f)
	q.mu.Unlock()
}

// settle waits for every play session's background writes, then runs what
// they posted, on the test's goroutine, as the UI goroutine would.
func (ts *testShell) settle() {
	for {
		for _, sess := range ts.sessions {
			sess.Flush()
		}
		ts.posted.mu.Lock()
		queue := ts.posted.queue
		ts.posted.queue = nil
		ts.posted.mu.Unlock()
		if len(queue) == 0 {
			return
		}
		for _, f := range queue {
			f()
		}
	}
}

func newTestShell(t *testing.T) *testShell {
	t.Helper()
	return openTestShell(t, filepath.Join(t.TempDir(), "club.db"), test.NewTempApp(t))
}

// openTestShell opens the shell on the database at path.
func openTestShell(t *testing.T, path string, a fyne.App) *testShell {
	t.Helper()
	db, err := storage.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	clock := &fakeClock{t: time.Date(2026, 11, 22, 18, 0, 0, 0, time.UTC)}
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1280, 720))
	s := New(context.Background(), a, w, db, Options{Now: clock.Now, Seed: func() uint64 { return 7 }, NoTicker: true})
	// What background work posts to the UI goroutine waits in a queue the
	// test runs on its own goroutine (settle): Fyne's test driver would run
	// it at once on the background goroutine, racing the test.
	ts := &testShell{Shell: s, clock: clock, path: path, app: a, posted: &postQueue{}}
	s.opt.Post = ts.posted.add
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

// play returns the play screen on show.
func (ts *testShell) play(t *testing.T) *playScreen {
	t.Helper()
	p, ok := ts.current.(*playScreen)
	if !ok {
		t.Fatalf("screen on show is %T, want the play screen", ts.current)
	}
	return p
}

// cell is the cell named s, which must exist.
func cell(s string) xima.Cell {
	c, ok := xima.ParseCell(s)
	if !ok {
		panic("no cell " + s)
	}
	return c
}
