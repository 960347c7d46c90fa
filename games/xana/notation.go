package xana

import (
	"fmt"
	"strconv"
	"strings"

	"xima/games/core"
)

// The notation of rules/other-games.md, Xana (the seed's, with the stack
// count in digits): "3@k4" drops 3 stones on k4, "k4-k2" moves a whole
// stack, "t3>2r3" moves the top 2 stones of t3 to r3, "-" is no stack part,
// a bare cell "i4" is a wall, "end" closes a turn after its stack part or
// first wall, "pass" and "swap" are whole turns.

// FormatAction writes the part a, for the position s before it.
func FormatAction(s *State, a Action) string {
	g := s.geo()
	switch a.Kind() {
	case KindDrop:
		return strconv.Itoa(a.Stones()) + "@" + g.name(a.To())
	case KindMove:
		if a.Stones() == s.Height(a.From()) {
			return g.name(a.From()) + "-" + g.name(a.To())
		}
		return g.name(a.From()) + ">" + strconv.Itoa(a.Stones()) + g.name(a.To())
	case KindWall:
		return g.name(a.To())
	case KindSkip:
		return "-"
	case KindEnd:
		return "end"
	case KindPass:
		return "pass"
	case KindSwap:
		return "swap"
	}
	return "?"
}

// ParseAction reads one part in the position s. Errors wrap core.ErrSyntax
// for text that is no part of this board's notation and core.ErrIllegal,
// with the reason, for a part the rules do not allow now.
func ParseAction(s *State, text string) (Action, error) {
	a, err := parseSyntax(s, text)
	if err != nil {
		return 0, err
	}
	for _, b := range s.Legal(nil) {
		if b == a {
			return a, nil
		}
	}
	return 0, fmt.Errorf("%w: %s", core.ErrIllegal, s.whyIllegal(a))
}

func syntaxError(text, why string) error {
	return fmt.Errorf("%w: %s: %s", core.ErrSyntax, core.Quote(text), why)
}

// parseSyntax reads text as a part, checking only that it names cells of
// the board (a move's stone count is settled against the stack: "t3>5r3"
// for a stack of 5 is "t3-r3").
func parseSyntax(s *State, text string) (Action, error) {
	g := s.geo()
	t := strings.TrimSpace(text)
	switch strings.ToLower(t) {
	case "-":
		return SkipAction, nil
	case "end":
		return EndAction, nil
	case "pass":
		return PassAction, nil
	case "swap":
		return SwapAction, nil
	case "":
		return 0, syntaxError(text, "empty")
	}
	cell := func(name string) (Cell, error) {
		c, ok := g.parse(name)
		if !ok {
			return NoCell, syntaxError(text, fmt.Sprintf("%s is not a cell of the board of side %d", core.Quote(name), g.n))
		}
		return c, nil
	}
	count := func(digits string) (int, error) {
		n, err := strconv.Atoi(digits)
		if err != nil || n < 1 || n > 2*MaxSize || digits[0] == '+' || digits[0] == '0' {
			return 0, syntaxError(text, fmt.Sprintf("%s is no number of stones", core.Quote(digits)))
		}
		return n, nil
	}
	if n, at, ok := strings.Cut(t, "@"); ok {
		k, err := count(n)
		if err != nil {
			return 0, err
		}
		c, err := cell(at)
		if err != nil {
			return 0, err
		}
		return DropAction(c, k), nil
	}
	if from, to, ok := strings.Cut(t, "-"); ok {
		a, err := cell(from)
		if err != nil {
			return 0, err
		}
		b, err := cell(to)
		if err != nil {
			return 0, err
		}
		return MoveAction(a, b, max(s.Height(a), 1)), nil
	}
	if from, rest, ok := strings.Cut(t, ">"); ok {
		d := 0
		for d < len(rest) && rest[d] >= '0' && rest[d] <= '9' {
			d++
		}
		if d == 0 {
			return 0, syntaxError(text, "a part move needs its stones after '>': t3>2r3")
		}
		a, err := cell(from)
		if err != nil {
			return 0, err
		}
		k, err := count(rest[:d])
		if err != nil {
			return 0, err
		}
		b, err := cell(rest[d:])
		if err != nil {
			return 0, err
		}
		return MoveAction(a, b, k), nil
	}
	if columnIndex(t[0]) < 0 {
		return 0, syntaxError(text, "want a drop 3@k4, a move k4-k2 or t3>2r3, a wall k4, -, end, pass or swap")
	}
	c, err := cell(t)
	if err != nil {
		return 0, err
	}
	return WallAction(c), nil
}

// whyIllegal says why the part a is not legal in s.
func (s *State) whyIllegal(a Action) string {
	g := s.geo()
	me := s.toMove
	if s.Over() {
		return "the game is over: both players passed"
	}
	switch k := a.Kind(); {
	case k == KindEnd && s.step == StepSkip:
		return "a turn of walls needs a wall (without one it is a pass)"
	case k == KindEnd:
		return "nothing to end: the turn has not begun"
	case s.step != StepStart && k != KindWall:
		return fmt.Sprintf("%s is %s: a wall or end", me, s.step)
	case s.step == StepStart && k == KindWall:
		return "walls come after the stack part (or -)"
	case k == KindSwap && s.swapped:
		return "the players already swapped"
	case k == KindSwap:
		return "swap is only for Black's first turn, after White's"
	case k == KindSkip:
		return fmt.Sprintf("%s has no stack, so no circle to drop walls on", me)
	}
	from, to, n := a.From(), a.To(), a.Stones()
	name := g.name(to)
	switch a.Kind() {
	case KindDrop:
		switch {
		case n > int(s.reserve[me]):
			return fmt.Sprintf("%s has %d stones off board, not %d", me, s.reserve[me], n)
		case s.Wall(to):
			return name + " holds a wall"
		case !s.Empty(to) && !s.friendly(to, me):
			return name + " holds a stack of " + (me ^ 1).String()
		case s.Empty(to) && !s.accessible(to, me):
			return fmt.Sprintf("%s is not accessible to %s", name, me)
		case s.Empty(to):
			return fmt.Sprintf("a stack on %s would have no empty neighbour and captures nothing", name)
		}
	case KindMove:
		h := s.Height(from)
		switch {
		case !s.friendly(from, me):
			return fmt.Sprintf("%s has no stack of %s", g.name(from), me)
		case n > h:
			return fmt.Sprintf("%s holds %d stones, not %d", g.name(from), h, n)
		case !s.Empty(to):
			return name + " is not empty"
		case !inCells(s.Circle(from, n), to):
			return fmt.Sprintf("%s is not in the circle of %d stones on %s", name, n, g.name(from))
		default:
			return fmt.Sprintf("the stones moved to %s would have no empty neighbour and capture nothing", name)
		}
	case KindWall:
		if !s.Empty(to) {
			return name + " is not empty"
		}
		return fmt.Sprintf("%s is in no circle of a %s stack", name, me)
	}
	return FormatAction(s, a) + " is not legal here"
}

// accessible reports whether the empty cell c is accessible to col.
func (s *State) accessible(c Cell, col Colour) bool {
	return inCells(s.Accessible(col), c)
}

func inCells(cells []Cell, c Cell) bool {
	for _, x := range cells {
		if x == c {
			return true
		}
	}
	return false
}
