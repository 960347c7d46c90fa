package xoliba

// Winner returns the seat that wins the game as it stands, or -1 for a draw
// or no winner (rules/other-games.md, Xoliba, Score, 3 players, 1 player):
// with two players the biggest valid triangle of own pieces, with three the
// most enemy pieces captured, alone the capture of every blue piece. After a
// resignation the other player wins (three players: the one of the other
// two who captured more). A flag fall counts as a resignation.
func (s *State) Winner() int {
	switch {
	case s.leftGame() && s.players == 1:
		return -1
	case s.leftGame() && s.players == 2:
		return 1 - int(s.resigned)
	case s.players == 1:
		if s.pieces[1] == 0 {
			return 0
		}
		return -1
	case s.players == 2:
		r, b := s.Biggest(Red), s.Biggest(Blue)
		switch {
		case r > b:
			return 0
		case b > r:
			return 1
		}
		return -1
	}
	best, winner := -1, -1
	for seat := range int(s.players) {
		if s.leftGame() && seat == int(s.resigned) {
			continue
		}
		switch t := int(s.took[seat]); {
		case t > best:
			best, winner = t, seat
		case t == best:
			winner = -1
		}
	}
	return winner
}

// Scores returns each seat's points as the game stands, final once it is
// over (rules/other-games.md, Xoliba, Score): with two players the winner's
// triangle size (1, 2 or 3) times the enemy pieces captured by anyone, and
// nothing after a resignation or a flag fall; with three the enemy pieces
// each captured; alone the blue pieces captured.
func (s *State) Scores() []int {
	out := make([]int, s.players)
	if s.players != 2 {
		for seat := range out {
			out[seat] = int(s.took[seat])
		}
		return out
	}
	if w, points := s.twoPlayerWin(); w >= 0 {
		out[w] = points
	}
	return out
}

// twoPlayerWin returns the two-player game's winner as it stands and its
// points: the size of its biggest triangle times the enemy pieces captured
// by anyone; -1 and 0 for a draw, a resignation or a flag fall (which
// score nothing). It allocates nothing.
func (s *State) twoPlayerWin() (seat, points int) {
	w := s.Winner()
	if w < 0 || s.leftGame() {
		return -1, 0
	}
	return w, int(s.Biggest(SeatColor(w))) * int(s.lost[1-w])
}
