//go:build unix

package main

import (
	"io/fs"
	"os"
	"syscall"
)

// hardLinks returns how many names a file has (1 where the system does
// not say).
func hardLinks(fi fs.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 1
}

// keepOwner gives f old's owner and group where the system allows it
// (root, or the owner choosing one of their groups); elsewhere the new
// file is the writer's, as any new file is, so the error is dropped.
func keepOwner(f *os.File, old fs.FileInfo) {
	if st, ok := old.Sys().(*syscall.Stat_t); ok {
		_ = f.Chown(int(st.Uid), int(st.Gid))
	}
}
