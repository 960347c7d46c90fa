// Package search is the computer player of every game: it drives a game
// through its position face (core.Position) plus the one thing each game
// adds, an evaluation. It is alpha-beta with iterative deepening and
// aspiration windows, principal variation search with late-move
// reductions, a transposition table on the engine's hash that keeps out
// every result a repetition touched, move ordering (the table's move, the
// game's hints, killers, history), extensions of a threat that must be
// answered (check) and a quiescence search of the actions a game hints are
// tactical and of every answer to such a threat. A won or lost score is
// confirmed by a search with no reductions and no table before the search
// stops on it (docs/ai.md). With three or four players it is max-n
// (maxn.go): each seat plays for itself. Where chance moves (the dice), the
// value is the mean of the outcomes, weighted.
//
// A search is bounded by depth, nodes and time, stops when its context
// ends, allocates nothing once its buffers have grown, and given a seed and
// a depth or node limit always returns the same action.
package search

import (
	"context"
	"errors"
	"slices"
	"time"

	"xima/games/core"
)

// Scores, from the searching seat's side: an evaluation lies within
// ±MaxEval; a won game is worth Win less the plies to reach it, so the
// quickest win and the slowest loss are preferred. Where wins are worth
// more or less (Margined), a win is also worth marginStep less for each
// point of margin under MaxMargin: the biggest win comes first, the
// quickest of equal ones next.
const (
	MaxEval    = 1 << 24
	Win        = 1 << 28
	MaxMargin  = 63
	marginStep = 128 // more than maxPly, so a won score's plies are its remainder (Plies)
	inf        = 1 << 30
	wonBand    = Win - (MaxMargin+1)*marginStep
)

// maxPly bounds how deep a line goes, quiescence included.
const maxPly = 96

// sureMargin is how far past its node limit a search may go to finish its
// minimum depth (Limits.MinDepth).
const sureMargin = 8

// Position is what a game gives the search: its position face and an
// evaluation.
type Position[A core.ActionValue, U any] interface {
	core.Position[A, U]
	// Evaluate scores a position that is not over for seat: higher is
	// better for seat, 100 being about one piece, within ±MaxEval. With more
	// than two players it weighs seat against its strongest opponent.
	Evaluate(seat int) int
}

// Hinter is what a game may add to order its actions: Hint says how
// promising a legal action looks before it is played, higher first. A
// hint above zero marks a tactical action (a capture, a promotion) that
// the quiescence search follows past the depth limit.
type Hinter[A core.ActionValue] interface {
	Hint(a A) int
}

// Historied is what a game whose rules look at the positions before adds
// (repetition): Repeated reports whether what follows the current position
// may depend on the way it was reached: the position occurred earlier in
// the line, or the rules forbid an action here for the history. The search
// neither reads nor stores the table's value of such a position, nor of
// any position whose search met one or a game ended by repetition: that
// value holds for this line only.
type Historied interface {
	Repeated() bool
}

// Threatened is what a game may add whose player must sometimes answer a
// threat at once (check): Threatened reports whether the side to move is
// in that case. Where that side has few actions (forcedAnswers or fewer,
// as a King in check has), the search then looks one ply deeper, and its
// quiescence search follows every action of that side instead of standing
// on the evaluation. Where it has many (a Xima summit threat leaves every
// action legal), following them all would cost a whole ply, which the
// threat's few answers do not repay: the threat is then left to the hints.
type Threatened interface {
	Threatened() bool
}

// Passer is what a game may add where moving is almost never worse than
// not moving (no zugzwang, as in chess): Passable reports whether the
// position is such (not under a threat, enough pieces left), Pass hands
// the move to the other side in place of an action and Unpass takes that
// back. The search uses it for null-move pruning: a side still at or
// beyond the window after passing, searched less deep, is not searched
// further.
type Passer interface {
	Passable() bool
	Pass()
	Unpass()
}

// Reducer is what a game adds to say whether late-move reductions suit
// it: Reduces false keeps every action searched to the full depth. They
// misjudge a game whose quiet actions all hint alike and whose result
// turns on a tempo (Ximaera: 40% against the search without them, 55%
// with them off, docs/ai-ladder.md).
type Reducer interface {
	Reduces() bool
}

