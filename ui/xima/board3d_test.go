package xima

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/catalog"
	"xima/games/search"
	engine "xima/games/xima"
	"xima/render3d"
	"xima/storage"
	"xima/ui/session"
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

// TestScreenshotLastMove writes, when XIMA_SCREENSHOTS names a folder, the
// play screen at 1280x800 after the computer moved a block, in 2D
// (last-move-2d.png) and in 3D (last-move-3d.png): its origin and
// destination framed in orange on both boards.
func TestScreenshotLastMove(t *testing.T) {
	dir := os.Getenv("XIMA_SCREENSHOTS")
	if dir == "" {
		t.Skip("XIMA_SCREENSHOTS not set")
	}
	if glfwErr != nil {
		t.Fatalf("the 3D view needs an X display (xvfb-run): %v", glfwErr)
	}
	// A renderer whose frame loop runs, as in the app: the test only
	// waits while it draws.
	r, err := render3d.NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	ts := newTestHost(t)
	ts.board3D = func() Board { return NewBoard3D(r) }
	ts.win.Resize(fyne.NewSize(1280, 800))
	kind := catalog.Xima()
	ts.computers = session.Computers{New: kind.NewComputer, Budget: search.Budget{Nodes: 20000}}
	p := startCasual(t, ts, 0, false, seatSetup{name: "Ana"}, seatSetup{name: session.ComputerCode(3), computer: 3})
	last := func() engine.Action { acts := p.game.Actions(); return acts[len(acts)-1] }
	for turn := 0; turn < 12 && (turn == 0 || last().Kind() != engine.KindMove); turn++ {
		legal := p.legal()
		if err := p.play(legal[len(legal)/3]); err != nil {
			t.Fatal(err)
		}
		ts.until(t, func() bool { return p.game.Over() || p.game.ToMove() == 0 })
	}
	if last().Kind() != engine.KindMove {
		t.Fatalf("the computer moved no block in 12 turns (last %v)", last())
	}
	p.refresh()
	capture := func(name string) {
		fillNil(ts.win.Canvas().Content())
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, ts.win.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
	}
	capture("last-move-2d.png")
	test.Tap(p.boards.Check)
	v := view3D(t, p.boards)
	// The frames stop once the view has its picture; a capture asks for
	// one at the capture's size, drawn while the test waits.
	settle := func() {
		for n, still := -1, 0; still < 5; time.Sleep(100 * time.Millisecond) {
			if f := v.Frames(); f == n && f > 0 {
				still++
			} else {
				n, still = f, 0
			}
		}
	}
	settle()
	ts.win.Canvas().Capture()
	settle()
	capture("last-move-3d.png")
	p.boards.Close()
}

// TestLeavingTheGameClosesIts3DView: going home from a game in 3D, and
// from its replay, gives the 3D views' resources back (boards.Closer
// through the play and replay screens).
func TestLeavingTheGameClosesIts3DView(t *testing.T) {
	ts := newTestHost(t)
	with3D(t, ts, true)
	p := startCasual(t, ts, 0, false, seatSetup{name: "Ana"}, seatSetup{name: "Ben"})
	typeMove(p, "-G2")
	v := view3D(t, p.boards)
	ts.ShowHome()
	if !v.Closed() {
		t.Error("going home left the game's 3D view open")
	}
	book, err := os.ReadFile(bookGame)
	if err != nil {
		t.Fatal(err)
	}
	ShowReplay(ts, storage.FinishedGame{Game: engine.GameName, Record: string(book)}, []string{"Ana", "Ben"})
	r, _ := asReplay(ts.current)
	rv := view3D(t, r.boards)
	ts.ShowHome()
	if !rv.Closed() {
		t.Error("going home left the replay's 3D view open")
	}
}
