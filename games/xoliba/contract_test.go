package xoliba

import (
	"fmt"
	"io"
	"testing"

	"xima/games/core"
	"xima/games/core/coretest"
)

func TestContractGame(t *testing.T) {
	games := 40 // Xoliba's random games end within a few dozen actions
	if testing.Short() {
		games = 8
	}
	seed := uint64(0)
	coretest.Game(t, coretest.Suite{
		New: func(seats int) (core.Game, error) {
			seed++
			return NewGame(Config{Players: seats, Seed: seed})
		},
		Read: func(r io.Reader) (core.Game, error) {
			g, err := ReadGame(r)
			if err != nil {
				return nil, err
			}
			return g, nil
		},
		Seats:    []int{1, 2, 3},
		Games:    games,
		MaxPlies: 200,
	})
}

func TestContractPosition(t *testing.T) {
	seeds, walks := uint64(4), 20
	if testing.Short() {
		seeds, walks = 2, 4
	}
	for players := 1; players <= MaxPlayers; players++ {
		for seed := range seeds {
			t.Run(fmt.Sprintf("%dplayers/seed%d", players, seed), func(t *testing.T) {
				start := func() *Line {
					s, err := NewState(players, seed)
					if err != nil {
						t.Fatal(err)
					}
					return NewLine(s)
				}
				coretest.Position[*Line, Action, Undo](t, start, walks, 200)
			})
		}
	}
}
