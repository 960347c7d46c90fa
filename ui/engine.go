package ui

import (
	"xima/games/core"
)

// engineMoves gives a boardGame adapter its engine's game face and the
// methods that pass straight through to it.
type engineMoves struct{ e core.Game }

func (m engineMoves) engine() core.Game     { return m.e }
func (m engineMoves) seats() int            { return m.e.Seats() }
func (m engineMoves) toMove() int           { return m.e.ToMove() }
func (m engineMoves) moves() []string       { return m.e.Moves() }
func (m engineMoves) undo() error           { return m.e.Undo() }
func (m engineMoves) resign(seat int) error { return m.e.Resign(seat) }

// record is the game's record, "" when it cannot be written (a name with
// a control character, which the set-up and the record readers refuse).
func (m engineMoves) record() string {
	text, err := core.RecordText(m.e)
	if err != nil {
		return ""
	}
	return text
}
