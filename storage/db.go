package storage

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/mattn/go-sqlite3"
)

// AppID is the SQLite application_id of a Xima database ("XIMA" in ASCII).
// Open refuses a file with another non-zero application_id.
const AppID = 0x58494D41

// busyMillis is how long a statement waits for SQLite's own locks. Writes
// are serialised by the single write connection, so it only covers the
// moments when a reader and a checkpoint meet.
const busyMillis = 10000

// lockWaitMillis is how long Open waits for another copy of Xima to let go
// of the database (a copy that is just closing) before it reports ErrLocked.
const lockWaitMillis = 500

// DB is an open Xima database. Its methods may be called from several
// goroutines at once.
type DB struct {
	// Now stamps the rows the store writes (profile creation, autosaves,
	// the end of a finished game). Tests replace it before use.
	Now func() time.Time

	path  string  // as the caller named it, made absolute
	file  string  // path with every symlink resolved: what SQLite opens
	write *sql.DB // one connection: writers queue in Go, never busy-wait
	read  *sql.DB // query-only pool: readers see the last commit (WAL)
	lock  *fileLock

	mu       sync.Mutex
	settings map[string]string // the settings table as read at Open, kept in step by SetSetting
}

// Open opens the database at path, creating the directory and the file when
// they do not exist, and brings its schema up to date. It refuses, without
// writing to the file:
//   - a file another copy of Xima has open, under this name or another
//     (a hard link, a symlink): ErrLocked;
//   - a file that is not an SQLite database or fails SQLite's quick check
//     (ErrCorrupt; FreshPathBeside names a file to start again beside it);
//   - another application's SQLite file (ErrForeign);
//   - a file from a newer Xima (ErrNewerSchema).
func Open(ctx context.Context, path string) (*DB, error) {
	if path == "" {
		return nil, fmt.Errorf("open: %w: empty database path", ErrInvalid)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
		return nil, fmt.Errorf("open %s: make directory: %w", path, err)
	}
	file, err := resolvePath(abs)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	lock, err := acquireLock(ctx, file, false)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, openError(err))
	}
	db := &DB{Now: time.Now, path: abs, file: file, lock: lock}
	if err := db.open(ctx); err != nil {
		return nil, errors.Join(fmt.Errorf("open %s: %w", path, err), db.Close())
	}
	return db, nil
}

func (db *DB) open(ctx context.Context) error {
	version, err := inspect(ctx, db.file, db.lock.f)
	if err != nil {
		return err
	}
	current := len(migrationList())
	if version == current {
		// What Export would refuse is refused before anything writes.
		if err := checkClubAt(ctx, db.file); err != nil {
			return err
		}
	}
	w, err := sql.Open("sqlite3", dsn(db.file, url.Values{
		"_journal_mode": {"WAL"},
		"_synchronous":  {"FULL"},
		"_foreign_keys": {"1"},
		"_busy_timeout": {fmt.Sprint(busyMillis)},
		"_txlock":       {"immediate"},
	}))
	if err != nil {
		return err
	}
	w.SetMaxOpenConns(1)
	db.write = w
	if err := checkWritable(ctx, w, db.file); err != nil {
		return err
	}
	if version < current {
		if err := migrate(ctx, w, current); err != nil {
			return err
		}
	}
	r, err := sql.Open("sqlite3", dsn(db.file, url.Values{
		"_query_only":   {"1"},
		"_busy_timeout": {fmt.Sprint(busyMillis)},
	}))
	if err != nil {
		return err
	}
	r.SetMaxOpenConns(4)
	db.read = r
	if version > 0 && version < current {
		// An older file's rows fit the checks once it is brought up to date.
		if err := db.view(ctx, func(tx *sql.Tx) error { return checkClub(ctx, tx) }); err != nil {
			return err
		}
	}
	return db.loadSettings(ctx, r)
}

// openError says why the file could not be opened for writing, once:
// a read-only file or medium is ErrCannotWrite, without the path again.
func openError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && (errors.Is(pe.Err, fs.ErrPermission) || errors.Is(pe.Err, syscall.EROFS)) {
		return fmt.Errorf("%w: %w", ErrCannotWrite, pe.Err)
	}
	return err
}

