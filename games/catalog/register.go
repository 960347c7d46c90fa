package catalog

import "sync"

// added are the games registered at run time after the built-in ones
// (All): a game kept outside this list's file, or a test's toy game.
var (
	addedMu sync.Mutex
	added   []Kind
)

// Register adds k to the games the program plays, after the built-in
// ones, and returns what takes it out again. Find, ForRecord and every
// reader of All see it at once.
func Register(k Kind) (remove func()) {
	addedMu.Lock()
	defer addedMu.Unlock()
	added = append(added, k)
	return func() {
		addedMu.Lock()
		defer addedMu.Unlock()
		for i, a := range added {
			if a.Name == k.Name {
				added = append(added[:i:i], added[i+1:]...)
				return
			}
		}
	}
}

// registered are the games Register added.
func registered() []Kind {
	addedMu.Lock()
	defer addedMu.Unlock()
	return append([]Kind(nil), added...)
}
