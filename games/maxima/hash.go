package maxima

import "xima/games/core"

// Zobrist keys, fixed at start-up from a constant seed so hashes are stable
// across runs.
var (
	zobPiece [Squares][32]uint64
	zobBlack uint64 // Black to move
)

func init() {
	keys := core.NewSplitMix(0x4D41584D41)
	next := keys.Next
	for q := range zobPiece {
		for p := range zobPiece[q] {
			zobPiece[q][p] = next()
		}
	}
	zobBlack = next()
}

// computeHash hashes the position from scratch; Apply keeps s.hash equal to it.
func (s *State) computeHash() uint64 {
	var h uint64
	for q, p := range s.board {
		if p != Empty {
			h ^= zobPiece[q][p]
		}
	}
	if s.toMove == Black {
		h ^= zobBlack
	}
	return h
}
