package xima

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"xima/games/core"
)

// Why a player's intention is refused, for the screen and for typed
// notation: the player picks a Source (a block, a reserve pile, the rescue)
// and a target cell, and Game.Why names the first rule the intention
// breaks (docs/refusals.md).

// Xima's refusal codes, besides core's shared ones (docs/refusals.md).
const (
	RollFirst         core.RefusalCode = "needs-roll"          // a dice player rolls before acting
	NotYourBlock      core.RefusalCode = "not-your-block"      // Cell's block is Side's
	NotYourReserve    core.RefusalCode = "not-your-reserve"    // the pile picked is Side's
	Dominated         core.RefusalCode = "dominated"           // the block on Cell has N blocks on it
	SameBlock         core.RefusalCode = "two-dice-same-block" // the block on Cell made the turn's first action
	DieValue          core.RefusalCode = "die-value"           // From to Cell is N cells; the dice allow Dice
	DropDieValue      core.RefusalCode = "drop-die-value"      // no empty floor-1 cell lies a die's value from Cell
	TooHigh           core.RefusalCode = "too-high"            // Cell's column is N high, the block on From rests at M
	BareStep          core.RefusalCode = "bare-step"           // Cell is an empty step N high, the block on From rests at M
	SummitNeedsHeight core.RefusalCode = "summit-needs-height" // Cell (the summit) needs height N on From; the block is at M
	SummitSpecialOnly core.RefusalCode = "summit-special-only" // only a special stops on the summit, Cell
	BeyondSummit      core.RefusalCode = "beyond-summit"       // the special stops on the summit, Other, short of Cell
	NoCommonLeft      core.RefusalCode = "no-common-left"      // no common block in reserve
	SpecialPlaced     core.RefusalCode = "special-on-board"    // the special stands on Cell, not in reserve
	SpecialTaken      core.RefusalCode = "special-captured"    // the special is captured: rescue it first
	DropOnBlock       core.RefusalCode = "drop-on-block"       // an incorporation cannot end on Cell, which holds blocks
	DropNotInLine     core.RefusalCode = "drop-not-in-line"    // no empty floor-1 cell lines up with Cell
	NothingToRescue   core.RefusalCode = "nothing-to-rescue"   // the special is not captured
	RescueFloor       core.RefusalCode = "rescue-floor"        // Cell is on floor N, not 3
	NoPass            core.RefusalCode = "no-pass"             // a pass is only a dice player's
	Repeats           core.RefusalCode = "repetition"          // the action would make a position a third time
	NoBlockReaches    core.RefusalCode = "no-block-reaches"    // no common block of the mover's reaches Cell
	WriteSpecial      core.RefusalCode = "write-special"       // From holds the special: =FromCell
	SpecialWaits      core.RefusalCode = "special-in-reserve"  // =Cell incorporates the special, which is in reserve
	NoCapture         core.RefusalCode = "no-capture"          // the move From-Cell is marked as a capture and captures nothing
)

// RefusalCodes returns every code Xima's refusals use.
func RefusalCodes() []core.RefusalCode {
	return []core.RefusalCode{core.GameOver, core.NoPiece, core.SameCell, core.NotInLine, core.NotReachable,
		RollFirst, NotYourBlock, NotYourReserve, Dominated, SameBlock, DieValue, DropDieValue, TooHigh,
		BareStep, SummitNeedsHeight, SummitSpecialOnly, BeyondSummit, NoCommonLeft, SpecialPlaced,
		SpecialTaken, DropOnBlock, DropNotInLine, NothingToRescue, RescueFloor, NoPass, Repeats,
		NoBlockReaches, WriteSpecial, SpecialWaits, NoCapture}
}

// SourceKind says what a player picked to act with.
type SourceKind uint8

// The things a player can pick.
const (
	FromBoard   SourceKind = iota // a block on the board
	FromReserve                   // a common block of a reserve
	FromSpecial                   // the special of a reserve
	FromRescue                    // the rescue: the target is the common given up
)

// Source is what a player picked before choosing a target cell.
type Source struct {
	Kind   SourceKind
	Cell   Cell   // FromBoard: the block's cell
	Level  int    // FromBoard: the block's place in its column, 0 at the bottom
	Player Player // FromReserve, FromSpecial: whose pile
}

