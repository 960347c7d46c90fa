package xima

import "testing"

// TestBrowsingShowsThePositionAfterThatMove: a click on the first of
// three moves shows, on the browsed board, the position after it, marked
// as the last move; the game itself keeps all three.
func TestBrowsingShowsThePositionAfterThatMove(t *testing.T) {
	ts := newTestHost(t)
	p := startCasual(t, ts, 0, false)
	for _, m := range []string{"-G2", "-G4", "-F2"} {
		typeMove(p, m)
	}
	first := p.game.Actions()[0]
	p.ctl.Moves.List.Select(0)
	rep, ok := p.screen.Browsed().(*replayer)
	if !ok {
		t.Fatalf("browsing %T, want Xima's replay", p.screen.Browsed())
	}
	b, ok := rep.boards.Board().(*board2D)
	if !ok {
		t.Fatalf("browsed board %T", rep.boards.Board())
	}
	if b.state != rep.frames[1].state || !b.marks.HasLast || b.marks.Last != first {
		t.Errorf("browsed board: last %v (%v), want the first move %v", b.marks.Last, b.marks.HasLast, first)
	}
	if s := b.state; s.OnBoard(0) != 1 || s.OnBoard(1) != 0 {
		t.Errorf("browsed position has %d red and %d blue blocks, want 1 and 0", s.OnBoard(0), s.OnBoard(1))
	}
	if n := len(p.game.Actions()); n != 3 {
		t.Errorf("the game has %d actions after browsing, want 3", n)
	}
}
