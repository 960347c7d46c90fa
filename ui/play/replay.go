package play

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// ReplayScreen steps through a game on its board: each step is the
// record read again and taken back to that ply.
type ReplayScreen struct {
	host   Host
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

func (r *ReplayScreen) Title() string              { return lang.L("Replay") }
func (r *ReplayScreen) Content() fyne.CanvasObject { return r.root }
func (r *ReplayScreen) Close()                     { r.full.Set(false) }

// Step is the ply on show, of Total; Show moves to ply i; FullScreen is
// the board-alone mode. Tests read and drive them.
func (r *ReplayScreen) Step() int                       { return r.step }
func (r *ReplayScreen) Total() int                      { return r.total }
func (r *ReplayScreen) Show(i int)                      { r.show(i) }
func (r *ReplayScreen) FullScreen() *widgets.FullScreen { return r.full }

// Replay shows g, a game of kind, at its end, to step through; names are
// the seats'. A game with its own replay (boards.Kind.Replay) shows it
// there.
func Replay(h Host, kind boards.Kind, g core.Game, names []string) {
	if kind.Replay != nil {
		kind.Replay(g, names)
		return
	}
	record, err := core.RecordText(g)
	if err != nil {
		h.ShowError(err)
		return
	}
	replayOnBoard(h, kind, record, names)
}

// ReplayRecord shows a game of kind from its record, at its end.
func ReplayRecord(h Host, kind boards.Kind, record string, names []string) {
	g, err := kind.Read(strings.NewReader(record))
	if err != nil {
		h.ShowError(err)
		return
	}
	Replay(h, kind, g, names)
}

// replayOnBoard steps through the game of record on its board.
func replayOnBoard(h Host, kind boards.Kind, record string, names []string) {
	g, err := kind.ReadGame(strings.NewReader(record))
	if err != nil {
		h.ShowError(err)
		return
	}
	moves := g.Moves()
	r := &ReplayScreen{host: h, kind: kind, record: record, names: names, total: len(moves)}
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
	nav := widgets.ReplayBar(r.show, func() int { return r.step }, r.total, r.pos, h.ShowHistory)
	// The replay's analysis chart draws Xima's magnitudes (force, power,
	// level: book ch. 11); the other games define none to draw.
	noChart := widget.NewLabel(lang.L("No analysis chart: {{.Game}} has no force,\npower or game level; they are Xima's (book, ch. 11).", map[string]any{"Game": kind.Name}))
	noChart.Truncation = fyne.TextTruncateEllipsis
	r.overlay = widgets.NewReplayOverlay(r.show, func() int { return r.step })
	r.full = widgets.NewFullScreen(h.Window(), r.holder, r.overlay.Root)
	head := container.NewVBox(r.status, container.NewBorder(nil, nil, nil, r.full.Button, nav), noChart)
	split := container.NewHSplit(r.full.Slot(), container.NewBorder(head, nil, nil, nil, r.moves.List))
	split.Offset = 0.62
	r.root = r.full.Root(split)
	r.show(r.total)
	h.Show(r)
}

// show moves to ply i (0 is the opening), clamped to the game.
func (r *ReplayScreen) show(i int) {
	i = max(0, min(i, r.total))
	g, err := r.kind.ReadGame(strings.NewReader(r.record))
	for range r.total - i {
		if err == nil {
			err = g.Undo()
		}
	}
	if err != nil {
		r.host.ShowError(err)
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
func (r *ReplayScreen) TypedKey(k *fyne.KeyEvent) {
	if r.full.TypedKey(k) {
		return
	}
	if i, ok := widgets.KeyStep(k, r.step, r.total); ok {
		r.show(i)
	}
}
