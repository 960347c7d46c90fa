package xima

import "xima/games/core"

// The computer player's knowledge of Xima (docs/ai-xima.md): the book's own
// measure of who stands better, the game force (rules/xima.md, Magnitudes),
// plus the race of each special to the summit.

// evalScale turns the force, counted in half-values, into the search's
// units, where a common block on floor 1 (worth 2, 4 half-values) is 100.
const evalScale = 25

// tookHalf is what a capture adds to the capturer's V_CB, in half-values:
// the book counts each captured block at its value just before capture,
// which a position no longer knows; a floor-1 common's 2 stands for it.
const tookHalf = 4

// A block in reserve is worth half a floor-1 common, and only the first few
// count. The book's V_OB values each at the average board block, which is
// its measure of a finished game but no guide to play: a player who never
// incorporates would look strong, and the reinforcements of a long game
// would swamp every other term (rules/xima.md, Magnitudes, on V_OB).
const (
	reserveHalf   = 2
	reserveUseful = 8
)

// ringHalf is what a column next to the summit topped by a player's block
// is worth to that player's race: a special that climbs onto it rests at
// height 3 or more and may enter the summit next.
const ringHalf = 12

// raceBonus is the special's race to the summit in half-values, resting
// at height h on c: climbing to height 3 and closing in both count, and
// most of all being next to the summit at height 3, from where it enters
// unless answered at once.
func raceBonus(c Cell, h int) int {
	d := 6 - min(6, Distance(c, Summit))
	bonus := 2*raceHalf(h) + 3*d*d
	if h >= 3 && d == 5 {
		bonus += 300
	}
	return bonus
}

// raceHalf is the special's race bonus for the height it rests at, in
// half-values: from height 3 it may enter the summit from a cell in line
// with it, so the climb to 3 is worth most.
func raceHalf(h int) int {
	if h <= 3 {
		return [4]int{0, 4, 12, 32}[h]
	}
	return 32 + 4*(h-3)
}

// Evaluate scores the position for seat (search.Position): its game force
// less that of its strongest opponent still in, each as V_BB + V_CB, a
// modest V_OB, plus its special's race to the summit.
func (l *Line) Evaluate(seat int) int {
	var f [MaxPlayers]int
	alive := l.forces(&f)
	best, other := f[seat], -1<<30
	for p := range int(l.players) {
		if alive&(1<<p) != 0 && p != seat {
			other = max(other, f[p])
		}
	}
	if alive&(1<<seat) == 0 {
		best = 0
	}
	if other == -1<<30 {
		other = 0
	}
	return (best - other) * evalScale
}

// EvaluateAll scores the position for every seat at once, each by its own
// force, not against the others' (search.SeatScorer, for the max-n search
// of three and four players): a seat that races for the summit is not
// distracted into blocking the leader. A seat that is out scores as low
// as a position can.
func (l *Line) EvaluateAll(dst []int) {
	var f [MaxPlayers]int
	alive := l.forces(&f)
	for p := range dst {
		if alive&(1<<p) == 0 {
			dst[p] = -outScore
			continue
		}
		dst[p] = f[p] * evalScale
	}
}

// outScore is the evaluation of a seat that is out: below any force.
const outScore = 1 << 22

// forces sets each player's force in half-values, V_BB + V_CB, a modest
// V_OB and the special's race to the summit, and returns the players still
// in, a bit each.
func (l *Line) forces(f *[MaxPlayers]int) uint8 {
	s := &l.State
	var race [MaxPlayers]int
	for c := Cell(0); c < Cells; c++ {
		h := int(s.height[c])
		if h == 0 || c == Summit {
			continue
		}
		col := &s.cols[c]
		n := int(floorOf[c])
		under := 0
		for i := range h - 1 {
			base := baseHalf(col[i], n)
			under += base
			f[col[i].Owner()] += base / 2
		}
		top := col[h-1]
		f[top.Owner()] += baseHalf(top, n) + under/2
		if Distance(c, Summit) == 1 {
			race[top.Owner()] += ringHalf // a step for a special to the summit
		}
		for i := range h {
			if b := col[i]; b.Special() {
				bonus := raceBonus(c, c.Terrain()+i)
				if i < h-1 {
					bonus /= 3 // dominated: it cannot move until freed
				}
				race[b.Owner()] += bonus
			}
		}
	}
	for p := range Player(s.players) {
		f[p] += race[p] + tookHalf*int(s.took[p]) + reserveHalf*min(s.offBoard(p), reserveUseful)
		if s.special[p] == SpecialCaptured {
			f[p] -= 16 // the special lost until rescued: no summit to race for
		}
	}
	return uint8(s.alive)
}

// baseHalf is BaseValue in half-values: 4n for a common, 8n for the special.
func baseHalf(b Block, floor int) int {
	if b.Special() {
		return 8 * floor
	}
	return 4 * floor
}

// threatHint is the hint of an action after which the mover's special may
// enter the summit next turn, as it may not before: the opponent must
// answer it at once (Threatened), so it is tactical, after entering the
// summit and before captures.
const threatHint = 1000

// Hint orders a search's actions (search.Hinter): entering the summit, then
// bringing the special within one action of it, then captures (tactical,
// followed past the depth limit), then climbs.
func (l *Line) Hint(a Action) int { return l.hint(a, true) }

