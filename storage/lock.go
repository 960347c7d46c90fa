package storage

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// The lock is on what the database file is, not on what it is called: a
// hard link or a symlink is the same file under another name, and two
// copies of Xima writing one file through two names would each keep their
// own -wal and -shm and lose each other's work.
//
//   - Between processes it is an advisory lock on the database file itself
//     (see lockFile), which the system keys by the file, not the name, and
//     drops when the process ends, even by SIGKILL.
//   - Within the process it is the table of open files below, compared with
//     os.SameFile: a second DB of a file the process already holds is
//     refused before a descriptor of the file is opened, because closing a
//     descriptor of a file drops every POSIX lock the process holds on it,
//     SQLite's own among them.
//
// A writable Open holds the lock exclusively; OpenReadOnly holds it shared,
// so several exports can run together but never beside a writer.

// heldFiles is the process's table of the database files its DBs hold.
// It is the one mutable package variable of the store: POSIX locks belong
// to the process, so what the process holds is one table for the process.
var heldFiles struct {
	sync.Mutex
	list []*fileLock
}

// fileLock is one database file held by one or more DBs of the process.
type fileLock struct {
	f       *os.File // open for as long as the lock is held
	info    os.FileInfo
	shared  bool
	users   int          // DBs that hold it (more than one only when shared)
	release func() error // ends the lock between processes

	// excludesWriters says that no other process can open the file for
	// writing while the lock is held (false where the fallback sideLock
	// holds a shared lock: it takes none).
	excludesWriters bool
}

// errBusy means someone else holds the file; acquireLock tries again for
// lockWaitMillis before it says ErrLocked.
var errBusy = errors.New("busy")

// acquireLock locks the database file at path, which resolvePath returned.
// An exclusive lock creates the file when it is missing; a shared lock
// needs it to exist and opens it read-only. It waits lockWaitMillis, or
// until ctx's deadline when that comes first, for a holder that is just
// closing, then says ErrLocked.
func acquireLock(ctx context.Context, path string, shared bool) (*fileLock, error) {
	deadline := time.Now().Add(lockWaitMillis * time.Millisecond)
	if d, ok := ctx.Deadline(); ok && d.Before(deadline) {
		deadline = d
	}
	locked := fmt.Errorf("%w (%s is locked)", ErrLocked, path)
	for {
		l, err := tryLock(path, shared)
		if !errors.Is(err, errBusy) {
			return l, err
		}
		wait := min(20*time.Millisecond, time.Until(deadline))
		if wait <= 0 {
			return nil, locked
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				return nil, locked
			}
			return nil, ctx.Err()
		case <-t.C:
		}
	}
}

func tryLock(path string, shared bool) (*fileLock, error) {
	heldFiles.Lock()
	defer heldFiles.Unlock()
	if info, err := os.Stat(path); err == nil {
		if l := heldBy(info); l != nil {
			if shared && l.shared {
				l.users++
				return l, nil
			}
			return nil, errBusy
		}
	}
	flag := os.O_RDWR | os.O_CREATE
	if shared {
		flag = os.O_RDONLY
	}
	f, err := os.OpenFile(path, flag, 0o644)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	switch {
	case err != nil:
		f.Close()
		return nil, err
	case !info.Mode().IsRegular():
		f.Close()
		return nil, fmt.Errorf("%w: not a regular file (%v)", ErrInvalid, info.Mode().Type())
	case heldBy(info) != nil:
		// Another name of a held file took this name since the Stat above.
		f.Close()
		return nil, errBusy
	}
	release, excludes, err := lockFile(f, path, shared)
	if err != nil {
		f.Close() // no DB of the process has this file: no SQLite lock to drop
		return nil, err
	}
	l := &fileLock{f: f, info: info, shared: shared, users: 1, release: release, excludesWriters: excludes}
	heldFiles.list = append(heldFiles.list, l)
	return l, nil
}

// heldBy returns the held file info is, or nil. heldFiles must be locked.
func heldBy(info os.FileInfo) *fileLock {
	for _, l := range heldFiles.list {
		if os.SameFile(l.info, info) {
			return l
		}
	}
	return nil
}

// releaseLock lets go of the file once its last DB does. The DB's SQLite
// connections must be closed before.
func (l *fileLock) releaseLock() error {
	heldFiles.Lock()
	defer heldFiles.Unlock()
	if l.users--; l.users > 0 {
		return nil
	}
	for i, h := range heldFiles.list {
		if h == l {
			heldFiles.list = append(heldFiles.list[:i], heldFiles.list[i+1:]...)
			break
		}
	}
	return errors.Join(l.release(), l.f.Close())
}

// resolvePath returns the file path names after every symlink, its
// directory's included; a file that does not exist yet keeps its base
// name in the resolved directory. A symlink to nothing is refused: the
// database would be made wherever it points.
func resolvePath(abs string) (string, error) {
	real, err := filepath.EvalSymlinks(abs)
	if err == nil {
		return real, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	if fi, err := os.Lstat(abs); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		target, _ := os.Readlink(abs)
		return "", fmt.Errorf("%w: a symlink to %s, which does not exist", ErrInvalid, quote(target))
	}
	dir, err := filepath.EvalSymlinks(filepath.Dir(abs))
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, filepath.Base(abs)), nil
}
