package boards

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// The boards' drawing helpers, each board's renderer placing its canvas
// objects in the units of its own geometry.

// Sqrt3 is the ratio of a hexagon's width across its sides to its side.
const Sqrt3 = 1.7320508075688772

// PlaceCircle makes obj, a circle, disc or hexagon, the square of radius
// rad centred on c.
func PlaceCircle(obj fyne.CanvasObject, c fyne.Position, rad float32) {
	obj.Move(c.SubtractXY(rad, rad))
	obj.Resize(fyne.NewSquareSize(2 * rad))
}

// PlaceText sets t's size and centres it vertically on c: horizontally
// centred in a box of width w, or starting at c when w is 0.
func PlaceText(t *canvas.Text, c fyne.Position, size, w float32) {
	t.TextSize = size
	m := fyne.MeasureText(t.Text, size, t.TextStyle)
	x := c.X
	if w > 0 {
		x -= w / 2
	} else {
		w = m.Width
	}
	t.Move(fyne.NewPos(x, c.Y-m.Height/2))
	t.Resize(fyne.NewSize(w, m.Height))
}

// CentreText sets t's size and centres it on c, in a box a little wider
// than the text.
func CentreText(t *canvas.Text, c fyne.Position, size float32) {
	w := fyne.MeasureText(t.Text, size, t.TextStyle).Width + 4
	PlaceText(t, c, size, w)
}

// Abs is the absolute value of x.
func Abs(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}
