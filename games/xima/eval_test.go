package xima

import (
	"context"
	"math/rand/v2"
	"testing"

	"xima/games/core"
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

var _ search.Threatened = (*Line)(nil)

// specialReaches agrees with the move generation: in random positions
// crowded round the summit, of two to four players, the side to move's
// special may enter the summit exactly when a legal action does.
func TestSpecialReachesIsALegalSummitAction(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 7))
	reached, dropped := 0, 0
	for range 3000 {
		s := newSport(t, 2+rng.IntN(3))
		if rng.IntN(3) == 0 { // a staircase a dropped special may climb
			ray := rays[Summit][rng.IntN(8)]
			for i, n := range [5]int{1, 1, 2, 1, 1} {
				for range n {
					put(t, &s, ray[i].String(), MakeBlock(Player(rng.IntN(int(s.players))), false))
				}
			}
		}
		for range 6 + rng.IntN(20) {
			c := Cell(rng.IntN(Cells))
			if c == Summit || Distance(c, Summit) == 0 && rng.IntN(2) == 0 {
				continue
			}
			for range 1 + rng.IntN(3) {
				p := Player(rng.IntN(int(s.players)))
				if s.reserve[p] == 0 || s.height[c] >= 4 {
					break
				}
				put(t, &s, c.String(), MakeBlock(p, false))
			}
			if p := Player(rng.IntN(int(s.players))); s.special[p] == SpecialInReserve && rng.IntN(3) == 0 {
				put(t, &s, c.String(), MakeBlock(p, true))
			}
		}
		s.toMove = Player(rng.IntN(int(s.players)))
		want := false
		for _, a := range s.Legal(nil) {
			if a.To() == Summit {
				want = true
			}
		}
		if got := s.specialReaches(s.toMove); got != want {
			t.Fatalf("%s: specialReaches %v, a legal summit action %v\n%s", s.toMove, got, want, s.Diagram())
		}
		if want {
			reached++
			if s.special[s.toMove] == SpecialInReserve {
				dropped++
			}
		}
	}
	t.Logf("%d positions where a special could enter the summit, %d by a drop", reached, dropped)
	if reached < 20 || dropped == 0 {
		t.Fatalf("%d positions where a special could enter the summit, %d by a drop: too few to prove much", reached, dropped)
	}
}

// threatLine is red to move, blue's special on a blue common on F4, at
// height 2, and what else the blocks say (cell, then blocks bottom first).
func threatLine(t *testing.T, cells map[string][]Block) *Line {
	t.Helper()
	s := newSport(t, 2)
	put(t, &s, "F4", MakeBlock(Blue, false), MakeBlock(Blue, true))
	for name, blocks := range cells {
		put(t, &s, name, blocks...)
	}
	return NewLine(s)
}

var (
	redCommon  = MakeBlock(Red, false)
	blueCommon = MakeBlock(Blue, false)
	blueSpec   = MakeBlock(Blue, true)
	redSpec    = MakeBlock(Red, true)
)

func TestThreatenedBySpecialOneActionFromTheSummit(t *testing.T) {
	for _, c := range []struct {
		name  string
		cells map[string][]Block
		want  bool
	}{
		{"special low, off the summit's lines", nil, false},
		{"special low, a bridge it cannot use yet", map[string][]Block{"F6": {redCommon}}, false},
	} {
		if got := threatLine(t, c.cells).Threatened(); got != c.want {
			t.Errorf("%s: Threatened %v, want %v", c.name, got, c.want)
		}
	}
	s := newSport(t, 2)
	put(t, &s, "F6", redCommon, blueSpec) // height 3, next to the summit
	if l := NewLine(s); !l.Threatened() {
		t.Errorf("blue's special at height 3 on F6: red not threatened\n%s", s.Diagram())
	}
	s.toMove = Blue
	if l := NewLine(s); l.Threatened() {
		t.Error("blue to move is threatened by its own special")
	}
	s = newSport(t, 2)
	put(t, &s, "F6", redCommon, blueSpec, redCommon) // dominated
	if l := NewLine(s); l.Threatened() {
		t.Error("a dominated special threatens")
	}
	s = newSport(t, 2)
	put(t, &s, "E5", blueCommon, blueSpec) // height 3 two steps out
	if l := NewLine(s); l.Threatened() {
		t.Error("blue's special at height 3 on E5, F6 bare (height 2): red threatened")
	}
	put(t, &s, "F6", redCommon) // a bridge at height 3
	if l := NewLine(s); !l.Threatened() {
		t.Error("blue's special at height 3 on E5, a bridge on F6: red not threatened")
	}
	put(t, &s, "F6", redCommon, redCommon) // surface 5: too high a step
	if l := NewLine(s); l.Threatened() {
		t.Error("blue's special on E5 behind a column of three on F6 threatens")
	}
}

