package core

import (
	"math"
	"testing"
)

func TestEloChanges(t *testing.T) {
	for _, tc := range []struct {
		ratings []float64
		winner  int
		want    []float64
	}{
		{[]float64{1000, 1000}, 0, []float64{16, -16}},
		{[]float64{1000, 1000}, -1, []float64{0, 0}},
		{[]float64{1200, 1000}, -1, []float64{-8.312, 8.312}},
		{[]float64{1000, 1400}, 0, []float64{29.091, -29.091}},
		{[]float64{1000, 1000, 1000}, 2, []float64{-8, -8, 16}},
	} {
		got := EloChanges(tc.ratings, tc.winner)
		sum := 0.0
		for i := range got {
			sum += got[i]
			if math.Abs(got[i]-tc.want[i]) > 0.001 {
				t.Errorf("EloChanges(%v, %d)[%d] = %v, want %v", tc.ratings, tc.winner, i, got[i], tc.want[i])
			}
		}
		if math.Abs(sum) > 1e-9 {
			t.Errorf("EloChanges(%v, %d) sums to %v", tc.ratings, tc.winner, sum)
		}
	}
}
