package xima

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	engine "xima/games/xima"
	"xima/render3d"
	"xima/ui/internal/uitest"
)

// onPosition shows the play screen of Ana (red) and Ben (blue) from the
// Position tag pos, in the given styles.
func onPosition(t *testing.T, ts *testHost, pos string, styles ...engine.Style) *playScreen {
	t.Helper()
	g, err := engine.NewGame(engine.Config{Styles: styles, Names: []string{"Ana", "Ben"}, Seed: 1, HasSeed: true, Position: pos})
	if err != nil {
		t.Fatalf("%s: %v", pos, err)
	}
	PlayOn(ts, g)
	return ts.play(t)
}

// The positions the refusals are clicked in (docs/xima-record.md,
// Position), red to move: a blue block on C2 and a red one under a blue
// one on B2; on B4 a red block on a blue one, beside a blue pair on C4;
// red's special on F6; a red block on A1.
const (
	blueOnTop    = "13/13/13/13/13/13/13/13/13/13/13/1(rb)b10/13"
	stepTooHigh  = "13/13/13/13/13/13/13/13/13/1(br)(bb)10/13/13/13"
	specialLow   = "13/13/13/13/13/13/13/5R7/13/13/13/13/13"
	redOnA1      = "13/13/13/13/13/13/13/13/13/13/13/13/r12"
	redOnA1Dice3 = redOnA1 + " dice=3"
)

// clickRefusal is a refusal by click: the position, the move typed
// first, the cells clicked and the problem line's words.
type clickRefusal struct {
	name   string
	pos    string
	styles []engine.Style
	typed  string
	clicks []string
	want   string
}

// clickRefusals are the refusals a click meets, a kind each.
var clickRefusals = []clickRefusal{
	{"not your block", blueOnTop, nil, "", []string{"C2"},
		"The block on C2 is Blue's, not yours"},
	{"dominated", blueOnTop, nil, "", []string{"B2"},
		"The block on B2 is dominated: only the top block of a column moves"},
	{"a step too high", stepTooHigh, nil, "", []string{"B4", "D4"},
		"A step too high: C4 is 3 high, B4 only 1"},
	{"two dice, same block", redOnA1 + " dice=1,3", []engine.Style{engine.TwoDice, engine.Sport}, "A1B1", []string{"B1"},
		"Two dice: the second action needs a different block, and the block on B1 made the first"},
	{"die value", redOnA1Dice3, []engine.Style{engine.Luck, engine.Sport}, "", []string{"A1", "A2"},
		"The dice allow 3 cells; from A1 to A2 is 1"},
	{"summit height", specialLow, nil, "", []string{"F6", "G7"},
		"The summit G7 is reached only from height 3: on F6 the block is at 2"},
	{"nothing there", redOnA1, nil, "", []string{"E5"},
		"There is nothing to move on E5"},
}

// show plays the refusal's clicks on a play screen of its position.
func (tc clickRefusal) show(t *testing.T, ts *testHost) *playScreen {
	t.Helper()
	styles := tc.styles
	if styles == nil {
		styles = []engine.Style{engine.Sport, engine.Sport}
	}
	p := onPosition(t, ts, tc.pos, styles...)
	if tc.typed != "" {
		typeMove(p, tc.typed)
	}
	for _, c := range tc.clicks {
		p.tapCell(cell(c))
	}
	return p
}

// TestClicksSayWhyTheyAreRefused clicks what the rules refuse, a kind at
// a time, and reads the problem line: the reason in words, with the
// selection kept and nothing played.
func TestClicksSayWhyTheyAreRefused(t *testing.T) {
	for _, tc := range clickRefusals {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.show(t, newTestHost(t))
			if p.ctl.Problem.Text != tc.want || !p.ctl.Problem.Visible() {
				t.Errorf("problem %q, want %q", p.ctl.Problem.Text, tc.want)
			}
			played := 0
			if tc.typed != "" {
				played = 1
			}
			if len(p.game.Actions()) != played {
				t.Errorf("a refused click played: %v", p.game.Actions())
			}
			if len(tc.clicks) > 1 && (p.sel != selectBlock || p.from != cell(tc.clicks[0])) {
				t.Errorf("selection %v on %v after the refusal, want the block on %s", p.sel, p.from, tc.clicks[0])
			}
		})
	}
}

// TestScreenshotRefusals writes, when XIMA_SCREENSHOTS names a folder,
// refusal-xima-en.png and refusal-xima-es.png: the play screen after each
// kind of refused click but the last, at 1024x600.
func TestScreenshotRefusals(t *testing.T) {
	dir := uitest.ScreenshotDir(t)
	for _, code := range []string{"en", "es"} {
		uitest.UseLanguage(t, code)
		var sheet uitest.Sheet
		for _, tc := range clickRefusals[:len(clickRefusals)-1] {
			ts := newTestHost(t)
			ts.win.Resize(fyne.NewSize(1024, 600))
			tc.show(t, ts)
			sheet.Add(ts.win)
		}
		if err := sheet.Write(filepath.Join(dir, "refusal-xima-"+code+".png"), 2); err != nil {
			t.Fatal(err)
		}
	}
}

