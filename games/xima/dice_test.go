package xima

import (
	"errors"
	"strings"
	"testing"

	"xima/games/core"
)

func TestLuckMovesExactlyTheDie(t *testing.T) {
	s, _ := NewState(Luck, Sport)
	put(t, &s, "A1", red)
	if !s.NeedsRoll() {
		t.Fatal("a luck player must roll first")
	}
	if err := s.Roll(3); err != nil {
		t.Fatal(err)
	}
	for name := range legalNames(&s) {
		switch {
		case name[0] == '-' || name[0] == '=':
			// incorporations: plain drops anywhere on floor 1, or a continuation of exactly 3
		case name != "A1D1" && name != "A1A4":
			t.Errorf("luck 3 allows %s", name)
		}
	}
	got := legalNames(&s)
	if !got["A1D1"] || !got["A1A4"] || got["A1D4"] || got["A1B1"] {
		t.Fatalf("luck 3 from A1: %v", got)
	}
}

func TestLuckPassWhenNothingFitsTheRoll(t *testing.T) {
	s, _ := NewState(Luck, Sport)
	put(t, &s, "A1", red)
	put(t, &s, "B1", blue, red) // red's A1 is free; B1's red is free too
	s.reserve[Red], s.special[Red] = 0, SpecialCaptured
	s.hash = s.computeHash()
	g := gameAt(t, s)
	if err := g.SetRoll(6); err != nil {
		t.Fatal(err)
	}
	legal := legalOf(g)
	st := g.State()
	names := map[string]bool{}
	for _, a := range legal {
		names[FormatLong(&st, a)] = true
	}
	if names["pass"] {
		t.Fatalf("moves of 6 exist (A1A7, A1G7?), pass offered: %v", names)
	}
	// Red's only block can step onto B1 and nowhere else.
	s2, _ := NewState(Luck, Sport)
	put(t, &s2, "A1", red)
	put(t, &s2, "B1", blue)
	put(t, &s2, "C1", blue, blue, blue)
	put(t, &s2, "A2", blue, blue)
	put(t, &s2, "B2", blue, blue)
	s2.reserve[Red], s2.special[Red] = 0, SpecialCaptured
	s2.hash = s2.computeHash()
	g2 := gameAt(t, s2)
	if err := g2.SetRoll(5); err != nil {
		t.Fatal(err)
	}
	legal = legalOf(g2)
	if len(legal) != 1 || legal[0] != PassAction {
		t.Fatalf("nothing moves 5 cells from A1: want only pass, got %d actions", len(legal))
	}
	if err := g2.Play(core.Action(PassAction)); err != nil {
		t.Fatal(err)
	}
	if st := g2.State(); st.ToMove() != Blue || g2.Over() {
		t.Fatal("a pass hands the turn on")
	}
}

func TestLuckDrownedMeansNoActionForAnyDie(t *testing.T) {
	s, _ := NewState(Sport, Luck)
	put(t, &s, "A1", red, red)
	put(t, &s, "B1", blue)
	s.reserve[Blue], s.special[Blue] = 0, SpecialCaptured
	s.hash = s.computeHash()
	g := gameAt(t, s)
	if _, err := g.PlayText("A1B1"); err != nil {
		t.Fatal(err)
	}
	wantResult(t, g.Result(), Blue, Drowned) // no action for any die
}

func TestTwoDiceTwoDifferentBlocks(t *testing.T) {
	s, _ := NewState(TwoDice, Sport)
	put(t, &s, "A1", red)
	put(t, &s, "M13", blue)
	g := gameAt(t, s)
	if err := g.SetRoll(2, 4); err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayText("A1C1"); err != nil { // uses the 2
		t.Fatal(err)
	}
	st := g.State()
	if st.ToMove() != Red || !st.MidTurn() {
		t.Fatal("after one of two actions the two-dice player goes on")
	}
	names := map[string]bool{}
	for _, a := range legalOf(g) {
		names[FormatLong(&st, a)] = true
	}
	if names["C1E1"] || names["C1G1"] {
		t.Fatal("the second action moved the first action's block")
	}
	if !names["pass"] {
		t.Fatal("a two-dice player may stop after one action")
	}
	if _, err := g.PlayText("C1E1"); !errors.Is(err, core.ErrIllegal) {
		t.Fatalf("second action with the same block: err %v", err)
	}
	if _, err := g.PlayText("-A1"); err != nil { // a plain drop uses up the 4
		t.Fatal(err)
	}
	if st := g.State(); st.ToMove() != Blue {
		t.Fatal("two actions end the turn")
	}
	if !strings.Contains(g.Record(), "[2,4] C1 & -A1") {
		t.Fatalf("record of the turn:\n%s", g.Record())
	}
}

func TestTwoDiceSecondActionUsesTheOtherDie(t *testing.T) {
	s, _ := NewState(TwoDice, Sport)
	put(t, &s, "A1", red)
	put(t, &s, "A13", red)
	g := gameAt(t, s)
	if err := g.SetRoll(1, 5); err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayText("A1B1"); err != nil {
		t.Fatal(err)
	}
	st := g.State()
	for _, a := range legalOf(g) {
		if a.Kind() == KindMove && Distance(a.From(), a.To()) != 5 {
			t.Fatalf("after using the 1, %s travels %d", FormatLong(&st, a), Distance(a.From(), a.To()))
		}
	}
}

func TestDiceComeFromTheSeed(t *testing.T) {
	roll := func() []uint8 {
		g, _ := NewGame(Config{Styles: []Style{TwoDice, Luck}, Seed: 42, HasSeed: true})
		var all []uint8
		for range 6 {
			if g.NeedsRoll() {
				d, err := g.Roll()
				if err != nil {
					t.Fatal(err)
				}
				all = append(all, d...)
			}
			if err := g.Play(g.Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
		return all
	}
	a, b := roll(), roll()
	if len(a) == 0 || string(a) != string(b) {
		t.Fatalf("same seed, different dice: %v %v", a, b)
	}
}
