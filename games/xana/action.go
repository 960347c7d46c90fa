package xana

import "strconv"

// Action is one part of a turn packed in an integer: the kind in bits
// 24-26, the stones moved or dropped in bits 18-23, the origin in bits 9-17
// and the destination in bits 0-8.
type Action uint32

// Kind is the kind of a part.
type Kind uint8

// The kinds of parts (rules/other-games.md, Xana: "Turn, in order").
const (
	KindNone Kind = iota
	KindDrop      // stones from the reserve onto an accessible cell or a friendly stack
	KindMove      // a stack, or its top part, to a cell of the part's circle
	KindSkip      // "-": no stack part, walls follow
	KindWall      // a wall on a cell of a friendly circle
	KindEnd       // the turn ends after the stack part or the first wall
	KindPass      // a turn with no stack part and no walls
	KindSwap      // the second player takes over White
)

// String names the kind.
func (k Kind) String() string {
	names := [...]string{"none", "drop", "move", "skip", "wall", "end", "pass", "swap"}
	if int(k) < len(names) {
		return names[k]
	}
	return "kind " + strconv.Itoa(int(k))
}

// DropAction returns the drop of n stones on c.
func DropAction(c Cell, n int) Action {
	return Action(KindDrop)<<24 | Action(n)<<18 | Action(c)
}

// MoveAction returns the move of the top n stones of the stack on from to
// to (all of them when n is the stack's height).
func MoveAction(from, to Cell, n int) Action {
	return Action(KindMove)<<24 | Action(n)<<18 | Action(from)<<9 | Action(to)
}

// WallAction returns the wall dropped on c.
func WallAction(c Cell) Action { return Action(KindWall)<<24 | Action(c) }

// The parts that name no cell.
const (
	SkipAction = Action(KindSkip) << 24
	EndAction  = Action(KindEnd) << 24
	PassAction = Action(KindPass) << 24
	SwapAction = Action(KindSwap) << 24
)

// Kind returns the part's kind.
func (a Action) Kind() Kind { return Kind(a >> 24 & 7) }

// Stones returns the stones a drop or a move carries.
func (a Action) Stones() int { return int(a >> 18 & 63) }

// From returns the origin of a move.
func (a Action) From() Cell { return Cell(a >> 9 & 511) }

// To returns where a drop, a move or a wall lands.
func (a Action) To() Cell { return Cell(a & 511) }
