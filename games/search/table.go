package search

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
type rng struct{ x uint64 }

func newRNG(seed uint64) rng { return rng{seed} }

func (r *rng) next() uint64 {
	r.x += 0x9E3779B97F4A7C15
	z := r.x
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// intn returns a number in [0, n).
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }
