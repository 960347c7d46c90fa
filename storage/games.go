package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Outcome is how a game ended for one player.
type Outcome uint8

// The outcomes. NoOutcome is a game that ended without a result for the
// player (abandoned); rated games need Win, Draw or Loss at every seat.
const (
	NoOutcome Outcome = iota
	Win
	Draw
	Loss
)

var outcomeNames = [...]string{NoOutcome: "none", Win: "win", Draw: "draw", Loss: "loss"}

// String returns "none", "win", "draw" or "loss".
func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return fmt.Sprintf("Outcome(%d)", uint8(o))
}

// MarshalText writes the outcome as String does.
func (o Outcome) MarshalText() ([]byte, error) {
	if int(o) >= len(outcomeNames) {
		return nil, fmt.Errorf("%w outcome %d", ErrInvalid, uint8(o))
	}
	return []byte(outcomeNames[o]), nil
}

// UnmarshalText reads what MarshalText writes.
func (o *Outcome) UnmarshalText(b []byte) error {
	for i, name := range outcomeNames {
		if string(b) == name {
			*o = Outcome(i)
			return nil
		}
	}
	return fmt.Errorf("%w outcome %s: want none, win, draw or loss", ErrInvalid, quote(string(b)))
}

// RatingChange is one player's rated result, computed by the caller from
// the game (the store knows no rules): the CIMAX before and after, the game's
// Delta, the player's game force and power, the game level, and the
// experience the game added.
type RatingChange struct {
	Before     float64 `json:"before"`
	After      float64 `json:"after"`
	Delta      float64 `json:"delta"`
	Force      float64 `json:"force"`
	Power      float64 `json:"power"`
	Level      float64 `json:"level"`
	Experience float64 `json:"experience"`
}

// Seat is one player of a finished game. ProfileID is 0 for a player
// without a profile (a guest, the computer). Rating is the player's rating
// change in a rated game and zero in a casual one.
type Seat struct {
	ProfileID int64
	Name      string // the name the player had in this game; "" for a guest
	Outcome   Outcome
	Rating    RatingChange
}

// FinishedGame is a game played to its end: its full record text (the
// engine's record format, kept as it is), the players in seat order, and
// when and how long it was played.
type FinishedGame struct {
	ID       int64
	Key      string // random, stable across export and import
	Game     string // "Xima", "Ximaera"...
	Mode     string // how it was played, as the UI names it ("hotseat", "club"...)
	Rated    bool
	Result   string // the record's result text, "1-0" for example
	Record   string
	Seats    []Seat
	Started  time.Time
	Ended    time.Time // when the store recorded it; RecordGame sets it
	Duration time.Duration
}

