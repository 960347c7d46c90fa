package ximaera

import "math/bits"

// The computer player's evaluation (docs/ai-ximaera.md). The pieces are
// neutral, so a position is good or bad only for the player to move, and
// the game is one of tempo: who is forced to hand the other a group of
// three (rules/other-games.md, Ximaera, End). Groups themselves are the
// search's: Hint marks the actions that complete one as tactical, so the
// quiescence search plays them at every leaf. Evaluate adds the room the
// player to move has to wait.

// Scores of the evaluation and the hints, for the player to move.
const (
	// evalRoom is worth each action of the player to move that leaves the
	// opponent a move, up to roomCap of them: the more room to wait, the
	// later a forced move.
	evalRoom = 4
	roomCap  = 24
	// evalLost is a position where every action of the player to move
	// leaves the opponent with no move, which wins for the opponent.
	evalLost = 4000
	// hintWin marks an action that completes a group: tactical.
	hintWin = 1000
	// hintGift is an action that leaves the opponent with no move.
	hintGift = -1000
)

// Evaluate scores the position, not over, for seat: for the player to move
// its room to wait (evalRoom per action that leaves the opponent a move, up
// to roomCap), or -evalLost when it has none; the other seat gets the
// opposite. It allocates nothing.
func (l *Line) Evaluate(seat int) int {
	v := -evalLost
	if n := l.room(roomCap); n > 0 {
		v = evalRoom * n
	}
	if seat != int(l.toMove) {
		return -v
	}
	return v
}

// Hint orders the actions of the player to move: one that completes a
// group is tactical (hintWin); one that leaves the opponent with no move,
// which wins for the opponent, comes last (hintGift); the others are 0.
func (l *Line) Hint(a Action) int {
	k := l.kinds
	to := a.To()
	p := a.Piece()
	if !a.IsDrop() {
		from := a.From()
		p = l.board[from]
		k[p] &^= bit(from)
	}
	k[p] |= bit(to)
	switch {
	case connected(k[p]):
		return hintWin
	case !canMove(&k, to):
		return hintGift
	}
	return 0
}

// room counts, up to limit, the legal actions of the player to move after
// which the opponent has a legal action (rules/other-games.md, Ximaera,
// End: the next player with no legal move wins).
func (s *State) room(limit int) int {
	occ := s.occupied()
	empty := allCells &^ occ
	n := 0
	if bits.OnesCount32(occ) < Kinds*PerKind-1 {
		// every drop leaves a piece in the reserve, so a drop to answer
		for p := Pivot; p <= Blue; p++ {
			if bits.OnesCount32(s.kinds[p]) < PerKind {
				n += bits.OnesCount32(empty)
			}
		}
		if n >= limit {
			return limit
		}
	} else {
		for p := Pivot; p <= Blue; p++ {
			if bits.OnesCount32(s.kinds[p]) == PerKind {
				continue
			}
			for m := empty; m != 0; m &= m - 1 {
				k := s.kinds
				k[p] |= bit(first(m))
				if canMove(&k, first(m)) {
					n++
				}
			}
		}
	}
	for m := s.movable(occ); m != 0 && n < limit; m &= m - 1 {
		from := first(m)
		p := s.board[from]
		for d := range directions {
			r := &rays[from][d]
			i := uint8(0)
			for ; i < r.n && empty&bit(r.c[i]) != 0; i++ {
				n += s.roomAfter(p, from, r.c[i])
			}
			if i == 0 && r.n >= 2 && p == Pivot && empty&bit(r.c[1]) != 0 {
				n += s.roomAfter(p, from, r.c[1])
			}
		}
	}
	return min(n, limit)
}

// roomAfter is 1 when moving the piece p from from to to leaves the
// opponent a legal action, else 0.
func (s *State) roomAfter(p Piece, from, to Cell) int {
	k := s.kinds
	k[p] = k[p]&^bit(from) | bit(to)
	if canMove(&k, to) {
		return 1
	}
	return 0
}

// canMove reports whether the player to move in the position k (the cells
// of each kind), the last action ending on barred, has a legal action: a
// drop while the reserve holds a piece, else a piece next to no pivot and
// not on barred that can slide, or a pivot that can jump (State.hasLegal on
// masks).
func canMove(k *[Kinds + 1]uint32, barred Cell) bool {
	occ := k[Pivot] | k[Red] | k[Green] | k[Blue]
	if bits.OnesCount32(occ) < Kinds*PerKind {
		return true
	}
	empty := allCells &^ occ
	var frozen uint32
	for m := k[Pivot]; m != 0; m &= m - 1 {
		frozen |= neighbours[first(m)]
	}
	for m := occ &^ frozen &^ bit(barred); m != 0; m &= m - 1 {
		from := first(m)
		if neighbours[from]&empty != 0 {
			return true
		}
		if k[Pivot]&bit(from) == 0 {
			continue
		}
		for d := range directions {
			if r := &rays[from][d]; r.n >= 2 && empty&bit(r.c[1]) != 0 {
				return true
			}
		}
	}
	return false
}

// Repeated reports whether the line has been in this position before, so
// that what follows depends on the way here (the third repetition loses):
// the search keeps such results out of its table (search.Historied).
func (l *Line) Repeated() bool { return l.Seen() >= 2 }

// Reduces is false: Ximaera's quiet moves all hint alike and a game turns
// on a tempo, so late-move reductions cut the wrong moves
// (search.Reducer).
func (l *Line) Reduces() bool { return false }
