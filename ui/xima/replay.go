package xima

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	engine "xima/games/xima"
	"xima/storage"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// frame is the game after some of its events: what the replay shows at
// one step.
type frame struct {
	state engine.State
	mags  engine.Magnitudes
	last  engine.Action
	moved bool // last is set
	// before is the position last was played from (its dice rolled), to
	// animate it.
	before engine.State
}

// timeline returns the frames of a game: the opening, then one after every
// action, resignation and flag fall, so that step i matches move row i-1.
func timeline(g *engine.Game) ([]frame, error) {
	events := g.Events()
	fresh, err := engine.NewGame(g.Config())
	if err != nil {
		return nil, err
	}
	every := engine.MeasureEvery(g)
	frames := []frame{{state: fresh.State(), mags: engine.Measure(fresh)}}
	for _, ev := range events {
		before := fresh.State()
		switch ev.Kind {
		case engine.EventRoll:
			err = fresh.SetRoll(ev.Dice...)
		case engine.EventAction:
			err = fresh.Play(core.Action(ev.Action))
		case engine.EventFlag:
			err = fresh.Flag(int(ev.Player))
		default:
			err = fresh.Resign(int(ev.Player))
		}
		if err != nil {
			return nil, err
		}
		if ev.Kind == engine.EventRoll {
			continue
		}
		f := frame{state: fresh.State(), mags: every[len(frames)-1]}
		if ev.Kind == engine.EventAction {
			f.last, f.moved, f.before = ev.Action, true, before
		}
		frames = append(frames, f)
	}
	return frames, nil
}

// replayScreen steps through a finished game with its score panel and
// the analysis chart, on the board in 2D or 3D, or on the board alone
// (full screen). A step forward is animated, slowly with a trail in the
// 3D view's teacher mode.
type replayScreen struct {
	host   Host
	root   fyne.CanvasObject
	game   *engine.Game
	names  []string
	frames []frame
	step   int // -1 before the first step is shown
	boards *boardSwitch
	full   *widgets.FullScreen
	// overlay lies over the full-screen board.
	overlay *widgets.ReplayOverlay
	cards   []*seatCard
	level   *widget.Label
	moves   *widgets.MoveList
	pos     *widget.Label
	// analysis charts the magnitudes over the game.
	analysis *analysis
}

func (r *replayScreen) Title() string              { return lang.L("Replay") }
func (r *replayScreen) Content() fyne.CanvasObject { return r.root }
func (r *replayScreen) Close()                     { r.full.Set(false) }

// ShowReplay opens a finished Xima game of the history at its end; names
// are the seats'.
func ShowReplay(h Host, fg storage.FinishedGame, names []string) {
	g, err := engine.ParseGame(fg.Record)
	if err != nil {
		h.ShowError(fmt.Errorf("%s %d: %w", lang.L("game"), fg.ID, err))
		return
	}
	Replay(h, g, names)
}

// Replay shows g at its end, to step through; names are the seats'.
func Replay(h Host, g *engine.Game, names []string) {
	frames, err := timeline(g)
	if err != nil {
		h.ShowError(err)
		return
	}
	r := &replayScreen{host: h, game: g, frames: frames, names: names, step: -1}
	r.build()
	r.show(len(frames) - 1)
	h.Show(r)
}

func (r *replayScreen) build() {
	// A replay is looked at, not played: taps do nothing, the 3D view's
	// drags still turn the camera.
	r.boards = newBoardSwitch(r.host, func(engine.Cell) {}, func(engine.Player, bool) {}, r.drawBoard)
	cards := container.NewVBox()
	for i, name := range r.names {
		c := newSeatCard(engine.Player(i), name)
		r.cards = append(r.cards, c)
		cards.Add(c.root)
	}
	r.level = widget.NewLabel("")
	r.pos = widget.NewLabel("")
	r.moves = widgets.NewMoveList()
	r.moves.Set(moveRows(r.game.Events(), false), -1)
	r.moves.OnSelected = func(i int) { r.show(i + 1) }
	nav := widgets.ReplayBar(r.show, func() int { return r.step }, len(r.frames)-1, r.pos, r.host.ShowHistory)
	r.analysis = newAnalysis(r.frames, len(r.frames[0].mags.Forces), r.show)
	r.analysis.show()
	charts := container.NewVSplit(r.analysis.root, r.moves.List)
	charts.Offset = 0.55
	r.overlay = widgets.NewReplayOverlay(r.show, func() int { return r.step })
	r.full = widgets.NewFullScreen(r.host.Window(), r.boards.Holder, r.overlay.Root)
	view := container.NewHBox(r.boards.Check, r.full.Button)
	side := container.NewBorder(container.NewVBox(cards, container.NewBorder(nil, nil, nil, view, r.level), nav), nil, nil, nil, charts)
	split := container.NewHSplit(r.full.Slot(), side)
	split.Offset = 0.6
	r.root = r.full.Root(split)
}

// drawBoard shows the step's position on the board, its last action
// marked.
func (r *replayScreen) drawBoard() {
	f := r.frames[r.step]
	r.boards.Board().SetPosition(f.state, Marks{Last: f.last, HasLast: f.moved})
}

// show moves to step i (0 is the opening), clamped to the game.
func (r *replayScreen) show(i int) {
	i = max(0, min(i, len(r.frames)-1))
	f := r.frames[i]
	if i == r.step+1 && f.moved {
		r.boards.Board().Animate(f.before, f.last)
	}
	r.step = i
	r.drawBoard()
	for j, c := range r.cards {
		c.update(&f.state, engine.Player(j), f.mags, !f.state.Over() && f.state.ToMove() == engine.Player(j))
	}
	r.level.SetText(lang.L("Game level: {{.Level}}", map[string]any{"Level": fmt.Sprintf("%.2f", f.mags.Level)}))
	r.pos.SetText(fmt.Sprintf("%d / %d", i, len(r.frames)-1))
	last := ""
	if rows := r.moves.Rows(); i > 0 {
		last = rows[i-1]
	}
	r.overlay.Set(r.pos.Text, last)
	r.moves.Set(r.moves.Rows(), i-1)
	r.analysis.chart.SetStep(i)
}

// typedKey steps through the game with the arrow keys, and switches the
// full-screen board on F11 and off on Esc.
func (r *replayScreen) TypedKey(k *fyne.KeyEvent) {
	if r.full.TypedKey(k) {
		return
	}
	if i, ok := widgets.KeyStep(k, r.step, len(r.frames)-1); ok {
		r.show(i)
	}
}
