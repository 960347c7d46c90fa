package xoliba

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"xima/games/core"
	"xima/games/xoliba"
	"xima/ui/internal/uitest"
)

// TestScreenshotXolibaMarks writes docs/screenshots/xoliba-marks.png
// (XIMA_SCREENSHOTS names the folder): the first capture of a game, its
// pieces crossed in red where they stood, then a hint drawn for the reply.
func TestScreenshotXolibaMarks(t *testing.T) {
	dir := uitest.ScreenshotDir(t)
	x := newOnScreen(t, xoliba.Config{Seed: 11})
	g := x.game.game
	// The first move that captures, the first legal one until one does.
	for captured := false; !captured && !g.Over(); {
		a := legal(g)[0]
		for _, m := range legal(g) {
			if capturesAny(g.State(), m) {
				a, captured = m, true
				break
			}
		}
		if err := g.Play(core.Action(a)); err != nil {
			t.Fatal(err)
		}
	}
	x.game.Refresh()
	w := test.NewTempWindow(t, x.game.Board())
	w.Resize(x.board.content.MinSize().AddWidthHeight(200, 200))
	var sheet uitest.Sheet
	sheet.Add(w)
	x.game.ShowHint(core.Action(legal(g)[0]))
	sheet.Add(w)
	if err := sheet.Write(filepath.Join(dir, "xoliba-marks.png"), 2); err != nil {
		t.Fatal(err)
	}
}

// capturesAny reports whether a turns a coloured piece white in s.
func capturesAny(s xoliba.State, a xoliba.Action) bool {
	if a.IsPass() {
		return false
	}
	before := s.Count(xoliba.Red) + s.Count(xoliba.Blue)
	s.Apply(a)
	return s.Count(xoliba.Red)+s.Count(xoliba.Blue) < before
}
