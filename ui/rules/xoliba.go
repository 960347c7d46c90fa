package rules

import (
	"xima/games/core"
	"xima/games/xoliba"
	"xima/ui/boards"
	boardxoliba "xima/ui/boards/xoliba"
)

// xolibaShot is a Xoliba picture: a two-player position set up by hand
// (the engine's Setup notation, rows 7 to 1) and what to look at in it.
type xolibaShot struct {
	shot
	setup string
}

// xolibaShots are Xoliba's pictures by name. Blue holds a corner (a6)
// and red none, so red moves first.
func xolibaShots() map[string]xolibaShot {
	const setup = "wwwww/bwbwwww/bwwrwww/wwwwwwb/wwbbwww/wrwbrrw/wwwww"
	return map[string]xolibaShot{
		"swap":    {shot: shot{from: "d5"}, setup: setup},
		"capture": {shot: shot{next: "d5-d4/b2,f2"}, setup: setup},
	}
}

// game sets the shot's position up and plays it.
func (x xolibaShot) game() (*xoliba.Game, core.Action, error) {
	return start(func() (*xoliba.Game, error) { return xoliba.NewGame(xoliba.Config{Players: 2, Setup: x.setup}) }, x.shot)
}

// draw draws the shot on the play screen's board: the piece on from
// selected with the white pieces it may swap with marked, or the shot's
// move as the board shows a triangle before it is taken.
func (x xolibaShot) draw() (scene, error) {
	g, _, err := x.game()
	if err != nil {
		return scene{}, err
	}
	return boardScene(boardxoliba.Picture(g, boards.Marks{From: x.from, Next: x.next}))
}
