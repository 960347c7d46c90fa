package xoliba

// Undo is what Unapply needs to take an action back: the position before it.
type Undo struct {
	prev State
}

// Apply plays a legal action without checking it and returns its Undo
// (rules/other-games.md, Xoliba: Move, Capture, No legal move, 3 players,
// 1 player). It allocates nothing.
func (s *State) Apply(a Action) Undo {
	u := Undo{prev: *s}
	me := s.toMove
	s.ply++
	if a == Pass {
		s.pass(me)
		return u
	}
	from, to := a.From(), a.To()
	s.pieces[me] ^= Bit(from) | Bit(to)
	s.hash ^= zobPiece[from][me] ^ zobPiece[to][me]
	s.passed &^= 1 << me
	t := &triangles[a.tri()]
	turns := t.surround & s.occupied()
	if turns == 0 {
		if s.quiet < 255 { // the one-player game has no 30-turn rule and may go on
			s.quiet++
		}
	} else {
		// rules/other-games.md, Xoliba, 1 player: a capturing triangle's
		// corners turn white too.
		if s.players == 1 {
			turns |= t.corners
		}
		s.quiet = 0
		for seat := range s.pieces {
			c := s.pieces[seat] & turns
			if c == 0 {
				continue
			}
			s.whiten(uint8(seat), c)
			s.lost[seat] += uint8(c.Len())
			if seat != int(me) {
				s.took[me] += uint8(c.Len())
			}
		}
	}
	s.settle()
	return u
}

// Unapply takes back the action u was returned for.
func (s *State) Unapply(u Undo) { *s = u.prev }

// whiten turns the seat's pieces on c white.
func (s *State) whiten(seat uint8, c Set) {
	s.pieces[seat] &^= c
	for ; c != 0; c &= c - 1 {
		s.hash ^= zobPiece[c.first()][seat]
	}
}

// settle applies the ends and eliminations that follow a move
// (rules/other-games.md, Xoliba: No legal move, 3 players, 1 player), then
// gives the turn to the next player.
func (s *State) settle() {
	switch s.players {
	case 1:
		switch {
		case s.pieces[1] == 0:
			s.end = AllCaptured
		case s.pieces[0].Len() < 3:
			s.end = FewPieces
		case !s.canMove(0):
			s.end = NoMove
		}
		return
	case 2:
		switch {
		case s.pieces[0].Len() < 3 || s.pieces[1].Len() < 3:
			s.end = FewPieces
		case s.quiet >= QuietLimit:
			s.end = QuietTurns
		default:
			s.advance()
		}
		return
	}
	for seat := range s.players {
		if s.out&(1<<seat) == 0 && s.pieces[seat].Len() < 3 {
			s.drop(seat)
		}
	}
	switch {
	case s.left() <= 1:
		s.end = LastPlayer
	case s.quiet >= QuietLimit:
		s.end = QuietTurns
	default:
		s.advance()
	}
}

// settleStart ends a starting position where play cannot begin (a hand-made
// setup with too few pieces, or a patience that has no move).
func (s *State) settleStart() {
	switch s.players {
	case 1:
		s.settle()
	case 2:
		if s.pieces[0].Len() < 3 || s.pieces[1].Len() < 3 {
			s.end = FewPieces
		}
	case 3:
		for seat := range s.players {
			if s.pieces[seat].Len() < 3 {
				s.drop(seat)
			}
		}
		if s.left() <= 1 {
			s.end = LastPlayer
		} else if s.out&(1<<s.toMove) != 0 {
			s.advance()
		}
	}
}

// drop takes the seat out of a three-player game: its pieces turn white,
// not captured (rules/other-games.md, Xoliba, 3 players).
func (s *State) drop(seat uint8) {
	s.out |= 1 << seat
	s.whiten(seat, s.pieces[seat])
}

// left returns the number of players still in.
func (s *State) left() int {
	n := 0
	for seat := range s.players {
		if s.out&(1<<seat) == 0 {
			n++
		}
	}
	return n
}

// pass plays the seat's pass (rules/other-games.md, Xoliba: No legal move,
// 3 players). A first pass gives the turn on. A second pass in a row ends
// the two-player game; in the three-player game it puts the player out (his
// pieces turn white, not captured), and the game ends when he leaves only
// one player in.
func (s *State) pass(me uint8) {
	if s.passed&(1<<me) == 0 {
		s.passed |= 1 << me
		s.advance()
		return
	}
	if s.players == 2 {
		s.end = NoMove
		return
	}
	s.drop(me)
	if s.left() <= 1 {
		s.end = LastPlayer
		return
	}
	s.advance()
}

// advance gives the turn to the next player in the order of play who is
// still in.
func (s *State) advance() {
	next := s.nextSeat()
	s.hash ^= zobToMove[s.toMove] ^ zobToMove[next]
	s.toMove = next
}

// nextSeat returns the seat after the one to move in the order of play,
// skipping those who are out.
func (s *State) nextSeat() uint8 {
	i := 0
	for i < int(s.players) && s.order[i] != s.toMove {
		i++
	}
	for range s.players {
		i = (i + 1) % int(s.players)
		if s.out&(1<<s.order[i]) == 0 {
			return s.order[i]
		}
	}
	return s.toMove
}
