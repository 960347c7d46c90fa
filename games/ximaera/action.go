package ximaera

// Piece is what stands on a cell: None or one of the four kinds of
// rules/other-games.md, Ximaera (a pivot, or a red, green or blue pip).
type Piece uint8

// The pieces. Kinds is the number of kinds and PerKind the pieces of each.
const (
	None Piece = iota
	Pivot
	Red
	Green
	Blue

	Kinds   = 4
	PerKind = 3
)

// Letter returns the piece's notation letter: P, R, G or B ('.' for None).
func (p Piece) Letter() byte {
	if p > Blue {
		return '?'
	}
	return ".PRGB"[p]
}

// String returns the piece's name: "pivot", "red", "green", "blue" or "none".
func (p Piece) String() string {
	switch p {
	case Pivot:
		return "pivot"
	case Red:
		return "red"
	case Green:
		return "green"
	case Blue:
		return "blue"
	}
	return "none"
}

// PieceOf returns the piece with notation letter l (either case).
func PieceOf(l byte) (Piece, bool) {
	switch l | 0x20 {
	case 'p':
		return Pivot, true
	case 'r':
		return Red, true
	case 'g':
		return Green, true
	case 'b':
		return Blue, true
	}
	return None, false
}

// Action is one action packed in an integer. Bits 0-4 hold the destination,
// bits 5-9 the origin (NoCell for a drop) and bits 10-12 the dropped piece
// (None for a move). A move is identified by its two cells: a slide needs
// the cells between them empty, a jump the one between occupied.
type Action uint16

// DropAction returns the drop of a piece of kind p on to.
func DropAction(p Piece, to Cell) Action {
	return Action(p)<<10 | Action(NoCell)<<5 | Action(to)
}

// MoveAction returns the slide or jump of the piece on from to to.
func MoveAction(from, to Cell) Action { return Action(from)<<5 | Action(to) }

// IsDrop reports whether a drops a piece from the reserve.
func (a Action) IsDrop() bool { return a>>10 != 0 }

// Piece returns the kind a drop brings in (None for a move).
func (a Action) Piece() Piece { return Piece(a >> 10 & 7) }

// From returns the origin of a move (NoCell for a drop).
func (a Action) From() Cell { return Cell(a >> 5 & 31) }

// To returns the cell where the piece comes to rest.
func (a Action) To() Cell { return Cell(a & 31) }
