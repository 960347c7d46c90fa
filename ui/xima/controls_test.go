package xima

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/ui/internal/uitest"
	"xima/ui/session"
)

func TestAnyPersonResignsOutOfTurnFromTheMenu(t *testing.T) {
	ts := newTestHost(t)
	ts.computers = uitest.Computers(uitest.NewBlockingComputer())
	p := startCasual(t, ts, 0, false, seatSetup{name: "Ana"}, seatSetup{name: "Ben"}, seatSetup{name: "Cy"},
		seatSetup{name: session.ComputerCode(2), computer: 2})
	typeMove(p, "-G2")
	test.Tap(p.ctl.Resign)
	want := []string{"Ana (Red) resigns…", "Ben (Blue) resigns…", "Cy (Yellow) resigns…"}
	if got := uitest.MenuItems(ts.win); !slices.Equal(got, want) {
		t.Fatalf("menu %q, want the people's seats %q", got, want)
	}
	uitest.TapMenuItem(t, ts.win, 2) // Cy, while Ben is to move
	uitest.TapOverlay(t, ts.win, "Yes")
	s := p.game.State()
	if s.Alive(engine.Yellow) || p.game.Over() || s.ToMove() != engine.Blue {
		t.Fatalf("after Cy resigned: alive %v, over %v, %v to move", s.Alive(engine.Yellow), p.game.Over(), s.ToMove())
	}
	if s.OnBoard(engine.Yellow) != 0 {
		t.Errorf("Yellow keeps %d blocks on the board", s.OnBoard(engine.Yellow))
	}
	test.Tap(p.ctl.Resign)
	if got := uitest.MenuItems(ts.win); !slices.Equal(got, want[:2]) {
		t.Fatalf("menu after Cy left %q", got)
	}
	uitest.TapMenuItem(t, ts.win, 0)
	uitest.TapOverlay(t, ts.win, "No")
	if s := p.game.State(); !s.Alive(engine.Red) {
		t.Fatal("Ana resigned though the confirmation was refused")
	}
}

func TestGameOverDialogViewsTheBoardAndReplays(t *testing.T) {
	ts := newTestHost(t)
	p := startCasual(t, ts, 0, false)
	typeMove(p, "-G2")
	p.ctl.ResignSeat(1)
	ts.settle()
	if p.ctl.End == nil || !p.ctl.Result.Visible() {
		t.Fatal("no end dialog")
	}
	if got := p.ctl.Status.Text; got != "Red guest (Red) wins: resignation" {
		t.Errorf("status %q", got)
	}
	uitest.TapOverlay(t, ts.win, "View board")
	if ts.win.Canvas().Overlays().Top() != nil || !p.boards.Holder.Visible() || ts.current != p.screen {
		t.Fatal("View board left the dialog up or the board hidden")
	}
	test.Tap(p.ctl.Result)
	if ts.win.Canvas().Overlays().Top() == nil {
		t.Fatal("Result did not bring the dialog back")
	}
	uitest.TapOverlay(t, ts.win, "Export…")
	if len(ts.exported) != 1 || ts.exported[0].ID == 0 || ts.exported[0].Record != p.game.Record() {
		t.Fatalf("exported %+v, want the stored game", ts.exported)
	}
	uitest.TapOverlay(t, ts.win, "Replay")
	r, ok := asReplay(ts.current)
	if !ok {
		t.Fatalf("Replay showed %T", ts.current)
	}
	if r.step != 2 || len(r.frames) != 3 {
		t.Errorf("replay at %d of %d frames, want the end of the opening, -G2 and the resignation", r.step, len(r.frames))
	}
}

func TestPlayersChoiceCannotBeCleared(t *testing.T) {
	ts := newTestHost(t)
	n := ts.setup(t)
	items := test.WidgetRenderer(n.players).Objects()
	test.Tap(items[0].(fyne.Tappable)) // "2", already chosen
	if n.players.Selected != "2" || len(n.seatBox.Objects) != 2 {
		t.Fatalf("after a second click on 2: %q, %d seats", n.players.Selected, len(n.seatBox.Objects))
	}
	test.Tap(items[2].(fyne.Tappable))
	if n.players.Selected != "4" || len(n.seatBox.Objects) != 4 {
		t.Fatalf("after a click on 4: %q, %d seats", n.players.Selected, len(n.seatBox.Objects))
	}
}

func TestNewProfileOnASeatTakesEnter(t *testing.T) {
	ts := newTestHost(t)
	n := ts.setup(t)
	sel := n.seats[1].profile
	sel.SetSelected("New profile…")
	entry, ok := ts.win.Canvas().Focused().(*widget.Entry)
	if !ok {
		t.Fatalf("focus on %T, want the name box", ts.win.Canvas().Focused())
	}
	test.Type(entry, "Eve")
	entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	ts.until(t, func() bool { return sel.Selected == "Eve" })
	if id, name := n.picker.Seat(1); id == 0 || name != "Eve" {
		t.Errorf("seat 2 is %d %q", id, name)
	}
	if !slices.Contains(n.seats[0].profile.Options, "Eve") {
		t.Error("the new profile is not offered on the other seats")
	}
}

func TestUsedDieOfTwo(t *testing.T) {
	for _, tc := range []struct {
		roll [2]uint8
		left uint8
		used int
		ok   bool
	}{
		{[2]uint8{2, 5}, 1<<2 | 1<<5, 0, false}, // die-free first action: either is left
		{[2]uint8{2, 5}, 1 << 5, 0, true},
		{[2]uint8{2, 5}, 1 << 2, 1, true},
		{[2]uint8{4, 4}, 1 << 4, 0, true},
	} {
		used, ok := usedDie(tc.roll, tc.left)
		if used != tc.used || ok != tc.ok {
			t.Errorf("roll %v left %b: used %d %v, want %d %v", tc.roll, tc.left, used, ok, tc.used, tc.ok)
		}
	}
}

func TestClockTurnsRedInItsLastStretch(t *testing.T) {
	ts := newTestHost(t)
	p := startCasual(t, ts, 5*time.Minute, false)
	ts.clock.Advance(4*time.Minute + 20*time.Second) // 40 s left: not yet
	p.tick()
	if p.seatCards[0].clock.Importance == widget.DangerImportance {
		t.Fatal("red with 40 s of 5 min left")
	}
	ts.clock.Advance(15 * time.Second) // 25 s left, under the last tenth (30 s)
	p.tick()
	if p.seatCards[0].clock.Importance != widget.DangerImportance || p.seatCards[1].clock.Importance == widget.DangerImportance {
		t.Errorf("clocks %q %v and %q %v: want Red's alone red", p.seatCards[0].clock.Text, p.seatCards[0].clock.Importance,
			p.seatCards[1].clock.Text, p.seatCards[1].clock.Importance)
	}
	p.refresh()
	if p.seatCards[0].clock.Importance != widget.DangerImportance {
		t.Error("a refresh took the red away")
	}
}
