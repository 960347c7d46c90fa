package storage

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestPuzzleProgress(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t)
	ana, beto := mustProfile(t, db, "Ana"), mustProfile(t, db, "Beto")

	p, err := db.PuzzleProgress(ctx, ana.ID, "Maxima")
	if err != nil || p.Rating != StartPuzzleRating || len(p.Tried) != 0 {
		t.Fatalf("a new profile's progress: %+v, %v", p, err)
	}
	at := time.UnixMilli(1700000000000).UTC()
	for _, a := range []PuzzleAttempt{
		{Puzzle: "m1", Solved: false, At: at, Rating: 1190},
		{Puzzle: "m1", Solved: true, At: at.Add(time.Minute), Rating: 1190},
		{Puzzle: "m2", Solved: false, At: at.Add(2 * time.Minute), Rating: 1175.5},
	} {
		if err := db.AddPuzzleAttempt(ctx, ana.ID, "Maxima", a); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.AddPuzzleAttempt(ctx, ana.ID, "Xana", PuzzleAttempt{Puzzle: "x1", Solved: true, At: at, Rating: 1230}); err != nil {
		t.Fatal(err)
	}

	p, err = db.PuzzleProgress(ctx, ana.ID, "Maxima")
	if err != nil || p.Rating != 1175.5 || len(p.Tried) != 2 || !p.Tried["m1"] || p.Tried["m2"] || p.Solved() != 1 {
		t.Errorf("Ana's Maxima puzzles: %+v, %v; want rating 1175.5, m1 solved, m2 tried", p, err)
	}
	if p, _ := db.PuzzleProgress(ctx, ana.ID, "Xana"); p.Rating != 1230 || p.Solved() != 1 {
		t.Errorf("Ana's Xana puzzles: %+v", p)
	}
	if p, _ := db.PuzzleProgress(ctx, beto.ID, "Maxima"); p.Rating != StartPuzzleRating || len(p.Tried) != 0 {
		t.Errorf("Beto has Ana's puzzles: %+v", p)
	}

	// A merged profile's attempts are its keeper's.
	if err := db.MergeProfiles(ctx, beto.ID, ana.ID); err != nil {
		t.Fatal(err)
	}
	if p, _ := db.PuzzleProgress(ctx, beto.ID, "Maxima"); p.Rating != 1175.5 || p.Solved() != 1 {
		t.Errorf("Beto after taking Ana in: %+v", p)
	}
}

func TestPuzzleAttemptRefused(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t)
	ana := mustProfile(t, db, "Ana")
	for _, c := range []struct {
		game string
		a    PuzzleAttempt
		want error
	}{
		{"", PuzzleAttempt{Puzzle: "m1", Rating: 1200}, ErrInvalid},
		{"Maxima", PuzzleAttempt{Rating: 1200}, ErrInvalid},
		{"Maxima", PuzzleAttempt{Puzzle: string(make([]byte, 65)), Rating: 1200}, ErrInvalid},
	} {
		if err := db.AddPuzzleAttempt(ctx, ana.ID, c.game, c.a); !errors.Is(err, c.want) {
			t.Errorf("attempt %+v at %q: %v, want %v", c.a, c.game, err, c.want)
		}
	}
	if err := db.AddPuzzleAttempt(ctx, 999, "Maxima", PuzzleAttempt{Puzzle: "m1", Rating: 1200}); !errors.Is(err, ErrNotFound) {
		t.Errorf("an unknown profile's attempt: %v", err)
	}
}
