package xima

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	engine "xima/games/xima"
	"xima/ui/boards"
	"xima/ui/lang"
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

// replayer is a Xima game's replay (boards.Replayer): the frames on the
// board in 2D or 3D, each seat's score panel and the game level, and the
// analysis chart. A step forward is animated, slowly with a trail in the
// 3D view's teacher mode.
type replayer struct {
	game   *engine.Game
	frames []frame
	boards *boardSwitch
	cards  []*seatCard
	level  *widget.Label
	// analysis charts the magnitudes over the game.
	analysis *analysis
	// step is the frame on show.
	step int
	// note is shown under the seats' panels, and onStep told of every step
	// shown; nil for a plain replay (Annotated sets them).
	note   fyne.CanvasObject
	onStep func(int)
}

var _ boards.Replayer = (*replayer)(nil)

// newReplayer makes the replay of g; names are the seats', and goTo moves
// the replay to a step (a click on the chart).
func newReplayer(h Host, g *engine.Game, names []string, goTo func(int)) (*replayer, error) {
	frames, err := timeline(g)
	if err != nil {
		return nil, err
	}
	r := &replayer{game: g, frames: frames}
	// A replay is looked at, not played: taps do nothing, the 3D view's
	// drags still turn the camera.
	r.boards = newBoardSwitch(h, func(engine.Cell) {}, func(engine.Player, bool) {}, r.drawBoard)
	for i, name := range names {
		r.cards = append(r.cards, newSeatCard(engine.Player(i), name))
	}
	r.level = widget.NewLabel("")
	r.analysis = newAnalysis(frames, len(frames[0].mags.Forces), goTo)
	r.analysis.show()
	return r, nil
}

// Close gives back the 3D view's resources (boards.Closer).
func (r *replayer) Close() { r.boards.Close() }

func (r *replayer) Steps() int                 { return len(r.frames) - 1 }
func (r *replayer) Board() fyne.CanvasObject   { return r.boards.Holder }
func (r *replayer) Rows() []string             { return moveRows(r.game.Events(), false) }
func (r *replayer) Tools() []fyne.CanvasObject { return []fyne.CanvasObject{r.boards.Check} }
func (r *replayer) Chart() fyne.CanvasObject   { return r.analysis.root }

// Result is how the game ended (boards.Replayer).
func (r *replayer) Result() (over bool, winner int, reason string) {
	res := r.game.Result()
	if !res.Over {
		return false, -1, ""
	}
	return true, res.Winner, reasonText(res.Reason)
}

// Side are the seats' panels and the game level.
func (r *replayer) Side() []fyne.CanvasObject {
	cards := container.NewVBox()
	for _, c := range r.cards {
		cards.Add(c.root)
	}
	side := []fyne.CanvasObject{cards, r.level}
	if r.note != nil {
		side = append(side, r.note)
	}
	return side
}

// drawBoard shows the step's position on the board, its last action
// marked.
func (r *replayer) drawBoard() {
	f := r.frames[r.step]
	r.boards.Board().SetPosition(f.state, Marks{Last: f.last, HasLast: f.moved})
}

// Show draws step i, the step after the one shown animated.
func (r *replayer) Show(i int, forward bool) {
	f := r.frames[i]
	if forward && f.moved {
		r.boards.Board().Animate(f.before, f.last)
	}
	r.step = i
	r.drawBoard()
	for j, c := range r.cards {
		c.update(&f.state, engine.Player(j), f.mags, !f.state.Over() && f.state.ToMove() == engine.Player(j))
	}
	r.level.SetText(lang.L("Game level: {{.Level}}", map[string]any{"Level": fmt.Sprintf("%.2f", f.mags.Level)}))
	r.analysis.chart.SetStep(i)
	if r.onStep != nil {
		r.onStep(i)
	}
}
