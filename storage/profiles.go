package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// StartRating is the CIMAX of a profile in a game it has not played rated.
const StartRating = 1000.0

// Profile is a player the club or family knows. A profile merged into
// another is an alias of it: every method given the old id acts on the
// profile it was merged into.
type Profile struct {
	ID       int64
	Key      string // random, stable across export and import
	Name     string
	Colour   string // "#rrggbb", or "" for none
	Created  time.Time
	Archived bool
	Ratings  []GameRating // the games the profile has played rated, by name
}

// GameRating is a profile's standing in one game: its CIMAX (the rating
// after its latest rated game), experience and rated games counted.
type GameRating struct {
	Game       string
	Rating     float64
	Experience float64
	Games      int
	Wins       int
	Draws      int
	Losses     int
}

// Rating returns the profile's standing in game: StartRating and no
// experience when it has not played it rated.
func (p Profile) Rating(game string) GameRating {
	for _, r := range p.Ratings {
		if r.Game == game {
			return r
		}
	}
	return GameRating{Game: game, Rating: StartRating}
}

// CreateProfile adds a profile. The name must be unique ignoring case among
// profiles not merged away, archived ones included (ErrNameTaken), and at
// most MaxNameRunes long (ErrInvalid). colour is "" or "#rrggbb".
func (db *DB) CreateProfile(ctx context.Context, name, colour string) (Profile, error) {
	if err := checkName(name); err != nil {
		return Profile{}, fmt.Errorf("create profile: %w", err)
	}
	if err := checkColour(colour); err != nil {
		return Profile{}, fmt.Errorf("create profile: %w", err)
	}
	p := Profile{Key: newKey(), Name: name, Colour: colour, Created: db.now()}
	err := db.update(ctx, func(tx *sql.Tx) error {
		if err := nameFree(ctx, tx, name, 0); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx,
			`INSERT INTO profiles (uid, name, name_fold, colour, created) VALUES (?, ?, ?, ?, ?)`,
			p.Key, name, foldName(name), colour, millis(p.Created))
		if err != nil {
			return err
		}
		p.ID, err = res.LastInsertId()
		return err
	})
	if err != nil {
		return Profile{}, fmt.Errorf("create profile: %w", err)
	}
	return p, nil
}

// nameFree returns ErrNameTaken when a profile other than except has the
// name, ignoring case.
func nameFree(ctx context.Context, tx *sql.Tx, name string, except int64) error {
	var other string
	err := tx.QueryRowContext(ctx, `SELECT name FROM profiles WHERE name_fold = ? AND id != ?`,
		foldName(name), except).Scan(&other)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil
	case err != nil:
		return err
	}
	return fmt.Errorf("%w: %s is the name of profile %s", ErrNameTaken, quote(name), quote(other))
}

// resolve follows a merged profile to the one it was merged into.
func resolve(ctx context.Context, tx *sql.Tx, id int64) (int64, error) {
	var to int64
	err := tx.QueryRowContext(ctx, `SELECT coalesce(merged_into, id) FROM profiles WHERE id = ?`, id).Scan(&to)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("profile %d: %w", id, ErrNotFound)
	}
	return to, err
}

