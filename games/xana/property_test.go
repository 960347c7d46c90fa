package xana

import (
	"math/rand/v2"
	"testing"
)

// invariants checks what every position keeps: each colour's stones are on
// the board, in reserve or captured (2N in all); every stack has an empty
// neighbour; no cell holds more than 2N stones; the hash equals a fresh one.
func invariants(t *testing.T, s *State) {
	t.Helper()
	n := 2 * s.Size()
	for col := range Colour(2) {
		if got := s.OnBoard(col) + s.Reserve(col) + s.Lost(col); got != n {
			t.Fatalf("%v: board %d + reserve %d + lost %d = %d, want %d", col, s.OnBoard(col), s.Reserve(col), s.Lost(col), got, n)
		}
	}
	for c := range Cell(s.Cells()) {
		if _, ok := s.Owner(c); ok && !s.breathes(c, NoCell, NoCell) {
			t.Fatalf("the stack on %s has no empty neighbour\n%s", s.CellName(c), s.Diagram())
		}
		if s.Height(c) > n {
			t.Fatalf("%s holds %d stones", s.CellName(c), s.Height(c))
		}
	}
	if s.Hash() != s.computeHash() {
		t.Fatal("incremental hash differs from a fresh one")
	}
}

// randomGame plays a seeded random game of at most plies parts, calling
// check before each part with the part chosen; passes are made rare so
// games fill the board.
func randomGame(t *testing.T, rng *rand.Rand, size, plies int, check func(g *Game, a Action)) *Game {
	t.Helper()
	g, err := NewGame(Config{Size: size})
	if err != nil {
		t.Fatal(err)
	}
	for range plies {
		legal := gameLegal(g)
		if len(legal) == 0 {
			break
		}
		a := legal[rng.IntN(len(legal))]
		for try := 0; try < 4 && (a == PassAction || a.Kind() == KindDrop && a.Stones() > 3); try++ {
			a = legal[rng.IntN(len(legal))]
		}
		if check != nil {
			check(g, a)
		}
		playAction(t, g, a)
	}
	return g
}

var sizes = []int{2, 3, 4, 5, 8}

func TestRandomGamesKeepInvariants(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 80
	}
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]Action, 0, 4096)
	for i := range games {
		randomGame(t, rng, sizes[i%len(sizes)], 250, func(g *Game, a Action) {
			s := g.State()
			invariants(t, &s)
			before := s
			u := s.Apply(a)
			after := s
			invariants(t, &after)
			s.Unapply(u)
			if s != before {
				t.Fatalf("game %d: undo of %s did not restore the state", i, FormatAction(&before, a))
			}
			// Every legal part reads back as itself.
			buf = s.Legal(buf[:0])
			for _, b := range buf {
				text := FormatAction(&s, b)
				got, err := parseSyntax(&s, text)
				if err != nil || got != b {
					t.Fatalf("game %d: %q read as %v, %v", i, text, got, err)
				}
			}
			if got, err := ParseAction(&s, FormatAction(&s, a)); err != nil || got != a {
				t.Fatalf("game %d: %s: %v", i, FormatAction(&s, a), err)
			}
		})
	}
}

// Game.Undo gives back the position before each part, down to the start.
func TestRandomGamesUndo(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 40 {
		var states []State
		g := randomGame(t, rng, sizes[i%len(sizes)], 120, func(g *Game, a Action) { states = append(states, g.State()) })
		for j := len(states) - 1; j >= 0; j-- {
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
			if g.State() != states[j] {
				t.Fatalf("game %d: undo to part %d differs", i, j)
			}
		}
		if g.Undo() == nil || len(g.line.seen) != 1 {
			t.Fatalf("game %d: undo past the start, or %d positions seen", i, len(g.line.seen))
		}
	}
}

func TestRandomGamesRecordRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 150 {
		g := randomGame(t, rng, sizes[i%len(sizes)], 10+rng.IntN(300), nil)
		if i%7 == 0 && !g.Over() {
			if err := g.Resign(rng.IntN(2)); err != nil {
				t.Fatal(err)
			}
		}
		text := g.Record()
		g2, err := ParseGame(text)
		if err != nil {
			t.Fatalf("game %d: reading back its record: %v\n%s", i, err, text)
		}
		if g2.Record() != text || g2.State() != g.State() || g2.Result() != g.Result() {
			t.Fatalf("game %d: round trip changed the record, the position or the result\n%s", i, text)
		}
	}
}
