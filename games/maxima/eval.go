package maxima

// The evaluation the computer player (xima/games/search) scores positions
// with; docs/ai-maxima.md explains the terms and how they were tuned.

// weights are the evaluation's terms, in hundredths of a Pawn.
type weights struct {
	// value is each kind's material worth, a Pawn being 100. The author's
	// page ranks Mages, Immobilizers and Long Leapers the strongest, in
	// this order, and calls the Pawns much stronger than chess Pawns. The
	// King is not material: it is never taken.
	value       [King + 1]int
	mobility    int // per square a free piece can move to
	frozenShare int // a frozen piece loses 1/frozenShare of its worth
	kingRoom    int // per knight square the King may jump to
	tempo       int // the side to move
	goalHeld    int // a piece on an enemy goal square
	goalNear    int // a piece next to an enemy goal square
	goalTwo     int // a piece two steps from an enemy goal square
	guardNear   int // a piece of one's own next to one's own goal squares
	// scarce is what a side loses for having only n pieces besides its
	// King: with none it has lost (rules/other-games.md, Maxima, End).
	scarce [5]int
}

// tuned are the weights the computer plays with (docs/ai-maxima.md); never
// changed.
var tuned = weights{
	value: [King + 1]int{
		Pawn:        100,
		Guard:       110,
		LongLeaper:  300,
		Mage:        380,
		Chameleon:   220,
		Immobilizer: 320,
		Coordinator: 160,
		Withdrawer:  200,
	},
	mobility:    3,
	frozenShare: 4,
	kingRoom:    12,
	tempo:       10,
	goalHeld:    90,
	goalNear:    30,
	goalTwo:     12,
	guardNear:   15,
	scarce:      [5]int{1200, 350, 150, 60, 20},
}

// Evaluate scores the position for seat (0 White, 1 Black), higher better,
// 100 about a Pawn: material, the mobility of the free pieces, frozen
// pieces, the King's room, how close each side stands to filling the enemy
// palace and how well it guards its own, and the move. It allocates
// nothing.
func (l *Line) Evaluate(seat int) int { return l.evaluate(seat, &tuned) }

func (l *Line) evaluate(seat int, w *weights) int {
	s := &l.State
	var score [2]int
	for _, q := range allSquares {
		p := s.board[q]
		if p == Empty {
			continue
		}
		c, k := p.Color(), p.Kind()
		sc := &score[c]
		if k == King {
			if s.frozen(q, p) {
				*sc -= 2 * w.kingRoom * len(knight[q])
				continue
			}
			for _, t := range knight[q] {
				if e := s.board[t]; e == Empty || e.Color() != c {
					*sc += w.kingRoom
				}
			}
			continue
		}
		*sc += w.value[k]
		if s.frozen(q, p) {
			*sc -= w.value[k] / w.frozenShare
		} else {
			*sc += w.mobility * s.mobility(q, p)
		}
		switch goalDistance(q, palace[c^1]) {
		case 0:
			*sc += w.goalHeld
		case 1:
			*sc += w.goalNear
		case 2:
			*sc += w.goalTwo
		}
		if goalDistance(q, palace[c]) == 1 {
			*sc += w.guardNear
		}
	}
	for c := range 2 {
		if n := int(s.count[c]) - 1; n < len(w.scarce) {
			score[c] -= w.scarce[max(n, 0)]
		}
	}
	score[s.toMove] += w.tempo
	v := score[0] - score[1]
	if seat == 1 {
		v = -v
	}
	return v
}

// goalDistance returns how many King steps q is from the nearer of the
// goal squares g (d and e of rank 0 or 10).
func goalDistance(q Square, g [2]Square) int {
	dr := q.Rank() - g[0].Rank()
	if dr < 0 {
		dr = -dr
	}
	df := 0
	switch f := q.File(); {
	case f < 3:
		df = 3 - f
	case f > 4:
		df = f - 4
	}
	return max(dr, df)
}

