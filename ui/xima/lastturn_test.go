package xima

import (
	"slices"
	"testing"

	engine "xima/games/xima"
)

// TestLastTurnMarksBothActionsOfTwoDice: a two-dice turn's two actions are
// both the last turn's, to be marked; the next player's one action alone
// replaces them (issue 28: the computer's two-dice turn showed only its
// second action).
func TestLastTurnMarksBothActionsOfTwoDice(t *testing.T) {
	g, err := engine.NewGame(engine.Config{Styles: []engine.Style{engine.TwoDice, engine.Sport}, Seed: 7, HasSeed: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := lastTurn(g); len(got) != 0 {
		t.Fatalf("before any action: %v", got)
	}
	if _, err := g.Roll(); err != nil {
		t.Fatal(err)
	}
	var played []engine.Action
	for g.ToMove() == 0 && len(played) < 2 {
		a := engine.Action(g.Legal()[0])
		if err := g.Play(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		played = append(played, a)
	}
	if got := lastTurn(g); !slices.Equal(got, played) {
		t.Fatalf("after red's two-dice turn %v: the last turn is %v", played, got)
	}
	if len(played) != 2 {
		t.Fatalf("red's two-dice turn played %d actions", len(played))
	}
	blue := engine.Action(g.Legal()[0])
	if err := g.Play(g.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	if got := lastTurn(g); !slices.Equal(got, []engine.Action{blue}) {
		t.Errorf("after blue's move %v: the last turn is %v", blue, got)
	}
}
