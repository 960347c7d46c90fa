package xana

import (
	"math/rand/v2"
	"path/filepath"
	"testing"

	"xima/games/xana"
	"xima/ui/internal/uitest"
)

// TestScreenshotXanaMarks writes docs/screenshots/xana-marks.png
// (XIMA_SCREENSHOTS names the folder): a finished turn that captured, its
// stack part ringed, its walls outlined and the captured cells crossed;
// then a hint drawn for the reply; the move list a turn a row in the log.
func TestScreenshotXanaMarks(t *testing.T) {
	dir := uitest.ScreenshotDir(t)
	x, w := newTest(t, "5")
	g := x.game
	rng := rand.New(rand.NewPCG(28, 5))
	// Random parts, a capture whenever one is on offer, until a turn
	// that captured has ended.
	for captured := false; !g.Over(); {
		s := g.State()
		if captured && s.Step() == xana.StepStart {
			break
		}
		legal := g.Legal()
		a := legal[rng.IntN(len(legal))]
		for _, ca := range legal {
			after := s
			after.Apply(xana.Action(ca))
			if lostStones(&after) > lostStones(&s) {
				a, captured = ca, true
				break
			}
		}
		if err := g.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	x.Refresh()
	var sheet uitest.Sheet
	sheet.Add(w)
	x.ShowHint(g.Legal()[0])
	sheet.Add(w)
	if err := sheet.Write(filepath.Join(dir, "xana-marks.png"), 2); err != nil {
		t.Fatal(err)
	}
	t.Log(x.MoveRows())
}
