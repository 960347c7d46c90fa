package xima

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/ui/lang"
)

// boardSwitch is a screen's board in 2D or 3D, switched live by its
// check: the 2D board is made at once, the 3D view the first time it is
// asked for and then kept, so that its camera (and its teacher mode)
// survive going back and forth. Holder is what the screen lays out; after
// a switch the screen draws its position and marks again (redraw).
type boardSwitch struct {
	host       Host
	flat       *board2D
	deep       Board // nil until 3D is first shown
	current    Board
	tapCell    func(engine.Cell)
	tapReserve func(engine.Player, bool)
	redraw     func()
	// Holder holds the board on show.
	Holder *fyne.Container
	// Check shows the board in 3D while checked.
	Check *widget.Check
}

// newBoardSwitch makes the board, in 3D where the club wants it; taps go
// to tapCell and tapReserve, and redraw shows the screen's position again.
func newBoardSwitch(h Host, tapCell func(engine.Cell), tapReserve func(engine.Player, bool), redraw func()) *boardSwitch {
	b := &boardSwitch{host: h, flat: newBoard2D(), tapCell: tapCell, tapReserve: tapReserve, redraw: redraw}
	b.flat.SetOnTapCell(tapCell)
	b.current = b.flat
	b.Holder = container.NewStack(b.flat)
	b.Check = widget.NewCheck(lang.L("3D"), func(on bool) { b.set3D(on, true) })
	if h.Use3D() {
		b.set3D(true, false)
	}
	b.Check.SetChecked(b.current != b.flat)
	return b
}

// Close frees the 3D view's GPU and scene resources, if one was made: the
// screen that owns the switch calls it when it closes (issue 28).
func (b *boardSwitch) Close() {
	if c, ok := b.deep.(interface{ Close() }); ok {
		c.Close()
	}
}

// Board is the board on show.
func (b *boardSwitch) Board() Board { return b.current }

// Is3D reports whether the 3D view is on show.
func (b *boardSwitch) Is3D() bool { return b.current != b.flat }

// set3D shows the 3D view or the 2D board, and makes it the club's
// choice for the next games when chosen by hand.
func (b *boardSwitch) set3D(on, byHand bool) {
	if on == b.Is3D() {
		return
	}
	next := Board(b.flat)
	if on {
		if b.deep == nil {
			if b.deep = b.host.Board3D(); b.deep == nil {
				b.Check.SetChecked(false)
				b.Check.Disable()
				if byHand {
					b.host.ShowError(errors.New(lang.L("this computer cannot show the 3D view (no OpenGL 3.3): the board stays in 2D")))
				}
				return
			}
			b.deep.SetOnTapCell(b.tapCell)
			b.deep.SetOnTapReserve(b.tapReserve)
		}
		next = b.deep
	}
	b.current = next
	b.Holder.Objects = []fyne.CanvasObject{next.Object()}
	b.Holder.Refresh()
	if byHand {
		b.host.SetUse3D(on)
		b.redraw()
	}
}
