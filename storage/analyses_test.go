package storage

import (
	"context"
	"errors"
	"testing"
	"time"
)

// analysedGame records a finished game to hang analyses on.
func analysedGame(t *testing.T, db *DB) int64 {
	t.Helper()
	id, err := db.RecordGame(context.Background(), FinishedGame{Game: "Xana", Mode: "hotseat", Result: "white",
		Record: "1. a1 b2\n", Seats: []Seat{{Name: "Ana"}, {Name: "Beto"}}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func TestAnalysisSaveLoadReplace(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t)
	id := analysedGame(t, db)
	if _, err := db.Analysis(ctx, id, 1); !errors.Is(err, ErrNotFound) {
		t.Fatalf("no analysis yet: err = %v, want ErrNotFound", err)
	}
	a := GameAnalysis{GameID: id, Version: 1, MoveTime: 300 * time.Millisecond, Seed: 1, JSON: `{"moves":[]}`}
	if err := db.SaveAnalysis(ctx, a); err != nil {
		t.Fatal(err)
	}
	got, err := db.Analysis(ctx, id, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got.JSON != a.JSON || got.MoveTime != a.MoveTime || got.Seed != 1 || got.Version != 1 || got.Created.IsZero() {
		t.Fatalf("read back %+v, want %+v with a time", got, a)
	}
	a.MoveTime, a.Nodes, a.JSON = 0, 2000, `{"moves":[{"ply":0}]}`
	if err := db.SaveAnalysis(ctx, a); err != nil {
		t.Fatal(err)
	}
	if got, _ = db.Analysis(ctx, id, 1); got.JSON != a.JSON || got.Nodes != 2000 || got.MoveTime != 0 {
		t.Fatalf("replaced analysis reads %+v, want %+v", got, a)
	}
}

func TestAnalysisRefusals(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t)
	id := analysedGame(t, db)
	for name, a := range map[string]GameAnalysis{
		"not JSON":   {GameID: id, Version: 1, JSON: `{"moves":`},
		"no version": {GameID: id, JSON: `{}`},
	} {
		if err := db.SaveAnalysis(ctx, a); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: err = %v, want ErrInvalid", name, err)
		}
	}
	if err := db.SaveAnalysis(ctx, GameAnalysis{GameID: id + 1, Version: 1, JSON: `{}`}); !errors.Is(err, ErrNotFound) {
		t.Errorf("no such game: err = %v, want ErrNotFound", err)
	}
}

// TestAnalysisNewerOrDamaged: a newer xima's analysis and a damaged one
// read as clear errors, and neither is lost by reading it; a newer one is
// not replaced by an older layout.
func TestAnalysisNewerOrDamaged(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t)
	id := analysedGame(t, db)
	newer := GameAnalysis{GameID: id, Version: 2, JSON: `{"v":2}`}
	if err := db.SaveAnalysis(ctx, newer); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Analysis(ctx, id, 1); !errors.Is(err, ErrNewerAnalysis) {
		t.Fatalf("newer layout read by version 1: err = %v, want ErrNewerAnalysis", err)
	}
	if err := db.SaveAnalysis(ctx, GameAnalysis{GameID: id, Version: 1, JSON: `{}`}); !errors.Is(err, ErrNewerAnalysis) {
		t.Fatalf("older layout over a newer: err = %v, want ErrNewerAnalysis", err)
	}
	if got, err := db.Analysis(ctx, id, 2); err != nil || got.JSON != newer.JSON {
		t.Fatalf("newer analysis after the refusals: %+v, %v; want it kept", got, err)
	}
	if _, err := db.write.ExecContext(ctx, `UPDATE analyses SET analysis = '{"moves":[' WHERE game_id = ?`, id); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := db.Analysis(ctx, id, 2); !errors.Is(err, ErrCorrupt) {
			t.Fatalf("damaged analysis: err = %v, want ErrCorrupt", err)
		}
	}
	var n int
	db.read.QueryRowContext(ctx, `SELECT count(*) FROM analyses`).Scan(&n)
	if n != 1 {
		t.Fatalf("%d analyses after reading a damaged one, want it kept", n)
	}
}

// TestAnalysisGoesWithItsGame: deleting a finished game (as an event's
// table decided again does) deletes its analysis.
func TestAnalysisGoesWithItsGame(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t)
	id := analysedGame(t, db)
	if err := db.SaveAnalysis(ctx, GameAnalysis{GameID: id, Version: 1, JSON: `{}`}); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{`DELETE FROM seats WHERE game_id = ?`, `DELETE FROM finished WHERE id = ?`} {
		if _, err := db.write.ExecContext(ctx, q, id); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.Analysis(ctx, id, 1); !errors.Is(err, ErrNotFound) {
		t.Fatalf("analysis of a deleted game: err = %v, want ErrNotFound", err)
	}
}
