package xana

import (
	"errors"
	"strings"
	"testing"

	"xima/games/core"
)

// rules/other-games.md, Xana: 169 cells in rows of 8..15..8; (x, r) with
// x + r even; neighbours (+-2, 0), (+-1, +-1); hex step distance.
func TestBoardGeometry(t *testing.T) {
	s, _ := NewState(8)
	if s.Cells() != 169 {
		t.Fatalf("%d cells", s.Cells())
	}
	rows := make([]int, 16)
	for c := range Cell(s.Cells()) {
		_, r := s.XR(c)
		rows[r]++
	}
	for r := 1; r <= 15; r++ {
		if want := 15 - abs(r-8); rows[r] != want {
			t.Errorf("row %d: %d cells, want %d", r, rows[r], want)
		}
	}
	for name, ok := range map[string]bool{"a8": true, "C8": true, "h1": true, "v10": false, "k9": false, "a7": false, "D8": false, "h0": false, "h16": false, "k04": false} {
		if _, got := s.ParseCell(name); got != ok {
			t.Errorf("%s: cell %v, want %v", name, got, ok)
		}
	}
	for name, n := range map[string]int{"a8": 3, "h1": 3, "j1": 4, "k4": 6, "C8": 3} {
		if got := len(s.Neighbours(cell(t, &s, name))); got != n {
			t.Errorf("%s: %d neighbours, want %d", name, got, n)
		}
	}
	for pair, d := range map[string]int{"k4 m4": 1, "k4 k2": 2, "r3 m4": 3, "t3 m4": 4, "a8 C8": 14, "h1 h15": 14, "k4 j11": 7} {
		a, b, _ := strings.Cut(pair, " ")
		if got := s.Distance(cell(t, &s, a), cell(t, &s, b)); got != d {
			t.Errorf("distance %s: %d, want %d", pair, got, d)
		}
	}
	for n := MinSize; n <= MaxSize; n++ {
		s, err := NewState(n)
		if err != nil || s.Cells() != 3*n*(n-1)+1 || s.Reserve(White) != 2*n || s.Reserve(Black) != 2*n {
			t.Errorf("size %d: %d cells, reserve %d, %v", n, s.Cells(), s.Reserve(White), err)
		}
	}
	if _, err := NewState(14); err == nil {
		t.Error("size 14 accepted")
	}
}

// rules/other-games.md, Xana: on a colour's first turn every empty cell
// is accessible; a new stack is 1+ stones from the reserve.
func TestOpeningParts(t *testing.T) {
	s, _ := NewState(8)
	got := legalNames(&s)
	if len(got) != 169*16+1 {
		t.Fatalf("%d parts, want %d", len(got), 169*16+1)
	}
	for _, want := range []string{"1@a8", "16@C8", "3@k4", "pass"} {
		if !contains(got, want) {
			t.Errorf("no %s", want)
		}
	}
	for _, not := range []string{"-", "swap", "end", "17@k4"} {
		if contains(got, not) {
			t.Errorf("%s at the opening", not)
		}
	}
	play(t, &s, "1@k4", "end")
	got = legalNames(&s)
	if len(got) != 168*16+2 || !contains(got, "swap") || !contains(got, "16@a8") || contains(got, "1@k4") {
		t.Fatalf("Black's first turn: %d parts, swap %v", len(got), contains(got, "swap"))
	}
}

