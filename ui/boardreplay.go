package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// boardReplayScreen steps through a finished game of one of the other
// games: each step is the record read again and taken back to that ply.
type boardReplayScreen struct {
	shell  *Shell
	kind   boards.Kind
	record string
	names  []string
	total  int
	step   int
	root   fyne.CanvasObject
	holder *fyne.Container // the board of the step on show
	status *widget.Label
	moves  *widgets.MoveList
	pos    *widget.Label
	// full shows the board alone, with overlay over it.
	full    *widgets.FullScreen
	overlay *widgets.ReplayOverlay
}

func (r *boardReplayScreen) Title() string              { return lang.L("Replay") }
func (r *boardReplayScreen) Content() fyne.CanvasObject { return r.root }
func (r *boardReplayScreen) Close()                     { r.full.Set(false) }

// replayBoardGame shows a record of kind at its end; names are the seats'.
func (s *Shell) replayBoardGame(kind boards.Kind, record string, names []string) {
	g, err := kind.ReadGame(strings.NewReader(record))
	if err != nil {
		s.ShowError(err)
		return
	}
	moves := g.Moves()
	r := &boardReplayScreen{shell: s, kind: kind, record: record, names: names, total: len(moves)}
	r.holder = container.NewStack()
	r.status = widget.NewLabel("")
	r.status.Wrapping = fyne.TextWrapWord
	r.pos = widget.NewLabel("")
	r.moves = widgets.NewMoveList()
	var rows []string
	for i, m := range moves {
		rows = append(rows, fmt.Sprintf("%d. %s", i+1, m))
	}
	r.moves.Set(rows, -1)
	r.moves.OnSelected = func(i int) { r.show(i + 1) }
	nav := widgets.ReplayBar(r.show, func() int { return r.step }, r.total, r.pos, s.ShowHistory)
	// The replay's analysis chart draws Xima's magnitudes (force, power,
	// level: book ch. 11); the other games define none to draw.
	noChart := widget.NewLabel(lang.L("No analysis chart: {{.Game}} has no force,\npower or game level; they are Xima's (book, ch. 11).", map[string]any{"Game": kind.Name}))
	noChart.Truncation = fyne.TextTruncateEllipsis
	r.overlay = widgets.NewReplayOverlay(r.show, func() int { return r.step })
	r.full = widgets.NewFullScreen(s.win, r.holder, r.overlay.Root)
	head := container.NewVBox(r.status, container.NewBorder(nil, nil, nil, r.full.Button, nav), noChart)
	split := container.NewHSplit(r.full.Slot(), container.NewBorder(head, nil, nil, nil, r.moves.List))
	split.Offset = 0.62
	r.root = r.full.Root(split)
	r.show(r.total)
	s.Show(r)
}

// show moves to ply i (0 is the opening), clamped to the game.
func (r *boardReplayScreen) show(i int) {
	i = max(0, min(i, r.total))
	g, err := r.kind.ReadGame(strings.NewReader(r.record))
	for range r.total - i {
		if err == nil {
			err = g.Undo()
		}
	}
	if err != nil {
		r.shell.ShowError(err)
		return
	}
	r.step = i
	g.SetOnPlayed(func() {})
	var lines []string
	for s := range g.Seats() {
		name := g.SeatName(s)
		if s < len(r.names) {
			name = widgets.SeatLabel(r.names[s], name)
		}
		lines = append(lines, name+": "+g.Status(s))
	}
	r.status.SetText(strings.Join(lines, "\n"))
	r.holder.Objects = []fyne.CanvasObject{g.Board(), widgets.NewInputBlocker()}
	g.Refresh()
	r.holder.Refresh()
	r.pos.SetText(fmt.Sprintf("%d / %d", i, r.total))
	last := ""
	if i > 0 {
		last = r.moves.Rows()[i-1]
	}
	r.overlay.Set(r.pos.Text, last)
	r.moves.Set(r.moves.Rows(), i-1)
}

// typedKey steps through the game with the arrow keys, and switches the
// full-screen board on F11 and off on Esc.
func (r *boardReplayScreen) TypedKey(k *fyne.KeyEvent) {
	if r.full.TypedKey(k) {
		return
	}
	if i, ok := widgets.KeyStep(k, r.step, r.total); ok {
		r.show(i)
	}
}
