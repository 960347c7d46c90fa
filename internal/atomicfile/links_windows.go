package atomicfile

import (
	"os"

	"golang.org/x/sys/windows"
)

// HardLinks returns how many names (hard links) the file at path has,
// the link itself when path is a symbolic link. Windows' FileInfo does not
// carry the count: it comes from GetFileInformationByHandle on a handle
// opened for its attributes only, which no other program's sharing mode
// refuses.
func HardLinks(path string) (uint64, error) {
	name, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return 0, &os.PathError{Op: "links", Path: path, Err: err}
	}
	h, err := windows.CreateFile(name, windows.FILE_READ_ATTRIBUTES,
		windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE|windows.FILE_SHARE_DELETE, nil, windows.OPEN_EXISTING,
		windows.FILE_FLAG_BACKUP_SEMANTICS|windows.FILE_FLAG_OPEN_REPARSE_POINT, 0)
	if err != nil {
		return 0, &os.PathError{Op: "links", Path: path, Err: err}
	}
	defer windows.CloseHandle(h)
	var info windows.ByHandleFileInformation
	if err := windows.GetFileInformationByHandle(h, &info); err != nil {
		return 0, &os.PathError{Op: "links", Path: path, Err: err}
	}
	return uint64(info.NumberOfLinks), nil
}
