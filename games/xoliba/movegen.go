package xoliba

import "xima/games/core"

// maxFormed bounds the triangles one point is a corner of.
const maxFormed = 40

// formedTri is a triangle a move forms and what choosing it turns white.
type formedTri struct {
	tri   uint16
	turns Set
	first bool // the first triangle (notation order) that turns these points white
}

// formed lists the valid triangles the seat's piece moved from from to to
// would form, in the notation's order, with what each turns white
// (rules/other-games.md, Xoliba, Capture): every coloured piece the triangle
// surrounds; in the one-player game a capturing triangle's corners too. It
// does not check that the swap is allowed.
func (s *State) formed(seat uint8, from, to Point, out *[maxFormed]formedTri) int {
	own := s.pieces[seat] &^ Bit(from)
	occ := s.occupied()&^Bit(from) | Bit(to)
	n := 0
	for _, ct := range cornerTris[to] {
		if ct.others&own != ct.others {
			continue
		}
		t := &triangles[ct.tri]
		turns := t.surround & occ
		if turns != 0 && s.players == 1 {
			turns |= t.corners
		}
		f := formedTri{tri: ct.tri, turns: turns, first: true}
		for i := range n {
			if out[i].turns == turns {
				f.first = false
				break
			}
		}
		out[n] = f
		n++
	}
	return n
}

// distinct returns the number of different sets the formed triangles turn white.
func distinct(fs []formedTri) int {
	n := 0
	for _, f := range fs {
		if f.first {
			n++
		}
	}
	return n
}

// Legal appends the legal actions of the seat to move to dst and returns
// it: every move (one per origin, destination and set of captured pieces),
// or Pass when there is none. It is empty once the game is over; the
// repetition rule is Line's. It allocates nothing when dst has room.
func (s *State) Legal(dst []Action) []Action {
	if s.end != core.NotOver {
		return dst
	}
	start := len(dst)
	me := s.toMove
	white := AllPoints &^ s.occupied()
	var buf [maxFormed]formedTri
	for own := s.pieces[me]; own != 0; own &= own - 1 {
		from := own.first()
		for d := range rays[from] {
			ry := &rays[from][d]
			// rules/other-games.md, Xoliba, Move: the white piece is adjacent,
			// or further along the line with white pieces all the way.
			for i := range ry.n {
				to := ry.pts[i]
				if !white.Has(to) {
					break
				}
				n := s.formed(me, from, to, &buf)
				for _, f := range buf[:n] {
					if f.first {
						dst = append(dst, moveAction(from, to, f.tri))
					}
				}
			}
		}
	}
	if len(dst) == start && s.players > 1 {
		dst = append(dst, Pass)
	}
	return dst
}

// canMove reports whether the seat has a move: whether one of its pieces
// can reach a white point where it forms a valid triangle.
func (s *State) canMove(seat uint8) bool {
	mine := s.pieces[seat]
	white := AllPoints &^ s.occupied()
	for own := mine; own != 0; own &= own - 1 {
		from := own.first()
		rest := mine &^ Bit(from)
		for d := range rays[from] {
			ry := &rays[from][d]
			for i := range ry.n {
				to := ry.pts[i]
				if !white.Has(to) {
					break
				}
				for _, ct := range cornerTris[to] {
					if ct.others&rest == ct.others {
						return true
					}
				}
			}
		}
	}
	return false
}

// reaches reports whether the swap from-to is allowed: from and to share a
// line and every point after from up to to holds a white piece.
func (s *State) reaches(from, to Point) bool {
	white := AllPoints &^ s.occupied()
	for d := range rays[from] {
		ry := &rays[from][d]
		for i := range ry.n {
			q := ry.pts[i]
			if !white.Has(q) {
				break
			}
			if q == to {
				return true
			}
		}
	}
	return false
}

// Triangle is a valid triangle a move forms, for a board to highlight and
// let the mover pick: its corners (the moved piece's point among them), its
// size, the pieces choosing it turns white, and the legal action that
// chooses it.
type Triangle struct {
	Corners  [3]Point // the destination first, then the other two in order
	Shape    Shape
	Captures Set // the coloured pieces it surrounds (one player: with its corners when not empty)
	Action   Action
}

// Triangles lists the triangles the move of the piece on from to to would
// form for the seat to move, in the notation's order; nil when the move is
// not legal. Triangles that capture the same pieces share one Action.
func (s *State) Triangles(from, to Point) []Triangle {
	if s.end != core.NotOver || from >= Points || to >= Points || !s.pieces[s.toMove].Has(from) || !s.reaches(from, to) {
		return nil
	}
	var buf [maxFormed]formedTri
	n := s.formed(s.toMove, from, to, &buf)
	out := make([]Triangle, 0, n)
	for i, f := range buf[:n] {
		a := moveAction(from, to, f.tri)
		for _, g := range buf[:i] {
			if g.turns == f.turns {
				a = moveAction(from, to, g.tri)
				break
			}
		}
		o := triangles[f.tri].corners &^ Bit(to)
		first := o.first()
		out = append(out, Triangle{Corners: [3]Point{to, first, (o &^ Bit(first)).first()},
			Shape: triangles[f.tri].size, Captures: f.turns, Action: a})
	}
	return out
}
