package xima

import (
	"strings"
	"testing"

	"xima/games/core"
)

func TestFloors(t *testing.T) {
	var count [5]int
	for c := Cell(0); c < Cells; c++ {
		count[c.Floor()]++
	}
	if count != [5]int{0, 88, 56, 24, 1} {
		t.Fatalf("cells per floor = %v, want 88 56 24 1", count[1:])
	}
	for name, floor := range map[string]int{"A1": 1, "B2": 1, "C3": 2, "D4": 2, "E5": 3, "F6": 3, "G7": 4, "M13": 1, "G2": 1, "G3": 2, "G5": 3, "K7": 2} {
		if got := cell(t, name).Floor(); got != floor {
			t.Errorf("%s floor %d, want %d", name, got, floor)
		}
	}
	if Cell(Summit).String() != "G7" {
		t.Fatalf("summit is %s", Cell(Summit))
	}
}

func TestClimbLimits(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "A1", red)
	put(t, &s, "B1", blue, blue) // surface 2: too high from height 0
	got := legalNames(&s)
	if got["A1B1"] || got["A1xB1"] {
		t.Error("a block at height 0 climbed onto a column of 2")
	}
	// Through B1 is blocked too: nothing beyond it on row 1.
	if got["A1C1"] {
		t.Error("a block passed through a column it could not climb")
	}
	s = newSport(t, 2)
	put(t, &s, "A1", red)
	put(t, &s, "B1", blue)
	put(t, &s, "C1", blue, blue)
	got = legalNames(&s)
	if !got["A1B1"] || !got["A1C1"] {
		t.Errorf("staircase 1 then 2 should be climbable: A1B1 %v A1C1 %v", got["A1B1"], got["A1C1"])
	}
}

func TestNeverUpABareStep(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "B2", red)
	got := legalNames(&s)
	if got["B2C3"] {
		t.Error("B2C3 climbs a bare step")
	}
	if !got["B2A1"] || !got["B2M2"] {
		t.Error("moves along floor 1 should be legal")
	}
	// From a block's top the step is reachable.
	s = newSport(t, 2)
	put(t, &s, "B2", blue, red)
	got = legalNames(&s)
	if !got["B2C3"] || !got["B2D4"] {
		t.Errorf("from height 1 the block reaches floor 2: C3 %v D4 %v", got["B2C3"], got["B2D4"])
	}
	if got["B2E5"] {
		t.Error("B2E5 climbs floor 3 without a block")
	}
}

func TestFallIsFree(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "F6", red) // floor 3, height 2
	got := legalNames(&s)
	for _, want := range []string{"F6E5", "F6D4", "F6C3", "F6B2", "F6A1", "F6F1"} {
		if !got[want] {
			t.Errorf("%s (down the pyramid) should be legal", want)
		}
	}
}

func TestDominatedBlockCannotMove(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "A1", red, blue)
	for name := range legalNames(&s) {
		if len(name) > 2 && name[:2] == "A1" {
			t.Fatalf("red's covered block moves: %s", name)
		}
	}
}

func TestCaptureNeedsMajorityAndTop(t *testing.T) {
	cases := []struct {
		name   string
		column []Block // at B1, bottom first
		want   []Block // after red moves A1 onto it
	}{
		{"one on one dominates", []Block{blue}, []Block{blue, red}},
		{"majority of red captures", []Block{red, blue}, []Block{red, red}},
		{"red under blue majority", []Block{blue, red}, []Block{red, red}},
		{"tie does not capture", []Block{blue, blue, red}, []Block{blue, blue, red, red}},
		{"minority on top does not capture", []Block{blue, blue}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newSport(t, 2)
			put(t, &s, "A2", red, red, red) // a high start so every column is reachable
			put(t, &s, "B2", tc.column...)
			a := MoveAction(cell(t, "A2"), cell(t, "B2"))
			if tc.want == nil {
				tc.want = append(append([]Block(nil), tc.column...), red)
			}
			s.Apply(a)
			b2 := cell(t, "B2")
			if s.Height(b2) != len(tc.want) {
				t.Fatalf("column %s, want %d blocks", s.ColumnText(b2), len(tc.want))
			}
			for i, b := range tc.want {
				if s.At(b2, i) != b {
					t.Fatalf("column %s, want %v", s.ColumnText(b2), tc.want)
				}
			}
		})
	}
}

