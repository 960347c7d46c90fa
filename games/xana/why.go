package xana

import (
	"strings"

	"xima/games/core"
)

// Xana's refusal codes, besides core's shared ones (docs/refusals.md).
const (
	WallNeeded      core.RefusalCode = "wall-needed"       // a turn of walls ends only after a wall
	NothingToEnd    core.RefusalCode = "nothing-to-end"    // the turn has not begun
	WallOrEnd       core.RefusalCode = "wall-or-end"       // after the stack part: a wall or end
	WallsAfterStack core.RefusalCode = "walls-after-stack" // walls come after the stack part (or -)
	AlreadySwapped  core.RefusalCode = "already-swapped"   // the players already swapped
	SwapFirstTurn   core.RefusalCode = "swap-first-turn"   // swap is only Black's first turn, after White's
	NoStackNoWalls  core.RefusalCode = "no-stack-no-walls" // Side has no stack, so no circle for walls
	ReserveShort    core.RefusalCode = "reserve-short"     // Side has N stones off board, not M
	WallThere       core.RefusalCode = "wall-there"        // Cell holds a wall
	NotYourStack    core.RefusalCode = "not-your-stack"    // Cell holds a stack of Side
	NotAccessible   core.RefusalCode = "not-accessible"    // Cell is not accessible to Side
	NoBreath        core.RefusalCode = "no-breath"         // a stack on Cell would have no empty neighbour and capture nothing
	StackTooSmall   core.RefusalCode = "stack-too-small"   // From holds N stones, not M
	OutsideCircle   core.RefusalCode = "outside-circle"    // Cell is not in the circle of N stones on From
	WallOffCircle   core.RefusalCode = "wall-off-circle"   // Cell is in no circle of a stack of Side's
)

// RefusalCodes returns every code Xana's refusals use.
func RefusalCodes() []core.RefusalCode {
	return []core.RefusalCode{core.GameOver, core.NoPiece, core.Occupied, core.NotReachable,
		WallNeeded, NothingToEnd, WallOrEnd, WallsAfterStack, AlreadySwapped, SwapFirstTurn, NoStackNoWalls,
		ReserveShort, WallThere, NotYourStack, NotAccessible, NoBreath, StackTooSmall, OutsideCircle, WallOffCircle}
}

// Why explains the part a (a drop of stones on the cell clicked, the move
// of a stack or its top part, a wall, or a word: end, pass, swap): nil when
// it is legal, else a *core.Refusal naming the first rule it breaks
// (rules/other-games.md, Xana).
func (g *Game) Why(a Action) error {
	if g.Over() {
		return refuseOver()
	}
	return g.line.Why(a)
}

func refuseOver() *core.Refusal { return core.Refuse(core.GameOver, "the game is over") }

// Why is Game.Why for the position s, the repetition rule and
// resignations aside.
func (s *State) Why(a Action) error {
	if s.Over() {
		return core.Refuse(core.GameOver, "the game is over: both players passed")
	}
	for _, b := range s.Legal(nil) {
		if b == a {
			return nil
		}
	}
	g := s.geo()
	me := s.toMove
	side := sideCode(me)
	withSide := func(r *core.Refusal) *core.Refusal { r.Side = side; return r }
	switch k := a.Kind(); {
	case k == KindEnd && s.step == StepSkip:
		return core.Refuse(WallNeeded, "a turn of walls needs a wall (without one it is a pass)")
	case k == KindEnd:
		return core.Refuse(NothingToEnd, "nothing to end: the turn has not begun")
	case s.step != StepStart && k != KindWall:
		return withSide(core.Refuse(WallOrEnd, "%s is %s: a wall or end", me, s.step))
	case s.step == StepStart && k == KindWall:
		return core.Refuse(WallsAfterStack, "walls come after the stack part (or -)")
	case k == KindSwap && s.swapped:
		return core.Refuse(AlreadySwapped, "the players already swapped")
	case k == KindSwap:
		return core.Refuse(SwapFirstTurn, "swap is only for Black's first turn, after White's")
	case k == KindSkip:
		return withSide(core.Refuse(NoStackNoWalls, "%s has no stack, so no circle to drop walls on", me))
	}
	from, to, n := a.From(), a.To(), a.Stones()
	if to >= Cell(g.cells) || (a.Kind() == KindMove && from >= Cell(g.cells)) {
		return core.Refuse(core.NotReachable, "%#x is not a part of this board", uint32(a))
	}
	name := g.name(to)
	at := func(r *core.Refusal) *core.Refusal { r.Cell = name; return r }
	switch a.Kind() {
	case KindDrop:
		switch {
		case n > int(s.reserve[me]):
			r := withSide(core.Refuse(ReserveShort, "%s has %d stones off board, not %d", me, s.reserve[me], n))
			r.N, r.M = int(s.reserve[me]), n
			return r
		case s.Wall(to):
			return at(core.Refuse(WallThere, "%s holds a wall", name))
		case !s.Empty(to) && !s.friendly(to, me):
			r := at(core.Refuse(NotYourStack, "%s holds a stack of %s", name, me^1))
			r.Side = sideCode(me ^ 1)
			return r
		case !s.accessible(to, me):
			return withSide(at(core.Refuse(NotAccessible, "%s is not accessible to %s", name, me)))
		}
		return at(core.Refuse(NoBreath, "a stack on %s would have no empty neighbour and captures nothing", name))
	case KindMove:
		fromName := g.name(from)
		h := s.Height(from)
		switch {
		case s.Empty(from):
			r := core.Refuse(core.NoPiece, "%s has no stack of %s", fromName, me)
			r.Cell = fromName
			return r
		case s.Wall(from):
			r := core.Refuse(WallThere, "%s holds a wall", fromName)
			r.Cell = fromName
			return r
		case !s.friendly(from, me):
			r := core.Refuse(NotYourStack, "%s has no stack of %s", fromName, me)
			r.Cell, r.Side = fromName, sideCode(me^1)
			return r
		case n > h:
			r := core.Refuse(StackTooSmall, "%s holds %d stones, not %d", fromName, h, n)
			r.From, r.N, r.M = fromName, h, n
			return r
		case !s.Empty(to):
			return at(core.Refuse(core.Occupied, "%s is not empty", name))
		case !inCells(s.Circle(from, n), to):
			r := at(core.Refuse(OutsideCircle, "%s is not in the circle of %d stones on %s", name, n, fromName))
			r.From, r.N = fromName, n
			return r
		}
		return at(core.Refuse(NoBreath, "the stones moved to %s would have no empty neighbour and capture nothing", name))
	case KindWall:
		if !s.Empty(to) {
			return at(core.Refuse(core.Occupied, "%s is not empty", name))
		}
		return withSide(at(core.Refuse(WallOffCircle, "%s is in no circle of a %s stack", name, me)))
	}
	return core.Refuse(core.NotReachable, "%s is not legal here", FormatAction(s, a))
}

// sideCode is a colour's seat code: "white" or "black".
func sideCode(c Colour) string { return strings.ToLower(c.String()) }
