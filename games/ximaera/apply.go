package ximaera

import "xima/games/core"

// Undo holds what Unapply needs to take an action back.
type Undo struct {
	action Action
	barred Cell
	end    core.Reason
	winner uint8
}

// Apply plays a, which must be legal in s (it is not checked), and returns
// what Unapply needs to take it back. It ends the game as
// rules/other-games.md, Ximaera, End orders the checks: a group of three of
// the kind that moved (the mover wins), else no legal action for the next
// player (that player wins). The repetition rule, which needs the history,
// is Line's. Apply never allocates.
func (s *State) Apply(a Action) Undo {
	u := Undo{action: a, barred: s.barred, end: s.end, winner: s.winner}
	to := a.To()
	var p Piece
	if a.IsDrop() {
		p = a.Piece()
		s.key += countKey
	} else {
		from := a.From()
		p = s.board[from]
		s.board[from] = None
		s.kinds[p] &^= bit(from)
		s.key -= pieceKey(p, from)
	}
	s.board[to] = p
	s.kinds[p] |= bit(to)
	s.key += pieceKey(p, to)
	mover := s.toMove
	s.toMove ^= 1
	s.barred = to // rules/other-games.md, Ximaera, Decision: where the last action ended
	switch {
	case connected(s.kinds[p]):
		s.end, s.winner = Group, mover
	case !s.hasLegal():
		s.end, s.winner = NoMove, s.toMove
	}
	return u
}

// Unapply takes back the action u was returned for; s must be the position
// that action produced.
func (s *State) Unapply(u Undo) {
	a := u.action
	to := a.To()
	p := s.board[to]
	s.board[to] = None
	s.kinds[p] &^= bit(to)
	s.key -= pieceKey(p, to)
	if a.IsDrop() {
		s.key -= countKey
	} else {
		from := a.From()
		s.board[from] = p
		s.kinds[p] |= bit(from)
		s.key += pieceKey(p, from)
	}
	s.toMove ^= 1
	s.barred, s.end, s.winner = u.barred, u.end, u.winner
}
