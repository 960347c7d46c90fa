package xima

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/go-gl/glfw/v3.3/glfw"

	engine "xima/games/xima"
	"xima/render3d"
	"xima/ui/internal/uitest"
)

// glfwErr is why GLFW could not start (no X display: run under
// xvfb-run); the 3D tests fail with it, the others run.
var glfwErr error

func TestMain(m *testing.M) {
	// GLFW starts on the main thread, as Fyne's driver starts it in the
	// app.
	glfwErr = glfw.Init()
	os.Exit(m.Run())
}

// with3D gives ts real 3D views (a hidden OpenGL context, as render3d's
// tests make) whose frame loop is stopped, so that nothing but the test
// touches them; the club starts in 3D when on.
func with3D(t *testing.T, ts *testHost, on bool) {
	t.Helper()
	if glfwErr != nil {
		t.Fatalf("the 3D view needs an X display (xvfb-run): %v", glfwErr)
	}
	r, err := render3d.NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	ts.board3D = func() Board { return NewBoard3D(r) }
	ts.use3D = on
}

// view3D is the 3D view of the board on show, which must be 3D.
func view3D(t *testing.T, b *boardSwitch) *render3d.View {
	t.Helper()
	d, ok := b.Board().(*board3D)
	if !ok {
		t.Fatalf("board %T, want the 3D view", b.Board())
	}
	return d.view
}

// tapColumn clicks the top of c's column in the 3D view v of s.
func tapColumn(v *render3d.View, s *engine.State, c engine.Cell) {
	cam := v.Camera()
	x, y := cam.Project(render3d.CellCentre(c, s.Surface(c)))
	size := v.Size()
	test.TapAt(v, fyne.NewPos(float32(x)*size.Width, float32(y)*size.Height))
}

// shows reports whether o is in the visible tree of the window's content.
func shows(w fyne.Window, o fyne.CanvasObject) bool {
	found := false
	uitest.Walk(w.Canvas().Content(), func(c fyne.CanvasObject) bool {
		found = found || c == o
		return !found
	})
	return found
}

// TestSwitch2D3DKeepsThePositionSelectionAndCamera: a game in 2D with a
// block selected goes 3D by its check: the 3D view shows the position (a
// click on the selection's target column plays there) and the club's
// choice follows; the camera turned by a drag is the same after going
// 2D and back, and the 2D board shows the selection again.
func TestSwitch2D3DKeepsThePositionSelectionAndCamera(t *testing.T) {
	ts := newTestHost(t)
	with3D(t, ts, false)
	p := startCasual(t, ts, 0, false, seatSetup{name: "Ana"}, seatSetup{name: "Ben"})
	for _, mv := range []string{"-G2", "-F1", "G2G1"} {
		typeMove(p, mv)
	}
	if _, ok := p.boards.Board().(*board2D); !ok || p.boards.Check.Checked {
		t.Fatalf("the club plays in 2D, the board is %T", p.boards.Board())
	}
	from := cell("F1")
	p.tapCell(from)
	flat := p.boards.Board().(*board2D)
	if p.sel != selectBlock || !flat.marks.HasSelected || flat.marks.Selected != from || len(flat.marks.Targets) == 0 {
		t.Fatalf("F1 not selected: %+v", flat.marks)
	}
	to := flat.marks.Targets[0]
	test.Tap(p.boards.Check)
	v := view3D(t, p.boards)
	if !ts.use3D || !shows(ts.win, v) || shows(ts.win, flat) {
		t.Fatalf("after the check: club 3D %v, 3D shown %v, 2D shown %v", ts.use3D, shows(ts.win, v), shows(ts.win, flat))
	}
	if p.sel != selectBlock || p.from != from {
		t.Fatal("the switch dropped the selection")
	}
	// The camera survives 2D and back.
	v.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: 60, DY: -30}})
	v.DragEnd()
	cam := v.Camera()
	test.Tap(p.boards.Check)
	if !shows(ts.win, flat) || flat.marks.Selected != from || flat.state != p.game.State() {
		t.Fatalf("back in 2D: marks %+v", flat.marks)
	}
	test.Tap(p.boards.Check)
	if view3D(t, p.boards) != v || v.Camera() != cam {
		t.Fatalf("back in 3D: camera %+v, was %+v", v.Camera(), cam)
	}
	// A click on the target's column in 3D plays the selection there: the
	// view has the position and the screen the selection.
	before := len(p.game.Actions())
	s := p.game.State()
	tapColumn(v, &s, to)
	acts := p.game.Actions()
	if len(acts) != before+1 || acts[len(acts)-1] != engine.MoveAction(from, to) {
		t.Fatalf("a click on %s in 3D played %v", to, acts[before:])
	}
}

