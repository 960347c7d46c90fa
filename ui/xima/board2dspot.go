package xima

import (
	"fyne.io/fyne/v2"

	engine "xima/games/xima"
)

// NewBoard2D is the pyramid seen from above, for the screens outside this
// package that show a Xima position and take clicks (the lessons).
func NewBoard2D() Board { return newBoard2D() }

// Spot returns where on the window's canvas a person clicks for cell c
// of b, a board NewBoard2D made and the window shows: for tests that play
// by clicks from outside this package. False for another board (the 3D
// view).
func Spot(b Board, c engine.Cell) (fyne.Position, bool) {
	board, ok := b.(*board2D)
	if !ok {
		return fyne.Position{}, false
	}
	cell, o := boardGeometry(board.Size())
	at := o.AddXY((float32(c.Col())+0.5)*cell, (float32(engine.Size-1-c.Row())+0.5)*cell)
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(board).Add(at), true
}