func TestCaptureWithThreeColoursNeedsStrictMajorityOverEach(t *testing.T) {
	s := newSport(t, 3)
	put(t, &s, "A2", red, red, red)
	put(t, &s, "B2", red, blue, yellow)
	s.Apply(MoveAction(cell(t, "A2"), cell(t, "B2")))
	b2 := cell(t, "B2")
	if s.ColumnText(b2) != "red red" || s.CapturedOf(Blue) != 1 || s.CapturedOf(Yellow) != 1 || s.Took(Red) != 2 {
		t.Fatalf("column %s, lost blue %d yellow %d", s.ColumnText(b2), s.CapturedOf(Blue), s.CapturedOf(Yellow))
	}
}

func TestGravityAfterCapture(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "C1", blue, blue, blue, blue) // top at height 3: D1's surface 4 is one up
	put(t, &s, "D1", blue, red, blue, red)   // blue 2, red 2; blue arriving makes 3 > 2
	s.toMove = Blue
	s.hash = s.computeHash()
	if !legalNames(&s)["C1xD1"] {
		t.Fatal("C1xD1 should be a legal capture")
	}
	u := s.Apply(MoveAction(cell(t, "C1"), cell(t, "D1")))
	d1 := cell(t, "D1")
	if got := s.ColumnText(d1); got != "blue blue blue" {
		t.Fatalf("after capture D1 = %s, want blue blue blue (reds gone, the rest settled)", got)
	}
	if s.CapturedOf(Red) != 2 || s.OnBoard(Red) != 0 {
		t.Fatalf("red lost %d, has %d on board", s.CapturedOf(Red), s.OnBoard(Red))
	}
	if s.Hash() != s.computeHash() {
		t.Fatal("hash drifted after a capture")
	}
	s.Unapply(u)
	if got := s.ColumnText(d1); got != "blue red blue red" {
		t.Fatalf("undo restored %s", got)
	}
}

func TestCapturedSpecialAndRescue(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "A1", blue, blue)
	put(t, &s, "B1", blue, redSpecial)
	put(t, &s, "E5", red) // floor 3: can be given up
	put(t, &s, "C3", red) // floor 2: cannot
	s.toMove = Blue
	s.hash = s.computeHash()
	s.Apply(MoveAction(cell(t, "A1"), cell(t, "B1")))
	if s.SpecialState(Red) != SpecialCaptured {
		t.Fatal("red's special should be captured")
	}
	got := legalNames(&s)
	if !got["*E5"] || got["*C3"] {
		t.Fatalf("rescue offers: *E5 %v *C3 %v, want only floor-3 tops", got["*E5"], got["*C3"])
	}
	s.Apply(RescueAction(cell(t, "E5")))
	if s.SpecialState(Red) != SpecialInReserve || s.GivenUp(Red) != 1 || s.Height(cell(t, "E5")) != 0 {
		t.Fatal("rescue should give up E5 and return the special to the reserve")
	}
}

func TestDropOnlyOnEmptyCells(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "A1", blue)
	got := legalNames(&s)
	if got["-A1"] || got["=A1"] {
		t.Fatal("incorporation onto a block")
	}
	// Continuing over A1 from B1 westward leaves the board: no new cell; but
	// from A2 south over A1... also off board. Rest is 87+87.
	if n := len(got); n != 87*2 {
		t.Fatalf("%d actions, want 174 (87 drop cells for each kind)", n)
	}
}

func TestIncorporationThroughSteps(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "G2", red)
	put(t, &s, "G4", blue)
	got := legalNames(&s)
	for _, want := range []string{"-G3", "=G3", "-G5", "-G6", "=G5", "=G6", "-F3", "-H3"} {
		if !got[want] {
			t.Errorf("%s should be reachable through the G2 step", want)
		}
	}
	for _, bad := range []string{"-G4", "-G7", "=G7", "-D4"} {
		if got[bad] {
			t.Errorf("%s should not be legal", bad)
		}
	}
}

func TestSpecialAloneEntersSummit(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "E5", red, red) // a block resting at height 3 on floor 3
	put(t, &s, "F6", redSpecial)
	got := legalNames(&s)
	// F6 is floor 3, height 2: one step below the summit.
	if got["TOP"] {
		t.Fatal("special at height 2 entered the summit (terrain 3)")
	}
	if !got["E5F6"] {
		t.Fatal("E5F6 (onto the special) should be legal")
	}
	// A common at height 3 passes over G7 but never stops there.
	if got["E5G7"] {
		t.Fatal("a common stopped on the summit")
	}
	if !got["E5I9"] || !got["E5H8"] {
		t.Fatalf("a common at height 3 should pass over G7 to H8 and I9: %v", got)
	}
	s = newSport(t, 2)
	put(t, &s, "E5", red)
	put(t, &s, "F6", red, redSpecial)
	got = legalNames(&s)
	if !got["TOP"] || got["=F6H8"] {
		t.Fatalf("special at height 3 must enter G7 and stop: TOP %v H8 %v", got["TOP"], got["=F6H8"])
	}
	s.Apply(MoveAction(cell(t, "F6"), Summit))
	wantResult(t, s.Result(), Red, SummitReached)
	if len(s.Legal(nil)) != 0 {
		t.Fatal("actions after the game ended")
	}
}

