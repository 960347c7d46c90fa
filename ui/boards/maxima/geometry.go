package maxima

import (
	"fyne.io/fyne/v2"

	"xima/games/maxima"
)

// geometry returns the square size and the top-left corner of rank
// 10's row for a widget of size sz, leaving room for the rank numbers on
// the left, the file letters below and the hint line under them.
func geometry(sz fyne.Size) (cell float32, origin fyne.Position) {
	const wide, high = maxima.Files + 0.7, maxima.Ranks + 1.3
	cell = min(sz.Width/wide, sz.Height/high)
	origin = fyne.NewPos((sz.Width-cell*wide)/2+0.6*cell, (sz.Height-cell*high)/2+0.1*cell)
	return cell, origin
}

// squarePos is the top-left corner of q's square.
func squarePos(q maxima.Square, cell float32, o fyne.Position) fyne.Position {
	return fyne.NewPos(o.X+float32(q.File())*cell, o.Y+float32(maxima.Ranks-1-q.Rank())*cell)
}
