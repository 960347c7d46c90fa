package widgets

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// longChart is a chart of four players' lines and a level over steps
// steps, laid out at 500x200.
func longChart(t testing.TB, steps int) *StepChart {
	test.NewTempApp(t)
	var left []Series
	for p := range 4 {
		se := Series{Colour: PlayerColours[p]}
		for i := range steps {
			se.Values = append(se.Values, float64((i*(p+3))%57))
		}
		left = append(left, se)
	}
	level := Series{Colour: color.Gray{Y: 128}}
	for i := range steps {
		level.Values = append(level.Values, float64(i))
	}
	c := NewStepChart(nil)
	c.Set(left, level)
	test.NewTempWindow(t, c).Resize(fyne.NewSize(500, 200))
	c.Resize(fyne.NewSize(500, 200))
	return c
}

func TestStepChartTapsFindTheirStep(t *testing.T) {
	c := longChart(t, 63)
	var got []int
	c.OnTapped = func(i int) { got = append(got, i) }
	for _, i := range []int{0, 1, 17, 61, 62} {
		test.TapAt(c, fyne.NewPos(c.X(i)+1, 50))
	}
	if want := []int{0, 1, 17, 61, 62}; len(got) != len(want) || got[2] != 17 || got[4] != 62 || got[0] != 0 {
		t.Errorf("taps found %v, want %v", got, want)
	}
	if x0, x1 := c.X(0), c.X(62); x0 != chartMarginX || x1 != 500-chartMarginX {
		t.Errorf("the steps run from %v to %v across a chart of 500", x0, x1)
	}
}

func TestStepChartScaleIsRound(t *testing.T) {
	for _, tc := range []struct {
		values []float64
		hi     float64
	}{{[]float64{39, 54}, 55}, {[]float64{93}, 95}, {[]float64{1.742}, 2}, {[]float64{0}, 1}, {[]float64{20}, 20}} {
		if s := scaleOf(Series{Values: tc.values}); s.lo != 0 || s.hi != tc.hi {
			t.Errorf("scale of %v: %v to %v, want 0 to %v", tc.values, s.lo, s.hi, tc.hi)
		}
	}
}

// BenchmarkStepChartStep moves the mark along a chart of four players
// over 1000 actions, as the replay's keys do.
func BenchmarkStepChartStep(b *testing.B) {
	c := longChart(b, 1001)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		c.SetStep(i % 1001)
	}
}
