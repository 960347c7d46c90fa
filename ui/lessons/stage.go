package lessons

import (
	"fmt"

	"fyne.io/fyne/v2"

	"xima/games/core"
	"xima/ui/boards"
)

// newStage makes the board the game's lessons are played on: the one its
// kind makes for lessons (Xima's pyramid with its reserve), or else the
// game's own board.
func newStage(opt Options, game string, me learner) (stage, error) {
	for _, k := range opt.Boards {
		switch {
		case k.Name != game:
		case k.Lesson != nil:
			return k.Lesson(me.try, me.refused), nil
		default:
			return &boardStage{kind: k, me: me}, nil
		}
	}
	return nil, fmt.Errorf("lessons: no board for %s", game)
}

// boardStage is a board game's own board, made afresh for each step's
// game: a click that chose a legal action goes to the learner's try
// instead of the engine's Play, and the board says why it refuses the
// others.
type boardStage struct {
	kind boards.Kind
	me   learner
	game boards.Game
}

func (b *boardStage) Show(g core.Game) fyne.CanvasObject {
	b.game = b.kind.Adapt(g)
	b.game.SetPlay(b.me.try)
	b.game.SetOnRefused(b.me.refused)
	return b.game.Board()
}

func (b *boardStage) Refresh() { b.game.Refresh() }
