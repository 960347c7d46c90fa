//go:build unix

package atomicfile

import (
	"os"
	"syscall"
)

// HardLinks returns how many names (hard links) the file at path has,
// the link itself when path is a symbolic link.
func HardLinks(path string) (uint64, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		return 0, err
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink), nil
	}
	return 1, nil
}
