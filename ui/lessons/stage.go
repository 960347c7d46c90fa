package lessons

import (
	"fmt"

	"fyne.io/fyne/v2"

	"xima/games/core"
	engine "xima/games/xima"
	"xima/ui/boards"
)

// newStage makes the board game's lessons are played on: Xima's (the
// club's 3D view, or the 2D board), or the game's own among opt.Boards.
func newStage(h Host, opt Options, game string, me learner) (stage, error) {
	if game == engine.GameName {
		return newXimaStage(h.Board3D(), me), nil
	}
	for _, k := range opt.Boards {
		if k.Name == game {
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

func (b *boardStage) show(g core.Game) fyne.CanvasObject {
	b.game = b.kind.Adapt(g)
	b.game.SetPlay(b.me.try)
	b.game.SetOnRefused(b.me.refused)
	return b.game.Board()
}

func (b *boardStage) refresh() { b.game.Refresh() }