// rules/other-games.md, Xana: accessible cells are those a path of empty
// cells joins to one of the player's stacks.
func TestAccessibleRegions(t *testing.T) {
	s := position(t, 3, White, "b2=# d2=# f2=# h2=# e3=A e1=a")
	if got := names(&s, s.Accessible(White)); got != "a3 b4 c3 c5 d4 e5 f4 g3 g5 h4 i3" {
		t.Errorf("White accessible: %s", got)
	}
	if got := names(&s, s.Accessible(Black)); got != "c1 g1" {
		t.Errorf("Black accessible: %s", got)
	}
	if s.Territory(White) != 11 || s.Territory(Black) != 2 || s.Score(White) != 11 {
		t.Errorf("territory %d %d", s.Territory(White), s.Territory(Black))
	}
	_, err := ParseAction(&s, "1@c1")
	if !errors.Is(err, core.ErrIllegal) || !strings.Contains(err.Error(), "c1 is not accessible to White") {
		t.Errorf("1@c1: %v", err)
	}
	if _, err := ParseAction(&s, "2@e1"); err == nil || !strings.Contains(err.Error(), "e1 holds a stack of Black") {
		t.Errorf("2@e1: %v", err)
	}
	if _, err := ParseAction(&s, "1@b2"); err == nil || !strings.Contains(err.Error(), "b2 holds a wall") {
		t.Errorf("1@b2: %v", err)
	}
	// A shared region counts for neither player.
	s = position(t, 3, White, "a3=A i3=a")
	if s.Territory(White) != 0 || s.Territory(Black) != 0 {
		t.Errorf("shared region scored %d %d", s.Territory(White), s.Territory(Black))
	}
}

// rules/other-games.md, Xana: the circle is the empty cells at distance <=
// H that a path of empty cells (any length, it may leave the radius) joins
// to the stack.
func TestCircleFollowsEmptyPaths(t *testing.T) {
	s := position(t, 3, White, "a3=B i3=a")
	if got := names(&s, s.Circle(cell(t, &s, "a3"), 2)); got != "b2 b4 c1 c3 c5 d2 d4 e3" {
		t.Errorf("open circle: %s", got)
	}
	// c1, d2 and e3 are reached only through e5 and f4, at distance 3.
	s = position(t, 3, White, "a3=B b2=# c3=# d4=#")
	if got := names(&s, s.Circle(cell(t, &s, "a3"), 2)); got != "b4 c1 c5 d2 e3" {
		t.Errorf("detour circle: %s", got)
	}
	// With c1 walled in, it leaves the circle though it is close enough.
	s = position(t, 3, White, "a3=B b2=# c3=# d4=# d2=# e1=#")
	if got := names(&s, s.Circle(cell(t, &s, "a3"), 2)); got != "b4 c5 e3" {
		t.Errorf("pocket circle: %s", got)
	}
	if got := legalNames(&s); strings.Join(got, " ") != "- 1@a3 1@b4 1@c5 1@e3 1@e5 1@f2 1@f4 1@g1 1@g3 1@g5 1@h2 1@h4 1@i3 "+
		"2@a3 2@b4 2@c5 2@e3 2@e5 2@f2 2@f4 2@g1 2@g3 2@g5 2@h2 2@h4 2@i3 "+
		"3@a3 3@b4 3@c5 3@e3 3@e5 3@f2 3@f4 3@g1 3@g3 3@g5 3@h2 3@h4 3@i3 "+
		"4@a3 4@b4 4@c5 4@e3 4@e5 4@f2 4@f4 4@g1 4@g3 4@g5 4@h2 4@h4 4@i3 "+
		"a3-b4 a3-c5 a3-e3 a3>1b4 pass" {
		t.Errorf("legal: %s", strings.Join(got, " "))
	}
}

// rules/other-games.md, Xana: a drop may go on top of a friendly stack.
func TestDropOnFriendlyStack(t *testing.T) {
	s := position(t, 3, White, "e3=A i3=a")
	play(t, &s, "2@e3")
	if s.Height(cell(t, &s, "e3")) != 3 || s.Reserve(White) != 3 || s.Step() != StepStack {
		t.Fatalf("e3 height %d, reserve %d, step %v", s.Height(cell(t, &s, "e3")), s.Reserve(White), s.Step())
	}
	if _, err := ParseAction(&s, "1@e3"); err == nil || !strings.Contains(err.Error(), "White is after stack: a wall or end") {
		t.Errorf("second stack part: %v", err)
	}
	s = position(t, 3, White, "e3=A")
	s.reserve[White] = 2
	s.hash = s.computeHash()
	got := legalNames(&s)
	if !contains(got, "2@g3") || contains(got, "3@g3") {
		t.Errorf("drops beyond the reserve: %v", got)
	}
	if _, err := ParseAction(&s, "3@g3"); err == nil || !strings.Contains(err.Error(), "White has 2 stones off board, not 3") {
		t.Errorf("3@g3: %v", err)
	}
}