// Swinger is what a game adds whose score swings from one depth to the
// next by more than an aspiration window: Swings true searches every
// iteration with the whole window, where a narrow one would fail nearly
// always and cost a second search of the iteration, and reduces a late
// move by two plies, never one, where one would end its line on the other
// side's action. Xima's swings by hundreds, its evaluation favouring the
// side that moved last; with the window its level 6 scored about 36%
// against the classic search at a quarter second a move, without it
// 47.5%, and 57.6% once no iteration began after half the time as well
// (docs/ai-ladder.md, session 15). Held to four plies, where reductions
// begin, it scored 6-7% against the classic search with reductions of one
// ply, 57.1% with two (session 16).
type Swinger interface {
	Swings() bool
}

// Margined is what a game adds whose won games are worth more or less
// (Xoliba: the points a match to 50 adds up, the winner's triangle size
// times the enemy pieces captured): Margin reports, once the game is over
// with a winner, by how much it is won, from 0 up (MaxMargin or more is
// the most). With two players the search then takes the forced win worth
// most, where a quickest win would end the game before the captures it
// could still make, and a side that loses the loss worth least. A game
// without it wins every game by MaxMargin.
type Margined interface {
	Margin() int
}

// RepetitionDrawer is what a game adds whose rules draw a repeated
// position (Maxima: the third occurrence): DrawsByRepetition true makes
// the search score a position met before (Historied) as that draw, so a
// side ahead makes progress instead of going back and forth, and a side
// behind steers for the repetition.
type RepetitionDrawer interface {
	DrawsByRepetition() bool
}

// Chancy is what a game with dice adds: at a chance node Legal lists the
// outcomes (the rolls) and Weight says how likely each is, relative to the
// others.
type Chancy[A core.ActionValue] interface {
	Chance() bool
	Weight(a A) int
}

// Limits bound one search and say how a weak level errs. A zero Depth,
// Nodes or Time is no limit of that kind; with none at all the search
// stops at its maximum depth.
type Limits struct {
	Level      int           // the level these limits were made for (Level); a game's computer sets Random by it (Mistakes), 0 keeps Random as it is
	Depth      int           // plies
	MinDepth   int           // plies searched up to 8 times past the node limit (the time still stops them)
	Nodes      int64         // positions visited
	Time       time.Duration // thinking time
	Quiescence int           // plies of tactical actions searched past the depth; 0 none
	Noise      int           // each root action's score gets a random error of up to ±Noise
	Random     int           // percent of moves played at random, on purpose
	Seed       uint64        // the random choices' seed
	// Classic searches as the search did before issue 31, for measuring
	// the two against each other (xima match, docs/ai.md): no reductions,
	// aspiration, extensions or evasions, a table of 2^17 entries that
	// keeps results a repetition touched, the score of a cut iteration and
	// of an unconfirmed win, no new iteration after half the time.
	Classic bool
	// Exclude are root actions left out of the search (core.Action of the
	// game's own): what the best of the others is worth, for a puzzle's
	// one winning move or a move's cost in an analysis. A lone action left
	// is searched as deep as the limits allow, as with Value.
	Exclude []core.Action
	// Value asks for the position's value, not only the action to play:
	// a lone legal action is searched as deep as the limits allow instead
	// of being played at once (an analysis's forced move).
	Value bool
}

// Report is what a search found.
type Report[A core.ActionValue] struct {
	Best    A             // the action to play
	Score   int           // its score for the seat to move: Win-n wins in n plies (or more: confirmed, not reduced; see Plies, and Margined), ±MaxEval a win or loss seen but not confirmed
	Depth   int           // the deepest iteration completed
	Nodes   int64         // positions visited
	Elapsed time.Duration // time spent
	Random  bool          // Best was drawn at random (Limits.Random)
	// Scores are every seat's score, each from its own side, by seat (the
	// first Seats of them): with two players Score and its opposite, with
	// more the max-n vector of Best.
	Scores [maxSeats]int
	// Line is the expected continuation, Best first: the table's best
	// actions followed from Best (two players; Best alone with more). It
	// is the searcher's buffer, good until its next search.
	Line []A
}

// ErrNoAction is returned for a position with no legal action (the game is
// over, or Limits.Exclude left none), ErrChance for one where the dice must
// be rolled first.
var (
	ErrNoAction = errors.New("search: no legal action")
	ErrChance   = errors.New("search: the dice must be rolled first")
)

