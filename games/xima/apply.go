package xima

import "xima/games/core"

// Undo holds what Unapply needs to take an action back. It is a plain value:
// Apply never allocates.
type Undo struct {
	meta     meta
	action   Action
	captured bool
	before   [MaxHeight]Block // the destination column before a capture
	beforeH  uint8
}

// Action returns the action the undo record takes back.
func (u *Undo) Action() Action { return u.action }

// Apply plays a, which must be legal (see Legal; Apply does not check), with
// its automatic effects: domination, capture and gravity, the summit, players
// running out of blocks, reinforcements and the passing of the turn.
func (s *State) Apply(a Action) (u Undo) {
	u.meta = s.meta
	u.action = a
	p := s.toMove
	to := a.To()
	switch a.Kind() {
	case KindMove:
		from := a.From()
		b := s.pop(from)
		s.push(to, b)
		if s.height[to] > 1 {
			u.captured = s.capture(to, b.Owner(), &u)
		}
	case KindDropCommon, KindDropSpecial:
		special := a.Kind() == KindDropSpecial
		if special {
			s.setSpecial(p, SpecialOnBoard)
		} else {
			s.setReserve(p, s.reserve[p]-1)
		}
		s.onBoard[p]++
		s.push(to, MakeBlock(p, special))
	case KindRescue:
		s.pop(to)
		s.onBoard[p]--
		s.givenUp[p]++
		s.captured[p]-- // the special comes back: no longer a captured block
		s.setSpecial(p, SpecialInReserve)
	}
	k := a.Kind()
	if k == KindMove || k == KindDropCommon || k == KindDropSpecial {
		if f := floorOf[to]; f > s.level {
			s.level = f
			s.raised = true
		}
		if to == Summit {
			s.winner, s.reason = p, SummitReached
		}
	}
	s.ply++
	if s.reason == core.NotOver {
		s.removeOutOfBlocks()
	}
	if s.reason == core.NotOver {
		s.endAction(a)
	}
	return u
}

// Unapply takes back the action that returned u; it must be the last one applied.
func (s *State) Unapply(u Undo) {
	a := u.action
	to := a.To()
	switch a.Kind() {
	case KindMove:
		var b Block
		if u.captured {
			b = s.cols[to][s.height[to]-1]
			s.cols[to] = u.before
			s.height[to] = u.beforeH
		} else {
			s.height[to]--
			b = s.cols[to][s.height[to]]
			s.cols[to][s.height[to]] = 0
		}
		from := a.From()
		s.cols[from][s.height[from]] = b
		s.height[from]++
	case KindDropCommon, KindDropSpecial:
		s.height[to]--
		s.cols[to][s.height[to]] = 0
	case KindRescue:
		s.cols[to][s.height[to]] = MakeBlock(u.meta.toMove, false)
		s.height[to]++
	}
	s.meta = u.meta
}

func (s *State) push(c Cell, b Block) {
	h := s.height[c]
	s.cols[c][h] = b
	s.height[c] = h + 1
	s.hash ^= zobBlock[c][h][b]
}

func (s *State) pop(c Cell) Block {
	h := s.height[c] - 1
	b := s.cols[c][h]
	s.cols[c][h] = 0
	s.height[c] = h
	s.hash ^= zobBlock[c][h][b]
	return b
}

func (s *State) setReserve(p Player, n uint8) {
	s.hash ^= zobReserve[p][s.reserve[p]] ^ zobReserve[p][n]
	s.reserve[p] = n
}

func (s *State) setSpecial(p Player, st SpecialState) {
	s.hash ^= zobSpecial[p][s.special[p]] ^ zobSpecial[p][st]
	s.special[p] = st
}

// capture applies rules/xima.md, Domination and capture: when the mover's
// colour has strictly more blocks in the column than every other colour, the
// other colours' blocks leave the game and the rest settle in their order.
func (s *State) capture(c Cell, p Player, u *Undo) bool {
	if !s.majority(c, p, 0) {
		return false
	}
	h := s.height[c]
	col := &s.cols[c]
	u.before = *col
	u.beforeH = h - 1 // without the mover, who is not part of the position before
	u.before[h-1] = 0
	s.sift(c, p, true, func(b Block) {
		q := b.Owner()
		s.captured[q]++
		s.took[p]++
		s.onBoard[q]--
		if b.Special() {
			s.setSpecial(q, SpecialCaptured)
		}
	})
	return true
}

// majority reports whether p's colour, with extra more blocks of p, has
// strictly more blocks in column c than every other colour present, and at
// least one other colour is present: the condition for a capture.
func (s *State) majority(c Cell, p Player, extra uint8) bool {
	var count [MaxPlayers]uint8
	count[p] = extra
	for _, b := range s.cols[c][:s.height[c]] {
		count[b.Owner()]++
	}
	others := false
	for q := range Player(MaxPlayers) {
		if q == p || count[q] == 0 {
			continue
		}
		if count[q] >= count[p] {
			return false
		}
		others = true
	}
	return others
}

// removeOutOfBlocks puts out every player with no block on the board and
// none in reserve (rule 12). With two players, or when one is left, the
// other wins.
func (s *State) removeOutOfBlocks() {
	for q := range Player(s.players) {
		if s.alive&(1<<q) != 0 && s.onBoard[q] == 0 && s.reserve[q] == 0 && s.special[q] != SpecialInReserve {
			s.setOut(q)
		}
	}
	s.declareLastStanding(OutOfBlocks)
}

func (s *State) setOut(q Player) {
	s.alive &^= 1 << q
	s.hash ^= zobAlive[q]
}

