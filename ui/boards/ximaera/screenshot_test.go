package ximaera

import (
	"path/filepath"
	"testing"

	"xima/ui/internal/uitest"
)

// TestScreenshotXimaeraHint writes docs/screenshots/ximaera-hint.png
// (XIMA_SCREENSHOTS names the folder): a hinted slide drawn as an arrow,
// then a hinted drop drawn as a ring.
func TestScreenshotXimaeraHint(t *testing.T) {
	dir := uitest.ScreenshotDir(t)
	var sheet uitest.Sheet
	for _, hint := range []string{"a1-a3", "P@e5"} {
		x := newOnScreen(t, "R@a1", "G@c3", "P@d4")
		a, err := x.game.game.Parse(hint)
		if err != nil {
			t.Fatal(err)
		}
		x.game.ShowHint(a)
		sheet.Add(x.window)
	}
	if err := sheet.Write(filepath.Join(dir, "ximaera-hint.png"), 2); err != nil {
		t.Fatal(err)
	}
}
