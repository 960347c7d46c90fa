package search_test

import (
	"context"
	"reflect"
	"testing"

	"xima/games/core"
	"xima/games/search"
)

// tree is a toy game given as a tree: each node has a seat to move (or is
// a chance node, with its children's weights), children, and at a leaf one
// score per seat, which Evaluate reads.
type tree struct {
	nodes []treeNode
	at    int
	seats int
}

type treeNode struct {
	mover    int   // seat to move; -1 a chance node
	children []int // node indexes; the action is the index
	weights  []int // a chance node's, beside children
	scores   []int // a leaf's, one per seat
	won      bool  // the game is over, mover the winner
}

func (t *tree) Seats() int  { return t.seats }
func (t *tree) ToMove() int { return max(0, t.nodes[t.at].mover) }
func (t *tree) Legal(dst []uint32) []uint32 {
	for _, c := range t.nodes[t.at].children {
		dst = append(dst, uint32(c))
	}
	return dst
}
func (t *tree) Apply(a uint32) int {
	from := t.at
	t.at = int(a)
	return from
}
func (t *tree) Unapply(from int) { t.at = from }
func (t *tree) Hash() uint64     { return uint64(t.at) }
func (t *tree) Result() core.Result {
	if n := &t.nodes[t.at]; n.won {
		return core.Result{Over: true, Winner: n.mover, Reason: "won"}
	}
	return core.Going // a leaf has no action: the search evaluates it
}
func (t *tree) Evaluate(seat int) int {
	if s := t.nodes[t.at].scores; s != nil {
		return s[seat]
	}
	return 0
}
func (t *tree) Chance() bool { return t.nodes[t.at].mover < 0 }
func (t *tree) Weight(a uint32) int {
	n := &t.nodes[t.at]
	for i, c := range n.children {
		if c == int(a) {
			return n.weights[i]
		}
	}
	return 0
}

var _ search.Chancy[uint32] = (*tree)(nil)

// A seat that plays for itself is not an enemy: after seat 0's A, seat 1
// gains most by a line that also suits seat 0 (10), though it could ruin
// seat 0 (-100). The paranoid reading fears the ruin and plays B (0); max-n
// counts on seat 1's own interest and plays A.
func TestMaxNCountsOnEachSeatsInterest(t *testing.T) {
	const a, b = 1, 2
	p := &tree{seats: 3, nodes: []treeNode{
		0: {mover: 0, children: []int{b, a}}, // B first: ordering must not decide
		a: {mover: 1, children: []int{3, 4}},
		b: {mover: 1, children: []int{5, 6}},
		3: {scores: []int{-100, 0, 0}},
		4: {scores: []int{10, 5, 0}},
		5: {scores: []int{0, 5, 0}},
		6: {scores: []int{1, 0, 0}},
	}}
	rep, err := search.New[*tree, uint32, int]().Think(context.Background(), p, search.Limits{Depth: 4})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Best != a || rep.Score != 10 {
		t.Errorf("played %d scoring %d, want A (%d) scoring 10", rep.Best, rep.Score, a)
	}
	if p.at != 0 {
		t.Errorf("search left the tree at node %d", p.at)
	}
}

// Seat 1 could stop seat 2's win at a small cost to itself. Pure max-n
// would count on that; a weak player does not see it, so the search takes
// a rival's win as no loss to the other rivals, and seat 0 avoids the line
// (A) that leaves the stop to seat 1, for B's -50.
func TestMaxNDoesNotCountOnARivalToStopAWin(t *testing.T) {
	const a, b = 1, 2
	p := &tree{seats: 3, nodes: []treeNode{
		0: {mover: 0, children: []int{a, b}},
		a: {mover: 1, children: []int{3, 4}},
		b: {scores: []int{-50, 0, 0}},
		3: {scores: []int{0, -5, 0}},      // seat 1 stops seat 2
		4: {mover: 2, children: []int{5}}, // seat 1 lets seat 2 win
		5: {mover: 2, won: true},
	}}
	rep, err := search.New[*tree, uint32, int]().Think(context.Background(), p, search.Limits{Depth: 4})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Best != b || rep.Score != -50 {
		t.Errorf("played %d scoring %d, want B (%d) scoring -50", rep.Best, rep.Score, b)
	}
}

// Seat 1 chooses between a gamble, whose outcomes give it 30 and -10 (a
// mean of 10 for seat 1, 0 for seat 0), and a sure 8 that costs seat 0 30.
// Averaging the vectors, seat 1 gambles and X is worth 0 to seat 0, better
// than Y's -5; averaging only the searcher's score, seat 1 would take the
// sure 8 and seat 0 would play Y.
func TestMaxNAveragesChanceVectors(t *testing.T) {
	const x, y = 1, 2
	p := &tree{seats: 3, nodes: []treeNode{
		0: {mover: 0, children: []int{y, x}},
		x: {mover: 1, children: []int{3, 4}},
		y: {scores: []int{-5, 0, 0}},
		3: {mover: -1, children: []int{5, 6}, weights: []int{1, 3}},
		4: {scores: []int{-30, 8, 0}},
		5: {scores: []int{-90, 60, 0}},
		6: {scores: []int{30, 0, 0}},
	}}
	rep, err := search.New[*tree, uint32, int]().Think(context.Background(), p, search.Limits{Depth: 4})
	if err != nil {
		t.Fatal(err)
	}
	// Node 3: seat 0 (-90+3*30)/4 = 0, seat 1 (60+0)/4 = 15 > 8.
	if rep.Best != x || rep.Score != 0 {
		t.Errorf("played %d scoring %d, want X (%d) scoring 0", rep.Best, rep.Score, x)
	}
}

