package xana

import (
	"context"

	"xima/games/core"
)

// Perft counts the leaves of the tree of parts depth parts deep from l's
// position, the repetition rule included; l is left as it was. It is
// core.Perft, which stops early when a context ends, without one.
func Perft(l *Line, depth int) uint64 {
	n, _ := core.Perft(context.Background(), l, depth) // only a context's end is an error
	return n
}

// DivideEntry is one root part with the leaves below it.
type DivideEntry struct {
	Action Action
	Leaves uint64
}

// Divide is Perft split by root part, for comparing two implementations.
func Divide(l *Line, depth int) []DivideEntry {
	rows, _ := core.Divide(context.Background(), l, depth) // as Perft
	if len(rows) == 0 {
		return nil
	}
	out := make([]DivideEntry, len(rows))
	for i, r := range rows {
		out[i] = DivideEntry{Action(r.Action), r.Leaves}
	}
	return out
}
