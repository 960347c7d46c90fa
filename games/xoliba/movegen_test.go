package xoliba

import (
	"errors"
	"slices"
	"testing"

	"xima/games/core"
)

// rules/other-games.md, Xoliba, Board.
func TestBoard(t *testing.T) {
	n := 0
	for c := range 7 {
		for r := range 7 {
			if p, ok := PointAt(c, r); ok {
				n++
				if back, _ := ParsePoint(p.String()); back != p {
					t.Fatalf("%s does not parse back", p)
				}
			}
		}
	}
	if n != Points {
		t.Fatalf("%d points", n)
	}
	for _, name := range []string{"a1", "g1", "a7", "g7", "h2", "a0", "a", ""} {
		if _, ok := ParsePoint(name); ok {
			t.Errorf("%q is a point", name)
		}
	}
	if Corners.Len() != 8 || Edges.Len() != 12 || Corners&Edges != 0 {
		t.Fatal("corners or edges miscounted")
	}
	// The cut edges join the octagon's corners.
	for _, pair := range [][2]string{{"b1", "a2"}, {"f1", "g2"}, {"a6", "b7"}, {"f7", "g6"}} {
		a, b := pt(t, pair[0]), pt(t, pair[1])
		joined := false
		for d := range rays[a] {
			joined = joined || rays[a][d].n > 0 && rays[a][d].pts[0] == b
		}
		if !joined {
			t.Errorf("%s and %s are not neighbours", pair[0], pair[1])
		}
	}
}

// rules/other-games.md, Xoliba, Valid triangle.
func TestTriangleShapes(t *testing.T) {
	sizes := map[Shape]int{}
	for _, tr := range triangles {
		sizes[tr.size]++
		if want := [4]int{0, 1, 6, 13}[tr.size]; tr.surround.Len() != want {
			t.Fatalf("a %s triangle surrounds %d points", tr.size, tr.surround.Len())
		}
	}
	if len(sizes) != 3 || sizes[Small] == 0 || sizes[Medium] == 0 || sizes[Large] == 0 {
		t.Fatalf("sizes %v", sizes)
	}
	find := func(names ...string) Shape {
		var want Set
		for _, n := range names {
			want |= Bit(pt(t, n))
		}
		for _, tr := range triangles {
			if tr.corners == want {
				return tr.size
			}
		}
		return NoTriangle
	}
	for _, c := range []struct {
		corners [3]string
		want    Shape
	}{
		{[3]string{"c3", "e3", "d4"}, Small},      // hypotenuse along a row
		{[3]string{"c3", "c5", "b4"}, Small},      // along a column, apex left
		{[3]string{"b2", "f2", "d4"}, Medium},     // 5-point hypotenuse
		{[3]string{"a2", "g2", "d5"}, Large},      // 7-point hypotenuse
		{[3]string{"a3", "a5", "b4"}, Small},      // apex right of a column
		{[3]string{"a3", "a5", "c4"}, NoTriangle}, // legs of different lengths
		{[3]string{"b3", "b7", "e5"}, NoTriangle}, // legs off the lines
		{[3]string{"c3", "e3", "c5"}, NoTriangle}, // legs along a row and a column
		{[3]string{"b2", "d2", "c4"}, NoTriangle}, // sides off the lines
		{[3]string{"a2", "a4", "a6"}, NoTriangle}, // in a line
	} {
		names := c.corners[:]
		if got := find(names...); got != c.want {
			t.Errorf("%v: %s, want %s", names, got, c.want)
		}
	}
	s := build(t, 2, Red, map[Color]string{Red: "a2 g2 d5 c3 e3 d4", Blue: "a4 a5 a6"})
	if s.Biggest(Red) != Large || s.Biggest(Blue) != NoTriangle {
		t.Fatalf("biggest %s %s", s.Biggest(Red), s.Biggest(Blue))
	}
}

