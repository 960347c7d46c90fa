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
// do not allow wraps core.ErrIllegal with a reason naming the square.
func ParseAction(s *State, text string) (Action, error) {
	a, err := parseText(text)
	if err != nil {
		return 0, err
	}
	var buf [320]Action
	for _, b := range s.Legal(buf[:0]) {
		if a == b {
			return a, nil
		}
	}
	return 0, fmt.Errorf("%w: %s", core.ErrIllegal, s.whyIllegal(a))
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

// whyIllegal explains why a well-formed action is not legal in s.
func (s *State) whyIllegal(a Action) string {
	from, to := a.From(), a.To()
	p := s.board[from]
	switch {
	case s.decided():
		return "the game is over"
	case p == Empty:
		return "no piece on " + from.String()
	case p.Color() != s.toMove:
		return fmt.Sprintf("the %s on %s is not %s's", p, from, s.toMove)
	case a.Suicide() && p.Kind() == King:
		return "the King on " + from.String() + " may not commit suicide"
	case a.Suicide() && !s.frozen(from, p):
		return fmt.Sprintf("the %s on %s is not immobilized, so it may not commit suicide", p.Kind(), from)
	case !a.Suicide() && s.frozen(from, p):
		return fmt.Sprintf("the %s on %s is immobilized", p.Kind(), from)
	}
	var buf [320]Action
	pseudo := false
	for _, b := range s.pseudo(buf[:0]) {
		pseudo = pseudo || a == b
	}
	if !pseudo {
		return fmt.Sprintf("the %s on %s cannot reach %s", p.Kind(), from, to)
	}
	mover := s.toMove
	u := s.Apply(a)
	defer s.Unapply(u)
	if s.filled(mover, palace[mover]) {
		return fmt.Sprintf("%s would fill %s's own goal squares", FormatAction(s, a), mover)
	}
	if s.king[mover] != NoSquare && s.kingAttacked(s.king[mover], mover^1) {
		return fmt.Sprintf("%s would leave %s's King on %s in check", FormatAction(s, a), mover, s.king[mover])
	}
	return fmt.Sprintf("%s would leave %s's goal squares %s %s open to invasion", FormatAction(s, a), mover, palace[mover][0], palace[mover][1])
}
