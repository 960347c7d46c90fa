package ximaera

import (
	"math/bits"

	"xima/games/core"
)

// MaxActions bounds the legal actions of any position: with n pieces on the
// board, at most 4 drops and n moves reach each of the 19-n empty cells,
// and (19-n)(n+4) is at most 132. A buffer of this capacity never grows.
const MaxActions = 132

// Legal appends the legal actions of the player to move to dst and returns
// it; nothing once the game is over. It allocates only when dst lacks room.
//
// rules/other-games.md, Ximaera, Turn: drop a piece of any kind left in
// the reserve on any empty cell, one action per kind and cell; or move a
// piece that stands next to no pivot and not on the barred cell: slide it
// any distance in one of the six directions over empty cells, or, for a
// pivot, jump over the neighbouring piece to the empty cell just beyond.
func (s *State) Legal(dst []Action) []Action {
	if s.end != core.NotOver {
		return dst
	}
	occ := s.occupied()
	empty := allCells &^ occ
	for p := Pivot; p <= Blue; p++ {
		if bits.OnesCount32(s.kinds[p]) < PerKind {
			for m := empty; m != 0; m &= m - 1 {
				dst = append(dst, DropAction(p, first(m)))
			}
		}
	}
	for m := s.movable(occ); m != 0; m &= m - 1 {
		from := first(m)
		for d := range directions {
			r := &rays[from][d]
			i := uint8(0)
			for ; i < r.n && s.board[r.c[i]] == None; i++ {
				dst = append(dst, MoveAction(from, r.c[i]))
			}
			if i == 0 && r.n >= 2 && s.board[from] == Pivot && s.board[r.c[1]] == None {
				dst = append(dst, MoveAction(from, r.c[1]))
			}
		}
	}
	return dst
}

// movable returns the pieces that may move: not next to a pivot and not on
// the barred cell.
func (s *State) movable(occ uint32) uint32 {
	m := occ &^ s.frozenMask()
	if s.barred != NoCell {
		m &^= bit(s.barred)
	}
	return m
}

// hasLegal reports whether the player to move has any legal action, without
// listing them: a drop while the reserve holds a piece (some cell is always
// empty: 19 cells, 12 pieces), else a movable piece with an empty neighbour
// or a pivot with a jump.
func (s *State) hasLegal() bool {
	occ := s.occupied()
	if bits.OnesCount32(occ) < Kinds*PerKind {
		return true
	}
	empty := allCells &^ occ
	for m := s.movable(occ); m != 0; m &= m - 1 {
		from := first(m)
		if neighbours[from]&empty != 0 {
			return true
		}
		if s.board[from] != Pivot {
			continue
		}
		for d := range directions {
			if r := &rays[from][d]; r.n >= 2 && empty&bit(r.c[1]) != 0 {
				return true // every neighbour is occupied, so this is a jump
			}
		}
	}
	return false
}
