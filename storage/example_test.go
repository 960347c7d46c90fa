package storage_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"xima/storage"
)

// A two-player rated game from its first autosave to the leaderboard, as
// the UI drives the store.
func Example() {
	dir, err := os.MkdirTemp("", "xima-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	ctx := context.Background()
	db, err := storage.Open(ctx, filepath.Join(dir, "xima.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	ana, _ := db.CreateProfile(ctx, "Ana", "#1e90ff")
	beto, _ := db.CreateProfile(ctx, "Beto", "")

	// After every action the UI saves the game and its clocks.
	game := storage.SavedGame{Game: "Xima", Mode: "club", Rated: true, TimeControl: time.Hour,
		Seats: []storage.SavedSeat{
			{ProfileID: ana.ID, Name: ana.Name, Left: time.Hour},
			{ProfileID: beto.ID, Name: beto.Name, Left: time.Hour},
		}}
	for _, action := range []string{"1. -G2", " -G4", " 2. =G7"} {
		game.Record += action
		game.Actions++
		if game.ID, err = db.Autosave(ctx, game); err != nil {
			log.Fatal(err)
		}
	}

	// At the end it records the game with the rating changes the engine
	// computed; the autosave goes in the same transaction.
	_, err = db.RecordGame(ctx, storage.FinishedGame{
		Game: "Xima", Mode: "club", Rated: true, Result: "1-0", Record: game.Record + " 1-0",
		Seats: []storage.Seat{
			{ProfileID: ana.ID, Name: "Ana", Outcome: storage.Win,
				Rating: storage.RatingChange{Before: 1000, After: 1101.2, Delta: 101.2, Experience: 50.6}},
			{ProfileID: beto.ID, Name: "Beto", Outcome: storage.Loss,
				Rating: storage.RatingChange{Before: 1000, After: 898.8, Delta: 101.2, Experience: 101.2}},
		},
	}, game.ID)
	if err != nil {
		log.Fatal(err)
	}

	saved, _ := db.SavedGames(ctx)
	fmt.Println("saved games left:", len(saved))
	board, _ := db.Leaderboard(ctx, "Xima", 10)
	for _, s := range board {
		fmt.Printf("%d. %s %.1f (%d game, experience %.1f)\n", s.Rank, s.Name, s.Rating, s.Games, s.Experience)
	}
	// Output:
	// saved games left: 0
	// 1. Ana 1101.2 (1 game, experience 50.6)
	// 2. Beto 898.8 (1 game, experience 101.2)
}
