package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// refreshStandings computes a profile's standings again from its rated
// seats: per game, the rating after its latest rated game (by the time it
// was recorded), the experience summed, and the games counted. Recording,
// merging and importing all go through it, so the standings never drift from
// the history.
func refreshStandings(ctx context.Context, tx *sql.Tx, profile int64) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM standings WHERE profile_id = ?`, profile); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO standings
		(profile_id, game, rating, experience, games, wins, draws, losses)
		SELECT ?1, f.game,
			(SELECT s2.rating_after FROM seats s2 JOIN finished f2 ON f2.id = s2.game_id
			 WHERE s2.profile_id = ?1 AND f2.game = f.game AND f2.rated
			 ORDER BY f2.ended DESC, f2.content DESC, f2.id DESC, s2.seat DESC LIMIT 1),
			total(s.experience), count(*),
			sum(s.outcome = 1), sum(s.outcome = 2), sum(s.outcome = 3)
		FROM seats s JOIN finished f ON f.id = s.game_id
		WHERE s.profile_id = ?1 AND f.rated
		GROUP BY f.game`, profile)
	return err
}

// gamePlace is where a finished game stands in date order: the time it
// ended, then its content key (the same whatever order games were
// imported in), then its id (for the same game recorded twice).
type gamePlace struct {
	ended   int64
	content string
	id      int64
}

func (a gamePlace) before(b gamePlace) bool {
	if a.ended != b.ended {
		return a.ended < b.ended
	}
	if a.content != b.content {
		return a.content < b.content
	}
	return a.id < b.id
}

// rechain works out again, with rate, the rating rows of every rated game
// of game from the one at from on, in date order: each player's rating
// before a game is their rating after their previous rated game of game
// (StartRating before their first). It notes the profiles whose rows
// changed in touched and returns how many games it rated.
func rechain(ctx context.Context, tx *sql.Tx, game string, from gamePlace, rate Rater, touched map[int64]bool) (int, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, ended, content FROM finished
		WHERE game = ? AND rated AND (ended, content, id) >= (?, ?, ?)
		ORDER BY ended, content, id`, game, from.ended, from.content, from.id)
	if err != nil {
		return 0, err
	}
	var order []gamePlace
	for rows.Next() {
		var p gamePlace
		if err := rows.Scan(&p.id, &p.ended, &p.content); err != nil {
			rows.Close()
			return 0, err
		}
		order = append(order, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	current := make(map[int64]float64) // a profile's rating after the games rated so far
	for _, at := range order {
		var record string
		if err := tx.QueryRowContext(ctx, `SELECT record FROM finished WHERE id = ?`, at.id).Scan(&record); err != nil {
			return 0, err
		}
		seats, err := loadSeats(ctx, tx, at.id)
		if err != nil {
			return 0, err
		}
		before := make([]float64, len(seats))
		for i, s := range seats {
			r, ok := current[s.ProfileID]
			if !ok {
				if r, err = ratingBefore(ctx, tx, s.ProfileID, game, from); err != nil {
					return 0, err
				}
			}
			before[i] = r
		}
		changes, err := rate(game, record, before)
		if err == nil && len(changes) != len(seats) {
			err = fmt.Errorf("%d rating changes for %d seats", len(changes), len(seats))
		}
		for i := range changes {
			if err == nil {
				err = checkRatingChange(changes[i])
			}
		}
		if err != nil {
			return 0, fmt.Errorf("rate game %d (%s) again: %w", at.id, game, err)
		}
		for i, c := range changes {
			_, err := tx.ExecContext(ctx, `UPDATE seats SET rating_before = ?, rating_after = ?, delta = ?,
				force = ?, power = ?, level = ?, experience = ? WHERE game_id = ? AND seat = ?`,
				c.Before, c.After, c.Delta, c.Force, c.Power, c.Level, c.Experience, at.id, i)
			if err != nil {
				return 0, err
			}
			current[seats[i].ProfileID] = c.After
			touched[seats[i].ProfileID] = true
		}
	}
	return len(order), nil
}

// ratingBefore returns a profile's rating in game after its last rated
// game before the place at: StartRating when there is none.
func ratingBefore(ctx context.Context, tx *sql.Tx, profile int64, game string, at gamePlace) (float64, error) {
	r := StartRating
	err := tx.QueryRowContext(ctx, `SELECT s.rating_after FROM seats s JOIN finished f ON f.id = s.game_id
		WHERE s.profile_id = ? AND f.game = ? AND f.rated AND (f.ended, f.content, f.id) < (?, ?, ?)
		ORDER BY f.ended DESC, f.content DESC, f.id DESC LIMIT 1`,
		profile, game, at.ended, at.content, at.id).Scan(&r)
	if errors.Is(err, sql.ErrNoRows) {
		return StartRating, nil
	}
	return r, err
}

// HistoryEntry is one rated game in a profile's history.
type HistoryEntry struct {
	GameID  int64
	Game    string
	Started time.Time
	Ended   time.Time
	Seat    int
	Outcome Outcome
	RatingChange
}

// History returns a profile's rated games in the order they were recorded,
// in one game, or in every game when game is "".
func (db *DB) History(ctx context.Context, profileID int64, game string) ([]HistoryEntry, error) {
	var list []HistoryEntry
	err := db.view(ctx, func(tx *sql.Tx) error {
		id, err := resolve(ctx, tx, profileID)
		if err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, `SELECT f.id, f.game, f.started, f.ended, s.seat, s.outcome,
			s.rating_before, s.rating_after, s.delta, s.force, s.power, s.level, s.experience
			FROM seats s JOIN finished f ON f.id = s.game_id
			WHERE s.profile_id = ?1 AND f.rated AND (?2 = '' OR f.game = ?2)
			ORDER BY f.ended, f.content, f.id, s.seat`, id, game)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var h HistoryEntry
			var started, ended int64
			if err := rows.Scan(&h.GameID, &h.Game, &started, &ended, &h.Seat, &h.Outcome,
				&h.Before, &h.After, &h.Delta, &h.Force, &h.Power, &h.Level, &h.Experience); err != nil {
				return err
			}
			h.Started, h.Ended = fromMillis(started), fromMillis(ended)
			list = append(list, h)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, fmt.Errorf("history of profile %d: %w", profileID, err)
	}
	return list, nil
}

// Standing is one line of a leaderboard.
type Standing struct {
	Rank      int // 1 for the best; equal ratings share a rank
	ProfileID int64
	Name      string
	Colour    string
	GameRating
}

// Leaderboard returns the profiles that have played game rated, best CIMAX
// first, archived profiles left out; at most limit lines (0 for all).
func (db *DB) Leaderboard(ctx context.Context, game string, limit int) ([]Standing, error) {
	if limit <= 0 {
		limit = -1
	}
	var board []Standing
	err := db.view(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT p.id, p.name, p.colour,
			s.game, s.rating, s.experience, s.games, s.wins, s.draws, s.losses
			FROM standings s JOIN profiles p ON p.id = s.profile_id
			WHERE s.game = ? AND NOT p.archived
			ORDER BY s.rating DESC, p.name_fold, p.id
			LIMIT ?`, game, limit)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var st Standing
			r := &st.GameRating
			if err := rows.Scan(&st.ProfileID, &st.Name, &st.Colour,
				&r.Game, &r.Rating, &r.Experience, &r.Games, &r.Wins, &r.Draws, &r.Losses); err != nil {
				return err
			}
			st.Rank = len(board) + 1
			if n := len(board); n > 0 && board[n-1].Rating == r.Rating {
				st.Rank = board[n-1].Rank
			}
			board = append(board, st)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, fmt.Errorf("leaderboard of %s: %w", game, err)
	}
	return board, nil
}

