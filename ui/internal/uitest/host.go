package uitest

import (
	"context"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/storage"
	"xima/ui/host"
	"xima/ui/session"
	"xima/ui/widgets"
)

// Host is the shell for a screen's tests (host.Host and the play
// screens' extras): screens shown in a test window, Home counted, errors
// kept for the test to check, no computer player. A package's test host
// embeds it and adds or overrides what it needs.
type Host struct {
	Win    fyne.Window
	Screen host.Screen
	Homes  int
	Errs   []error
	// Posted takes what background work posts; nil runs it at once.
	Posted func(func())
	// Store is the club's database, nil for none; Ctx the shell's context
	// (nil: context.Background()); Clock the shell's clock (nil: the
	// Unix epoch); GameSeed a new game's seed (0: 1).
	Store    *storage.DB
	Ctx      context.Context
	Clock    *Clock
	GameSeed uint64
	// Sessions are the play sessions tracked.
	Sessions []*session.Session
}

var _ host.Host = (*Host)(nil)

// Show replaces the screen on show, closing it, as the shell does.
func (h *Host) Show(s host.Screen) {
	if h.Screen != nil {
		h.Screen.Close()
	}
	h.Screen = s
	h.Win.SetContent(s.Content())
}

// ShowHome counts the times Home was asked for.
func (h *Host) ShowHome() { h.Homes++ }

// ShowHistory does nothing: the tests do not follow it.
func (h *Host) ShowHistory() {}

// ShowError keeps err for the test.
func (h *Host) ShowError(err error) { h.Errs = append(h.Errs, err) }

// ShowErrorLater is ShowError through Post.
func (h *Host) ShowErrorLater(err error) { h.Post(func() { h.ShowError(err) }) }

// Post hands f to Posted, or runs it at once.
func (h *Host) Post(f func()) {
	if h.Posted == nil {
		f()
		return
	}
	h.Posted(f)
}

// Window, DB, Context, Now, Seed and the rest are host.Host's and the
// play screens' extras, from the fields above.
func (h *Host) Window() fyne.Window { return h.Win }
func (h *Host) DB() *storage.DB     { return h.Store }

func (h *Host) Context() context.Context {
	if h.Ctx == nil {
		return context.Background()
	}
	return h.Ctx
}

func (h *Host) Now() time.Time {
	if h.Clock == nil {
		return time.Unix(0, 0)
	}
	return h.Clock.Now()
}

func (h *Host) Seed() uint64 {
	if h.GameSeed == 0 {
		return 1
	}
	return h.GameSeed
}

func (h *Host) NoTicker() bool                     { return true }
func (h *Host) Track(s *session.Session)           { h.Sessions = append(h.Sessions, s) }
func (h *Host) Computers(string) session.Computers { return session.Computers{} }
func (h *Host) Use3D() bool                        { return false }
func (h *Host) SetUse3D(bool)                      {}
func (h *Host) ExportRecord(storage.FinishedGame)  {}
func (h *Host) ClubReader() widgets.ClubReader     { return nil }

// Open starts a test app in language code with a test window of size for
// h, and fails t if any error was shown by the end of the test.
func (h *Host) Open(t *testing.T, code string, size fyne.Size) {
	t.Helper()
	test.NewTempApp(t)
	if code != "en" {
		UseLanguage(t, code)
	}
	h.Win = test.NewTempWindow(t, widget.NewLabel(""))
	h.Win.Resize(size)
	t.Cleanup(func() {
		for _, err := range h.Errs {
			t.Errorf("shown as an error: %v", err)
		}
	})
}
