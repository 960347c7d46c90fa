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
// for text that is no part of this board's notation; a part the rules do
// not allow now is a *core.Refusal (State.Why).
func ParseAction(s *State, text string) (Action, error) {
	a, err := parseSyntax(s, text)
	if err != nil {
		return 0, err
	}
	if err := s.Why(a); err != nil {
		return 0, err
	}
	return a, nil
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