// TestAStepTooHighMarksTheColumn selects B4 and clicks D4 beyond the
// blue pair on C4: C4 is outlined in red on the 2D board until the next
// click, and the same move typed marks it too.
func TestAStepTooHighMarksTheColumn(t *testing.T) {
	ts := newTestHost(t)
	p := onPosition(t, ts, stepTooHigh, engine.Sport, engine.Sport)
	b := p.boards.Board().(*board2D)
	outlined := func() bool {
		r := test.WidgetRenderer(b).(*board2DRenderer)
		return r.cells[cell("C4")].mark.StrokeColor == refusedColour && r.cells[cell("C4")].mark.StrokeWidth > 0
	}
	p.tapCell(cell("B4"))
	p.tapCell(cell("D4"))
	if !b.marks.HasRefused || b.marks.Refused != cell("C4") || !outlined() {
		t.Fatalf("after the step too high: marks %+v, C4 outlined %v", b.marks, outlined())
	}
	if !b.marks.HasSelected || b.marks.Selected != cell("B4") || len(b.marks.Targets) == 0 {
		t.Errorf("the selection was lost: marks %+v", b.marks)
	}
	p.tapCell(cell("B5")) // a legal move of the kept selection
	if b.marks.HasRefused || outlined() || len(p.game.Actions()) != 1 || p.ctl.Problem.Visible() {
		t.Errorf("after a move: marks %+v, actions %v, problem %q", b.marks, p.game.Actions(), p.ctl.Problem.Text)
	}

	ts = newTestHost(t)
	p = onPosition(t, ts, stepTooHigh, engine.Sport, engine.Sport)
	b = p.boards.Board().(*board2D)
	typeMove(p, "B4D4")
	if want := "B4D4: A step too high: C4 is 3 high, B4 only 1"; p.ctl.Problem.Text != want {
		t.Errorf("typed: problem %q, want %q", p.ctl.Problem.Text, want)
	}
	if !b.marks.HasRefused || b.marks.Refused != cell("C4") {
		t.Errorf("typed: marks %+v", b.marks)
	}
}

// TestTypedRefusalsSayWhy types actions the rules refuse and reads the
// move box's problem line: the same words as a click's.
func TestTypedRefusalsSayWhy(t *testing.T) {
	for _, tc := range []struct {
		name, pos, typed, want string
		styles                 []engine.Style
	}{
		{"dominated special", "13/13/13/13/13/13/13/13/13/13/13/1(Rb)11/13", "=B2B3",
			"=B2B3: The block on B2 is dominated: only the top block of a column moves", nil},
		{"die value", redOnA1Dice3, "A1A2", "A1A2: The dice allow 3 cells; from A1 to A2 is 1",
			[]engine.Style{engine.Luck, engine.Sport}},
		{"summit height", specialLow, "=F6G7", "=F6G7: The summit G7 is reached only from height 3: on F6 the block is at 2", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ts := newTestHost(t)
			styles := tc.styles
			if styles == nil {
				styles = []engine.Style{engine.Sport, engine.Sport}
			}
			p := onPosition(t, ts, tc.pos, styles...)
			typeMove(p, tc.typed)
			if p.ctl.Problem.Text != tc.want {
				t.Errorf("problem %q, want %q", p.ctl.Problem.Text, tc.want)
			}
		})
	}
}

// TestRefusalsInSpanish reads a click's and a typed refusal in Spanish.
func TestRefusalsInSpanish(t *testing.T) {
	uitest.UseLanguage(t, "es")
	ts := newTestHost(t)
	p := onPosition(t, ts, stepTooHigh, engine.Sport, engine.Sport)
	p.tapCell(cell("B4"))
	p.tapCell(cell("D4"))
	if want := "Un escalón demasiado alto: C4 tiene altura 3, B4 solo 1"; p.ctl.Problem.Text != want {
		t.Errorf("click: problem %q, want %q", p.ctl.Problem.Text, want)
	}
	p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if p.ctl.Problem.Visible() || p.sel != selectNone {
		t.Errorf("Esc kept the problem %q or the selection %v", p.ctl.Problem.Text, p.sel)
	}
	p.tapCell(cell("C4"))
	if want := "El bloque de C4 es de Azul, no tuyo"; p.ctl.Problem.Text != want {
		t.Errorf("click: problem %q, want %q", p.ctl.Problem.Text, want)
	}
	typeMove(p, "B4D4")
	if want := "B4D4: Un escalón demasiado alto: C4 tiene altura 3, B4 solo 1"; p.ctl.Problem.Text != want {
		t.Errorf("typed: problem %q, want %q", p.ctl.Problem.Text, want)
	}
	if want := "Ana (Rojo): haz clic en un bloque o en una pila de la reserva"; p.banner.Text != want {
		t.Errorf("banner %q, want %q", p.banner.Text, want)
	}
}

