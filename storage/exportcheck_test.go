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
// file outside the store (as a flipped bit would change it, unseen by a
// quick check) and returns its path.
func spoilt(t *testing.T, statements ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "xima.db")
	db := mustOpenPath(t, path)
	club(t, db)
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	rawFile(t, path, append([]string{"PRAGMA foreign_keys = OFF"}, statements...)...)
	return path
}

// refusedAlike checks that Export (read-only) and Open (for writing)
// refuse the spoilt file at path with ErrCorrupt saying each of want,
// and that Open changed nothing of it (issue 29: the window opened for
// writing two files export refused).
func refusedAlike(t *testing.T, path string, want ...string) {
	t.Helper()
	ctx := context.Background()
	ro, err := OpenReadOnly(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	_, exportErr := ro.Export(ctx, new(bytes.Buffer))
	if err := ro.Close(); err != nil {
		t.Fatal(err)
	}
	before := dirState(t, filepath.Dir(path))
	db, openErr := Open(ctx, path)
	if openErr == nil {
		db.Close()
	}
	for what, err := range map[string]error{"export": exportErr, "open": openErr} {
		if !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s = %v, want ErrCorrupt", what, err)
			continue
		}
		for _, w := range want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %v\nwant %q", what, err, w)
			}
		}
	}
	if after := dirState(t, filepath.Dir(path)); after != before {
		t.Errorf("the refused open changed the files:\n%s\nwant\n%s", after, before)
	}
}

// TestExportChecksWhatItReads: a row that Import would refuse, or that is
// not of its column's type, stops the export with ErrCorrupt naming the
// game or profile by id and key, and what is wrong (issue 15, item 10);
// Open refuses it alike.
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
			refusedAlike(t, spoilt(t, c.statement), c.want...)
		})
	}
}

// TestIntegrityCheckedOnExportAndOpen: an index that no longer matches
// its table passes a quick check; export and Open run SQLite's full
// integrity check and refuse the file (issue 15, item 10; issue 29).
func TestIntegrityCheckedOnExportAndOpen(t *testing.T) {
	refusedAlike(t, spoilt(t,
		"PRAGMA writable_schema = ON",
		`UPDATE sqlite_schema SET sql = 'CREATE INDEX finished_started ON finished (ended)' WHERE name = 'finished_started'`,
		"PRAGMA writable_schema = OFF"), "integrity check")
}

// TestImportChecksTheWholeFile: import runs the integrity and foreign key
// checks before it commits, so that a file damaged after Open (here by
// another program) is refused and left as it was.
func TestImportChecksTheWholeFile(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t)
	club(t, db)
	rawFile(t, db.Path(), "PRAGMA foreign_keys = OFF", "DELETE FROM profiles WHERE id = 3")
	before := snapshot(t, db)
	file := fmt.Sprintf(`{"format":"xima-club","version":1,"profiles":[{"key":"%032x","name":"Zoe","created":"2026-01-01T00:00:00Z"}]}`, 7)
	if _, err := db.Import(ctx, strings.NewReader(file), ImportOptions{}); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "foreign key check") {
		t.Errorf("import into a file with a seat of no profile: %v", err)
	}
	if snapshot(t, db) != before {
		t.Error("the refused import changed the database")
	}
}