// BlockSource picks the block level places up the column on c (0 is the
// bottom block).
func BlockSource(c Cell, level int) Source { return Source{Kind: FromBoard, Cell: c, Level: level} }

// PileSource picks a block of p's reserve: the special or a common.
func PileSource(p Player, special bool) Source {
	if special {
		return Source{Kind: FromSpecial, Player: p}
	}
	return Source{Kind: FromReserve, Player: p}
}

// RescueSource picks the rescue of the mover's captured special.
func RescueSource() Source { return Source{Kind: FromRescue} }

// Why explains the intention of taking src to the cell to (for the rescue,
// giving up the common on to): nil when a legal action does it, else a
// *core.Refusal naming the first rule it breaks, in this order: the game
// is over, the dice are not rolled, the block is not the mover's, it is
// dominated, it made the two-dice turn's first action, the dice do not
// allow the distance, a step is too high on the way, the summit's
// condition, and what is left (rules/xima.md).
func (g *Game) Why(src Source, to Cell) error { return why(&g.line.State, g.legal(), src, to) }

// why is Game.Why for the position s whose legal actions are legal.
func why(s *State, legal []Action, src Source, to Cell) error {
	if r := s.refuseSource(src); r != nil {
		return r
	}
	if to >= Cells {
		return core.Refuse(core.NotReachable, "no cell %d", to)
	}
	a := src.action(s, to)
	if slices.Contains(legal, a) {
		return nil
	}
	if r := s.refuseTarget(src, to); r != nil {
		return r
	}
	if slices.Contains(s.Legal(nil), a) {
		return core.Refuse(Repeats, "%s would make the same position a third time", FormatLong(s, a))
	}
	r := core.Refuse(core.NotReachable, "%s is not a legal action for %s", FormatLong(s, a), s.toMove)
	r.Cell = to.String()
	return r
}

// explain is why for an action, as Play and ParseAction meet it.
func explain(s *State, legal []Action, a Action) error {
	switch a.Kind() {
	case KindPass:
		if r := s.refuseTurn(); r != nil {
			return r
		}
		if slices.Contains(legal, a) {
			return nil
		}
		return core.Refuse(NoPass, "nothing forces a pass")
	case KindDropCommon, KindDropSpecial:
		return why(s, legal, PileSource(s.toMove, a.Kind() == KindDropSpecial), a.To())
	case KindRescue:
		return why(s, legal, RescueSource(), a.To())
	}
	return why(s, legal, BlockSource(a.From(), int(s.height[a.From()])-1), a.To())
}

// action is the action that takes src to to, src being one the mover may use.
func (src Source) action(s *State, to Cell) Action {
	switch src.Kind {
	case FromReserve, FromSpecial:
		return DropAction(src.Kind == FromSpecial, to)
	case FromRescue:
		return RescueAction(to)
	}
	return MoveAction(src.Cell, to)
}

// refuseTurn returns why the side to move may not act now, or nil.
func (s *State) refuseTurn() *core.Refusal {
	switch {
	case s.Over():
		return core.Refuse(core.GameOver, "the game is over")
	case s.NeedsRoll():
		return core.Refuse(RollFirst, "roll the dice first")
	}
	return nil
}

