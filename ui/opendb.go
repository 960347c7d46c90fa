package ui

import (
	"context"
	"errors"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/storage"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// openDatabase opens the club's database file; tests pass a fake.
type openDatabase func(ctx context.Context, path string) (*storage.DB, error)

// databaseChooser is what the window shows when the club's file cannot be
// opened (locked by another copy, damaged, newer, another program's): what
// is wrong, the path, and the choices: open another file, start a fresh
// file beside it (the damaged one stays as it was), or quit. The files are
// opened off the UI goroutine.
type databaseChooser struct {
	ctx      context.Context
	win      fyne.Window
	open     openDatabase
	now      func() time.Time
	onOpened func(*storage.DB)
	onQuit   func()
	why      *widget.Label
	path     *widget.Label
	fresh    *widget.Button
	another  *widget.Button
	root     fyne.CanvasObject
	dir      string // the folder of the file that could not be opened
}

func newDatabaseChooser(ctx context.Context, win fyne.Window, open openDatabase, now func() time.Time,
	onOpened func(*storage.DB), onQuit func()) *databaseChooser {
	c := &databaseChooser{ctx: ctx, win: win, open: open, now: now, onOpened: onOpened, onQuit: onQuit,
		why: widget.NewLabel(""), path: widget.NewLabel("")}
	c.why.Wrapping = fyne.TextWrapWord
	c.why.Importance = widget.DangerImportance
	c.path.Wrapping = fyne.TextWrapBreak
	c.another = widget.NewButtonWithIcon(lang.L("Open another file…"), theme.FolderOpenIcon(), c.chooseAnother)
	c.fresh = widget.NewButtonWithIcon(lang.L("Start a fresh file beside it"), theme.DocumentCreateIcon(), nil)
	c.fresh.Importance = widget.HighImportance
	quit := widget.NewButtonWithIcon(lang.L("Quit"), theme.CancelIcon(), onQuit)
	c.root = container.NewPadded(container.NewVBox(
		widgets.BoldLabel(lang.L("The club's file cannot be opened")), c.why, c.path,
		container.NewHBox(quit, layout.NewSpacer(), c.another, c.fresh)))
	return c
}

// show says why path could not be opened and what can be done.
func (c *databaseChooser) show(path string, err error) {
	c.why.SetText(databaseProblem(err))
	c.path.SetText(lang.L("File: {{.Path}}", map[string]any{"Path": path}))
	c.dir = filepath.Dir(path)
	fresh := storage.FreshPathBeside(path, c.now())
	c.fresh.OnTapped = func() { c.try(fresh) }
	// A locked file is fine: another copy of Xima, or another program,
	// has it open. A fresh file beside it would split the club in two.
	widgets.SetVisible(c.fresh, !errors.Is(err, storage.ErrLocked) && !errors.Is(err, storage.ErrBusy))
	c.win.SetTitle("Xima - " + lang.L("The club's file cannot be opened"))
	c.win.SetContent(c.root)
}

// databaseProblem says in the user's words what is wrong with the file.
func databaseProblem(err error) string {
	var why string
	switch {
	case errors.Is(err, storage.ErrLocked):
		why = lang.L("Another copy of Xima has this club open. Close it first, or open another file.")
	case errors.Is(err, storage.ErrCorrupt):
		why = lang.L("The file is damaged or is not a Xima database. It is left as it is.")
	case errors.Is(err, storage.ErrNewerSchema):
		why = lang.L("A newer version of Xima wrote this file. Update Xima to open it; it is left as it is.")
	case errors.Is(err, storage.ErrForeign):
		why = lang.L("The file belongs to another program. It is left as it is.")
	default:
		why = lang.L("The file cannot be opened.")
	}
	return why + "\n" + err.Error()
}

// try opens path in the background and hands the database over, or shows
// why it failed.
func (c *databaseChooser) try(path string) {
	c.fresh.Disable()
	c.another.Disable()
	// Before there is a shell to post through; an interrupt meanwhile
	// drops the result (the app is quitting).
	widgets.BackgroundOr(fyne.Do, c.ctx, func(ctx context.Context) (*storage.DB, error) {
		return c.open(ctx, path)
	}, func(db *storage.DB) {
		c.enable()
		c.onOpened(db)
	}, func(err error) {
		c.enable()
		c.show(path, err)
	})
}

// enable lets the user choose again once an open has failed or is done.
func (c *databaseChooser) enable() {
	c.fresh.Enable()
	c.another.Enable()
}

func (c *databaseChooser) chooseAnother() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		path := r.URI().Path()
		r.Close()
		c.try(path)
	}, c.win)
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{".db"}))
	if l, err := fynestorage.ListerForURI(fynestorage.NewFileURI(c.dir)); c.dir != "" && err == nil {
		d.SetLocation(l) // beside the file that could not be opened
	}
	size := c.win.Canvas().Size()
	d.Resize(fyne.NewSize(size.Width*0.9, size.Height*0.9))
	d.Show()
}
