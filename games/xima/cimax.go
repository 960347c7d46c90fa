package xima

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"xima/games/core"
)

// CIMAX ratings and experience (book 11.7-11.10; rules/xima.md, Magnitudes;
// decisions in docs/xima-magnitudes.md).

// Rating figures.
const (
	StartRating = 1000 // every profile's CIMAX before its first game
	MinRating   = 1    // no rating goes below this
	// MaxRating is the highest rating a CIMAX tag may give, as high as a
	// club stores: every figure computed from ratings in range is finite.
	MaxRating = 1e9
	// TagCIMAX is the record's header tag with the players' ratings before
	// the game, in seat order: [CIMAX "1240.11,1322.81"].
	TagCIMAX = "CIMAX"
)

// RatingChange is what one finished game does to a player's profile.
type RatingChange struct {
	Before     float64 // the CIMAX before the game
	After      float64 // the CIMAX after it
	Delta      float64 // After - Before: the winner gains, each loser loses
	Experience float64 // the experience gained (experience only grows)
}

// CIMAXDelta returns the book's Delta (equation 11.21) for a game won by
// seat winner: the product over every loser i of
// C_i/C_winner * (max(P_i,P_winner)+1) / (min(P_i,P_winner)+1), times the
// game level. ratings and powers have one entry per seat; the arguments are
// trusted (RatingChanges checks them).
func CIMAXDelta(ratings, powers []float64, level float64, winner int) float64 {
	d := level
	pw := powers[winner]
	for i := range ratings {
		if i == winner {
			continue
		}
		alpha := ratings[i] / ratings[winner]
		beta := (max(powers[i], pw) + 1) / (min(powers[i], pw) + 1)
		d *= alpha * beta
	}
	return d
}

// RatingChanges returns every seat's change after a game won by seat winner
// with the given powers and level, the ratings being those before the game.
// The losers share Delta equally; a loser gives at most what they have above
// MinRating and the winner gains what the losers actually gave, so the
// changes sum to zero. Experience: the winner gains half of what they
// gained, each loser what they lost.
func RatingChanges(ratings, powers []float64, level float64, winner int) ([]RatingChange, error) {
	n := len(ratings)
	if n < 2 || n > MaxPlayers || len(powers) != n {
		return nil, fmt.Errorf("xima: cimax: %d ratings and %d powers (want one of each per seat, 2 to 4)", n, len(powers))
	}
	if winner < 0 || winner >= n {
		return nil, fmt.Errorf("xima: cimax: winner %d is not a seat", winner)
	}
	for i := range n {
		if !(ratings[i] >= MinRating) || math.IsInf(ratings[i], 0) {
			return nil, fmt.Errorf("xima: cimax: %s's rating %v (want a finite number from %d up)", Player(i), ratings[i], MinRating)
		}
		if !(powers[i] >= 0) || math.IsInf(powers[i], 0) {
			return nil, fmt.Errorf("xima: cimax: %s's power %v (want a finite number from 0 up)", Player(i), powers[i])
		}
	}
	if !(level >= 0) || math.IsInf(level, 0) {
		return nil, fmt.Errorf("xima: cimax: game level %v (want a finite number from 0 up)", level)
	}
	share := CIMAXDelta(ratings, powers, level, winner) / float64(n-1)
	changes := make([]RatingChange, n)
	gained := 0.0
	for i := range n {
		if i == winner {
			continue
		}
		loss := min(share, ratings[i]-MinRating)
		gained += loss
		changes[i] = RatingChange{Before: ratings[i], After: ratings[i] - loss, Delta: -loss, Experience: loss}
	}
	changes[winner] = RatingChange{Before: ratings[winner], After: ratings[winner] + gained, Delta: gained, Experience: gained / 2}
	return changes, nil
}

// ErrNotOver is returned by CIMAX for a game that has no winner yet.
var ErrNotOver = errors.New("the game is not over")

// CIMAX returns every seat's rating change after the finished game g, given
// the ratings before it in seat order: Delta from the game's final powers
// and level (Measure). A game that is not over has no rating change: the
// error wraps ErrNotOver.
func CIMAX(ratings []float64, g *Game) ([]RatingChange, error) {
	if n := g.line.Players(); len(ratings) != n {
		return nil, fmt.Errorf("xima: cimax: %d ratings for %d players", len(ratings), n)
	}
	res := g.Result()
	if !res.Over {
		return nil, fmt.Errorf("xima: cimax: %w", ErrNotOver)
	}
	m := Measure(g)
	return RatingChanges(ratings, m.Powers, m.Level, res.Winner)
}

// ParseRatings reads a CIMAX tag's value: the players' ratings in seat
// order, separated by commas ("1240.11,1322.81"), one per seat, each from
// MinRating to MaxRating (NaN and the infinities are no ratings). Its
// errors wrap core.ErrSyntax.
func ParseRatings(text string, players int) ([]float64, error) {
	parts := strings.Split(text, ",")
	if len(parts) != players {
		return nil, fmt.Errorf("xima: %w: %s %s: %d values for %d players (want one rating per seat, red first)", core.ErrSyntax, TagCIMAX, core.Quote(text), len(parts), players)
	}
	ratings := make([]float64, players)
	for i, part := range parts {
		v, err := strconv.ParseFloat(strings.TrimSpace(part), 64)
		if err != nil || !(v >= MinRating && v <= MaxRating) {
			return nil, fmt.Errorf("xima: %w: %s %s: %s's rating %s (want a number from %d to %d)", core.ErrSyntax, TagCIMAX, core.Quote(text), Player(i), core.Quote(strings.TrimSpace(part)), MinRating, int(MaxRating))
		}
		ratings[i] = v
	}
	return ratings, nil
}

// Ratings returns the players' ratings before the game from the record's
// CIMAX tag; ok is false when the record has none.
func (c Config) Ratings() (ratings []float64, ok bool, err error) {
	for _, t := range c.Tags {
		if strings.EqualFold(t.Name, TagCIMAX) {
			ratings, err = ParseRatings(t.Value, len(c.Styles))
			return ratings, true, err
		}
	}
	return nil, false, nil
}
