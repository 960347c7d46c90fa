//go:build !windows

package storage

import "os"

// ReplaceFile renames the complete file tmp to path, atomically replacing
// whatever file was there.
func ReplaceFile(tmp, path string) error { return os.Rename(tmp, path) }
