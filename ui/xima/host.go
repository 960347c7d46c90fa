// Package xima is Xima's screens in the window: the set-up, play and
// replay screens, the 2D board, the 3D board's wiring and the seat panels.
// The rules engine, package xima/games/xima, is imported here as engine.
package xima

import (
	"xima/storage"
	"xima/ui/host"
	"xima/ui/widgets"
)

// Host is the shell as Xima's screens see it.
type Host interface {
	host.Host
	// Board3D makes a 3D view of the pyramid; nil where this computer
	// cannot show one.
	Board3D() Board
	// Use3D reports whether the club shows Xima's board in 3D; SetUse3D
	// changes it, as the play and replay screens' 3D check does.
	Use3D() bool
	SetUse3D(on bool)
	// ExportRecord asks where to save a finished game's record and
	// writes it there, as the history's Export does.
	ExportRecord(g storage.FinishedGame)
	// ClubReader is what the set-up reads from the club's database as it
	// opens (the database itself, or a slow one in tests).
	ClubReader() widgets.ClubReader
}
