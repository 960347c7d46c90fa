// Package storage keeps Xima's local data in one SQLite file: profiles with
// their CIMAX and experience per game, the rating history, finished games with
// their full records, and games in progress (autosaved after every action).
//
// The store knows no game rules: a record is opaque text, and rating changes
// (Delta, force, power, level) arrive as numbers the caller computed.
//
// Open takes an exclusive lock on the database file itself, by what the
// file is and not by its name, so that a hard link or a symlink does not get
// past it (held for as long as the DB is open); it refuses a damaged,
// foreign or newer file without writing to it, and applies the embedded
// migrations. OpenReadOnly opens a current file for reading only (an
// export), with the lock shared and nothing written or made beside it.
// Every exported method runs in one transaction; writes go
// through a single connection, reads through a pool that never waits for a
// writer (WAL journal).
package storage
