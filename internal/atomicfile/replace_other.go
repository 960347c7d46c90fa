//go:build !windows

package atomicfile

import "os"

// Replace renames the complete file tmp to path, atomically replacing
// whatever file was there.
func Replace(tmp, path string) error { return os.Rename(tmp, path) }
