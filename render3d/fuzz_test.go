package render3d

import (
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"xima/games/xima"
)

// FuzzAnimationTiming animates an action of a random game at any moment:
// now before the start, long after the end or anywhere between, at any
// speed, with the path cut short (empty, one cell) or whole. Nothing may
// panic, and the block is always somewhere in the scene.
func FuzzAnimationTiming(f *testing.F) {
	f.Add(uint64(1), uint16(0), uint8(0), uint8(0), int64(0), int64(0), 1.0)
	// The crash of issue 15: the frame's clock read before the move began.
	f.Add(uint64(2), uint16(12), uint8(0), uint8(0), int64(1_000_000_000), int64(800_000_000), 1.0)
	f.Add(uint64(3), uint16(40), uint8(0x25), uint8(0x81), int64(0), int64(math.MaxInt64), float64(teacherSlow))
	f.Add(uint64(4), uint16(90), uint8(0x3a), uint8(0x80), int64(math.MaxInt64), int64(math.MinInt64), 0.0)
	f.Add(uint64(5), uint16(7), uint8(0x13), uint8(0x82), int64(-5), int64(5), math.NaN())
	f.Add(uint64(6), uint16(30), uint8(0x01), uint8(0), int64(0), int64(350_000_000), -1.0)
	var sc *scene
	f.Fuzz(func(t *testing.T, seed uint64, plies uint16, styles uint8, cut uint8, startNs, nowNs int64, slow float64) {
		before, a := fuzzAction(seed, plies, styles)
		start, now := time.Unix(0, startNs), time.Unix(0, nowNs)
		an := newAnimation(before, a, start, slow)
		if cut&0x80 != 0 { // any path: cut to its first n points
			an.path = an.path[:min(int(cut&0x7f), len(an.path))]
		}
		e := an.elapsed(now)
		if !(e >= 0) {
			t.Errorf("elapsed %v (start %v, now %v, slow %v)", e, start, now, slow)
		}
		if now.Before(start) && e != 0 {
			t.Errorf("elapsed %v before the start", e)
		}
		an.done(now)
		an.points()
		for _, s := range []float64{e, -e, -1, 0, an.moveEnd, an.total, 1e300, math.Inf(1), math.Inf(-1), math.NaN()} {
			if p := an.moverAt(s); !finite(p) {
				t.Errorf("moverAt(%v) = %v", s, p)
			}
		}
		for _, at := range []time.Time{now, start, start.Add(-time.Second), now.Add(time.Duration(an.moveEnd * float64(time.Second)))} {
			spec, ok := an.spec(at, nil)
			if !ok {
				continue
			}
			for _, p := range spec.extra {
				if !finite(p.bottom) || !(p.scale >= 0 && p.scale <= 1) {
					t.Fatalf("block %d drawn at %v scaled %v", p.block, p.bottom, p.scale)
				}
			}
			if sc == nil {
				sc = newScene()
			}
			sc.setTrail(an.points())
			sc.draw(&spec)
		}
	})
}

// fuzzAction plays a seeded random game of two to four players, their
// styles taken from the bits of styles, for up to plies%160 plies, and
// returns the position before the last action played and that action (a
// pass of a dice player when the game ended at once).
func fuzzAction(seed uint64, plies uint16, styles uint8) (xima.State, xima.Action) {
	n := 2 + int(styles>>6)%3
	st := make([]xima.Style, n)
	for i := range st {
		st[i] = xima.Style(styles>>(2*i)&3) % 3
	}
	s, err := xima.NewState(st...)
	if err != nil {
		s, _ = xima.NewState(xima.Sport, xima.Sport)
	}
	rng := rand.New(rand.NewPCG(seed, uint64(plies)))
	before, last := s, xima.PassAction
	for range int(plies)%160 + 1 {
		a, ok := randomAction(rng, &s)
		if !ok {
			break
		}
		before, last = s, a
		s.Apply(a)
	}
	return before, last
}

func finite(p Vec3) bool {
	for _, x := range []float64{p.X, p.Y, p.Z} {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}
