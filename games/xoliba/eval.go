package xoliba

// The evaluation the computer player (xima/games/search) scores positions
// with; docs/ai-xoliba.md explains the terms and how they were tuned.

// weights are the evaluation's terms, 100 being a piece.
type weights struct {
	piece    int    // a piece of one's own on the board
	took     int    // an enemy piece captured (three players: the points)
	biggest  int    // per size of the biggest own triangle (two players: it wins)
	lateBig  int    // added to biggest per move without a capture: the end nears
	formed   [4]int // per own triangle already formed, by size
	threat   int    // the most enemy pieces one open own triangle surrounds
	threats  int    // per enemy piece any open own triangle surrounds
	toMove   int    // the mover's threat counts this much more, in percent
	patience int    // one player: per red piece left
}

// tuned are the weights the computer plays with (docs/ai-xoliba.md); never
// changed.
var tuned = weights{
	piece:    100,
	took:     100,
	biggest:  200,
	lateBig:  12,
	formed:   [4]int{0, 2, 4, 6},
	threat:   40,
	threats:  4,
	toMove:   100,
	patience: 20,
}

// Evaluate scores the position for seat, higher better, 100 about a piece
// (rules/other-games.md, Xoliba, Score). Two players: the pieces each has,
// the biggest triangle of own pieces (it decides the game, the more so as
// the 30-move rule nears), the triangles formed, and the captures each side
// threatens: open triangles of two own corners and a white one around enemy
// pieces. Three players: the pieces captured so far (the points), the
// pieces left and the threats, seat against its strongest opponent. One
// player: the blue pieces captured and the red ones left, always above a
// failed patience's 0. It allocates nothing.
func (l *Line) Evaluate(seat int) int { return l.evaluate(seat, &tuned) }

func (l *Line) evaluate(seat int, w *weights) int {
	s := &l.State
	n := int(s.players)
	occ := s.occupied()
	var big [MaxPlayers]Shape
	var score, most [MaxPlayers]int
	for i := range triangles {
		t := &triangles[i]
		open := t.corners &^ occ
		for p := range n {
			own := s.pieces[p]
			switch (t.corners & own).Len() {
			case 3:
				big[p] = max(big[p], t.size)
				score[p] += w.formed[t.size]
			case 2:
				if open != 0 {
					e := (t.surround & occ &^ own).Len()
					most[p] = max(most[p], e)
					score[p] += w.threats * e
				}
			}
		}
	}
	me := s.toMove
	for p := range n {
		score[p] += w.piece*s.pieces[p].Len() + w.took*int(s.took[p])
		t := w.threat * most[p]
		if uint8(p) == me {
			t += t * w.toMove / 100
		}
		score[p] += t
	}
	switch n {
	case 1:
		// A failed patience scores 0, a won one search.Win: stay above 0.
		return 1 + w.took*int(s.took[0]) + w.patience*s.pieces[0].Len() + w.threat*most[0]
	case 2:
		b := (w.biggest + w.lateBig*int(s.quiet)) * (int(big[seat]) - int(big[1-seat]))
		return score[seat] - score[1-seat] + b
	}
	// A player who is out keeps his captures: his pieces are white.
	best := -1 << 30
	for p := range n {
		if p != seat {
			best = max(best, score[p])
		}
	}
	return score[seat] - best
}

// Hint marks the moves that capture enemy pieces as tactical, the more
// they take the earlier; a move that only whitens the mover's own pieces
// comes last. It reads the move's triangle and plays nothing.
func (l *Line) Hint(a Action) int {
	if a == Pass {
		return 0
	}
	s := &l.State
	own := s.pieces[s.toMove] &^ Bit(a.From())
	occ := s.occupied()&^Bit(a.From()) | Bit(a.To())
	turns := triangles[a.tri()].surround & occ
	enemy, mine := (turns &^ own).Len(), (turns & own).Len()
	if enemy > 0 {
		return max(1, 64+32*enemy-16*mine)
	}
	return -16 * mine
}

// Margin is what the finished two-player game is won by: the winner's
// points, which a match to 50 adds up (rules/other-games.md, Xoliba,
// Score), so the search takes the forced win that scores most
// (search.Margined). It allocates nothing.
func (l *Line) Margin() int {
	if l.State.players != 2 {
		return 0
	}
	_, points := l.State.twoPlayerWin()
	return points
}

// Repeated reports whether the line has been in this position before, so
// that what follows depends on the way here (the third repetition ends the
// game): the search keeps such results out of its table
// (search.Historied).
func (l *Line) Repeated() bool { return l.State.players > 1 && l.Occurrences() >= 2 }