// rules/other-games.md, Xana: the stack just dropped may not end with no
// empty neighbour unless it captures; captures take the enemy first.
func TestDropNeedsAnEmptyNeighbourOrACapture(t *testing.T) {
	// c1's neighbours: e1 (White, last liberty c1 once g1 is walled), b2 a
	// wall, d2 (Black, last liberty c1).
	s := position(t, 3, White, "e1=A g1=# f2=# b2=# d2=b c3=# e3=# i3=a")
	play(t, &s, "1@c1")
	if _, ok := s.Owner(cell(t, &s, "d2")); ok || s.Lost(Black) != 2 || s.Lost(White) != 0 {
		t.Fatalf("d2 not captured: lost %d %d", s.Lost(White), s.Lost(Black))
	}
	if s.Height(cell(t, &s, "e1")) != 1 || s.Height(cell(t, &s, "c1")) != 1 {
		t.Fatal("a White stack freed by the capture was taken")
	}
	if s.Score(White) != 2+s.Territory(White) {
		t.Errorf("score %d", s.Score(White))
	}
	// With another liberty for d2 (e3 empty) the drop captures nothing.
	s = position(t, 3, White, "e1=A g1=# f2=# b2=# d2=b c3=# i3=a")
	_, err := ParseAction(&s, "1@c1")
	if !errors.Is(err, core.ErrIllegal) || !strings.Contains(err.Error(), "a stack on c1 would have no empty neighbour and captures nothing") {
		t.Errorf("1@c1: %v", err)
	}
}

// rules/other-games.md, Xana: another friendly stack left with no empty
// neighbour is captured and scores for the opponent; walls capture too.
func TestWallCapturesOwnStack(t *testing.T) {
	s := position(t, 3, White, "c1=A e1=# b2=# i3=a")
	play(t, &s, "-", "d2")
	if _, ok := s.Owner(cell(t, &s, "c1")); ok || s.Lost(White) != 1 {
		t.Fatalf("c1 not captured, lost %d", s.Lost(White))
	}
	if got := legalNames(&s); strings.Join(got, " ") != "end" {
		t.Errorf("after losing the last stack: %v", got)
	}
	if s.Score(Black) != 1+s.Territory(Black) {
		t.Errorf("Black score %d", s.Score(Black))
	}
	// And a wall takes an enemy stack.
	s = position(t, 3, White, "c1=a e1=# b2=# i3=A")
	play(t, &s, "-", "g3")
	if s.Lost(Black) != 0 || s.Step() != StepWall {
		t.Fatal("g3 changed c1")
	}
	if _, err := ParseAction(&s, "d2"); err == nil || !strings.Contains(err.Error(), "d2 is in no circle of a White stack") {
		t.Fatalf("d2: %v", err)
	}
}

