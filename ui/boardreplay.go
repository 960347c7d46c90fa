package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"xima/ui/lang"
)

// boardReplayScreen steps through a finished game of one of the other
// games: each step is the record read again and taken back to that ply.
type boardReplayScreen struct {
	shell  *Shell
	kind   boardGameKind
	record string
	names  []string
	total  int
	step   int
	root   fyne.CanvasObject
	holder *fyne.Container // the board of the step on show
	status *widget.Label
	moves  *moveList
	pos    *widget.Label
}

func (r *boardReplayScreen) title() string              { return lang.L("Replay") }
func (r *boardReplayScreen) content() fyne.CanvasObject { return r.root }
func (r *boardReplayScreen) close()                     {}

// replayBoardGame shows a record of kind at its end; names are the seats'.
func (s *Shell) replayBoardGame(kind boardGameKind, record string, names []string) {
	g, err := kind.read(strings.NewReader(record))
	if err != nil {
		s.showError(err)
		return
	}
	moves := g.moves()
	r := &boardReplayScreen{shell: s, kind: kind, record: record, names: names, total: len(moves)}
	r.holder = container.NewStack()
	r.status = widget.NewLabel("")
	r.status.Wrapping = fyne.TextWrapWord
	r.pos = widget.NewLabel("")
	r.moves = newMoveList()
	var rows []string
	for i, m := range moves {
		rows = append(rows, fmt.Sprintf("%d. %s", i+1, m))
	}
	r.moves.rows = rows
	r.moves.onSelected = func(i int) { r.show(i + 1) }
	nav := replayBar(r.show, func() int { return r.step }, r.total, r.pos, s.showHistory)
	split := container.NewHSplit(r.holder, container.NewBorder(container.NewVBox(r.status, nav), nil, nil, nil, r.moves.list))
	split.Offset = 0.62
	r.root = split
	r.show(r.total)
	s.show(r)
}

// show moves to ply i (0 is the opening), clamped to the game.
func (r *boardReplayScreen) show(i int) {
	i = max(0, min(i, r.total))
	g, err := r.kind.read(strings.NewReader(r.record))
	for range r.total - i {
		if err == nil {
			err = g.undo()
		}
	}
	if err != nil {
		r.shell.showError(err)
		return
	}
	r.step = i
	g.setOnPlayed(func() {})
	var lines []string
	for s := range g.seats() {
		name := g.seatName(s)
		if s < len(r.names) {
			name = seatLabel(r.names[s], name)
		}
		lines = append(lines, name+": "+g.status(s))
	}
	r.status.SetText(strings.Join(lines, "\n"))
	r.holder.Objects = []fyne.CanvasObject{g.board(), newInputBlocker()}
	g.refresh()
	r.holder.Refresh()
	r.pos.SetText(fmt.Sprintf("%d / %d", i, r.total))
	r.moves.set(r.moves.rows, i-1)
}

// typedKey steps through the game with the arrow keys.
func (r *boardReplayScreen) typedKey(k *fyne.KeyEvent) {
	if i, ok := keyStep(k, r.step, r.total); ok {
		r.show(i)
	}
}

// inputBlocker lies over a replayed board and takes its clicks: a replay
// is looked at, not played.
type inputBlocker struct{ widget.BaseWidget }

func newInputBlocker() *inputBlocker {
	b := &inputBlocker{}
	b.ExtendBaseWidget(b)
	return b
}

// Tapped drops the click.
func (b *inputBlocker) Tapped(*fyne.PointEvent) {}

func (b *inputBlocker) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}
