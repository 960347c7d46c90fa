package xima

import (
	"math/rand/v2"
	"testing"
)

// conserved checks the invariants every position keeps: the counts agree
// with the columns, every block ever received is somewhere, no common rests
// on the summit, and the hash equals a fresh computation.
func conserved(t *testing.T, s *State) {
	t.Helper()
	var board [MaxPlayers]int
	for c := Cell(0); c < Cells; c++ {
		for i := range s.Height(c) {
			b := s.At(c, i)
			board[b.Owner()]++
			if c == Summit && !b.Special() {
				t.Fatalf("a common block on G7")
			}
		}
	}
	for p := range Player(s.Players()) {
		if board[p] != s.OnBoard(p) {
			t.Fatalf("%s: %d blocks in columns, OnBoard says %d", p, board[p], s.OnBoard(p))
		}
		inReserve := 0
		if s.SpecialState(p) == SpecialInReserve {
			inReserve = 1
		}
		total := board[p] + s.Reserve(p) + inReserve + s.CapturedOf(p) + s.GivenUp(p)
		if total != s.Received(p) {
			t.Fatalf("%s: board %d + reserve %d+%d + captured %d + given up %d != received %d",
				p, board[p], s.Reserve(p), inReserve, s.CapturedOf(p), s.GivenUp(p), s.Received(p))
		}
	}
	if s.Hash() != s.computeHash() {
		t.Fatal("incremental hash differs from a fresh one")
	}
}

var styleSets = [][]Style{
	{Sport, Sport}, {Sport, Sport, Sport}, {Sport, Sport, Sport, Sport},
	{Luck, Luck}, {Sport, TwoDice}, {TwoDice, Luck, Sport, TwoDice},
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	games := 1500
	if testing.Short() {
		games = 200
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range games {
		styles := styleSets[i%len(styleSets)]
		randomGame(t, rng, styles, 300, func(g *Game, a Action) {
			s := g.line.State
			conserved(t, &s)
			// Apply then Unapply restores the exact state.
			before := s
			u := s.Apply(a)
			after := s
			conserved(t, &after)
			s.Unapply(u)
			if s != before {
				t.Fatalf("game %d: undo of %s did not restore the state", i, FormatLong(&before, a))
			}
			// Both notation forms read back as the same action.
			legal := legalOf(g)
			for _, b := range legal {
				specialStopsAtSummit(t, &before, b)
			}
			for _, text := range []string{FormatLong(&before, a), FormatShort(&before, a, legal)} {
				got, err := ParseAction(&before, legal, text)
				if err != nil || got != a {
					t.Fatalf("game %d: %q parsed as %v, %v", i, text, got, err)
				}
			}
		})
	}
}

func TestRandomGamesRecordRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 120 {
		g := randomGame(t, rng, styleSets[i%len(styleSets)], 200, nil)
		text := g.Record()
		g2, err := ParseGame(text)
		if err != nil {
			t.Fatalf("game %d: reading back its record: %v\n%s", i, err, text)
		}
		if g2.Record() != text {
			t.Fatalf("game %d: record changed on a round trip", i)
		}
		s1, s2 := g.State(), g2.State()
		if s1 != s2 {
			t.Fatalf("game %d: replayed position differs", i)
		}
	}
}

// specialStopsAtSummit fails when a in s would rest the special beyond G7
// after passing over it: a special's move must not cross the summit, and a
// special's incorporation must be reachable from an empty floor-1 cell by a
// climb that does not cross it (rules/xima.md, Incorporation).
func specialStopsAtSummit(t *testing.T, s *State, a Action) {
	t.Helper()
	switch a.Kind() {
	case KindMove:
		from := a.From()
		if k := s.Height(from); k == 0 || !s.At(from, k-1).Special() {
			return
		}
		for _, ray := range rays[from] {
			crossed := false
			for _, y := range ray {
				if y == a.To() && crossed {
					t.Fatalf("special move %s passes over G7", FormatLong(s, a))
				}
				crossed = crossed || (y == Summit && s.Height(y) == 0)
			}
		}
	case KindDropSpecial:
		if a.To() == Summit || floorOf[a.To()] == 1 {
			return
		}
		for _, d := range floor1 {
			if s.Height(d) == 0 && climbsTo(s, d, a.To()) {
				return
			}
		}
		t.Fatalf("special drop %s is reached only over G7", FormatLong(s, a))
	}
}

// climbsTo reports whether a block dropped on the empty floor-1 cell d can
// continue in a straight line to the empty cell y: onto a column at most one
// block up, onto an empty cell never up a bare step, never over an empty
// summit (rules/xima.md, Movement).
func climbsTo(s *State, d, y Cell) bool {
	for _, ray := range rays[d] {
		level := 0
		for _, c := range ray {
			top := c.Terrain() + s.Height(c)
			if s.Height(c) > 0 && top > level+1 || s.Height(c) == 0 && top > level ||
				c == Summit && s.Height(c) == 0 && c != y {
				break
			}
			level = top
			if c == y {
				return true
			}
		}
	}
	return false
}
