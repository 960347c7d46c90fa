package xoliba

// Zobrist keys, fixed at start-up from a constant seed so hashes are stable
// across runs.
var (
	zobPiece  [Points][MaxPlayers]uint64
	zobToMove [MaxPlayers]uint64
)

func init() {
	x := uint64(0x243F6A8885A308D3)
	next := func() uint64 { // splitmix64
		x += 0x9E3779B97F4A7C15
		z := x
		z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
		z = (z ^ (z >> 27)) * 0x94D049BB133111EB
		return z ^ (z >> 31)
	}
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
