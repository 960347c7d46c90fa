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
	uitest.Host
	t      *testing.T
	cancel context.CancelFunc
	posted *uitest.PostQueue
	posts  atomic.Int64 // functions posted so far
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
	h := &testHost{t: t, posted: &uitest.PostQueue{}}
	h.Host = uitest.Host{Win: test.NewTempWindow(t, nil), Store: db, GameSeed: 7,
		Clock:  uitest.NewClock(time.Date(2026, 11, 22, 18, 0, 0, 0, time.UTC)),
		Posted: func(f func()) { h.posts.Add(1); h.posted.Add(f) }}
	h.Win.Resize(fyne.NewSize(1280, 800))
	h.Ctx, h.cancel = context.WithCancel(context.Background())
	t.Cleanup(func() {
		if h.Screen != nil {
			h.Screen.Close()
		}
		h.settle()
		h.cancel()
		if err := db.Close(); err != nil {
			t.Error(err)
		}
	})
	return h
}

// ShowHome and ShowHistory leave the events' screens, as the shell does.
func (h *testHost) ShowHome()            { h.Show(elsewhere{}) }
func (h *testHost) ShowHistory()         { h.Show(elsewhere{}) }
func (h *testHost) Elo(game string) bool { return game != "Xima" }

// Resume plays the saved game through a session, as the play screen
// does: the test drives the session (h.Sessions).
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
	s, err := session.New(h.Ctx, session.Config{Kind: session.Kind{Name: kind.Name, Read: kind.Read}, Game: g,
		Seats: seats, Rated: sv.Rated, Mode: session.Mode(seats), Store: h.Store, Now: h.Clock.Now, Saved: &sv,
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
		if w := workerOf(h.Screen); w != nil {
			w.wait()
		}
		h.posted.Settle(h.Sessions)
		// Quiet: nothing posted meanwhile, and no job started by what ran.
		if w := workerOf(h.Screen); h.posts.Load() == posts && (w == nil || !w.busy()) {
			break
		}
	}
	if len(h.Errs) > 0 {
		h.t.Fatalf("errors shown: %v", h.Errs)
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
		p, err := h.Store.CreateProfile(context.Background(), n, "")
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
	for _, o := range append(h.Win.Canvas().Overlays().List(), h.Win.Canvas().Content()) {
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
func (h *testHost) screenText() string { return uitest.AllLabels(h.Win.Canvas().Content()) }
