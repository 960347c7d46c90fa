package atomicfile

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/windows"
)

// Replace renames the complete file tmp to path, atomically replacing
// whatever file was there. Where Windows refuses because a program holds
// path open, the error wraps ErrInUse and names path; a read-only path is
// said to be one.
func Replace(tmp, path string) error {
	err := os.Rename(tmp, path)
	if err == nil {
		return nil
	}
	if errors.Is(err, windows.ERROR_SHARING_VIOLATION) || errors.Is(err, windows.ERROR_LOCK_VIOLATION) {
		return fmt.Errorf("cannot replace %s: %w", path, ErrInUse)
	}
	if errors.Is(err, windows.ERROR_ACCESS_DENIED) {
		if fi, serr := os.Stat(path); serr == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o200 == 0 {
			return fmt.Errorf("cannot replace %s: the file is read-only", path)
		}
		// Windows says "access denied" too for a file open without
		// delete sharing, which is what an open file most often is.
		return fmt.Errorf("cannot replace %s: %w", path, ErrInUse)
	}
	return err
}
