package xima

import (
	"math/rand/v2"
	"testing"

	"xima/games/core"
)

// cell parses a cell name or fails the test.
func cell(t testing.TB, name string) Cell {
	t.Helper()
	c, ok := ParseCell(name)
	if !ok {
		t.Fatalf("bad cell %q", name)
	}
	return c
}

// put stacks blocks (bottom first) on a cell, taking them from the owners'
// reserves so the counts stay conserved, and rehashes.
func put(t testing.TB, s *State, name string, blocks ...Block) {
	t.Helper()
	c := cell(t, name)
	for _, b := range blocks {
		p := b.Owner()
		if b.Special() {
			if s.special[p] != SpecialInReserve {
				t.Fatalf("%s special already used", p)
			}
			s.special[p] = SpecialOnBoard
		} else {
			if s.reserve[p] == 0 {
				t.Fatalf("%s has no common left", p)
			}
			s.reserve[p]--
		}
		s.onBoard[p]++
		s.cols[c][s.height[c]] = b
		s.height[c]++
	}
	s.hash = s.computeHash()
}

// newSport returns an initial state for n sport players.
func newSport(t testing.TB, n int) State {
	t.Helper()
	styles := make([]Style, n)
	s, err := NewState(styles...)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// legalNames returns the long-form names of the actions legal in s.
func legalNames(s *State) map[string]bool {
	m := map[string]bool{}
	for _, a := range s.Legal(nil) {
		m[FormatLong(s, a)] = true
	}
	return m
}

// randomGame plays up to n random legal actions of a game with the given
// styles and calls visit before each with the game and the chosen action.
func randomGame(t testing.TB, rng *rand.Rand, styles []Style, n int, visit func(g *Game, a Action)) *Game {
	t.Helper()
	g, err := NewGame(Config{Styles: styles, Seed: rng.Uint64(), HasSeed: true})
	if err != nil {
		t.Fatal(err)
	}
	for range n {
		if g.Over() {
			break
		}
		if g.NeedsRoll() {
			if _, err := g.Roll(); err != nil {
				t.Fatal(err)
			}
		}
		legal := legalOf(g)
		a := legal[rng.IntN(len(legal))]
		if visit != nil {
			visit(g, a)
		}
		if err := g.Play(core.Action(a)); err != nil {
			t.Fatalf("play %s: %v", FormatLong(&g.line.State, a), err)
		}
	}
	return g
}

// legalOf returns g's legal actions as Xima's own Actions.
func legalOf(g *Game) []Action {
	var out []Action
	for _, a := range g.Legal() {
		out = append(out, Action(a))
	}
	return out
}

// wantResult fails the test unless r is an end won by winner for why.
func wantResult(t testing.TB, r core.Result, winner Player, why core.Reason) {
	t.Helper()
	if !r.Over || r.Winner != int(winner) || r.Reason != why {
		t.Fatalf("result %+v, want %s wins by %s", r, winner, why)
	}
}

// leave takes p out of g: a resignation, or a flag fall when flag.
func leave(g *Game, p Player, flag bool) error {
	if flag {
		return g.Flag(int(p))
	}
	return g.Resign(int(p))
}

var (
	red, blue, yellow = MakeBlock(Red, false), MakeBlock(Blue, false), MakeBlock(Yellow, false)
	redSpecial        = MakeBlock(Red, true)
	blueSpecial       = MakeBlock(Blue, true)
)