// rules/other-games.md, Xoliba, Move: a swap with an adjacent white piece
// or one further along a line of white pieces, legal only when it forms a
// valid triangle.
func TestMoveNeedsATriangleAndAClearLine(t *testing.T) {
	s := build(t, 2, Red, map[Color]string{Red: "c3 e3 d7", Blue: "a4 a5 a6"})
	got := legalNames(&s)
	if !has(got, "d7-d4") {
		t.Fatalf("d7-d4 (across d6, d5) missing from %v", got)
	}
	for _, bad := range []string{"d7-d5", "d7-d6", "c3-c4"} {
		if has(got, bad) {
			t.Errorf("%s forms no triangle but is legal", bad)
		}
	}
	s = build(t, 2, Red, map[Color]string{Red: "c3 e3 d7", Blue: "d6 a5 a6"})
	if has(legalNames(&s), "d7-d4") {
		t.Fatal("d7-d4 jumps the blue piece on d6")
	}
	if _, err := ParseAction(&s, "d7-d4"); !errors.Is(err, core.ErrIllegal) {
		t.Fatalf("d7-d4 over d6: %v", err)
	}
}

// rules/other-games.md, Xoliba, Capture.
func TestCaptureTurnsEverySurroundedPieceWhite(t *testing.T) {
	s := build(t, 2, Red, map[Color]string{Red: "c3 e3 d7", Blue: "d3 b6 f6 a4"})
	play(t, &s, "d7-d4")
	if s.At(pt(t, "d3")) != White || s.Lost(Blue) != 1 || s.Took(0) != 1 || s.QuietMoves() != 0 {
		t.Fatalf("d3 %s, lost %d, took %d", s.At(pt(t, "d3")), s.Lost(Blue), s.Took(0))
	}
	// Own pieces inside are captured too, and score for nobody.
	s = build(t, 2, Red, map[Color]string{Red: "c3 e3 d3 d7", Blue: "a4 a5 a6"})
	play(t, &s, "d7-d4")
	if s.At(pt(t, "d3")) != White || s.Lost(Red) != 1 || s.Took(0) != 0 || s.Took(1) != 0 {
		t.Fatal("the own piece on d3 was not captured")
	}
	// An empty triangle captures nothing and counts as a quiet move.
	s = build(t, 2, Red, map[Color]string{Red: "c3 e3 d7", Blue: "a4 a5 a6"})
	play(t, &s, "d7-d4")
	if s.QuietMoves() != 1 || s.Count(Blue) != 3 || s.Count(Red) != 3 {
		t.Fatal("an empty triangle changed the pieces")
	}
}

// rules/other-games.md, Xoliba, Capture: the mover picks among the new
// triangles; actions differ by the pieces they capture.
func TestChoiceAmongTriangles(t *testing.T) {
	s := build(t, 2, Red, map[Color]string{Red: "c3 e3 c5 e5 d7", Blue: "d3 a4 a5 a6"})
	var moves []string
	for _, n := range legalNames(&s) {
		if n[:5] == "d7-d4" {
			moves = append(moves, n)
		}
	}
	if !slices.Equal(moves, []string{"d7-d4/c3,c5", "d7-d4/c3,e3"}) {
		t.Fatalf("d7-d4 actions %v", moves)
	}
	tris := s.Triangles(pt(t, "d7"), pt(t, "d4"))
	if len(tris) != 4 {
		t.Fatalf("%d triangles", len(tris))
	}
	empty, capture := 0, 0
	for _, tr := range tris {
		if tr.Captures == 0 {
			empty++
		} else if tr.Captures == Bit(pt(t, "d3")) {
			capture++
		}
	}
	if empty != 3 || capture != 1 {
		t.Fatalf("%d empty and %d capturing triangles", empty, capture)
	}
	if _, err := ParseAction(&s, "d7-d4"); !errors.Is(err, core.ErrAmbiguous) {
		t.Fatalf("bare d7-d4: %v", err)
	}
	a, _ := ParseAction(&s, "d7-d4/e5,c5")
	b, _ := ParseAction(&s, "D7-D4/C3,C5")
	if a != b || FormatAction(&s, a) != "d7-d4/c3,c5" {
		t.Fatal("two empty triangles are not one action")
	}
	if _, err := ParseAction(&s, "d7-d4/c3,e5"); !errors.Is(err, core.ErrIllegal) {
		t.Fatalf("a triangle not formed: %v", err)
	}
	c := play(t, &s, "d7-d4/e3,c3")
	if c == a || s.Count(Blue) != 3 {
		t.Fatal("the capturing choice did not capture")
	}
}

