package xoliba

// Line is a position with the positions played before it, which the
// repetition rule needs (rules/other-games.md, Xoliba: the third occurrence
// of a position, board plus player to move, ends the game).
type Line struct {
	State State
	hist  []seen // earlier positions, oldest first
	undo  []Undo
}

// seen is an earlier position: its hash and how many coloured pieces it had
// (captures and eliminations only lower it, so a position with more pieces
// cannot come back).
type seen struct {
	hash   uint64
	pieces uint8
}

// NewLine starts a line at s.
func NewLine(s State) *Line { return &Line{State: s} }

// Clone returns an independent copy of the line.
func (l *Line) Clone() *Line {
	return &Line{State: l.State, hist: append([]seen(nil), l.hist...), undo: append([]Undo(nil), l.undo...)}
}

// Legal appends the legal actions (State.Legal; empty once the game is over,
// repetition included).
func (l *Line) Legal(dst []Action) []Action { return l.State.Legal(dst) }

// Apply plays a legal action and ends the game on the third occurrence of
// the position it reaches. The one-player game has no repetition rule.
func (l *Line) Apply(a Action) {
	s := &l.State
	l.hist = append(l.hist, seen{s.hash, uint8(s.occupied().Len())})
	l.undo = append(l.undo, s.Apply(a))
	if s.end != NotOver || s.players == 1 {
		return
	}
	if l.Occurrences() >= 3 {
		s.end = Repetition
	}
}

// Unapply takes back the last action applied.
func (l *Line) Unapply() {
	n := len(l.undo) - 1
	l.State.Unapply(l.undo[n])
	l.undo = l.undo[:n]
	l.hist = l.hist[:len(l.hist)-1]
}

// Occurrences returns how many times the current position has occurred,
// this time included.
func (l *Line) Occurrences() int {
	n := uint8(l.State.occupied().Len())
	times := 1
	for i := len(l.hist) - 1; i >= 0 && l.hist[i].pieces == n; i-- {
		if l.hist[i].hash == l.State.hash {
			times++
		}
	}
	return times
}
