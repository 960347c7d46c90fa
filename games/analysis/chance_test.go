package analysis_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"xima/games/analysis"
	"xima/games/core"
	"xima/games/search"
)

func TestChances(t *testing.T) {
	for _, c := range []struct {
		scores []int
		scale  float64
		want   []float64
	}{
		{[]int{0, 0}, 200, []float64{0.5, 0.5}},
		{[]int{200, -200}, 200, []float64{1 / (1 + math.Exp(-1)), 1 - 1/(1+math.Exp(-1))}},
		{[]int{-search.Win + 3, search.Win - 3}, 200, []float64{0, 1}},
		{[]int{0, 0, 0}, 200, []float64{1.0 / 3, 1.0 / 3, 1.0 / 3}},
		{[]int{100, 0, -search.Win, 0}, 100, []float64{math.E / (math.E + 2), 1 / (math.E + 2), 0, 1 / (math.E + 2)}},
		{[]int{0, search.Win - 5, 0}, 100, []float64{0, 1, 0}},
	} {
		got := analysis.Chances(c.scores, c.scale)
		for i := range c.want {
			if math.Abs(got[i]-c.want[i]) > 1e-9 {
				t.Errorf("Chances(%v, %v) = %v, want %v", c.scores, c.scale, got, c.want)
				break
			}
		}
	}
	if got := analysis.Final(core.Result{Over: true, Winner: 2}, 3); got[2] != 1 || got[0] != 0 {
		t.Errorf("a win of seat 2: %v", got)
	}
	if got := analysis.Final(core.Result{Over: true, Winner: -1}, 2); got[0] != 0.5 {
		t.Errorf("a draw: %v", got)
	}
}

// Fit finds the scale the samples were drawn with.
func TestFitRecoversTheScale(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var samples []analysis.Sample
	for range 20000 {
		score := r.IntN(1601) - 800
		result := 0.0
		if r.Float64() < 1/(1+math.Exp(-float64(score)/250)) {
			result = 1
		}
		samples = append(samples, analysis.Sample{Score: score, Result: result})
	}
	samples = append(samples, analysis.Sample{Score: search.Win - 4, Result: 0}) // forced: left out
	scale := analysis.Fit(samples)
	if scale < 225 || scale > 275 {
		t.Errorf("fitted %v, want about 250", scale)
	}
	if analysis.LogLoss(samples, scale) >= analysis.LogLoss(samples, 2*scale) {
		t.Errorf("the fitted scale predicts no better than twice it")
	}
}

func TestClassify(t *testing.T) {
	for _, c := range []struct {
		loss float64
		best bool
		want analysis.Class
	}{
		{0.4, true, analysis.Best},
		{0, false, analysis.Good},
		{0.049, false, analysis.Good},
		{0.05, false, analysis.Inaccuracy},
		{0.10, false, analysis.Mistake},
		{0.199, false, analysis.Mistake},
		{0.20, false, analysis.Blunder},
	} {
		if got := analysis.Classify(c.loss, c.best); got != c.want {
			t.Errorf("Classify(%v, %v) = %s, want %s", c.loss, c.best, got, c.want)
		}
	}
}