// rules/other-games.md, Xoliba, No legal move: pass; a second pass in a row
// by the same player is an action too, and it ends the two-player game.
func TestPassAndNoMove(t *testing.T) {
	// Blue's only triangle would be a2-g2-d5, and d6 blocks d7's way.
	s := build(t, 2, Blue, map[Color]string{Red: "c3 e3 c5 e5 d6", Blue: "a2 g2 d7"})
	if got := legalNames(&s); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("blue's actions %v", got)
	}
	play(t, &s, "pass")
	if !s.Passed(1) || s.ToMove() != 0 || s.QuietMoves() != 0 {
		t.Fatal("pass not noted")
	}
	if _, err := ParseAction(&s, "pass"); !errors.Is(err, core.ErrIllegal) {
		t.Fatal("red may pass though it can move")
	}
	play(t, &s, "c3-d4")
	if s.Over() || s.ToMove() != 1 {
		t.Fatal("the game ended before blue's second pass")
	}
	if got := legalNames(&s); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("blue's actions after a pass %v", got)
	}
	play(t, &s, "pass")
	if s.End() != NoMove || !s.Over() || len(s.Legal(nil)) != 0 || s.ToMove() != 1 {
		t.Fatalf("end %s after blue's second pass", s.End())
	}
	if s.Winner() != 0 || !slices.Equal(s.Scores(), []int{0, 0}) {
		t.Fatalf("winner %d scores %v", s.Winner(), s.Scores())
	}
	// A player who passed and can move again plays on.
	s = build(t, 2, Blue, map[Color]string{Red: "c3 e3 c5 e5 d6", Blue: "a2 g2 d7"})
	play(t, &s, "pass")
	play(t, &s, "d6-d4/c3,c5")
	if s.Over() || !has(legalNames(&s), "d7-d5") {
		t.Fatal("blue, free again, cannot move")
	}
	play(t, &s, "d7-d5")
	if s.Passed(1) {
		t.Fatal("a move does not clear the pass")
	}
}

// rules/other-games.md, Xoliba: a player below three pieces ends the
// two-player game; the score is the triangle's size per enemy piece lost.
func TestFewerThanThreeAndScore(t *testing.T) {
	s := build(t, 2, Red, map[Color]string{Red: "c3 e3 d7", Blue: "d3 a5 a6"})
	play(t, &s, "d7-d4")
	if s.End() != FewPieces || s.Winner() != 0 || !slices.Equal(s.Scores(), []int{1, 0}) {
		t.Fatalf("end %s, winner %d, scores %v", s.End(), s.Winner(), s.Scores())
	}
	s = build(t, 2, Red, map[Color]string{Red: "c3 e3 b2 f2 d7", Blue: "d3 a5 a6"})
	play(t, &s, "d7-d4/c3,e3")
	if s.Biggest(Red) != Medium || !slices.Equal(s.Scores(), []int{2, 0}) {
		t.Fatalf("biggest %s, scores %v", s.Biggest(Red), s.Scores())
	}
	// Equal biggest triangles: a draw, no points.
	s = build(t, 2, Red, map[Color]string{Red: "c3 e3 d4", Blue: "c5 e5 d6"})
	s.end = core.Agreement
	if s.Winner() != -1 || !slices.Equal(s.Scores(), []int{0, 0}) {
		t.Fatal("equal triangles do not draw")
	}
}

// rules/other-games.md, Xoliba: 30 moves in a row without a capture end the game.
func TestQuietTurns(t *testing.T) {
	s := build(t, 2, Red, map[Color]string{Red: "c3 e3 d7", Blue: "a4 a5 a6"})
	s.quiet = QuietLimit - 1
	play(t, &s, "d7-d4")
	if s.End() != QuietTurns {
		t.Fatalf("end %s", s.End())
	}
}

