package storage

import (
	"errors"
	"os"
	"syscall"
)

// fOFDSetLk is F_OFD_SETLK (Linux 3.15, the same number on every
// architecture): a lock owned by the open file description, not the
// process, so a second description of the file in the same process
// conflicts with it and closing another descriptor does not drop it.
const fOFDSetLk = 37

// lockByte is the byte of the database file the lock covers: past the
// bytes SQLite locks (1 GiB to 1 GiB + 511), so it never meets SQLite's own
// locks, whatever the file's size (locks may lie beyond the end).
const lockByte = 1<<30 + 1<<10

// lockFile takes an open-file-description lock, exclusive or shared, on
// one byte of the database file f. Where the file system has no such
// locks, it falls back to sideLock. excludes says whether the lock keeps
// every writer out.
func lockFile(f *os.File, path string, shared bool) (release func() error, excludes bool, err error) {
	lk := syscall.Flock_t{Type: syscall.F_WRLCK, Whence: 0, Start: lockByte, Len: 1}
	if shared {
		lk.Type = syscall.F_RDLCK
	}
	err = syscall.FcntlFlock(f.Fd(), fOFDSetLk, &lk)
	switch {
	case err == nil:
		// Closing f ends the lock.
		return func() error { return nil }, true, nil
	case errors.Is(err, syscall.EAGAIN) || errors.Is(err, syscall.EACCES):
		return nil, false, errBusy
	case errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOLCK) || errors.Is(err, syscall.EOPNOTSUPP):
		return sideLock(path, shared)
	}
	return nil, false, &os.PathError{Op: "lock", Path: path, Err: err}
}
