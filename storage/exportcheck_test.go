package storage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// spoilt makes a club database, closes it, runs the statements on the
// file outside the store (as a flipped bit would change it, unseen by
// Open's quick check) and opens it again.
func spoilt(t *testing.T, statements ...string) *DB {
	t.Helper()
	path := filepath.Join(t.TempDir(), "xima.db")
	db := mustOpenPath(t, path)
	club(t, db)
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	rawFile(t, path, append([]string{"PRAGMA foreign_keys = OFF"}, statements...)...)
	return mustOpenPath(t, path)
}

// TestExportChecksWhatItReads: a row that Import would refuse, or that is
// not of its column's type, stops the export with ErrCorrupt naming the
// game or profile by id and key, and what is wrong (issue 15, item 10).
func TestExportChecksWhatItReads(t *testing.T) {
	for name, c := range map[string]struct {
		statement string
		want      []string
	}{
		"outcome 7": {`UPDATE seats SET outcome = 7 WHERE game_id = 3 AND seat = 1`,
			[]string{"game 3 (key ", "seat 1: outcome: want an outcome from 0 to 3, the file holds the integer 7"}},
		"outcome 259": {`UPDATE seats SET outcome = 259 WHERE game_id = 3 AND seat = 1`,
			[]string{"game 3 (key ", "outcome: want an outcome from 0 to 3, the file holds the integer 259"}},
		"record a blob": {`UPDATE finished SET record = CAST(record AS BLOB) WHERE id = 5`,
			[]string{"game 5 (key ", "record: want text, the file holds a blob of"}},
		"record not UTF-8": {`UPDATE finished SET record = CAST(X'4142FF' AS TEXT) WHERE id = 5`,
			[]string{"game 5 (key ", "invalid record: not valid UTF-8"}},
		"rated 2": {`UPDATE finished SET rated = 2 WHERE id = 2`,
			[]string{"game 2 (key ", "rated: want 0 or 1, the file holds the integer 2"}},
		"started in 1811": {`UPDATE finished SET started = -5000000000000 WHERE id = 4`,
			[]string{"game 4 (key ", "start 1811-07-23T15:06:40Z: want a time from 1970 to 2199"}},
		"rating lost": {`UPDATE seats SET rating_after = NULL WHERE game_id = 6 AND seat = 0`,
			[]string{"game 6 (key ", "seat 0: rating_after: want a number, the file holds NULL"}},
		"rating in a casual game": {`UPDATE seats SET delta = 3 WHERE game_id = 15`,
			[]string{"game 15 (key ", "seat 0: delta: want NULL (the game is not rated), the file holds the real 3"}},
		"CIMAX -500": {`UPDATE seats SET rating_after = -500 WHERE game_id = 7 AND seat = 1`,
			[]string{"game 7 (key ", "rating after -500: want a number from 1 to 1e+09"}},
		"seats out of order": {`UPDATE seats SET seat = 5 WHERE game_id = 8 AND seat = 1`,
			[]string{"game 8 (key ", "seat 1: seat: want seat 1, the file holds the integer 5"}},
		"a key flipped": {`UPDATE finished SET uid = 'g' || substr(uid, 2) WHERE id = 9`,
			[]string{"game 9 (key \"g", "is not 32 hex digits"}},
		"a name with a control character": {`UPDATE profiles SET name = 'An' || char(7) WHERE id = 1`,
			[]string{"profile 1 (key ", `invalid name "An\a": contains a control character`}},
		"created a real": {`UPDATE profiles SET created = created + 0.5 WHERE id = 2`,
			[]string{"profile 2 (key ", "created: want an integer, the file holds the real"}},
		"a seat's profile gone": {`DELETE FROM profiles WHERE id = 3`,
			[]string{"foreign key check: a row of "}},
	} {
		t.Run(name, func(t *testing.T) {
			db := spoilt(t, c.statement)
			var buf bytes.Buffer
			_, err := db.Export(context.Background(), &buf)
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("export = %v, want ErrCorrupt", err)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%v\nwant %q", err, w)
				}
			}
		})
	}
}

// TestIntegrityCheckedOnExportAndImport: an index that no longer matches
// its table passes Open's quick check; export and import run SQLite's
// full integrity check and refuse the file (issue 15, item 10).
func TestIntegrityCheckedOnExportAndImport(t *testing.T) {
	ctx := context.Background()
	db := spoilt(t,
		"PRAGMA writable_schema = ON",
		`UPDATE sqlite_schema SET sql = 'CREATE INDEX finished_started ON finished (ended)' WHERE name = 'finished_started'`,
		"PRAGMA writable_schema = OFF")
	if _, err := db.Export(ctx, new(bytes.Buffer)); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "integrity check") {
		t.Errorf("export of a file whose index is wrong: %v", err)
	}
	before := snapshot(t, db)
	file := fmt.Sprintf(`{"format":"xima-club","version":1,"profiles":[{"key":"%032x","name":"Zoe","created":"2026-01-01T00:00:00Z"}]}`, 7)
	if _, err := db.Import(ctx, strings.NewReader(file), ImportOptions{}); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "integrity check") {
		t.Errorf("import into a file whose index is wrong: %v", err)
	}
	if snapshot(t, db) != before {
		t.Error("the refused import changed the database")
	}
}
