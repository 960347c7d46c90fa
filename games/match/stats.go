package match

import (
	"cmp"
	"math"
	"slices"
)

// Elo returns the rating difference a score in (0, 1) stands for, between
// two players: +191 for 75%. A score of 0 or 1 is ±Inf.
func Elo(score float64) float64 {
	return -400 * math.Log10(1/score-1)
}

// EloInterval returns the Elo difference of A over B and its 95%
// confidence interval, from the spread of the games' outcomes (normal
// approximation of the mean score).
func (s Summary) EloInterval() (diff, low, high float64) {
	p := s.Score()
	n := float64(s.Games)
	if n == 0 {
		return 0, math.Inf(-1), math.Inf(1)
	}
	// The variance of one game's outcome: wins 1, draws 1/2, losses 0.
	mean2 := (float64(s.Wins) + float64(s.Draws)/4) / n
	se := math.Sqrt(max(mean2-p*p, 0) / n)
	clamp := func(x float64) float64 { return min(max(x, 0), 1) }
	return Elo(p), Elo(clamp(p - 1.96*se)), Elo(clamp(p + 1.96*se))
}

// Quantile returns the q-quantile (0 to 1) of d, 0 for none.
func Quantile[T cmp.Ordered](d []T, q float64) T {
	if len(d) == 0 {
		var zero T
		return zero
	}
	s := slices.Clone(d)
	slices.Sort(s)
	return s[min(int(q*float64(len(s))), len(s)-1)]
}

// Mean returns the mean of d, 0 for none.
func Mean(d []int) float64 {
	if len(d) == 0 {
		return 0
	}
	sum := 0
	for _, x := range d {
		sum += x
	}
	return float64(sum) / float64(len(d))
}
