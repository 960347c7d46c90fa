package xima

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	engine "xima/games/xima"
	"xima/ui/internal/uitest"
	"xima/ui/session"
)

// TestPlayScreenFitsTheWindow checks that every control of the play
// screen (actions, move box, Hint and Step, dice and reserve, clocks and
// score panels) lies inside the window, unscrolled and unclipped, with 4
// players at 1280x800 and 2 at 1024x600, in English and Spanish: at the
// start, after a roll, paused, and once the game is over.
func TestPlayScreenFitsTheWindow(t *testing.T) {
	for _, tc := range []struct {
		lang    string
		size    fyne.Size
		players int
	}{
		{"en", fyne.NewSize(1280, 800), 4},
		{"es", fyne.NewSize(1280, 800), 4},
		{"en", fyne.NewSize(1024, 600), 2},
		{"es", fyne.NewSize(1024, 600), 2},
	} {
		t.Run(fmt.Sprintf("%s %vx%v %d players", tc.lang, tc.size.Width, tc.size.Height, tc.players), func(t *testing.T) {
			uitest.UseLanguage(t, tc.lang)
			ts := newTestHost(t)
			ts.computers = uitest.Computers(&uitest.Computer{})
			ts.win.Resize(tc.size)
			seats := []seatSetup{{name: "Anastasia Fernández", style: engine.TwoDice}, {name: "Benito", style: engine.Luck},
				{name: "Carmen", style: engine.Sport}, {name: session.ComputerCode(3), computer: 3}}[4-tc.players:]
			seats[0].style = engine.TwoDice
			p := startCasual(t, ts, 10*time.Minute, false, seats...)
			check := func(when string) {
				t.Helper()
				t.Run(when, func(t *testing.T) { uitest.CheckFits(t, ts.win, tc.size) })
			}
			if !p.roll.Visible() || !p.ctl.Hint.Visible() {
				t.Fatal("no roll or hint to check")
			}
			check("at the start")
			test.Tap(p.roll)
			check("after the roll")
			test.Tap(p.ctl.Pause)
			if !p.ctl.Step.Visible() {
				t.Fatal("no Step to check")
			}
			check("paused")
			test.Tap(p.ctl.Pause)
			p.ctl.ResignSeat(0)
			if over := p.game.Over(); over != (tc.players == 2) {
				t.Fatalf("a game of %d over %v after one resignation", tc.players, over)
			}
			check("after a resignation")
			if tc.players > 2 {
				return
			}
			ts.settle()
			if !p.ctl.Result.Visible() {
				t.Fatal("no Result button once over")
			}
			p.ctl.End.Hide()
			check("over")
		})
	}
}
