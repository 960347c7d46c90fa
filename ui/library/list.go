package library

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/ui/lang"
	"xima/ui/widgets"
	ximaui "xima/ui/xima"
)

// List is the library: one row per book game with its title, the book's
// section, the players and the end, and a button that opens it. The games
// are read and replayed off Fyne's goroutine as the list opens. It is a
// host.Screen.
type List struct {
	h      ximaui.Host
	root   *fyne.Container
	rows   *fyne.Container
	cancel context.CancelFunc
	// open are the rows' buttons, in the catalogue's order.
	open []*widget.Button
}

// Show opens the library in h's window: the home screen's Library button
// calls it.
func Show(h ximaui.Host) { h.Show(NewList(h)) }

// NewList makes the library, which starts reading the book's games.
func NewList(h ximaui.Host) *List {
	l := newList(h)
	ctx, cancel := context.WithCancel(h.Context())
	l.cancel = cancel
	widgets.BackgroundOr(h.Post, ctx, load, l.fill, func(err error) {
		l.rows.Objects = []fyne.CanvasObject{widget.NewLabel(err.Error())}
		l.rows.Refresh()
	})
	return l
}

// listOf is the library over games already read, as a game's screen goes
// back to it.
func listOf(h ximaui.Host, entries []entry) *List {
	l := newList(h)
	l.cancel = func() {}
	l.fill(entries)
	return l
}

func newList(h ximaui.Host) *List {
	l := &List{h: h}
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), h.ShowHome)
	heading := widget.NewLabelWithStyle(lang.L("The games of the book \"Scientific Xima\", with its comments and tables"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	heading.Truncation = fyne.TextTruncateEllipsis
	l.rows = container.NewVBox(widget.NewLabel(lang.L("Reading the book's games...")))
	// No scroll: the seven games fit at 1024x600 (the layout test).
	l.root = container.NewBorder(container.NewBorder(nil, nil, home, nil, heading), nil, nil, nil, l.rows)
	return l
}

// fill lists the games read.
func (l *List) fill(entries []entry) {
	l.rows.RemoveAll()
	l.open = nil
	for i := range entries {
		e := &entries[i]
		title := widget.NewLabelWithStyle(lang.L("{{.Title}} ({{.Section}})", map[string]any{"Title": e.book.title(), "Section": e.book.section}),
			fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		about := widget.NewLabel(players() + " · " + endWords(e))
		about.Truncation = fyne.TextTruncateEllipsis
		open := widget.NewButtonWithIcon(lang.L("Open"), theme.MediaPlayIcon(), func() {
			l.h.Show(newGameScreen(l.h, entries, i))
		})
		l.open = append(l.open, open)
		l.rows.Add(container.NewBorder(nil, nil, nil, container.NewCenter(open), container.NewVBox(title, about)))
	}
	l.rows.Refresh()
}

// players names the book's two players, as its tables do.
func players() string {
	return lang.L("{{.A}} (red) against {{.B}} (blue)", map[string]any{"A": lang.L("Player A"), "B": lang.L("Player B")})
}

// endWords says how the game ends: who reached the summit with which
// move, or the move the book stops after.
func endWords(e *entry) string {
	last := e.steps[len(e.steps)-1].move
	res := e.game.Result()
	if !res.Over {
		return lang.L("Unfinished: the book stops after {{.Move}}", map[string]any{"Move": last})
	}
	// Every book game that ends ends at the summit (assets/book's test).
	return lang.L("{{.Player}} reaches the summit: {{.Move}}", map[string]any{"Player": lang.L(engine.Player(res.Winner).String()), "Move": last})
}

// Title names the screen.
func (l *List) Title() string { return lang.L("Library") }

// Content is the list.
func (l *List) Content() fyne.CanvasObject { return l.root }

// Close stops reading the games.
func (l *List) Close() { l.cancel() }