// Searcher searches positions of type P. It keeps its tables and buffers
// from one search to the next: one per computer player, used by one
// goroutine at a time. Kept for the moves of one game, its table carries
// what one move's search learnt into the next.
type Searcher[P Position[A, U], A core.ActionValue, U any] struct {
	tt      []entry
	bufs    [maxPly + 1][]A
	marks   [maxPly + 1][]int32 // ordering scores beside bufs
	killers [maxPly + 1][2]A
	history [historySize]int32
	root    []rootAction[A]
	scores  vector // EvaluateAll's, kept here so that handing it over allocates nothing
	gen     uint8  // the search's number, for the table's replacement
	pv      []A    // Report.Line's buffer
	pvUndo  []U

	// one search
	p        P
	me       int
	salt     uint64
	mask     uint64 // the part of the table in use
	hint     Hinter[A]
	chance   Chancy[A]
	scorer   SeatScorer
	margin   Margined
	hist     Historied
	threat   Threatened
	passer   Passer
	reduces  bool             // late-move reductions suit the game (Reducer)
	swings   bool             // no aspiration window: the score swings (Swinger)
	drawsRep bool             // a repeated position is scored as a draw (RepetitionDrawer)
	passed   [maxPly + 1]bool // the action at that ply was a pass (null move)
	multi    bool             // max-n: three or four seats
	lim      Limits
	ctx      context.Context
	start    time.Time
	deadline time.Time
	nodes    int64
	stopped  bool
	first    bool  // searching the first root action at depth 1, which the node limit does not stop
	sure     bool  // an iteration within Limits.MinDepth, or whose best action failed low, which the node limit does not stop
	exact    bool  // confirming a won or lost score: no reductions, no values from the table
	maxExt   int   // the ply up to which a threat extends the search
	tainted  int64 // results that hold for their line only (a repetition), counted
	rng      rng
}

type rootAction[A core.ActionValue] struct {
	a     A
	score int
	noise int
	vec   vector // max-n: every seat's score, for Report.Scores
}

// Search tuning. aspiration is the root window's half width around the
// last iteration's score; failLow is how far the best action's score may
// fall from one iteration to the next before the node limit lets the
// iteration finish (sureMargin); lmrFrom is the first action, counted from
// 0, that a late-move reduction may shorten; soft is the share of the
// time after which no new iteration starts (at 60% Xima's level 6 began
// iterations it could not finish, and scored about 36% against the
// classic search at a quarter second, at half 47%); forcedAnswers the most actions
// a threatened side may have for the threat to extend the search
// (Threatened).
const (
	aspiration    = 50
	failLow       = 100
	lmrFrom       = 3
	soft          = 0.5
	nullReduction = 2
	forcedAnswers = 16
)

// New returns a searcher with a transposition table of 2^20 entries (24
// MiB).
func New[P Position[A, U], A core.ActionValue, U any]() *Searcher[P, A, U] {
	s := &Searcher[P, A, U]{tt: make([]entry, ttSize)}
	for i := range s.bufs {
		s.bufs[i] = make([]A, 0, 256)
		s.marks[i] = make([]int32, 0, 256)
	}
	s.pv, s.pvUndo = make([]A, 0, lineLength), make([]U, 0, lineLength)
	return s
}

