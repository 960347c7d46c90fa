package storage

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// lockByte is the byte of the database file the lock covers: past the
// bytes SQLite locks (1 GiB to 1 GiB + 511) and inside the page that holds
// them, which SQLite never reads or writes at Xima's page size (4096), so
// the lock, which Windows enforces on every other handle, never stands in
// SQLite's way whatever the file's size (locks may lie beyond the end).
const lockByte = 1<<30 + 1<<10

// lockFile takes a byte-range lock (LockFileEx), exclusive or shared, on
// one byte of the database file f. Windows keys it by the file and the
// handle, so another name of the file (a hard link) or another handle, in
// this process or another, is refused, and it goes when the handle is
// closed or the process ends.
func lockFile(f *os.File, path string, shared bool) (release func() error, excludes bool, err error) {
	h := windows.Handle(f.Fd())
	flags := uint32(windows.LOCKFILE_FAIL_IMMEDIATELY)
	if !shared {
		flags |= windows.LOCKFILE_EXCLUSIVE_LOCK
	}
	at := func() *windows.Overlapped {
		return &windows.Overlapped{Offset: uint32(lockByte), OffsetHigh: uint32(uint64(lockByte) >> 32)}
	}
	err = windows.LockFileEx(h, flags, 0, 1, 0, at())
	switch {
	case err == nil:
		return func() error {
			if err := windows.UnlockFileEx(h, 0, 1, 0, at()); err != nil {
				return &os.PathError{Op: "unlock", Path: path, Err: err}
			}
			return nil
		}, true, nil
	case errors.Is(err, windows.ERROR_LOCK_VIOLATION) || errors.Is(err, windows.ERROR_SHARING_VIOLATION):
		return nil, false, errBusy
	case errors.Is(err, windows.ERROR_NOT_SUPPORTED) || errors.Is(err, windows.ERROR_INVALID_FUNCTION):
		// A network share or file system without byte-range locks.
		return sideLock(path, shared)
	}
	return nil, false, &os.PathError{Op: "lock", Path: path, Err: err}
}
