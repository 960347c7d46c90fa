package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"time"
)

// StartPuzzleRating is a profile's puzzle rating in a game before its
// first attempt: a puzzle read three plies deep (games/puzzles grades a
// puzzle 800 for one ply and 200 more a ply), so that a newcomer meets
// short puzzles first and a good player climbs in a few.
const StartPuzzleRating = 1200

// PuzzleAttempt is one try at a puzzle.
type PuzzleAttempt struct {
	Puzzle string // the puzzle's id, a code (games/puzzles)
	Solved bool
	At     time.Time
	// Rating is the profile's puzzle rating in the game after the
	// attempt, as the window computed it.
	Rating float64
}

// PuzzleProgress is a profile's puzzles in one game.
type PuzzleProgress struct {
	Rating float64
	// Tried holds each puzzle tried, by id: true once it was solved.
	Tried map[string]bool
}

// Solved counts the puzzles solved at least once.
func (p PuzzleProgress) Solved() int {
	n := 0
	for _, ok := range p.Tried {
		if ok {
			n++
		}
	}
	return n
}

// PuzzleProgress returns the profile's puzzle rating in game (or
// StartPuzzleRating) and the puzzles it tried there.
func (db *DB) PuzzleProgress(ctx context.Context, profileID int64, game string) (PuzzleProgress, error) {
	p := PuzzleProgress{Rating: StartPuzzleRating, Tried: map[string]bool{}}
	err := db.view(ctx, func(tx *sql.Tx) error {
		id, err := resolve(ctx, tx, profileID)
		if err != nil {
			return err
		}
		err = tx.QueryRowContext(ctx, `SELECT rating FROM puzzle_attempts WHERE profile_id = ? AND game = ?
			ORDER BY id DESC LIMIT 1`, id, game).Scan(&p.Rating)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		rows, err := tx.QueryContext(ctx, `SELECT puzzle, max(solved) FROM puzzle_attempts
			WHERE profile_id = ? AND game = ? GROUP BY puzzle`, id, game)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var puzzle string
			var solved bool
			if err := rows.Scan(&puzzle, &solved); err != nil {
				return err
			}
			p.Tried[puzzle] = solved
		}
		return rows.Err()
	})
	if err != nil {
		return PuzzleProgress{}, fmt.Errorf("puzzles of profile %d in %s: %w", profileID, game, classify(err))
	}
	return p, nil
}

// AddPuzzleAttempt keeps the profile's attempt at a puzzle of game, and
// its rating after it.
func (db *DB) AddPuzzleAttempt(ctx context.Context, profileID int64, game string, a PuzzleAttempt) error {
	err := checkAttempt(game, a)
	if err == nil {
		err = db.update(ctx, func(tx *sql.Tx) error {
			id, err := resolve(ctx, tx, profileID)
			if err != nil {
				return err
			}
			_, err = tx.ExecContext(ctx, `INSERT INTO puzzle_attempts (profile_id, game, puzzle, solved, at, rating)
				VALUES (?, ?, ?, ?, ?, ?)`, id, game, a.Puzzle, a.Solved, a.At.UnixMilli(), a.Rating)
			return err
		})
	}
	if err != nil {
		return fmt.Errorf("puzzle %s of profile %d: %w", quote(a.Puzzle), profileID, classify(err))
	}
	return nil
}

func checkAttempt(game string, a PuzzleAttempt) error {
	switch {
	case game == "":
		return fmt.Errorf("%w: no game", ErrInvalid)
	case a.Puzzle == "" || len(a.Puzzle) > 64:
		return fmt.Errorf("%w: a puzzle's id has 1 to 64 bytes", ErrInvalid)
	case math.IsNaN(a.Rating) || math.IsInf(a.Rating, 0):
		return fmt.Errorf("%w: rating %v", ErrInvalid, a.Rating)
	}
	return nil
}
