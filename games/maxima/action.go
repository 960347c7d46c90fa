package maxima

// Action is a move packed in 16 bits: the from square in the low byte, the
// to square in the high byte. A suicide (rules/other-games.md, Maxima: an
// immobilized piece other than the King removes itself) has to == from.
// From and to identify every move; what it captures follows from the position.
type Action uint16

// MoveAction returns the move of the piece on from to to.
func MoveAction(from, to Square) Action { return Action(from) | Action(to)<<8 }

// SuicideAction returns the suicide of the piece on q.
func SuicideAction(q Square) Action { return Action(q) | Action(q)<<8 }

// From returns the square the action starts from.
func (a Action) From() Square { return Square(a & 0xFF) }

// To returns the square the piece ends on (From for a suicide).
func (a Action) To() Square { return Square(a >> 8) }

// Suicide reports whether a is a suicide.
func (a Action) Suicide() bool { return a.From() == a.To() }
