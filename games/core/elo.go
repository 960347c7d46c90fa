package core

import "math"

// EloK is the largest rating change one two-player game can make.
const EloK = 32

// EloChanges returns each seat's rating change after a game: ratings are
// the seats' ratings before it, winner the winning seat, or -1 for a draw.
// The winner is scored as beating every other seat; with no winner every
// pair drew. With more than two seats each pair weighs K/(n-1), so that one
// game moves a rating at most K. The changes add up to zero.
func EloChanges(ratings []float64, winner int) []float64 {
	n := len(ratings)
	changes := make([]float64, n)
	if n < 2 {
		return changes
	}
	k := EloK / float64(n-1)
	for i := range n {
		for j := i + 1; j < n; j++ {
			var score float64 // i's score against j
			switch {
			case winner == i:
				score = 1
			case winner == j:
				score = 0
			case winner < 0:
				score = 0.5
			default:
				continue // two losers: the game says nothing between them
			}
			expected := 1 / (1 + math.Pow(10, (ratings[j]-ratings[i])/400))
			d := k * (score - expected)
			changes[i] += d
			changes[j] -= d
		}
	}
	return changes
}
