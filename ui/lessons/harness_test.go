package lessons

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/storage"
	"xima/ui/boards"
	boardmaxima "xima/ui/boards/maxima"
	boardxana "xima/ui/boards/xana"
	boardximaera "xima/ui/boards/ximaera"
	boardxoliba "xima/ui/boards/xoliba"
	"xima/ui/host"
	"xima/ui/internal/uitest"
	"xima/ui/session"
	"xima/ui/widgets"
	ximaui "xima/ui/xima"
)

// testHost is the shell for the lessons' tests: it shows screens in a
// test window and keeps the club's settings in a map.
type testHost struct {
	win    fyne.Window
	screen host.Screen
	homes  int
	errs   []error
	club   map[string]string
}

func (h *testHost) Show(s host.Screen) {
	if h.screen != nil {
		h.screen.Close()
	}
	h.screen = s
	h.win.SetContent(s.Content())
}
func (h *testHost) ShowHome()                          { h.homes++ }
func (h *testHost) ShowHistory()                       {}
func (h *testHost) ShowError(err error)                { h.errs = append(h.errs, err) }
func (h *testHost) ShowErrorLater(err error)           { h.ShowError(err) }
func (h *testHost) Post(f func())                      { f() }
func (h *testHost) Window() fyne.Window                { return h.win }
func (h *testHost) DB() *storage.DB                    { return nil }
func (h *testHost) Context() context.Context           { return context.Background() }
func (h *testHost) Now() time.Time                     { return time.Unix(0, 0) }
func (h *testHost) Seed() uint64                       { return 1 }
func (h *testHost) NoTicker() bool                     { return true }
func (h *testHost) Track(*session.Session)             {}
func (h *testHost) Computers(string) session.Computers { return session.Computers{} }
func (h *testHost) Board3D() ximaui.Board              { return nil }
func (h *testHost) Use3D() bool                        { return false }
func (h *testHost) SetUse3D(bool)                      {}
func (h *testHost) ExportRecord(storage.FinishedGame)  {}
func (h *testHost) ClubReader() widgets.ClubReader     { return nil }

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
	test.NewTempApp(t)
	if code != "en" {
		uitest.UseLanguage(t, code)
	}
	h := &testHost{club: map[string]string{}}
	h.win = test.NewTempWindow(t, widget.NewLabel(""))
	h.win.Resize(size)
	t.Cleanup(func() {
		for _, err := range h.errs {
			t.Errorf("shown as an error: %v", err)
		}
	})
	return h
}

// openList shows the list of lessons.
func (h *testHost) openList(t *testing.T) *List {
	t.Helper()
	h.Show(NewList(h, h.options()))
	return h.screen.(*List)
}

// open taps lesson id's button on the list and returns its screen.
func (h *testHost) open(t *testing.T, id string) *Screen {
	t.Helper()
	b, ok := h.openList(t).open[id]
	if !ok {
		t.Fatalf("no lesson %s on the list", id)
	}
	test.Tap(b)
	s, ok := h.screen.(*Screen)
	if !ok {
		t.Fatalf("%s's button shows %T, not the lesson", id, h.screen)
	}
	return s
}

// tapAt clicks the window where a person clicks for spot.
func (h *testHost) tapAt(t *testing.T, pos fyne.Position, ok bool, spot string) {
	t.Helper()
	if !ok {
		t.Fatalf("no place to click for %s", spot)
	}
	test.TapCanvas(h.win.Canvas(), pos)
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
	uitest.Walk(h.win.Canvas().Content(), func(o fyne.CanvasObject) bool {
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
