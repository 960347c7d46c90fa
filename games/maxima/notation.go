package maxima

import (
	"fmt"
	"strings"

	"xima/games/core"
)

// FormatAction writes a move as from-to, "d2-d5", and a suicide as the
// square and S, "c4S" (rules/other-games.md, Maxima, Notation). The
// position is not needed, since from and to identify every move; s is
// taken for the shape every game's notation shares.
func FormatAction(s *State, a Action) string {
	if a.Suicide() {
		return a.From().String() + "S"
	}
	return a.From().String() + "-" + a.To().String()
}

// ParseAction reads a move in s: "d2-d5" (also "d2d5", "d2xd5", any case)
// or a suicide "c4S". Malformed text wraps core.ErrSyntax; a move the rules
// do not allow is a *core.Refusal (State.Why).
func ParseAction(s *State, text string) (Action, error) {
	a, err := parseText(text)
	if err != nil {
		return 0, err
	}
	if err := s.Why(a); err != nil {
		return 0, err
	}
	return a, nil
}

// parseText reads the text of an action without looking at a position.
func parseText(text string) (Action, error) {
	t := strings.TrimSpace(text)
	bad := func(why string) (Action, error) {
		return 0, fmt.Errorf("%w: %s: %s", core.ErrSyntax, core.Quote(text), why)
	}
	if len(t) < 2 {
		return bad("want from-to such as d2-d5, or a suicide such as c4S")
	}
	if n := len(t); n >= 3 && (t[n-1] == 'S' || t[n-1] == 's') {
		if q, ok := ParseSquare(t[:n-1]); ok {
			return SuicideAction(q), nil
		}
	}
	i := 1
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	from, ok := ParseSquare(t[:i])
	if !ok {
		return bad("want a square such as d2 first")
	}
	rest := t[i:]
	if len(rest) > 0 && (rest[0] == '-' || rest[0] == 'x' || rest[0] == 'X') {
		rest = rest[1:]
	}
	to, ok := ParseSquare(rest)
	if !ok {
		return bad("want from-to such as d2-d5, or a suicide such as c4S")
	}
	if to == from {
		return bad("a move must leave its square")
	}
	return MoveAction(from, to), nil
}
