package storage

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// FileFormat and FileVersion name the club files Export writes and Import
// reads: one JSON object (docs/storage.md describes it). Import refuses
// another format and a newer version.
const (
	FileFormat  = "xima-club"
	FileVersion = 1
)

// clubFile is the whole of a club file.
type clubFile struct {
	Format   string        `json:"format"`
	Version  int           `json:"version"`
	Exported time.Time     `json:"exported"`
	Profiles []fileProfile `json:"profiles"`
	Games    []fileGame    `json:"games"`
}

type fileProfile struct {
	Key        string    `json:"key"`
	Name       string    `json:"name"`
	Colour     string    `json:"colour,omitempty"`
	Created    time.Time `json:"created"`
	Archived   bool      `json:"archived,omitempty"`
	MergedInto string    `json:"merged_into,omitempty"` // the key of the profile it was merged into

	at filePos // where it begins in the file read
}

type fileGame struct {
	Key        string     `json:"key"`
	Game       string     `json:"game"`
	Mode       string     `json:"mode"`
	Rated      bool       `json:"rated"`
	Result     string     `json:"result"`
	Started    time.Time  `json:"started"`
	Ended      time.Time  `json:"ended"`
	DurationMS int64      `json:"duration_ms"`
	Seats      []fileSeat `json:"seats"`
	Record     string     `json:"record"`

	at filePos
}

type fileSeat struct {
	Profile string        `json:"profile,omitempty"` // a profile key; "" for a guest
	Name    string        `json:"name"`
	Outcome Outcome       `json:"outcome"`
	Rating  *RatingChange `json:"rating,omitempty"` // in rated games only

	at filePos
}

// ExportStats counts what Export wrote.
type ExportStats struct {
	Profiles int
	Games    int
}

// Export writes the whole club (every profile, archived and merged ones
// included, and every finished game with its rating rows) to w as one club
// file, from one consistent snapshot. Saved games in progress are not
// part of it. Ratings are not written: Import computes them from the games.
func (db *DB) Export(ctx context.Context, w io.Writer) (ExportStats, error) {
	var st ExportStats
	err := db.view(ctx, func(tx *sql.Tx) error {
		bw := bufio.NewWriter(w)
		head, err := json.Marshal(struct {
			Format   string    `json:"format"`
			Version  int       `json:"version"`
			Exported time.Time `json:"exported"`
		}{FileFormat, FileVersion, db.now().UTC()})
		if err != nil {
			return err
		}
		bw.Write(head[:len(head)-1]) // the object stays open for the two arrays
		bw.WriteString(",\n\"profiles\":[")
		if st.Profiles, err = exportProfiles(ctx, tx, bw); err != nil {
			return err
		}
		bw.WriteString("\n],\n\"games\":[")
		if st.Games, err = exportGames(ctx, tx, bw); err != nil {
			return err
		}
		bw.WriteString("\n]}\n")
		return bw.Flush()
	})
	if err != nil {
		return ExportStats{}, fmt.Errorf("export: %w", err)
	}
	return st, nil
}

// writeItem writes v as one line of a JSON array.
func writeItem(bw *bufio.Writer, first bool, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if !first {
		bw.WriteByte(',')
	}
	bw.WriteByte('\n')
	_, err = bw.Write(b)
	return err
}

func exportProfiles(ctx context.Context, tx *sql.Tx, bw *bufio.Writer) (int, error) {
	rows, err := tx.QueryContext(ctx, `SELECT p.uid, p.name, p.colour, p.created, p.archived,
		coalesce(m.uid, '') FROM profiles p LEFT JOIN profiles m ON m.id = p.merged_into
		ORDER BY p.merged_into IS NOT NULL, p.id`)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var p fileProfile
		var created int64
		if err := rows.Scan(&p.Key, &p.Name, &p.Colour, &created, &p.Archived, &p.MergedInto); err != nil {
			return 0, err
		}
		p.Created = fromMillis(created)
		if err := writeItem(bw, n == 0, p); err != nil {
			return 0, err
		}
		n++
	}
	return n, rows.Err()
}

