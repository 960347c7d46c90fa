package xima

// Line is a State with the history of the positions that led to it, which
// the repetition rule needs (rules/xima.md, Repetition: an action may not
// produce a position for the third time). Perft and Game play on a Line.
type Line struct {
	State
	seen  map[uint64]uint8
	twice int // positions seen at least twice; while 0 no action repeats a third time
}

// NewLine starts a line at s, counting s as seen once.
func NewLine(s State) *Line {
	l := &Line{State: s, seen: make(map[uint64]uint8, 64)}
	l.see(s.hash)
	return l
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

// Apply plays a (trusted to be legal) and records the new position.
func (l *Line) Apply(a Action) Undo {
	u := l.State.Apply(a)
	l.see(l.hash)
	return u
}

// Unapply takes back the last action.
func (l *Line) Unapply(u *Undo) {
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
			l.State.Unapply(&u)
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
