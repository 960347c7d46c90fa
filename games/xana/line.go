package xana

import "xima/games/core"

// Line is a State with the positions met at the start of each turn so far,
// which the repetition rule needs (rules/other-games.md, Xana, End: "the
// third occurrence of a position (board, reserves, captures, side to
// move)" ends the game, scored as after two passes). Game and Perft play on
// a Line; it is the position face (core.Position) a search drives. Apply
// and Unapply change it in place and allocate nothing once its history has
// room.
type Line struct {
	State
	seen     []seen // the position at the start of every turn so far, the first one first
	repeated bool   // the last turn brought a position back a third time
}

// seen is a position met at the start of a turn: its repetition key, and
// the stones still in a reserve or never captured, which only fall as a
// game goes on (drops empty the reserves, captures fill the losses), so no
// position with more can come back.
type seen struct {
	key   uint64
	stock uint8
}

// NewLine starts a line at s, which counts as met once when it stands at
// the start of a turn (the opening does).
func NewLine(s State) *Line {
	l := &Line{State: s, seen: make([]seen, 0, 64)}
	if s.step == StepStart {
		l.seen = append(l.seen, l.here())
	}
	return l
}

// Clone returns an independent copy of the line.
func (l *Line) Clone() *Line {
	c := &Line{State: l.State, seen: make([]seen, len(l.seen), len(l.seen)+64), repeated: l.repeated}
	copy(c.seen, l.seen)
	return c
}

// here returns the current position as the history keeps it.
func (l *Line) here() seen {
	s := &l.State
	stock := int(s.reserve[White]) + int(s.reserve[Black]) + 4*int(s.size) - int(s.lost[White]) - int(s.lost[Black])
	return seen{s.RepetitionKey(), uint8(stock)}
}

// Seats returns 2.
func (l *Line) Seats() int { return 2 }

// Occurrences returns how many times the line has met the current position
// (board, reserves, captures, colour to move) at the start of a turn, this
// time included when the line stands at the start of a turn.
func (l *Line) Occurrences() int {
	h := l.here()
	n := 0
	for i := len(l.seen) - 1; i >= 0 && l.seen[i].stock == h.stock; i-- {
		if l.seen[i].key == h.key {
			n++
		}
	}
	return n
}

// Legal appends the legal parts: none once the game is over, repetition
// included, else those of State.Legal.
func (l *Line) Legal(dst []Action) []Action {
	if l.repeated {
		return dst
	}
	return l.State.Legal(dst)
}

// Apply plays a (trusted to be legal) and returns what Unapply needs. A
// part that ends a turn records the position the next turn starts from
// and ends the game when that position comes a third time. A swap ends no
// turn and changes no stone: the position after White's first turn stays
// the one occurrence (docs/xana-rules.md).
func (l *Line) Apply(a Action) Undo {
	mover := l.toMove
	u := l.State.Apply(a)
	if l.toMove != mover {
		l.seen = append(l.seen, l.here())
		l.repeated = l.Occurrences() >= 3
	}
	return u
}

// Unapply takes back the part Apply returned u for, the last one applied.
func (l *Line) Unapply(u Undo) {
	if l.toMove != u.prev.toMove {
		l.seen = l.seen[:len(l.seen)-1]
	}
	l.repeated = false // Apply is only given a part of a game going on
	l.State.Unapply(u)
}

// Result returns how the line stands: over by the third occurrence of a
// position (core.Repetition) or by two passes in a row (Passes), both
// scored alike; a position that is both ends by repetition.
func (l *Line) Result() core.Result {
	if l.repeated {
		return l.scored(core.Repetition)
	}
	return l.State.Result()
}
