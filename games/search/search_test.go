package search_test

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"xima/games/core"
	"xima/games/search"
)

// nim is a toy game: players in turn take 1 to 3 stones; who takes the
// last wins. With two players the side to move wins iff stones%4 != 0, by
// leaving a multiple of 4.
type nim struct {
	stones, seats, toMove int
	last                  int // who took last
}

type nimUndo struct{ took, last int }

func (n *nim) Seats() int  { return n.seats }
func (n *nim) ToMove() int { return n.toMove }
func (n *nim) Legal(dst []uint32) []uint32 {
	for t := 1; t <= min(3, n.stones); t++ {
		dst = append(dst, uint32(t))
	}
	return dst
}
func (n *nim) Apply(a uint32) nimUndo {
	u := nimUndo{int(a), n.last}
	n.stones -= int(a)
	n.last = n.toMove
	n.toMove = (n.toMove + 1) % n.seats
	return u
}
func (n *nim) Unapply(u nimUndo) {
	n.toMove = (n.toMove + n.seats - 1) % n.seats
	n.stones += u.took
	n.last = u.last
}
func (n *nim) Hash() uint64 { return uint64(n.stones)<<8 | uint64(n.toMove) }
func (n *nim) Result() core.Result {
	if n.stones == 0 {
		return core.Result{Over: true, Winner: n.last, Reason: "last-stone"}
	}
	return core.Going
}
func (n *nim) Evaluate(seat int) int { return 0 }

var _ search.Position[uint32, nimUndo] = (*nim)(nil)

func TestSearchWinsNim(t *testing.T) {
	s := search.New[*nim, uint32, nimUndo]()
	for stones := 1; stones <= 21; stones++ {
		if stones%4 == 0 {
			continue
		}
		p := &nim{stones: stones, seats: 2}
		rep, err := s.Think(context.Background(), p, search.Limits{Depth: 24})
		if err != nil {
			t.Fatal(err)
		}
		if want := uint32(stones % 4); rep.Best != want {
			t.Errorf("%d stones: took %d, want %d", stones, rep.Best, want)
		}
		if rep.Score < search.Win-stones {
			t.Errorf("%d stones: score %d, want a win", stones, rep.Score)
		}
		if p.stones != stones || p.toMove != 0 {
			t.Errorf("%d stones: search left %+v", stones, p)
		}
	}
}

func TestSearchLosingSideStillPlays(t *testing.T) {
	s := search.New[*nim, uint32, nimUndo]()
	rep, err := s.Think(context.Background(), &nim{stones: 8, seats: 2}, search.Limits{Depth: 12})
	if err != nil || rep.Best < 1 || rep.Best > 3 {
		t.Fatalf("got %+v, %v", rep, err)
	}
	if rep.Score > -search.Win+20 {
		t.Errorf("score %d: 8 stones is lost", rep.Score)
	}
}

func TestSearchGameOver(t *testing.T) {
	s := search.New[*nim, uint32, nimUndo]()
	if _, err := s.Think(context.Background(), &nim{stones: 0, seats: 2}, search.Limits{}); !errors.Is(err, search.ErrNoAction) {
		t.Errorf("got %v, want ErrNoAction", err)
	}
}

// With three players, the search (max-n) still takes an immediate win,
// and plays a legal action where the others can gang up.
func TestSearchThreePlayers(t *testing.T) {
	s := search.New[*nim, uint32, nimUndo]()
	for stones := 1; stones <= 3; stones++ {
		rep, err := s.Think(context.Background(), &nim{stones: stones, seats: 3}, search.Limits{Depth: 6})
		if err != nil || rep.Best != uint32(stones) {
			t.Errorf("%d stones: took %d (%v), want all", stones, rep.Best, err)
		}
	}
	rep, err := s.Think(context.Background(), &nim{stones: 10, seats: 3, toMove: 1}, search.Limits{Depth: 10})
	if err != nil || rep.Best < 1 || rep.Best > 3 {
		t.Errorf("10 stones: %+v, %v", rep, err)
	}
}

