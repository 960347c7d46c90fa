package search

import "xima/games/core"

// The multi-player search: max-n (Luckhardt and Irani, 1986). At a table
// of three or four, the paranoid reading (every other seat against the
// searcher) never finds racing to the summit safe and spends its moves
// blocking whoever leads; max-n takes each seat to play for itself. A
// node's value is a vector, one score per seat, and the seat to move takes
// the child whose vector is best for itself; a chance node averages the
// vectors, weighted. Without a bound on the sum of the scores there is no
// sound alpha-beta here; the one sound cut taken is immediate pruning (a
// child that wins at once for the seat to move is the best it can have),
// and rivals' quiet actions are pruned forward (rivalWidth).

// maxSeats is the most seats a vector holds; a table larger than that is
// searched the paranoid way.
const maxSeats = 4

// rivalWidth is how many quiet actions of a rival the search follows, the
// most promising by the game's hints; a rival's tactical actions are all
// followed. Max-n cuts nothing soundly, and Xima opens with 140 actions a
// turn: full width, three plies of a table of four (the searcher and two
// rivals) cost millions of positions and level 6 saw only the next rival's
// answer. Pruned so, it reads three plies in 10,000 to 20,000.
const rivalWidth = 8

// quietWidth is how many tactical actions the quiescence search follows
// from a position, the most promising by the game's hints. Without
// alpha-beta eight plies of every capture grow without bound: at a Xoliba
// table of three, where most moves capture, a move under a budget of 8,000
// positions took 11 s (the budget never stops the first root action's
// search). Two a ply keep a line to a few hundred positions.
const quietWidth = 2

// vector is a node's value, one score per seat, each from its own side.
type vector [maxSeats]int

// SeatScorer is what a game may add for tables of three or more: every
// seat's own standing at once, dst[seat] for each seat in play, higher
// better for that seat, in Evaluate's units. Without it the search asks
// Evaluate of each seat, which weighs a seat against its strongest
// opponent: under max-n that makes every seat block the leader, as the
// paranoid reading does.
type SeatScorer interface {
	EvaluateAll(dst []int)
}

// maxn returns the value vector of the position depth plies deep, ply
// plies from the root.
func (s *Searcher[P, A, U]) maxn(depth, ply int) vector {
	if s.visit() {
		return vector{}
	}
	if r := s.p.Result(); r.Over {
		return s.endedAll(r, ply)
	}
	if depth <= 0 || ply >= maxPly {
		return s.quiesceAll(ply, s.lim.Quiescence)
	}
	if s.chance != nil && s.chance.Chance() {
		return s.expectAll(depth, ply)
	}
	acts := s.p.Legal(s.bufs[ply][:0])
	s.bufs[ply] = acts
	if len(acts) == 0 {
		return s.evaluateAll()
	}
	var none A
	marks := s.order(acts, ply, none, false)
	mover := s.p.ToMove()
	var best vector
	for i := range acts {
		pickNext(acts, marks, i)
		if mover != s.me && i >= rivalWidth && marks[i] < markTactical {
			break // a rival's quiet action past the most promising few
		}
		u := s.p.Apply(acts[i])
		v := s.maxn(depth-1, ply+1)
		s.p.Unapply(u)
		if s.stopped {
			return vector{}
		}
		if i == 0 || v[mover] > best[mover] {
			best = v
		}
		if best[mover] >= Win-ply-1 {
			break // an immediate win: nothing below is better for the mover
		}
	}
	return best
}

// expectAll is a chance node's value: its outcomes' vectors weighted.
func (s *Searcher[P, A, U]) expectAll(depth, ply int) vector {
	acts := s.p.Legal(s.bufs[ply][:0])
	s.bufs[ply] = acts
	var total vector
	weights := 0
	for _, a := range acts {
		w := s.chance.Weight(a)
		u := s.p.Apply(a)
		v := s.maxn(depth, ply+1)
		s.p.Unapply(u)
		if s.stopped {
			return vector{}
		}
		for i := range total {
			total[i] += w * v[i]
		}
		weights += w
	}
	if weights == 0 {
		return s.evaluateAll()
	}
	for i := range total {
		total[i] /= weights
	}
	return total
}

// quiesceAll follows the tactical actions past the depth limit, as quiesce
// does, the most promising few (quietWidth): the seat to move stands on the
// evaluation or takes the tactical action best for itself.
func (s *Searcher[P, A, U]) quiesceAll(ply, left int) vector {
	best := s.evaluateAll()
	if left <= 0 || s.hint == nil || ply >= maxPly || s.chance != nil && s.chance.Chance() {
		return best
	}
	mover := s.p.ToMove()
	acts, marks := s.tactical(ply)
	for i := range min(len(acts), quietWidth) {
		pickNext(acts, marks, i)
		u := s.p.Apply(acts[i])
		var v vector
		if s.visit() {
			v = vector{}
		} else if r := s.p.Result(); r.Over {
			v = s.endedAll(r, ply+1)
		} else {
			v = s.quiesceAll(ply+1, left-1)
		}
		s.p.Unapply(u)
		if s.stopped {
			return vector{}
		}
		if v[mover] > best[mover] {
			best = v
		}
		if best[mover] >= Win-ply-1 {
			break
		}
	}
	return best
}

// endedAll scores a finished game for every seat. The searching seat wins
// or loses; so does the winner. The other seats count another opponent's
// win, not a loss: the searcher cannot count on a rival to stop a third
// one's win (weak players do not), so it stops them itself, as the
// paranoid reading would. A draw is nothing to anyone.
func (s *Searcher[P, A, U]) endedAll(r core.Result, ply int) vector {
	var v vector
	if r.Winner < 0 {
		return v
	}
	for i := range v {
		v[i] = Win / 2 // a rival's win, for the other rivals
	}
	v[s.me] = -(Win - ply)
	if r.Winner < maxSeats {
		v[r.Winner] = Win - ply
		if r.Winner == s.me {
			for i := range v {
				if i != s.me {
					v[i] = -(Win - ply)
				}
			}
		}
	}
	return v
}

// evaluateAll is every seat's evaluation, each within ±MaxEval.
func (s *Searcher[P, A, U]) evaluateAll() vector {
	var v vector
	n := s.p.Seats()
	if s.scorer != nil {
		s.scorer.EvaluateAll(s.scores[:n])
		copy(v[:n], s.scores[:n])
	} else {
		for i := range n {
			v[i] = s.p.Evaluate(i)
		}
	}
	for i := range v {
		v[i] = max(-MaxEval, min(MaxEval, v[i]))
	}
	return v
}
