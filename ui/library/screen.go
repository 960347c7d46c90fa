package library

import (
	"fmt"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/ui/lang"
	"xima/ui/play"
	"xima/ui/widgets"
	ximaui "xima/ui/xima"
)

// gameScreen is one of the book's games a move at a time: the board, read
// only, on the left, in 2D or 3D; on the right the way through the game
// (buttons, a slider, the arrow keys), the move on show with the book's
// comment on it, and the book's table of magnitudes next to the app's
// figures, with a legend for the orange ones. Replay opens the game in
// Xima's replay screen (the analysis chart), the comments beside it.
type gameScreen struct {
	h       ximaui.Host
	entries []entry // every game read, for the way back to the list
	e       *entry
	root    fyne.CanvasObject
	// view is the board, in 2D or 3D as the club shows Xima.
	view   *ximaui.Viewer
	step   int
	slider *widget.Slider
	pos    *widget.Label
	// note is the move on show with the book's comment on it.
	note *commentPane
}

func newGameScreen(h ximaui.Host, entries []entry, i int) *gameScreen {
	g := &gameScreen{h: h, entries: entries, e: &entries[i]}
	g.build()
	g.show(0)
	return g
}

func (g *gameScreen) build() {
	g.view = ximaui.NewViewer(g.h, g.draw)
	last := len(g.e.steps) - 1
	g.pos = widget.NewLabel("")
	g.slider = widget.NewSlider(0, float64(last))
	g.slider.Step = 1
	g.slider.OnChanged = func(v float64) { g.show(int(v)) }
	nav := container.NewHBox(
		widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { g.show(0) }),
		widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { g.show(g.step - 1) }),
		widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { g.show(g.step + 1) }),
		widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { g.show(last) }))
	g.note = newCommentPane()
	title := widget.NewLabelWithStyle(lang.L("{{.Title}} ({{.Section}})", map[string]any{"Title": g.e.book.title(), "Section": g.e.book.section}),
		fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Truncation = fyne.TextTruncateEllipsis
	back := widget.NewButtonWithIcon(lang.L("Library"), theme.NavigateBackIcon(), func() { g.h.Show(listOf(g.h, g.entries)) })
	actions := container.NewHBox(widget.NewButtonWithIcon(lang.L("Replay"), theme.MediaPlayIcon(), g.replay))
	if a, ok := g.h.(play.Analyser); ok {
		// A book's game is in no club file: its analysis lives with its screen.
		actions.Add(widget.NewButtonWithIcon(lang.L("Analyse"), theme.SearchIcon(), func() {
			a.ShowAnalysis(ximaui.Kind(g.h), g.e.game, bookPlayers(), 0)
		}))
	}
	top := container.NewVBox(
		container.NewBorder(nil, nil, back, actions, title),
		container.NewBorder(nil, nil, nav, container.NewHBox(g.pos, g.view.Check()), g.slider))
	side := container.NewBorder(top, container.NewVBox(g.table(), legend()), nil, nil, g.note.root)
	split := container.NewHSplit(g.view.Object(), side)
	split.Offset = 0.5
	g.root = split
}

// show moves to step i (0 is the opening), clamped to the game.
func (g *gameScreen) show(i int) {
	i = max(0, min(i, len(g.e.steps)-1))
	g.step = i
	g.draw()
	g.pos.SetText(fmt.Sprintf("%d / %d", i, len(g.e.steps)-1))
	if g.slider.Value != float64(i) {
		g.slider.SetValue(float64(i))
	}
	g.note.show(g.e.steps, i)
}

// draw shows the step's position on the board, its last action marked.
func (g *gameScreen) draw() {
	s := g.e.steps[g.step]
	g.view.Board().SetPosition(s.state, ximaui.Marks{Last: s.last, HasLast: s.moved})
}

// replay opens the game in Xima's replay screen, in 2D or 3D as the club
// shows Xima, at the move on show, with the analysis chart and the book's
// comment on the move under the players' panels.
func (g *gameScreen) replay() {
	note := newCommentPane()
	kind := ximaui.Annotated(g.h, note.framed(replayNoteHeight), func(i int) { note.show(g.e.steps, i) })
	play.ReplayAt(g.h, kind, g.e.game, bookPlayers(), g.step)
}

// bookPlayers are the names the book gives its games' players.
func bookPlayers() []string { return []string{lang.L("Player A"), lang.L("Player B")} }

