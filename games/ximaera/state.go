package ximaera

import (
	"math/bits"

	"xima/games/core"
)

// The ways a game ends that are Ximaera's own (rules/other-games.md,
// Ximaera, End), as the record's Termination tag writes them. A game also
// ends by core.Repetition (the move that made a position's third
// occurrence loses), core.Resigned and core.Flagged.
const (
	Group  core.Reason = "group"   // the mover connected three pieces of one kind: the mover wins
	NoMove core.Reason = "no-move" // the player to move has no legal move: that player wins
)

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
	key    uint64            // the repetition key: see computeKey
	toMove uint8
	barred Cell        // NoCell when nothing is barred
	end    core.Reason // core.NotOver while the game goes on
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

// Seats returns the number of players, 2.
func (s *State) Seats() int { return Seats }

// Hash returns the position's key for search, exact: the 19 cells packed
// three bits each (the piece there), the side to move in bit 57 and the
// barred cell in bits 58-62. Equal hashes are equal positions, the side to
// move and the barred cell included.
func (s *State) Hash() uint64 {
	return s.key&(1<<57-1) | uint64(s.toMove)<<57 | uint64(s.barred)<<58
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.end != core.NotOver }

// Winner returns the winner's seat, or -1 while the game goes on.
func (s *State) Winner() int {
	if s.end == core.NotOver {
		return -1
	}
	return int(s.winner)
}

// Result returns how the game stands: the winner and the reason once it is
// over (Ximaera has no draws).
func (s *State) Result() core.Result {
	if s.end == core.NotOver {
		return core.Going
	}
	return core.Result{Over: true, Winner: int(s.winner), Reason: s.end}
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

// The repetition key (rules/other-games.md, Ximaera, End: a position is the
// 19 cells, whoever is to move) packs the cells three bits each, the piece
// there, with the number of pieces on the board in bits 58-61. It is exact,
// so equal keys are equal boards; Apply keeps it up to date.

// pieceKey is a piece's contribution to the key at cell c.
func pieceKey(p Piece, c Cell) uint64 { return uint64(p) << (3 * uint(c)) }

// countKey is one piece's contribution to the count in the key.
const countKey = 1 << 58

// computeKey computes the repetition key from scratch; Apply keeps s.key
// equal to it.
func (s *State) computeKey() uint64 {
	var h uint64
	for c := range Cell(Cells) {
		if p := s.board[c]; p != None {
			h += pieceKey(p, c) + countKey
		}
	}
	return h
}
