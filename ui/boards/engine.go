package boards

import (
	"xima/games/core"
	"xima/ui/lang"
)

// EngineMoves gives a Game adapter its engine's game face and the methods
// that pass straight through to it.
type EngineMoves struct{ E core.Game }

// Engine is the engine's game face.
func (m EngineMoves) Engine() core.Game { return m.E }

// SeatName is the seat's side in words, translated, from the engine's
// seat code ("red" is "Red", "Rojo").
func (m EngineMoves) SeatName(seat int) string { return lang.Side(m.E.SeatCode(seat)) }

// Seats is the number of players.
func (m EngineMoves) Seats() int { return m.E.Seats() }

// ToMove is the seat to move.
func (m EngineMoves) ToMove() int { return m.E.ToMove() }

// Moves are the plies played, in the game's notation.
func (m EngineMoves) Moves() []string { return m.E.Moves() }

// Undo takes back the last ply.
func (m EngineMoves) Undo() error { return m.E.Undo() }

// Resign gives up the game for seat.
func (m EngineMoves) Resign(seat int) error { return m.E.Resign(seat) }

// Record is the game's record, "" when it cannot be written (a name with
// a control character, which the set-up and the record readers refuse).
func (m EngineMoves) Record() string {
	text, err := core.RecordText(m.E)
	if err != nil {
		return ""
	}
	return text
}

// PlayText plays a move written in the game's notation.
func (m EngineMoves) PlayText(text string) error {
	_, err := m.E.PlayText(text)
	return err
}
