package maxima

// Legal appends the legal moves of the side to move to dst and returns it:
// nothing once the game is over by invasion or bare King; otherwise every
// pseudo-legal move that does not leave the mover in check (unless it
// completes an invasion) and does not fill the mover's own palace
// (rules/other-games.md, Maxima, Check and End). The third repetition is
// Line's business. Legal allocates nothing when dst has room.
func (s *State) Legal(dst []Action) []Action {
	if s.decided() {
		return dst
	}
	start := len(dst)
	dst = s.pseudo(dst)
	n := start
	for _, a := range dst[start:] {
		if s.allowed(a) {
			dst[n] = a
			n++
		}
	}
	return dst[:n]
}

// HasLegal reports whether the side to move has a legal move; it stops
// at the first one found.
func (s *State) HasLegal() bool {
	if s.decided() {
		return false
	}
	var buf [320]Action
	for _, a := range s.pseudo(buf[:0]) {
		if s.allowed(a) {
			return true
		}
	}
	return false
}

// decided reports whether the last mover filled the enemy palace, or the
// side to move has only its King (rules/other-games.md, Maxima, End).
func (s *State) decided() bool {
	return s.filled(s.toMove^1, palace[s.toMove]) || s.count[s.toMove] <= 1
}

// allowed reports whether the pseudo-legal move a keeps the mover out of
// check (or invades) and off both of his own goal squares.
func (s *State) allowed(a Action) bool {
	mover := s.toMove
	u := s.Apply(a)
	ok := !s.filled(mover, palace[mover]) && (s.filled(mover, palace[mover^1]) || !s.inCheck(mover))
	s.Unapply(u)
	return ok
}

// pseudo appends the moves of the side to move that the pieces' movement
// and capture rules allow, check and palaces aside (rules/other-games.md,
// Maxima; seed, Pieces).
func (s *State) pseudo(dst []Action) []Action {
	c := s.toMove
	for _, q := range allSquares {
		p := s.board[q]
		if p == Empty || p.Color() != c {
			continue
		}
		k := p.Kind()
		if s.frozen(q, p) {
			if k != King {
				dst = append(dst, SuicideAction(q))
			}
			continue
		}
		switch k {
		case Pawn:
			for d := 0; d < 8; d += 2 {
				dst = s.slide(dst, q, d)
			}
		case Immobilizer, Coordinator, Withdrawer:
			for d := range 8 {
				dst = s.slide(dst, q, d)
			}
		case Guard:
			for d := range 8 {
				if t := step[q][d]; t != NoSquare && (s.board[t] == Empty || s.board[t].Color() != c) {
					dst = append(dst, MoveAction(q, t))
				}
			}
		case King:
			for _, t := range knight[q] {
				if s.board[t] == Empty || s.board[t].Color() != c {
					dst = append(dst, MoveAction(q, t))
				}
			}
		case LongLeaper:
			for d := range 8 {
				dst = s.leap(dst, q, d, false)
			}
		case Chameleon:
			for d := range 8 {
				if t := step[q][d]; t != NoSquare && s.board[t] != Empty && s.board[t].Color() != c {
					// seed, Chameleon: it takes an adjacent Guard, Mage or
					// King by replacement in one step.
					if ek := s.board[t].Kind(); ek == Guard || ek == Mage || ek == King {
						dst = append(dst, MoveAction(q, t))
						continue
					}
				}
				dst = s.leap(dst, q, d, true)
			}
		case Mage:
			dst = s.mage(dst, q, c)
		}
	}
	return dst
}

// slide appends the moves from q in direction d onto empty squares.
func (s *State) slide(dst []Action, q Square, d int) []Action {
	for t := step[q][d]; t != NoSquare && s.board[t] == Empty; t = step[t][d] {
		dst = append(dst, MoveAction(q, t))
	}
	return dst
}

// leap appends a Long Leaper's moves from q in direction d: it slides over
// empty squares and jumps an enemy piece whose far side is empty, then goes
// on (seed, Long Leaper). A Chameleon (onlyLeapers) jumps only enemy Long
// Leapers (seed, Chameleon).
func (s *State) leap(dst []Action, q Square, d int, onlyLeapers bool) []Action {
	c := s.board[q].Color()
	for t := step[q][d]; t != NoSquare; t = step[t][d] {
		p := s.board[t]
		if p == Empty {
			dst = append(dst, MoveAction(q, t))
			continue
		}
		if p.Color() == c || (onlyLeapers && p.Kind() != LongLeaper) {
			return dst
		}
		next := step[t][d]
		if next == NoSquare || s.board[next] != Empty {
			return dst
		}
		t = next
		dst = append(dst, MoveAction(q, t))
	}
	return dst
}

