// Package testfs is what tests that write files share: a folder's names
// and a file's text, to compare before and after a write.
package testfs

import (
	"fmt"
	"os"
	"testing"
)

// Names returns the names in dir, sorted.
func Names(t testing.TB, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var n []string
	for _, e := range entries {
		n = append(n, e.Name())
	}
	return n
}

// Content returns the file's text (its first 40 bytes quoted when it is
// longer), or "<err>" where it cannot be read.
func Content(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return "<" + err.Error() + ">"
	}
	if len(b) > 40 {
		return fmt.Sprintf("%q... (%d bytes)", b[:40], len(b))
	}
	return string(b)
}
