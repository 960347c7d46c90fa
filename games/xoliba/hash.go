package xoliba

import "xima/games/core"

// Zobrist keys, fixed at start-up from a constant seed so hashes are stable
// across runs.
var (
	zobPiece  [Points][MaxPlayers]uint64
	zobToMove [MaxPlayers]uint64
)

func init() {
	keys := core.NewSplitMix(0x243F6A8885A308D3)
	next := keys.Next
	for p := range zobPiece {
		for i := range zobPiece[p] {
			zobPiece[p][i] = next()
		}
	}
	for i := range zobToMove {
		zobToMove[i] = next()
	}
}

// computeHash hashes the position from scratch; Apply keeps s.hash equal to it.
func (s *State) computeHash() uint64 {
	var h uint64
	for i, set := range s.pieces {
		for ; set != 0; set &= set - 1 {
			h ^= zobPiece[set.first()][i]
		}
	}
	return h ^ zobToMove[s.toMove]
}