// gameAt returns a Game whose current position is s.
func gameAt(t testing.TB, s State) *Game {
	t.Helper()
	g, err := NewGame(Config{Styles: append([]Style(nil), s.styles[:s.players]...)})
	if err != nil {
		t.Fatal(err)
	}
	g.line = NewLine(s)
	return g
}

func TestDrownedPlayerWins(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "A1", red)
	put(t, &s, "B1", blue)
	s.reserve[Red], s.special[Red] = 0, SpecialCaptured // nothing else to act with
	s.toMove = Blue
	s.hash = s.computeHash()
	g := gameAt(t, s)
	if err := g.Play(core.Action(MoveAction(cell(t, "B1"), cell(t, "A1")))); err != nil {
		t.Fatal(err)
	}
	wantResult(t, g.Result(), Red, Drowned)
	if len(g.Legal()) != 0 {
		t.Fatal("legal actions after the end")
	}
}

func TestRepetitionThirdTimeIllegal(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "A1", red)
	put(t, &s, "M13", blue)
	s.reserve = [MaxPlayers]uint8{}
	s.special = [MaxPlayers]SpecialState{SpecialCaptured, SpecialCaptured}
	s.hash = s.computeHash()
	g := gameAt(t, s)
	cycle := []string{"A1B1", "M13L13", "B1A1", "L13M13"}
	for round := range 2 {
		for _, m := range cycle {
			if _, err := g.PlayText(m); err != nil {
				t.Fatalf("round %d %s: %v", round, m, err)
			}
		}
	}
	// The start position has now occurred three times; A1B1 would make the
	// position after it occur a third time.
	for _, a := range legalOf(g) {
		st := g.State()
		if FormatLong(&st, a) == "A1B1" {
			t.Fatal("A1B1 repeats a position a third time but is legal")
		}
	}
	if _, err := g.PlayText("A1C1"); err != nil {
		t.Fatalf("a fresh move stays legal: %v", err)
	}
}

func TestRuleThirteenInsufficientMaterial(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "A1", red)
	put(t, &s, "M13", blue)
	s.reserve = [MaxPlayers]uint8{1, 0}
	s.special = [MaxPlayers]SpecialState{SpecialCaptured, SpecialCaptured}
	s.hash = s.computeHash()
	s.Apply(MoveAction(cell(t, "A1"), cell(t, "B1")))
	if s.Reserve(Red) != 1+Reinforcement || s.Reserve(Blue) != Reinforcement {
		t.Fatalf("reserves %d %d, want 4 and 3 after rule 13", s.Reserve(Red), s.Reserve(Blue))
	}
	if s.Received(Red) != 13 {
		t.Fatalf("red received %d, want 13", s.Received(Red))
	}
}

func TestRuleFourteenTwentyFlatRounds(t *testing.T) {
	g, err := NewGame(Config{Styles: []Style{Sport, Sport}})
	if err != nil {
		t.Fatal(err)
	}
	// Round 1 raises the level to 1; then both blocks walk round the outer
	// ring of floor 1, never repeating a position.
	ring := outerRing()
	play := func(text string) {
		t.Helper()
		if _, err := g.PlayText(text); err != nil {
			st := g.State()
			t.Fatalf("ply %d %s: %v", st.Ply()+1, text, err)
		}
	}
	play("-A1")
	play("-M13")
	redAt, blueAt := 0, 24 // A1 and M13 on the ring
	for ply := 3; ply <= 42; ply++ {
		s := g.State()
		if ply%2 == 1 {
			play(ring[redAt].String() + ring[(redAt+1)%48].String())
			redAt = (redAt + 1) % 48
		} else {
			play(ring[blueAt].String() + ring[(blueAt+1)%48].String())
			blueAt = (blueAt + 1) % 48
		}
		after := g.State()
		want := 8
		if ply == 42 {
			want = 8 + Reinforcement // fires right after ply 2(1+20)
		}
		if after.Reserve(Red) != want {
			t.Fatalf("after ply %d red reserve %d, want %d (flat %d before)", ply, after.Reserve(Red), want, s.FlatRounds())
		}
	}
	if st := g.State(); st.FlatRounds() != 0 {
		t.Fatal("the count restarts at 0 after reinforcing")
	}
}

