package maxima

// maxCaptures bounds the pieces one move takes: a Long Leaper jumps at most
// five along the d or e file, a Chameleon at most eight (a Withdrawer, two
// Long Leapers, three Pawns and two Coordinators).
const maxCaptures = 8

// Undo is what Unapply needs to take a move back.
type Undo struct {
	action Action
	moved  Piece
	n      uint8
	capSq  [maxCaptures]Square
	capPc  [maxCaptures]Piece
	hash   uint64
}

// Captured returns the squares the move emptied by capture (the piece's own
// square for a suicide), in the order taken.
func (u *Undo) Captured() []Square { return u.capSq[:u.n] }

// Apply plays a, trusted to be pseudo-legal in s, and returns what Unapply
// needs. It allocates nothing.
func (s *State) Apply(a Action) Undo {
	from, to := a.From(), a.To()
	p := s.board[from]
	u := Undo{action: a, moved: p, hash: s.hash}
	if a.Suicide() {
		s.take(&u, from)
	} else {
		s.move(&u, p, from, to)
	}
	s.toMove ^= 1
	s.hash ^= zobBlack
	return u
}

// Unapply takes back the move Apply returned u for.
func (s *State) Unapply(u Undo) {
	s.toMove ^= 1
	from, to := u.action.From(), u.action.To()
	if !u.action.Suicide() {
		s.board[to] = Empty
		s.board[from] = u.moved
		if u.moved.Kind() == King {
			s.king[u.moved.Color()] = from
		}
	}
	for i := int(u.n) - 1; i >= 0; i-- {
		q, p := u.capSq[i], u.capPc[i]
		s.board[q] = p
		s.count[p.Color()]++
		if p.Kind() == King {
			s.king[p.Color()] = q
		}
	}
	s.hash = u.hash
}

// take removes the piece on q as a capture.
func (s *State) take(u *Undo, q Square) {
	p := s.board[q]
	u.capSq[u.n], u.capPc[u.n] = q, p
	u.n++
	s.board[q] = Empty
	s.count[p.Color()]--
	s.hash ^= zobPiece[q][p]
	if p.Kind() == King {
		s.king[p.Color()] = NoSquare
	}
}

// isEnemy reports whether q holds a piece of colour other than c.
func (s *State) isEnemy(q Square, c Color) bool {
	return q != NoSquare && s.board[q] != Empty && s.board[q].Color() != c
}

// move plays a non-suicide move and its captures (rules/other-games.md,
// Maxima; seed, Pieces): they happen automatically and combine.
func (s *State) move(u *Undo, p Piece, from, to Square) {
	c, k := p.Color(), p.Kind()
	d := int(dirTo[from][to])
	if s.board[to] != Empty {
		s.take(u, to) // replacement: Guard, Mage, King, a Chameleon's step
	}
	if k == LongLeaper || k == Chameleon {
		for q := step[from][d]; q != to; q = step[q][d] {
			if s.board[q] != Empty {
				s.take(u, q) // the jumped pieces
			}
		}
	}
	// A Withdrawer takes the enemy it moves straight away from; a
	// Chameleon takes so only a Withdrawer.
	if k == Withdrawer || k == Chameleon {
		if b := step[from][opposite(d)]; s.isEnemy(b, c) && (k == Withdrawer || s.board[b].Kind() == Withdrawer) {
			s.take(u, b)
		}
	}
	s.board[from] = Empty
	s.board[to] = p
	s.hash ^= zobPiece[from][p] ^ zobPiece[to][p]
	if k == King {
		s.king[c] = to
	}
	switch k {
	case Pawn:
		s.custodian(u, to, c, false)
	case Chameleon:
		// seed, Chameleon: it takes a Pawn only moving orthogonally.
		if orthogonal(d) {
			s.custodian(u, to, c, true)
		}
		s.coordinate(u, to, c, true)
	case Coordinator:
		s.coordinate(u, to, c, false)
	}
}

// custodian takes each enemy next to q along a file or rank with a piece
// of c's (frozen or not) beyond it; a Chameleon (onlyPawns) takes Pawns only.
func (s *State) custodian(u *Undo, q Square, c Color, onlyPawns bool) {
	for d := 0; d < 8; d += 2 {
		n := step[q][d]
		if !s.isEnemy(n, c) || (onlyPawns && s.board[n].Kind() != Pawn) {
			continue
		}
		if b := step[n][d]; b != NoSquare && s.board[b] != Empty && s.board[b].Color() == c {
			s.take(u, n)
		}
	}
}

// coordinate takes the enemies on the two other corners of the rectangle
// that q and c's King span, nothing when they share a rank or file; a
// Chameleon (onlyCoordinators) takes Coordinators only.
func (s *State) coordinate(u *Undo, q Square, c Color, onlyCoordinators bool) {
	K := s.king[c]
	if K == NoSquare || K.Rank() == q.Rank() || K.File() == q.File() {
		return
	}
	for _, corner := range [2]Square{MakeSquare(q.File(), K.Rank()), MakeSquare(K.File(), q.Rank())} {
		if corner.Valid() && s.isEnemy(corner, c) && (!onlyCoordinators || s.board[corner].Kind() == Coordinator) {
			s.take(u, corner)
		}
	}
}
