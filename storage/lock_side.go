package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"syscall"

	"github.com/mattn/go-sqlite3"
)

// sideLock is the lock where the database file itself cannot be locked
// apart from SQLite's locks: an SQLite lock on the side file PATH.lock,
// held by one connection inside a transaction, exclusive (BEGIN EXCLUSIVE)
// or shared (a read). path is resolved, so symlinks find the same lock
// file; two hard links of one file do not (a limit of this fallback only).
// A shared lock on a directory where the side file is missing and cannot
// be made takes nothing: no writer can work there either.
func sideLock(path string, shared bool) (release func() error, excludes bool, err error) {
	lockPath := path + ".lock"
	if shared {
		f, err := os.OpenFile(lockPath, os.O_RDONLY|os.O_CREATE, 0o644)
		switch {
		case errors.Is(err, os.ErrPermission) || errors.Is(err, syscall.EROFS):
			if _, serr := os.Stat(lockPath); errors.Is(serr, os.ErrNotExist) {
				return func() error { return nil }, true, nil
			}
		case err != nil:
			return nil, false, fmt.Errorf("lock: %w", err)
		default:
			f.Close()
		}
	}
	params := url.Values{"_busy_timeout": {"0"}}
	begin := "BEGIN EXCLUSIVE"
	if shared {
		params.Set("mode", "ro")
		begin = "BEGIN"
	}
	ctx := context.Background()
	db, err := sql.Open("sqlite3", dsn(lockPath, params))
	if err != nil {
		return nil, false, fmt.Errorf("lock: %w", err)
	}
	conn, err := db.Conn(ctx)
	if err == nil {
		_, err = conn.ExecContext(ctx, begin)
		if err == nil && shared {
			// A read takes SQLite's shared lock, held until the end.
			_, err = conn.ExecContext(ctx, "SELECT count(*) FROM sqlite_schema")
		}
		if err != nil {
			conn.Close()
		}
	}
	if err != nil {
		db.Close()
		if c := sqliteCode(err); c == sqlite3.ErrBusy || c == sqlite3.ErrLocked {
			return nil, false, errBusy
		}
		return nil, false, fmt.Errorf("lock %s: %w", lockPath, err)
	}
	return func() error {
		_, err := conn.ExecContext(ctx, "ROLLBACK")
		return errors.Join(err, conn.Close(), db.Close())
	}, true, nil
}
