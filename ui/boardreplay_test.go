package ui

import (
	"strings"
	"testing"

	"xima/ui/internal/uitest"
)

// TestBoardReplaySaysWhyItHasNoChart: the other games' replays say
// plainly that the analysis chart is Xima's.
func TestBoardReplaySaysWhyItHasNoChart(t *testing.T) {
	ts := newTestShell(t)
	oneActionGame(t, ts).ctl.ResignSeat(1)
	ts.settle()
	uitest.TapOverlay(t, ts.win, "Replay")
	r, ok := ts.current.(*boardReplayScreen)
	if !ok {
		t.Fatalf("Replay showed %T", ts.current)
	}
	if labels := uitest.AllLabels(r.root); !strings.Contains(labels, "No analysis chart") || !strings.Contains(labels, "Ximaera has none") {
		t.Errorf("replay: %s", labels)
	}
}
