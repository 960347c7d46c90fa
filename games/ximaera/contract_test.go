package ximaera

import (
	"fmt"
	"io"
	"testing"

	"xima/games/core"
	"xima/games/core/coretest"
)

// Ximaera passes the contract every game keeps (house rule 15): random
// games through the game face and random walks through the position face.
func TestContract(t *testing.T) {
	games, walks := 60, 60
	if testing.Short() {
		games, walks = 12, 12
	}
	coretest.Game(t, coretest.Suite{
		New: func(seats int) (core.Game, error) {
			if seats != Seats {
				return nil, fmt.Errorf("ximaera: %d players: the game takes %d", seats, Seats)
			}
			return NewGame(Config{})
		},
		Read:     func(r io.Reader) (core.Game, error) { return ReadGame(r) },
		Seats:    []int{Seats},
		Games:    games,
		MaxPlies: 300,
	})
	coretest.Position(t, func() *Line { return NewLine(NewState()) }, walks, 300)
}