// declareLastStanding ends the game when one player is left in.
func (s *State) declareLastStanding(r core.Reason) {
	if s.alive&(s.alive-1) == 0 && s.reason == core.NotOver {
		s.winner = Player(trailingZeros(uint64(s.alive)))
		s.reason = r
	}
}

// endAction does the dice bookkeeping, the reinforcement rules and the
// passing of the turn after an action that did not end the game.
func (s *State) endAction(a Action) {
	p := s.toMove
	if s.styles[p] != Sport {
		s.useDie(a)
	}
	turnEnds := s.styles[p] == Sport || s.diceLeft == 0 || a.Kind() == KindPass
	next := p
	if turnEnds {
		next = s.nextAlive(p)
	}
	roundEnds := turnEnds && next <= p

	lacksAny, lacksAll := false, true
	for q := range Player(s.players) {
		if s.alive&(1<<q) == 0 {
			continue
		}
		if s.LacksMaterial(q) {
			lacksAny = true
		} else {
			lacksAll = false
		}
	}
	if lacksAll {
		s.reinforce() // rule 13
	}
	if roundEnds {
		if s.raised {
			s.flat = 0
		} else if s.flat < 255 {
			s.flat++
		}
		s.raised = false
		if s.flat >= FlatRounds && !lacksAny {
			s.reinforce() // rule 14
			s.flat = 0
		}
	}
	if turnEnds {
		s.hash ^= zobToMove[p] ^ zobToMove[next]
		s.toMove = next
		s.dice = [2]uint8{}
		s.diceMask, s.diceLeft, s.locked = 0, 0, 0
	}
}

func (s *State) nextAlive(p Player) Player {
	for i := uint8(1); i <= s.players; i++ {
		q := Player((uint8(p) + i) % s.players)
		if s.alive&(1<<q) != 0 {
			return q
		}
	}
	return p
}

func (s *State) reinforce() {
	for q := range Player(s.players) {
		if s.alive&(1<<q) != 0 {
			s.setReserve(q, s.reserve[q]+Reinforcement)
			s.received[q] += Reinforcement
		}
	}
}

// useDie spends the die an action used (rules/xima.md, Modes). A plain drop,
// a rescue or an incorporation that either die allows leaves the player free
// to use either die next.
func (s *State) useDie(a Action) {
	s.diceLeft--
	if s.diceLeft == 0 || a.Kind() == KindPass {
		return
	}
	used := s.dieUsed(a)
	d1, d2 := s.dice[0], s.dice[1]
	switch {
	case used == 0 || (used == 3 && d1 != d2):
		// die-free, or either die: the other remains, whichever it is
	case d1 == d2:
		s.diceMask = 1 << d1
	case used == 1:
		s.diceMask = 1 << d2
	default:
		s.diceMask = 1 << d1
	}
	if a.Kind() != KindRescue {
		s.locked = uint8(a.To()) + 1
	}
}

// dieUsed tells which of the two dice an action can have used: bit 0 the
// first, bit 1 the second, 0 for a die-free action.
func (s *State) dieUsed(a Action) int {
	d1, d2 := s.dice[0], s.dice[1]
	which := func(d int) int {
		r := 0
		if d == int(d1) {
			r |= 1
		}
		if d == int(d2) {
			r |= 2
		}
		return r
	}
	switch a.Kind() {
	case KindMove:
		return which(Distance(a.From(), a.To()))
	case KindDropCommon, KindDropSpecial:
		to := a.To()
		// Undo the drop to see how the block could have come to rest.
		s.height[to]--
		defer func() { s.height[to]++ }()
		if floorOf[to] == 1 {
			return 0
		}
		r := 0
		for i, d := range [2]uint8{d1, d2} {
			common, special := s.dropTargets(1 << d)
			if (a.Kind() == KindDropCommon && common.has(to)) || (a.Kind() == KindDropSpecial && special.has(to)) {
				r |= 1 << i
			}
		}
		return r
	}
	return 0
}

// Resign takes player p out: with two players the other wins; with more, p's
// blocks leave the board, the blocks above them settle, and the last player
// in wins. flag marks a fall of the clock (book 11.4.1: a resignation).
func (s *State) Resign(p Player, flag bool) {
	if s.reason != core.NotOver || s.alive&(1<<p) == 0 {
		return
	}
	reason := core.Resigned
	if flag {
		reason = core.Flagged
	}
	s.setOut(p)
	if s.players > 2 {
		for c := Cell(0); c < Cells; c++ {
			s.sift(c, p, false, func(Block) {
				s.onBoard[p]--
				s.givenUp[p]++
			})
		}
	}
	s.declareLastStanding(reason)
	if s.reason == core.NotOver && s.toMove == p {
		next := s.nextAlive(p)
		s.hash ^= zobToMove[p] ^ zobToMove[next]
		s.toMove = next
		s.dice = [2]uint8{}
		s.diceMask, s.diceLeft, s.locked = 0, 0, 0
	}
}

// sift removes from column c the blocks whose owner is p (keep false) or is
// not p (keep true), calling removed for each; the rest settle in order.
func (s *State) sift(c Cell, p Player, keep bool, removed func(Block)) {
	col := &s.cols[c]
	h := s.height[c]
	n := uint8(0)
	for i := range h {
		b := col[i]
		s.hash ^= zobBlock[c][i][b]
		if (b.Owner() == p) != keep {
			removed(b)
			continue
		}
		col[n] = b
		s.hash ^= zobBlock[c][n][b]
		n++
	}
	clear(col[n:h])
	s.height[c] = n
}
