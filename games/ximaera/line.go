package ximaera

import "xima/games/core"

// Line is a State with the positions of the game so far, which the
// repetition rule needs (rules/other-games.md, Ximaera, End: the move that
// makes the third occurrence of a position, counted over the whole game,
// loses). A position is the 19 cells; the reserve follows from them. Perft
// and Game play on a Line.
type Line struct {
	State
	seen []uint64 // the repetition key of every position so far, the current one last
}

// NewLine starts a line at s, counting s as seen once.
func NewLine(s State) *Line {
	l := &Line{State: s, seen: make([]uint64, 1, 64)}
	l.seen[0] = s.key
	return l
}

// Seen returns how many times the line has been in the current position,
// the current time included.
func (l *Line) Seen() int {
	h, n := l.key, 0
	// Pieces never leave the board, so the search stops at the first
	// position with fewer pieces (the count is in the key's top bits).
	for i := len(l.seen) - 1; i >= 0 && l.seen[i]>>58 == h>>58; i-- {
		if l.seen[i] == h {
			n++
		}
	}
	return n
}

// Apply plays a (trusted to be legal), records the new position and ends
// the game when it is the position's third occurrence, unless the move
// made a group, which is checked first. It allocates only when the history
// outgrows its capacity.
func (l *Line) Apply(a Action) Undo {
	mover := l.toMove
	u := l.State.Apply(a)
	l.seen = append(l.seen, l.key)
	if l.end != Group && l.Seen() >= 3 {
		l.end, l.winner = core.Repetition, mover^1
	}
	return u
}

// Unapply takes back the action u was returned for, the last one applied.
func (l *Line) Unapply(u Undo) {
	l.seen = l.seen[:len(l.seen)-1]
	l.State.Unapply(u)
}

// Plies returns the number of actions played on the line.
func (l *Line) Plies() int { return len(l.seen) - 1 }

// clone returns a copy of the line with room for extra more positions.
func (l *Line) clone(extra int) *Line {
	c := &Line{State: l.State, seen: make([]uint64, len(l.seen), len(l.seen)+extra)}
	copy(c.seen, l.seen)
	return c
}
