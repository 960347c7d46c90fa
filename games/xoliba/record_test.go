package xoliba

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"xima/games/core"
)

// randomGame plays random actions from a seeded game.
func randomGame(t testing.TB, rng *rand.Rand, cfg Config, maxPlies int) *Game {
	t.Helper()
	g, err := NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for range maxPlies {
		legal := g.Legal()
		if len(legal) == 0 {
			break
		}
		if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestRecordRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for i := range 150 {
		cfg := Config{Players: 1 + i%3, Seed: rng.Uint64(), Names: []string{"Ana \"la\" Roja"}, Date: "2026.11.22",
			Tags: []core.Tag{{Name: "Event", Value: "club"}}}
		g := randomGame(t, rng, cfg, rng.IntN(80))
		switch {
		case i%7 == 3 && !g.Over():
			if err := g.Resign(g.ToMove()); err != nil {
				t.Fatal(err)
			}
		case i%7 == 5 && !g.Over() && cfg.Players > 1:
			if err := g.Agree(); err != nil {
				t.Fatal(err)
			}
		}
		text := g.Record()
		back, err := ParseGame(text)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if back.Record() != text || back.State() != g.State() || back.Result() != g.Result() {
			t.Fatalf("round trip differs:\n%s\n%s", text, back.Record())
		}
		if !strings.HasPrefix(text, "[Game \"Xoliba\"]\n[Players \"") {
			t.Fatalf("header %q", text[:40])
		}
	}
}

func TestRecordFromSetupAndResultChecks(t *testing.T) {
	setup := "wwdww/wwwwwww/wwwwwww/wwwwwww/wwrwrww/wwwbwww/wwwww"
	setup = strings.Replace(setup, "d", "r", 1)
	text := "[Game \"Xoliba\"]\n[Setup \"" + setup + "\"]\n[Seed \"0\"]\n"
	// Blue has one piece: the game is over before it starts.
	g, err := ParseGame(text)
	if err != nil {
		t.Fatal(err)
	}
	if !g.Over() || g.Result().Reason != "fewer than three pieces" {
		t.Fatalf("result %+v", g.Result())
	}
	good := "[Game \"Xoliba\"]\n[Seed \"1\"]\n[Result \"Red\"]\n[Termination \"resignation\"]\n\n"
	g, err = ParseGame(good)
	if err != nil || g.Result().Winner != 0 || g.Result().Reason != "resignation" {
		t.Fatalf("a resignation by tags: %+v %v", g.Result(), err)
	}
	for bad, want := range map[string]error{
		"[Game \"Xima\"]\n":                 core.ErrSyntax,
		"[Players \"4\"]\n":                 core.ErrSyntax,
		"[Seed \"-1\"]\n":                   core.ErrSyntax,
		"[Setup \"rrr\"]\n":                 core.ErrSyntax,
		"[Seed \"1\"]\n[Result \"Red\"]\n":  errResult,
		"[Seed \"1\"]\n\n1. a4-a3\n":        core.ErrIllegal,
		"[Seed \"1\"]\n\n1. resign=Green\n": core.ErrSyntax,
	} {
		_, err := ParseGame(bad)
		var pe *core.ParseError
		if !errors.Is(err, want) || !errors.As(err, &pe) {
			t.Errorf("%q: %v, want %v", bad, err, want)
		}
	}
	g, err = ParseGame("[Seed \"1\"]\n\n1. d6-d7 resign=Blue\n")
	if err != nil || g.Result().Winner != 0 || !strings.Contains(g.Record(), "1. d6-d7 resign=Blue\n") {
		t.Fatalf("a resignation out of turn: %v %+v", err, g.Result())
	}
	_, err = ParseGame("[Seed \"1\"]\n\n1. d6-d7 c7-d6\n2. a4-a3\n")
	var pe *core.ParseError
	if !errors.As(err, &pe) || pe.Move != 2 || pe.Line != 4 || pe.Col != 4 || pe.Text != "a4-a3" {
		t.Fatalf("error position %+v", pe)
	}
}

func TestGameUndo(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	g := randomGame(t, rng, Config{Seed: 5}, 10)
	states := []State{}
	moves := g.Moves()
	h, _ := NewGame(Config{Seed: 5})
	for _, m := range moves {
		states = append(states, h.State())
		if _, err := h.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	for i := len(moves) - 1; i >= 0; i-- {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		if g.State() != states[i] || len(g.Moves()) != i {
			t.Fatalf("undo to ply %d differs", i)
		}
	}
	if err := g.Undo(); err == nil {
		t.Fatal("undo with nothing played")
	}
	if err := g.Resign(0); err != nil || !g.Over() || g.Result().Winner != 1 {
		t.Fatal("resign")
	}
	if err := g.Undo(); err != nil || g.Over() {
		t.Fatal("undo of a resignation")
	}
}
