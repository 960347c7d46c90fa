package xoliba

import "xima/games/core"

// Line is a position with the positions played before it, which the
// repetition rule needs (rules/other-games.md, Xoliba: the third occurrence
// of a position, board plus player to move, ends the game). It is the
// position face a search drives (core.Position): Apply and Unapply change
// it in place and allocate nothing once its history has room.
type Line struct {
	State State
	hist  []seen // earlier positions, oldest first
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
	return &Line{State: l.State, hist: append([]seen(nil), l.hist...)}
}

// Seats returns the number of players.
func (l *Line) Seats() int { return l.State.Players() }

// ToMove returns the seat to move.
func (l *Line) ToMove() int { return l.State.ToMove() }

// Hash is the search's key: the repetition rule's position (the board and
// the seat to move, State.Hash) with what else changes what the position is
// worth, which that position leaves out: the moves in a row without a
// capture (the evaluation weighs them, and the thirtieth ends the game), the
// pieces each seat captured (the evaluation counts them, and they decide the
// three-player game) and who passed last turn (a second pass in a row ends
// the game or puts the player out).
func (l *Line) Hash() uint64 {
	s := &l.State
	counts := uint64(s.quiet) | uint64(s.passed)<<8
	for i, took := range s.took {
		counts |= uint64(took) << (16 + 8*i)
	}
	return s.hash ^ core.Mix(counts+core.Golden)
}

// Result returns how the game stands, the repetition rule included.
func (l *Line) Result() core.Result { return l.State.Result() }

// Legal appends the legal actions (State.Legal; empty once the game is over,
// repetition included).
func (l *Line) Legal(dst []Action) []Action { return l.State.Legal(dst) }

// Apply plays a legal action, ends the game on the third occurrence of the
// position it reaches, and returns what Unapply needs. The one-player game
// has no repetition rule.
func (l *Line) Apply(a Action) Undo {
	s := &l.State
	l.hist = append(l.hist, seen{s.hash, uint8(s.occupied().Len())})
	u := s.Apply(a)
	if s.end == core.NotOver && s.players > 1 && l.Occurrences() >= 3 {
		s.end = core.Repetition
	}
	return u
}

// Unapply takes back the action Apply returned u for, the last one applied.
func (l *Line) Unapply(u Undo) {
	l.State.Unapply(u)
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
