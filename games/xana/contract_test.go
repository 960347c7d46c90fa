package xana

import (
	"fmt"
	"io"
	"testing"

	"xima/games/core"
	"xima/games/core/coretest"
)

// Xana passes the contract every game keeps (house rule 15): random games
// through the game face and random walks through the position face, on
// small boards (the suite reads every legal part's notation back, and the
// board of side 8 has thousands of them).
func TestContract(t *testing.T) {
	games, walks, sizes := 24, 12, []int{2, 3, 4, 5, 6, 8}
	if testing.Short() {
		games, walks, sizes = 6, 3, sizes[:4]
	}
	next := 0
	coretest.Game(t, coretest.Suite{
		New: func(seats int) (core.Game, error) {
			if seats != 2 {
				return nil, fmt.Errorf("xana: %d players: the game takes 2", seats)
			}
			next++
			return NewGame(Config{Size: sizes[next%len(sizes)]})
		},
		Read:     func(r io.Reader) (core.Game, error) { return ReadGame(r) },
		Seats:    []int{2},
		Games:    games,
		MaxPlies: 300,
	})
	for _, size := range []int{3, 5} {
		start := func() *Line {
			s, err := NewState(size)
			if err != nil {
				t.Fatal(err)
			}
			return NewLine(s)
		}
		coretest.Position(t, start, walks, 300)
	}
}
