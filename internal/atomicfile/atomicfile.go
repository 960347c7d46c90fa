// Package atomicfile writes a file so that nothing acknowledged is lost
// and nothing is lost half-way: beside its path first, synced, renamed
// over it, the folder synced; an existing file keeps its mode, and a link
// or special file is refused. The CLI, the window and the backup write
// through it.
package atomicfile

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// ErrNotRegular is returned by Write for a path that holds something
// other than a regular file (a symbolic link, a directory, a device, a
// pipe), or a file with other hard links: Write leaves it as it is.
var ErrNotRegular = errors.New("not a regular file")

// Write writes a file at path through write, so that nothing
// acknowledged is lost and nothing is lost half-way:
//
//   - write writes to a new temporary file beside path, which is synced
//     and then renamed to path: path holds the old file or the whole new
//     one, never a part;
//   - an existing path is replaced only when replace is true, and only a
//     regular file with no other hard link; anything else (a symbolic
//     link, even one to a regular file, a directory, a device) is refused
//     with an error wrapping ErrNotRegular, an existing file without
//     replace with one wrapping fs.ErrExist;
//   - a replaced file keeps its permission bits (and, where the system
//     allows it, its owner and group); a new one gets perm less the umask;
//   - on any error the temporary file is removed, and nothing else: path
//     is never removed.
//
// write's error is returned as it is; Write's own errors name path.
func Write(path string, replace bool, perm fs.FileMode, write func(w io.Writer) error) (err error) {
	old, err := replaceable(path, replace)
	if err != nil {
		return err
	}
	mode := perm
	if old != nil {
		mode = old.Mode().Perm()
	}
	f, err := createBeside(path, mode)
	if err != nil {
		return err
	}
	tmp, closed, renamed := f.Name(), false, false
	defer func() {
		if !closed {
			f.Close() // write panicked: Windows removes no open file
		}
		if !renamed {
			os.Remove(tmp) // ours: created with O_EXCL
		}
	}()
	if old != nil {
		// OpenFile applied the umask: set the old bits exactly.
		err = f.Chmod(mode)
		keepOwner(f, old)
	}
	if err == nil {
		err = write(f)
	}
	if err == nil {
		err = f.Sync()
	}
	cerr := f.Close()
	closed = true
	if err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if replace {
		// Look again: the path may have changed while we wrote.
		if _, err := replaceable(path, true); err != nil {
			return err
		}
		err = Replace(tmp, path)
	} else {
		err = linkNew(tmp, path)
	}
	if err != nil {
		return err
	}
	renamed = true
	SyncDir(filepath.Dir(path))
	removeStalePartials(path, time.Now())
	return nil
}

// staleAfter is the age at which a temporary file beside a path is taken
// for one that a killed writer (SIGKILL, a power cut) left behind: no
// write of the app's lasts that long.
const staleAfter = 24 * time.Hour

// removeStalePartials removes the temporary files beside path that
// createBeside made for earlier writes and that are older than
// staleAfter; younger ones may belong to a write still going on.
func removeStalePartials(path string, now time.Time) {
	prefix := partialName(path)
	dir := filepath.Dir(prefix)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := filepath.Join(dir, e.Name())
		suffix, ok := strings.CutPrefix(name, prefix)
		if _, err := hex.DecodeString(suffix); !ok || len(suffix) != 12 || err != nil || !e.Type().IsRegular() {
			continue
		}
		if fi, err := e.Info(); err == nil && now.Sub(fi.ModTime()) > staleAfter {
			os.Remove(name)
		}
	}
}

// partialName is the beginning of the temporary files' names beside path.
func partialName(path string) string {
	dir, base := filepath.Split(path)
	if len(base) > 200 {
		base = base[:200]
	}
	return filepath.Join(dir, base+".partial-")
}

// replaceable returns what is at path (nil when nothing is), or an error
// when Write may not put a file there.
func replaceable(path string, replace bool) (fs.FileInfo, error) {
	fi, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if what := kindOf(fi.Mode()); what != "" {
		return nil, fmt.Errorf("%s is %s, %w: left as it is", path, what, ErrNotRegular)
	}
	n, err := HardLinks(path)
	if err != nil {
		return nil, err
	}
	if n > 1 {
		return nil, fmt.Errorf("%s has %d hard links, replacing it would part them (%w): left as it is", path, n, ErrNotRegular)
	}
	if !replace {
		return nil, &fs.PathError{Op: "write", Path: path, Err: fs.ErrExist}
	}
	return fi, nil
}

// kindOf names what a file of mode m is when it is no regular file.
func kindOf(m fs.FileMode) string {
	switch t := m.Type(); {
	case t == 0:
		return ""
	case t&fs.ModeSymlink != 0:
		return "a symbolic link"
	case t&fs.ModeDir != 0:
		return "a directory"
	case t&fs.ModeDevice != 0, t&fs.ModeCharDevice != 0:
		return "a device"
	case t&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case t&fs.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
}

// createBeside creates a new, empty temporary file in path's directory,
// named after path, with mode perm less the umask.
func createBeside(path string, perm fs.FileMode) (*os.File, error) {
	prefix := partialName(path)
	var b [6]byte
	for range 100 {
		for i := range b {
			b[i] = byte(rand.Uint32())
		}
		name := prefix + hex.EncodeToString(b[:])
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			return nil, &fs.PathError{Op: "create", Path: path, Err: err}
		}
		return f, nil
	}
	return nil, &fs.PathError{Op: "create", Path: path, Err: errors.New("no free temporary name beside it")}
}

// linkNew gives the complete file tmp the name path only if nothing has
// that name, and removes the name tmp. A hard link refuses an existing
// name atomically; where the file system has none it falls back on a
// check before the rename.
func linkNew(tmp, path string) error {
	err := os.Link(tmp, path)
	if errors.Is(err, fs.ErrExist) {
		return &fs.PathError{Op: "write", Path: path, Err: fs.ErrExist}
	}
	if err == nil {
		// path is the file now; the temporary name may go.
		os.Remove(tmp)
		return nil
	}
	if _, err := replaceable(path, false); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// SyncDir makes a rename in dir durable where the system allows it. A
// directory that cannot be synced (some file systems refuse) loses only
// durability across a power cut, never the file: the error is dropped.
func SyncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	_ = d.Sync()
	d.Close()
}
