package xana

import (
	"context"
	"math/rand/v2"
	"testing"

	"xima/games/search"
)

// Along random games, every turn TurnLine lists at the start of a turn is
// played again part by part through the Game, the stack part and then
// GreedyPart's walls and end: each part is legal and the turn ends where
// Apply left the line; Unapply restores the line, its hash and history
// exactly.
func TestTurnLineTurnsArePlayableAndUndo(t *testing.T) {
	games := 24
	if testing.Short() {
		games = 6
	}
	rng := rand.New(rand.NewPCG(16, 1))
	turns := 0
	for i := range games {
		randomGame(t, rng, sizes[i%len(sizes)], 60+rng.IntN(120), func(g *Game, _ Action) {
			if g.line.step != StepStart || g.Over() {
				return
			}
			tl := NewTurnLine(g.Line())
			before, seen := tl.State, len(tl.seen)
			acts := tl.Legal(nil)
			if len(acts) == 0 {
				t.Fatalf("game %d: no turn listed in a game going on", i)
			}
			for _, a := range acts {
				u := tl.Apply(a)
				if tl.Step() != StepStart {
					t.Fatalf("game %d: %s left the turn unfinished", i, FormatAction(&before, a))
				}
				if tl.Hash() != tl.computeHash() {
					t.Fatalf("game %d: %s: hash out of date", i, FormatAction(&before, a))
				}
				parts := playTurn(t, g, a)
				if g.State() != tl.State || g.Result() != tl.Result() {
					t.Fatalf("game %d: %s played part by part differs from TurnLine.Apply", i, FormatAction(&before, a))
				}
				for range parts {
					if err := g.Undo(); err != nil {
						t.Fatal(err)
					}
				}
				tl.Unapply(u)
				if tl.State != before || tl.Hash() != before.Hash() || len(tl.seen) != seen || tl.repeated {
					t.Fatalf("game %d: undo of %s did not restore the line", i, FormatAction(&before, a))
				}
				turns++
			}
		})
	}
	if turns < 100*games {
		t.Errorf("%d turns checked over %d games", turns, games)
	}
}

// playTurn plays in g the turn a names, part by part, each checked legal
// by the Game, and returns how many parts it took.
func playTurn(t *testing.T, g *Game, a Action) int {
	t.Helper()
	playAction(t, g, a)
	n := 1
	if k := a.Kind(); k == KindPass || k == KindSwap {
		return n
	}
	for g.line.step != StepStart {
		playAction(t, g, g.line.GreedyPart())
		n++
	}
	return n
}

// TurnLine lists TurnWidth stack parts, the smallest of each cell, plus
// taller drops on the best cells, the pass always, and "-" where the mover
// has a stack.
func TestTurnLineListsFewTurns(t *testing.T) {
	s := position(t, 8, White, "o8=C a8=a g8=# w8=b k4=B k12=c")
	tl := NewTurnLine(NewLine(s))
	acts := tl.Legal(nil)
	stack, skip, pass := 0, 0, 0
	for _, a := range acts {
		switch a.Kind() {
		case KindDrop, KindMove:
			stack++
		case KindSkip:
			skip++
		case KindPass:
			pass++
		}
		if a.Kind() == KindDrop && s.Empty(a.To()) && a.Stones() != 1 && a.Stones() != tallDrop {
			t.Errorf("%s listed: neither the cell's smallest drop nor a tall one", FormatAction(&s, a))
		}
	}
	if stack < TurnWidth || stack > TurnWidth+tallTwins || skip != 1 || pass != 1 || len(acts) != stack+2 {
		t.Errorf("%d stack parts, %d skips, %d passes of %d turns", stack, skip, pass, len(acts))
	}
	if all := len(s.Legal(nil)); all < 10*len(acts) {
		t.Errorf("only %d legal parts", all)
	}
}

