package maxima

// Zobrist keys, fixed at start-up from a constant seed so hashes are stable
// across runs.
var (
	zobPiece [Squares][32]uint64
	zobBlack uint64 // Black to move
)

func init() {
	x := uint64(0x4D41584D41)
	next := func() uint64 { // splitmix64
		x += 0x9E3779B97F4A7C15
		z := x
		z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
		z = (z ^ (z >> 27)) * 0x94D049BB133111EB
		return z ^ (z >> 31)
	}
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
