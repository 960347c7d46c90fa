package search_test

import (
	"context"
	"testing"

	"xima/games/core"
	"xima/games/search"
)

// gamble is a toy game of chance: player 0 picks a target (action t: win
// on a die of at least t), then the die is rolled (chance), and the game is
// over. Target 2 wins 5 times in 6, target 6 once.
type gamble struct {
	target, die int
}

const pickBase = 10 // actions 12..16 pick a target, 1..6 are the die's faces

func (g *gamble) Seats() int { return 2 }
func (g *gamble) ToMove() int {
	if g.target == 0 {
		return 0
	}
	return 1
}
func (g *gamble) Legal(dst []uint32) []uint32 {
	switch {
	case g.target == 0:
		for t := 6; t >= 2; t-- { // the worst first, so ordering cannot be the reason
			dst = append(dst, uint32(pickBase+t))
		}
	case g.die == 0:
		for d := 1; d <= 6; d++ {
			dst = append(dst, uint32(d))
		}
	}
	return dst
}
func (g *gamble) Apply(a uint32) int {
	if g.target == 0 {
		g.target = int(a) - pickBase
		return 0
	}
	g.die = int(a)
	return 1
}
func (g *gamble) Unapply(u int) {
	if u == 1 {
		g.die = 0
	} else {
		g.target = 0
	}
}
func (g *gamble) Hash() uint64 { return uint64(g.target)<<8 | uint64(g.die) }
func (g *gamble) Result() core.Result {
	if g.die == 0 {
		return core.Going
	}
	if g.die >= g.target {
		return core.Result{Over: true, Winner: 0, Reason: "die"}
	}
	return core.Result{Over: true, Winner: 1, Reason: "die"}
}
func (g *gamble) Evaluate(int) int    { return 0 }
func (g *gamble) Chance() bool        { return g.target != 0 && g.die == 0 }
func (g *gamble) Weight(a uint32) int { return 1 }

func TestSearchTakesTheBestOdds(t *testing.T) {
	s := search.New[*gamble, uint32, int]()
	rep, err := s.Think(context.Background(), &gamble{}, search.Limits{Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Best != pickBase+2 {
		t.Errorf("picked target %d, want 2", rep.Best-pickBase)
	}
	// Five wins in six: the mean of five wins and one loss, near 2/3 of Win.
	if rep.Score < search.Win/2 || rep.Score > search.Win*5/6 {
		t.Errorf("score %d, want about 2/3 of %d", rep.Score, search.Win)
	}
	if _, err := s.Think(context.Background(), &gamble{target: 3}, search.Limits{}); err != search.ErrChance {
		t.Errorf("at a roll: %v, want ErrChance", err)
	}
}
