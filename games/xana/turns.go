package xana

import "xima/games/core"

// TurnWidth is how many cells' stack parts TurnLine lists at the start of
// a turn, besides the tall drops (tallTwins), "-", pass and swap
// (docs/ai-xana.md: why so few).
const TurnWidth = 12

// TurnLine is the position face the computer searches (docs/ai-xana.md):
// one ply is one whole turn, so the opponent's reply is the second ply,
// where Line needs three or more (a turn is up to four parts and its first
// alone has thousands of choices). An action is the turn's first part (a
// drop, a move, "-", pass or swap); Apply plays it and then the walls the
// computer always plays after it, chosen by GreedyPart, and ends the turn.
// The walls being a function of the position after the first part, that
// part names the whole turn.
//
// Legal lists only the TurnWidth most promising stack parts by the
// evaluation after them: the computer's pruning, not the rules' (Line.Legal
// and Perft stay exact). A TurnLine stands at the start of a turn: made
// mid-turn, it lists nothing. Apply and Unapply allocate nothing once its
// buffers have grown.
type TurnLine struct {
	Line
	parts    []Action // scratch: every legal part at the start of the turn
	listed   []Action // the last Legal's list, best first, for Hint
	listedAt uint64   // the hash of the position it was made for
}

// TurnUndo is what TurnLine.Unapply needs: the position before the turn
// and the length of the history then.
type TurnUndo struct {
	prev     State
	seen     int
	repeated bool
}

var _ core.Position[Action, TurnUndo] = (*TurnLine)(nil)

// NewTurnLine returns a turn line that takes over l (a copy the caller
// gives up, such as Game.Line's).
func NewTurnLine(l *Line) *TurnLine {
	return &TurnLine{Line: *l, parts: make([]Action, 0, 4096), listed: make([]Action, 0, TurnWidth+3)}
}

// Legal appends the turns to search, best first: the TurnWidth stack parts
// whose positions the evaluation likes best, then "-", pass and swap where
// legal. Evaluating every part would cost hundreds of evaluations a
// position, so the parts are first ranked cheaply, captures first, then by
// how near their cell lies to where the two colours' stacks meet (those
// claim the cells both want), and only the best few times TurnWidth are
// evaluated. Of the drops and partial moves to one cell only the smallest
// is ranked (the evaluation weighs stones at risk and never height, so
// after the part alone a larger one never scores better); the best cells
// get a tall drop too (tallTwins), which the search weighs with its walls.
func (t *TurnLine) Legal(dst []Action) []Action {
	if t.step != StepStart || t.repeated {
		return dst
	}
	t.parts = t.Line.Legal(t.parts[:0])
	me := t.Mover()
	var dist [2][MaxCells]uint8
	t.distances(me, &dist[0])
	t.distances(me^1, &dist[1])
	g := t.geo()
	centre := g.at(2*g.n-2, g.n)
	pre := ranking{width: rankWidth}
	prev := Action(0)
	for _, a := range t.parts {
		k := a.Kind()
		if k != KindDrop && k != KindMove {
			continue
		}
		same := prev.Kind() == k && prev.From() == a.From() && prev.To() == a.To()
		prev = a
		if same && (k == KindDrop || a.Stones() < t.Height(a.From())) {
			continue // a larger drop or partial move of the same cells
		}
		to := a.To()
		key := -g.dist(to, centre)
		switch {
		case t.Line.Hint(a) > 0:
			key += 1 << 20 // a capture
		case t.cells[to] != 0:
			key -= 1 << 10 // onto a friendly stack: no cell changes hands
		default:
			key -= 16 * abs(int(dist[0][to])-int(dist[1][to]))
		}
		pre.add(a, key)
	}
	me2 := t.ToMove()
	top := ranking{width: TurnWidth}
	for _, a := range pre.acts[:pre.n] {
		after := t.State
		after.Apply(a)
		top.add(a, after.evaluate(me2))
	}
	start := len(dst)
	for i, a := range top.acts[:top.n] {
		dst = append(dst, a)
		if res := int(t.reserve[t.toMove]); i < tallTwins && a.Kind() == KindDrop && t.cells[a.To()] == 0 && res > 1 {
			dst = append(dst, DropAction(a.To(), min(tallDrop, res)))
		}
	}
	for _, a := range t.parts {
		if k := a.Kind(); k == KindSkip || k == KindPass || k == KindSwap {
			dst = append(dst, a)
		}
	}
	t.listed = append(t.listed[:0], dst[start:]...)
	t.listedAt = t.Hash()
	return dst
}

// tallTwins and tallDrop: for each of the best tallTwins drops on an
// empty cell, the drop of tallDrop stones there is listed too. The
// evaluation after the part cannot tell them apart, but a taller stack's
// circle reaches further, which the turn's own walls (a stack of one can
// only wall its own neighbours) and the next turns' moves use.
const (
	tallTwins = 6
	tallDrop  = 3
)

