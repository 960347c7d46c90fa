// Package ui is the Fyne window: the shell (Run, Shell, navigation) and
// its screens: game selection, the board games' set-up, play with clocks
// and live scores, and replay, profiles, ratings and history. Xima's
// screens are in ui/xima, the board games' boards in ui/boards/<game>, the
// shared widgets in ui/widgets, the words in ui/lang. It is the only
// package that knows the engines, the store and the 3D view together.
package ui

import (
	"context"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"xima/games/catalog"
	"xima/render3d"
	"xima/storage"
	"xima/ui/host"
	"xima/ui/lang"
	"xima/ui/session"
	"xima/ui/sound"
	"xima/ui/widgets"
	ximaui "xima/ui/xima"
)

// Options are what the shell takes from its caller besides the app and the
// database.
type Options struct {
	// Now is the clock (time.Now when nil); tests pass a fake one.
	Now func() time.Time
	// Board3D makes a 3D view for a Xima game; nil where there is none
	// (Run makes one from render3d when it can). The club's settings say
	// whether a game starts in 3D; its screens switch live.
	Board3D func() ximaui.Board
	// Seed gives each new game's dice seed (from Now when nil).
	Seed func() uint64
	// NoTicker leaves the clocks' display and flag falls to explicit ticks
	// (tests drive them by hand with a fake Now).
	NoTicker bool
	// Post runs f on the UI goroutine, for what background work hands back
	// (a finished game, a failed save): fyne.Do when nil. Fyne's test
	// driver runs fyne.Do at once on the calling goroutine, so tests pass a
	// queue they drain on theirs.
	Post func(f func())
	// Computers overrides the computer players of a game (tests pass
	// fakes, cheap budgets and no pace); nil for the catalog's, thinking
	// search.DefaultMoveTime at level 6 and playing DefaultComputerPace
	// apart.
	Computers func(game string) session.Computers
	// PickFile asks the user for a file (FilePick): nil for Fyne's file
	// dialog; tests pass the path they want.
	PickFile func(p FilePick)
	// Sound opens the sound device the games' sounds play on, when the
	// first is wanted: nil for no sounds (tests, unless they pass a fake);
	// Run passes sound.OpenDevice.
	Sound sound.Opener
}

// DefaultComputerPace is the least time between a computer's turn
// starting and its action on the board, so that people can follow a game
// of computers.
const DefaultComputerPace = 700 * time.Millisecond

// Shell is the application window and the navigation between its screens.
type Shell struct {
	app fyne.App
	win fyne.Window
	db  *storage.DB
	// reads is what screens read from db as they open; tests put a slow
	// one here.
	reads widgets.ClubReader
	opt   Options
	langs *lang.Languages
	// ctx is cancelled when the window closes; screens derive theirs.
	ctx    context.Context
	cancel context.CancelFunc
	// current is the screen on show; it is closed when another replaces it.
	current host.Screen
	// screen ends when current is replaced: the shell's own jobs for the
	// screen on show (a file picker's folder, a file read) run on it.
	screen      context.Context
	closeScreen context.CancelFunc
	// sessions are the play sessions started, whose background writes
	// Close waits for before the database may close.
	sessions []*session.Session
	// settings are the club's settings (language, look, folders), as on
	// screen; settingsOut writes them to the club's file.
	settings    map[string]string
	settingsOut *settingsWriter
	// sound plays the games' sounds while the club's settings want them;
	// nil without Options.Sound.
	sound *sound.Player
}

// New builds the shell in window w and shows the home screen.
func New(ctx context.Context, a fyne.App, w fyne.Window, db *storage.DB, opt Options) *Shell {
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Seed == nil {
		opt.Seed = func() uint64 { return uint64(opt.Now().UnixNano()) }
	}
	s := &Shell{app: a, win: w, db: db, reads: db, opt: opt, langs: lang.NewLanguages()}
	s.ctx, s.cancel = context.WithCancel(ctx)
	s.settingsOut = newSettingsWriter(db, s.ShowErrorLater)
	if opt.Sound != nil {
		s.sound = sound.New(opt.Sound, func(err error) { fyne.LogError("no sounds", err) })
	}
	s.useSettings()
	w.SetOnClosed(s.Close)
	w.Canvas().SetOnTypedKey(s.typedKey)
	s.ShowHome()
	return s
}

// Close stops the screen on show (saving a game in play) and the shell's
// goroutines.
func (s *Shell) Close() {
	if s.current != nil {
		s.current.Close()
		s.current = nil
	}
	for _, sess := range s.sessions {
		sess.Flush()
	}
	s.sessions = nil
	s.settingsOut.flush()
	if s.sound != nil {
		s.sound.Close()
	}
	s.cancel()
}

// Cue plays the sound of what just happened at the table, when the club
// wants sounds (play.SoundHost).
func (s *Shell) Cue(c session.Cue) {
	if s.sound != nil && soundsOn(s.settings) {
		s.sound.Play(c)
	}
}

// Post runs f on the UI goroutine (Options.Post).
func (s *Shell) Post(f func()) {
	if s.opt.Post != nil {
		s.opt.Post(f)
		return
	}
	fyne.Do(f)
}

// Track notes a play session, whose writes Close waits for.
func (s *Shell) Track(sess *session.Session) { s.sessions = append(s.sessions, sess) }

func (s *Shell) typedKey(k *fyne.KeyEvent) {
	if h, ok := s.current.(host.KeyHandler); ok {
		h.TypedKey(k)
	}
}