// RecordGame stores a finished game in one transaction, with, when the game
// is rated, every player's rating row and their new standings. In a rated
// game every seat needs a profile (each at most once), an outcome and a
// rating change whose Before is the player's current CIMAX in the game
// (ErrStaleRating otherwise: another game was recorded since it was read),
// with numbers checkRatingChange accepts (ratings from MinRating to
// MaxRating). Times lie from 1970 to 2199. Import checks the same.
// savedID, when not 0, is the autosave the game came from: it is deleted in
// the same transaction, so the game is never lost nor left twice. It
// returns the new game's id.
func (db *DB) RecordGame(ctx context.Context, g FinishedGame, savedID int64) (int64, error) {
	g.Ended = db.now()
	if g.Started.IsZero() {
		g.Started = g.Ended.Add(-g.Duration)
	}
	if err := checkGame(g); err != nil {
		return 0, fmt.Errorf("record game: %w", err)
	}
	g.Key = newKey()
	err := db.update(ctx, func(tx *sql.Tx) error {
		for i := range g.Seats {
			if g.Seats[i].ProfileID == 0 {
				continue
			}
			id, err := resolve(ctx, tx, g.Seats[i].ProfileID)
			if err != nil {
				return fmt.Errorf("seat %d: %w", i, err)
			}
			g.Seats[i].ProfileID = id
		}
		if g.Rated {
			if err := checkRatedSeats(ctx, tx, g); err != nil {
				return err
			}
		}
		var err error
		if g.ID, err = insertGame(ctx, tx, g, contentKey(g)); err != nil {
			return err
		}
		if g.Rated {
			for _, s := range g.Seats {
				if err := refreshStandings(ctx, tx, s.ProfileID); err != nil {
					return err
				}
			}
		}
		if savedID != 0 {
			_, err = tx.ExecContext(ctx, `DELETE FROM saved WHERE id = ?`, savedID)
		}
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("record game: %w", err)
	}
	return g.ID, nil
}

// checkGame validates what a finished game's fields can be checked for
// without the database.
func checkGame(g FinishedGame) error {
	if err := checkLabel("game", g.Game, false); err != nil {
		return err
	}
	if err := checkLabel("mode", g.Mode, false); err != nil {
		return err
	}
	if err := checkLabel("result", g.Result, true); err != nil {
		return err
	}
	if err := checkRecord(g.Record); err != nil {
		return err
	}
	if g.Duration < 0 {
		return fmt.Errorf("%w duration %v: negative", ErrInvalid, g.Duration)
	}
	if !g.Started.IsZero() {
		if err := checkTime("start", g.Started); err != nil {
			return err
		}
	}
	if !g.Ended.IsZero() {
		if err := checkTime("end", g.Ended); err != nil {
			return err
		}
	}
	// To the millisecond, as the file keeps times: play stamps the start
	// finer than the end.
	if !g.Started.IsZero() && !g.Ended.IsZero() && millis(g.Ended) < millis(g.Started) {
		return fmt.Errorf("%w: ended %s, before it started (%s)", ErrInvalid,
			g.Ended.UTC().Format(msTime), g.Started.UTC().Format(msTime))
	}
	if len(g.Seats) == 0 || len(g.Seats) > MaxSeats {
		return fmt.Errorf("%w: %d seats, want 1 to %d", ErrInvalid, len(g.Seats), MaxSeats)
	}
	for i, s := range g.Seats {
		if err := checkSeatName(s.Name, s.ProfileID); err != nil {
			return fmt.Errorf("seat %d: %w", i, err)
		}
		if s.Outcome > Loss {
			return fmt.Errorf("seat %d: %w outcome %d", i, ErrInvalid, s.Outcome)
		}
		r := s.Rating
		if !g.Rated && r != (RatingChange{}) {
			return fmt.Errorf("seat %d: %w: a rating change in an unrated game", i, ErrInvalid)
		}
		if g.Rated {
			if err := checkRatingChange(r); err != nil {
				return fmt.Errorf("seat %d: %w", i, err)
			}
		}
		if g.Rated && s.Outcome == NoOutcome {
			return fmt.Errorf("seat %d: %w: a rated game needs an outcome for every player", i, ErrInvalid)
		}
		if g.Rated && s.ProfileID == 0 {
			return fmt.Errorf("seat %d: %w: every player of a rated game needs a profile", i, ErrInvalid)
		}
	}
	return nil
}

// checkRatedSeats refuses a profile at two seats of a rated game and a
// rating change computed from a rating that is not the current one.
func checkRatedSeats(ctx context.Context, tx *sql.Tx, g FinishedGame) error {
	seen := make(map[int64]bool, len(g.Seats))
	for i, s := range g.Seats {
		if seen[s.ProfileID] {
			return fmt.Errorf("seat %d: %w: profile %d plays two seats of a rated game", i, ErrInvalid, s.ProfileID)
		}
		seen[s.ProfileID] = true
		current := StartRating
		err := tx.QueryRowContext(ctx, `SELECT rating FROM standings WHERE profile_id = ? AND game = ?`,
			s.ProfileID, g.Game).Scan(&current)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if s.Rating.Before != current {
			return fmt.Errorf("seat %d: %w: change computed from %v, the rating is %v",
				i, ErrStaleRating, s.Rating.Before, current)
		}
	}
	return nil
}

// insertGame writes the game row, with its content key (contentKey), and
// its seats; g.Key and g.Ended are set.
func insertGame(ctx context.Context, tx *sql.Tx, g FinishedGame, content string) (int64, error) {
	res, err := tx.ExecContext(ctx, `INSERT INTO finished
		(uid, game, mode, rated, result, started, ended, duration_ms, record, content)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		g.Key, g.Game, g.Mode, g.Rated, g.Result, millis(g.Started), millis(g.Ended),
		g.Duration.Milliseconds(), g.Record, content)
	if err != nil {
		return 0, err
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	for i, s := range g.Seats {
		var profile, before, after, delta, force, power, level, experience any
		if s.ProfileID != 0 {
			profile = s.ProfileID
		}
		if g.Rated {
			r := s.Rating
			before, after, delta, force, power, level, experience =
				r.Before, r.After, r.Delta, r.Force, r.Power, r.Level, r.Experience
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO seats
			(game_id, seat, profile_id, name, outcome,
			 rating_before, rating_after, delta, force, power, level, experience)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, i, profile, s.Name, s.Outcome, before, after, delta, force, power, level, experience)
		if err != nil {
			return 0, err
		}
	}
	return id, nil
}

const gameColumns = `f.id, f.uid, f.game, f.mode, f.rated, f.result, f.record, f.started, f.ended, f.duration_ms`

// scanGames reads rows of gameColumns and then each game's seats.
func scanGames(ctx context.Context, tx *sql.Tx, rows *sql.Rows) ([]FinishedGame, error) {
	var games []FinishedGame
	for rows.Next() {
		var g FinishedGame
		var started, ended, duration int64
		if err := rows.Scan(&g.ID, &g.Key, &g.Game, &g.Mode, &g.Rated, &g.Result, &g.Record,
			&started, &ended, &duration); err != nil {
			rows.Close()
			return nil, err
		}
		g.Started, g.Ended = fromMillis(started), fromMillis(ended)
		g.Duration = time.Duration(duration) * time.Millisecond
		games = append(games, g)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range games {
		seats, err := loadSeats(ctx, tx, games[i].ID)
		if err != nil {
			return nil, err
		}
		games[i].Seats = seats
	}
	return games, nil
}

func loadSeats(ctx context.Context, tx *sql.Tx, gameID int64) ([]Seat, error) {
	rows, err := tx.QueryContext(ctx, `SELECT coalesce(profile_id, 0), name, outcome,
		coalesce(rating_before, 0), coalesce(rating_after, 0), coalesce(delta, 0),
		coalesce(force, 0), coalesce(power, 0), coalesce(level, 0), coalesce(experience, 0)
		FROM seats WHERE game_id = ? ORDER BY seat`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var seats []Seat
	for rows.Next() {
		var s Seat
		r := &s.Rating
		if err := rows.Scan(&s.ProfileID, &s.Name, &s.Outcome,
			&r.Before, &r.After, &r.Delta, &r.Force, &r.Power, &r.Level, &r.Experience); err != nil {
			return nil, err
		}
		seats = append(seats, s)
	}
	return seats, rows.Err()
}

// Game returns the finished game with the id, record and seats included.
func (db *DB) Game(ctx context.Context, id int64) (FinishedGame, error) {
	var games []FinishedGame
	err := db.view(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT `+gameColumns+` FROM finished f WHERE f.id = ?`, id)
		if err != nil {
			return err
		}
		games, err = scanGames(ctx, tx, rows)
		return err
	})
	if err == nil && len(games) == 0 {
		err = ErrNotFound
	}
	if err != nil {
		return FinishedGame{}, fmt.Errorf("game %d: %w", id, err)
	}
	return games[0], nil
}