// replayNoteHeight is the least room the replay gives the comment: three
// lines of it under the move, more scrolling, so that the replay still
// fits a 1024x600 window.
const replayNoteHeight = 110

// legend says what the table's orange means.
func legend() fyne.CanvasObject {
	swatch := canvas.NewRectangle(theme.Color(theme.ColorNameWarning))
	swatch.SetMinSize(fyne.NewSize(14, 14))
	words := widget.NewLabel(lang.L("An app figure in orange differs from the book's print: the book rounds or truncates some figures and misprints a few, while the app works each one out from the rules."))
	words.Wrapping = fyne.TextWrapWord
	return container.NewBorder(nil, nil, container.NewCenter(swatch), nil, words)
}

// table lays out the book's figures and the app's side by side, an app
// figure that differs from the print in the warning colour
// (docs/xima-book.md says why). Each column is as wide as its widest cell:
// the rows line up, every cell being one line of text.
func (g *gameScreen) table() fyne.CanvasObject {
	cols := [5]*fyne.Container{}
	for i, head := range []string{"", lang.L("Red: book"), lang.L("Red: app"), lang.L("Blue: book"), lang.L("Blue: app")} {
		cols[i] = container.NewVBox(widgets.BoldLabel(head))
	}
	for _, r := range tableRows(g.e) {
		cols[0].Add(widget.NewLabel(r.label))
		for p := range 2 {
			cols[1+2*p].Add(widget.NewLabel(orDash(r.book[p])))
			app := widget.NewLabel(orDash(r.app[p]))
			if r.differs[p] {
				app.Importance = widget.WarningImportance
			}
			cols[2+2*p].Add(app)
		}
	}
	return container.NewHBox(cols[0], cols[1], cols[2], cols[3], cols[4])
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// tableRow is a line of the table: a magnitude as the book prints it
// and as the app works it out, red then blue.
type tableRow struct {
	label     string
	book, app [2]string
	differs   [2]bool // the app's figure is not the printed one
}

// tableRows are e's figures: force, power, game level (in red's columns:
// the book prints it once), turns, the book's effective time, and the
// CIMAX change.
func tableRows(e *entry) []tableRow {
	b, f := e.book, e.app
	num := func(v float64, places int) string {
		p := math.Pow(10, float64(places))
		return strconv.FormatFloat(math.Round(v*p)/p, 'f', -1, 64)
	}
	row := func(label string, book [2]string, app [2]string, values [2]float64) tableRow {
		r := tableRow{label: label, book: book, app: app}
		for p := range 2 {
			if book[p] != "" && app[p] != "" {
				same, err := matches(book[p], values[p])
				r.differs[p] = err != nil || !same
			}
		}
		return r
	}
	var change [2]string
	if f.hasChange {
		for p := range 2 {
			change[p] = fmt.Sprintf("%+.2f", f.change[p])
		}
	}
	return []tableRow{
		row(lang.L("Force"), [2]string{b.rows[0].force, b.rows[1].force}, [2]string{num(f.force[0], 2), num(f.force[1], 2)}, f.force),
		row(lang.L("Power"), [2]string{b.rows[0].power, b.rows[1].power}, [2]string{num(f.power[0], 3), num(f.power[1], 3)}, f.power),
		row(lang.L("Game level"), [2]string{b.level, ""}, [2]string{num(f.level, 2), ""}, [2]float64{f.level}),
		row(lang.L("Turns"), [2]string{b.rows[0].turns, b.rows[1].turns}, [2]string{strconv.Itoa(f.turns[0]), strconv.Itoa(f.turns[1])},
			[2]float64{float64(f.turns[0]), float64(f.turns[1])}),
		// The app takes the book's effective times: the records keep no clock.
		{label: lang.L("Effective time"), book: [2]string{b.rows[0].time, b.rows[1].time}, app: [2]string{b.rows[0].time, b.rows[1].time}},
		row(lang.L("CIMAX change"), [2]string{b.rows[0].change, b.rows[1].change}, change, f.change),
	}
}

// Title names the screen.
func (g *gameScreen) Title() string { return lang.L("Library") }

// Content is the screen.
func (g *gameScreen) Content() fyne.CanvasObject { return g.root }

// Close gives back the 3D view's resources, if one was made.
func (g *gameScreen) Close() { g.view.Close() }

// TypedKey steps through the game with the arrow keys, Home and End.
func (g *gameScreen) TypedKey(k *fyne.KeyEvent) {
	if i, ok := widgets.KeyStep(k, g.step, len(g.e.steps)-1); ok {
		g.show(i)
	}
}
