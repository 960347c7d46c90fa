package xoliba

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// playOut plays random actions until the game in play is over.
func playOut(t *testing.T, rng *rand.Rand, g *Game) {
	t.Helper()
	for ply := 0; !g.Over(); ply++ {
		if ply == 500 {
			if err := g.Agree(); err != nil {
				t.Fatal(err)
			}
			break
		}
		legal := g.Legal()
		if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

func TestMatchPlaysToTheTarget(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for _, players := range []int{2, 3} {
		m, err := NewMatch(MatchConfig{Players: players, Seed: 99})
		if err != nil {
			t.Fatal(err)
		}
		want := map[int]int{2: 50, 3: 25}[players]
		if m.Config().Target != want {
			t.Fatalf("default target %d", m.Config().Target)
		}
		for !m.Over() {
			playOut(t, rng, m.Game())
			if m.Over() {
				break
			}
			if _, err := m.NextGame(); err != nil {
				t.Fatal(err)
			}
			if m.Number() > 200 {
				t.Fatal("the match does not end")
			}
		}
		totals := m.Totals()
		w := m.Winner()
		if totals[w] < want || slices.Max(totals) != totals[w] {
			t.Fatalf("%d players: winner %d with totals %v", players, w, totals)
		}
		if _, err := m.NextGame(); err == nil {
			t.Fatal("a game after the match")
		}
		// Games are shuffled from the derived seeds.
		for i, g := range m.Games() {
			if g.Config().Seed != GameSeed(99, i+1) {
				t.Fatalf("game %d seed", i+1)
			}
		}
	}
}

func TestOpeningResignation(t *testing.T) {
	m, err := NewMatch(MatchConfig{Seed: 1, Target: 35, OpeningResignation: true})
	if err != nil {
		t.Fatal(err)
	}
	if m.OpeningShare() != 14 {
		t.Fatalf("40%% of 35 rounded up: %d", m.OpeningShare())
	}
	if _, err := m.NextGame(); err == nil {
		t.Fatal("next game before this one is over")
	}
	if err := m.ResignOpening(1); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(m.Totals(), []int{14, 0}) {
		t.Fatalf("totals %v", m.Totals())
	}
	g, err := m.NextGame()
	if err != nil || g.Start() == m.Games()[0].Start() {
		t.Fatal("the next game is not shuffled anew")
	}
	legal := g.Legal()
	if err := g.Play(legal[0]); err != nil {
		t.Fatal(err)
	}
	if err := m.ResignOpening(0); err == nil {
		t.Fatal("an opening resignation after a move")
	}
	if m2, _ := NewMatch(MatchConfig{Seed: 1}); m2.ResignOpening(0) == nil {
		t.Fatal("an opening resignation without the option")
	}
	if _, err := NewMatch(MatchConfig{Players: 3, OpeningResignation: true}); err == nil {
		t.Fatal("opening resignation with three players")
	}
	if m3, _ := NewMatch(MatchConfig{Target: 50}); m3.OpeningShare() != 20 {
		t.Fatal("40% of 50")
	}
	if _, err := NewMatch(MatchConfig{Players: 1}); err == nil {
		t.Fatal("a one-player match")
	}
}
