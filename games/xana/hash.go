package xana

import "xima/games/core"

// Zobrist keys are computed, not stored: key(i) mixes the index i with
// splitmix64, so hashes are the same in every run and no table is needed.
func key(i uint64) uint64 { return core.Mix(i*core.Golden + 0x2545F4914F6CDD1D) }

// Index ranges of the keys, apart from the cells' (cell<<6 | content).
const (
	keyReserve = 1 << 20
	keyLost    = 2 << 20
	keyMover   = 3 << 20
	keySwapped = 4 << 20
	keyPlayed  = 5 << 20
	keyStep    = 6 << 20
	keySize    = 7 << 20
	keyPasses  = 8 << 20
)

func cellKey(c Cell, v uint8) uint64 {
	if v == 0 {
		return 0
	}
	return key(uint64(c)<<6 | uint64(v))
}

// computeHash hashes the position from scratch, everything State holds;
// Apply keeps s.hash equal to it.
func (s *State) computeHash() uint64 {
	h := key(keySize | uint64(s.size))
	for c := range s.geo().cells {
		h ^= cellKey(Cell(c), s.cells[c])
	}
	for col := range 2 {
		h ^= key(keyReserve|uint64(col)<<8|uint64(s.reserve[col])) ^ key(keyLost|uint64(col)<<8|uint64(s.lost[col]))
	}
	return h ^ s.flagsKey()
}

// flagsKey hashes the side to move, the swap, the first-turn bits, the
// step and the passes in a row.
func (s *State) flagsKey() uint64 {
	h := key(keyPlayed|uint64(s.played)) ^ key(keyStep|uint64(s.step)) ^ key(keyPasses|uint64(s.passes))
	if s.toMove == Black {
		h ^= key(keyMover)
	}
	if s.swapped {
		h ^= key(keySwapped)
	}
	return h
}

// RepetitionKey hashes the position as the repetition rule sees it
// (rules/other-games.md, Xana, End: "the third occurrence of a position
// (board, reserves, captures, side to move)"): the board, the reserves, the
// captured stones and the colour to move, and nothing else (not the
// first-turn flags, the swap, the step or the passes, which Hash holds).
func (s *State) RepetitionKey() uint64 {
	h := s.hash ^ s.flagsKey()
	if s.toMove == Black {
		h ^= key(keyMover)
	}
	return h
}