func TestSearchIsDeterministicForASeedAndNodes(t *testing.T) {
	lim := search.Limits{Nodes: 500, Noise: 50, Seed: 7}
	first, err := search.New[*nim, uint32, nimUndo]().Think(context.Background(), &nim{stones: 40, seats: 2}, lim)
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		again, _ := search.New[*nim, uint32, nimUndo]().Think(context.Background(), &nim{stones: 40, seats: 2}, lim)
		if again.Best != first.Best || again.Nodes != first.Nodes || again.Depth != first.Depth {
			t.Fatalf("%+v then %+v", first, again)
		}
	}
}

func TestSearchStopsAtItsLimits(t *testing.T) {
	s := search.New[*nim, uint32, nimUndo]()
	rep, err := s.Think(context.Background(), &nim{stones: 200, seats: 2}, search.Limits{Nodes: 2000})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Nodes > 2000+100 || rep.Depth == 0 {
		t.Errorf("node limit 2000: %d nodes, depth %d", rep.Nodes, rep.Depth)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s.Think(ctx, &nim{stones: 200, seats: 2}, search.Limits{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: got %v", err)
	}
	rep, err = s.Think(context.Background(), &nim{stones: 200, seats: 2}, search.Limits{Time: 20 * time.Millisecond})
	if err != nil || rep.Depth == 0 {
		t.Errorf("time limit: %+v, %v", rep, err)
	}
}

func TestSearchRandomLevelPlaysLegalActions(t *testing.T) {
	s := search.New[*nim, uint32, nimUndo]()
	seen := map[uint32]bool{}
	for seed := range uint64(40) {
		rep, err := s.Think(context.Background(), &nim{stones: 9, seats: 2}, search.Limits{Random: 100, Seed: seed})
		if err != nil || !rep.Random || rep.Best < 1 || rep.Best > 3 {
			t.Fatalf("seed %d: %+v, %v", seed, rep, err)
		}
		seen[rep.Best] = true
	}
	if len(seen) != 3 {
		t.Errorf("40 random choices took only %v", seen)
	}
}

func TestSearchAllocatesNothingOnceWarm(t *testing.T) {
	s := search.New[*nim, uint32, nimUndo]()
	p := &nim{stones: 60, seats: 2}
	lim := search.Limits{Nodes: 3000}
	if _, err := s.Think(context.Background(), p, lim); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(5, func() { _, _ = s.Think(context.Background(), p, lim) }); n != 0 {
		t.Errorf("%v allocations per search", n)
	}
}

func TestLevels(t *testing.T) {
	for _, n := range []int{0, 7} {
		if _, err := search.Level(n, search.Budget{}, 1); err == nil {
			t.Errorf("level %d accepted", n)
		}
	}
	six, _ := search.Level(6, search.Budget{Nodes: 80000}, 1)
	five, _ := search.Level(5, search.Budget{Nodes: 80000}, 1)
	if six.Nodes != 80000 || five.Nodes >= six.Nodes || five.Nodes == 0 {
		t.Errorf("level 6 %d nodes, level 5 %d", six.Nodes, five.Nodes)
	}
	if def, _ := search.Level(6, search.Budget{}, 1); def.Time != search.DefaultMoveTime {
		t.Errorf("level 6 by default thinks %v", def.Time)
	}
	one, _ := search.Level(1, search.Budget{}, 1)
	if one.Random == 0 || one.Noise == 0 {
		t.Errorf("level 1 makes no mistakes: %+v", one)
	}
}

// slow is nim whose positions take 100 µs each to list and whose every
// action is tactical: the quiescence search under the first root action
// alone takes seconds, so a search must watch the clock inside it.
type slow struct{ nim }

func (s *slow) Legal(dst []uint32) []uint32 {
	time.Sleep(100 * time.Microsecond)
	return s.nim.Legal(dst)
}

func (s *slow) Hint(uint32) int { return 1 }

// Evaluate scatters the scores and makes standing pat bad for the side to
// move, so the quiescence search cuts little.
func (s *slow) Evaluate(seat int) int {
	v := int(uint32(s.stones)*2654435761>>20) % 1000
	if s.toMove == seat {
		return v - 5000
	}
	return 5000 - v
}

func TestTimeLimitStopsEvenTheFirstAction(t *testing.T) {
	s := search.New[*slow, uint32, nimUndo]()
	start := time.Now()
	rep, err := s.Think(context.Background(), &slow{nim{stones: 300, seats: 2}}, search.Limits{Time: 30 * time.Millisecond, Quiescence: 16})
	if err != nil || rep.Best < 1 || rep.Best > 3 {
		t.Fatalf("%+v, %v", rep, err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("a 30 ms search took %v", d)
	}
}

func TestMistakesSetALevelsRandomRate(t *testing.T) {
	m := &search.Mistakes{1: 40, 2: 25, 5: 4}
	for n := search.MinLevel; n <= search.MaxLevel; n++ {
		lim, _ := search.Level(n, search.Budget{Nodes: 1000}, 1)
		if got := m.Apply(lim); got.Random != m[n] || got.Depth != lim.Depth || got.Nodes != lim.Nodes {
			t.Errorf("level %d: %+v from %+v", n, got, lim)
		}
		var none *search.Mistakes
		if got := none.Apply(lim); !reflect.DeepEqual(got, lim) {
			t.Errorf("level %d, no mistakes of the game's own: %+v from %+v", n, got, lim)
		}
	}
	if g := search.Greedy(1); !reflect.DeepEqual(m.Apply(g), g) {
		t.Errorf("the greedy player erred: %+v", m.Apply(g))
	}
}

// shuttle is a toy game for repetition: seat 0 moves a token one step
// back or forward on a line, seat 1 only waits. The evaluation favours a
// token further back, so going back always looks best; the game's history
// says where the token stood before with seat 1 to move. A game whose
// rules draw repetitions (draws) wants the token moved on instead.
type shuttle struct {
	x, toMove int
	seen      map[[2]int]int
	draws     bool
}

func (s *shuttle) Seats() int  { return 2 }
func (s *shuttle) ToMove() int { return s.toMove }
func (s *shuttle) Legal(dst []uint32) []uint32 {
	if s.toMove == 1 {
		return append(dst, 0)
	}
	return append(dst, 1, 2) // 1 back, 2 forward
}
func (s *shuttle) Apply(a uint32) int {
	switch a {
	case 1:
		s.x--
	case 2:
		s.x++
	}
	s.toMove = 1 - s.toMove
	s.seen[[2]int{s.x, s.toMove}]++
	return int(a)
}
func (s *shuttle) Unapply(a int) {
	s.seen[[2]int{s.x, s.toMove}]--
	s.toMove = 1 - s.toMove
	switch a {
	case 1:
		s.x++
	case 2:
		s.x--
	}
}
func (s *shuttle) Hash() uint64          { return uint64(s.x+100)<<1 | uint64(s.toMove) }
func (s *shuttle) Result() core.Result   { return core.Going }
func (s *shuttle) Evaluate(seat int) int { return (500 - 10*s.x) * (1 - 2*seat) }
func (s *shuttle) Repeated() bool        { return s.seen[[2]int{s.x, s.toMove}] >= 2 }
func (s *shuttle) DrawsByRepetition() bool {
	return s.draws
}

func TestRepetitionScoredAsTheRulesSay(t *testing.T) {
	for _, draws := range []bool{false, true} {
		for _, depth := range []int{1, 3} {
			// The token came from 4 to 5: (4, seat 1 to move) was seen.
			p := &shuttle{x: 5, seen: map[[2]int]int{{4, 1}: 1, {5, 0}: 1}, draws: draws}
			rep, err := search.New[*shuttle, uint32, int]().Think(context.Background(), p, search.Limits{Depth: depth})
			if err != nil {
				t.Fatal(err)
			}
			want := uint32(1) // back: the evaluation's choice
			if draws {
				want = 2 // on: back is a draw, forward still 440 up
			}
			if rep.Best != want {
				t.Errorf("draws %v, depth %d: played %d (score %d), want %d", draws, depth, rep.Best, rep.Score, want)
			}
		}
	}
}

func TestExcludeLeavesRootActionsOut(t *testing.T) {
	s := search.New[*nim, uint32, nimUndo]()
	ctx := context.Background()
	// 5 stones: taking 1 leaves 4, a lost heap for the other side; without
	// it every action loses.
	all, err := s.Think(ctx, &nim{stones: 5, seats: 2}, search.Limits{Depth: 8})
	if err != nil || all.Best != 1 || all.Score < search.Win-8 {
		t.Fatalf("5 stones: %+v, %v; want 1, a win", all, err)
	}
	rest, err := s.Think(ctx, &nim{stones: 5, seats: 2}, search.Limits{Depth: 8, Exclude: []core.Action{1}})
	if err != nil || rest.Best == 1 || rest.Score > -search.Win+8 {
		t.Errorf("5 stones without 1: %+v, %v; want another action, a loss", rest, err)
	}
	if _, err := s.Think(ctx, &nim{stones: 2, seats: 2}, search.Limits{Depth: 4, Exclude: []core.Action{1, 2}}); !errors.Is(err, search.ErrNoAction) {
		t.Errorf("every action excluded: %v, want ErrNoAction", err)
	}
}

func TestReportGivesEverySeatsScoreAndTheLine(t *testing.T) {
	s := search.New[*nim, uint32, nimUndo]()
	rep, err := s.Think(context.Background(), &nim{stones: 9, seats: 2, toMove: 1}, search.Limits{Depth: 12})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Scores[1] != rep.Score || rep.Scores[0] != -rep.Score {
		t.Errorf("scores %v for score %d of seat 1", rep.Scores, rep.Score)
	}
	// The winning line of nim: each reply of the loser is answered by
	// taking 4 in all, down to the last stone.
	p := &nim{stones: 9, seats: 2, toMove: 1}
	if len(rep.Line) < 3 || rep.Line[0] != rep.Best {
		t.Fatalf("line %v for best %d", rep.Line, rep.Best)
	}
	for i, a := range rep.Line {
		if a < 1 || int(a) > min(3, p.stones) {
			t.Fatalf("line %v: action %d of %d stones", rep.Line, a, p.stones)
		}
		p.Apply(a)
		if i%2 == 0 && p.stones%4 != 0 {
			t.Errorf("line %v: the winner left %d stones", rep.Line, p.stones)
		}
	}
	if p.stones > 0 && len(rep.Line) < 12 {
		t.Errorf("line %v stops at %d stones", rep.Line, p.stones)
	}
}

// A lone action is played at once, unless its value is asked (here by
// excluding the others, as Limits.Value does for a lone legal action):
// then it is searched as deep as the limits allow.
func TestALoneActionIsSearchedWhenItsValueIsAsked(t *testing.T) {
	s := search.New[*nim, uint32, nimUndo]()
	ctx := context.Background()
	// 1 stone: taking it is the only action; 6 stones with 2 and 3
	// excluded: taking 1 leaves 5, won by the other side.
	quick, err := s.Think(ctx, &nim{stones: 1, seats: 2}, search.Limits{Depth: 10})
	if err != nil || quick.Depth != 1 {
		t.Errorf("a lone action played: depth %d, %v; want 1", quick.Depth, err)
	}
	alone, err := s.Think(ctx, &nim{stones: 6, seats: 2}, search.Limits{Depth: 10, Exclude: []core.Action{2, 3}})
	if err != nil || alone.Best != 1 || alone.Depth < 2 || alone.Score > -search.Win+10 {
		t.Errorf("6 stones, 1 alone: %+v, %v; want it searched to the loss", alone, err)
	}
}

// widenim is nim where a player takes 1 to most stones.
type widenim struct {
	nim
	most int
}

func (n *widenim) Legal(dst []uint32) []uint32 {
	for t := 1; t <= min(n.most, n.stones); t++ {
		dst = append(dst, uint32(t))
	}
	return dst
}

// menace is widenim whose side to move is always under a threat.
type menace struct{ widenim }

func (m *menace) Threatened() bool { return true }

// A threat extends the search where its side has few actions to answer
// it (a King in check), and not where every action stays legal (a Xima
// summit threat): following them all would cost a whole ply.
func TestOnlyAThreatWithFewAnswersExtends(t *testing.T) {
	nodes := func(p search.Position[uint32, nimUndo]) int64 {
		rep, err := search.New[search.Position[uint32, nimUndo], uint32, nimUndo]().Think(context.Background(), p, search.Limits{Depth: 2})
		if err != nil {
			t.Fatal(err)
		}
		return rep.Nodes
	}
	for _, c := range []struct {
		most    int
		extends bool
	}{{3, true}, {40, false}} {
		calm := nodes(&widenim{nim{stones: 200, seats: 2}, c.most})
		threatened := nodes(&menace{widenim{nim{stones: 200, seats: 2}, c.most}})
		if extends := threatened > calm; extends != c.extends {
			t.Errorf("%d actions a turn: %d positions under a threat, %d without; want extended %v", c.most, threatened, calm, c.extends)
		}
	}
}

// walk is a toy game of two players that never ends, whose position is
// its line of actions: dip and sixWay add their actions and evaluations.
type walk struct{ path []uint32 }

func (w *walk) Seats() int          { return 2 }
func (w *walk) ToMove() int         { return len(w.path) % 2 }
func (w *walk) Apply(a uint32) int  { w.path = append(w.path, a); return 0 }
func (w *walk) Unapply(int)         { w.path = w.path[:len(w.path)-1] }
func (w *walk) Result() core.Result { return core.Going }
func (w *walk) Hash() uint64 {
	h := uint64(len(w.path))
	for _, a := range w.path {
		h = h*31 + uint64(a) + 1
	}
	return h
}

// dip is a game of three actions a turn whose evaluation drops under the
// aspiration window at depth 4: there the first action, the best so far
// (100), falls to 30, while the second, worth 0 at every depth, fails low
// with a bound of 40 when its opponent's first answer is the one worth 40.
// The third is worth -10 and keeps the search busy.
type dip struct{ walk }

func (d *dip) Legal(dst []uint32) []uint32 {
	return append(dst, 0, 1, 2)
}
func (d *dip) Evaluate(seat int) int {
	v := 0
	switch deep := len(d.path) >= 4; {
	case len(d.path) == 0:
	case d.path[0] == 0 && deep:
		v = 30
	case d.path[0] == 0:
		v = 100
	case d.path[0] == 1 && deep && d.path[1] == 0:
		v = 40
	case d.path[0] == 2:
		v = -10
	}
	if seat == 1 {
		return -v
	}
	return v
}

// An iteration cut short plays an action that beat the best so far, never
// one whose score is only a bound: whatever the node limit, the search
// plays the first action, the best at every depth.
func TestACutIterationPlaysNoBound(t *testing.T) {
	for nodes := int64(1); nodes <= 120; nodes++ { // depth 4 ends near 100
		rep, err := search.New[*dip, uint32, int]().Think(context.Background(), &dip{}, search.Limits{Nodes: nodes})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Best != 0 {
			t.Fatalf("at %d positions (depth %d) the search plays %d, scored %d", nodes, rep.Depth, rep.Best, rep.Score)
		}
	}
}

// swingingDip is dip for a game whose score swings (search.Swinger).
type swingingDip struct{ dip }

func (*swingingDip) Swings() bool { return true }

// A game whose score swings is searched with the whole window: at depth 4
// dip's best falls under the aspiration window, which costs a second
// search, and a Swinger skips the first for the same action and score.
func TestASwingingGameSearchesTheWholeWindow(t *testing.T) {
	windowed, err := search.New[*dip, uint32, int]().Think(context.Background(), &dip{}, search.Limits{Depth: 4})
	if err != nil {
		t.Fatal(err)
	}
	whole, err := search.New[*swingingDip, uint32, int]().Think(context.Background(), &swingingDip{}, search.Limits{Depth: 4})
	if err != nil {
		t.Fatal(err)
	}
	if whole.Best != windowed.Best || whole.Score != windowed.Score {
		t.Errorf("whole window plays %d for %d, the aspiration window %d for %d", whole.Best, whole.Score, windowed.Best, windowed.Score)
	}
	if whole.Nodes >= windowed.Nodes {
		t.Errorf("whole window: %d positions, aspiration window: %d; want fewer", whole.Nodes, windowed.Nodes)
	}
}

// sixWay is a game of six actions a turn whose evaluation is a hash of the
// line, and which counts the lines it evaluates that end on the first
// player's action (an odd number of them).
type sixWay struct {
	walk
	odd int
}

func (w *sixWay) Legal(dst []uint32) []uint32 {
	return append(dst, 0, 1, 2, 3, 4, 5)
}
func (w *sixWay) Evaluate(seat int) int {
	w.odd += len(w.path) % 2
	v := int(core.Mix(w.Hash())%101) - 50
	if seat == 1 {
		return -v
	}
	return v
}

// swingingSixWay is sixWay for a game whose score swings (search.Swinger).
type swingingSixWay struct{ sixWay }

func (*swingingSixWay) Swings() bool { return true }

// oddLeavesAtFour counts the lines of odd length that the fourth iteration
// of a search evaluates: those of search(4) less those of search(3), which
// runs the same first three iterations (each on a fresh table) and returns
// the count of its game.
func oddLeavesAtFour(t *testing.T, search func(depth int) (int, error)) int {
	t.Helper()
	three, err := search(3)
	if err != nil {
		t.Fatal(err)
	}
	four, err := search(4)
	if err != nil {
		t.Fatal(err)
	}
	return four - three
}

// A late move reduced in a four-ply search ends its line a ply early, on
// the first player's action; where the score swings with the side that
// moved last, it is reduced by two plies, so every line of the fourth
// iteration ends on the second player's action, as the full ones do.
func TestASwingingGameReducesByTwoPlies(t *testing.T) {
	plain := oddLeavesAtFour(t, func(depth int) (int, error) {
		p := &sixWay{}
		_, err := search.New[*sixWay, uint32, int]().Think(context.Background(), p, search.Limits{Depth: depth})
		return p.odd, err
	})
	if plain == 0 {
		t.Fatalf("a plain game: no line of odd length at depth 4; the test no longer sees a one-ply reduction")
	}
	swinging := oddLeavesAtFour(t, func(depth int) (int, error) {
		p := &swingingSixWay{}
		_, err := search.New[*swingingSixWay, uint32, int]().Think(context.Background(), p, search.Limits{Depth: depth})
		return p.odd, err
	})
	if swinging != 0 {
		t.Errorf("a swinging game: %d lines of odd length at depth 4 (a plain one %d), want none", swinging, plain)
	}
}

// purse is a toy game where the first player may end the game at once,
// won by the purse, or add one to the purse (up to 5) and let the other
// player answer with its only action: a quicker win or a bigger one.
type purse struct {
	coins, toMove int
	ended         bool
}

func (p *purse) Seats() int  { return 2 }
func (p *purse) ToMove() int { return p.toMove }
func (p *purse) Legal(dst []uint32) []uint32 {
	switch {
	case p.toMove == 1:
		return append(dst, 3)
	case p.coins < 5:
		return append(dst, 1, 2)
	}
	return append(dst, 1)
}
func (p *purse) Apply(a uint32) int {
	switch a {
	case 1:
		p.ended = true
		return 0
	case 2:
		p.coins++
	}
	p.toMove = 1 - p.toMove
	return 0
}
func (p *purse) Unapply(int) {
	if p.ended {
		p.ended = false
		return
	}
	p.toMove = 1 - p.toMove
	if p.toMove == 0 {
		p.coins--
	}
}
func (p *purse) Hash() uint64 { return uint64(p.coins)<<1 | uint64(p.toMove) }
func (p *purse) Result() core.Result {
	if p.ended {
		return core.Result{Over: true, Winner: 0, Reason: "stopped"}
	}
	return core.Going
}
func (p *purse) Evaluate(seat int) int { return 0 }

// pointedPurse is purse with its wins worth the purse.
type pointedPurse struct{ purse }

func (p *pointedPurse) Margin() int { return p.coins }

func TestAMarginedGameTakesTheBiggestWin(t *testing.T) {
	quick, err := search.New[*purse, uint32, int]().Think(context.Background(), &purse{coins: 1}, search.Limits{Depth: 12})
	if err != nil || quick.Best != 1 || search.Plies(quick.Score) != 1 {
		t.Fatalf("without a margin: %+v, %v; want the win in 1 ply", quick, err)
	}
	p := &pointedPurse{purse{coins: 1}}
	big, err := search.New[*pointedPurse, uint32, int]().Think(context.Background(), p, search.Limits{Depth: 12})
	if err != nil || big.Best != 2 || big.Score <= search.MaxEval || search.Plies(big.Score) != 9 {
		t.Fatalf("with a margin: %+v (%d plies), %v; want to wait for the purse of 5, won in 9 plies", big, search.Plies(big.Score), err)
	}
	if big.Score >= quick.Score {
		t.Errorf("a win by 5 scores %d, not below a win by the most (%d): the margin is not in the score", big.Score, quick.Score)
	}
	if p.coins != 1 || p.toMove != 0 || p.ended {
		t.Errorf("the search left %+v", p)
	}
}

// lastMover is sixWay whose evaluation favours the side that moved last by
// 1000, as Xima's and Xana's do: its score swings from one depth to the
// next.
type lastMover struct{ sixWay }

func (w *lastMover) Evaluate(seat int) int {
	v := w.sixWay.Evaluate(seat)
	if moved := 1 - len(w.path)%2; moved == seat {
		return v + 1000
	}
	return v - 1000
}

// swingingLastMover is lastMover for a game that says its score swings.
type swingingLastMover struct{ lastMover }

func (*swingingLastMover) Swings() bool { return true }

// The node limit lets an iteration finish past it when its best action's
// score falls well below the last iteration's: the choice is in doubt.
// Where the score swings it is measured against the iteration before the
// last, which ended on the same side's action, so the swing alone does not
// let every other iteration run past the limit.
func TestASwingIsNoFall(t *testing.T) {
	const limit = 3000
	plain, err := search.New[*lastMover, uint32, int]().Think(context.Background(), &lastMover{}, search.Limits{Nodes: limit})
	if err != nil {
		t.Fatal(err)
	}
	if plain.Nodes <= limit {
		t.Fatalf("a game that does not say it swings: %d positions at a limit of %d; want the fall to let an iteration run past it", plain.Nodes, limit)
	}
	swinging, err := search.New[*swingingLastMover, uint32, int]().Think(context.Background(), &swingingLastMover{}, search.Limits{Nodes: limit})
	if err != nil {
		t.Fatal(err)
	}
	if swinging.Nodes > limit {
		t.Errorf("a swinging game: %d positions at a limit of %d (depth %d); a swing is no fall", swinging.Nodes, limit, swinging.Depth)
	}
}