// mobility counts the squares the free piece p on q can move to, its
// captures by replacement and by leaping included (seed, Pieces).
func (s *State) mobility(q Square, p Piece) int {
	c := p.Color()
	n := 0
	switch p.Kind() {
	case Pawn:
		for d := 0; d < 8; d += 2 {
			n += s.ray(q, d)
		}
	case Immobilizer, Coordinator, Withdrawer, Chameleon:
		for d := range 8 {
			n += s.ray(q, d)
		}
	case LongLeaper:
		for d := range 8 {
			t := step[q][d]
			for t != NoSquare && s.board[t] == Empty {
				n++
				t = step[t][d]
			}
			if t != NoSquare && s.board[t].Color() != c {
				if b := step[t][d]; b != NoSquare && s.board[b] == Empty {
					n++
				}
			}
		}
	case Guard:
		for d := range 8 {
			if t := step[q][d]; t != NoSquare && (s.board[t] == Empty || s.board[t].Color() != c) {
				n++
			}
		}
	case Mage:
		for g := 1; g < 8; g += 2 {
			t := step[q][g]
			switch {
			case t == NoSquare:
			case s.board[t] == Empty:
				n += 1 + s.ray(t, (g+7)&7) + s.ray(t, (g+1)&7)
			case s.board[t].Color() != c:
				n++
			}
		}
	}
	return n
}

// ray counts the empty squares from q in direction d up to the first piece.
func (s *State) ray(q Square, d int) int {
	n := 0
	for t := step[q][d]; t != NoSquare && s.board[t] == Empty; t = step[t][d] {
		n++
	}
	return n
}

// Hint marks as tactical the move that fills the enemy palace, above all,
// and the captures that take at least the mover's worth, most valuable
// victims first; a suicide comes last. A capture that takes less than the
// mover is worth is ordered as a quiet move and not followed past the
// depth: the quiescence search followed every capture, and those exchanges
// that may lose the mover were most of the positions searched
// (docs/ai-maxima.md). It plays the move on the State and takes it back.
func (l *Line) Hint(a Action) int {
	s := &l.State
	if a.Suicide() {
		return -tuned.value[s.board[a.From()].Kind()]
	}
	mover := s.toMove
	attacker := tuned.value[s.board[a.From()].Kind()]
	u := s.Apply(a)
	won := s.filled(mover, palace[mover^1])
	gain := 0
	for i := range int(u.n) {
		gain += tuned.value[u.capPc[i].Kind()]
	}
	n := u.n
	s.Unapply(u)
	switch {
	case won:
		return 1 << 20
	case n > 0 && gain >= attacker:
		return 16*gain - attacker/8 + 64
	}
	return 0
}

// Repeated reports whether the line has been in this position before, so
// that what follows depends on the way here (the third repetition draws):
// the search keeps such results out of its table (search.Historied).
func (l *Line) Repeated() bool { return l.Occurrences() >= 2 }

// DrawsByRepetition: the third occurrence of a position draws, so the
// search scores a position met before as a draw (search.RepetitionDrawer)
// and a side ahead stops shuffling a piece back and forth.
func (l *Line) DrawsByRepetition() bool { return true }

// Threatened reports whether the side to move is in check: the search
// extends the line and its quiescence search follows every evasion
// (search.Threatened).
func (l *Line) Threatened() bool { return l.InCheck() }

// passPieces is the fewest pieces, the King included, with which the side
// to move may pass in the search (search.Passer): with fewer, a position
// where every move worsens it (zugzwang) is likely.
const passPieces = 5

// Passable reports whether the search may try a pass here: the side to
// move is not in check and has passPieces or more.
func (l *Line) Passable() bool { return l.count[l.toMove] >= passPieces && !l.InCheck() }

// Pass hands the move to the other side, for the search's null-move
// pruning (search.Passer); the rules have no pass. Unpass takes it back.
func (l *Line) Pass() {
	l.toMove ^= 1
	l.hash ^= zobBlack
	l.hist = append(l.hist, l.hash)
}

// Unpass takes back Pass.
func (l *Line) Unpass() {
	l.hist = l.hist[:len(l.hist)-1]
	l.toMove ^= 1
	l.hash ^= zobBlack
}
