package catalog

import "fmt"

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
