package boards

import (
	"fmt"

	"xima/games/core"
)

// Marks are what a rules page's picture points at on a board, in the
// game's notation, "" for none: From, a piece whose legal moves the
// board marks as when a click selects it, or Next, one action the board
// shows as a click would choose it, not played.
type Marks struct{ From, Next string }

// Action reads Next in g's notation; ok is false when there is none.
func (m Marks) Action(g core.Game) (a core.Action, ok bool, err error) {
	if m.Next == "" {
		return 0, false, nil
	}
	if a, err = g.Parse(m.Next); err != nil {
		return 0, false, fmt.Errorf("%s picture: %w", g.Name(), err)
	}
	return a, true, nil
}
