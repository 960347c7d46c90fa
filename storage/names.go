package storage

// CheckName says why name cannot be a profile's or a seat's name (valid
// UTF-8, 1 to MaxNameRunes characters, no control character, no space at
// either end), or returns nil. A caller checks a name from outside (a
// record's tag) with it before anything is saved under it.
func CheckName(name string) error { return checkName(name) }
