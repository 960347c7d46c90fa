package xima

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	engine "xima/games/xima"
	"xima/storage"
	"xima/ui/host"
	"xima/ui/internal/uitest"
	"xima/ui/play"
	"xima/ui/session"
	"xima/ui/widgets"
)

// testHost is the shell as the screens see it, on a fresh database file,
// in a test window, with a clock the test moves.
type testHost struct {
	win    fyne.Window
	db     *storage.DB
	ctx    context.Context
	cancel context.CancelFunc
	clock  *uitest.Clock
	// posted holds what background work handed to the UI goroutine.
	posted   *uitest.PostQueue
	current  host.Screen
	sessions []*session.Session
	// computers are the computer players the screens get; none unless a
	// test sets them.
	computers session.Computers
	// exported are the games whose records the screens asked to export.
	exported []storage.FinishedGame
	// reads is what the set-up reads as it opens: db, or a slow store.
	reads widgets.ClubReader
	// board3D makes the 3D views (none unless a test sets it); use3D is
	// the club's choice of 3D.
	board3D func() Board
	use3D   bool
}

var _ Host = (*testHost)(nil)

func newTestHost(t *testing.T) *testHost {
	t.Helper()
	test.NewTempApp(t)
	return openTestHost(t, filepath.Join(t.TempDir(), "club.db"))
}

// openTestHost opens a host on the database at path.
func openTestHost(t *testing.T, path string) *testHost {
	t.Helper()
	db, err := storage.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	h := &testHost{
		win: test.NewTempWindow(t, nil), db: db, posted: &uitest.PostQueue{},
		clock: uitest.NewClock(time.Date(2026, 11, 22, 18, 0, 0, 0, time.UTC)),
	}
	h.win.Resize(fyne.NewSize(1280, 720))
	// The shell's default theme (the test app's lacks the bold monospace
	// font the clocks use).
	fyne.CurrentApp().Settings().SetTheme(theme.DefaultTheme())
	h.reads = db
	h.ctx, h.cancel = context.WithCancel(context.Background())
	t.Cleanup(func() { h.closeAll(t) })
	return h
}

// settle waits for every play session's background writes, then runs what
// they posted, on the test's goroutine, as the UI goroutine would.
func (h *testHost) settle() {
	h.posted.Settle(h.sessions)
}

// closeAll closes the screen on show (saving a game in play) and the
// database, as closing the window does.
func (h *testHost) closeAll(t *testing.T) {
	if h.db == nil {
		return
	}
	if h.current != nil {
		h.current.Close()
		h.current = nil
	}
	h.settle()
	h.cancel()
	if err := h.db.Close(); err != nil {
		t.Error(err)
	}
	h.db = nil
}

// profile creates a profile.
func (h *testHost) profile(t *testing.T, name string) storage.Profile {
	t.Helper()
	p, err := h.db.CreateProfile(context.Background(), name, "")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// play returns the play screen on show.
func (h *testHost) play(t *testing.T) *playScreen {
	t.Helper()
	p, ok := h.current.(*play.Screen)
	if !ok {
		t.Fatalf("screen on show is %T, want the play screen", h.current)
	}
	return newPlayView(p)
}

// setup shows the set-up screen once it has the club's profiles.
func (h *testHost) setup(t *testing.T) *newGameScreen {
	t.Helper()
	play.ShowSetup(h, Kind(h))
	n := newSetupView(h.current.(*play.SetupScreen))
	h.until(t, n.picker.Loaded)
	return n
}

// cell is the cell named s, which must exist.
func cell(s string) engine.Cell {
	c, ok := engine.ParseCell(s)
	if !ok {
		panic("no cell " + s)
	}
	return c
}

// elsewhere stands for the shell's other screens (home, history).
type elsewhere struct{ title string }

func (e elsewhere) Title() string              { return e.title }
func (e elsewhere) Content() fyne.CanvasObject { return container.NewStack() }
func (e elsewhere) Close()                     {}

// Show replaces the screen on show, as the shell does.
func (h *testHost) Show(next host.Screen) {
	if h.current != nil {
		h.current.Close()
	}
	h.current = next
	h.win.SetTitle(host.WindowTitle(next))
	h.win.SetContent(next.Content())
}

func (h *testHost) ShowHome()                { h.Show(elsewhere{}) }
func (h *testHost) ShowHistory()             { h.Show(elsewhere{"History"}) }
func (h *testHost) ShowError(err error)      { dialog.ShowError(err, h.win) }
func (h *testHost) ShowErrorLater(err error) { h.Post(func() { h.ShowError(err) }) }
func (h *testHost) Post(f func())            { h.posted.Add(f) }
func (h *testHost) Window() fyne.Window      { return h.win }
func (h *testHost) DB() *storage.DB          { return h.db }
func (h *testHost) Context() context.Context { return h.ctx }
func (h *testHost) Now() time.Time           { return h.clock.Now() }
func (h *testHost) Seed() uint64             { return 7 }
func (h *testHost) NoTicker() bool           { return true }
func (h *testHost) Track(s *session.Session) { h.sessions = append(h.sessions, s) }
func (h *testHost) Use3D() bool              { return h.use3D }
func (h *testHost) SetUse3D(on bool)         { h.use3D = on }
func (h *testHost) Board3D() Board {
	if h.board3D == nil {
		return nil
	}
	return h.board3D()
}
func (h *testHost) ExportRecord(g storage.FinishedGame) {
	h.exported = append(h.exported, g)
}
func (h *testHost) ClubReader() widgets.ClubReader { return h.reads }
func (h *testHost) Computers(game string) session.Computers {
	return h.computers
}
