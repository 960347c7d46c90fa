package events

import (
	"context"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/catalog"
	"xima/storage"
	"xima/ui/host"
	"xima/ui/internal/uitest"
	"xima/ui/session"
)

// testHost is the shell as the events' screens see it, on a fresh
// database file, in a test window. Resume starts a play session on the
// saved game, as the play screen would, and keeps it.
type testHost struct {
	t        *testing.T
	win      fyne.Window
	db       *storage.DB
	ctx      context.Context
	cancel   context.CancelFunc
	clock    *uitest.Clock
	posted   *uitest.PostQueue
	posts    atomic.Int64 // functions posted so far
	current  host.Screen
	sessions []*session.Session
	errors   []error
}

var _ Host = (*testHost)(nil)

func newTestHost(t *testing.T) *testHost {
	t.Helper()
	return openTestHost(t, filepath.Join(t.TempDir(), "club.db"))
}

// openTestHost opens a host on the database at path.
func openTestHost(t *testing.T, path string) *testHost {
	t.Helper()
	test.NewTempApp(t)
	fyne.CurrentApp().Settings().SetTheme(theme.DefaultTheme())
	db, err := storage.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	h := &testHost{t: t, win: test.NewTempWindow(t, nil), db: db, posted: &uitest.PostQueue{},
		clock: uitest.NewClock(time.Date(2026, 11, 22, 18, 0, 0, 0, time.UTC))}
	h.win.Resize(fyne.NewSize(1280, 800))
	h.ctx, h.cancel = context.WithCancel(context.Background())
	t.Cleanup(func() {
		if h.current != nil {
			h.current.Close()
		}
		h.settle()
		h.cancel()
		if err := db.Close(); err != nil {
			t.Error(err)
		}
	})
	return h
}

func (h *testHost) Show(s host.Screen) {
	if h.current != nil {
		h.current.Close()
	}
	h.current = s
	h.win.SetContent(s.Content())
}
func (h *testHost) ShowHome()                { h.Show(elsewhere{}) }
func (h *testHost) ShowHistory()             { h.Show(elsewhere{}) }
func (h *testHost) ShowError(err error)      { h.errors = append(h.errors, err) }
func (h *testHost) ShowErrorLater(err error) { h.Post(func() { h.ShowError(err) }) }
func (h *testHost) Post(f func()) {
	h.posts.Add(1)
	h.posted.Add(f)
}
func (h *testHost) Window() fyne.Window                { return h.win }
func (h *testHost) DB() *storage.DB                    { return h.db }
func (h *testHost) Context() context.Context           { return h.ctx }
func (h *testHost) Now() time.Time                     { return h.clock.Now() }
func (h *testHost) Seed() uint64                       { return 7 }
func (h *testHost) NoTicker() bool                     { return true }
func (h *testHost) Track(s *session.Session)           { h.sessions = append(h.sessions, s) }
func (h *testHost) Computers(string) session.Computers { return session.Computers{} }
func (h *testHost) Elo(game string) bool               { return game != "Xima" }

// Resume plays the saved game through a session, as the play screen
// does: the test drives the session (h.sessions).
func (h *testHost) Resume(sv storage.SavedGame) {
	kind, err := catalog.Find(sv.Game)
	if err != nil {
		h.t.Fatal(err)
	}
	g, err := kind.Read(strings.NewReader(sv.Record))
	if err != nil {
		h.t.Fatal(err)
	}
	seats := make([]session.Seat, len(sv.Seats))
	for i, st := range sv.Seats {
		seats[i] = session.Seat{ProfileID: st.ProfileID, Name: st.Name}
	}
	s, err := session.New(h.ctx, session.Config{Kind: session.Kind{Name: kind.Name, Read: kind.Read}, Game: g,
		Seats: seats, Rated: sv.Rated, Mode: session.Mode(seats), Store: h.db, Now: h.clock.Now, Saved: &sv,
		Post: h.Post, OnSaveError: h.ShowError, OnFinished: func(f session.Finished) {
			if f.Err != nil {
				h.ShowError(f.Err)
			}
		}})
	if err != nil {
		h.t.Fatal(err)
	}
	h.Track(s)
	h.Show(elsewhere{})
}

// elsewhere stands for the shell's other screens.
type elsewhere struct{}

func (elsewhere) Title() string              { return "elsewhere" }
func (elsewhere) Content() fyne.CanvasObject { return widget.NewLabel("elsewhere") }
func (elsewhere) Close()                     {}

// settle waits for the screen's background jobs and the sessions'
// writes, and runs what they posted, as the UI goroutine would, until
// nothing more comes; it fails the test on an error shown.
func (h *testHost) settle() {
	h.t.Helper()
	for {
		posts := h.posts.Load()
		if w := workerOf(h.current); w != nil {
			w.wait()
		}
		h.posted.Settle(h.sessions)
		// Quiet: nothing posted meanwhile, and no job started by what ran.
		if w := workerOf(h.current); h.posts.Load() == posts && (w == nil || !w.busy()) {
			break
		}
	}
	if len(h.errors) > 0 {
		h.t.Fatalf("errors shown: %v", h.errors)
	}
}

// workerOf is the background worker of an events screen, or nil.
func workerOf(s host.Screen) *worker {
	switch s := s.(type) {
	case *listScreen:
		return s.work
	case *createScreen:
		return s.work
	case *eventScreen:
		return s.work
	}
	return nil
}

// profiles creates a profile for each name.
func (h *testHost) profiles(names ...string) []storage.Profile {
	var out []storage.Profile
	for _, n := range names {
		p, err := h.db.CreateProfile(context.Background(), n, "")
		if err != nil {
			h.t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// button returns the button labelled text on the window, dialogs
// first; the test fails without one.
func (h *testHost) button(text string) *widget.Button {
	h.t.Helper()
	for _, o := range append(h.win.Canvas().Overlays().List(), h.win.Canvas().Content()) {
		if b := uitest.FindButton(o, text); b != nil && b.Text == text {
			return b
		}
	}
	h.t.Fatalf("no button %q", text)
	return nil
}

// tap taps the button labelled text, then settles.
func (h *testHost) tap(text string) {
	h.t.Helper()
	b := h.button(text)
	if b.Disabled() {
		h.t.Fatalf("button %q is disabled", text)
	}
	test.Tap(b)
	h.settle()
}

// screenText joins every label's text on the window by "|".
func (h *testHost) screenText() string { return uitest.AllLabels(h.win.Canvas().Content()) }
