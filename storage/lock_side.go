package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"

	"github.com/mattn/go-sqlite3"
)

// sideLock is the lock where the database file itself cannot be locked
// apart from SQLite's locks: an exclusive SQLite lock on PATH.lock, held
// by one connection inside BEGIN EXCLUSIVE. path is resolved, so symlinks
// find the same lock file; two hard links of one file do not (a limit of
// this fallback only). A shared lock takes nothing: a read-only DB reads a
// snapshot through SQLite's own shared locks, and a writer can start
// beside it (excludes is false).
func sideLock(path string, shared bool) (release func() error, excludes bool, err error) {
	if shared {
		return func() error { return nil }, false, nil
	}
	ctx := context.Background()
	db, err := sql.Open("sqlite3", dsn(path+".lock", url.Values{"_busy_timeout": {"0"}}))
	if err != nil {
		return nil, false, fmt.Errorf("lock: %w", err)
	}
	conn, err := db.Conn(ctx)
	if err == nil {
		_, err = conn.ExecContext(ctx, "BEGIN EXCLUSIVE")
		if err != nil {
			conn.Close()
		}
	}
	if err != nil {
		db.Close()
		if c := sqliteCode(err); c == sqlite3.ErrBusy || c == sqlite3.ErrLocked {
			return nil, false, errBusy
		}
		return nil, false, fmt.Errorf("lock %s.lock: %w", path, err)
	}
	return func() error {
		_, err := conn.ExecContext(ctx, "ROLLBACK")
		return errors.Join(err, conn.Close(), db.Close())
	}, true, nil
}