// Think returns the action the seat to move in p should play within lim,
// leaving p as it was. It stops early when ctx ends, with the best action
// found so far, and returns ctx's error only when it found none.
func (s *Searcher[P, A, U]) Think(ctx context.Context, p P, lim Limits) (Report[A], error) {
	var rep Report[A]
	if err := ctx.Err(); err != nil {
		return rep, err
	}
	s.begin(ctx, p, lim)
	if s.chance != nil && s.chance.Chance() {
		return rep, ErrChance
	}
	acts := p.Legal(s.bufs[0][:0])
	s.bufs[0] = acts
	if len(acts) == 0 {
		return rep, ErrNoAction
	}
	if lim.Random > 0 && s.rng.intn(100) < lim.Random {
		rep.Best, rep.Random = acts[s.rng.intn(len(acts))], true
		rep.Elapsed = time.Since(s.start)
		return rep, nil
	}
	s.root = s.root[:0]
	for _, a := range acts {
		if slices.Contains(lim.Exclude, core.Action(a)) {
			continue
		}
		r := rootAction[A]{a: a, score: s.hintOf(a)}
		if lim.Noise > 0 {
			r.noise = s.rng.intn(2*lim.Noise+1) - lim.Noise
		}
		s.root = append(s.root, r)
	}
	if len(s.root) == 0 {
		return rep, ErrNoAction
	}
	sortRoot(s.root)
	maxDepth := lim.Depth
	if maxDepth <= 0 || maxDepth > maxPly/2 {
		maxDepth = maxPly / 2
	}
	rep.Best = s.root[0].a
	before := -inf // the score of the iteration before the last
iterations:
	for depth := 1; depth <= maxDepth; depth++ {
		s.sure = depth <= lim.MinDepth
		// A fall in the best action's score is measured from the last
		// iteration that ended on the same side's action: where the score
		// swings, the one before the last.
		fallFrom := rep.Score
		if depth == 1 || s.swings {
			fallFrom = before
		}
		if depth > 1 {
			before = rep.Score
		}
		best, score, improved, searched, done := s.iterate(depth, rep.Score, fallFrom)
		if !done {
			if lim.Classic && searched > 0 && depth > 1 {
				rep.Best, rep.Score = best, score
			} else if improved && rep.Score < wonBand {
				// An action searched after the last iteration's best beat
				// it at this depth: it is the better informed choice (but
				// not over a confirmed win, which only a win worth more,
				// not yet confirmed, can beat: Margined).
				rep.Best, rep.Score = best, unsure(score)
			}
			break
		}
		if rep.Score >= wonBand && score < rep.Score {
			break // a deeper iteration that misses a confirmed win (Margined) is not trusted over it
		}
		rep.Best, rep.Score, rep.Depth = best, score, depth
		if len(s.root) == 1 && !lim.Value && len(lim.Exclude) == 0 {
			break // nothing left to choose, and the choice is all that is asked
		}
		if score >= wonBand || score <= -wonBand {
			if lim.Classic || lim.Noise > 0 || s.multi {
				break // the end is seen
			}
			v, ok := s.confirm(best, score)
			switch {
			case ok && (s.margin == nil || s.stopped || v >= Win-marginStep):
				rep.Score = v
				break iterations // the end is seen, and sure
			case ok:
				rep.Score = v // a longer line may win more, or lose less (Margined)
			case s.stopped:
				rep.Score = unsure(score)
				break iterations
			default:
				rep.Score = unsure(score)
				clear(s.tt) // a line's result misled the table: start it anew
			}
		}
		if lim.Time > 0 && time.Since(s.start) > time.Duration(float64(lim.Time)*soft) {
			break // the next iteration would not finish
		}
	}
	rep.Nodes, rep.Elapsed = s.nodes, time.Since(s.start)
	if rep.Depth == 0 && ctx.Err() != nil {
		return rep, ctx.Err()
	}
	rep.Scores = s.seatScores(rep.Best, rep.Score)
	rep.Line = s.line(rep.Best)
	return rep, nil
}

// seatScores are every seat's score once best was chosen with score.
func (s *Searcher[P, A, U]) seatScores(best A, score int) (scores [maxSeats]int) {
	if !s.multi {
		for i := range s.p.Seats() {
			scores[i] = -score
		}
		scores[s.me] = score
		return scores
	}
	for _, r := range s.root {
		if r.a == best {
			return r.vec
		}
	}
	return scores
}

// lineLength bounds Report.Line.
const lineLength = 12

// line follows the table's best actions from best, as long as each is
// legal where it is found and no position comes back: the line the search
// expects, in the searcher's own buffer. Max-n keeps no table: its line is
// best alone.
func (s *Searcher[P, A, U]) line(best A) []A {
	s.pv = append(s.pv[:0], best)
	if s.multi {
		return s.pv
	}
	var seen [lineLength]uint64
	s.pvUndo = append(s.pvUndo[:0], s.p.Apply(best))
	for len(s.pv) < lineLength && (s.chance == nil || !s.chance.Chance()) && !s.p.Result().Over {
		h := s.p.Hash()
		key := h ^ s.salt
		e := &s.tt[key&s.mask]
		if e.key != key || !e.hasMove || slices.Contains(seen[:len(s.pv)-1], h) {
			break
		}
		a := A(e.move)
		s.bufs[0] = s.p.Legal(s.bufs[0][:0])
		if !slices.Contains(s.bufs[0], a) {
			break
		}
		seen[len(s.pv)-1] = h
		s.pvUndo = append(s.pvUndo, s.p.Apply(a))
		s.pv = append(s.pv, a)
	}
	for i := len(s.pvUndo) - 1; i >= 0; i-- {
		s.p.Unapply(s.pvUndo[i])
	}
	return s.pv
}

// unsure is a won or lost score not confirmed: the bound of the
// evaluation, which claims no forced result.
func unsure(v int) int { return max(-MaxEval, min(MaxEval, v)) }

