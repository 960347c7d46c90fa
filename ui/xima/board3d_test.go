package xima

import (
	"testing"

	engine "xima/games/xima"
)

// TestBoard3DMarksTheLastMoveAndCloses: the 3D view gets the last action
// to mark, as the 2D board does, and the board switch closes it (its GPU
// and scene resources freed) when its screen goes (issue 28).
func TestBoard3DMarksTheLastMoveAndCloses(t *testing.T) {
	ts := newTestHost(t)
	with3D(t, ts, true)
	p := startCasual(t, ts, 0, false, seatSetup{name: "Ana"}, seatSetup{name: "Ben"})
	for _, mv := range []string{"-G2", "-F1", "G2G1"} {
		typeMove(p, mv)
	}
	v := view3D(t, p.boards)
	want := engine.MoveAction(cell("G2"), cell("G1"))
	if m := v.Marks(); !m.HasLast || m.Last != want {
		t.Errorf("the 3D view marks last %v (%v), want G2G1", m.Last, m.HasLast)
	}
	p.boards.Close()
	if !v.Closed() {
		t.Error("closing the board switch left its 3D view open")
	}
	p.boards.Close() // twice does nothing
}
