package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"time"

	"github.com/mattn/go-sqlite3"

	"xima/internal/atomicfile"
)

// Counts is how much a club holds: its profiles (merged-away ones left
// out) and its finished games.
type Counts struct {
	Profiles int
	Games    int
}

// Backup writes a copy of the whole club (every table: profiles, games,
// saved games, settings) to path as a database of its own, with SQLite's
// VACUUM INTO: first beside path, checked (SQLite's quick check) and only
// then renamed to path, replacing a file there. Writers wait while it
// runs; readers do not. It returns what the copy holds.
func (db *DB) Backup(ctx context.Context, path string) (Counts, error) {
	if db.write == nil {
		return Counts{}, fmt.Errorf("backup: %w", ErrReadOnly)
	}
	c, err := db.vacuumInto(ctx, path)
	if err != nil {
		return Counts{}, fmt.Errorf("backup to %s: %w", path, err)
	}
	return c, nil
}

// vacuumInto writes the database to path through a file beside it.
func (db *DB) vacuumInto(ctx context.Context, path string) (Counts, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return Counts{}, err
	}
	if info, err := os.Lstat(abs); err == nil && !info.Mode().IsRegular() {
		return Counts{}, fmt.Errorf("%w: %s is not a regular file", ErrInvalid, path)
	}
	if same, _ := sameFile(abs, db.file); same {
		return Counts{}, fmt.Errorf("%w: %s is the club's own file", ErrInvalid, path)
	}
	tmp := fmt.Sprintf("%s.partial-%s", abs, newKey()[:8])
	defer os.Remove(tmp) // gone once renamed; a failed copy leaves nothing
	if _, err := db.write.ExecContext(ctx, `VACUUM INTO ?`, tmp); err != nil {
		return Counts{}, classify(err)
	}
	c, err := fileCounts(ctx, tmp)
	if err != nil {
		return Counts{}, fmt.Errorf("the copy does not read back: %w", err)
	}
	if err := atomicfile.Replace(tmp, abs); err != nil {
		return Counts{}, err
	}
	atomicfile.SyncDir(filepath.Dir(abs))
	return c, nil
}

// sameFile reports whether paths a and b name one file.
func sameFile(a, b string) (bool, error) {
	ia, err := os.Stat(a)
	if err != nil {
		return false, err
	}
	ib, err := os.Stat(b)
	if err != nil {
		return false, err
	}
	return os.SameFile(ia, ib), nil
}

// fileCounts checks a database file that nothing else writes (its
// header, application id, schema version and SQLite's quick check, as
// Open does) and counts what it holds.
func fileCounts(ctx context.Context, path string) (Counts, error) {
	f, err := os.Open(path)
	if err != nil {
		return Counts{}, err
	}
	defer f.Close()
	version, err := inspect(ctx, path, f)
	if err != nil {
		return Counts{}, err
	}
	if version == 0 {
		return Counts{}, fmt.Errorf("%w: an empty file, not a xima club", ErrInvalid)
	}
	ro, err := sql.Open("sqlite3", dsn(path, url.Values{"mode": {"ro"}, "immutable": {"1"}}))
	if err != nil {
		return Counts{}, err
	}
	defer ro.Close()
	return countClub(ctx, ro)
}

func countClub(ctx context.Context, q *sql.DB) (Counts, error) {
	var c Counts
	err := q.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM profiles WHERE merged_into IS NULL),
		(SELECT count(*) FROM finished)`).Scan(&c.Profiles, &c.Games)
	return c, classify(err)
}

// Restore makes the club what the backup at from holds, after keeping
// what it holds now as a copy at keep (as Backup writes it). The backup
// must be a Xima club this version reads (Open's checks, without writing
// to it; an older one is brought up to date here, not there) that no
// other copy of Xima is writing. The club stays open: SQLite's online
// backup copies the pages into it in one step, so readers see the old
// club or the new one, never a mix; the settings are read again. It
// returns what the club now holds.
func (db *DB) Restore(ctx context.Context, from, keep string) (Counts, error) {
	c, err := db.restore(ctx, from, keep)
	if err != nil {
		return Counts{}, fmt.Errorf("restore from %s: %w", from, err)
	}
	return c, nil
}

func (db *DB) restore(ctx context.Context, from, keep string) (Counts, error) {
	if db.write == nil {
		return Counts{}, ErrReadOnly
	}
	abs, err := filepath.Abs(from)
	if err != nil {
		return Counts{}, err
	}
	file, err := resolvePath(abs)
	if err != nil {
		return Counts{}, err
	}
	if same, _ := sameFile(file, db.file); same {
		return Counts{}, fmt.Errorf("%w: it is the club's own file", ErrInvalid)
	}
	lock, err := acquireLock(ctx, file, true)
	if err != nil {
		return Counts{}, err
	}
	defer lock.releaseLock()
	version, err := inspect(ctx, file, lock.f)
	if err != nil {
		return Counts{}, err
	}
	if version == 0 {
		return Counts{}, fmt.Errorf("%w: an empty file, not a xima club", ErrInvalid)
	}
	if _, err := db.vacuumInto(ctx, keep); err != nil {
		return Counts{}, fmt.Errorf("keep the club as it was at %s: %w", keep, err)
	}
	src, err := sql.Open("sqlite3", dsn(file, url.Values{"mode": {"ro"}, "_busy_timeout": {fmt.Sprint(busyMillis)}}))
	if err != nil {
		return Counts{}, err
	}
	defer src.Close()
	if err := copyPages(ctx, db.write, src); err != nil {
		return Counts{}, err
	}
	if err := migrate(ctx, db.write, len(migrationList())); err != nil {
		return Counts{}, err
	}
	if err := db.loadSettings(ctx, db.read); err != nil {
		return Counts{}, err
	}
	return countClub(ctx, db.read)
}

// copyPages copies every page of src's main database over dst's with
// SQLite's online backup API, in one step.
func copyPages(ctx context.Context, dst, src *sql.DB) error {
	dc, err := dst.Conn(ctx)
	if err != nil {
		return classify(err)
	}
	defer dc.Close()
	sc, err := src.Conn(ctx)
	if err != nil {
		return classify(err)
	}
	defer sc.Close()
	return dc.Raw(func(d any) error {
		return sc.Raw(func(s any) error {
			dconn, ok1 := d.(*sqlite3.SQLiteConn)
			sconn, ok2 := s.(*sqlite3.SQLiteConn)
			if !ok1 || !ok2 {
				return errors.New("not an sqlite3 connection")
			}
			b, err := dconn.Backup("main", sconn, "main")
			if err != nil {
				return classify(err)
			}
			_, stepErr := b.Step(-1)
			return errors.Join(classify(stepErr), classify(b.Finish()))
		})
	})
}

// DatedPathBeside returns a path in path's directory, named after it, a
// label and the time now, that no file has yet: "club-before-restore-
// 20261122-150405.db" beside "club.db" ("-2", "-3"... when taken).
func DatedPathBeside(path, label string, now time.Time) string {
	ext := filepath.Ext(path)
	base := path[:len(path)-len(ext)] + "-" + label + "-" + now.Format("20060102-150405")
	candidate := base + ext
	for i := 2; ; i++ {
		if _, err := os.Lstat(candidate); errors.Is(err, os.ErrNotExist) {
			return candidate
		}
		candidate = fmt.Sprintf("%s-%d%s", base, i, ext)
	}
}
