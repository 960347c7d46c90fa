package xima

import (
	"context"

	"xima/games/core"
)

// Perft counts the leaves of the action tree depth actions deep from l's
// position, the repetition rule included; l is left as it was. It is
// core.Perft, which stops early when a context ends, without one.
func Perft(l *Line, depth int) uint64 {
	n, _ := core.Perft(context.Background(), l, depth) // only a context's end is an error
	return n
}

// DivideEntry is one root action with the leaves below it.
type DivideEntry struct {
	Action Action
	Leaves uint64
}

// Divide is Perft split by root action, for comparing two implementations.
func Divide(l *Line, depth int) []DivideEntry {
	rows, _ := core.Divide(context.Background(), l, depth) // as Perft
	out := make([]DivideEntry, len(rows))
	for i, r := range rows {
		out[i] = DivideEntry{Action(r.Action), r.Leaves}
	}
	return out
}

// AsSport returns the position with every player in the sport style and no
// dice: the tree perft counts.
func (s State) AsSport() State {
	s.styles = [MaxPlayers]Style{}
	s.dice = [2]uint8{}
	s.diceMask, s.diceLeft, s.locked = 0, 0, 0
	return s
}
