package catalog

import (
	"fmt"

	"xima/games/core"
)

// Rating is how a game's rated games change its players' ratings.
type Rating uint8

// The rating methods.
const (
	Elo   Rating = iota // Elo, seat against seat (games/core/elo.go)
	CIMAX               // Xima's CIMAX, from the magnitudes (games/xima/cimax.go)
)

// String returns the method's name: "Elo", "CIMAX".
func (r Rating) String() string {
	switch r {
	case Elo:
		return "Elo"
	case CIMAX:
		return "CIMAX"
	}
	return fmt.Sprintf("Rating(%d)", uint8(r))
}

// Change is one seat's rating change from a rated game: before and after,
// and for CIMAX the figures it was worked out from (the seat's game force
// and power, the game level) and the experience gained.
type Change struct {
	Before, After, Delta float64
	Force, Power, Level  float64
	Experience           float64
}

// RateCIMAX works out the CIMAX changes of g, a finished game of a kind
// rated by CIMAX, from its players' ratings before it.
func (k Kind) RateCIMAX(g core.Game, before []float64) ([]Change, error) {
	if k.cimax == nil {
		return nil, fmt.Errorf("cimax: %s is not rated by CIMAX", k.Name)
	}
	return k.cimax(g, before)
}
