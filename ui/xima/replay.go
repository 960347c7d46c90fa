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
			f.last, f.moved = ev.Action, true
		}
		frames = append(frames, f)
	}
	return frames, nil
}

// replayScreen steps through a finished game with its score panel.
type replayScreen struct {
	host   Host
	root   fyne.CanvasObject
	game   *engine.Game
	names  []string
	frames []frame
	step   int
	board  Board
	cards  []*seatCard
	level  *widget.Label
	moves  *widgets.MoveList
	pos    *widget.Label
	// analysis charts the magnitudes over the game.
	analysis *analysis
}

func (r *replayScreen) Title() string              { return lang.L("Replay") }
func (r *replayScreen) Content() fyne.CanvasObject { return r.root }
func (r *replayScreen) Close()                     {}

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
	r := &replayScreen{host: h, game: g, frames: frames, names: names}
	r.build()
	r.show(len(frames) - 1)
	h.Show(r)
}

func (r *replayScreen) build() {
	r.board = newBoard2D()
	r.board.SetOnTapCell(func(engine.Cell) {})
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
	side := container.NewBorder(container.NewVBox(cards, r.level, nav), nil, nil, nil, charts)
	split := container.NewHSplit(r.board.Object(), side)
	split.Offset = 0.6
	r.root = split
}

// show moves to step i (0 is the opening), clamped to the game.
func (r *replayScreen) show(i int) {
	i = max(0, min(i, len(r.frames)-1))
	r.step = i
	f := r.frames[i]
	r.board.SetPosition(f.state, Marks{Last: f.last, HasLast: f.moved})
	for j, c := range r.cards {
		c.update(&f.state, engine.Player(j), f.mags, !f.state.Over() && f.state.ToMove() == engine.Player(j))
	}
	r.level.SetText(lang.L("Game level: {{.Level}}", map[string]any{"Level": fmt.Sprintf("%.2f", f.mags.Level)}))
	r.pos.SetText(fmt.Sprintf("%d / %d", i, len(r.frames)-1))
	r.moves.Set(r.moves.Rows(), i-1)
	r.analysis.chart.SetStep(i)
}

// typedKey steps through the game with the arrow keys.
func (r *replayScreen) TypedKey(k *fyne.KeyEvent) {
	if i, ok := widgets.KeyStep(k, r.step, len(r.frames)-1); ok {
		r.show(i)
	}
}
