package search

import (
	"fmt"
	"time"
)

// Levels are the computer's strengths, the same in every game: 1 a beginner
// who errs on purpose, 6 the strongest within the move time.
const (
	MinLevel = 1
	MaxLevel = 6
)

// DefaultMoveTime is what level 6 thinks per move unless told otherwise.
const DefaultMoveTime = time.Second

// Budget is what the strongest level may spend on a move: a time, or a
// number of positions for results that repeat exactly. Weaker levels spend
// a fixed part of it.
type Budget struct {
	Time  time.Duration
	Nodes int64
}

// levels says how each level plays: its share of the budget (it spends
// 1/share), its depth limit (0 none), its quiescence plies and its
// mistakes. Levels 1 to 4 are set by depth, so they play alike on any
// machine and budget; 5 and 6 by the budget, 6 spending four times what 5
// does, and both at least as deep as 4 whatever the number of positions.
// Every level below 6 also plays a few moves at random, fewer as it rises:
// in games decided by a parity of moves or by the start (Ximaera, Xoliba)
// one more ply of search barely tells two levels apart, and a player who
// chooses a level wants the next one to be stronger everywhere.
var levels = [MaxLevel + 1]struct {
	share  int64
	depth  int
	sure   int // depth searched whatever the node budget
	quiet  int // quiescence plies
	noise  int
	random int // percent of moves at random
}{
	1: {share: 1, depth: 1, quiet: 0, noise: 150, random: 25},
	2: {share: 1, depth: 1, quiet: 4, noise: 40, random: 12},
	3: {share: 1, depth: 2, quiet: 6, random: 8},
	4: {share: 1, depth: 3, quiet: 8, random: 5},
	5: {share: 4, sure: 3, quiet: 8, random: 3},
	6: {share: 1, sure: 3, quiet: 8},
}

// Level returns the limits of level n (MinLevel to MaxLevel) for a budget;
// an empty budget is DefaultMoveTime.
func Level(n int, b Budget, seed uint64) (Limits, error) {
	if n < MinLevel || n > MaxLevel {
		return Limits{}, fmt.Errorf("search: level %d (want %d to %d)", n, MinLevel, MaxLevel)
	}
	if b.Time <= 0 && b.Nodes <= 0 {
		b.Time = DefaultMoveTime
	}
	l := levels[n]
	lim := Limits{Level: n, Depth: l.depth, MinDepth: l.sure, Quiescence: l.quiet, Noise: l.noise, Random: l.random, Seed: seed}
	if b.Time > 0 {
		lim.Time = b.Time / time.Duration(l.share)
	}
	if b.Nodes > 0 {
		lim.Nodes = max(b.Nodes/l.share, 1)
	}
	return lim, nil
}

// Mistakes is a game's own share of moves each level plays at random, in
// percent, by level (6 should be 0). One random move costs a different
// amount in each game: a Xoliba game lasts about seven moves a side and is
// largely dealt by the shuffle, a Ximaera game is lost by one careless
// move among fifty. So a game may set its own rates, tuned so that every
// level beats the one below it clearly there too (docs/ai-ladder.md).
type Mistakes [MaxLevel + 1]int

// Apply returns lim with the random rate of its level from m; limits of no
// level (the greedy player's) and a nil m are returned as they are.
func (m *Mistakes) Apply(lim Limits) Limits {
	if m != nil && lim.Level >= MinLevel && lim.Level <= MaxLevel {
		lim.Random = m[lim.Level]
	}
	return lim
}

// Greedy returns the limits of a one-move greedy player: the action whose
// resulting position the game's evaluation likes best, nothing deeper.
func Greedy(seed uint64) Limits { return Limits{Depth: 1, Seed: seed} }
