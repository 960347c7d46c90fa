package xima

import (
	"testing"

	"xima/games/search"
)

var _ search.Position[Action, Undo] = DiceLine{}
var _ search.Chancy[Action] = DiceLine{}
var _ search.Hinter[Action] = (*Line)(nil)

func TestDiceLineRollsAreChanceActions(t *testing.T) {
	for _, tc := range []struct {
		style        Style
		rolls, total int
	}{{Luck, 6, 6}, {TwoDice, 21, 36}} {
		s, _ := NewState(tc.style, tc.style)
		d := DiceLine{NewLine(s)}
		if !d.Chance() {
			t.Fatalf("%s: no roll at the start", tc.style)
		}
		rolls := d.Legal(nil)
		total := 0
		for _, r := range rolls {
			total += d.Weight(r)
		}
		if len(rolls) != tc.rolls || total != tc.total {
			t.Errorf("%s: %d rolls weighing %d, want %d weighing %d", tc.style, len(rolls), total, tc.rolls, tc.total)
		}
		before, hash := d.State, d.Hash()
		for _, r := range rolls {
			u := d.Apply(r)
			if d.Chance() || len(d.Legal(nil)) == 0 {
				t.Fatalf("%s: after %x no action to play", tc.style, r)
			}
			if d.Hash() == hash {
				t.Errorf("%s: the roll %x does not change the search's hash", tc.style, r)
			}
			d.Unapply(u)
			if d.State != before || d.Hash() != hash {
				t.Fatalf("%s: undoing the roll %x does not restore the position", tc.style, r)
			}
		}
	}
}

// stack returns the start with red's common and, on it, red's special on
// cell name.
func stack(t *testing.T, name string) *Line {
	t.Helper()
	c, ok := ParseCell(name)
	if !ok {
		t.Fatal(name)
	}
	s, _ := NewState(Sport, Sport)
	s.push(c, MakeBlock(Red, false))
	s.push(c, MakeBlock(Red, true))
	s.reserve[Red]--
	s.special[Red] = SpecialOnBoard
	s.onBoard[Red] = 2
	return NewLine(s)
}

func TestEvaluationRewardsTheRaceToTheSummit(t *testing.T) {
	s, _ := NewState(Sport, Sport)
	if v := NewLine(s).Evaluate(0); v != 0 {
		t.Errorf("the start scores %d for red", v)
	}
	corner, summit := stack(t, "A1"), stack(t, "G6") // G6: height 3, next to the summit
	if corner.Evaluate(0) <= 0 || corner.Evaluate(1) != -corner.Evaluate(0) {
		t.Errorf("red's stack on A1: red %d, blue %d", corner.Evaluate(0), corner.Evaluate(1))
	}
	if summit.Evaluate(0) < corner.Evaluate(0)+10*evalScale*4 {
		t.Errorf("red's special next to the summit at height 3 scores %d, on A1 %d", summit.Evaluate(0), corner.Evaluate(0))
	}
}

func TestEvaluationAllocatesNothing(t *testing.T) {
	l := stack(t, "G6")
	if n := testing.AllocsPerRun(100, func() { l.Evaluate(0); l.Hint(MoveAction(0, 1)) }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}