// The action that brings the special within one action of the summit is
// tactical; the same special's other actions are not, nor one that keeps a
// threat already there.
func TestHintMarksAThreatToReachTheSummit(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "F4", redCommon, redSpec)
	put(t, &s, "F6", blueCommon)
	l := NewLine(s)
	before := l.State
	threat, quiet := MoveAction(cell(t, "F4"), cell(t, "F6")), MoveAction(cell(t, "F4"), cell(t, "F5"))
	if h := l.Hint(threat); h != threatHint {
		t.Errorf("F4-F6 (height 3 next to G7) hints %d, want %d", h, threatHint)
	}
	if h := l.hint(threat, false); h > 0 {
		t.Errorf("F4-F6 without threats hints %d", h)
	}
	if h := l.Hint(quiet); h > 0 {
		t.Errorf("F4-F5 (off the summit's lines) hints %d", h)
	}
	if l.State != before {
		t.Fatal("Hint changed the position")
	}
	l.Apply(threat)
	l.Apply(DropAction(false, cell(t, "A1")))
	if h := l.Hint(MoveAction(cell(t, "F6"), cell(t, "F5"))); h > 0 {
		t.Errorf("a threat kept: F6-F5 hints %d", h)
	}
	for _, a := range l.Legal(nil) {
		if h := l.Hint(a); h == threatHint {
			t.Errorf("with the threat already made, %s hints a threat", FormatLong(&l.State, a))
		}
	}
}

// plain is a Line as the search saw it before threats (issue 31): no
// Threatened, no threat hints.
type plain struct{ l *Line }

func (p plain) Seats() int                  { return p.l.Seats() }
func (p plain) ToMove() int                 { return p.l.ToMove() }
func (p plain) Legal(dst []Action) []Action { return p.l.Legal(dst) }
func (p plain) Apply(a Action) Undo         { return p.l.Apply(a) }
func (p plain) Unapply(u Undo)              { p.l.Unapply(u) }
func (p plain) Hash() uint64                { return p.l.Hash() }
func (p plain) Result() core.Result         { return p.l.Result() }
func (p plain) Evaluate(seat int) int       { return p.l.Evaluate(seat) }
func (p plain) Hint(a Action) int           { return p.l.hint(a, false) }
func (p plain) Repeated() bool              { return p.l.Repeated() }
func (p plain) EvaluateAll(dst []int)       { p.l.EvaluateAll(dst) }

// forcedSummit reports whether the side to move in l can bring its special
// next to the summit so that no answer stops it entering.
func forcedSummit(l *Line) bool {
	me := l.toMove
	for _, a := range l.Legal(nil) {
		u := l.Apply(a)
		forced := !l.Over() && l.specialReaches(me)
		if forced {
			for _, b := range l.Legal(nil) {
				v := l.Apply(b)
				stopped := !l.Over() && !l.specialReaches(me) || l.Over() && l.Result().Winner != int(me)
				l.Unapply(v)
				if stopped {
					forced = false
					break
				}
			}
		}
		l.Unapply(u)
		if forced {
			return true
		}
	}
	return false
}

// A threat beyond the horizon: blue's special on F4 threatens to climb onto
// red's common on F6, next to the summit, where no red block can reach it.
// Searching one ply, red sees it only through the threat hint and the
// evasions it leads to; without them red plays on and loses.
func TestSearchSeesASummitThreatAtTheHorizon(t *testing.T) {
	l := threatLine(t, map[string][]Block{"F6": {redCommon}})
	if !forcedSummit(blueToMove(l)) {
		t.Fatal("the position has no threat for red to answer")
	}
	lim := search.Limits{Depth: 1, Quiescence: 8, Seed: 1}
	with, err := search.New[*Line, Action, Undo]().Think(context.Background(), l, lim)
	if err != nil {
		t.Fatal(err)
	}
	without, err := search.New[plain, Action, Undo]().Think(context.Background(), plain{l}, lim)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		a     Action
		loses bool
	}{{"with threats", with.Best, false}, {"without", without.Best, true}} {
		u := l.Apply(c.a)
		if got := forcedSummit(l); got != c.loses {
			t.Errorf("%s: red plays %s, after which blue forces the summit: %v, want %v",
				c.name, FormatLong(&l.State, c.a), got, c.loses)
		}
		l.Unapply(u)
	}
}

// blueToMove returns l with the move handed to blue.
func blueToMove(l *Line) *Line {
	s := l.State
	s.hash ^= zobToMove[s.toMove] ^ zobToMove[Blue]
	s.toMove = Blue
	return NewLine(s)
}

// TestSearchHashTellsCountsApart checks that the search's hash tells apart
// positions the repetition rule takes for one: the same columns, reserves
// and side to move after other captures (which the evaluation counts) or
// other rounds without a raise (which bring rule 14's reinforcement).
func TestSearchHashTellsCountsApart(t *testing.T) {
	s, _ := NewState(Sport, Sport)
	base := DiceLine{Line: NewLine(s)}
	for name, change := range map[string]func(*State){
		"took":   func(s *State) { s.took[Blue]++ },
		"flat":   func(s *State) { s.flat++ },
		"raised": func(s *State) { s.raised = true },
	} {
		other := *base.Line
		change(&other.State)
		if other.Hash() != base.Line.Hash() {
			t.Fatalf("%s: the repetition rule's hash changed too", name)
		}
		if (DiceLine{Line: &other}).Hash() == base.Hash() {
			t.Errorf("%s: the search's hash does not tell the positions apart", name)
		}
	}
	// Playing and taking back restores it, captures and rounds included.
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20 {
		d := DiceLine{Line: NewLine(s)}
		var undo []Undo
		var hashes []uint64
		for ply := 0; ply < 120 && !d.Over(); ply++ {
			acts := d.Legal(nil)
			hashes = append(hashes, d.Hash())
			undo = append(undo, d.Apply(acts[rng.IntN(len(acts))]))
		}
		for i := len(undo) - 1; i >= 0; i-- {
			d.Unapply(undo[i])
			if d.Hash() != hashes[i] {
				t.Fatalf("taking back ply %d leaves another search hash", i+1)
			}
		}
	}
}
