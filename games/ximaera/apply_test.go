package ximaera

import (
	"testing"

	"xima/games/core"
)

// rules/other-games.md, Ximaera, End: three pieces of one kind connected in
// one group (a straight line, a bent line or a triangle): the mover wins.
func TestGroupOfThreeWinsForTheMover(t *testing.T) {
	for _, tc := range []struct {
		pieces, action string
		shape          Shape
		kind           Piece
	}{
		{"Ra1 Rb1", "R@c1", Straight, Red},
		{"Ra1 Rb1", "R@c2", Bent, Red},
		{"Ra1 Rb1", "R@b2", Triangle, Red},
		{"Pa1 Pb1", "P@c1", Straight, Pivot},
		{"Gc3 Ge5 Rb2", "G@d4", Straight, Green},
		{"Ra1 Rb1 Rc3", "c3-c2", Bent, Red},           // by a slide
		{"Pa1 Pb1 Pd2 Rc2", "d2-b2", Triangle, Pivot}, // by a pivot's jump
	} {
		s := build(t, tc.pieces, "")
		s.toMove = 1
		before := s
		a, err := ParseAction(&s, tc.action)
		if err != nil {
			t.Fatalf("%s: %v", tc.action, err)
		}
		u := s.Apply(a)
		cells, shape, ok := s.WinningGroup()
		if s.Result().Reason != Group || s.Winner() != 1 || !ok || shape != tc.shape || s.At(cells[0]) != tc.kind {
			t.Errorf("%s after %s: end %s winner %d group %v %s", tc.pieces, tc.action, s.Result().Reason, s.Winner(), cells, shape)
		}
		if len(s.Legal(nil)) != 0 {
			t.Errorf("%s: actions after the end", tc.action)
		}
		s.Unapply(u)
		if s != before {
			t.Errorf("%s: undo did not restore the position", tc.action)
		}
	}
	// Three of a kind apart, or two groups of two, do not win.
	for _, tc := range []struct{ pieces, action string }{
		{"Ra1 Rb1", "R@d2"},
		{"Ra1 Rb1 Ge5", "G@d5"},
		{"Ra1 Rb1 Rc3", "c3-c4"},
	} {
		s := build(t, tc.pieces, "")
		a, err := ParseAction(&s, tc.action)
		if err != nil {
			t.Fatalf("%s then %s: %v", tc.pieces, tc.action, err)
		}
		s.Apply(a)
		if _, _, ok := s.WinningGroup(); ok || s.Over() {
			t.Errorf("%s then %s ended the game: %s", tc.pieces, tc.action, s.Result().Reason)
		}
	}
}

// The position where c1-a1 leaves every piece frozen or barred: the next
// player, who has no legal move, wins (rules/other-games.md, Ximaera, End).
const stalemating = "Pc1 Pc3 Pd3 Ra2 Gb2 Bc2 Rd2 Bb3 Ge3 Rc4 Bd4 Ge4"

func TestNoLegalMoveWinsForThePlayerWithout(t *testing.T) {
	s := build(t, stalemating, "")
	before := s
	u := s.Apply(MoveAction(cell(t, "c1"), cell(t, "a1")))
	if s.Result().Reason != NoMove || s.Winner() != 1 || len(s.Legal(nil)) != 0 {
		t.Fatalf("end %s winner %d", s.Result().Reason, s.Winner())
	}
	// The same board with nothing barred leaves the pivot on a1 a move.
	free := s
	free.end, free.barred = core.NotOver, NoCell
	if got := legalTexts(&free); len(got) == 0 {
		t.Fatal("unbarred, the pivot should move")
	}
	s.Unapply(u)
	if s != before {
		t.Fatal("undo did not restore the position")
	}
}

// The group is checked before the lack of moves: here d2-c2 connects three
// pivots and leaves the opponent nothing; the mover wins.
func TestGroupIsCheckedBeforeNoMove(t *testing.T) {
	s := build(t, "Ra1 Bb1 Gc1 Ga2 Rb2 Pd2 Ba3 Pb3 Pc3 Rd3 Bb4 Gd4", "")
	s.Apply(MoveAction(cell(t, "d2"), cell(t, "c2")))
	if s.Result().Reason != Group || s.Winner() != 0 {
		t.Fatalf("end %s winner %d", s.Result().Reason, s.Winner())
	}
	s.end = core.NotOver
	if s.hasLegal() {
		t.Fatal("the position should also leave no move")
	}
}

// rules/other-games.md, Ximaera, End: the move that makes a position's third
// occurrence loses. The shuffle makes the position after the two drops
// again at plies 6 and 10; the tenth action, by seat 1, loses.
func TestThirdRepetitionLosesForTheMover(t *testing.T) {
	g, _ := NewGame(Config{})
	mustPlay(t, g, "R@a1 G@e5 a1-b1 e5-d5 b1-a1 d5-e5 a1-b1 e5-d5 b1-a1")
	if g.Over() {
		t.Fatal("over too soon")
	}
	last, err := ParseAction(ptr(g.State()), "d5-e5")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, a := range g.Legal() {
		found = found || a == core.Action(last)
	}
	if !found {
		t.Fatal("the repeating move must stay legal: it loses, it is not forbidden")
	}
	mustPlay(t, g, "d5-e5")
	r := g.Result()
	if !r.Over || r.Reason != core.Repetition || r.Winner != 0 {
		t.Fatalf("result %+v", r)
	}
	if err := g.Undo(); err != nil || g.Over() {
		t.Fatalf("undo: %v, over %v", err, g.Over())
	}
}

// A position is the 19 cells (rules/other-games.md, Ximaera, End): the same
// board with the other player to move is the same position. Here the red
// pip goes round a triangle, so the board after the drops comes back at
// ply 7 with seat 1 to move and at ply 14 with seat 0 to move.
func TestRepetitionCountsBoardsWhoeverIsToMove(t *testing.T) {
	g, _ := NewGame(Config{})
	mustPlay(t, g, "R@a1 G@e5 a1-b1 e5-d5 b1-b2 d5-e5 b2-a1 e5-d5 a1-b1 d5-e5 b1-b2 e5-d5 b2-a1")
	if g.Over() {
		t.Fatalf("over at ply %d", g.Plies())
	}
	mustPlay(t, g, "d5-e5")
	if r := g.Result(); r.Reason != core.Repetition || r.Winner != 0 {
		t.Fatalf("result %+v", r)
	}
}

func TestLineSeenCountsTheWholeGame(t *testing.T) {
	g, _ := NewGame(Config{})
	mustPlay(t, g, "R@a1 G@e5 a1-b1 e5-d5 b1-a1 d5-e5")
	l := g.Line()
	if l.Seen() != 2 || l.Plies() != 6 {
		t.Fatalf("seen %d plies %d", l.Seen(), l.Plies())
	}
	u := l.Apply(MoveAction(cell(t, "a1"), cell(t, "b1")))
	if l.Seen() != 2 {
		t.Fatalf("seen %d", l.Seen())
	}
	l.Unapply(u)
	if l.State != g.State() || l.Seen() != 2 {
		t.Fatal("line unapply")
	}
}

func ptr(s State) *State { return &s }