// rules/other-games.md, Xana: a stack moves within its circle; its top part
// moves within the circle of the part's own height.
func TestPartMoveWithinItsOwnCircle(t *testing.T) {
	s := position(t, 8, White, "k8=E C8=a")
	got := legalNames(&s)
	for _, want := range []string{"k8-k12", "k8>4k12", "k8>1m8", "k8>4k4", "k8-u8"} {
		if !contains(got, want) {
			t.Errorf("no %s", want)
		}
	}
	for _, not := range []string{"k8>3k12", "k8>5k12", "k8-v9", "k8-w8"} {
		if contains(got, not) {
			t.Errorf("%s legal", not)
		}
	}
	if _, err := ParseAction(&s, "k8>3k12"); err == nil || !strings.Contains(err.Error(), "k12 is not in the circle of 3 stones on k8") {
		t.Errorf("k8>3k12: %v", err)
	}
	if _, err := ParseAction(&s, "k8>6k12"); err == nil || !strings.Contains(err.Error(), "k8 holds 5 stones, not 6") {
		t.Errorf("k8>6k12: %v", err)
	}
	if a, err := ParseAction(&s, "k8>5k12"); err != nil || FormatAction(&s, a) != "k8-k12" {
		t.Errorf("k8>5k12 reads as %v, %v", a, err)
	}
	play(t, &s, "k8>4k12")
	if s.Height(cell(t, &s, "k8")) != 1 || s.Height(cell(t, &s, "k12")) != 4 {
		t.Fatal("the split left the wrong heights")
	}
	// b4's only other neighbour is a3: the whole stack may go, a part may not.
	s = position(t, 3, White, "a3=B b2=# c3=# d4=# c5=# i3=a")
	if got := legalNames(&s); !contains(got, "a3-b4") || contains(got, "a3>1b4") {
		t.Errorf("moves into b4: %v", got)
	}
	if _, err := ParseAction(&s, "a3>1b4"); err == nil || !strings.Contains(err.Error(), "the stones moved to b4 would have no empty neighbour") {
		t.Errorf("a3>1b4: %v", err)
	}
}

// rules/other-games.md, Xana: up to two walls on friendly circles, one
// after the other; "end" closes the turn after the stack part or a wall.
func TestWallsAndEnd(t *testing.T) {
	s := position(t, 8, White, "k8=A C8=a")
	play(t, &s, "-")
	if got := strings.Join(legalNames(&s), " "); got != "i8 j7 j9 l7 l9 m8" {
		t.Fatalf("walls after -: %s", got)
	}
	if _, err := ParseAction(&s, "end"); !errors.Is(err, core.ErrIllegal) || !strings.Contains(err.Error(), "a turn of walls needs a wall") {
		t.Errorf("end after -: %v", err)
	}
	play(t, &s, "i8")
	if got := strings.Join(legalNames(&s), " "); got != "end j7 j9 l7 l9 m8" {
		t.Fatalf("after a wall: %s", got)
	}
	play(t, &s, "j7")
	if s.Mover() != Black || s.Step() != StepStart || s.Passes() != 0 {
		t.Fatalf("two walls did not end the turn: %v %v", s.Mover(), s.Step())
	}
	s = position(t, 8, White, "k8=A C8=a")
	play(t, &s, "1@a8", "end")
	if s.Mover() != Black {
		t.Fatal("end did not pass the turn")
	}
	s = position(t, 3, White, "i3=a")
	if got := strings.Join(legalNames(&s), " "); got != "pass" {
		t.Errorf("no stack after the first turn: %s", got)
	}
	if _, err := ParseAction(&s, "-"); err == nil || !strings.Contains(err.Error(), "White has no stack") {
		t.Errorf("-: %v", err)
	}
}

