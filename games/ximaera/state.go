package ximaera

import "math/bits"

// End says how a game ended.
type End uint8

// The ways a game ends (rules/other-games.md, Ximaera, End), plus a
// resignation.
const (
	NotOver    End = iota
	Group          // the mover connected three pieces of one kind: the mover wins
	Repetition     // the move made a position's third occurrence: the mover loses
	NoMove         // the player to move has no legal move: that player wins
	Resigned       // a player resigned: the other wins
)

// String returns the end's name as the record's Termination tag writes it.
func (e End) String() string {
	switch e {
	case Group:
		return "group"
	case Repetition:
		return "repetition"
	case NoMove:
		return "no move"
	case Resigned:
		return "resignation"
	}
	return "not over"
}

// Shape is the shape of a group of three connected cells (rules/other-games.md,
// Ximaera, End: a straight line, a bent line or a triangle).
type Shape uint8

// The shapes of three connected cells.
const (
	Straight Shape = iota + 1 // three in a straight line
	Bent                      // a bent line: the ends are not neighbours
	Triangle                  // each cell touches the other two
)

// String names the shape: "line", "bent line" or "triangle".
func (sh Shape) String() string {
	switch sh {
	case Straight:
		return "line"
	case Bent:
		return "bent line"
	case Triangle:
		return "triangle"
	}
	return "none"
}

// State is a position: the 19 cells, the player to move, the cell barred
// by the opponent's last action and, once the game is over, how it ended.
// It is a plain value: copy it with =, compare it with ==.
type State struct {
	board  [Cells]Piece
	kinds  [Kinds + 1]uint32 // the cells of each kind (index None unused)
	hash   uint64
	toMove uint8
	barred Cell // NoCell when nothing is barred
	end    End
	winner uint8
}

// NewState returns the opening position: an empty board, every piece in
// the reserve, seat 0 (player 1) to move and nothing barred.
func NewState() State { return State{barred: NoCell} }

// At returns the piece on c (None when empty).
func (s *State) At(c Cell) Piece { return s.board[c] }

// ToMove returns the seat of the player to move, 0 or 1.
func (s *State) ToMove() int { return int(s.toMove) }

// Reserve returns how many pieces of kind p are off the board; the reserve
// follows from the board, since there are no captures.
func (s *State) Reserve(p Piece) int {
	if p == None || p > Blue {
		return 0
	}
	return PerKind - bits.OnesCount32(s.kinds[p])
}

// OnBoard returns the number of pieces on the board.
func (s *State) OnBoard() int { return bits.OnesCount32(s.occupied()) }

// Barred returns the cell whose piece may not move this turn: where the
// opponent's last drop or move ended (rules/other-games.md, Ximaera,
// Decision). ok is false on the first turn.
func (s *State) Barred() (c Cell, ok bool) { return s.barred, s.barred != NoCell }

// Frozen reports whether the piece on c cannot move because it stands next
// to a pivot (rules/other-games.md, Ximaera, Turn); false for an empty cell.
func (s *State) Frozen(c Cell) bool {
	return c < Cells && s.board[c] != None && s.frozenMask()&bit(c) != 0
}

// Hash returns the position's key for the repetition rule: the 19 cells
// packed three bits each (the piece there) with the number of pieces on
// the board in bits 58-61. It is exact, so equal keys are equal positions;
// Apply keeps it up to date.
func (s *State) Hash() uint64 { return s.hash }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.end != NotOver }

// End returns how the game ended (NotOver while it goes on).
func (s *State) End() End { return s.end }

// Winner returns the winner's seat, or -1 while the game goes on.
func (s *State) Winner() int {
	if s.end == NotOver {
		return -1
	}
	return int(s.winner)
}

// WinningGroup returns the three connected cells of one kind and their
// shape, if the board has such a group (rules/other-games.md, Ximaera, End).
func (s *State) WinningGroup() (cells [3]Cell, shape Shape, ok bool) {
	for p := Pivot; p <= Blue; p++ {
		if connected(s.kinds[p]) {
			m := s.kinds[p]
			for i := range cells {
				cells[i] = first(m)
				m &= m - 1
			}
			return cells, shapeOf(cells), true
		}
	}
	return cells, 0, false
}

// connected reports whether m holds three cells joined by neighbourhood:
// at least two of their three pairs touch.
func connected(m uint32) bool {
	if bits.OnesCount32(m) != PerKind {
		return false
	}
	touching := 0
	for r := m; r != 0; r &= r - 1 {
		touching += bits.OnesCount32(neighbours[first(r)] & m)
	}
	return touching >= 4 // each touching pair counted twice
}

// shapeOf classifies three connected cells.
func shapeOf(c [3]Cell) Shape {
	if Adjacent(c[0], c[1]) && Adjacent(c[1], c[2]) && Adjacent(c[0], c[2]) {
		return Triangle
	}
	for i := range c {
		a, m, b := c[(i+1)%3], c[i], c[(i+2)%3]
		if a.File()+b.File() == 2*m.File() && a.Rank()+b.Rank() == 2*m.Rank() {
			return Straight
		}
	}
	return Bent
}

// occupied returns the mask of the cells with a piece.
func (s *State) occupied() uint32 {
	return s.kinds[Pivot] | s.kinds[Red] | s.kinds[Green] | s.kinds[Blue]
}

// frozenMask returns the cells next to a pivot: a piece there cannot move
// (rules/other-games.md, Ximaera, Turn). Two neighbouring pivots are in each
// other's mask.
func (s *State) frozenMask() uint32 {
	var m uint32
	for p := s.kinds[Pivot]; p != 0; p &= p - 1 {
		m |= neighbours[first(p)]
	}
	return m
}

// pieceKey is a piece's contribution to the hash at cell c.
func pieceKey(p Piece, c Cell) uint64 { return uint64(p) << (3 * uint(c)) }

// countKey is one piece's contribution to the count in the hash.
const countKey = 1 << 58

// computeHash computes the hash from scratch; Apply keeps s.hash equal to it.
func (s *State) computeHash() uint64 {
	var h uint64
	for c := range Cell(Cells) {
		if p := s.board[c]; p != None {
			h += pieceKey(p, c) + countKey
		}
	}
	return h
}
