package play

import (
	"fmt"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// ReplayScreen steps through a game, any game: the board at each step
// (the game's Replayer), the navigation, the move list, the board alone in
// full screen, and the arrow keys.
type ReplayScreen struct {
	host  Host
	kind  boards.Kind
	g     core.Game
	names []string
	// gameID is the finished game's in the club file, 0 for none: its
	// analysis is kept with it.
	gameID int64
	game   string // the game's name
	rep    boards.Replayer
	step   int // -1 before the first step is shown
	root   fyne.CanvasObject
	moves  *widgets.MoveList
	pos    *widget.Label
	// outcome says who won and how, under the players' names.
	outcome *widget.Label
	// full shows the board alone, with overlay over it.
	full    *widgets.FullScreen
	overlay *widgets.ReplayOverlay
}

func (r *ReplayScreen) Title() string              { return lang.L("Replay") }
func (r *ReplayScreen) Content() fyne.CanvasObject { return r.root }
func (r *ReplayScreen) Close() {
	r.full.Set(false)
	boards.CloseIfCloser(r.rep)
}

// Step is the step on show, of Total; Show moves to step i; Replayer is
// the game's side of the replay; Moves the move list. Tests read and
// drive them.
func (r *ReplayScreen) Step() int                       { return r.step }
func (r *ReplayScreen) Total() int                      { return r.rep.Steps() }
func (r *ReplayScreen) Show(i int)                      { r.show(i) }
func (r *ReplayScreen) Replayer() boards.Replayer       { return r.rep }
func (r *ReplayScreen) Moves() *widgets.MoveList        { return r.moves }
func (r *ReplayScreen) Position() *widget.Label         { return r.pos }
func (r *ReplayScreen) FullScreen() *widgets.FullScreen { return r.full }
func (r *ReplayScreen) Outcome() *widget.Label          { return r.outcome }

// Replay shows g, a game of kind, at its end, to step through; names are
// the seats'.
func Replay(h Host, kind boards.Kind, g core.Game, names []string) {
	ReplayAt(h, kind, g, names, math.MaxInt)
}

// ReplayAt is Replay opened at step (0 the opening; past the last step,
// the end): the library opens the book's game at the move on show.
func ReplayAt(h Host, kind boards.Kind, g core.Game, names []string, step int) {
	replayAt(h, kind, g, names, step, 0)
}

// Analyser opens the computer's analysis of g, a game of kind (the
// shell's); gameID is its finished game's in the club file, 0 for a game
// not there. The replay, the end of a game and the library offer Analyse
// where their host is one.
type Analyser interface {
	ShowAnalysis(kind boards.Kind, g core.Game, names []string, gameID int64)
}

// replayAt is ReplayAt of finished game gameID (0 for none).
func replayAt(h Host, kind boards.Kind, g core.Game, names []string, step int, gameID int64) {
	r := &ReplayScreen{host: h, kind: kind, g: g, names: names, gameID: gameID, game: kind.Name, step: -1}
	var err error
	if r.rep, err = replayerOf(kind, g, names, r.show); err != nil {
		h.ShowError(err)
		return
	}
	r.build(g, names)
	r.show(step)
	h.Show(r)
}

// replayerOf makes the replay of g, a game of kind: the kind's own, or
// the record stepped on the game's board; goTo moves the replay to a step.
func replayerOf(kind boards.Kind, g core.Game, names []string, goTo func(int)) (boards.Replayer, error) {
	if kind.Replayer != nil {
		return kind.Replayer(g, names, goTo)
	}
	return newBoardReplayer(kind, g, names)
}

// ReplayRecord shows a game of kind from its record, at its end; gameID
// is its finished game's in the club file (0 for none), for its analysis.
func ReplayRecord(h Host, kind boards.Kind, record string, names []string, gameID int64) {
	g, err := kind.Read(strings.NewReader(record))
	if err != nil {
		h.ShowError(err)
		return
	}
	replayAt(h, kind, g, names, math.MaxInt, gameID)
}

// summary names the game's players and says how it ended: "Ana (White) ·
// Black", "Ana (White) wins: checkmate".
func (r *ReplayScreen) summary(g core.Game, names []string) fyne.CanvasObject {
	seat := func(s int) string {
		name := ""
		if s < len(names) {
			name = names[s]
		}
		return widgets.SeatLabel(name, lang.Side(g.SeatCode(s)))
	}
	var players []string
	for s := range g.Seats() {
		players = append(players, seat(s))
	}
	outcome := lang.L("Unfinished game")
	switch over, winner, reason := r.rep.Result(); {
	case over && winner >= 0:
		outcome = lang.L("{{.Player}} wins: {{.Reason}}", map[string]any{"Player": seat(winner), "Reason": reason})
	case over:
		outcome = lang.L("Draw: {{.Reason}}", map[string]any{"Reason": reason})
	}
	r.outcome = widgets.BoldLabel(outcome)
	r.outcome.Wrapping = fyne.TextWrapWord
	who := widget.NewLabel(strings.Join(players, " · "))
	who.Wrapping = fyne.TextWrapWord
	return container.NewVBox(who, r.outcome)
}

func (r *ReplayScreen) build(g core.Game, names []string) {
	r.pos = widget.NewLabel("")
	r.moves = widgets.NewMoveList()
	r.moves.Set(r.rep.Rows(), -1)
	r.moves.OnSelected = func(i int) { r.show(i + 1) }
	nav := widgets.ReplayBar(r.show, func() int { return r.step }, r.rep.Steps(), r.pos, r.host.ShowHistory, r.host.ShowHome)
	r.overlay = widgets.NewReplayOverlay(r.show, func() int { return r.step })
	r.full = widgets.NewFullScreen(r.host.Window(), r.rep.Board(), r.overlay.Root)
	tools := container.NewHBox(append(r.rep.Tools(), r.full.Button)...)
	if a, ok := r.host.(Analyser); ok {
		tools.Add(widget.NewButtonWithIcon(lang.L("Analyse"), theme.SearchIcon(), func() { a.ShowAnalysis(r.kind, r.g, r.names, r.gameID) }))
	}
	head := container.NewVBox(r.rep.Side()...)
	head.Add(container.NewBorder(nil, nil, nil, tools, nav))
	var body fyne.CanvasObject = r.moves.List
	if chart := r.rep.Chart(); chart != nil {
		split := container.NewVSplit(chart, r.moves.List)
		split.Offset = 0.55
		body = split
	} else {
		// The analysis chart draws Xima's magnitudes (force, power, level:
		// book ch. 11); a game that defines none says so.
		noChart := widget.NewLabel(lang.L("No analysis chart: {{.Game}} has no force,\npower or game level; they are Xima's (book, ch. 11).", map[string]any{"Game": r.game}))
		noChart.Truncation = fyne.TextTruncateEllipsis
		head.Add(noChart)
	}
	// The summary sits over the board, whose column has height to spare
	// (the panels' column sets the window's least height: 1024x600 holds a
	// library comment).
	board := container.NewBorder(r.summary(g, names), nil, nil, nil, r.full.Slot())
	split := container.NewHSplit(board, container.NewBorder(head, nil, nil, nil, body))
	split.Offset = 0.6
	r.root = r.full.Root(split)
}

// show moves to step i (0 is the opening), clamped to the game.
func (r *ReplayScreen) show(i int) {
	i = max(0, min(i, r.rep.Steps()))
	r.rep.Show(i, i == r.step+1)
	r.step = i
	r.pos.SetText(fmt.Sprintf("%d / %d", i, r.rep.Steps()))
	last := ""
	if rows := r.moves.Rows(); i > 0 && i <= len(rows) {
		last = rows[i-1]
	}
	r.overlay.Set(r.pos.Text, last)
	r.moves.Set(r.moves.Rows(), i-1)
}

// TypedKey steps through the game with the arrow keys, and switches the
// full-screen board on F11 and off on Esc.
func (r *ReplayScreen) TypedKey(k *fyne.KeyEvent) {
	if r.full.TypedKey(k) {
		return
	}
	if i, ok := widgets.KeyStep(k, r.step, r.rep.Steps()); ok {
		r.show(i)
	}
}

// boardReplayer steps through a record on the game's own board: each step
// is the record read again and taken back to the end of a move list's row
// (a ply, or a Xana turn's parts: boards.RowPlies).
type boardReplayer struct {
	kind   boards.Kind
	record string
	names  []string
	plies  int         // the record's
	end    boards.Game // the game at its end, for its result
	rows   []string
	ends   []int           // the plies played by the end of each row
	holder *fyne.Container // the board of the step on show
	status *widget.Label
}

func newBoardReplayer(kind boards.Kind, g core.Game, names []string) (*boardReplayer, error) {
	record, err := core.RecordText(g)
	if err != nil {
		return nil, err
	}
	end, err := kind.ReadGame(strings.NewReader(record))
	if err != nil {
		return nil, err
	}
	b := &boardReplayer{kind: kind, record: record, names: names, plies: len(g.Moves()), end: end, holder: container.NewStack()}
	b.status = widget.NewLabel("")
	b.status.Wrapping = fyne.TextWrapWord
	b.rows, b.ends = rowsOf(end)
	return b, nil
}

// rowsOf are a game's move list rows and the plies played by the end of
// each: the game's own rows (boards.MoveRows), a ply each unless it says
// otherwise (boards.RowPlies), or "1. move" a ply.
func rowsOf(g boards.Game) (rows []string, ends []int) {
	if own, ok := g.(boards.MoveRows); ok {
		rows = own.MoveRows()
	} else {
		for i, m := range g.Moves() {
			rows = append(rows, fmt.Sprintf("%d. %s", i+1, m))
		}
	}
	if turns, ok := g.(boards.RowPlies); ok {
		return rows, turns.RowPlies()
	}
	for i := range rows {
		ends = append(ends, i+1)
	}
	return rows, ends
}

func (b *boardReplayer) Steps() int                  { return len(b.rows) }
func (b *boardReplayer) Board() fyne.CanvasObject    { return b.holder }
func (b *boardReplayer) Rows() []string              { return b.rows }
func (b *boardReplayer) Side() []fyne.CanvasObject   { return []fyne.CanvasObject{b.status} }
func (b *boardReplayer) Tools() []fyne.CanvasObject  { return nil }
func (b *boardReplayer) Chart() fyne.CanvasObject    { return nil }
func (b *boardReplayer) Result() (bool, int, string) { return b.end.Result() }

// Show puts the game taken back to the end of row i (0: the opening) on a
// board that takes no clicks, with the seats' figures.
func (b *boardReplayer) Show(i int, _ bool) {
	ply := 0
	if i > 0 {
		ply = b.ends[i-1]
	}
	g, err := b.kind.ReadGame(strings.NewReader(b.record))
	for range b.plies - ply {
		if err == nil {
			err = g.Undo()
		}
	}
	if err != nil {
		// The record was read whole before: taking it back cannot fail
		// but by a bug, which the status line tells.
		b.status.SetText(err.Error())
		return
	}
	g.SetOnPlayed(func() {})
	var lines []string
	for s := range g.Seats() {
		name := g.SeatName(s)
		if s < len(b.names) {
			name = widgets.SeatLabel(b.names[s], name)
		}
		lines = append(lines, name+": "+g.Status(s))
	}
	b.status.SetText(strings.Join(lines, "\n"))
	b.holder.Objects = []fyne.CanvasObject{g.Board(), widgets.NewInputBlocker()}
	g.Refresh()
	b.holder.Refresh()
}
