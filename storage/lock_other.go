//go:build !linux && !windows

package storage

import "os"

// lockFile uses sideLock: the open-file-description locks lockFile takes
// on Linux are not in the standard library elsewhere, and flock meets
// SQLite's own locks on the BSDs and macOS.
func lockFile(f *os.File, path string, shared bool) (release func() error, excludes bool, err error) {
	return sideLock(path, shared)
}