// checkWritable begins and ends a write transaction on w, the database at
// path, waiting at most lockWaitMillis for another program's lock: what
// keeps the file from being written is said here, by its cause (ErrBusy,
// ErrCannotWrite), before anything is written.
func checkWritable(ctx context.Context, w *sql.DB, path string) error {
	conn, err := w.Conn(ctx)
	if err != nil {
		return writeError(path, err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, fmt.Sprintf("PRAGMA busy_timeout = %d", lockWaitMillis)); err != nil {
		return writeError(path, err)
	}
	_, err = conn.ExecContext(ctx, "BEGIN IMMEDIATE")
	if err == nil {
		_, err = conn.ExecContext(ctx, "ROLLBACK")
	}
	if err != nil {
		return writeError(path, err)
	}
	_, err = conn.ExecContext(ctx, fmt.Sprintf("PRAGMA busy_timeout = %d", busyMillis))
	return err
}

// writeError says why SQLite could not begin to write the database at
// path: another program's lock, or a file, folder or medium that cannot
// be written (SQLite keeps its -wal and -shm files beside the database,
// so its folder must be writable too).
func writeError(path string, err error) error {
	switch sqliteCode(err) {
	case sqlite3.ErrBusy, sqlite3.ErrLocked:
		return fmt.Errorf("%w: %w", ErrBusy, err)
	case sqlite3.ErrReadonly, sqlite3.ErrCantOpen, sqlite3.ErrPerm, sqlite3.ErrIoErr, sqlite3.ErrAuth:
		return cannotWrite(path, err)
	}
	return err
}

// cannotWrite says what keeps SQLite from writing the database at path:
// its folder when a file cannot be made there, else SQLite's err.
func cannotWrite(path string, err error) error {
	dir := filepath.Dir(path)
	probe, perr := os.CreateTemp(dir, ".xima-write-test-*")
	if perr == nil {
		probe.Close()
		os.Remove(probe.Name())
	}
	var pe *fs.PathError
	switch {
	case errors.As(perr, &pe):
		return fmt.Errorf("%w: the folder %s cannot be written (%v), and SQLite keeps its journal beside the database", ErrCannotWrite, dir, pe.Err)
	case perr != nil:
		return fmt.Errorf("%w: the folder %s cannot be written (%v), and SQLite keeps its journal beside the database", ErrCannotWrite, dir, perr)
	}
	return fmt.Errorf("%w: %w", ErrCannotWrite, err)
}

// OpenReadOnly opens an existing database for reading only, as an export
// needs. It creates nothing (no directory, no file, and no -wal, -shm or
// lock file beside a file its last writer closed), runs no migration and
// holds the file's lock shared: it works on read-only media, beside other
// read-only DBs, and never beside a writer (ErrLocked both ways). It
// refuses what Open refuses, and a file with an older schema
// (ErrOldSchema), which Open brings up to date. Its writing methods return
// ErrReadOnly.
func OpenReadOnly(ctx context.Context, path string) (*DB, error) {
	if path == "" {
		return nil, fmt.Errorf("open read-only: %w: empty database path", ErrInvalid)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	file, err := resolvePath(abs)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	lock, err := acquireLock(ctx, file, true)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	db := &DB{Now: time.Now, path: abs, file: file, lock: lock}
	if err := db.openReadOnly(ctx); err != nil {
		return nil, errors.Join(fmt.Errorf("open %s: %w", path, err), db.Close())
	}
	return db, nil
}

func (db *DB) openReadOnly(ctx context.Context) error {
	version, err := inspect(ctx, db.file, db.lock.f)
	if err != nil {
		return err
	}
	if current := len(migrationList()); version != current {
		return fmt.Errorf("%w: schema version %d, this xima writes %d", ErrOldSchema, version, current)
	}
	params := url.Values{
		"mode":          {"ro"},
		"_query_only":   {"1"},
		"_busy_timeout": {fmt.Sprint(busyMillis)},
	}
	_, err = os.Lstat(db.file + "-wal")
	if errors.Is(err, os.ErrNotExist) && db.lock.excludesWriters {
		// Nobody may write while the shared lock is held and the whole
		// database is in the file: read it as immutable, so that SQLite
		// makes no -wal or -shm beside it. With a -wal (its last writer
		// crashed) SQLite reads through it.
		params.Set("immutable", "1")
	}
	r, err := sql.Open("sqlite3", dsn(db.file, params))
	if err != nil {
		return err
	}
	r.SetMaxOpenConns(4)
	db.read = r
	return db.loadSettings(ctx, r)
}

// Close closes the database and lets another copy of Xima open it.
func (db *DB) Close() error {
	var errs []error
	if db.read != nil {
		errs = append(errs, db.read.Close())
	}
	if db.write != nil {
		errs = append(errs, db.write.Close())
	}
	errs = append(errs, db.lock.releaseLock())
	return errors.Join(errs...)
}

// Path returns the absolute path of the database file.
func (db *DB) Path() string { return db.path }

// update runs fn in a write transaction (BEGIN IMMEDIATE) and commits it.
func (db *DB) update(ctx context.Context, fn func(tx *sql.Tx) error) error {
	if db.write == nil {
		return ErrReadOnly
	}
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", classify(err))
	}
	defer tx.Rollback()
	if err := fn(tx); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", classify(err))
	}
	return nil
}