// outerRing lists the 48 cells of the board's edge, counter-clockwise from A1.
func outerRing() []Cell {
	var ring []Cell
	for c := 0; c < Size-1; c++ {
		ring = append(ring, MakeCell(c, 0))
	}
	for r := 0; r < Size-1; r++ {
		ring = append(ring, MakeCell(Size-1, r))
	}
	for c := Size - 1; c > 0; c-- {
		ring = append(ring, MakeCell(c, Size-1))
	}
	for r := Size - 1; r > 0; r-- {
		ring = append(ring, MakeCell(0, r))
	}
	return ring
}

func TestThreePlayerTurnOrderAndElimination(t *testing.T) {
	s := newSport(t, 3)
	put(t, &s, "A2", red, red, red)
	put(t, &s, "B2", yellow)
	put(t, &s, "M13", blue)
	s.reserve[Yellow], s.special[Yellow] = 0, SpecialCaptured
	s.hash = s.computeHash()
	g := gameAt(t, s)
	if _, err := g.PlayText("A2B2"); err != nil { // red 3+1 vs yellow 1? red lands: red 1 vs yellow 1, no capture
		t.Fatal(err)
	}
	if st := g.State(); st.ToMove() != Blue {
		t.Fatalf("after red, %s to move, want blue", st.ToMove())
	}
	if _, err := g.PlayText("M13L13"); err != nil {
		t.Fatal(err)
	}
	if st := g.State(); st.ToMove() != Yellow {
		t.Fatalf("after blue, %s to move, want yellow", st.ToMove())
	}
	// Yellow's only block is covered and it has nothing in reserve: drowned.
	wantResult(t, g.Result(), Yellow, Drowned) // a win
}

func TestOutOfBlocksWithThreePlayers(t *testing.T) {
	s := newSport(t, 3)
	put(t, &s, "A2", red, red)
	put(t, &s, "B2", red, yellow)
	put(t, &s, "M13", blue)
	s.reserve[Yellow], s.special[Yellow] = 0, SpecialCaptured
	s.hash = s.computeHash()
	g := gameAt(t, s)
	if _, err := g.PlayText("A2xB2"); err != nil {
		t.Fatal(err)
	}
	st := g.State()
	if st.Alive(Yellow) || !st.Alive(Blue) || st.Over() {
		t.Fatalf("yellow should be out and the game go on: yellow in %v, over %v", st.Alive(Yellow), st.Over())
	}
	if _, err := g.PlayText("M13L13"); err != nil {
		t.Fatal(err)
	}
	if st := g.State(); st.ToMove() != Red {
		t.Fatalf("turn after blue went to %s, want red (yellow is out)", st.ToMove())
	}
}

func TestFourPlayersResignationSettles(t *testing.T) {
	s := newSport(t, 4)
	put(t, &s, "A1", MakeBlock(Green, false), red, MakeBlock(Green, false))
	g := gameAt(t, s)
	if err := g.Resign(int(Green)); err != nil {
		t.Fatal(err)
	}
	st := g.State()
	if st.ColumnText(cell(t, "A1")) != "red" || st.Alive(Green) || st.Over() {
		t.Fatalf("A1 = %s, green in %v", st.ColumnText(cell(t, "A1")), st.Alive(Green))
	}
	for _, p := range []Player{Red, Blue} {
		if err := leave(g, p, p == Blue); err != nil {
			t.Fatal(err)
		}
	}
	wantResult(t, g.Result(), Yellow, core.Flagged) // the last one's flag
}

// TestSpecialDropStopsAtSummit: a dropped special continues like a moving
// block, so it enters G7 and stops there; only a common passes over it
// (rules/xima.md, Incorporation).
func TestSpecialDropStopsAtSummit(t *testing.T) {
	g, err := ReadGame(strings.NewReader("[Game \"Xima\"]\n[Players \"2\"]\n\n1. -B7 -D7 2. -F7\n"))
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	got := legalNames(&s)
	if len(got) != 220 {
		t.Errorf("%d actions, want 220", len(got))
	}
	if !got["TOP"] && !got["=G7"] {
		t.Error("the special dropped over D7 and F7 should enter G7")
	}
	for _, bad := range []string{"=H7", "=I7", "=J7", "=K7"} {
		if got[bad] {
			t.Errorf("%s: the special continued past the summit", bad)
		}
	}
	for _, ok := range []string{"-H7", "-I7", "-J7", "-K7"} {
		if !got[ok] {
			t.Errorf("%s: a common passes over the summit", ok)
		}
	}
	a, err := g.PlayText("=G7")
	if err != nil {
		t.Fatal(err)
	}
	if a := Action(a); a.Kind() != KindDropSpecial || a.To() != Summit {
		t.Fatalf("=G7 read as %v", a)
	}
	wantResult(t, g.Result(), Blue, SummitReached)
}