// TestFullScreenShowsTheBoardAloneAndEscRestores: the Full screen
// button leaves the board alone in a full-screen window with whose turn
// and the last move over it; Esc brings the panels back, F11 switches.
func TestFullScreenShowsTheBoardAloneAndEscRestores(t *testing.T) {
	ts := newTestHost(t)
	p := startCasual(t, ts, 0, false, seatSetup{name: "Ana"}, seatSetup{name: "Ben"})
	typeMove(p, "-G2")
	board := p.boards.Holder
	test.Tap(p.full.Button)
	if !ts.win.FullScreen() || !shows(ts.win, board) || shows(ts.win, p.ctl.Undo) || shows(ts.win, p.seatCards[0].root) {
		t.Fatalf("full screen: window %v, board %v, Undo %v", ts.win.FullScreen(), shows(ts.win, board), shows(ts.win, p.ctl.Undo))
	}
	labels := uitest.AllLabels(ts.win.Canvas().Content())
	if !strings.Contains(labels, "Ben (Blue) to move") || !strings.Contains(labels, "Last: 1. Red -G2") {
		t.Errorf("overlay: %s", labels)
	}
	if uitest.FindButton(ts.win.Canvas().Content(), "Exit full screen") == nil {
		t.Error("no way out on the overlay")
	}
	// The board still plays.
	typeMove(p, "-F1")
	if labels := uitest.AllLabels(ts.win.Canvas().Content()); !strings.Contains(labels, "Ana (Red) to move") {
		t.Errorf("overlay after a move: %s", labels)
	}
	p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if ts.win.FullScreen() || !shows(ts.win, board) || !shows(ts.win, p.ctl.Undo) || p.full.On() {
		t.Fatalf("after Esc: window full %v, Undo shown %v", ts.win.FullScreen(), shows(ts.win, p.ctl.Undo))
	}
	p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF11})
	if !p.full.On() || shows(ts.win, p.ctl.Undo) {
		t.Error("F11 did not show the board alone")
	}
	ts.ShowHome()
	if ts.win.FullScreen() {
		t.Error("the window stayed full screen after the screen closed")
	}
}

// TestReplayIn3DWithTheTeacherAndFullScreen: with the club in 3D the
// replay shows the 3D view with its teacher mode; a step forward is
// animated (slow, with a trail, in the teacher's mode), a jump is not;
// the replay goes full screen and back, and switches to 2D.
func TestReplayIn3DWithTheTeacherAndFullScreen(t *testing.T) {
	ts := newTestHost(t)
	with3D(t, ts, true)
	r, _ := replayBook(t, ts)
	v := view3D(t, r.boards)
	var teacher *widget.Check
	uitest.Walk(r.boards.Holder, func(o fyne.CanvasObject) bool {
		if c, ok := o.(*widget.Check); ok && strings.HasPrefix(c.Text, "Teacher") {
			teacher = c
		}
		return teacher == nil
	})
	if teacher == nil {
		t.Fatal("no teacher mode on the replay's 3D board")
	}
	test.Tap(teacher)
	r.screen.Show(20)
	if v.Animating() {
		t.Error("a jump is animated")
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if r.step != 21 || !v.Animating() {
		t.Errorf("a step forward to %d is not animated", r.step)
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if v.Animating() {
		t.Error("a step back is animated")
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF11})
	labels := uitest.AllLabels(ts.win.Canvas().Content())
	if !r.screen.FullScreen().On() || shows(ts.win, r.analysis.chart) || !strings.Contains(labels, "20 / 62") || !strings.Contains(labels, "10. Blue") {
		t.Errorf("replay full screen: %s", labels)
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if r.screen.FullScreen().On() || !shows(ts.win, r.analysis.chart) {
		t.Error("Esc did not bring the chart back")
	}
	test.Tap(r.boards.Check)
	if b, ok := r.boards.Board().(*board2D); !ok || b.state != r.frames[20].state || ts.use3D {
		t.Errorf("switched to 2D: board %T", r.boards.Board())
	}
}