// mage appends a Mage's moves from q: one diagonal step, then optionally a
// slide orthogonally away from the start; it captures the first enemy it
// meets by replacement (rules/other-games.md, Maxima, Decision on the Mage).
func (s *State) mage(dst []Action, q Square, c Color) []Action {
	for g := 1; g < 8; g += 2 {
		t := step[q][g]
		if t == NoSquare {
			continue
		}
		if p := s.board[t]; p != Empty {
			if p.Color() != c {
				dst = append(dst, MoveAction(q, t))
			}
			continue
		}
		dst = append(dst, MoveAction(q, t))
		for _, o := range [2]int{(g + 7) & 7, (g + 1) & 7} {
			for u := step[t][o]; u != NoSquare; u = step[u][o] {
				p := s.board[u]
				if p != Empty && p.Color() == c {
					break
				}
				dst = append(dst, MoveAction(q, u))
				if p != Empty {
					break
				}
			}
		}
	}
	return dst
}

// isFree reports whether q holds a piece of colour c that is not frozen.
func (s *State) isFree(q Square, c Color, k Kind) bool {
	p := s.board[q]
	return p == MakePiece(c, k) && !s.frozen(q, p)
}

// reaches reports whether a free piece of side a, not the one on excl, has
// a pseudo-legal move ending on t, which is empty or holds an enemy of a.
func (s *State) reaches(t Square, a Color, excl Square) bool {
	occupied := s.board[t] != Empty
	for d := range 8 {
		n := step[t][d]
		if n == NoSquare || n == excl {
			continue
		}
		p := s.board[n]
		if p == Empty || p.Color() != a || s.frozen(n, p) {
			continue
		}
		switch p.Kind() {
		case Guard:
			return true
		case Mage:
			if !orthogonal(d) {
				return true
			}
		case Chameleon:
			if ek := s.board[t].Kind(); !occupied || ek == Guard || ek == Mage || ek == King {
				return true
			}
		}
	}
	for _, n := range knight[t] {
		if n != excl && s.isFree(n, a, King) {
			return true
		}
	}
	if s.mageReaches(t, a, excl) {
		return true
	}
	if occupied {
		return false
	}
	for d := range 8 {
		if s.lineReaches(t, d, a, excl) {
			return true
		}
	}
	return false
}

// mageReaches reports whether a Mage of side a, not the one on excl, reaches
// t by a diagonal step and an orthogonal slide of one square or more (Mages
// are never frozen).
func (s *State) mageReaches(t Square, a Color, excl Square) bool {
	mage := MakePiece(a, Mage)
	for o := 0; o < 8; o += 2 {
		back := opposite(o)
		for u := step[t][back]; u != NoSquare && s.board[u] == Empty; u = step[u][back] {
			for _, g := range [2]int{(o + 7) & 7, (o + 1) & 7} {
				if m := step[u][opposite(g)]; m != NoSquare && m != excl && s.board[m] == mage {
					return true
				}
			}
		}
	}
	return false
}

// lineReaches reports whether a free piece of side a coming along the line
// from direction d of the empty square t (travelling towards it) ends on t:
// a slider over empty squares, a Long Leaper jumping enemies, a Chameleon
// jumping enemy Long Leapers.
func (s *State) lineReaches(t Square, d int, a Color, excl Square) bool {
	jumped, jumpedOther := false, false
	prevEmpty := true
	for u := step[t][d]; u != NoSquare; u = step[u][d] {
		p := s.board[u]
		if p == Empty {
			prevEmpty = true
			continue
		}
		if p.Color() != a {
			if !prevEmpty {
				return false
			}
			jumped = true
			jumpedOther = jumpedOther || p.Kind() != LongLeaper
			prevEmpty = false
			continue
		}
		if u == excl || s.frozen(u, p) {
			return false
		}
		switch p.Kind() {
		case LongLeaper:
			return true
		case Chameleon:
			return !jumpedOther
		case Immobilizer, Coordinator, Withdrawer:
			return !jumped
		case Pawn:
			return !jumped && orthogonal(d)
		}
		return false
	}
	return false
}