// view runs fn in a read transaction, so it sees one consistent snapshot.
func (db *DB) view(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return fmt.Errorf("begin: %w", classify(err))
	}
	defer tx.Rollback()
	return fn(tx)
}

// now returns db.Now() to the millisecond, the precision the file keeps.
func (db *DB) now() time.Time {
	return db.Now().Truncate(time.Millisecond)
}

// dsn is the go-sqlite3 data source name of a file URI: the path is escaped,
// so names with '?', '#' or '%' open the right file.
func dsn(path string, params url.Values) string {
	p := filepath.ToSlash(path)
	if p[0] != '/' {
		p = "/" + p // a Windows drive: file:///C:/...
	}
	u := url.URL{Scheme: "file", Path: p, RawQuery: params.Encode()}
	return u.String()
}

// sqliteMagic starts every SQLite database file.
const sqliteMagic = "SQLite format 3\x00"

// inspect checks an existing file before anything writes to it: the header
// (read through f, the locked descriptor of the file, so that no other
// descriptor is opened and closed), then, through a read-only connection,
// the application_id, the schema version and SQLite's quick check. A
// missing or empty file passes, as version 0. It returns the file's
// schema version.
func inspect(ctx context.Context, path string, f *os.File) (int, error) {
	header := make([]byte, 100)
	n, err := f.ReadAt(header, 0)
	switch {
	case n == 0 && err == io.EOF:
		return 0, nil
	case err == io.EOF || (err == nil && !bytes.HasPrefix(header, []byte(sqliteMagic))):
		return 0, fmt.Errorf("%w: not an SQLite database", ErrCorrupt)
	case err != nil:
		return 0, err
	}

	ro, err := openInspect(path)
	if err != nil {
		return 0, err
	}
	defer ro.Close()
	var appID, version, objects int
	if err := ro.QueryRowContext(ctx, "PRAGMA application_id").Scan(&appID); err != nil {
		return 0, fmt.Errorf("read application_id: %w", classify(err))
	}
	if err := ro.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return 0, fmt.Errorf("read user_version: %w", classify(err))
	}
	if err := ro.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_schema").Scan(&objects); err != nil {
		return 0, fmt.Errorf("read schema: %w", classify(err))
	}
	switch {
	case appID != AppID && appID != 0:
		return 0, fmt.Errorf("%w (application_id %#x)", ErrForeign, appID)
	case appID == 0 && (version != 0 || objects != 0):
		return 0, fmt.Errorf("%w (an SQLite file with tables but no xima application_id)", ErrForeign)
	case version > len(migrationList()):
		return 0, fmt.Errorf("%w: schema version %d, this xima knows up to %d; update xima to open it",
			ErrNewerSchema, version, len(migrationList()))
	}
	if err := checkPragma(ctx, ro, "quick_check"); err != nil {
		return 0, err
	}
	return version, nil
}

// openInspect opens path through a read-only connection that changes
// nothing beside the file.
func openInspect(path string) (*sql.DB, error) {
	params := url.Values{"mode": {"ro"}, "_busy_timeout": {fmt.Sprint(busyMillis)}}
	if _, err := os.Lstat(path + "-wal"); errors.Is(err, os.ErrNotExist) {
		// The whole database is in the file: read it as immutable, so that
		// SQLite makes no -wal or -shm file beside a file it must not touch.
		params.Set("immutable", "1")
	}
	return sql.Open("sqlite3", dsn(path, params))
}

