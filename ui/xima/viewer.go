package xima

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
)

// Viewer is a board looked at, not played (clicks do nothing; the 3D
// view's drags still turn the camera), in 2D or 3D as the club shows
// Xima and switched live by its check, as the play and replay screens'
// boards are: the library's game screen.
type Viewer struct {
	b *boardSwitch
}

// NewViewer makes the board; redraw shows the screen's position again
// after a switch.
func NewViewer(h Host, redraw func()) *Viewer {
	return &Viewer{b: newBoardSwitch(h, func(engine.Cell) {}, func(engine.Player, bool) {}, redraw)}
}

// Object is what the screen lays out: the board on show.
func (v *Viewer) Object() fyne.CanvasObject { return v.b.Holder }

// Check shows the board in 3D while checked.
func (v *Viewer) Check() *widget.Check { return v.b.Check }

// Board is the board on show, to draw a position on.
func (v *Viewer) Board() Board { return v.b.Board() }

// Close gives back the 3D view's resources, if one was made: the screen
// calls it when it closes.
func (v *Viewer) Close() { v.b.Close() }
