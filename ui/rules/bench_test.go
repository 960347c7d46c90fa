package rules

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// BenchmarkFigures builds every game's pictures, as the rules screens
// do on Fyne's goroutine when a page is first shown: replaying a short
// record or reading a set-up, and asking the engine for legal moves.
func BenchmarkFigures(b *testing.B) {
	test.NewTempApp(b)
	b.ReportAllocs()
	n := 0
	for range b.N {
		for _, game := range Games() {
			for _, f := range figures[game] {
				if _, err := f(); err != nil {
					b.Fatal(err)
				}
				n++
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(n), "µs/picture")
}