// rules/other-games.md, Xana: Swap (pie).
func TestSwap(t *testing.T) {
	g, _ := NewGame(Config{Size: 3})
	if _, err := g.PlayText("swap"); err == nil {
		t.Fatal("White swapped")
	}
	for _, p := range []string{"1@e3", "end"} {
		if _, err := g.PlayText(p); err != nil {
			t.Fatal(err)
		}
	}
	if s := g.State(); g.ToMove() != 1 || !contains(legalNames(&s), "swap") {
		t.Fatal("no swap at Black's first turn")
	}
	if _, err := g.PlayText("swap"); err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if g.ToMove() != 0 || s.Mover() != Black || s.Seat(White) != 1 || s.ColourOf(0) != Black || !s.FirstTurn(Black) {
		t.Fatalf("after the swap: seat %d, colour %v", g.ToMove(), s.Mover())
	}
	got := legalNames(&s)
	if len(got) != 18*6+1 || contains(got, "swap") || !contains(got, "1@c1") {
		t.Fatalf("Black's first turn after the swap: %d parts", len(got))
	}
	for _, p := range []string{"1@c1", "end"} {
		if _, err := g.PlayText(p); err != nil {
			t.Fatal(err)
		}
	}
	if s := g.State(); g.ToMove() != 1 || s.Mover() != White {
		t.Fatal("White is not the second player's after the swap")
	}
	if !strings.Contains(g.Record(), "1. 1@e3 swap 1@c1\n") {
		t.Errorf("record: %s", g.Record())
	}
}

// rules/other-games.md, Xana: both players pass in a row; a turn of walls
// only is not a pass; equal scores go to the colour that moved first.
func TestEndByPasses(t *testing.T) {
	g, _ := NewGame(Config{Size: 3})
	playAll(t, g, "pass", "pass")
	if r := g.Result(); !r.Over || r.Winner != 0 || r.Reason != Passes || len(g.Legal()) != 0 {
		t.Fatalf("0-0: %+v", r)
	}
	g, _ = NewGame(Config{Size: 3})
	playAll(t, g, "1@e3", "end", "1@c1", "end", "pass", "-", "d2", "end", "pass")
	if g.Over() {
		t.Fatal("a turn of walls counted as a pass")
	}
	playAll(t, g, "pass")
	if r := g.Result(); !r.Over || r.Winner != 0 || g.Score(White) != g.Score(Black) {
		t.Fatalf("%+v, scores %d %d", r, g.Score(White), g.Score(Black))
	}
	// After a swap the first colour is the second seat's.
	g, _ = NewGame(Config{Size: 3})
	playAll(t, g, "1@e3", "end", "swap", "pass", "pass")
	if r := g.Result(); r.Winner != 1 || g.Score(White) != 18 {
		t.Fatalf("%+v, White %d", r, g.Score(White))
	}
}

// rules/other-games.md, Xana: the third occurrence of a position ends the game.
func TestThirdRepetition(t *testing.T) {
	g, _ := NewGame(Config{Size: 3})
	playAll(t, g, "1@a3", "end", "1@i3", "end")
	cycle := []string{"a3-b4", "end", "i3-h4", "end", "b4-a3", "end", "h4-i3", "end"}
	playAll(t, g, cycle...)
	if g.Over() {
		t.Fatal("over at the second occurrence")
	}
	playAll(t, g, cycle[:7]...)
	if g.Over() {
		t.Fatal("over too soon")
	}
	for _, e := range Divide(g.Line(), 2) {
		if (Action(e.Action) == EndAction) != (e.Leaves == 0) {
			t.Errorf("%s: %d leaves", g.Format(core.Action(e.Action)), e.Leaves)
		}
	}
	playAll(t, g, cycle[7])
	if r := g.Result(); !r.Over || r.Reason != core.Repetition || r.Winner != 0 {
		t.Fatalf("%+v", r)
	}
	if _, err := g.PlayText("pass"); !errors.Is(err, core.ErrIllegal) {
		t.Fatalf("played on: %v", err)
	}
	if err := g.Undo(); err != nil || g.Over() {
		t.Fatal("undo did not reopen the game")
	}
}

func playAll(t *testing.T, g *Game, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if _, err := g.PlayText(p); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
	}
}