// rankWidth is how many parts Legal evaluates after ranking them cheaply.
const rankWidth = 3 * TurnWidth

// ranking keeps the best width actions added (at most rankWidth) by
// score, best first; of equal scores the first added first.
type ranking struct {
	acts  [rankWidth]Action
	score [rankWidth]int
	n     int
	width int
}

func (r *ranking) add(a Action, v int) {
	if r.n == r.width && v <= r.score[r.n-1] {
		return
	}
	i := min(r.n, r.width-1)
	for ; i > 0 && r.score[i-1] < v; i-- {
		r.acts[i], r.score[i] = r.acts[i-1], r.score[i-1]
	}
	r.acts[i], r.score[i] = a, v
	r.n = min(r.n+1, r.width)
}

// distances writes in d each empty cell's steps from col's nearest stack
// through empty cells (1 next to a stack), 255 where none reaches.
func (s *State) distances(col Colour, d *[MaxCells]uint8) {
	g := s.geo()
	var queue [MaxCells]Cell
	tail := 0
	for c := range g.cells {
		d[c] = 255
	}
	for c := range g.cells {
		if !s.friendly(Cell(c), col) {
			continue
		}
		for _, n := range g.nb[c] {
			if n != NoCell && s.cells[n] == 0 && d[n] == 255 {
				d[n] = 1
				queue[tail] = n
				tail++
			}
		}
	}
	for head := 0; head < tail; head++ {
		c := queue[head]
		for _, n := range g.nb[c] {
			if n != NoCell && s.cells[n] == 0 && d[n] == 255 {
				d[n] = d[c] + 1
				queue[tail] = n
				tail++
			}
		}
	}
}

// Hint orders the turns: one whose stack part captures is tactical (its
// Line hint, above zero); the others come in the order Legal listed them.
func (t *TurnLine) Hint(a Action) int {
	if h := t.Line.Hint(a); h > 0 {
		return h
	}
	if t.listedAt == t.Hash() {
		for i, b := range t.listed {
			if b == a {
				return -i
			}
		}
	}
	return -len(t.listed)
}

// Apply plays the turn a names: a, then the walls GreedyPart chooses and
// the end of the turn (a pass or a swap is the whole turn).
func (t *TurnLine) Apply(a Action) TurnUndo {
	u := TurnUndo{prev: t.State, seen: len(t.seen), repeated: t.repeated}
	t.Line.Apply(a)
	if k := a.Kind(); k == KindDrop || k == KindMove || k == KindSkip {
		for t.step != StepStart {
			t.Line.Apply(t.GreedyPart())
		}
	}
	return u
}

// Unapply takes back the turn Apply returned u for, the last one applied.
func (t *TurnLine) Unapply(u TurnUndo) {
	t.State, t.seen, t.repeated = u.prev, t.seen[:u.seen], u.repeated
}

// Swings is true: the side that took the last turn has claimed the cells
// its stacks and walls reach first, so a search one turn deeper scores
// the same position tens of points apart in the opening and middle game
// (in one of level 6's games: 54.5 after one turn, 18.5 after two, 49.5
// after three; TestTheTurnSearchScoreSwings), and a late turn reduced by
// one would end its line on the other side's turn (search.Swinger).
func (t *TurnLine) Swings() bool { return true }

// GreedyPart returns the part the computer plays after its stack part (or
// "-"): the legal wall that leaves the best position for the mover by the
// evaluation once the turn ends, or the end of the turn when no wall does
// better than ending it now ("-" must be followed by a wall). At the start
// of a turn it returns EndAction, which is not legal there.
func (s *State) GreedyPart() Action {
	if s.step == StepStart {
		return EndAction
	}
	me := s.ToMove()
	best, bestV := EndAction, 0
	if s.step == StepSkip {
		best, bestV = 0, -1<<30
	} else {
		end := *s
		end.endTurn(false)
		bestV = end.evaluate(me)
	}
	// A wall on a cell that only the mover's stacks reach first, or that
	// none reaches, gains nothing: it takes that cell from the mover or
	// from no one, and the paths it blocks were the mover's. Such walls
	// are skipped, unless a wall must be played.
	var cells, atari [2]int
	var owner [MaxCells]uint8
	s.influence(&cells, &atari, &owner)
	mine := uint8(1) << s.toMove
	var rg regions
	s.label(&rg)
	var buf [MaxCells]Action
	for _, w := range s.walls(buf[:0], &rg) {
		if o := owner[w.To()]; (o == 0 || o == mine) && s.step != StepSkip {
			continue
		}
		after := *s
		after.Apply(w)
		if after.step != StepStart {
			after.endTurn(false)
		}
		if v := after.evaluate(me); v > bestV || best == 0 {
			best, bestV = w, v
		}
	}
	return best
}