// kingAttacked reports whether some pseudo-legal move of side a would
// capture the enemy King on k (rules/other-games.md, Maxima, Check): by
// replacement (Guard, Mage, King, an adjacent Chameleon), a Pawn's
// custodian capture, a Long Leaper's jump, a Withdrawer moving away or a
// Coordinator's corner. Frozen pieces never attack.
func (s *State) kingAttacked(k Square, a Color) bool {
	if s.reaches(k, a, NoSquare) {
		return true
	}
	for d := range 8 {
		t := step[k][d]
		if t == NoSquare {
			continue
		}
		p := s.board[t]
		if p == Empty {
			// A Long Leaper from the far side jumps k and lands on t.
			if s.leaperJumps(k, opposite(d), a) {
				return true
			}
			// A Pawn stepping onto t with a piece of a's beyond k.
			if orthogonal(d) {
				if b := step[k][opposite(d)]; b != NoSquare && s.board[b] != Empty && s.board[b].Color() == a && s.pawnReaches(t, opposite(d), a) {
					return true
				}
			}
			continue
		}
		// A Withdrawer next to k moving straight away from it.
		if p == MakePiece(a, Withdrawer) && !s.frozen(t, p) {
			if w := step[t][d]; w != NoSquare && s.board[w] == Empty {
				return true
			}
		}
	}
	return s.coordinatorAttacks(k, a)
}

// leaperJumps reports whether a free Long Leaper of side a, found looking
// from k in direction d, can travel to k jumping the enemies between (k's
// own far side is empty, checked by the caller).
func (s *State) leaperJumps(k Square, d int, a Color) bool {
	prevEmpty := false
	for u := step[k][d]; u != NoSquare; u = step[u][d] {
		p := s.board[u]
		if p == Empty {
			prevEmpty = true
			continue
		}
		if p.Color() == a {
			return p.Kind() == LongLeaper && !s.frozen(u, p)
		}
		if !prevEmpty {
			return false
		}
		prevEmpty = false
	}
	return false
}

// pawnReaches reports whether a free Pawn of side a slides onto the empty
// square t along a file or rank, not from direction skip.
func (s *State) pawnReaches(t Square, skip int, a Color) bool {
	for d := 0; d < 8; d += 2 {
		if d == skip {
			continue
		}
		u := step[t][d]
		for u != NoSquare && s.board[u] == Empty {
			u = step[u][d]
		}
		if u != NoSquare && s.isFree(u, a, Pawn) {
			return true
		}
	}
	return false
}

// coordinatorAttacks reports whether a free Coordinator of side a can move
// to a square whose rectangle with a's King has k as a corner.
func (s *State) coordinatorAttacks(k Square, a Color) bool {
	K := s.king[a]
	if K == NoSquare {
		return false
	}
	switch {
	case K.Rank() == k.Rank():
		// The Coordinator on k's file: corner (its file, the King's rank) = k.
		for r := range Ranks {
			if c := MakeSquare(k.File(), r); r != k.Rank() && c.Valid() && s.board[c] == Empty && s.coordinatorTo(c, a) {
				return true
			}
		}
	case K.File() == k.File():
		for f := range Files {
			if c := MakeSquare(f, k.Rank()); f != k.File() && c.Valid() && s.board[c] == Empty && s.coordinatorTo(c, a) {
				return true
			}
		}
	}
	return false
}

// coordinatorTo reports whether a free Coordinator of side a slides to c.
func (s *State) coordinatorTo(c Square, a Color) bool {
	for d := range 8 {
		u := step[c][d]
		for u != NoSquare && s.board[u] == Empty {
			u = step[u][d]
		}
		if u != NoSquare && s.isFree(u, a, Coordinator) {
			return true
		}
	}
	return false
}

// palaceThreat reports whether some pseudo-legal move of c's enemy would
// leave enemy pieces on both of c's goal squares (rules/other-games.md,
// Maxima, Check by palace threat).
func (s *State) palaceThreat(c Color) bool {
	a := c ^ 1
	g := palace[c]
	for i := range 2 {
		held, other := g[i], g[1-i]
		if p := s.board[held]; p != Empty && p.Color() == a {
			if q := s.board[other]; (q == Empty || q.Color() != a) && s.reaches(other, a, held) {
				return true
			}
		}
	}
	return false
}
