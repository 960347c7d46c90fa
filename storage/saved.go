package storage

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// SavedSeat is one player of a game in progress, with their clock.
type SavedSeat struct {
	ProfileID int64         // 0 for a guest or the computer
	Name      string        // "" for a guest
	Left      time.Duration // time left on the clock (0 in untimed games)
	Used      time.Duration // time used so far
}

// SavedGame is a game in progress as the last autosave left it: the record
// so far and the clocks, enough to resume it exactly.
type SavedGame struct {
	ID          int64
	Game        string
	Mode        string
	Rated       bool
	Record      string        // the record of the actions played so far
	Actions     int           // how many actions the record holds
	ToMove      int           // the seat to play next
	TimeControl time.Duration // the time each player agreed to, 0 untimed
	Increment   time.Duration // added to a player's clock after each turn
	Seats       []SavedSeat
	Started     time.Time // when zero, Autosave sets or keeps it
	Updated     time.Time // set by every Autosave
}

// Autosave stores a game in progress in one small transaction and returns
// its id: a new saved game when s.ID is 0, else it replaces the one with
// that id (ErrNotFound when it was deleted or finished). It returns only
// after the commit reached the disk, so a crash or a power cut afterwards
// loses nothing of it.
func (db *DB) Autosave(ctx context.Context, s SavedGame) (int64, error) {
	if err := checkSaved(s); err != nil {
		return 0, fmt.Errorf("autosave: %w", err)
	}
	now := db.now()
	var started any // on an update, a zero Started keeps the stored one
	if !s.Started.IsZero() {
		started = millis(s.Started)
	}
	err := db.update(ctx, func(tx *sql.Tx) error {
		profiles := make([]any, len(s.Seats))
		for i, seat := range s.Seats {
			if seat.ProfileID == 0 {
				continue
			}
			id, err := resolve(ctx, tx, seat.ProfileID)
			if err != nil {
				return fmt.Errorf("seat %d: %w", i, err)
			}
			profiles[i] = id
		}
		args := []any{s.Game, s.Mode, s.Rated, s.Record, s.Actions, s.ToMove,
			s.TimeControl.Milliseconds(), started, millis(now), s.Increment.Milliseconds()}
		if s.ID == 0 {
			res, err := tx.ExecContext(ctx, `INSERT INTO saved
				(game, mode, rated, record, actions, to_move, time_control_ms, started, updated, increment_ms)
				VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, coalesce(?8, ?9), ?9, ?10)`, args...)
			if err != nil {
				return err
			}
			if s.ID, err = res.LastInsertId(); err != nil {
				return err
			}
		} else {
			res, err := tx.ExecContext(ctx, `UPDATE saved SET game = ?, mode = ?, rated = ?,
				record = ?, actions = ?, to_move = ?, time_control_ms = ?, started = coalesce(?, started), updated = ?,
				increment_ms = ? WHERE id = ?`, append(args, s.ID)...)
			if err != nil {
				return err
			}
			if n, err := res.RowsAffected(); err != nil {
				return err
			} else if n == 0 {
				return fmt.Errorf("saved game %d: %w", s.ID, ErrNotFound)
			}
		}
		for i, seat := range s.Seats {
			_, err := tx.ExecContext(ctx, `INSERT INTO saved_seats
				(saved_id, seat, profile_id, name, left_ms, used_ms) VALUES (?, ?, ?, ?, ?, ?)
				ON CONFLICT (saved_id, seat) DO UPDATE SET profile_id = excluded.profile_id,
				name = excluded.name, left_ms = excluded.left_ms, used_ms = excluded.used_ms`,
				s.ID, i, profiles[i], seat.Name, seat.Left.Milliseconds(), seat.Used.Milliseconds())
			if err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM saved_seats WHERE saved_id = ? AND seat >= ?`,
			s.ID, len(s.Seats))
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("autosave: %w", err)
	}
	return s.ID, nil
}

func checkSaved(s SavedGame) error {
	if err := checkLabel("game", s.Game, false); err != nil {
		return err
	}
	if err := checkLabel("mode", s.Mode, false); err != nil {
		return err
	}
	if err := checkRecord(s.Record); err != nil {
		return err
	}
	if len(s.Seats) == 0 || len(s.Seats) > MaxSeats {
		return fmt.Errorf("%w: %d seats, want 1 to %d", ErrInvalid, len(s.Seats), MaxSeats)
	}
	if s.ToMove < 0 || s.ToMove >= len(s.Seats) {
		return fmt.Errorf("%w: seat %d to move of %d", ErrInvalid, s.ToMove, len(s.Seats))
	}
	if s.Actions < 0 || s.TimeControl < 0 || s.Increment < 0 {
		return fmt.Errorf("%w: negative action count or time control", ErrInvalid)
	}
	for i, seat := range s.Seats {
		if err := checkSeatName(seat.Name, seat.ProfileID); err != nil {
			return fmt.Errorf("seat %d: %w", i, err)
		}
	}
	return nil
}

// SavedGames lists the games in progress, the most recently saved first.
func (db *DB) SavedGames(ctx context.Context) ([]SavedGame, error) {
	list, err := db.loadSaved(ctx, 0)
	if err != nil {
		return nil, fmt.Errorf("saved games: %w", err)
	}
	return list, nil
}

// LoadSaved returns the saved game with the id, to resume it.
func (db *DB) LoadSaved(ctx context.Context, id int64) (SavedGame, error) {
	list, err := db.loadSaved(ctx, id)
	if err == nil && len(list) == 0 {
		err = ErrNotFound
	}
	if err != nil {
		return SavedGame{}, fmt.Errorf("saved game %d: %w", id, err)
	}
	return list[0], nil
}

// loadSaved reads the saved game with the id, or all of them for id 0.
func (db *DB) loadSaved(ctx context.Context, id int64) ([]SavedGame, error) {
	var list []SavedGame
	err := db.view(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT id, game, mode, rated, record, actions, to_move,
			time_control_ms, started, updated, increment_ms FROM saved
			WHERE ?1 = 0 OR id = ?1 ORDER BY updated DESC, id DESC`, id)
		if err != nil {
			return err
		}
		for rows.Next() {
			var s SavedGame
			var control, started, updated, increment int64
			if err := rows.Scan(&s.ID, &s.Game, &s.Mode, &s.Rated, &s.Record, &s.Actions, &s.ToMove,
				&control, &started, &updated, &increment); err != nil {
				rows.Close()
				return err
			}
			s.TimeControl = time.Duration(control) * time.Millisecond
			s.Increment = time.Duration(increment) * time.Millisecond
			s.Started, s.Updated = fromMillis(started), fromMillis(updated)
			list = append(list, s)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for i := range list {
			if list[i].Seats, err = loadSavedSeats(ctx, tx, list[i].ID); err != nil {
				return err
			}
		}
		return nil
	})
	return list, err
}

func loadSavedSeats(ctx context.Context, tx *sql.Tx, id int64) ([]SavedSeat, error) {
	rows, err := tx.QueryContext(ctx, `SELECT coalesce(profile_id, 0), name, left_ms, used_ms
		FROM saved_seats WHERE saved_id = ? ORDER BY seat`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var seats []SavedSeat
	for rows.Next() {
		var s SavedSeat
		var left, used int64
		if err := rows.Scan(&s.ProfileID, &s.Name, &left, &used); err != nil {
			return nil, err
		}
		s.Left, s.Used = time.Duration(left)*time.Millisecond, time.Duration(used)*time.Millisecond
		seats = append(seats, s)
	}
	return seats, rows.Err()
}

// DeleteSaved removes a saved game (ErrNotFound when there is none with the
// id). RecordGame does it itself for the game it records.
func (db *DB) DeleteSaved(ctx context.Context, id int64) error {
	return db.deleteRow(ctx, "saved", id, "delete saved game")
}