// exportGames walks the games and their seats with two cursors in the same
// order, the order the games were recorded in, which Import keeps.
func exportGames(ctx context.Context, tx *sql.Tx, bw *bufio.Writer) (int, error) {
	games, err := tx.QueryContext(ctx, `SELECT id, uid, game, mode, rated, result, started, ended,
		duration_ms, record FROM finished ORDER BY ended, id`)
	if err != nil {
		return 0, err
	}
	defer games.Close()
	seats, err := tx.QueryContext(ctx, `SELECT s.game_id, coalesce(p.uid, ''), s.name, s.outcome,
		s.rating_before, s.rating_after, s.delta, s.force, s.power, s.level, s.experience
		FROM seats s JOIN finished f ON f.id = s.game_id LEFT JOIN profiles p ON p.id = s.profile_id
		ORDER BY f.ended, f.id, s.seat`)
	if err != nil {
		return 0, err
	}
	defer seats.Close()
	moreSeats := seats.Next()
	n := 0
	for games.Next() {
		var g fileGame
		var id, started, ended int64
		if err := games.Scan(&id, &g.Key, &g.Game, &g.Mode, &g.Rated, &g.Result, &started, &ended,
			&g.DurationMS, &g.Record); err != nil {
			return 0, err
		}
		g.Started, g.Ended = fromMillis(started), fromMillis(ended)
		for ; moreSeats; moreSeats = seats.Next() {
			var gameID int64
			var s fileSeat
			var r [7]sql.NullFloat64
			if err := seats.Scan(&gameID, &s.Profile, &s.Name, &s.Outcome,
				&r[0], &r[1], &r[2], &r[3], &r[4], &r[5], &r[6]); err != nil {
				return 0, err
			}
			if gameID != id {
				break
			}
			if g.Rated {
				s.Rating = &RatingChange{r[0].Float64, r[1].Float64, r[2].Float64, r[3].Float64,
					r[4].Float64, r[5].Float64, r[6].Float64}
			}
			g.Seats = append(g.Seats, s)
		}
		if err := writeItem(bw, n == 0, g); err != nil {
			return 0, err
		}
		n++
	}
	if err := games.Err(); err != nil {
		return 0, err
	}
	return n, seats.Err()
}

// ImportStats says what Import added.
type ImportStats struct {
	ProfilesAdded int
	GamesAdded    int
	GamesPresent  int      // games the database already had, left as they are
	Renamed       []Rename // added profiles whose name another profile had
}

// Rename is an imported profile stored under another name because a
// different profile (another key) already had its name.
type Rename struct {
	Key, From, To string
}

// ImportOptions are what Import checks beyond the club file's own rules.
type ImportOptions struct {
	// CheckRecord, when not nil, reads a game's record with the game's own
	// reader (the store knows no rules) and says why it cannot be played
	// back. Import refuses a file with such a record.
	CheckRecord func(game, record string) error
}

// Import reads a club file written by Export and adds, in one transaction,
// the profiles and finished games the database does not have yet, matched
// by their keys: importing the same file twice changes nothing the second
// time. Profiles already present are left as they are (names, colours,
// archive state and merges here win). An added profile whose name another
// profile has gets " (2)", " (3)"... (see ImportStats.Renamed); merge it by
// hand when it is the same person. Standings are computed again from the
// games for every profile that gained a rated game. A file that is not
// valid changes nothing (ErrBadFile, with a *FileError that says where and
// what). Import reads at most MaxClubFileBytes.
func (db *DB) Import(ctx context.Context, r io.Reader, opt ImportOptions) (ImportStats, error) {
	if db.write == nil {
		return ImportStats{}, fmt.Errorf("import: %w", ErrReadOnly)
	}
	f, err := readClubFile(r, MaxClubFileBytes, maxValueBytes)
	var fe *FileError
	if errors.As(err, &fe) {
		return ImportStats{}, fmt.Errorf("import: %w: %w", ErrBadFile, err)
	}
	if err != nil {
		return ImportStats{}, fmt.Errorf("import: %w", err)
	}
	var st ImportStats
	err = db.update(ctx, func(tx *sql.Tx) error {
		var err error
		st, err = importFile(ctx, tx, f)
		return err
	})
	if err != nil {
		return ImportStats{}, fmt.Errorf("import: %w", err)
	}
	return st, nil
}

