package storage

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"
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
// It reads nothing it has not checked: SQLite's integrity and foreign key
// checks first, then every row as Import will check it; a damaged file
// fails with ErrCorrupt, naming the profile or game by its id and key.
func (db *DB) Export(ctx context.Context, w io.Writer) (ExportStats, error) {
	var st ExportStats
	err := db.view(ctx, func(tx *sql.Tx) error {
		if err := checkFile(ctx, tx); err != nil {
			return err
		}
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
		var ex exported
		if ex, st.Profiles, err = exportProfiles(ctx, tx, bw); err != nil {
			return err
		}
		bw.WriteString("\n],\n\"games\":[")
		if st.Games, err = exportGames(ctx, tx, bw, ex); err != nil {
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

// checkClub makes every check Export makes, writing the file nowhere:
// SQLite's integrity and foreign key checks, then every row as Import
// checks it. Open runs it, so that the window never writes to a file
// Export would refuse.
func checkClub(ctx context.Context, tx *sql.Tx) error {
	if err := checkFile(ctx, tx); err != nil {
		return err
	}
	ex, _, err := exportProfiles(ctx, tx, nil)
	if err != nil {
		return err
	}
	_, err = exportGames(ctx, tx, nil, ex)
	return err
}

// writeItem writes v as one line of a JSON array; with bw nil (checkClub,
// which checks every row and writes nothing) it writes nothing.
func writeItem(bw *bufio.Writer, first bool, v any) error {
	if bw == nil {
		return nil
	}
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

// exported is what exportProfiles learnt for exportGames: the key of every
// profile by id, and the keys of the profiles merged into each.
type exported struct {
	keys    map[int64]string
	aliases map[int64][]string
}

// exportProfiles writes the profiles, those merged into others last. Each
// row is checked as Import would check it, and a bad one is named.
func exportProfiles(ctx context.Context, tx *sql.Tx, bw *bufio.Writer) (exported, int, error) {
	ex := exported{keys: make(map[int64]string), aliases: make(map[int64][]string)}
	rows, err := tx.QueryContext(ctx, `SELECT p.id, p.uid, p.name, p.colour, p.created, p.archived,
		p.merged_into, m.uid, m.merged_into FROM profiles p LEFT JOIN profiles m ON m.id = p.merged_into
		ORDER BY p.merged_into IS NOT NULL, p.id`)
	if err != nil {
		return ex, 0, err
	}
	defer rows.Close()
	r := newRow("id", "uid", "name", "colour", "created", "archived", "merged_into", "merged_into's uid", "merged_into's merged_into")
	n := 0
	for rows.Next() {
		if err := r.scan(rows); err != nil {
			return ex, 0, err
		}
		id := r.int(0)
		p := fileProfile{Key: r.text(1), Name: r.text(2), Colour: r.text(3),
			Created: fromMillis(r.int(4)), Archived: r.bool(5)}
		if !r.null(6) {
			r.int(6)
			switch {
			case r.null(7):
				r.fail(6, "the id of a profile")
			case !r.null(8):
				r.fail(6, "the id of a profile not merged itself")
			default:
				p.MergedInto = r.text(7)
			}
		}
		err := r.err
		if err == nil {
			err = p.check("")
		}
		if err != nil {
			return ex, 0, fmt.Errorf("%w: profile %d (key %s): %w", ErrCorrupt, id, quote(p.Key), unplaced(err))
		}
		ex.keys[id] = p.Key
		if p.MergedInto != "" {
			to := r.int(6)
			ex.aliases[to] = append(ex.aliases[to], p.Key)
		}
		if err := writeItem(bw, n == 0, p); err != nil {
			return ex, 0, err
		}
		n++
	}
	return ex, n, rows.Err()
}

// exportGames walks the games and their seats with two cursors in the same
// order, the order the games were recorded in, which Import keeps. Each
// game is checked as Import would check it, and a bad one is named. A
// profile that holds two seats of a rated game (two profiles who played
// each other, merged since) is written at the later seat with the key of a
// profile merged into it, so that the file names one profile per seat.
func exportGames(ctx context.Context, tx *sql.Tx, bw *bufio.Writer, ex exported) (int, error) {
	// The recorded order takes two sorts; a check (bw nil) reads the
	// tables in their own order, which takes none: a quarter of the time.
	order, seatOrder := "ended, id", "f.ended, f.id, s.seat"
	if bw == nil {
		order, seatOrder = "id", "s.game_id, s.seat"
	}
	games, err := tx.QueryContext(ctx, `SELECT id, uid, game, mode, rated, result, started, ended,
		duration_ms, record FROM finished ORDER BY `+order)
	if err != nil {
		return 0, err
	}
	defer games.Close()
	seats, err := tx.QueryContext(ctx, `SELECT s.game_id, s.seat, s.profile_id, s.name, s.outcome,
		s.rating_before, s.rating_after, s.delta, s.force, s.power, s.level, s.experience
		FROM seats s JOIN finished f ON f.id = s.game_id
		ORDER BY `+seatOrder)
	if err != nil {
		return 0, err
	}
	defer seats.Close()
	gr := newRow("id", "uid", "game", "mode", "rated", "result", "started", "ended", "duration_ms", "record")
	sr := newRow("game_id", "seat", "profile_id", "name", "outcome",
		"rating_before", "rating_after", "delta", "force", "power", "level", "experience")
	moreSeats := seats.Next()
	n := 0
	for games.Next() {
		if err := gr.scan(games); err != nil {
			return 0, err
		}
		id := gr.int(0)
		g := fileGame{Key: gr.text(1), Game: gr.text(2), Mode: gr.text(3), Rated: gr.bool(4), Result: gr.text(5),
			Started: fromMillis(gr.int(6)), Ended: fromMillis(gr.int(7)), DurationMS: gr.int(8), Record: gr.text(9)}
		err := gr.err
		seated := make(map[int64]int)
		for ; err == nil && moreSeats; moreSeats = seats.Next() {
			if err = sr.scan(seats); err != nil {
				return 0, err
			}
			if gameID := sr.int(0); sr.err != nil || gameID != id {
				err = sr.err
				break
			}
			s, profile := fileSeat{Name: sr.text(3)}, int64(0)
			if o := sr.int(4); o >= 0 && o <= int64(Loss) {
				s.Outcome = Outcome(o)
			} else {
				sr.fail(4, "an outcome from 0 to 3")
			}
			if seat := sr.int(1); seat != int64(len(g.Seats)) && sr.err == nil {
				sr.fail(1, fmt.Sprintf("seat %d", len(g.Seats)))
			}
			if !sr.null(2) {
				profile = sr.int(2)
				if s.Profile = ex.keys[profile]; s.Profile == "" {
					sr.fail(2, "the id of a profile")
				}
			}
			if g.Rated {
				s.Rating = &RatingChange{sr.real(5), sr.real(6), sr.real(7), sr.real(8), sr.real(9), sr.real(10), sr.real(11)}
				if k := seated[profile]; k > 0 && profile != 0 {
					if k > len(ex.aliases[profile]) {
						err = fmt.Errorf("seat %d: the profile of seat %d again, in a rated game", len(g.Seats), g.seatOf(s.Profile))
						break
					}
					s.Profile = ex.aliases[profile][k-1]
				}
				seated[profile]++
			} else {
				for i := 5; i <= 11; i++ {
					sr.null0(i)
				}
			}
			if err = sr.err; err != nil {
				err = fmt.Errorf("seat %d: %w", len(g.Seats), err)
				break
			}
			g.Seats = append(g.Seats, s)
		}
		if err == nil {
			err = g.check("")
		}
		if err != nil {
			return 0, fmt.Errorf("%w: game %d (key %s): %w", ErrCorrupt, id, quote(g.Key), unplaced(err))
		}
		if err := writeItem(bw, n == 0, g); err != nil {
			return 0, err
		}
		n++
	}
	if err := games.Err(); err != nil {
		return 0, err
	}
	if moreSeats {
		return 0, fmt.Errorf("%w: seats of game %d, which does not exist", ErrCorrupt, sr.int(0))
	}
	return n, seats.Err()
}

// seatOf returns the first seat of the game with the profile key.
func (g *fileGame) seatOf(key string) int {
	for i, s := range g.Seats {
		if s.Profile == key {
			return i
		}
	}
	return -1
}

// unplaced returns what a *FileError says without its place, for a row of
// the database rather than a file.
func unplaced(err error) error {
	var fe *FileError
	if errors.As(err, &fe) {
		return fe.Err
	}
	return err
}

// row reads one row of driver values and converts them to the types the
// schema gives its columns, keeping the first column that holds another.
type row struct {
	cols []string
	vals []any
	ptrs []any
	err  error
}

func newRow(cols ...string) *row {
	r := &row{cols: cols, vals: make([]any, len(cols)), ptrs: make([]any, len(cols))}
	for i := range r.vals {
		r.ptrs[i] = &r.vals[i]
	}
	return r
}

func (r *row) scan(rows *sql.Rows) error {
	r.err = nil
	return rows.Scan(r.ptrs...)
}

// fail records that column i does not hold what it should.
func (r *row) fail(i int, want string) {
	if r.err != nil {
		return
	}
	var got string
	switch v := r.vals[i].(type) {
	case nil:
		got = "NULL"
	case int64:
		got = fmt.Sprintf("the integer %d", v)
	case float64:
		got = fmt.Sprintf("the real %v", v)
	case string:
		got = "the text " + quote(v)
	case []byte:
		got = fmt.Sprintf("a blob of %d bytes", len(v))
	default:
		got = fmt.Sprintf("a %T", v)
	}
	r.err = fmt.Errorf("%s: want %s, the file holds %s", r.cols[i], want, got)
}

func (r *row) null(i int) bool { return r.vals[i] == nil }

func (r *row) int(i int) int64 {
	v, ok := r.vals[i].(int64)
	if !ok {
		r.fail(i, "an integer")
	}
	return v
}

func (r *row) bool(i int) bool {
	v, ok := r.vals[i].(int64)
	if !ok || v < 0 || v > 1 {
		r.fail(i, "0 or 1")
	}
	return v == 1
}

func (r *row) text(i int) string {
	v, ok := r.vals[i].(string)
	if !ok {
		r.fail(i, "text")
	}
	return v
}

// real reads a REAL column, which SQLite may return as an integer.
func (r *row) real(i int) float64 {
	switch v := r.vals[i].(type) {
	case float64:
		return v
	case int64:
		return float64(v)
	}
	r.fail(i, "a number")
	return 0
}

// null0 checks that column i is NULL.
func (r *row) null0(i int) {
	if !r.null(i) {
		r.fail(i, "NULL (the game is not rated)")
	}
}
