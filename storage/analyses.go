package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// MaxAnalysisBytes is the largest analysis kept: a long game's, many
// times over.
const MaxAnalysisBytes = 8 << 20

// ErrNewerAnalysis means a finished game's stored analysis has a layout
// newer than the caller knows: a newer xima made it. It is kept as it is.
var ErrNewerAnalysis = errors.New("the analysis was made by a newer version of xima")

// GameAnalysis is the computer's analysis of a finished game as kept:
// the JSON text of its codes and numbers, which the window writes and
// reads (storage holds no game logic), its layout's version, and how hard
// the computer searched each position (a time or a number of positions,
// and the seed). A backup copies analyses; the club file (Export) leaves
// them out, as it does saved games: they are the computer's, made again
// from the games it carries.
type GameAnalysis struct {
	GameID   int64
	Version  int
	MoveTime time.Duration // to the millisecond
	Nodes    int64
	Seed     uint64
	JSON     string
	Created  time.Time // set by SaveAnalysis
}

// SaveAnalysis keeps a as its game's analysis, replacing the one before;
// a game deleted later takes it with it. It refuses JSON that does not
// parse (ErrInvalid), a game that is not here (ErrNotFound), and to
// replace an analysis of a newer layout than a's (ErrNewerAnalysis).
func (db *DB) SaveAnalysis(ctx context.Context, a GameAnalysis) error {
	err := checkAnalysis(a)
	if err == nil {
		err = db.update(ctx, func(tx *sql.Tx) error {
			var stored int
			switch err := tx.QueryRowContext(ctx, `SELECT version FROM analyses WHERE game_id = ?`, a.GameID).Scan(&stored); {
			case errors.Is(err, sql.ErrNoRows):
			case err != nil:
				return err
			case stored > a.Version:
				return fmt.Errorf("%w (layout %d, this xima writes %d)", ErrNewerAnalysis, stored, a.Version)
			}
			var found int
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM finished WHERE id = ?`, a.GameID).Scan(&found); err != nil {
				return err
			}
			if found == 0 {
				return ErrNotFound
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO analyses (game_id, version, movetime_ms, nodes, seed, analysis, created)
				VALUES (?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (game_id) DO UPDATE SET version = excluded.version, movetime_ms = excluded.movetime_ms,
					nodes = excluded.nodes, seed = excluded.seed, analysis = excluded.analysis, created = excluded.created`,
				a.GameID, a.Version, a.MoveTime.Milliseconds(), a.Nodes, int64(a.Seed), a.JSON, millis(db.now()))
			return err
		})
	}
	if err != nil {
		return fmt.Errorf("save the analysis of game %d: %w", a.GameID, err)
	}
	return nil
}

func checkAnalysis(a GameAnalysis) error {
	switch {
	case a.Version < 1:
		return fmt.Errorf("%w: layout version %d", ErrInvalid, a.Version)
	case a.MoveTime < 0 || a.Nodes < 0:
		return fmt.Errorf("%w: a negative time or number of positions", ErrInvalid)
	case len(a.JSON) > MaxAnalysisBytes:
		return fmt.Errorf("%w: %d bytes, the limit is %d", ErrInvalid, len(a.JSON), MaxAnalysisBytes)
	case !json.Valid([]byte(a.JSON)):
		return fmt.Errorf("%w: the analysis is not JSON", ErrInvalid)
	}
	return nil
}

// Analysis returns the analysis kept of finished game id: ErrNotFound
// when there is none, ErrNewerAnalysis when its layout is newer than
// version, the caller's, and ErrCorrupt when its text is not JSON. It
// changes nothing: a damaged or newer analysis stays until replaced.
func (db *DB) Analysis(ctx context.Context, id int64, version int) (GameAnalysis, error) {
	a := GameAnalysis{GameID: id}
	var moveMS, seed, created int64
	err := db.view(ctx, func(tx *sql.Tx) error {
		return tx.QueryRowContext(ctx, `SELECT version, movetime_ms, nodes, seed, analysis, created FROM analyses WHERE game_id = ?`, id).
			Scan(&a.Version, &moveMS, &a.Nodes, &seed, &a.JSON, &created)
	})
	switch {
	case errors.Is(err, sql.ErrNoRows):
		err = ErrNotFound
	case err != nil:
	case a.Version > version:
		err = fmt.Errorf("%w (layout %d, this xima reads %d)", ErrNewerAnalysis, a.Version, version)
	case !json.Valid([]byte(a.JSON)):
		err = fmt.Errorf("%w: the analysis is not JSON", ErrCorrupt)
	}
	if err != nil {
		return GameAnalysis{}, fmt.Errorf("the analysis of game %d: %w", id, err)
	}
	a.MoveTime, a.Seed, a.Created = time.Duration(moveMS)*time.Millisecond, uint64(seed), fromMillis(created)
	return a, nil
}