// check validates what the whole file must hold together: keys once,
// names once, merges and seats that name profiles of the file. Each
// profile and game was checked alone as it was read. Its errors are
// *FileError.
func (f *clubFile) check() error {
	profiles := make(map[string]*fileProfile, len(f.Profiles))
	names := make(map[string]bool, len(f.Profiles))
	for i := range f.Profiles {
		p := &f.Profiles[i]
		path := fmt.Sprintf("profiles[%d]", i)
		if profiles[p.Key] != nil {
			return p.at.errorf(path, "key %s twice", p.Key)
		}
		if p.MergedInto == "" {
			fold := foldName(p.Name)
			if names[fold] {
				return p.at.errorf(path, "name %s twice", quote(p.Name))
			}
			names[fold] = true
		}
		profiles[p.Key] = p
	}
	for i, p := range f.Profiles {
		if p.MergedInto == "" {
			continue
		}
		if to := profiles[p.MergedInto]; to == nil || to.MergedInto != "" {
			return p.at.errorf(fmt.Sprintf("profiles[%d]", i), "merged into %s, which is not a profile of the file", quote(p.MergedInto))
		}
	}
	games := make(map[string]bool, len(f.Games))
	for i := range f.Games {
		g := &f.Games[i]
		path := fmt.Sprintf("games[%d]", i)
		if games[g.Key] {
			return g.at.errorf(path, "key %s twice", g.Key)
		}
		games[g.Key] = true
		for j, s := range g.Seats {
			if s.Profile != "" && profiles[s.Profile] == nil {
				return s.at.errorf(fmt.Sprintf("%s.seats[%d]", path, j), "profile %s is not in the file", quote(s.Profile))
			}
		}
	}
	return nil
}

// check validates what a profile can be checked for alone.
func (p *fileProfile) check(path string) error {
	switch {
	case !isKey(p.Key):
		return p.at.errorf(path, "key %s is not 32 hex digits", quote(p.Key))
	case p.Created.IsZero():
		return p.at.errorf(path, "no creation time")
	}
	if err := checkName(p.Name); err != nil {
		return p.at.errorf(path, "%w", err)
	}
	if err := checkColour(p.Colour); err != nil {
		return p.at.errorf(path, "%w", err)
	}
	if p.MergedInto != "" && !isKey(p.MergedInto) {
		return p.at.errorf(path, "merged into %s, which is not a key", quote(p.MergedInto))
	}
	return nil
}

// check validates what a game can be checked for alone: all but the
// profiles its seats name.
func (g *fileGame) check(path string) error {
	switch {
	case !isKey(g.Key):
		return g.at.errorf(path, "key %s is not 32 hex digits", quote(g.Key))
	case g.Started.IsZero() || g.Ended.IsZero():
		return g.at.errorf(path, "no start or end time")
	case g.DurationMS < 0 || g.DurationMS > math.MaxInt64/int64(time.Millisecond):
		return g.at.errorf(path, "duration %d ms", g.DurationMS)
	}
	for i, s := range g.Seats {
		spath := fmt.Sprintf("%s.seats[%d]", path, i)
		if s.Profile != "" && !isKey(s.Profile) {
			return s.at.errorf(spath, "profile %s is not a key", quote(s.Profile))
		}
		if g.Rated != (s.Rating != nil) {
			return s.at.errorf(spath, "a rating in an unrated game, or none in a rated one")
		}
	}
	// Here a seat's profile id only needs to say whether it has one.
	err := checkGame(g.finished(func(key string) int64 {
		if key == "" {
			return 0
		}
		return -1
	}))
	if err != nil {
		return g.at.errorf(path, "%w", err)
	}
	return nil
}

