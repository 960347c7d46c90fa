package maxima

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/ui/internal/uitest"
)

// TestScreenshotMaximaMarks writes docs/screenshots/maxima-marks.png
// (XIMA_SCREENSHOTS names the folder): the opening with the pieces'
// legend, a capture by withdrawal marked, and a hint drawn on the board.
func TestScreenshotMaximaMarks(t *testing.T) {
	dir := uitest.ScreenshotDir(t)
	var sheet uitest.Sheet
	shot := func(pos string, then func(m *adapter, b *board)) {
		m, b := onBoard(t, pos)
		w := test.NewTempWindow(t, m.Board())
		w.Resize(fyne.NewSize(560, 600))
		then(m, b)
		sheet.Add(w)
	}
	shot("", func(*adapter, *board) {})
	shot(withdrawal, func(m *adapter, b *board) {
		tap(t, b, "d4")
		tap(t, b, "c3")
	})
	shot(withdrawal, func(m *adapter, b *board) {
		a, err := m.g.Parse("d4-c3")
		if err != nil {
			t.Fatal(err)
		}
		m.ShowHint(a)
	})
	if err := sheet.Write(filepath.Join(dir, "maxima-marks.png"), 3); err != nil {
		t.Fatal(err)
	}
}
