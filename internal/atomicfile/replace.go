package atomicfile

import "errors"

// ErrInUse means a file could not be replaced because another program
// holds it open: Windows refuses to rename a file over one that is open
// without delete sharing (a spreadsheet or viewer showing it). The file is
// left as it was.
var ErrInUse = errors.New("another program has the file open; close it there and try again")
