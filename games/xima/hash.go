package xima

import "xima/games/core"

// Zobrist keys, fixed at start-up from a constant seed so hashes are stable
// across runs (saved games and tests may compare them).
var (
	zobBlock   [Cells][MaxHeight][8]uint64
	zobReserve [MaxPlayers][256]uint64
	zobSpecial [MaxPlayers][3]uint64
	zobToMove  [MaxPlayers]uint64
	zobAlive   [MaxPlayers]uint64
)

func init() {
	keys := core.NewSplitMix(0x9E3779B97F4A7C15)
	next := keys.Next
	for c := range zobBlock {
		for h := range zobBlock[c] {
			for b := range zobBlock[c][h] {
				zobBlock[c][h][b] = next()
			}
		}
	}
	for p := range MaxPlayers {
		for n := range zobReserve[p] {
			zobReserve[p][n] = next()
		}
		for i := range zobSpecial[p] {
			zobSpecial[p][i] = next()
		}
		zobToMove[p] = next()
		zobAlive[p] = next()
	}
}

// computeHash hashes the position from scratch; Apply keeps s.hash equal to it.
func (s *State) computeHash() uint64 {
	var h uint64
	for c := range Cells {
		for i := range int(s.height[c]) {
			h ^= zobBlock[c][i][s.cols[c][i]]
		}
	}
	for p := range int(s.players) {
		h ^= zobReserve[p][s.reserve[p]] ^ zobSpecial[p][s.special[p]]
		if s.alive&(1<<p) != 0 {
			h ^= zobAlive[p]
		}
	}
	return h ^ zobToMove[s.toMove]
}