// finished converts a file game, giving each seat the id profileID returns
// for its key ("" gives 0).
func (g *fileGame) finished(profileID func(key string) int64) FinishedGame {
	fg := FinishedGame{
		Key: g.Key, Game: g.Game, Mode: g.Mode, Rated: g.Rated, Result: g.Result,
		Record: g.Record, Started: g.Started, Ended: g.Ended,
		Duration: time.Duration(g.DurationMS) * time.Millisecond,
	}
	for _, s := range g.Seats {
		seat := Seat{ProfileID: profileID(s.Profile), Name: s.Name, Outcome: s.Outcome}
		if s.Rating != nil {
			seat.Rating = *s.Rating
		}
		fg.Seats = append(fg.Seats, seat)
	}
	return fg
}

func importFile(ctx context.Context, tx *sql.Tx, f *clubFile) (ImportStats, error) {
	var st ImportStats
	ids := make(map[string]int64, len(f.Profiles))
	// Profiles merged into others come after the ones they point to.
	for _, merged := range []bool{false, true} {
		for _, p := range f.Profiles {
			if (p.MergedInto != "") != merged {
				continue
			}
			var id int64
			err := tx.QueryRowContext(ctx, `SELECT coalesce(merged_into, id) FROM profiles WHERE uid = ?`,
				p.Key).Scan(&id)
			if errors.Is(err, sql.ErrNoRows) {
				id, err = importProfile(ctx, tx, p, ids, &st)
				st.ProfilesAdded++
			}
			if err != nil {
				return st, fmt.Errorf("profile %s: %w", quote(p.Name), err)
			}
			ids[p.Key] = id
		}
	}
	touched := make(map[int64]bool)
	for i := range f.Games {
		var present bool
		err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM finished WHERE uid = ?)`,
			f.Games[i].Key).Scan(&present)
		if err != nil {
			return st, err
		}
		if present {
			st.GamesPresent++
			continue
		}
		g := f.Games[i].finished(func(key string) int64 { return ids[key] })
		if _, err := insertGame(ctx, tx, g); err != nil {
			return st, fmt.Errorf("game %s: %w", g.Key, err)
		}
		if g.Rated {
			for _, s := range g.Seats {
				touched[s.ProfileID] = true
			}
		}
		st.GamesAdded++
	}
	for _, id := range slices.Sorted(maps.Keys(touched)) {
		if err := refreshStandings(ctx, tx, id); err != nil {
			return st, err
		}
	}
	return st, nil
}

// importProfile adds a profile of the file the database does not have: a
// merged-away one as an alias of the profile it points to, another under a
// free name.
func importProfile(ctx context.Context, tx *sql.Tx, p fileProfile, ids map[string]int64, st *ImportStats) (int64, error) {
	var res sql.Result
	var err error
	if p.MergedInto != "" {
		res, err = tx.ExecContext(ctx, `INSERT INTO profiles
			(uid, name, name_fold, colour, created, archived, merged_into) VALUES (?, ?, NULL, ?, ?, 1, ?)`,
			p.Key, p.Name, p.Colour, millis(p.Created), ids[p.MergedInto])
	} else {
		var name string
		if name, err = freeName(ctx, tx, p.Name); err != nil {
			return 0, err
		}
		if name != p.Name {
			st.Renamed = append(st.Renamed, Rename{Key: p.Key, From: p.Name, To: name})
		}
		res, err = tx.ExecContext(ctx, `INSERT INTO profiles
			(uid, name, name_fold, colour, created, archived) VALUES (?, ?, ?, ?, ?, ?)`,
			p.Key, name, foldName(name), p.Colour, millis(p.Created), p.Archived)
	}
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

// freeName returns name, or name with " (2)", " (3)"... when another
// profile has it, shortened to stay within MaxNameRunes.
func freeName(ctx context.Context, tx *sql.Tx, name string) (string, error) {
	candidate := name
	for i := 2; ; i++ {
		err := nameFree(ctx, tx, candidate, 0)
		if err == nil {
			return candidate, nil
		}
		if !errors.Is(err, ErrNameTaken) {
			return "", err
		}
		suffix := fmt.Sprintf(" (%d)", i)
		base := name
		for utf8.RuneCountInString(base)+len(suffix) > MaxNameRunes {
			_, size := utf8.DecodeLastRuneInString(base)
			base = base[:len(base)-size]
		}
		candidate = strings.TrimSpace(base) + suffix
	}
}
