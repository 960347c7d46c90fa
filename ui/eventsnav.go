package ui

import (
	engine "xima/games/xima"
	"xima/storage"
	"xima/ui/events"
)

// Resume reopens a saved game of any game where it stood, clocks
// included: Home's unfinished games and an event's tables.
func (s *Shell) Resume(sv storage.SavedGame) { s.resume(sv) }

// Elo reports whether the game named game is rated by Elo: every game but
// Xima, which CIMAX rates from the game's magnitudes.
func (s *Shell) Elo(game string) bool { return game != engine.GameName }

// showEvents shows the club's events.
func (s *Shell) showEvents() { events.Show(s) }

var _ events.Host = (*Shell)(nil)
