package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// LinkPolicy says what an import does with a player the club does not
// know by key (a profile of another computer's club file, a name in a
// record file) when nobody said (Link).
type LinkPolicy uint8

// The policies.
const (
	// LinkSameName links a player to the profile here with exactly their
	// name (spaces at the ends aside) when it is not archived, and makes
	// a new profile otherwise (named "Ana (2)" when "ana" is taken).
	LinkSameName LinkPolicy = iota
	// LinkAnyCase links to the profile whose name matches ignoring case,
	// archived or not; a new profile otherwise.
	LinkAnyCase
	// LinkNever makes a new profile for every player the club does not
	// know by key, as imports did before names were matched.
	LinkNever
)

// LinkKind is what becomes of one player of an import.
type LinkKind uint8

// The kinds of link.
const (
	LinkAuto  LinkKind = iota // as the import's LinkPolicy decides
	LinkTo                    // the player is the profile Link.Profile
	LinkNew                   // a new profile
	LinkGuest                 // no profile: the seats keep the name only
)

// Link is what becomes of one player of an import: the window asks the
// user where the name is new or matches only ignoring case or an
// archived profile.
type Link struct {
	Kind    LinkKind
	Profile int64 // with LinkTo
}

// NameMatch is a player's name and the club's profile of that name.
type NameMatch struct {
	Name string
	// Profile is the profile whose name matches ignoring case (names are
	// unique ignoring case), archived or not; nil when none does.
	Profile *Profile
	// Exact says that Profile has exactly the name and is not archived:
	// LinkSameName links it without asking.
	Exact bool
}

// Ask reports whether the player needs the user's word: a new name, or
// one that matches only ignoring case or an archived profile.
func (m NameMatch) Ask() bool { return !m.Exact }

// MatchNames returns the club's profile for each name, by the rules of
// LinkSameName and LinkAnyCase.
func (db *DB) MatchNames(ctx context.Context, names []string) ([]NameMatch, error) {
	out := make([]NameMatch, len(names))
	err := db.view(ctx, func(tx *sql.Tx) error {
		for i, n := range names {
			var err error
			if out[i], err = matchName(ctx, tx, n); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("match names: %w", err)
	}
	return out, nil
}

func matchName(ctx context.Context, tx *sql.Tx, name string) (NameMatch, error) {
	m := NameMatch{Name: name}
	trimmed := strings.TrimSpace(name)
	var p Profile
	var created int64
	err := tx.QueryRowContext(ctx, `SELECT id, uid, name, colour, created, archived FROM profiles
		WHERE name_fold = ?`, foldName(trimmed)).Scan(&p.ID, &p.Key, &p.Name, &p.Colour, &created, &p.Archived)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return m, nil
	case err != nil:
		return m, err
	}
	p.Created = fromMillis(created)
	m.Profile, m.Exact = &p, p.Name == trimmed && !p.Archived
	return m, nil
}

// decide returns the link policy gives a player with no link of its own.
func (policy LinkPolicy) decide(m NameMatch) Link {
	switch {
	case policy == LinkSameName && m.Exact, policy == LinkAnyCase && m.Profile != nil:
		return Link{Kind: LinkTo, Profile: m.Profile.ID}
	}
	return Link{Kind: LinkNew}
}

// decideLink returns l, or the link policy gives the player name when
// l leaves it to the policy.
func decideLink(ctx context.Context, tx *sql.Tx, name string, l Link, policy LinkPolicy) (Link, error) {
	if l.Kind != LinkAuto {
		return l, nil
	}
	m, err := matchName(ctx, tx, name)
	return policy.decide(m), err
}

// linkPlayer returns the profile id a player's seats take under link l
// (decided; 0 for a guest), making a new profile named name (" (2)"...
// when taken), with the key given ("" for a fresh one) and creation time.
func linkPlayer(ctx context.Context, tx *sql.Tx, name, key string, created time.Time, l Link, st *ImportStats) (int64, error) {
	switch l.Kind {
	case LinkTo:
		id, err := resolve(ctx, tx, l.Profile)
		if err == nil {
			st.Linked++
		}
		return id, err
	case LinkGuest:
		st.Guests++
		return 0, nil
	}
	to, err := freeName(ctx, tx, name)
	if err != nil {
		return 0, err
	}
	if to != name {
		st.Renamed = append(st.Renamed, Rename{Key: key, From: name, To: to})
	}
	if key == "" {
		key = newKey()
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO profiles (uid, name, name_fold, colour, created)
		VALUES (?, ?, ?, '', ?)`, key, to, foldName(to), millis(created))
	if err != nil {
		return 0, err
	}
	st.ProfilesAdded++
	return res.LastInsertId()
}

// ImportedGame says what ImportGame did.
type ImportedGame struct {
	ID      int64 // the game's id: the new one, or the one already here
	Present bool  // the same game was here already: nothing was added
	ImportStats
}

// ImportGame adds a finished game read from a record file (casual: a
// record does not say whether the club rated it), unless the same game is
// here already (by content: its game, result, day, players' names and
// moves; Present says so and nothing changes). links says, seat by seat,
// what becomes of each named player (LinkAuto: as policy decides); a seat
// without a name is a guest. Its Started is the record's date: the caller
// reads it; Ended is Started plus Duration.
func (db *DB) ImportGame(ctx context.Context, g FinishedGame, links []Link, policy LinkPolicy) (ImportedGame, error) {
	var out ImportedGame
	g.Rated = false
	g.Ended = g.Started.Add(g.Duration)
	if len(links) != len(g.Seats) {
		return out, fmt.Errorf("import game: %w: %d links for %d seats", ErrInvalid, len(links), len(g.Seats))
	}
	if err := checkGame(g); err != nil {
		return out, fmt.Errorf("import game: %w", err)
	}
	err := db.update(ctx, func(tx *sql.Tx) error {
		content := contentKey(g)
		err := tx.QueryRowContext(ctx, `SELECT id FROM finished WHERE content = ? ORDER BY id LIMIT 1`,
			content).Scan(&out.ID)
		if err == nil {
			out.Present = true
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		byName := make(map[string]int64) // one profile per name, asked once
		for i := range g.Seats {
			s := &g.Seats[i]
			if s.Name == "" || s.ProfileID != 0 {
				continue
			}
			fold := foldName(s.Name)
			id, ok := byName[fold]
			if !ok {
				l, err := decideLink(ctx, tx, s.Name, links[i], policy)
				if err == nil {
					id, err = linkPlayer(ctx, tx, s.Name, "", g.Started, l, &out.ImportStats)
				}
				if err != nil {
					return fmt.Errorf("seat %d (%s): %w", i, quote(s.Name), err)
				}
				byName[fold] = id
			}
			s.ProfileID = id
		}
		g.Key = newKey()
		out.ID, err = insertGame(ctx, tx, g, content)
		out.GamesAdded = 1
		return err
	})
	if err != nil {
		return ImportedGame{}, fmt.Errorf("import game: %w", err)
	}
	return out, nil
}

// SameGame returns the finished game here with g's content (its game,
// result, day, players' names and moves: what ImportGame matches), or
// nil when there is none.
func (db *DB) SameGame(ctx context.Context, g FinishedGame) (*FinishedGame, error) {
	var games []FinishedGame
	err := db.view(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT `+gameColumns+` FROM finished f WHERE f.content = ?
			ORDER BY f.id LIMIT 1`, contentKey(g))
		if err != nil {
			return err
		}
		games, err = scanGames(ctx, tx, rows)
		return err
	})
	if err != nil || len(games) == 0 {
		return nil, err
	}
	return &games[0], nil
}
