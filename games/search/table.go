package search

import "xima/games/core"

// The transposition table: one entry per slot. A slot keeps the deeper of
// two results of one search, and gives way to any result of a later one
// (the newest is the likeliest to be wanted again). Limits.Classic uses
// 2^17 entries of it, replaced always, as the search did before.
const (
	ttBits      = 20
	ttSize      = 1 << ttBits
	ttMask      = ttSize - 1
	classicMask = 1<<17 - 1
)

type bound uint8

const (
	exact bound = iota
	lower       // the value is at least this
	upper       // the value is at most this
)

type entry struct {
	key     uint64
	move    uint32
	value   int32
	depth   int16
	bound   bound
	hasMove bool
	gen     uint8 // the search that stored it (Searcher.gen)
}

// seatSalt keeps one seat's scores apart from another's: the table holds
// values from the searching seat's side, and one table serves a computer
// player wherever it sits.
var seatSalt = [4]uint64{0, 0x5851F42D4C957F2D, 0x14057B7EF767814F, 0xD1B54A32D192ED03}

// rng is a small deterministic generator (splitmix64): the weak levels'
// random choices repeat for a seed.
type rng struct{ core.SplitMix }

func newRNG(seed uint64) rng { return rng{core.NewSplitMix(seed)} }

// intn returns a number in [0, n).
func (r *rng) intn(n int) int { return int(r.Next() % uint64(n)) }
