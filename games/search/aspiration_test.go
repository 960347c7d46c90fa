package search

import (
	"context"
	"testing"

	"xima/games/core"
)

// swing is a game of three actions a turn whose evaluation favours the
// side that moved last by 400, as Xima's does by hundreds: its score
// swings from one depth to the next, and a window around the last one
// fails.
type swing struct{ path []uint32 }

func (g *swing) Seats() int                  { return 2 }
func (g *swing) ToMove() int                 { return len(g.path) % 2 }
func (g *swing) Legal(dst []uint32) []uint32 { return append(dst, 0, 1, 2) }
func (g *swing) Apply(a uint32) int          { g.path = append(g.path, a); return 0 }
func (g *swing) Unapply(int)                 { g.path = g.path[:len(g.path)-1] }
func (g *swing) Result() core.Result         { return core.Going }
func (g *swing) Hash() uint64                { return core.Mix(g.key()) }
func (g *swing) key() (h uint64) {
	for _, a := range g.path {
		h = h*4 + uint64(a) + 1
	}
	return h
}
func (g *swing) Evaluate(seat int) int {
	v := int(g.key()%7) * 3 // a little to choose by
	if len(g.path)%2 == 0 {
		v -= 400 // the opponent moved last
	} else {
		v += 400
	}
	if seat == 1 {
		return -v
	}
	return v
}

// The depth-4 iteration of a game whose score swings searches the whole
// window at once, as many positions as that window alone costs; where the
// last two scores agree it tries the window around them first, which then
// fails and costs more.
func TestAspirationOnlyWhereTheScoreSettled(t *testing.T) {
	depth4 := func(before func(last int) int, window bool) (int64, int) {
		s := New[*swing, uint32, int]()
		rep, err := s.Think(context.Background(), &swing{}, Limits{Depth: 3})
		if err != nil {
			t.Fatal(err)
		}
		last := rep.Score
		n := s.nodes
		var score int
		if window {
			_, score, _, _, _ = s.iterate(4, last, before(last))
		} else {
			_, score, _, _, _ = s.searchRoot(4, -inf, inf, last)
		}
		return s.nodes - n, score
	}
	whole, want := depth4(nil, false)
	if want > 0 {
		t.Fatalf("depth 4 scores %d: the game does not swing", want)
	}
	swung, score := depth4(func(last int) int { return -last }, true) // depth 3 near +400, depth 2 near -400
	if swung != whole || score != want {
		t.Errorf("scores swinging: %d positions scoring %d, want the whole window's %d scoring %d", swung, score, whole, want)
	}
	settled, score := depth4(func(last int) int { return last }, true)
	if settled <= whole || score != want {
		t.Errorf("scores settled: %d positions scoring %d, want a window tried first (more than %d) scoring %d", settled, score, whole, want)
	}
}