// GameFilter selects finished games for SearchGames. Zero fields select
// everything.
type GameFilter struct {
	Game      string    // only this game ("Xima")
	ProfileID int64     // only games this profile played
	Outcome   Outcome   // with ProfileID: only games it ended with this outcome
	Result    string    // only games with this result text ("1-0")
	From      time.Time // only games started at or after From
	To        time.Time // only games started before To
	Limit     int       // at most this many, the newest first; 0 for all
}

// SearchGames returns the finished games the filter selects, the most
// recently started first, with their records and seats.
func (db *DB) SearchGames(ctx context.Context, f GameFilter) ([]FinishedGame, error) {
	if f.Outcome != NoOutcome && f.ProfileID == 0 {
		return nil, fmt.Errorf("search games: %w: an outcome needs a profile", ErrInvalid)
	}
	from, to := any(nil), any(nil)
	if !f.From.IsZero() {
		from = millis(f.From)
	}
	if !f.To.IsZero() {
		to = millis(f.To)
	}
	limit := f.Limit
	if limit <= 0 {
		limit = -1
	}
	var games []FinishedGame
	err := db.view(ctx, func(tx *sql.Tx) error {
		profile := f.ProfileID
		if profile != 0 {
			var err error
			if profile, err = resolve(ctx, tx, profile); err != nil {
				return err
			}
		}
		rows, err := tx.QueryContext(ctx, `SELECT `+gameColumns+` FROM finished f
			WHERE (?1 = '' OR f.game = ?1)
			  AND (?2 = 0 OR EXISTS (SELECT 1 FROM seats s
			       WHERE s.game_id = f.id AND s.profile_id = ?2 AND (?3 = 0 OR s.outcome = ?3)))
			  AND (?4 = '' OR f.result = ?4)
			  AND (?5 IS NULL OR f.started >= ?5)
			  AND (?6 IS NULL OR f.started < ?6)
			ORDER BY f.started DESC, f.id DESC
			LIMIT ?7`,
			f.Game, profile, f.Outcome, f.Result, from, to, limit)
		if err != nil {
			return err
		}
		games, err = scanGames(ctx, tx, rows)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("search games: %w", err)
	}
	return games, nil
}

// msTime writes a time to the millisecond, as the store keeps it.
const msTime = "2006-01-02T15:04:05.000Z07:00"