// Issue 14, item 3: the repeated position is the page's (board, reserves,
// captures, side to move), whatever the first-turn flags and the swap say.
// A White stack alone on c3 with Black to move comes right after White's
// first turn (Black's first turn still to come), then after moves 3 and 5:
// the game ends there, scored as after two passes.
func TestRepetitionIsThePagePosition(t *testing.T) {
	const record = "[Size \"3\"]\n\n1. 1@c3 pass 2. c3-e3 pass 3. e3-c3 pass 4. c3-e3 pass 5. e3-c3"
	g, err := ParseGame(record)
	if err != nil {
		t.Fatal(err)
	}
	if r := g.Result(); !r.Over || r.Reason != core.Repetition || r.Winner != 0 || g.Score(White) != 18 {
		t.Fatalf("%+v, White scores %d", r, g.Score(White))
	}
	if len(g.Legal()) != 0 || g.line.Occurrences() != 3 || len(g.Moves()) != 14 {
		t.Fatalf("%d legal parts, %d occurrences, %d parts", len(g.Legal()), g.line.Occurrences(), len(g.Moves()))
	}
	text := g.Record()
	if !strings.Contains(text, "[Result \"White\"]\n[Termination \"repetition\"]") {
		t.Fatalf("record:\n%s", text)
	}
	if back, err := ParseGame(text); err != nil || back.Record() != text {
		t.Fatalf("read back: %v", err)
	}
	// One move earlier the game goes on (White to move with e3 comes the
	// second time).
	g, err = ParseGame(strings.TrimSuffix(record, " 5. e3-c3"))
	if err != nil || g.Over() || g.line.Occurrences() != 2 {
		t.Fatalf("%v, %+v", err, g.Result())
	}
	playAll(t, g, "e3-c3", "end")
	if r := g.Result(); r.Reason != core.Repetition {
		t.Fatalf("%+v", r)
	}
	// The position is met at the start of turns: the repeating turn's
	// walls come first ("e3-c3 + d2" leaves another board).
	g, _ = ParseGame(strings.TrimSuffix(record, " 5. e3-c3") + " 5. e3-c3 +")
	if g.Over() {
		t.Fatal("over before the turn ended")
	}
	playAll(t, g, "d2", "end")
	if g.Over() {
		t.Fatal("a wall left the same position")
	}
}

// A swap ends no turn and changes no stone: the position after White's
// first turn stays one occurrence, and the game still ends at move 5.
func TestSwapMakesNoOccurrence(t *testing.T) {
	g, _ := NewGame(Config{Size: 3})
	playAll(t, g, "1@c3", "end", "swap", "pass", "c3-e3", "end", "pass", "e3-c3", "end", "pass", "c3-e3", "end", "pass")
	if g.Over() {
		t.Fatal("the swap counted as an occurrence")
	}
	playAll(t, g, "e3-c3", "end")
	if r := g.Result(); !r.Over || r.Reason != core.Repetition || r.Winner != 1 {
		t.Fatalf("%+v: White is seat 1's after the swap", r)
	}
}

// The repetition key is the page's position: the first-turn flags, the
// swap, the step and the passes change Hash, not RepetitionKey.
func TestRepetitionKey(t *testing.T) {
	s, _ := NewState(3)
	base := s
	for _, change := range []func(*State){
		func(s *State) { s.played = 3 },
		func(s *State) { s.swapped = true },
		func(s *State) { s.step = StepStack },
		func(s *State) { s.passes = 1 },
	} {
		c := base
		change(&c)
		c.hash = c.computeHash()
		if c.RepetitionKey() != base.RepetitionKey() || c.Hash() == base.Hash() {
			t.Errorf("%+v: key %x (want %x), hash %x", c, c.RepetitionKey(), base.RepetitionKey(), c.Hash())
		}
	}
	for _, change := range []func(*State){
		func(s *State) { s.toMove = Black },
		func(s *State) { s.reserve[White]-- },
		func(s *State) { s.lost[Black]++ },
		func(s *State) { s.cells[0] = wallCell },
	} {
		c := base
		change(&c)
		c.hash = c.computeHash()
		if c.RepetitionKey() == base.RepetitionKey() {
			t.Errorf("%+v: same key", c)
		}
	}
}
