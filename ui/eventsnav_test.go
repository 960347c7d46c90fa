package ui

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/storage"
	"xima/ui/internal/uitest"
	"xima/ui/session"
)

// A Xima round robin of three from Home, in the real window: created in
// its form, round 1's table played in Xima's play screen (rated by CIMAX
// when Carla resigns), back to the event from the game-over dialog,
// round 2 paired and its result typed in its dialog, the standings
// shown.
func TestAnEventFromHomeToStandings(t *testing.T) {
	ts := newTestShell(t)
	for _, name := range []string{"Ana", "Beto", "Carla"} {
		ts.profile(t, name)
	}
	win := ts.Window()
	sessions := func() []*session.Session { return ts.sessions }
	screen := func() string { return uitest.AllLabels(win.Canvas().Content()) }
	until := func(what string) {
		t.Helper()
		ts.posted.Until(t, sessions, func() bool { return strings.Contains(screen(), what) })
	}
	tap := func(text string) {
		t.Helper()
		b := uitest.FindButton(win.Canvas().Content(), text)
		if b == nil {
			t.Fatalf("no button %q on %s", text, screen())
		}
		test.Tap(b)
	}

	ts.ShowHome()
	tap("Events")
	until("No events yet")
	tap("New event")
	// Every member checked; Xima, round robin, tables of 2: the form's
	// first choices.
	ticked := 0
	ts.posted.Until(t, sessions, func() bool {
		uitest.Walk(win.Canvas().Content(), func(o fyne.CanvasObject) bool {
			if c, ok := o.(*widget.Check); ok && !c.Checked && c.Text != "" {
				c.SetChecked(true)
				ticked++
			}
			return true
		})
		return ticked == 3
	})
	tap("Create and pair round 1")
	until("Table 1")
	if !strings.Contains(screen(), "Beto (Red) – Carla (Blue)") || !strings.Contains(screen(), "bye (a point)") {
		t.Fatalf("round 1: %s", screen())
	}

	tap("Play")
	ts.posted.Until(t, sessions, func() bool { return len(ts.sessions) == 1 })
	if got := win.Title(); got != "Xima - Xima game" {
		t.Errorf("title %q, want Xima's play screen", got)
	}
	if err := ts.sessions[0].Resign(1); err != nil {
		t.Fatal(err)
	}
	// The game-over dialog goes back to the event, not to a rematch (a
	// new game, no table's).
	endButton := func(text string) *widget.Button {
		if top := win.Canvas().Overlays().Top(); top != nil {
			if b := uitest.FindButton(top, text); b != nil && b.Text == text {
				return b
			}
		}
		return nil
	}
	ts.posted.Until(t, sessions, func() bool { return endButton("Back to the event") != nil })
	if endButton("Home") == nil || endButton("Rematch") != nil {
		t.Error("the event game's end does not offer Home and Back to the event without Rematch")
	}
	if b := endButton("Back to the event"); b.Size().Width < b.MinSize().Width {
		t.Errorf("Back to the event is %v wide, its text needs %v", b.Size().Width, b.MinSize().Width)
	}
	uitest.TapOverlay(t, win, "Back to the event")
	until("Beto won")
	if got := win.Title(); !strings.HasPrefix(got, "Xima - Club night") {
		t.Errorf("title %q after Back to the event", got)
	}
	ctx := context.Background()
	for name, up := range map[string]bool{"Beto": true, "Carla": false} {
		p, err := ts.db.ProfileByName(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		if r := p.Rating("Xima"); r.Games != 1 || (r.Rating > storage.StartRating) != up {
			t.Errorf("%s's CIMAX %+v after the event's game", name, r)
		}
	}

	tap("Pair round 2")
	until("Ana (Red) – Beto (Blue)")
	tap("Result")
	uitest.Walk(win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if r, ok := o.(*widget.RadioGroup); ok {
			r.SetSelected("Ana won")
			return false
		}
		return true
	})
	uitest.TapOverlay(t, win, "Save")
	until("Ana won (typed in)")
	// Ana: bye 1 + win 1 = 2; Beto 1; Carla bye 1 (round 2's) + loss = 1.
	if s := screen(); !strings.Contains(s, "Standings") || !strings.Contains(s, "Round 2 is complete") {
		t.Errorf("screen: %s", s)
	}
}

// A game that is no event's still ends with Rematch, enabled once the
// look-up finds no event, and no way to an event.
func TestAGameOfNoEventEndsWithRematch(t *testing.T) {
	ts := newTestShell(t)
	p := startBoardGame(t, ts, "Ximaera", false)
	p.Controls().ResignSeat(0)
	win := ts.Window()
	ts.posted.Until(t, func() []*session.Session { return ts.sessions }, func() bool {
		top := win.Canvas().Overlays().Top()
		if top == nil {
			return false
		}
		b := uitest.FindButton(top, "Rematch")
		return b != nil && !b.Disabled()
	})
	if uitest.FindButton(win.Canvas().Overlays().Top(), "Back to the event") != nil {
		t.Error("a game of no event offers Back to the event")
	}
}

// TestScreenshotBackToTheEvent writes, when XIMA_SCREENSHOTS names a
// folder, the game-over dialog of an event's Maxima game at 1280x800,
// with Back to the event where a rematch would be.
func TestScreenshotBackToTheEvent(t *testing.T) {
	dir := uitest.ScreenshotDir(t)
	ts := newTestShell(t)
	ana, beto := ts.profile(t, "Ana"), ts.profile(t, "Beto")
	e, err := ts.db.CreateEvent(context.Background(), storage.Event{Name: "Club night", Game: "Maxima", Format: "round-robin",
		Rounds: 1, TableSize: 2, Members: []storage.EventMember{{ProfileID: ana.ID}, {ProfileID: beto.ID}},
		Tables: []storage.EventTable{{Round: 1, Seats: []int{0, 1}}}})
	if err != nil {
		t.Fatal(err)
	}
	win := ts.Window()
	win.Resize(fyne.NewSize(1280, 800))
	sessions := func() []*session.Session { return ts.sessions }
	ts.ShowEvent(e.ID)
	ts.posted.Until(t, sessions, func() bool { return uitest.FindButton(win.Canvas().Content(), "Play") != nil })
	test.Tap(uitest.FindButton(win.Canvas().Content(), "Play"))
	ts.posted.Until(t, sessions, func() bool { return len(ts.sessions) == 1 })
	if err := ts.sessions[0].Resign(1); err != nil {
		t.Fatal(err)
	}
	ts.posted.Until(t, sessions, func() bool {
		top := win.Canvas().Overlays().Top()
		return top != nil && uitest.FindButton(top, "Back to the event") != nil
	})
	var sheet uitest.Sheet
	sheet.Add(win)
	if err := sheet.Write(filepath.Join(dir, "event-back-to-the-event.png"), 1); err != nil {
		t.Fatal(err)
	}
}