// TestAStepTooHighOutlinesTheColumnIn3D clicks the step too high in the
// 3D view: a red box is drawn round C4's column, around where the camera
// shows its top, and follows the camera (a preset view's button, a drag
// through the box) until the next click that plays.
func TestAStepTooHighOutlinesTheColumnIn3D(t *testing.T) {
	ts := newTestHost(t)
	with3D(t, ts, true)
	p := onPosition(t, ts, stepTooHigh, engine.Sport, engine.Sport)
	v := view3D(t, p.boards)
	s := p.game.State()
	tapColumn(v, &s, cell("B4"))
	tapColumn(v, &s, cell("D4"))
	if want := "A step too high: C4 is 3 high, B4 only 1"; p.ctl.Problem.Text != want {
		t.Fatalf("problem %q, want %q", p.ctl.Problem.Text, want)
	}
	box := p.boards.Board().(*board3D).refusalBox()
	if !box.Visible() || box.cell != cell("C4") || box.Size() != v.Size() {
		t.Fatalf("box shown %v on %v, size %v (view %v)", box.Visible(), box.cell, box.Size(), v.Size())
	}
	around := func(when string) {
		t.Helper()
		cam := v.Camera()
		x, y := cam.Project(render3d.CellCentre(cell("C4"), s.Surface(cell("C4"))))
		top := fyne.NewPos(float32(x)*v.Size().Width, float32(y)*v.Size().Height)
		lo, hi := fyne.NewPos(v.Size().Width, v.Size().Height), fyne.NewPos(0, 0)
		for _, o := range test.WidgetRenderer(box).Objects() {
			l := o.(*canvas.Line)
			if l.StrokeColor != refusedColour {
				t.Fatalf("%s: an edge in %v", when, l.StrokeColor)
			}
			for _, q := range []fyne.Position{l.Position1, l.Position2} {
				lo, hi = fyne.NewPos(min(lo.X, q.X), min(lo.Y, q.Y)), fyne.NewPos(max(hi.X, q.X), max(hi.Y, q.Y))
			}
		}
		inside := lo.X < top.X && top.X < hi.X && lo.Y < top.Y && top.Y < hi.Y
		if !inside || hi.X-lo.X > v.Size().Width/4 {
			t.Errorf("%s: the box spans %v to %v, C4's top is at %v", when, lo, hi, top)
		}
	}
	around("after the click")
	test.Tap(uitest.FindButton(p.boards.Board().Object(), "Top view"))
	around("in the top view")
	box.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: 60, DY: 20}})
	around("after a drag")
	p.tapCell(cell("B5")) // a legal move of the kept selection
	if box.Visible() || len(p.game.Actions()) != 1 {
		t.Errorf("after a move: box shown %v, actions %v", box.Visible(), p.game.Actions())
	}
}

// TestTurnBannerSaysWhatToDo reads the banner over the move box along a
// turn: what to click, what the selection waits for, the roll, a
// two-dice turn's second action.
func TestTurnBannerSaysWhatToDo(t *testing.T) {
	ts := newTestHost(t)
	p := onPosition(t, ts, redOnA1, engine.Sport, engine.Sport)
	steps := []struct {
		do   func()
		want string
	}{
		{func() {}, "Ana (Red): click a block or a reserve pile"},
		{func() { p.tapCell(cell("A1")) }, "Ana (Red): click where the block on A1 goes"},
		{func() { test.Tap(p.common) }, "Ana (Red): click where the new block comes to rest"},
		{func() { p.tapCell(cell("B1")) }, "Ben (Blue): click a block or a reserve pile"},
	}
	for _, st := range steps {
		st.do()
		if p.banner.Text != st.want {
			t.Errorf("banner %q, want %q", p.banner.Text, st.want)
		}
	}

	p = onPosition(t, newTestHost(t), redOnA1, engine.TwoDice, engine.Sport)
	if want := "Ana (Red): roll the dice"; p.banner.Text != want {
		t.Errorf("before the roll: banner %q, want %q", p.banner.Text, want)
	}
	p = onPosition(t, newTestHost(t), redOnA1+" dice=1,3", engine.TwoDice, engine.Sport)
	typeMove(p, "A1B1")
	if want := "Ana (Red): second action: another block, or pass"; p.banner.Text != want {
		t.Errorf("mid-turn: banner %q, want %q", p.banner.Text, want)
	}
}