// checkClubAt makes checkClub's checks on the file at path, which has
// the current schema, through a read-only connection.
func checkClubAt(ctx context.Context, path string) error {
	ro, err := openInspect(path)
	if err != nil {
		return err
	}
	defer ro.Close()
	tx, err := ro.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return fmt.Errorf("begin: %w", classify(err))
	}
	defer tx.Rollback()
	return checkClub(ctx, tx)
}

// checkFile runs SQLite's integrity check and foreign key check on the
// snapshot q reads: export and import look at the whole file, not only
// at what Open's quick check saw.
func checkFile(ctx context.Context, q querier) error {
	if err := checkPragma(ctx, q, "integrity_check"); err != nil {
		return err
	}
	rows, err := q.QueryContext(ctx, "PRAGMA foreign_key_check")
	if err != nil {
		return fmt.Errorf("foreign key check: %w", classify(err))
	}
	defer rows.Close()
	if rows.Next() {
		var table, parent string
		var rowid sql.NullInt64
		var fk int
		if err := rows.Scan(&table, &rowid, &parent, &fk); err != nil {
			return fmt.Errorf("foreign key check: %w", classify(err))
		}
		return fmt.Errorf("%w: foreign key check: a row of %s (rowid %d) points to no row of %s",
			ErrCorrupt, table, rowid.Int64, parent)
	}
	return rows.Err()
}

// querier is a connection pool, a connection or a transaction.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// checkPragma runs PRAGMA quick_check or integrity_check and returns
// ErrCorrupt with SQLite's first complaint unless it says "ok".
func checkPragma(ctx context.Context, q querier, pragma string) error {
	what := strings.ReplaceAll(pragma, "_", " ")
	rows, err := q.QueryContext(ctx, "PRAGMA "+pragma)
	if err != nil {
		return fmt.Errorf("%s: %w", what, classify(err))
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return fmt.Errorf("%s: %w", what, classify(err))
		}
		problems = append(problems, line)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("%s: %w", what, classify(err))
	}
	if len(problems) != 1 || problems[0] != "ok" {
		return fmt.Errorf("%w: %s: %s", ErrCorrupt, what, quote(problems[0]))
	}
	return nil
}

// FreshPathBeside returns a path for a new, empty database in the same
// directory as path, named after the time now, that no file has yet
// ("xima-fresh-20261122-150405.db" beside "xima.db"). A user whose file is
// damaged can start on it while the damaged file stays as it was.
func FreshPathBeside(path string, now time.Time) string {
	return DatedPathBeside(path, "fresh", now)
}

// DefaultPath returns where Xima keeps its database when --db does not say:
// xima/xima.db in the user's data directory ($XDG_DATA_HOME or
// ~/.local/share on Linux and BSD, ~/Library/Application Support on macOS,
// %LOCALAPPDATA% on Windows).
func DefaultPath() (string, error) {
	var dir string
	switch runtime.GOOS {
	case "windows":
		dir = os.Getenv("LOCALAPPDATA")
		if dir == "" {
			return "", errors.New("default database path: %LOCALAPPDATA% is not set")
		}
	case "darwin", "ios":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("default database path: %w", err)
		}
		dir = filepath.Join(home, "Library", "Application Support")
	default:
		dir = os.Getenv("XDG_DATA_HOME")
		if dir == "" || !filepath.IsAbs(dir) {
			home, err := os.UserHomeDir()
			if err != nil {
				return "", fmt.Errorf("default database path: %w", err)
			}
			dir = filepath.Join(home, ".local", "share")
		}
	}
	return filepath.Join(dir, "xima", "xima.db"), nil
}

// deleteRow deletes the row id of table (a name of the schema's, never the
// user's), ErrNotFound when there is none; errors read "what id: why".
func (db *DB) deleteRow(ctx context.Context, table string, id int64, what string) error {
	err := db.update(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE id = ?`, id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return ErrNotFound
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("%s %d: %w", what, id, err)
	}
	return nil
}
