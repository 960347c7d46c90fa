package ui

import (
	"xima/games/catalog"
	"xima/storage"
	"xima/ui/events"
	playui "xima/ui/play"
)

// Resume reopens a saved game of any game where it stood, clocks
// included: Home's unfinished games and an event's tables.
func (s *Shell) Resume(sv storage.SavedGame) { s.resume(sv) }

// Elo reports whether the game named game is rated by Elo, as its
// catalog entry says (Xima is rated by CIMAX, from the game's magnitudes).
func (s *Shell) Elo(game string) bool {
	kind, err := catalog.Find(game)
	return err == nil && kind.Rating == catalog.Elo
}

// showEvents shows the club's events.
func (s *Shell) showEvents() { events.Show(s) }

// ShowEvent shows the event with the id: where an event's game ends.
func (s *Shell) ShowEvent(id int64) { events.ShowEvent(s, id) }

var (
	_ events.Host      = (*Shell)(nil)
	_ playui.EventHost = (*Shell)(nil)
)