// HeadToHead is the record between two profiles over the finished games
// both played, rated or not.
type HeadToHead struct {
	Games int // games both played
	AWins int // games A won
	BWins int // games B won
	Draws int // games both drew
}

// HeadToHead counts the games profiles a and b both played, in one game or
// in all when game is "", and who won them. With three or four players a
// game can be won by neither.
func (db *DB) HeadToHead(ctx context.Context, a, b int64, game string) (HeadToHead, error) {
	var h HeadToHead
	err := db.view(ctx, func(tx *sql.Tx) error {
		ra, err := resolve(ctx, tx, a)
		if err != nil {
			return err
		}
		rb, err := resolve(ctx, tx, b)
		if err != nil {
			return err
		}
		if ra == rb {
			return fmt.Errorf("%w: the same profile twice", ErrInvalid)
		}
		return tx.QueryRowContext(ctx, `SELECT count(*),
			coalesce(sum(sa.outcome = 1), 0), coalesce(sum(sb.outcome = 1), 0),
			coalesce(sum(sa.outcome = 2 AND sb.outcome = 2), 0)
			FROM seats sa
			JOIN seats sb ON sb.game_id = sa.game_id AND sb.profile_id = ?2
			JOIN finished f ON f.id = sa.game_id
			WHERE sa.profile_id = ?1 AND (?3 = '' OR f.game = ?3)`,
			ra, rb, game).Scan(&h.Games, &h.AWins, &h.BWins, &h.Draws)
	})
	if err != nil {
		return HeadToHead{}, fmt.Errorf("head to head %d and %d: %w", a, b, err)
	}
	return h, nil
}