func (s *Searcher[P, A, U]) begin(ctx context.Context, p P, lim Limits) {
	s.p, s.me, s.lim, s.ctx = p, p.ToMove(), lim, ctx
	s.salt = seatSalt[s.me&3]
	s.mask = ttMask
	if lim.Classic {
		s.mask = classicMask
	}
	s.hint, _ = any(p).(Hinter[A])
	s.chance, _ = any(p).(Chancy[A])
	s.scorer, _ = any(p).(SeatScorer)
	s.margin, _ = any(p).(Margined)
	s.hist, _ = any(p).(Historied)
	s.threat, _ = any(p).(Threatened)
	s.passer, _ = any(p).(Passer)
	s.reduces = true
	if r, ok := any(p).(Reducer); ok {
		s.reduces = r.Reduces()
	}
	sw, ok := any(p).(Swinger)
	s.swings = ok && sw.Swings()
	d, ok := any(p).(RepetitionDrawer)
	s.drawsRep = ok && d.DrawsByRepetition()
	if lim.Classic {
		s.hist, s.threat, s.passer, s.margin = nil, nil, nil, nil
	}
	s.multi = p.Seats() > 2 && p.Seats() <= maxSeats
	s.nodes, s.stopped, s.first, s.exact = 0, false, true, false
	s.gen++
	s.start = time.Now()
	s.deadline = time.Time{}
	if lim.Time > 0 {
		// Stop a little early: the caller's copy of the position and the
		// answer's way back come out of the same time.
		s.deadline = s.start.Add(lim.Time - lim.Time/32)
	}
	s.rng = newRNG(lim.Seed ^ p.Hash())
	s.killers = [maxPly + 1][2]A{}
	for i := range s.history {
		s.history[i] /= 8 // old habits fade, not vanish
	}
}

// iterate searches every root action to depth within an aspiration window
// around the last iteration's score, and again with the whole window when
// the score falls outside it. fallFrom is the score the best action's may
// not fall far below without the iteration's being let finish (-inf: no
// such score yet).
func (s *Searcher[P, A, U]) iterate(depth, last, fallFrom int) (best A, score int, improved bool, searched int, done bool) {
	s.maxExt = 2 * depth
	if s.lim.Classic || s.swings || s.multi || s.lim.Noise > 0 || depth < 4 || last >= wonBand || last <= -wonBand {
		return s.searchRoot(depth, -inf, inf, fallFrom)
	}
	lo, hi := last-aspiration, last+aspiration
	best, score, improved, searched, done = s.searchRoot(depth, lo, hi, fallFrom)
	if done && (score <= lo || score >= hi) {
		return s.searchRoot(depth, -inf, inf, fallFrom)
	}
	return best, score, improved, searched, done
}

// searchRoot runs one iteration: every root action to depth within the
// window (lo, hi), the most promising first. done is false when the search
// was stopped; improved tells that an action searched after the first beat
// it. The node limit does not stop the search of the first root action at
// depth 1, so with a node limit a choice always comes from a search; the
// time limit does (a thinking time is a promise to the players), and Think
// then plays the most promising action by the game's hints. When the first
// action's score falls well below fallFrom (failLow), the node limit lets
// the iteration finish: the choice it made is in doubt.
func (s *Searcher[P, A, U]) searchRoot(depth, lo, hi, fallFrom int) (best A, score int, improved bool, searched int, done bool) {
	alpha := lo
	score = -inf
	classic := s.lim.Classic
	for i := range s.root {
		r := &s.root[i]
		u := s.p.Apply(r.a)
		var v int
		switch {
		case s.multi:
			r.vec = s.maxn(depth-1, 1)
			v = r.vec[s.me]
		case s.lim.Noise > 0:
			v = s.search(depth-1, 1, -inf, inf) // every score exact, for the noise to matter
		case i == 0 || classic:
			v = s.search(depth-1, 1, alpha, hi)
		default:
			v = s.search(depth-1, 1, alpha, alpha+1)
			if v > alpha && v < hi && !s.stopped {
				v = s.search(depth-1, 1, alpha, hi)
			}
		}
		s.p.Unapply(u)
		if s.stopped {
			if depth == 1 && i > 0 && s.ctx.Err() == nil {
				break // out of budget: the best of the actions searched
			}
			return best, score, improved, searched, false
		}
		s.first = false // one action searched: the limits apply from now
		if i == 0 && !classic && v < fallFrom-failLow {
			s.sure = true
		}
		searched++
		r.score = v
		// A later action beats the first only by rising above alpha: at or
		// below it, its score is a bound (of a null window, or of an
		// aspiration window the first action fell under), not a value, and
		// a cut iteration must not play it for one.
		if v+r.noise > score && (i == 0 || v > alpha || s.lim.Noise > 0) {
			score, best, improved = v+r.noise, r.a, i > 0
		}
		if v > alpha && s.lim.Noise == 0 {
			alpha = v
		}
		if alpha >= hi {
			break // above the window: searched again with the whole window
		}
	}
	sortRoot(s.root)
	return best, score, improved, searched, true
}

