package xima

import (
	"slices"

	"xima/games/core"
)

// Line is a State with the history of the positions that led to it, which
// the repetition rule needs (rules/xima.md, Repetition: an action may not
// produce a position for the third time). Perft and Game play on a Line; it
// is the position face (core.Position) a search drives. A search drives it
// in the sport style (State.AsSport): a dice player rolls (State.Roll)
// before the actions of the roll are legal.
type Line struct {
	State
	seen    map[uint64]uint8
	twice   []uint64 // the positions seen at least twice; while none, no action repeats a third time
	scratch []Action // Result's look for a legal action, reused
	moves   uint64   // Apply and Unapply calls so far: a legal list is kept for one node
	allowed allowed
}

// allowed is the legal list of one node while some position was seen twice,
// kept because a search asks for it up to four times a node (Result,
// Repeated, its threat test and its own list) and each time every action is
// played to test the repetition rule.
type allowed struct {
	valid   bool
	moves   uint64 // Line.moves when listed: the same line, not only the same position
	at      meta   // the position's counts and dice: a roll changes them without a move
	acts    []Action
	forbade bool // the rule forbade an action
}

// NewLine starts a line at s, counting s as seen once.
func NewLine(s State) *Line {
	l := &Line{State: s, seen: make(map[uint64]uint8, 64), scratch: make([]Action, 0, 512)}
	l.see(s.hash)
	return l
}

// clone returns a copy of l that shares nothing with it.
func (l *Line) clone() *Line {
	c := &Line{State: l.State, seen: make(map[uint64]uint8, len(l.seen)+64), twice: slices.Clone(l.twice),
		scratch: make([]Action, 0, 512), moves: l.moves}
	for h, n := range l.seen {
		c.seen[h] = n
	}
	return c
}

func (l *Line) see(h uint64) {
	l.seen[h]++
	if l.seen[h] == 2 {
		l.twice = append(l.twice, h)
	}
}

func (l *Line) unsee(h uint64) {
	n := l.seen[h]
	if n == 2 {
		l.twice = slices.DeleteFunc(l.twice, func(t uint64) bool { return t == h })
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
	l.moves++
	return u
}

// Unapply takes back the last action, whose Apply returned u.
func (l *Line) Unapply(u Undo) {
	l.unsee(l.hash)
	l.State.Unapply(u)
	l.moves++
}

// Legal appends the legal actions, the repetition rule included. A pass is
// exempt from that rule: it is what a dice player does when nothing else is
// allowed.
func (l *Line) Legal(dst []Action) []Action {
	if len(l.twice) == 0 {
		return l.State.Legal(dst)
	}
	return append(dst, l.allowedHere().acts...)
}

// allowedHere lists the legal actions under the repetition rule, once a
// node: each is played to see whether it makes a position for the third
// time.
func (l *Line) allowedHere() *allowed {
	m := &l.allowed
	if m.valid && m.moves == l.moves && m.at == l.meta {
		return m
	}
	all := l.State.Legal(m.acts[:0])
	n := 0
	for _, a := range all {
		if a.Kind() != KindPass {
			u := l.State.Apply(a)
			repeats := slices.Contains(l.twice, l.hash) // a map look-up costs more
			l.State.Unapply(u)
			if repeats {
				continue
			}
		}
		all[n] = a
		n++
	}
	m.forbade = n < len(all)
	m.acts = all[:n]
	if n == 0 && l.diceLeft > 0 {
		m.acts = append(m.acts, PassAction)
	}
	m.valid, m.moves, m.at = true, l.moves, l.meta
	return m
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
	if len(l.twice) == 0 && l.canDrop() {
		return true
	}
	l.scratch = l.Legal(l.scratch[:0])
	return len(l.scratch) > 0
}