// Show replaces the screen on show.
func (s *Shell) Show(next host.Screen) {
	if s.current != nil {
		s.current.Close()
		s.closeScreen()
	}
	s.screen, s.closeScreen = context.WithCancel(s.ctx)
	s.current = next
	s.win.SetTitle(host.WindowTitle(next))
	s.win.SetContent(next.Content())
}

// ShowError tells the user what went wrong, in a dialog over the screen.
func (s *Shell) ShowError(err error) {
	dialog.ShowError(err, s.win)
}

// Run opens the window on the club's database at path and runs the app
// until the window closes or ctx is cancelled. When the file cannot be
// opened the window says why and offers another file, a fresh file beside
// it, or quitting; Run then returns the first error. open, when not nil,
// is called with the shell before the window shows (to open a record,
// say); onStarted, when not nil, runs once the window is interactive.
func Run(ctx context.Context, a fyne.App, path string, opt Options, open func(*Shell) error, onStarted func()) error {
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Sound == nil {
		opt.Sound = sound.OpenDevice
	}
	w := a.NewWindow("Xima")
	w.Resize(firstWindowSize(w.Canvas().Scale()))
	d, openErr := storage.Open(ctx, path)
	var view3D *render3d.Renderer
	if opt.Board3D == nil {
		// The 3D view's hidden GL context must be made after the first
		// window and before the app runs (render3d.NewRenderer): it is
		// made whether the club starts in 2D or 3D, for the screens'
		// live switch.
		if r, err := render3d.NewRenderer(); err != nil {
			fyne.LogError("3D view unavailable, using the 2D board", err)
		} else {
			view3D = r
			opt.Board3D = func() ximaui.Board { return ximaui.NewBoard3D(r) }
		}
	}
	// The 3D frame loop must stop before Fyne ends GLFW: on window close
	// and on an interrupt.
	stop3D := func() {
		if view3D != nil {
			view3D.Close()
		}
	}
	var shell *Shell
	var db *storage.DB
	closeAll := func() {
		stop3D()
		if shell != nil {
			shell.Close()
		}
		if db != nil {
			db.Close()
			db = nil
		}
	}
	start := func(d *storage.DB) error {
		db, shell = d, New(ctx, a, w, d, opt)
		if open != nil {
			return open(shell)
		}
		shell.offerResume()
		return nil
	}
	w.SetOnClosed(closeAll)
	if openErr == nil {
		if err := start(d); err != nil {
			closeAll()
			return err
		}
	} else {
		newDatabaseChooser(ctx, w, storage.Open, opt.Now, func(d *storage.DB) {
			if err := start(d); err != nil {
				shell.ShowError(err)
			}
		}, a.Quit).show(path, openErr)
	}
	// An interrupt quits the app; once the app has ended nothing may call
	// into Fyne, whose GLFW is gone.
	running := make(chan struct{})
	// Not a Background job: it waits for the interrupt all the window's life.
	go func() {
		select {
		case <-ctx.Done():
			stop3D()
			fyne.Do(a.Quit)
		case <-running:
		}
	}()
	if onStarted != nil {
		a.Lifecycle().SetOnStarted(onStarted)
	}
	w.ShowAndRun()
	close(running)
	closeAll()
	return openErr
}

// ShowErrorLater shows err from any goroutine.
func (s *Shell) ShowErrorLater(err error) {
	s.Post(func() { s.ShowError(err) })
}

// Window is the shell's window.
func (s *Shell) Window() fyne.Window { return s.win }

// DB is the club's database.
func (s *Shell) DB() *storage.DB { return s.db }

// Context is cancelled when the window closes.
func (s *Shell) Context() context.Context { return s.ctx }

// Now is the shell's clock.
func (s *Shell) Now() time.Time { return s.opt.Now() }

// Seed gives a new game's random seed.
func (s *Shell) Seed() uint64 { return s.opt.Seed() }

// NoTicker reports whether the clocks are left to explicit ticks.
func (s *Shell) NoTicker() bool { return s.opt.NoTicker }

// Use3D reports whether the club shows Xima's board in 3D.
func (s *Shell) Use3D() bool { return board3D(s.settings) }

// SetUse3D makes the club show Xima's board in 3D, or in 2D.
func (s *Shell) SetUse3D(on bool) { s.saveSetting(prefBoard3D, strconv.FormatBool(on)) }

// Board3D makes a 3D view for a Xima game; nil where there is none.
func (s *Shell) Board3D() ximaui.Board {
	if s.opt.Board3D == nil {
		return nil
	}
	return s.opt.Board3D()
}

// ExportRecord asks where to save a finished game's record and writes it
// there, as the history's Export does.
func (s *Shell) ExportRecord(g storage.FinishedGame) { s.exportRecord(g) }

// ClubReader is what screens read from the club's database as they open.
func (s *Shell) ClubReader() widgets.ClubReader { return s.reads }

// Computers are the computer players of the game named game.
func (s *Shell) Computers(game string) session.Computers {
	if s.opt.Computers != nil {
		return s.opt.Computers(game)
	}
	return CatalogComputers(game)
}

// CatalogComputers are the catalog's computer players of the game named
// game (none for a game it does not know), thinking the default time and
// playing at the default pace.
func CatalogComputers(game string) session.Computers {
	kind, err := catalog.Find(game)
	if err != nil {
		return session.Computers{}
	}
	return session.Computers{New: kind.NewComputer, Pace: DefaultComputerPace}
}

var _ ximaui.EditorHost = (*Shell)(nil)
