package maxima

import "xima/games/core"

// Line is a State with the hashes of the positions that led to it, which
// the draw by third repetition needs (rules/other-games.md, Maxima, End:
// the third occurrence of a position, board plus side to move, draws
// automatically). Perft and Game play on a Line; it is the position face
// (core.Position) a search drives.
type Line struct {
	State
	hist []uint64 // the hash of every position so far, the current one last
}

// NewLine starts a line at s.
func NewLine(s State) *Line {
	l := &Line{State: s, hist: make([]uint64, 1, 256)}
	l.hist[0] = s.hash
	return l
}

// Apply plays a (trusted to be legal) and records the new position.
func (l *Line) Apply(a Action) Undo {
	u := l.State.Apply(a)
	l.hist = append(l.hist, l.hash)
	return u
}

// Seats returns 2.
func (l *Line) Seats() int { return 2 }

// ToMove returns the seat to move: 0 White, 1 Black (State.ToMove gives
// the Color).
func (l *Line) ToMove() int { return int(l.toMove) }

// Unapply takes back the last move.
func (l *Line) Unapply(u Undo) {
	l.hist = l.hist[:len(l.hist)-1]
	l.State.Unapply(u)
}

// Occurrences returns how many times the current position has occurred in
// the line, this time included.
func (l *Line) Occurrences() int {
	n := 0
	for i := len(l.hist) - 1; i >= 0; i -= 2 {
		if l.hist[i] == l.hash {
			n++
		}
	}
	return n
}

// Legal appends the legal moves: none once the position has occurred a
// third time, else those of State.Legal.
func (l *Line) Legal(dst []Action) []Action {
	if l.Occurrences() >= 3 {
		return dst
	}
	return l.State.Legal(dst)
}

// Result returns how the line stands, checking in the rules page's order
// (rules/other-games.md, Maxima, End): the last mover filled the enemy
// palace; the side to move has only its King; the side to move has no
// legal move (lost in check, else drawn); then the third repetition.
func (l *Line) Result() core.Result {
	s := &l.State
	last := int(s.toMove ^ 1)
	switch {
	case s.filled(s.toMove^1, palace[s.toMove]):
		return core.Result{Over: true, Winner: last, Reason: Palace}
	case s.count[s.toMove] <= 1:
		return core.Result{Over: true, Winner: last, Reason: BareKing}
	case !s.HasLegal():
		if s.InCheck() {
			return core.Result{Over: true, Winner: last, Reason: Checkmate}
		}
		return core.Result{Over: true, Winner: -1, Reason: Stalemate}
	case l.Occurrences() >= 3:
		return core.Result{Over: true, Winner: -1, Reason: core.Repetition}
	}
	return core.Going
}