// RenameProfile changes a profile's name. Finished games keep the names the
// players had when they played.
func (db *DB) RenameProfile(ctx context.Context, id int64, name string) error {
	if err := checkName(name); err != nil {
		return fmt.Errorf("rename profile %d: %w", id, err)
	}
	err := db.update(ctx, func(tx *sql.Tx) error {
		id, err := resolve(ctx, tx, id)
		if err != nil {
			return err
		}
		if err := nameFree(ctx, tx, name, id); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE profiles SET name = ?, name_fold = ? WHERE id = ?`,
			name, foldName(name), id)
		return err
	})
	if err != nil {
		return fmt.Errorf("rename profile %d: %w", id, err)
	}
	return nil
}

// SetColour changes a profile's colour ("" for none, or "#rrggbb").
func (db *DB) SetColour(ctx context.Context, id int64, colour string) error {
	if err := checkColour(colour); err != nil {
		return fmt.Errorf("set colour of profile %d: %w", id, err)
	}
	return db.setProfile(ctx, "set colour of", id, `UPDATE profiles SET colour = ? WHERE id = ?`, colour)
}

// ArchiveProfile hides a profile from Profiles and the leaderboards. Its
// games, history and ratings stay, and UnarchiveProfile brings it back.
func (db *DB) ArchiveProfile(ctx context.Context, id int64) error {
	return db.setProfile(ctx, "archive", id, `UPDATE profiles SET archived = ? WHERE id = ?`, true)
}

// UnarchiveProfile undoes ArchiveProfile.
func (db *DB) UnarchiveProfile(ctx context.Context, id int64) error {
	return db.setProfile(ctx, "unarchive", id, `UPDATE profiles SET archived = ? WHERE id = ?`, false)
}

// setProfile runs query with (value, id) on the profile id resolves to.
func (db *DB) setProfile(ctx context.Context, verb string, id int64, query string, value any) error {
	err := db.update(ctx, func(tx *sql.Tx) error {
		id, err := resolve(ctx, tx, id)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, query, value, id)
		return err
	})
	if err != nil {
		return fmt.Errorf("%s profile %d: %w", verb, id, err)
	}
	return nil
}

// MergeProfiles joins two profiles of the same person: every finished game,
// rating row and saved game of drop moves to keep, and keep's standings are
// computed again from the joined history (its CIMAX in a game is the rating
// after the latest rated game either of them played). drop stays as an
// archived alias of keep, without a name, so its id and key still lead to
// keep and its old name is free. Two profiles that played each other in a
// rated game may be merged: the merged profile then holds two seats of it,
// which Export writes with the key of the merged-away profile at the later
// seat, so that the file still names one profile per seat.
func (db *DB) MergeProfiles(ctx context.Context, keep, drop int64) error {
	err := db.update(ctx, func(tx *sql.Tx) error {
		k, err := resolve(ctx, tx, keep)
		if err != nil {
			return err
		}
		d, err := resolve(ctx, tx, drop)
		if err != nil {
			return err
		}
		if k == d {
			return fmt.Errorf("%w: a profile cannot be merged with itself", ErrInvalid)
		}
		for _, q := range []string{
			`UPDATE seats SET profile_id = ?1 WHERE profile_id = ?2`,
			`UPDATE saved_seats SET profile_id = ?1 WHERE profile_id = ?2`,
			`UPDATE puzzle_attempts SET profile_id = ?1 WHERE profile_id = ?2`,
			`UPDATE profiles SET merged_into = ?1 WHERE merged_into = ?2`,
			`UPDATE profiles SET merged_into = ?1, archived = 1, name_fold = NULL WHERE id = ?2`,
			`DELETE FROM standings WHERE profile_id = ?2`,
		} {
			if _, err := tx.ExecContext(ctx, q, k, d); err != nil {
				return err
			}
		}
		return refreshStandings(ctx, tx, k)
	})
	if err != nil {
		return fmt.Errorf("merge profile %d into %d: %w", drop, keep, err)
	}
	return nil
}

const profileColumns = `id, uid, name, colour, created, archived`

func scanProfile(row interface{ Scan(...any) error }) (Profile, error) {
	var p Profile
	var created int64
	err := row.Scan(&p.ID, &p.Key, &p.Name, &p.Colour, &created, &p.Archived)
	p.Created = fromMillis(created)
	return p, err
}

// Profile returns the profile with the id (or the one it was merged into),
// with its ratings.
func (db *DB) Profile(ctx context.Context, id int64) (Profile, error) {
	var p Profile
	err := db.view(ctx, func(tx *sql.Tx) error {
		id, err := resolve(ctx, tx, id)
		if err != nil {
			return err
		}
		p, err = scanProfile(tx.QueryRowContext(ctx, `SELECT `+profileColumns+` FROM profiles WHERE id = ?`, id))
		if err != nil {
			return err
		}
		return loadRatings(ctx, tx, []*Profile{&p})
	})
	if err != nil {
		return Profile{}, fmt.Errorf("profile %d: %w", id, err)
	}
	return p, nil
}

// ProfileByName returns the profile with the name, ignoring case
// (ErrNotFound if none has it).
func (db *DB) ProfileByName(ctx context.Context, name string) (Profile, error) {
	var p Profile
	err := db.view(ctx, func(tx *sql.Tx) error {
		var err error
		p, err = scanProfile(tx.QueryRowContext(ctx,
			`SELECT `+profileColumns+` FROM profiles WHERE name_fold = ?`, foldName(name)))
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		return loadRatings(ctx, tx, []*Profile{&p})
	})
	if err != nil {
		return Profile{}, fmt.Errorf("profile %s: %w", quote(name), err)
	}
	return p, nil
}

// Profiles lists the profiles by name (ignoring case), with their ratings;
// archived ones only when includeArchived. Merged-away profiles are never
// listed.
func (db *DB) Profiles(ctx context.Context, includeArchived bool) ([]Profile, error) {
	var list []Profile
	err := db.view(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT `+profileColumns+` FROM profiles
			WHERE merged_into IS NULL AND (?1 OR NOT archived)
			ORDER BY name_fold, id`, includeArchived)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			p, err := scanProfile(rows)
			if err != nil {
				return err
			}
			list = append(list, p)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		ptrs := make([]*Profile, len(list))
		for i := range list {
			ptrs[i] = &list[i]
		}
		return loadRatings(ctx, tx, ptrs)
	})
	if err != nil {
		return nil, fmt.Errorf("profiles: %w", err)
	}
	return list, nil
}

// loadRatings fills in the profiles' standings.
func loadRatings(ctx context.Context, tx *sql.Tx, ps []*Profile) error {
	if len(ps) == 0 {
		return nil
	}
	byID := make(map[int64]*Profile, len(ps))
	for _, p := range ps {
		byID[p.ID] = p
	}
	query := `SELECT profile_id, game, rating, experience, games, wins, draws, losses
		FROM standings ORDER BY profile_id, game`
	var args []any
	if len(ps) == 1 {
		query = `SELECT profile_id, game, rating, experience, games, wins, draws, losses
			FROM standings WHERE profile_id = ? ORDER BY game`
		args = append(args, ps[0].ID)
	}
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var r GameRating
		if err := rows.Scan(&id, &r.Game, &r.Rating, &r.Experience, &r.Games, &r.Wins, &r.Draws, &r.Losses); err != nil {
			return err
		}
		if p := byID[id]; p != nil {
			p.Ratings = append(p.Ratings, r)
		}
	}
	return rows.Err()
}