// confirm searches a won or lost score of a completed iteration again with
// no reductions and no values from the table, which may hold a result that
// came from a repetition on another line; it returns the score found and
// whether it is still a win (a loss) for the seat to move. A win needs the
// best action searched again, a loss every action.
func (s *Searcher[P, A, U]) confirm(best A, score int) (int, bool) {
	n := Plies(score)
	s.exact = true
	defer func() { s.exact = false }()
	s.maxExt = 2 * n
	if score > 0 {
		u := s.p.Apply(best)
		v := s.search(n-1, 1, wonBand-1, inf)
		s.p.Unapply(u)
		return v, !s.stopped && v >= wonBand
	}
	worst := -inf
	for _, r := range s.root {
		u := s.p.Apply(r.a)
		v := s.search(n-1, 1, -inf, -wonBand+1)
		s.p.Unapply(u)
		if s.stopped || v > -wonBand {
			return v, false
		}
		worst = max(worst, v)
	}
	return worst, true
}

// search returns the value, for the searching seat, of the position depth
// plies deep, ply plies from the root, within the window (alpha, beta):
// fail-soft, so a value outside the window bounds the true one. A side
// well ahead may be cut by a pass (null). The first
// action gets the whole window; the others a null one, on which a late
// quiet action is also searched less deep, and they are searched again
// when they beat it.
func (s *Searcher[P, A, U]) search(depth, ply int, alpha, beta int) int {
	if s.visit() {
		return 0
	}
	if r := s.p.Result(); r.Over {
		if r.Reason == core.Repetition {
			s.tainted++
		}
		return s.ended(r, ply)
	}
	if s.drawsRep && ply > 0 && s.hist != nil && s.hist.Repeated() {
		s.tainted++
		return 0 // the draw the repetition leads to: going back is no progress
	}
	threatened, listed := s.threatened(ply)
	if threatened && ply < s.maxExt {
		depth++ // an answer is forced: it costs no depth
	}
	if depth <= 0 || ply >= maxPly {
		return s.quiesce(ply, alpha, beta, s.lim.Quiescence, threatened)
	}
	if s.chance != nil && s.chance.Chance() {
		return s.expect(depth, ply)
	}
	repeated := s.hist != nil && s.hist.Repeated()
	if repeated {
		s.tainted++
	}
	tainted := s.tainted
	key := s.p.Hash() ^ s.salt
	e := &s.tt[key&s.mask]
	var ttMove A
	hasMove := false
	if e.key == key {
		if int(e.depth) >= depth && !repeated && !s.exact {
			v := fromTT(int(e.value), ply)
			switch {
			case e.bound == exact,
				e.bound == lower && v >= beta,
				e.bound == upper && v <= alpha:
				return v
			}
		}
		ttMove, hasMove = A(e.move), e.hasMove
	}
	maximize := s.p.ToMove() == s.me
	if v, ok := s.null(depth, ply, alpha, beta, maximize, threatened); ok {
		return v
	}
	acts := s.bufs[ply] // listed already where a threat was weighed
	if !listed {
		acts = s.p.Legal(acts[:0])
		s.bufs[ply] = acts
	}
	if len(acts) == 0 {
		return s.evaluate() // a game whose Result missed that nothing can be played
	}
	marks := s.order(acts, ply, ttMove, hasMove)
	a0, b0 := alpha, beta
	best := inf
	if maximize {
		best = -inf
	}
	var bestAction A
	for i := range acts {
		pickNext(acts, marks, i)
		a := acts[i]
		u := s.p.Apply(a)
		var v int
		if i == 0 || s.lim.Classic {
			v = s.search(depth-1, ply+1, alpha, beta)
		} else {
			d := depth - 1
			if s.reduces && depth >= 3 && i >= lmrFrom && marks[i] < markKiller && !threatened && !s.exact {
				d -= s.reduction(depth, i)
			}
			if maximize {
				v = s.search(d, ply+1, alpha, alpha+1)
				if v > alpha && (d < depth-1 || v < beta) && !s.stopped {
					v = s.search(depth-1, ply+1, alpha, beta)
				}
			} else {
				v = s.search(d, ply+1, beta-1, beta)
				if v < beta && (d < depth-1 || v > alpha) && !s.stopped {
					v = s.search(depth-1, ply+1, alpha, beta)
				}
			}
		}
		s.p.Unapply(u)
		if s.stopped {
			return 0
		}
		if maximize && v > best || !maximize && v < best {
			best, bestAction = v, a
		}
		if maximize && v > alpha {
			alpha = v
		} else if !maximize && v < beta {
			beta = v
		}
		if alpha >= beta {
			s.cutoff(a, ply, depth, marks[i])
			break
		}
	}
	s.store(e, key, bestAction, best, a0, b0, depth, ply, repeated || s.tainted != tainted)
	return best
}

