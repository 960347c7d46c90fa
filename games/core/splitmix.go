package core

// Golden is splitmix64's step: 2^64 divided by the golden ratio, made odd.
const Golden = 0x9E3779B97F4A7C15

// Mix is splitmix64's finaliser: it scatters the bits of z, so that inputs
// close together give unrelated outputs.
func Mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// SplitMix is splitmix64, a small generator that gives the same numbers
// for a seed on every machine: the games' hash keys, fixed at start-up so
// that hashes stay the same from run to run, and the computer's random
// choices, which repeat for a seed.
type SplitMix struct{ x uint64 }

// NewSplitMix starts the generator at seed.
func NewSplitMix(seed uint64) SplitMix { return SplitMix{seed} }

// Next returns the next number.
func (s *SplitMix) Next() uint64 {
	s.x += Golden
	return Mix(s.x)
}
