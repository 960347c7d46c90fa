package xima

// Action is one action packed in an integer: the kind, the origin and the
// destination. A move is identified by its two cells (they share a line, so
// the path is known); an incorporation only by the kind of block and the cell
// where it comes to rest; a rescue by the common block given up.
type Action uint32

// Kind is the kind of an action.
type Kind uint8

// The kinds of action.
const (
	KindNone        Kind = iota
	KindMove             // a block on the board travels
	KindDropCommon       // a common block enters from the reserve
	KindDropSpecial      // the special enters from the reserve
	KindRescue           // a common on floor 3 is given up for the captured special
	KindPass             // a dice player with nothing for the roll, or stopping after one of two actions
)

// MoveAction returns the move of the top block of from to to.
func MoveAction(from, to Cell) Action {
	return Action(KindMove)<<16 | Action(from)<<8 | Action(to)
}

// DropAction returns the incorporation of a common (or the special) that
// comes to rest on to.
func DropAction(special bool, to Cell) Action {
	k := KindDropCommon
	if special {
		k = KindDropSpecial
	}
	return Action(k)<<16 | Action(to)
}

// RescueAction returns the rescue that gives up the common on top of c.
func RescueAction(c Cell) Action { return Action(KindRescue)<<16 | Action(c) }

// PassAction is the pass of a dice player.
const PassAction = Action(KindPass) << 16

// Kind returns the action's kind.
func (a Action) Kind() Kind { return Kind(a >> 16 & 7) }

// From returns the origin of a move.
func (a Action) From() Cell { return Cell(a >> 8) }

// To returns the destination: where a moving or incorporated block comes to
// rest, or the cell of the block given up in a rescue.
func (a Action) To() Cell { return Cell(a) }

// valid reports whether a is an action of some position: a known kind on
// board cells, nothing else set (a core.Action from elsewhere may not be).
func (a Action) valid() bool {
	switch a.Kind() {
	case KindMove:
		return a>>19 == 0 && a.From() < Cells && a.To() < Cells
	case KindDropCommon, KindDropSpecial, KindRescue:
		return a>>19 == 0 && a.From() == 0 && a.To() < Cells
	}
	return a == PassAction
}