// GreedyPart ends a turn whose walls would not help, follows "-" with a
// wall, and takes a capture by a wall.
func TestGreedyPart(t *testing.T) {
	s := position(t, 8, White, "k8=A")
	play(t, &s, "1@k10")
	if got := s.GreedyPart(); got != EndAction {
		t.Errorf("alone on the board: %s, want the end", FormatAction(&s, got))
	}
	s = position(t, 8, White, "k8=A")
	play(t, &s, "-")
	if got := s.GreedyPart(); got.Kind() != KindWall {
		t.Errorf("after -: %s, want a wall", FormatAction(&s, got))
	}
	// The black stack on a1... has one empty neighbour left, within reach
	// of a wall: the wall that fills it captures two stones.
	s = position(t, 8, White, "o8=C m8=b l7=# l9=# n7=# n9=#")
	play(t, &s, "1@s8")
	if got := s.GreedyPart(); got != WallAction(cell(t, &s, "k8")) {
		t.Errorf("%s, want the capture k8", FormatAction(&s, got))
	}
}

// A search of whole turns allocates nothing once its buffers have grown.
func TestTurnSearchAllocatesNothingOnceWarm(t *testing.T) {
	s := position(t, 8, White, "o8=C a8=a g8=# w8=b k4=B k12=c")
	tl := NewTurnLine(NewLine(s))
	sr := search.New[*TurnLine, Action, TurnUndo]()
	lim := search.Limits{Depth: 2, Quiescence: 4}
	if _, err := sr.Think(context.Background(), tl, lim); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(3, func() { _, _ = sr.Think(context.Background(), tl, lim) }); n != 0 {
		t.Errorf("%v allocations per search", n)
	}
}

// BenchmarkTurnSearch measures the search of whole turns in turns (the
// search's nodes) per second, level 6's way with 4000 turns, from the
// seed's sample game before its 6th move.
func BenchmarkTurnSearch(b *testing.B) {
	g, err := ParseGame("1. 3@k4 + i4 o4 3@g8 + e6 e10 2. 3@j11 + g4 p3 5@o2 + j3 l3 3. k4-k2 + l1 f3 o2-t3 + m2 u2 " +
		"4. 2@y8 + y6 h9 t3>3r3 + w2 m4 5. 2@t13 + y10 n13 r3>2u4 + w4 y4")
	if err != nil {
		b.Fatal(err)
	}
	lim, _ := search.Level(6, search.Budget{Nodes: 4000}, 1)
	sr := search.New[*TurnLine, Action, TurnUndo]()
	var nodes int64
	depth := 0
	b.ReportAllocs()
	for b.Loop() {
		rep, err := sr.Think(context.Background(), NewTurnLine(g.Line()), lim)
		if err != nil {
			b.Fatal(err)
		}
		nodes += rep.Nodes
		depth = rep.Depth
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "turns/s")
	b.ReportMetric(float64(depth), "depth")
}

// The score of the turn search swings from one depth to the next, which is
// why TurnLine is a search.Swinger: the side that took the last turn has
// claimed the cells it reaches first. Along a game of greedy turns, a
// search of one turn and one of three score far above a search of two, by
// far more than an aspiration window (half a point).
func TestTheTurnSearchScoreSwings(t *testing.T) {
	g, err := NewGame(Config{})
	if err != nil {
		t.Fatal(err)
	}
	tl := NewTurnLine(g.Line())
	if sw, ok := any(tl).(search.Swinger); !ok || !sw.Swings() {
		t.Fatal("TurnLine does not tell the search that its score swings")
	}
	s := search.New[*TurnLine, Action, TurnUndo]()
	for turn := range 12 {
		var score [4]int
		var greedy Action
		for depth := 1; depth <= 3; depth++ {
			r, err := s.Think(context.Background(), tl, search.Limits{Depth: depth})
			if err != nil {
				t.Fatal(err)
			}
			score[depth] = r.Score
			if depth == 1 {
				greedy = r.Best
			}
		}
		if turn >= 2 && (score[1]-score[2] < 1000 || score[3]-score[2] < 1000) {
			t.Errorf("turn %d: one turn deep %d, two %d, three %d; want two far below the others", turn, score[1], score[2], score[3])
		}
		tl.Apply(greedy)
	}
}
