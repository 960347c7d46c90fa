package analysis

import (
	"math"

	"xima/games/core"
	"xima/games/search"
)

// Chances turns a search's scores, every seat's from its own side
// (search.Report.Scores), into each seat's chance of winning, summing to
// 1. With two players it is the logistic curve of the seat's score over
// scale; with more, each seat's weight exp(score/scale) over all of them.
// A forced win (a score past search.MaxEval) is certain. scale is the
// game's, fitted on self-play (catalog.Kind.WinScale, docs/analysis.md).
func Chances(scores []int, scale float64) []float64 {
	if scale <= 0 {
		scale = DefaultScale
	}
	out := make([]float64, len(scores))
	for s, v := range scores {
		if v > search.MaxEval {
			out[s] = 1
			return out
		}
	}
	if len(scores) == 2 {
		out[0] = logistic(float64(scores[0]) / scale)
		out[1] = 1 - out[0]
		return out
	}
	// A seat lost by force is out; the others share by their weights.
	top := math.Inf(-1)
	for _, v := range scores {
		if v >= -search.MaxEval {
			top = max(top, float64(v)/scale)
		}
	}
	sum := 0.0
	for s, v := range scores {
		if v >= -search.MaxEval {
			out[s] = math.Exp(float64(v)/scale - top) // less the top: no overflow
			sum += out[s]
		}
	}
	for s := range out {
		if sum > 0 {
			out[s] /= sum
		} else {
			out[s] = 1 / float64(len(out))
		}
	}
	return out
}

// Final is each seat's share of a finished game: 1 to the winner, or an
// equal share to every seat for a draw (or a game left unfinished).
func Final(r core.Result, seats int) []float64 {
	out := make([]float64, seats)
	if r.Over && r.Winner >= 0 && r.Winner < seats {
		out[r.Winner] = 1
		return out
	}
	for s := range out {
		out[s] = 1 / float64(seats)
	}
	return out
}

// DefaultScale is the scale of a game that has none fitted: about one
// piece, in the evaluations' units (search.Position).
const DefaultScale = 100

func logistic(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// Sample is one position of a finished game for fitting a scale: the
// search's score for the seat to move and that seat's share of the end
// (1 a win, 0 a loss, 1/2 a draw).
type Sample struct {
	Score  int
	Result float64
}

// Fit returns the scale that makes Chances best predict the samples'
// results (the least log loss), searched between 10 and 100,000
// evaluation units. Samples with a forced score are left out: they need no
// scale.
func Fit(samples []Sample) float64 {
	lo, hi := math.Log(10), math.Log(100000)
	// The log loss is unimodal in the log of the scale: a golden-section
	// search finds its least.
	const phi = 0.6180339887498949
	a, b := hi-phi*(hi-lo), lo+phi*(hi-lo)
	fa, fb := LogLoss(samples, math.Exp(a)), LogLoss(samples, math.Exp(b))
	for range 80 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - phi*(hi-lo)
			fa = LogLoss(samples, math.Exp(a))
		} else {
			lo, a, fa = a, b, fb
			b = lo + phi*(hi-lo)
			fb = LogLoss(samples, math.Exp(b))
		}
	}
	return math.Round(math.Exp((lo + hi) / 2))
}

// LogLoss is the mean log loss, in bits, of the chances scale gives the
// samples (1 is a coin's); Brier the mean squared error of those chances.
func LogLoss(samples []Sample, scale float64) float64 {
	sum, n := 0.0, 0
	for _, s := range samples {
		if s.Score > search.MaxEval || s.Score < -search.MaxEval {
			continue
		}
		p := min(1-1e-9, max(1e-9, logistic(float64(s.Score)/scale)))
		sum -= s.Result*math.Log2(p) + (1-s.Result)*math.Log2(1-p)
		n++
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// Brier is the mean squared error of the chances scale gives the samples.
func Brier(samples []Sample, scale float64) float64 {
	sum, n := 0.0, 0
	for _, s := range samples {
		p := logistic(float64(s.Score) / scale)
		switch {
		case s.Score > search.MaxEval:
			p = 1
		case s.Score < -search.MaxEval:
			p = 0
		}
		sum += (p - s.Result) * (p - s.Result)
		n++
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}