// null tries null-move pruning: where the side to move stands at or beyond
// the window (beta for the searching seat, alpha for its opponent) and the
// game allows a pass (Passer), it passes and searches the position a
// null window and nullReduction+1 plies less deep; still beyond, the node
// is cut with that bound. Never twice in a row, never under a threat,
// never while confirming a won or lost score.
func (s *Searcher[P, A, U]) null(depth, ply, alpha, beta int, maximize, threatened bool) (int, bool) {
	if s.passer == nil || s.exact || threatened || depth < 3 || s.passed[ply-1] || !s.passer.Passable() {
		return 0, false
	}
	stand := s.evaluate()
	if maximize && (stand < beta || beta >= wonBand) || !maximize && (stand > alpha || alpha <= -wonBand) {
		return 0, false
	}
	d := depth - 1 - nullReduction
	if depth >= 6 {
		d--
	}
	s.passer.Pass()
	s.passed[ply] = true
	var v int
	if maximize {
		v = s.search(d, ply+1, beta-1, beta)
	} else {
		v = s.search(d, ply+1, alpha, alpha+1)
	}
	s.passed[ply] = false
	s.passer.Unpass()
	switch {
	case s.stopped:
		return 0, true
	case maximize && v >= beta:
		return min(v, wonBand-1), true // a pass proves no win
	case !maximize && v <= alpha:
		return max(v, -wonBand+1), true
	}
	return 0, false
}

// reduction is how many plies less a late quiet action is searched: one,
// two far down a deep list; always two where the score swings (Swinger),
// so that the reduced line ends on the same side's action as the full one
// would.
func (s *Searcher[P, A, U]) reduction(depth, i int) int {
	if s.swings || depth >= 6 && i >= 12 {
		return 2
	}
	return 1
}

// store keeps a node's result in its table slot e: the value with its
// bound, and the best action for ordering. A result that holds for its
// line only (local) keeps just the action, and only in the position's own
// entry. A slot holds the deeper result, or the newer search's.
func (s *Searcher[P, A, U]) store(e *entry, key uint64, a A, best, alpha, beta, depth, ply int, local bool) {
	if local {
		if e.key == key {
			e.move, e.hasMove = uint32(a), true
		}
		return
	}
	if !s.lim.Classic && e.key != key && e.gen == s.gen && int(e.depth) > depth {
		return
	}
	bound := exact
	switch {
	case best <= alpha:
		bound = upper
	case best >= beta:
		bound = lower
	}
	*e = entry{key: key, move: uint32(a), value: int32(toTT(best, ply)),
		depth: int16(depth), bound: bound, hasMove: true, gen: s.gen}
}

// expect returns a chance node's value: its outcomes' values weighted.
// Each outcome is searched with a full window; a chance node uses no ply
// of depth, so a turn of a dice player is as deep as a turn of another.
func (s *Searcher[P, A, U]) expect(depth, ply int) int {
	acts := s.p.Legal(s.bufs[ply][:0])
	s.bufs[ply] = acts
	total, weights := 0, 0
	for _, a := range acts {
		w := s.chance.Weight(a)
		u := s.p.Apply(a)
		v := s.search(depth, ply+1, -inf, inf)
		s.p.Unapply(u)
		if s.stopped {
			return 0
		}
		total += w * v
		weights += w
	}
	if weights == 0 {
		return s.evaluate()
	}
	return total / weights
}