// hint is Hint, with threats false as it was before threats were hinted
// (issue 31), for measuring the two against each other.
func (l *Line) hint(a Action, threats bool) int {
	s := &l.State
	to := a.To()
	switch a.Kind() {
	case KindMove:
		if to == Summit {
			return 10000
		}
		from := a.From()
		if k := s.height[from]; threats && k > 0 && Distance(to, Summit) > 0 && s.cols[from][k-1].Special() && l.threatens(a) {
			return threatHint
		}
		if s.height[to] > 0 && s.majority(to, s.toMove, 1) {
			return 100 + 10*int(s.height[to])
		}
		return int(floorOf[to]) - int(floorOf[from]) - 10
	case KindDropSpecial:
		if to == Summit {
			return 10000
		}
		if threats && Distance(to, Summit) > 0 && l.threatens(a) {
			return threatHint
		}
		return int(floorOf[to]) - 10
	case KindDropCommon:
		return int(floorOf[to]) - 12
	}
	return -20
}

// threatens reports whether a, an action of the mover's special that ends
// in line with the summit, lets the special enter the summit with its next
// action when it could not before. It plays a on the State and takes it
// back: a capture under the special lowers it, and the cell it leaves may
// lie on its way.
func (l *Line) threatens(a Action) bool {
	s := &l.State
	p := s.toMove
	if s.specialReaches(p) {
		return false
	}
	u := s.Apply(a)
	threat := !s.Over() && s.specialReaches(p)
	s.Unapply(u)
	return threat
}

// Threatened reports whether the seat that moves next after the side to
// move could enter the summit with its special on its turn, so the side to
// move must answer now (search.Threatened): block the way, capture the
// special, or win first. With three or four players the seats in between
// could answer too, but the next seat's threat is the last chance of the
// side to move (the max-n search of such tables does not ask). At a roll
// it is false: the threat is extended once, after the roll.
func (l *Line) Threatened() bool {
	s := &l.State
	if s.Over() || s.NeedsRoll() {
		return false
	}
	return s.specialReaches(s.nextAlive(s.toMove))
}

// KindRoll is a roll of the dice, chance's action in a DiceLine.
const KindRoll Kind = 6

// RollAction returns the roll of d1 and, for a two-dice player, d2 (0 for
// one die).
func RollAction(d1, d2 uint8) Action { return Action(KindRoll)<<16 | Action(d1)<<8 | Action(d2) }

// DiceLine is a Line on which the dice are chance's actions: the position
// the search drives (search.Chancy). Where a dice player must roll, Legal
// lists the rolls and Weight says how likely each is; elsewhere it is the
// Line.
type DiceLine struct{ *Line }

// Chance reports whether a dice player must roll now.
func (d DiceLine) Chance() bool { return d.NeedsRoll() }

// Legal appends the rolls at a chance node, else the legal actions.
func (d DiceLine) Legal(dst []Action) []Action {
	if !d.NeedsRoll() {
		return d.Line.Legal(dst)
	}
	if d.styles[d.toMove] == Luck {
		for v := uint8(1); v <= 6; v++ {
			dst = append(dst, RollAction(v, 0))
		}
		return dst
	}
	for v := uint8(1); v <= 6; v++ { // two dice, in either order: one roll
		for w := v; w <= 6; w++ {
			dst = append(dst, RollAction(v, w))
		}
	}
	return dst
}

// Weight returns a roll's odds: two different dice come two ways.
func (d DiceLine) Weight(a Action) int {
	if d1, d2 := a.From(), a.To(); d2 != 0 && d1 != d2 {
		return 2
	}
	return 1
}

// Apply plays a roll or an action.
func (d DiceLine) Apply(a Action) Undo {
	if a.Kind() != KindRoll {
		return d.Line.Apply(a)
	}
	u := Undo{meta: d.meta, action: a}
	if a.To() == 0 {
		_ = d.Roll(uint8(a.From())) // a roll Legal listed: Roll accepts it
	} else {
		_ = d.Roll(uint8(a.From()), uint8(a.To()))
	}
	return u
}

// Unapply takes back a roll or an action.
func (d DiceLine) Unapply(u Undo) {
	if u.action.Kind() == KindRoll {
		d.meta = u.meta
		return
	}
	d.Line.Unapply(u)
}

// Hash is the Line's hash with what else tells two positions apart for a
// search, which the repetition rule's position leaves out: the turn's dice
// (the same columns with another roll), the captures each player made (the
// evaluation counts them) and the rounds without a raise (rule 14's
// reinforcement comes of them).
func (d DiceLine) Hash() uint64 {
	h := d.Line.Hash()
	counts := uint64(d.flat) | uint64(d.took[0])<<8 | uint64(d.took[1])<<16 | uint64(d.took[2])<<24 | uint64(d.took[3])<<32
	if d.raised {
		counts |= 1 << 40
	}
	h ^= core.Mix(counts + core.Golden)
	if d.styles[d.toMove] == Sport {
		return h
	}
	dice := uint64(d.diceMask) | uint64(d.diceLeft)<<8 | uint64(d.locked)<<16
	return h ^ (dice+1)*core.Golden
}

// Repeated reports whether the line has been in this position before, or
// the repetition rule forbids an action here (rules/xima.md, Repetition),
// so that what follows depends on the way here: the search keeps such
// results out of its table (search.Historied).
func (l *Line) Repeated() bool {
	if l.seen[l.hash] >= 2 {
		return true
	}
	return len(l.twice) != 0 && l.allowedHere().forbade
}

// Swings is true: Xima's score moves by hundreds from one depth to the
// next, as the evaluation favours the side that moved last, so an
// aspiration window around the last iteration's score fails nearly always
// (search.Swinger).
func (l *Line) Swings() bool { return true }
