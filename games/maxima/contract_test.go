package maxima

import (
	"fmt"
	"io"
	"testing"

	"xima/games/core"
	"xima/games/core/coretest"
)

// Maxima passes the contract every game keeps (house rule 15): random
// games through the game face and random walks through the position face.
func TestContract(t *testing.T) {
	games, walks := 30, 20
	if testing.Short() {
		games, walks = 6, 4
	}
	coretest.Game(t, coretest.Suite{
		New: func(seats int) (core.Game, error) {
			if seats != 2 {
				return nil, fmt.Errorf("maxima: %d players: the game takes 2", seats)
			}
			return NewGame(Config{})
		},
		Read:     func(r io.Reader) (core.Game, error) { return ReadGame(r) },
		Seats:    []int{2},
		Games:    games,
		MaxPlies: 300,
	})
	coretest.Position(t, func() *Line { return NewLine(NewState()) }, walks, 300)
}