// rules/other-games.md, Xoliba: the third occurrence of a position ends the game.
func TestRepetition(t *testing.T) {
	s := build(t, 2, Red, map[Color]string{Red: "c3 e3 c6 e6 d5", Blue: "c1 e1 b1 b3 d2"})
	l := NewLine(s)
	var last Undo
	cycle := []string{"d5-d4", "d2-c2", "d4-d5", "c2-d2"}
	for i := range 8 {
		if l.State.Over() {
			t.Fatalf("over after %d actions", i)
		}
		a, err := ParseAction(&l.State, cycle[i%4])
		if err != nil {
			t.Fatal(err)
		}
		last = l.Apply(a)
	}
	if l.State.End() != core.Repetition || l.Occurrences() != 3 {
		t.Fatalf("end %s after 8 actions", l.State.End())
	}
	l.Unapply(last)
	if l.State.Over() || l.Occurrences() != 2 {
		t.Fatal("unapply did not restore the repetition count")
	}
}

// rules/other-games.md, Xoliba, 3 players.
func TestThreePlayers(t *testing.T) {
	// Green falls below three: out, its pieces white but not captured.
	s := build(t, 3, Red, map[Color]string{Red: "c3 e3 d7", Green: "d3 g6 a2", Blue: "a4 a5 b6"})
	s.order = [3]uint8{0, 2, 1}
	play(t, &s, "d7-d4")
	if s.In(2) || s.Count(Green) != 0 || s.Lost(Green) != 1 || s.Took(0) != 1 || s.ToMove() != 1 {
		t.Fatalf("green in %v, %d pieces, lost %d; %s to move", s.In(2), s.Count(Green), s.Lost(Green), SeatColor(s.ToMove()))
	}
	if s.Over() {
		t.Fatal("two players remain")
	}
	// A player who cannot move twice running is out; the last one left ends it.
	s = build(t, 3, Green, map[Color]string{Red: "c3 e3 c5 e5 d6", Blue: "a2 g2 d7", Green: "a3 c7 g4"})
	s.order = [3]uint8{2, 1, 0}
	if got := legalNames(&s); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("green %v", got)
	}
	play(t, &s, "pass")
	play(t, &s, "pass") // blue
	play(t, &s, "c3-d4")
	// Green cannot move again: his second pass puts him out, and the turn
	// goes on.
	if s.Over() || s.ToMove() != 2 || !slices.Equal(legalNames(&s), []string{"pass"}) {
		t.Fatalf("green's second turn without a move: over %v, %s to move", s.Over(), SeatColor(s.ToMove()))
	}
	play(t, &s, "pass")
	if s.Over() || s.In(2) || s.Count(Green) != 0 || s.Lost(Green) != 0 || s.ToMove() != 1 {
		t.Fatalf("after green's second pass: over %v, green in %v, %s to move", s.Over(), s.In(2), SeatColor(s.ToMove()))
	}
	// Blue's second pass leaves red alone: the game ends.
	play(t, &s, "pass")
	if s.End() != LastPlayer || s.In(1) || s.In(2) || s.Count(Blue) != 0 || s.Lost(Blue) != 0 {
		t.Fatalf("end %s", s.End())
	}
	if s.Winner() != -1 {
		t.Fatal("no one captured anything, yet there is a winner")
	}
	s.took = [3]uint8{2, 5, 5}
	if s.Winner() != -1 || !slices.Equal(s.Scores(), []int{2, 5, 5}) {
		t.Fatal("equal top points should not win")
	}
	s.took[2] = 6
	if s.Winner() != 2 {
		t.Fatal("the most points win")
	}
}

