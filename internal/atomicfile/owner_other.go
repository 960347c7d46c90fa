//go:build !unix

package atomicfile

import (
	"io/fs"
	"os"
)

// keepOwner does nothing: the new file is the writer's.
func keepOwner(*os.File, fs.FileInfo) {}
