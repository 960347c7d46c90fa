package xana

// The computer player's evaluation (docs/ai-xana.md). The game is scored
// by territory and captures (rules/other-games.md, Xana, End: 1 per empty
// cell accessible to a player only, plus 1 per captured enemy stone), so
// the evaluation is that score in the making: each empty cell goes to the
// colour whose stacks reach it first through empty cells, captures count
// as they will, and a stack left with one empty neighbour is a capture
// waiting to happen.

// Weights of the evaluation and the hints, in hundredths of a point.
const (
	evalCell = 100 // an empty cell nearer one colour's stacks than the other's
	evalLost = 100 // a captured stone, per stone
	// A stack with one empty neighbour, per stone: the opponent fills it
	// next if its turn comes first, else the owner has a turn to escape.
	evalAtariMoverToMove = 25
	evalAtariOtherToMove = 70
	// evalFirst is the colour that moved first's edge: it wins equal scores.
	evalFirst = 50
	// hintCapture per stone captured: tactical.
	hintCapture = 100
	// hintSuicide per friendly stone captured by the part.
	hintSuicide = -100
)

// Evaluate scores the position, not over, for seat: the colour seat plays
// against the other, in hundredths of a point. Before both colours have
// taken a turn the board is open to the one that has not, so only the
// captures and the first mover's edge count. It allocates nothing.
func (l *Line) Evaluate(seat int) int { return l.State.evaluate(seat) }

func (s *State) evaluate(seat int) int {
	me := s.ColourOf(seat)
	v := evalLost * (int(s.lost[me^1]) - int(s.lost[me]))
	if me == White {
		v += evalFirst
	} else {
		v -= evalFirst
	}
	if s.played != 3 {
		return v
	}
	var cells, atari [2]int
	var owner [MaxCells]uint8
	s.influence(&cells, &atari, &owner)
	v += evalCell * (cells[me] - cells[me^1])
	for col := range Colour(2) {
		w := evalAtariOtherToMove
		if col == s.toMove {
			w = evalAtariMoverToMove
		}
		if col == me {
			v -= w * atari[col]
		} else {
			v += w * atari[col]
		}
	}
	return v
}

// influence counts, for each colour, the empty cells its stacks reach
// through empty cells strictly before the other colour's (a breadth-first
// search from every stack at once; a cell both reach at the same step
// belongs to neither, nor do the cells it leads to first), and the stones
// of its stacks that have a single empty neighbour. It marks in owner,
// which must be zero, each empty cell's first colours (bit c: colour c
// reaches it first; 0 not reached).
func (s *State) influence(cells, atari *[2]int, owner *[MaxCells]uint8) {
	g := s.geo()
	var step [MaxCells]uint16 // the step at which a cell is reached
	var queue [MaxCells]Cell
	tail := 0
	for c := range g.cells {
		v := s.cells[c]
		if v == 0 || v == wallCell {
			continue
		}
		col := v >> 5
		free := 0
		for _, n := range g.nb[c] {
			if n == NoCell || s.cells[n] != 0 {
				continue
			}
			free++
			if owner[n] == 0 {
				queue[tail] = n
				tail++
				step[n] = 1
			}
			owner[n] |= 1 << col
		}
		if free == 1 {
			atari[col] += int(v & heightMask)
		}
	}
	for head := 0; head < tail; head++ {
		c := queue[head]
		o := owner[c]
		if o != 3 {
			cells[o>>1]++
		}
		for _, n := range g.nb[c] {
			switch {
			case n == NoCell || s.cells[n] != 0:
			case owner[n] == 0:
				queue[tail] = n
				tail++
				owner[n], step[n] = o, step[c]+1
			case step[n] == step[c]+1:
				owner[n] |= o // reached at the same step from elsewhere too
			}
		}
	}
}

// Hint orders the parts of the player to move: one that captures enemy
// stones is tactical (hintCapture a stone, > 0); one that costs friendly
// stones comes late (hintSuicide a stone); smaller drops come before larger
// ones; the rest are 0.
func (l *Line) Hint(a Action) int {
	s := &l.State
	var to, vacated Cell
	switch a.Kind() {
	case KindDrop:
		if s.cells[a.To()] != 0 {
			return 1 - a.Stones() // onto a friendly stack: no neighbour changes
		}
		to, vacated = a.To(), NoCell
	case KindMove:
		to, vacated = a.To(), NoCell
		if a.Stones() == s.Height(a.From()) {
			vacated = a.From()
		}
	case KindWall:
		to, vacated = a.To(), NoCell
	default:
		return 0
	}
	me := s.toMove
	taken, lost := 0, 0
	for _, e := range s.geo().nb[to] {
		if e == NoCell || e == vacated || s.cells[e] == 0 || s.cells[e] == wallCell || s.breathes(e, to, vacated) {
			continue
		}
		if s.friendly(e, me) {
			lost += s.Height(e)
		} else {
			taken += s.Height(e)
		}
	}
	switch {
	case taken > 0:
		return hintCapture * taken
	case lost > 0:
		return hintSuicide * lost
	case a.Kind() == KindDrop:
		return 1 - a.Stones()
	}
	return 0
}

// Repeated reports whether the line has met this position before at the
// start of a turn, so that what follows depends on the way here (the third
// occurrence ends the game): the search keeps such results out of its
// table (search.Historied).
func (l *Line) Repeated() bool { return l.Occurrences() >= 2 }
