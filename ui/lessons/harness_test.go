package lessons

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/ui/boards"
	boardmaxima "xima/ui/boards/maxima"
	boardxana "xima/ui/boards/xana"
	boardximaera "xima/ui/boards/ximaera"
	boardxoliba "xima/ui/boards/xoliba"
	"xima/ui/internal/uitest"
	ximaui "xima/ui/xima"
)

// testHost is the shell for the lessons' tests: uitest's, keeping the
// club's settings in a map.
type testHost struct {
	uitest.Host
	club map[string]string
}

func (h *testHost) Board3D() ximaui.Board { return nil }

// options are the shell's options over the host's settings.
func (h *testHost) options() Options {
	return Options{
		Setting:     func(name string) string { return h.club[name] },
		SaveSetting: func(name, value string) { h.club[name] = value },
		Boards:      []boards.Kind{ximaui.Kind(h), boardximaera.Kind(), boardxana.Kind(), boardxoliba.Kind(), boardmaxima.Kind()},
	}
}

// newHost opens a test window of size in language code, with no errors
// allowed by the end of the test.
func newHost(t *testing.T, code string, size fyne.Size) *testHost {
	t.Helper()
	h := &testHost{club: map[string]string{}}
	h.Open(t, code, size)
	return h
}

// openList shows the list of lessons.
func (h *testHost) openList(t *testing.T) *List {
	t.Helper()
	h.Show(NewList(h, h.options()))
	return h.Screen.(*List)
}

// open taps lesson id's button on the list and returns its screen.
func (h *testHost) open(t *testing.T, id string) *Screen {
	t.Helper()
	b, ok := h.openList(t).open[id]
	if !ok {
		t.Fatalf("no lesson %s on the list", id)
	}
	test.Tap(b)
	s, ok := h.Screen.(*Screen)
	if !ok {
		t.Fatalf("%s's button shows %T, not the lesson", id, h.Screen)
	}
	return s
}

// tapAt clicks the window where a person clicks for spot.
func (h *testHost) tapAt(t *testing.T, pos fyne.Position, ok bool, spot string) {
	t.Helper()
	if !ok {
		t.Fatalf("no place to click for %s", spot)
	}
	test.TapCanvas(h.Win.Canvas(), pos)
}

// play makes the action text (in the step's notation) by clicks on the
// board and its buttons, as a person would: a block or piece then where it
// goes, a reserve pile or button then the cell.
func (h *testHost) play(t *testing.T, s *Screen, text string) {
	t.Helper()
	switch st := s.stage.(type) {
	case *ximaui.LessonBoard:
		h.playXima(t, st, text)
	case *boardStage:
		h.playBoard(t, st, text)
	default:
		t.Fatalf("stage %T", s.stage)
	}
}

func (h *testHost) playXima(t *testing.T, x *ximaui.LessonBoard, text string) {
	t.Helper()
	c, err := x.Game().Parse(text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	a := engine.Action(c)
	common, special, rescue := x.Reserve()
	switch a.Kind() {
	case engine.KindMove:
		h.tapCell(t, x, a.From())
	case engine.KindDropCommon:
		test.Tap(common)
	case engine.KindDropSpecial:
		test.Tap(special)
	case engine.KindRescue:
		test.Tap(rescue)
	}
	h.tapCell(t, x, a.To())
}

// tapCell clicks Xima's cell c on the stage's board.
func (h *testHost) tapCell(t *testing.T, x *ximaui.LessonBoard, c engine.Cell) {
	t.Helper()
	pos, ok := x.Spot(c)
	h.tapAt(t, pos, ok, c.String())
}

// spotter is a board game's adapter with the places to click.
type spotter interface {
	Spot(name string) (fyne.Position, bool)
}

// playBoard makes text on a board game's board: "P@c3" clicks the P pile
// then c3, "2@g4" (Xana) the reserve, + once, then g4, "c3-c5" c3 then
// c5, "i4" (a Xana wall) i4 alone.
func (h *testHost) playBoard(t *testing.T, b *boardStage, text string) {
	t.Helper()
	sp := b.game.(spotter)
	tap := func(name string) {
		t.Helper()
		pos, ok := sp.Spot(name)
		h.tapAt(t, pos, ok, name)
	}
	move, _, _ := strings.Cut(text, "/") // Xoliba's triangle, when named, is the only one
	switch what, cell, drop := strings.Cut(move, "@"); {
	case drop && b.kind.Name == "Xana":
		tap("reserve")
		for range int(what[0]-'0') - 1 {
			test.Tap(h.iconButton(t, theme.ContentAddIcon()))
		}
		tap(cell)
	case drop:
		tap("reserve " + what)
		tap(cell)
	default:
		from, to, ok := strings.Cut(move, "-")
		if !ok {
			tap(move)
			return
		}
		tap(from)
		tap(to)
	}
}

// iconButton is the window's button with icon res.
func (h *testHost) iconButton(t *testing.T, res fyne.Resource) *widget.Button {
	t.Helper()
	var found *widget.Button
	uitest.Walk(h.Win.Canvas().Content(), func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.Button); ok && b.Icon == res {
			found = b
		}
		return found == nil
	})
	if found == nil {
		t.Fatalf("no button with the icon %s", res.Name())
	}
	return found
}
