package xoliba

import (
	"context"

	"xima/games/core"
)

// Perft counts the leaves of the action tree depth actions deep from l's
// position, the end of the game cutting branches; l is left as it was. It
// is core.Perft, which every game shares, with no context to end it.
func Perft(l *Line, depth int) uint64 { n, _ := core.Perft(context.Background(), l, depth); return n }

// Divide is Perft split by root action, for comparing two implementations.
func Divide(l *Line, depth int) []core.DivideRow {
	rows, _ := core.Divide(context.Background(), l, depth)
	return rows
}
