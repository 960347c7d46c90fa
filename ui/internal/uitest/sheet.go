package uitest

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// ScreenshotDir is the folder XIMA_SCREENSHOTS names, where screenshot
// tests write their pictures; the test is skipped when it names none.
func ScreenshotDir(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("XIMA_SCREENSHOTS")
	if dir == "" {
		t.Skip("XIMA_SCREENSHOTS not set")
	}
	return dir
}

// Sheet is a picture made of captures of test windows laid side by side,
// a few to a row: several states of a screen in one screenshot.
type Sheet struct{ shots []image.Image }

// Add captures w as it is now, laid out again as a window would.
func (s *Sheet) Add(w fyne.Window) {
	Relayout(w.Canvas().Content())
	FillNil(w.Canvas().Content())
	s.shots = append(s.shots, w.Canvas().Capture())
}

// Write writes the sheet, cols captures to a row, as the PNG file path.
func (s *Sheet) Write(path string, cols int) error {
	var cell image.Point
	for _, img := range s.shots {
		cell = image.Pt(max(cell.X, img.Bounds().Dx()), max(cell.Y, img.Bounds().Dy()))
	}
	rows := (len(s.shots) + cols - 1) / cols
	sheet := image.NewRGBA(image.Rect(0, 0, cols*cell.X, rows*cell.Y))
	draw.Draw(sheet, sheet.Bounds(), image.NewUniform(color.Black), image.Point{}, draw.Src)
	for i, img := range s.shots {
		at := image.Pt(i%cols*cell.X, i/cols*cell.Y)
		draw.Draw(sheet, img.Bounds().Sub(img.Bounds().Min).Add(at), img, img.Bounds().Min, draw.Src)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, sheet); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// FillNil gives the rectangles in o with no fill a transparent one, which
// the test driver's painter needs to capture them.
func FillNil(o fyne.CanvasObject) {
	switch v := o.(type) {
	case *canvas.Rectangle:
		if v.FillColor == nil {
			v.FillColor = color.Transparent
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			FillNil(c)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			FillNil(c)
		}
	}
}