// quiesce follows the tactical actions from a position at the depth limit
// until it is quiet, so the evaluation never stops in the middle of an
// exchange. The side to move may stand on the evaluation, unless it must
// answer a threat (threatened, Threatened's answer here): then every
// action is followed.
func (s *Searcher[P, A, U]) quiesce(ply, alpha, beta, left int, threatened bool) int {
	stand := s.evaluate()
	if left <= 0 || ply >= maxPly || s.chance != nil && s.chance.Chance() {
		return stand
	}
	if s.hint == nil && !threatened {
		return stand
	}
	maximize := s.p.ToMove() == s.me
	var acts []A
	var marks []int32
	best := stand
	if threatened {
		acts = s.p.Legal(s.bufs[ply][:0])
		s.bufs[ply] = acts
		var none A
		marks = s.order(acts, ply, none, false)
		best = inf
		if maximize {
			best = -inf
		}
	} else {
		if maximize {
			if stand >= beta {
				return stand
			}
			alpha = max(alpha, stand)
		} else {
			if stand <= alpha {
				return stand
			}
			beta = min(beta, stand)
		}
		acts, marks = s.tactical(ply)
	}
	if len(acts) == 0 {
		return stand
	}
	for i := range acts {
		pickNext(acts, marks, i)
		u := s.p.Apply(acts[i])
		var v int
		if s.visit() {
			v = 0
		} else if r := s.p.Result(); r.Over {
			if r.Reason == core.Repetition {
				s.tainted++
			}
			v = s.ended(r, ply+1)
		} else {
			threatened := false
			if left > 1 {
				threatened, _ = s.threatened(ply + 1)
			}
			v = s.quiesce(ply+1, alpha, beta, left-1, threatened)
		}
		s.p.Unapply(u)
		if s.stopped {
			return 0
		}
		if maximize {
			best = max(best, v)
			alpha = max(alpha, v)
		} else {
			best = min(best, v)
			beta = min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

// threatened reports whether the side to move, at ply, must answer a
// threat (Threatened) and has few actions to answer it (forcedAnswers or
// fewer). listed tells that weighing the threat left the side's actions
// in ply's buffer, for the caller to use rather than list them again.
func (s *Searcher[P, A, U]) threatened(ply int) (threatened, listed bool) {
	if s.threat == nil || !s.threat.Threatened() {
		return false, false
	}
	s.bufs[ply] = s.p.Legal(s.bufs[ply][:0])
	return len(s.bufs[ply]) <= forcedAnswers, true
}

// tactical lists the tactical actions at ply (those the game hints above
// zero), in ply's buffers, with their hints as ordering marks.
func (s *Searcher[P, A, U]) tactical(ply int) ([]A, []int32) {
	acts := s.p.Legal(s.bufs[ply][:0])
	s.bufs[ply] = acts
	marks := s.marks[ply][:0]
	n := 0
	for _, a := range acts {
		if h := s.hint.Hint(a); h > 0 {
			acts[n] = a
			marks = append(marks, int32(h))
			n++
		}
	}
	s.marks[ply] = marks
	return acts[:n], marks
}

// visit counts a node and reports whether the search must stop: its
// context ended, or it spent its nodes or its time.
func (s *Searcher[P, A, U]) visit() bool {
	s.nodes++
	switch {
	case s.stopped:
	case s.nodes&255 == 0 && (s.ctx.Err() != nil || !s.deadline.IsZero() && time.Now().After(s.deadline)):
		s.stopped = true
	case s.first:
	case s.lim.Nodes > 0 && s.nodes >= s.lim.Nodes*sureMargin:
		s.stopped = true // even a sure depth: a game with thousands of actions a turn (Xana)
	case s.sure:
	case s.lim.Nodes > 0 && s.nodes >= s.lim.Nodes:
		s.stopped = true
	}
	return s.stopped
}

// ended scores a finished game for the searching seat.
func (s *Searcher[P, A, U]) ended(r core.Result, ply int) int {
	switch {
	case r.Winner < 0:
		return 0
	case r.Winner == s.me:
		return s.won(ply)
	default:
		return -s.won(ply)
	}
}

// won is the score of a game won ply plies from the root, by its margin
// where the game has one (Margined).
func (s *Searcher[P, A, U]) won(ply int) int {
	short := 0
	if s.margin != nil {
		short = MaxMargin - min(max(s.margin.Margin(), 0), MaxMargin)
	}
	return Win - short*marginStep - ply
}

// Plies returns in how many plies a won or lost score ends the game.
func Plies(score int) int {
	return (Win - max(score, -score)) % marginStep
}

func (s *Searcher[P, A, U]) evaluate() int {
	return max(-MaxEval, min(MaxEval, s.p.Evaluate(s.me)))
}

func (s *Searcher[P, A, U]) hintOf(a A) int {
	if s.hint == nil {
		return 0
	}
	return s.hint.Hint(a)
}

// toTT and fromTT store a won or lost score as plies from the position, not
// from the root, so it reads right wherever the position comes back.
func toTT(v, ply int) int {
	switch {
	case v >= wonBand:
		return v + ply
	case v <= -wonBand:
		return v - ply
	}
	return v
}

func fromTT(v, ply int) int {
	switch {
	case v >= wonBand:
		return v - ply
	case v <= -wonBand:
		return v + ply
	}
	return v
}