// refuseSource returns why the mover may not use src at all, or nil.
func (s *State) refuseSource(src Source) *core.Refusal {
	p := s.toMove
	if r := s.refuseTurn(); r != nil {
		return r
	}
	switch src.Kind {
	case FromBoard:
		c := src.Cell
		if c >= Cells || src.Level < 0 || src.Level >= int(s.height[c]) {
			r := core.Refuse(core.NoPiece, "there is no block there")
			if c < Cells {
				r.Cell, r.Why = c.String(), fmt.Sprintf("%s is empty", c)
			}
			return r
		}
		if b := s.cols[c][src.Level]; b.Owner() != p {
			r := core.Refuse(NotYourBlock, "%s has no block of yours on top", c)
			r.Cell, r.Side = c.String(), sideCode(b.Owner())
			return r
		}
		if above := int(s.height[c]) - 1 - src.Level; above > 0 {
			r := core.Refuse(Dominated, "the block on %s is under %d other blocks: only the top block of a column moves", c, above)
			r.Cell, r.N = c.String(), above
			return r
		}
		return s.refuseLocked(c)
	case FromReserve, FromSpecial:
		if src.Player != p {
			r := core.Refuse(NotYourReserve, "that reserve is %s's", src.Player)
			r.Side = sideCode(src.Player)
			return r
		}
		if src.Kind == FromReserve {
			if s.reserve[p] == 0 {
				return core.Refuse(NoCommonLeft, "you have no common block in reserve")
			}
			return nil
		}
		switch s.special[p] {
		case SpecialOnBoard:
			c, _ := s.specialAt(p)
			r := core.Refuse(SpecialPlaced, "your special is not in reserve: it stands on %s", c)
			r.Cell = c.String()
			return r
		case SpecialCaptured:
			return core.Refuse(SpecialTaken, "your special was captured: rescue it first")
		}
	case FromRescue:
		if s.special[p] != SpecialCaptured {
			return core.Refuse(NothingToRescue, "your special is not captured: there is nothing to rescue")
		}
	default:
		return core.Refuse(core.NoPiece, "nothing was picked")
	}
	return nil
}

// refuseLocked refuses the block on c when it made the two-dice turn's
// first action (rules/xima.md, Modes: the second action may not use it).
func (s *State) refuseLocked(c Cell) *core.Refusal {
	if s.locked != uint8(c)+1 {
		return nil
	}
	r := core.Refuse(SameBlock, "the block on %s made this turn's first action: the second needs a different block", c)
	r.Cell = c.String()
	return r
}

// refuseTarget returns why src, which the mover may use, cannot go to to,
// or nil when the rules of movement allow it (the repetition rule aside).
func (s *State) refuseTarget(src Source, to Cell) *core.Refusal {
	switch src.Kind {
	case FromRescue:
		return s.refuseRescue(to)
	case FromReserve, FromSpecial:
		return s.refuseDrop(src.Kind == FromSpecial, to)
	}
	from := src.Cell
	special := s.cols[from][src.Level].Special()
	d := Distance(from, to)
	switch {
	case from == to:
		r := core.Refuse(core.SameCell, "the block is already on %s", to)
		r.Cell = to.String()
		return r
	case d == 0:
		r := core.Refuse(core.NotInLine, "%s and %s are not on one line", from, to)
		r.Cell, r.From = to.String(), from.String()
		return r
	case to == Summit && !special:
		return refuseSummitCommon()
	}
	if mask := s.distances(); mask&(1<<d) == 0 {
		dice := s.diceValues()
		r := core.Refuse(DieValue, "%s to %s is %d cells; the dice allow %s", from, to, d, diceText(dice))
		r.Cell, r.From, r.N, r.Dice = to.String(), from.String(), d, dice
		return r
	}
	r, _ := s.walk(from, from.Terrain()+int(s.height[from])-1, to, special)
	return r
}

func refuseSummitCommon() *core.Refusal {
	r := core.Refuse(SummitSpecialOnly, "only a special block may stop on the summit %s", Cell(Summit))
	r.Cell = Cell(Summit).String()
	return r
}

// walk follows a block resting at height h on from, step by step along the
// line to to (rules/xima.md, Movement), and returns the first step it may
// not take and how many steps it took before it; nil when it arrives.
func (s *State) walk(from Cell, h int, to Cell, special bool) (*core.Refusal, int) {
	prev := from
	for i, y := range rays[from][dirTo[from][to]][:dist[from][to]] {
		k, t := int(s.height[y]), y.Terrain()
		switch {
		case k > 0 && t+k > h+1:
			r := core.Refuse(TooHigh, "a step too high: %s is %d high, %s only %d", y, t+k, prev, h)
			r.Cell, r.N, r.From, r.M = y.String(), t+k, prev.String(), h
			return r, i
		case k > 0 && k >= MaxHeight:
			return nil, i // the column is full: no closer reason than "not reachable"
		case k > 0:
			h = t + k
		case y == Summit && t > h:
			r := core.Refuse(SummitNeedsHeight, "a block enters or crosses the summit %s only from height %d: on %s it is at %d", y, t, prev, h)
			r.Cell, r.N, r.From, r.M = y.String(), t, prev.String(), h
			return r, i
		case t > h:
			r := core.Refuse(BareStep, "a bare step cannot be climbed: %s is %d high, the block on %s is at %d", y, t, prev, h)
			r.Cell, r.N, r.From, r.M = y.String(), t, prev.String(), h
			return r, i
		default:
			h = t
		}
		if y == Summit && special && y != to {
			r := core.Refuse(BeyondSummit, "the special stops on the summit %s: it cannot go on to %s", y, to)
			r.Cell, r.Other = to.String(), y.String()
			return r, i
		}
		prev = y
	}
	return nil, int(dist[from][to])
}

