package xima

import "xima/games/core"

// Line is a State with the history of the positions that led to it, which
// the repetition rule needs (rules/xima.md, Repetition: an action may not
// produce a position for the third time). Perft and Game play on a Line; it
// is the position face (core.Position) a search drives. A search drives it
// in the sport style (State.AsSport): a dice player rolls (State.Roll)
// before the actions of the roll are legal.
type Line struct {
	State
	seen    map[uint64]uint8
	twice   int      // positions seen at least twice; while 0 no action repeats a third time
	scratch []Action // Result's look for a legal action, reused
}

// NewLine starts a line at s, counting s as seen once.
func NewLine(s State) *Line {
	l := &Line{State: s, seen: make(map[uint64]uint8, 64), scratch: make([]Action, 0, 512)}
	l.see(s.hash)
	return l
}

// clone returns a copy of l that shares nothing with it.
func (l *Line) clone() *Line {
	c := &Line{State: l.State, seen: make(map[uint64]uint8, len(l.seen)+64), twice: l.twice,
		scratch: make([]Action, 0, 512)}
	for h, n := range l.seen {
		c.seen[h] = n
	}
	return c
}

func (l *Line) see(h uint64) {
	l.seen[h]++
	if l.seen[h] == 2 {
		l.twice++
	}
}

func (l *Line) unsee(h uint64) {
	n := l.seen[h]
	if n == 2 {
		l.twice--
	}
	if n <= 1 {
		delete(l.seen, h)
		return
	}
	l.seen[h] = n - 1
}

// Seen returns how many times the line has been in a position with hash h.
func (l *Line) Seen(h uint64) int { return int(l.seen[h]) }

// Seats returns the number of players at the table, those out included.
func (l *Line) Seats() int { return int(l.players) }

// ToMove returns the seat to move (State.ToMove gives it as a Player).
func (l *Line) ToMove() int { return int(l.toMove) }

// Apply plays a (trusted to be legal) and records the new position.
func (l *Line) Apply(a Action) Undo {
	u := l.State.Apply(a)
	l.see(l.hash)
	return u
}

// Unapply takes back the last action, whose Apply returned u.
func (l *Line) Unapply(u Undo) {
	l.unsee(l.hash)
	l.State.Unapply(u)
}

// Legal appends the legal actions, the repetition rule included. A pass is
// exempt from that rule: it is what a dice player does when nothing else is
// allowed.
func (l *Line) Legal(dst []Action) []Action {
	start := len(dst)
	dst = l.State.Legal(dst)
	if l.twice == 0 {
		return dst
	}
	n := start
	for _, a := range dst[start:] {
		if a.Kind() != KindPass {
			u := l.State.Apply(a)
			repeats := l.seen[l.hash] >= 2
			l.State.Unapply(u)
			if repeats {
				continue
			}
		}
		dst[n] = a
		n++
	}
	dst = dst[:n]
	if n == start && l.diceLeft > 0 {
		dst = append(dst, PassAction)
	}
	return dst
}

// Result returns how the line stands: the State's end, else drowned when
// the side to move has no legal action, the repetition rule included
// (rules/xima.md, End of the game).
func (l *Line) Result() core.Result {
	if l.Over() {
		return l.State.Result()
	}
	if !l.hasLegal() {
		return core.Result{Over: true, Winner: int(l.toMove), Reason: Drowned}
	}
	return core.Going
}

// hasLegal reports whether the side to move has a legal action: at once
// when it may drop a block on an empty floor-1 cell (an action for any
// roll, which no repetition forbids while no position was seen twice),
// else by listing them.
func (l *Line) hasLegal() bool {
	if l.twice == 0 && l.canDrop() {
		return true
	}
	l.scratch = l.Legal(l.scratch[:0])
	return len(l.scratch) > 0
}
