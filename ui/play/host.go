// Package play is the one set-up, play and replay screen of every game:
// each game's board comes from its kind in the window's list of games
// (boards.Kind), with the optional faces its board adds (ui/boards
// faces.go), so that what improves play improves it in every game.
package play

import (
	"xima/storage"
	"xima/ui/host"
	"xima/ui/session"
	"xima/ui/widgets"
)

// Host is the shell as the play screens see it.
type Host interface {
	host.Host
	// ExportRecord asks where to save a finished game's record and
	// writes it there, as the history's Export does.
	ExportRecord(g storage.FinishedGame)
	// ClubReader is what the set-up reads from the club's database as it
	// opens (the database itself, or a slow one in tests).
	ClubReader() widgets.ClubReader
}

// StoreHost is a host whose games save somewhere other than its database
// (a test's stuck disk); the play screen asks for it.
type StoreHost interface {
	Store() session.Store
}

// SoundHost is a host that plays the games' sounds: the play screen hands
// it its session's cues (session.Config.OnCue).
type SoundHost interface {
	Cue(c session.Cue)
}

// cuesOf is where a game's cues go: the host's sounds, or nowhere.
func cuesOf(h Host) func(session.Cue) {
	if sh, ok := h.(SoundHost); ok {
		return sh.Cue
	}
	return nil
}

// storeOf is where a game's session saves: the host's own store, else its
// database.
func storeOf(h Host) session.Store {
	if sh, ok := h.(StoreHost); ok {
		return sh.Store()
	}
	return h.DB()
}