// refuseDrop returns why an incorporation cannot come to rest on to
// (rules/xima.md, Incorporation), or nil.
func (s *State) refuseDrop(special bool, to Cell) *core.Refusal {
	switch {
	case s.height[to] > 0:
		r := core.Refuse(DropOnBlock, "%s is not empty: an incorporated block never ends on another block", to)
		r.Cell = to.String()
		return r
	case to == Summit && !special:
		return refuseSummitCommon()
	case to.Floor() == 1:
		return nil // a plain drop
	}
	mask := s.distances()
	inLine, byDie := false, false
	var best *core.Refusal
	bestSteps := -1
	for _, d := range floor1 {
		n := Distance(d, to)
		if s.height[d] != 0 || n == 0 {
			continue
		}
		inLine = true
		if mask&(1<<n) == 0 {
			continue
		}
		byDie = true
		r, steps := s.walk(d, 0, to, special)
		if r == nil {
			return nil
		}
		if steps > bestSteps {
			best, bestSteps = r, steps
		}
	}
	switch {
	case !inLine:
		r := core.Refuse(DropNotInLine, "no incorporation can come to rest on %s: no empty floor-1 cell lines up with it", to)
		r.Cell = to.String()
		return r
	case !byDie:
		dice := s.diceValues()
		r := core.Refuse(DropDieValue, "no empty floor-1 cell lies %s cells from %s on a line", diceText(dice), to)
		r.Cell, r.Dice = to.String(), dice
		return r
	}
	return best
}

// refuseRescue returns why the common on c cannot be given up for the
// captured special (rules/xima.md, The special block and the summit), or nil.
func (s *State) refuseRescue(c Cell) *core.Refusal {
	b, ok := s.Top(c)
	switch {
	case !ok:
		r := core.Refuse(core.NoPiece, "%s is empty", c)
		r.Cell = c.String()
		return r
	case b.Owner() != s.toMove:
		r := core.Refuse(NotYourBlock, "%s has no block of yours on top", c)
		r.Cell, r.Side = c.String(), sideCode(b.Owner())
		return r
	case c.Floor() != 3:
		r := core.Refuse(RescueFloor, "only a common on a floor-3 cell can be given up: %s is on floor %d", c, c.Floor())
		r.Cell, r.N = c.String(), c.Floor()
		return r
	}
	return s.refuseLocked(c)
}

// diceValues returns the die values the side to move may still use.
func (s *State) diceValues() []int {
	var out []int
	for d := 1; d <= 6; d++ {
		if s.diceMask&(1<<d) != 0 {
			out = append(out, d)
		}
	}
	return out
}

// diceText writes die values as "3" or "3 or 5".
func diceText(dice []int) string {
	var b strings.Builder
	for i, d := range dice {
		if i > 0 {
			b.WriteString(" or ")
		}
		b.WriteString(strconv.Itoa(d))
	}
	return b.String()
}

// specialAt returns where p's special stands and its place in the column.
func (s *State) specialAt(p Player) (Cell, int) {
	want := MakeBlock(p, true)
	for c := Cell(0); c < Cells; c++ {
		for i := range int(s.height[c]) {
			if s.cols[c][i] == want {
				return c, i
			}
		}
	}
	return 0, -1
}

// sideCode is the player's seat code, as Game.SeatCode gives it.
func sideCode(p Player) string { return lower(p.String()) }
