//go:build unix

package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// specialFiles makes a named pipe and, where the user may (root), a
// character device like /dev/null in dir, for export to refuse.
func specialFiles(t *testing.T, dir string) []refusedPath {
	t.Helper()
	var made []refusedPath
	pipe := filepath.Join(dir, "pipe.json")
	if err := syscall.Mkfifo(pipe, 0o644); err == nil {
		made = append(made, refusedPath{"a named pipe", pipe})
	} else {
		t.Logf("no named pipe: %v", err)
	}
	dev := filepath.Join(dir, "null.json")
	if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3); err == nil {
		made = append(made, refusedPath{"a device", dev})
	} else if os.Geteuid() == 0 {
		t.Errorf("root cannot make a device: %v", err)
	} else {
		t.Logf("no device (not root): %v", err)
	}
	return made
}
