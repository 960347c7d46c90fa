package storage

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// epoch is the first time the test clock gives.
var epoch = time.Date(2026, 11, 22, 15, 4, 5, 0, time.UTC)

// stepClock returns a clock that starts at epoch and moves one second per
// call, safe for several goroutines.
func stepClock() func() time.Time {
	var n atomic.Int64
	return func() time.Time { return epoch.Add(time.Duration(n.Add(1)-1) * time.Second) }
}

// mustOpen opens a database in a fresh temporary directory, with the test
// clock, and closes it when the test ends.
func mustOpen(tb testing.TB) *DB {
	tb.Helper()
	return mustOpenPath(tb, filepath.Join(tb.TempDir(), "xima.db"))
}

func mustOpenPath(tb testing.TB, path string) *DB {
	tb.Helper()
	db, err := Open(context.Background(), path)
	if err != nil {
		tb.Fatal(err)
	}
	db.Now = stepClock()
	tb.Cleanup(func() { db.Close() })
	return db
}

func mustProfile(tb testing.TB, db *DB, name string) Profile {
	tb.Helper()
	p, err := db.CreateProfile(context.Background(), name, "")
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// ratedGame records a rated two-player game the winner wins, with the
// players' current ratings as Before and a Delta of 10.
func ratedGame(tb testing.TB, db *DB, game string, winner, loser int64) int64 {
	tb.Helper()
	ctx := context.Background()
	w, err := db.Profile(ctx, winner)
	if err != nil {
		tb.Fatal(err)
	}
	l, err := db.Profile(ctx, loser)
	if err != nil {
		tb.Fatal(err)
	}
	wr, lr := w.Rating(game).Rating, l.Rating(game).Rating
	id, err := db.RecordGame(ctx, FinishedGame{
		Game: game, Mode: "club", Rated: true, Result: "1-0",
		Record:   "[Game \"" + game + "\"]\n1. -G2 -G4 1-0\n",
		Duration: 90 * time.Second,
		Seats: []Seat{
			{ProfileID: w.ID, Name: w.Name, Outcome: Win, Rating: RatingChange{
				Before: wr, After: wr + 10, Delta: 10, Force: 40, Power: 0.97, Level: 90.5, Experience: 5}},
			{ProfileID: l.ID, Name: l.Name, Outcome: Loss, Rating: RatingChange{
				Before: lr, After: lr - 10, Delta: 10, Force: 50.5, Power: 1.35, Level: 90.5, Experience: 10}},
		},
	}, 0)
	if err != nil {
		tb.Fatal(err)
	}
	return id
}

// snapshot returns every row of every table and the schema version, sorted,
// to tell whether anything in the database changed.
func snapshot(tb testing.TB, db *DB) string {
	tb.Helper()
	ctx := context.Background()
	var b strings.Builder
	var version int
	if err := db.read.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		tb.Fatal(err)
	}
	fmt.Fprintf(&b, "user_version %d\n", version)
	for _, table := range queryStrings(tb, db.read, `SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name`) {
		rows, err := db.read.QueryContext(ctx, `SELECT * FROM "`+table+`"`)
		if err != nil {
			tb.Fatal(err)
		}
		cols, _ := rows.Columns()
		var lines []string
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				tb.Fatal(err)
			}
			lines = append(lines, fmt.Sprintf("%s %q", table, vals))
		}
		rows.Close()
		slices.Sort(lines)
		for _, l := range lines {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

func queryStrings(tb testing.TB, db *sql.DB, query string, args ...any) []string {
	tb.Helper()
	rows, err := db.QueryContext(context.Background(), query, args...)
	if err != nil {
		tb.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			tb.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// fileHash returns the SHA-256 of a file, and of its -wal and -shm when
// they exist, to show a refused file was not touched.
func fileHash(tb testing.TB, path string) string {
	tb.Helper()
	var b strings.Builder
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		data, err := os.ReadFile(p)
		if os.IsNotExist(err) {
			b.WriteString("none ")
			continue
		}
		if err != nil {
			tb.Fatal(err)
		}
		fmt.Fprintf(&b, "%x ", sha256.Sum256(data))
	}
	return b.String()
}

// integrityCheck runs PRAGMA integrity_check and fails unless it says ok.
func integrityCheck(tb testing.TB, db *DB) {
	tb.Helper()
	if got := queryStrings(tb, db.read, "PRAGMA integrity_check"); len(got) != 1 || got[0] != "ok" {
		tb.Fatalf("integrity_check = %q", got)
	}
}
