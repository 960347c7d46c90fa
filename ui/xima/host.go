// Package xima is Xima in the window: its board (the pyramid in 2D and
// the 3D view's wiring) with the seat panels, dice and reserve the play
// screen shows beside it, its replay with the magnitudes' chart, and the
// position editor. The rules engine, package xima/games/xima, is
// imported here as engine.
package xima

import "xima/ui/play"

// Host is the shell as Xima's screens see it.
type Host interface {
	play.Host
	// Board3D makes a 3D view of the pyramid; nil where this computer
	// cannot show one.
	Board3D() Board
	// Use3D reports whether the club shows Xima's board in 3D; SetUse3D
	// changes it, as the play and replay screens' 3D check does.
	Use3D() bool
	SetUse3D(on bool)
}