// rules/other-games.md, Xoliba, 1 player.
func TestPatience(t *testing.T) {
	s := build(t, 1, Red, map[Color]string{Red: "c3 e3 d7 a5 g5", Blue: "d3 a4"})
	if got := legalNames(&s); has(got, "pass") {
		t.Fatal("a patience has no pass")
	}
	play(t, &s, "d7-d4")
	for _, name := range []string{"c3", "e3", "d4", "d3"} {
		if s.At(pt(t, name)) != White {
			t.Fatalf("%s not white after the capture", name)
		}
	}
	if s.Count(Red) != 2 || s.Took(0) != 1 || s.End() != FewPieces || s.Winner() != -1 {
		t.Fatalf("red %d, took %d, end %s", s.Count(Red), s.Took(0), s.End())
	}
	s = build(t, 1, Red, map[Color]string{Red: "c3 e3 d7 a5 g5 a2", Blue: "d3"})
	play(t, &s, "d7-d4")
	if s.End() != AllCaptured || s.Winner() != 0 {
		t.Fatalf("end %s winner %d", s.End(), s.Winner())
	}
	// No triangle to form: the patience is lost at once.
	s = build(t, 1, Red, map[Color]string{Red: "a2 g6 d7", Blue: "d3"})
	if s.End() != NoMove || s.Winner() != -1 || len(s.Legal(nil)) != 0 {
		t.Fatalf("end %s", s.End())
	}
}

// rules/other-games.md, Xoliba, Order: fewest corners, then fewest edges, then lot.
func TestStartOrder(t *testing.T) {
	var board [Points]Color
	set := func(c Color, names ...string) {
		for _, n := range names {
			board[pt(t, n)] = c
		}
	}
	set(Red, "b1", "f1", "d4", "d5")
	set(Blue, "a2", "c1", "c4", "c5")
	s, _ := newState(2, board, []int{0, 1})
	if !slices.Equal(s.Order(), []int{1, 0}) {
		t.Fatalf("corners: order %v", s.Order())
	}
	board = [Points]Color{}
	set(Red, "b1", "c1", "d1", "d4")
	set(Blue, "f1", "e1", "d5", "d6")
	s, _ = newState(2, board, []int{0, 1})
	if !slices.Equal(s.Order(), []int{1, 0}) {
		t.Fatalf("edges: order %v", s.Order())
	}
	board = [Points]Color{}
	set(Red, "b1", "c1", "d3", "d4")
	set(Blue, "f1", "e1", "d5", "d6")
	set(Green, "a2", "a3", "e3", "e4")
	for _, lot := range [][]int{{2, 1, 0}, {0, 2, 1}} {
		s, _ = newState(3, board, lot)
		want := []int{2, 1, 0}
		if lot[0] == 0 {
			want = []int{0, 2, 1}
		}
		if !slices.Equal(s.Order(), want) || s.ToMove() != want[0] {
			t.Fatalf("lot %v: order %v", lot, s.Order())
		}
	}
}

// rules/other-games.md, Xoliba, Pieces: the shuffle's counts.
func TestShuffle(t *testing.T) {
	for _, c := range []struct{ players, red, blue, green, white int }{
		{1, 17, 17, 0, 11}, {2, 17, 17, 0, 11}, {3, 12, 12, 12, 9},
	} {
		s, err := NewState(c.players, 7)
		if err != nil {
			t.Fatal(err)
		}
		if s.Count(Red) != c.red || s.Count(Blue) != c.blue || s.Count(Green) != c.green || s.Count(White) != c.white {
			t.Fatalf("%d players: %d %d %d %d", c.players, s.Count(Red), s.Count(Blue), s.Count(Green), s.Count(White))
		}
		if c.players == 1 && s.Pieces(White)&Corners != Corners {
			t.Fatal("the patience's corners are not white")
		}
		again, _ := NewState(c.players, 7)
		other, _ := NewState(c.players, 8)
		if again != s || other.Setup() == s.Setup() {
			t.Fatal("the shuffle does not follow the seed")
		}
		back, err := ParseSetup(c.players, s.Setup(), 7)
		if err != nil || back != s {
			t.Fatalf("setup does not round trip: %v", err)
		}
	}
	if _, err := NewState(4, 1); err == nil {
		t.Fatal("four players accepted")
	}
	for _, bad := range []string{"", "rrrrr/rrrrrrr", "rrrrx/wwwwwww/wwwwwww/wwwwwww/wwwwwww/wwwwwww/wwwww", "ggggg/wwwwwww/wwwwwww/wwwwwww/wwwwwww/wwwwwww/rrrbb"} {
		if _, err := ParseSetup(2, bad, 0); err == nil {
			t.Errorf("setup %q accepted", bad)
		}
	}
}
