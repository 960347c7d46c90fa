package storage

import (
	"errors"
	"fmt"

	"github.com/mattn/go-sqlite3"
)

// Errors callers test with errors.Is. The returned errors wrap them with
// the detail (path, name, versions).
var (
	// ErrLocked means another copy of Xima has the database open.
	ErrLocked = errors.New("the database is in use by another copy of xima")
	// ErrCorrupt means the file is damaged or is not an SQLite database;
	// Open leaves it untouched (see FreshPathBeside).
	ErrCorrupt = errors.New("the database file is damaged or is not a database")
	// ErrNewerSchema means a newer version of Xima wrote the file; Open
	// leaves it untouched.
	ErrNewerSchema = errors.New("the database was written by a newer version of xima")
	// ErrOldSchema means an older version of Xima wrote the file:
	// OpenReadOnly refuses it, Open brings it up to date.
	ErrOldSchema = errors.New("the database was written by an older version of xima and needs updating")
	// ErrReadOnly means a DB opened with OpenReadOnly was asked to write.
	ErrReadOnly = errors.New("the database is open read-only")
	// ErrForeign means the file is another application's SQLite database.
	ErrForeign = errors.New("the file is a database of another application")
	// ErrNotFound means no profile, game or saved game has the given id.
	ErrNotFound = errors.New("not found")
	// ErrNameTaken means another profile already has the name, ignoring case.
	ErrNameTaken = errors.New("name already taken")
	// ErrInvalid means a value the caller gave cannot be stored as it is.
	ErrInvalid = errors.New("invalid")
	// ErrStaleRating means a rating change was computed from a rating that
	// has changed since (another game was recorded in between).
	ErrStaleRating = errors.New("rating changed since it was read")
	// ErrBadFile means an import file is not a club file this version reads.
	ErrBadFile = errors.New("not a xima club file")
	// ErrBusy means another program (not xima: the sqlite3 shell, a
	// backup tool) holds SQLite's own lock on the database. Copies of
	// xima keep each other out before SQLite's locks (ErrLocked).
	ErrBusy = errors.New("another program holds a lock on the database")
	// ErrCannotWrite means the database cannot be written where it is: a
	// read-only file, folder or medium.
	ErrCannotWrite = errors.New("the database cannot be written")
)

// sqliteCode returns the SQLite primary result code inside err, or 0.
func sqliteCode(err error) sqlite3.ErrNo {
	var se sqlite3.Error
	if errors.As(err, &se) {
		return se.Code
	}
	return 0
}

// classify turns SQLite's busy and corruption codes into the package's
// sentinels, keeping SQLite's message.
func classify(err error) error {
	switch sqliteCode(err) {
	case sqlite3.ErrBusy, sqlite3.ErrLocked:
		return fmt.Errorf("%w: %w", ErrBusy, err)
	case sqlite3.ErrCorrupt, sqlite3.ErrNotADB:
		return fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	return err
}