// scored is nim that scores every seat at once, the way a game adds
// search.SeatScorer; its scores favour taking one stone for the mover
// before, so the choice shows which evaluation the search read.
type scored struct {
	nim
	calls int
}

func (s *scored) EvaluateAll(dst []int) {
	s.calls++
	for i := range dst {
		dst[i] = 0
	}
	dst[s.last] = s.stones % 7
}

func (s *scored) Evaluate(int) int { panic("max-n asked Evaluate of a SeatScorer") }

func TestMaxNReadsEverySeatAtOnce(t *testing.T) {
	p := &scored{nim: nim{stones: 30, seats: 4}}
	rep, err := search.New[*scored, uint32, nimUndo]().Think(context.Background(), p, search.Limits{Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	// Taking 1 leaves 29 (29%7 = 1), 2 leaves 28 (0), 3 leaves 27 (6).
	if rep.Best != 3 || rep.Score != 6 || p.calls == 0 {
		t.Errorf("took %d scoring %d after %d evaluations, want 3 scoring 6", rep.Best, rep.Score, p.calls)
	}
}

func TestMaxNTakesAWinAndStaysLegal(t *testing.T) {
	s := search.New[*nim, uint32, nimUndo]()
	for seats := 3; seats <= 4; seats++ {
		for stones := 1; stones <= 3; stones++ {
			rep, err := s.Think(context.Background(), &nim{stones: stones, seats: seats}, search.Limits{Depth: 6})
			if err != nil || rep.Best != uint32(stones) || rep.Score < search.Win-1 {
				t.Errorf("%d seats, %d stones: took %d scoring %d (%v), want all", seats, stones, rep.Best, rep.Score, err)
			}
		}
	}
}

func TestMaxNIsDeterministicForASeedAndNodes(t *testing.T) {
	lim := search.Limits{Nodes: 700, Noise: 50, Seed: 11, Quiescence: 2}
	first, err := search.New[*nim, uint32, nimUndo]().Think(context.Background(), &nim{stones: 40, seats: 3}, lim)
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		again, _ := search.New[*nim, uint32, nimUndo]().Think(context.Background(), &nim{stones: 40, seats: 3}, lim)
		again.Elapsed = first.Elapsed
		if !reflect.DeepEqual(again, first) {
			t.Fatalf("%+v then %+v", first, again)
		}
	}
	if first.Depth == 0 || first.Nodes > 700+256 {
		t.Errorf("node limit 700: %+v", first)
	}
}

func TestMaxNAllocatesNothingOnceWarm(t *testing.T) {
	s := search.New[*tree, uint32, int]()
	// A chance node under a choice under a choice, deep enough to run out
	// of nodes in a loop of positions: node i leads to i+1 and i+2.
	nodes := make([]treeNode, 40)
	for i := range nodes {
		switch {
		case i >= len(nodes)-2:
			nodes[i] = treeNode{scores: []int{i, -i, 2 * i}}
		case i%3 == 2:
			nodes[i] = treeNode{mover: -1, children: []int{i + 1, i + 2}, weights: []int{1, 2}}
		default:
			nodes[i] = treeNode{mover: i % 3, children: []int{i + 1, i + 2}}
		}
	}
	p := &tree{seats: 3, nodes: nodes}
	lim := search.Limits{Nodes: 3000}
	if _, err := s.Think(context.Background(), p, lim); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(5, func() { _, _ = s.Think(context.Background(), p, lim) }); n != 0 {
		t.Errorf("%v allocations per search", n)
	}
	ss := search.New[*scored, uint32, nimUndo]()
	sp := &scored{nim: nim{stones: 60, seats: 4}}
	if _, err := ss.Think(context.Background(), sp, lim); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(5, func() { _, _ = ss.Think(context.Background(), sp, lim) }); n != 0 {
		t.Errorf("with EvaluateAll: %v allocations per search", n)
	}
}

// hinted is a tree whose actions to nodes in tactical are hinted tactical.
type hinted struct {
	tree
	tactical map[uint32]bool
}

func (h *hinted) Hint(a uint32) int {
	if h.tactical[a] {
		return 1
	}
	return 0
}

// A rival's quiet actions are followed only as far as the most promising
// eight (forward pruning); its tactical ones always. Seat 1 has ten
// actions, the last of which ruins seat 0: quiet, it goes unseen; tactical,
// the search sees seat 1 take it.
func TestMaxNPrunesOnlyARivalsQuietActions(t *testing.T) {
	// Seat 0's other action, worse still, keeps the search from stopping
	// at depth 1 with nothing to choose.
	nodes := []treeNode{0: {mover: 0, children: []int{1, 2}}, 1: {mover: 1}, 2: {scores: []int{-200, 0, 0}}}
	for range 10 {
		nodes[1].children = append(nodes[1].children, len(nodes))
		nodes = append(nodes, treeNode{scores: []int{0, 1, 0}})
	}
	ruin := len(nodes) - 1
	nodes[ruin].scores = []int{-100, 50, 0}
	for _, tactical := range []bool{false, true} {
		p := &hinted{tree: tree{seats: 3, nodes: nodes}, tactical: map[uint32]bool{uint32(ruin): tactical}}
		rep, err := search.New[*hinted, uint32, int]().Think(context.Background(), p, search.Limits{Depth: 3})
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		if tactical {
			want = -100
		}
		if rep.Score != want {
			t.Errorf("ruin tactical %v: score %d, want %d", tactical, rep.Score, want)
		}
	}
}
