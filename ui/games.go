package ui

import (
	"fmt"

	"xima/ui/boards"
	"xima/ui/boards/maxima"
	"xima/ui/boards/xana"
	"xima/ui/boards/ximaera"
	"xima/ui/boards/xoliba"
	"xima/ui/lang"
	ximaui "xima/ui/xima"
)

// windowGames is the window's one list of games, in the order the home
// screen shows them: each game's UI package makes its kind (its board,
// and what its screens add) for the shell. Every screen that differs by
// game asks the kind; a new game is one line here (and one in the
// catalog's list).
var windowGames = []func(h ximaui.Host) boards.Kind{
	ximaui.Kind,
	func(ximaui.Host) boards.Kind { return ximaera.Kind() },
	func(ximaui.Host) boards.Kind { return xana.Kind() },
	func(ximaui.Host) boards.Kind { return xoliba.Kind() },
	func(ximaui.Host) boards.Kind { return maxima.Kind() },
}

// gameKinds are the window's games, for this shell.
func (s *Shell) gameKinds() []boards.Kind {
	kinds := make([]boards.Kind, len(windowGames))
	for i, kind := range windowGames {
		kinds[i] = kind(s)
	}
	return kinds
}

// findKind returns the game named name (the store's and the records'
// name), or says this build does not play it.
func (s *Shell) findKind(name string) (boards.Kind, error) {
	for _, k := range s.gameKinds() {
		if k.Name == name {
			return k, nil
		}
	}
	return boards.Kind{}, fmt.Errorf("%s %q", lang.L("this build cannot open a game of"), name)
}
