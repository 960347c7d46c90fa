package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"xima/games/core"
	"xima/ui/internal/uitest"
)

// TestPlayersAgreeToEnd: where the rules allow it (Maxima, Xoliba) the
// play screen offers to end the game by agreement; accepted, the game
// ends so and its end dialog shows; the other games offer nothing.
func TestPlayersAgreeToEnd(t *testing.T) {
	for _, kind := range newTestShell(t).gameKinds() {
		t.Run(kind.Name, func(t *testing.T) {
			ts := newTestShell(t)
			p := startBoardGame(t, ts, kind.Name, false)
			agree := p.Controls().Agree
			_, rules := p.Session().Game().(core.Agreer)
			if agree.Visible() != rules {
				t.Fatalf("Agree to end shown %v, the rules allow it %v", agree.Visible(), rules)
			}
			if !rules {
				return
			}
			test.Tap(agree)
			if text := ts.dialogText(); !strings.Contains(text, "offers to end the game by agreement") {
				t.Fatalf("offer: %q", text)
			}
			uitest.TapOverlay(t, ts.win, "Yes")
			ts.settle()
			if r := p.Session().Game().Result(); !r.Over || r.Reason != core.Agreement {
				t.Fatalf("after the agreement: %+v", r)
			}
			if p.EndContent() == nil {
				t.Error("no end dialog after the agreement")
			}
		})
	}
}
