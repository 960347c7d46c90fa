package ui

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/ui/internal/uitest"
	playui "xima/ui/play"
)

// TestBoardPlayScreensFitTheWindow checks that every control of each
// board game's play screen (actions, move box, Hint and Step, clocks,
// seats, the board's own bar) lies inside the window, unscrolled and
// unclipped: 2 players at 1024x600 and the most seats a game takes at
// 1280x800, in English and Spanish, playing and paused.
func TestBoardPlayScreensFitTheWindow(t *testing.T) {
	kinds := newTestShell(t).gameKinds()
	for _, lang := range []string{"en", "es"} {
		for _, kind := range kinds {
			most := 0
			for _, n := range kind.Seats {
				most = max(most, n)
			}
			for _, tc := range []struct {
				size  fyne.Size
				seats int
			}{{fyne.NewSize(1024, 600), 2}, {fyne.NewSize(1280, 800), most}} {
				t.Run(fmt.Sprintf("%s %s %d players %vx%v", lang, kind.Name, tc.seats, tc.size.Width, tc.size.Height), func(t *testing.T) {
					uitest.UseLanguage(t, lang)
					ts := newTestShell(t)
					ts.win.Resize(tc.size)
					b := ts.boardSetup(t, kind)
					b.Count.SetSelected(fmt.Sprint(tc.seats))
					b.Clock.Clock.SetSelectedIndex(2) // 10 minutes
					test.Tap(b.PlayButton)
					p, ok := ts.current.(*playui.Screen)
					if !ok {
						t.Fatalf("screen %T: %q", ts.current, b.Problem.Text)
					}
					ts.clock.Advance(time.Second)
					p.Refresh()
					uitest.CheckFits(t, ts.win, tc.size)
					test.Tap(p.Controls().Pause)
					uitest.CheckFits(t, ts.win, tc.size)
				})
			}
		}
	}
}
