package xima

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"xima/games/core"
	engine "xima/games/xima"
)

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

// TestNothingIsPlayedOnABrowsedPosition: while an earlier move shows,
// the reserve's buttons and the move box wait; back to the game they
// answer again.
func TestNothingIsPlayedOnABrowsedPosition(t *testing.T) {
	ts := newTestHost(t)
	p := startCasual(t, ts, 0, false)
	for _, m := range []string{"-G2", "-G4"} {
		typeMove(p, m)
	}
	p.ctl.Moves.List.Select(0)
	if !p.common.Disabled() || !p.ctl.Entry.Disabled() || !p.ctl.Hint.Disabled() {
		t.Errorf("browsing: common block disabled %v, move box %v, hint %v", p.common.Disabled(), p.ctl.Entry.Disabled(), p.ctl.Hint.Disabled())
	}
	test.Tap(p.screen.Back())
	if p.common.Disabled() || p.ctl.Entry.Disabled() {
		t.Errorf("back to the game: common block disabled %v, move box %v", p.common.Disabled(), p.ctl.Entry.Disabled())
	}
}

// TestTheHintIsDrawnOnTheBoard: a hint selects its block and marks its
// destination alone, until the player chooses otherwise.
func TestTheHintIsDrawnOnTheBoard(t *testing.T) {
	ts := newTestHost(t)
	p := startCasual(t, ts, 0, false)
	hint := engine.DropAction(false, cell("E2"))
	p.ShowHint(core.Action(hint))
	p.refresh()
	b := p.boards.Board().(*board2D)
	if len(b.marks.Targets) != 1 || b.marks.Targets[0] != cell("E2") || p.sel != selectCommon {
		t.Fatalf("hint -E2 drawn as selection %v, targets %v", p.sel, b.marks.Targets)
	}
	test.Tap(p.special)
	if b := p.boards.Board().(*board2D); len(b.marks.Targets) < 2 {
		t.Errorf("after choosing the special the targets are %v, want all of its", b.marks.Targets)
	}
}
