//go:build unix

package atomicfile

import (
	"io/fs"
	"os"
	"syscall"
)

// keepOwner gives f old's owner and group where the system allows it
// (root, or the owner choosing one of their groups); elsewhere the new
// file is the writer's, as any new file is, so the error is dropped.
func keepOwner(f *os.File, old fs.FileInfo) {
	if st, ok := old.Sys().(*syscall.Stat_t); ok {
		_ = f.Chown(int(st.Uid), int(st.Gid))
	}
}
