package xima

import (
	"fmt"
	"slices"
	"strings"

	"xima/games/core"
)

// The notation of rules/xima.md, Notation: long form "G2G3", short form
// "G3" with the least disambiguation, "-K3" and "=K3" for incorporations,
// "x" before a captured destination, "TOP" for the special entering the
// summit, "*E5" for a rescue and "pass" for a dice player's pass.

// Captures reports whether the move a would capture (a must be a legal move).
func (s *State) Captures(a Action) bool {
	if a.Kind() != KindMove || s.height[a.To()] == 0 {
		return false
	}
	mover, _ := s.Top(a.From())
	return s.majority(a.To(), mover.Owner(), 1)
}

// movesSpecial reports whether a moves or incorporates the special.
func (s *State) movesSpecial(a Action) bool {
	switch a.Kind() {
	case KindDropSpecial:
		return true
	case KindMove:
		b, ok := s.Top(a.From())
		return ok && b.Special()
	}
	return false
}

// FormatLong writes a in the long form, for the position s before it.
func FormatLong(s *State, a Action) string {
	return format(s, a, func() string { return a.From().String() })
}

// FormatShort writes a in the short form: a common move names its origin's
// column, else its row, else both, only when another common block could
// also reach the destination (legal is the list it is told apart from).
func FormatShort(s *State, a Action, legal []Action) string {
	return format(s, a, func() string {
		if s.movesSpecial(a) {
			return ""
		}
		return disambiguation(s, a, legal)
	})
}

func format(s *State, a Action, origin func() string) string {
	to := a.To()
	switch a.Kind() {
	case KindPass:
		return "pass"
	case KindRescue:
		return "*" + to.String()
	case KindDropCommon:
		return "-" + to.String()
	case KindDropSpecial:
		if to == Summit {
			return "TOP"
		}
		return "=" + to.String()
	}
	special := s.movesSpecial(a)
	if special && to == Summit {
		return "TOP"
	}
	var b strings.Builder
	if special {
		b.WriteByte('=')
	}
	b.WriteString(origin())
	if s.Captures(a) {
		b.WriteByte('x')
	}
	b.WriteString(to.String())
	return b.String()
}

func disambiguation(s *State, a Action, legal []Action) string {
	sameCol, sameRow, rivals := false, false, false
	for _, o := range legal {
		if o == a || o.Kind() != KindMove || o.To() != a.To() || s.movesSpecial(o) {
			continue
		}
		rivals = true
		sameCol = sameCol || o.From().Col() == a.From().Col()
		sameRow = sameRow || o.From().Row() == a.From().Row()
	}
	switch {
	case !rivals:
		return ""
	case !sameCol:
		return a.From().String()[:1]
	case !sameRow:
		return a.From().String()[1:]
	}
	return a.From().String()
}

// ParseAction reads an action in either form for the position s, choosing
// among legal (the position's legal actions). It is lenient where no meaning
// is lost: lower case, a capture without "x", more disambiguation than
// needed, "=G7" or "=F6G7" for "TOP". Errors wrap core.ErrSyntax,
// core.ErrIllegal or core.ErrAmbiguous (naming the candidates).
func ParseAction(s *State, legal []Action, text string) (Action, error) {
	t := strings.TrimRight(strings.TrimSpace(text), "!?+#")
	u := strings.ToUpper(t)
	switch {
	case u == "":
		return 0, fmt.Errorf("%w: empty action", core.ErrSyntax)
	case u == "PASS" || u == "--":
		return pick(s, legal, text, func(a Action) bool { return a.Kind() == KindPass },
			func() error { return explain(s, legal, PassAction) })
	case u == "TOP":
		return pick(s, legal, text, func(a Action) bool { return a.To() == Summit && s.movesSpecial(a) },
			func() error { return why(s, legal, s.specialSource(), Summit) })
	}
	prefix := u[0]
	if prefix == '-' || prefix == '=' || prefix == '*' {
		u = u[1:]
	} else {
		prefix = 0
	}
	orig, capture, dest, err := splitSquares(u)
	if err != nil {
		return 0, fmt.Errorf("%w: %s: %v", core.ErrSyntax, core.Quote(text), err)
	}
	switch prefix {
	case '*':
		if orig != "" || capture {
			return 0, fmt.Errorf("%w: %s: a rescue names one cell", core.ErrSyntax, core.Quote(text))
		}
		return pick(s, legal, text, func(a Action) bool { return a.Kind() == KindRescue && a.To() == dest },
			func() error { return why(s, legal, RescueSource(), dest) })
	case '-':
		if orig != "" || capture {
			return 0, fmt.Errorf("%w: %s: an incorporation names one cell", core.ErrSyntax, core.Quote(text))
		}
		return pick(s, legal, text, func(a Action) bool { return a.Kind() == KindDropCommon && a.To() == dest },
			func() error { return why(s, legal, PileSource(s.toMove, false), dest) })
	case '=':
		if s.special[s.toMove] == SpecialInReserve {
			if orig != "" || capture {
				r := core.Refuse(SpecialWaits, "%s: your special is in reserve, so =%s incorporates it", core.Quote(text), dest)
				r.Cell = dest.String()
				return 0, r
			}
			return pick(s, legal, text, func(a Action) bool { return a.Kind() == KindDropSpecial && a.To() == dest },
				func() error { return why(s, legal, PileSource(s.toMove, true), dest) })
		}
	}
	match := func(a Action) bool {
		return a.Kind() == KindMove && a.To() == dest && s.movesSpecial(a) == (prefix == '=') && originMatches(a.From(), orig)
	}
	a, err := pick(s, legal, text, match, func() error { return moveWhy(s, legal, orig, dest, prefix == '=') })
	if err != nil {
		return 0, err
	}
	if capture && !s.Captures(a) {
		r := core.Refuse(NoCapture, "%s is marked as a capture but %s captures nothing", core.Quote(text), FormatLong(s, a))
		r.Cell, r.From = a.To().String(), a.From().String()
		return 0, r
	}
	return a, nil
}

// splitSquares parses "[origin][x]dest" where origin is a column letter, a
// row number or a cell, and dest a cell.
func splitSquares(u string) (orig string, capture bool, dest Cell, err error) {
	i := len(u)
	for i > 0 && u[i-1] >= '0' && u[i-1] <= '9' {
		i--
	}
	if i == 0 || i == len(u) {
		return "", false, 0, fmt.Errorf("no destination cell")
	}
	i--
	d, ok := ParseCell(u[i:])
	if !ok {
		return "", false, 0, fmt.Errorf("%s is not a cell", core.Quote(u[i:]))
	}
	rest := u[:i]
	if strings.HasSuffix(rest, "X") {
		capture, rest = true, rest[:len(rest)-1]
	}
	switch {
	case rest == "":
	case len(rest) == 1 && rest[0] >= 'A' && rest[0] <= 'M':
	case isRow(rest):
	default:
		if _, ok := ParseCell(rest); !ok {
			return "", false, 0, fmt.Errorf("%s is not a cell, column or row", core.Quote(rest))
		}
	}
	return rest, capture, d, nil
}

func isRow(s string) bool {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
		n = n*10 + int(c-'0')
	}
	return s != "" && s[0] != '0' && n >= 1 && n <= Size
}

func originMatches(from Cell, orig string) bool {
	name := from.String()
	switch {
	case orig == "":
		return true
	case isRow(orig):
		return name[1:] == orig
	case len(orig) == 1:
		return name[:1] == orig
	}
	return name == orig
}

// pick returns the one legal action that match accepts; refused says why
// there is none.
func pick(s *State, legal []Action, text string, match func(Action) bool, refused func() error) (Action, error) {
	var found []Action
	for _, a := range legal {
		if match(a) {
			found = append(found, a)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		if err := refused(); err != nil {
			return 0, err
		}
		return 0, core.Refuse(core.NotReachable, "%s is not a legal action", core.Quote(text))
	}
	e := &AmbiguousError{Text: text, Candidates: found}
	for _, a := range found {
		e.names = append(e.names, FormatLong(s, a))
	}
	slices.Sort(e.names)
	return 0, e
}

// AmbiguousError is a short-form action that several legal actions match.
type AmbiguousError struct {
	Text       string
	Candidates []Action
	names      []string
}

func (e *AmbiguousError) Error() string {
	return fmt.Sprintf("%v: %s could be %s", core.ErrAmbiguous, e.Text, strings.Join(e.names, " or "))
}

// Unwrap returns core.ErrAmbiguous.
func (e *AmbiguousError) Unwrap() error { return core.ErrAmbiguous }

// moveWhy explains a move in notation that no legal action matches: the
// special's, or the one common block of the mover's that the origin names
// and that shares a line with dest.
func moveWhy(s *State, legal []Action, orig string, dest Cell, special bool) error {
	if special {
		return why(s, legal, s.specialSource(), dest)
	}
	if c, ok := ParseCell(orig); ok {
		if b, has := s.Top(c); has && b.Owner() == s.toMove && b.Special() {
			r := core.Refuse(WriteSpecial, "the block on %s is your special: write =%s%s", c, c, dest)
			r.Cell, r.From = dest.String(), c.String()
			return r
		}
		return why(s, legal, BlockSource(c, int(s.height[c])-1), dest)
	}
	var found []Cell
	for c := Cell(0); c < Cells; c++ {
		if b, ok := s.Top(c); ok && b.Owner() == s.toMove && !b.Special() && Distance(c, dest) > 0 && originMatches(c, orig) {
			found = append(found, c)
		}
	}
	if len(found) == 1 {
		return why(s, legal, BlockSource(found[0], int(s.height[found[0]])-1), dest)
	}
	if r := s.refuseTurn(); r != nil {
		return r
	}
	r := core.Refuse(NoBlockReaches, "no common block of yours can reach %s", dest)
	r.Cell = dest.String()
	return r
}

// specialSource picks the mover's special wherever it is: in reserve, or
// its place on the board.
func (s *State) specialSource() Source {
	if s.special[s.toMove] == SpecialOnBoard {
		c, level := s.specialAt(s.toMove)
		return BlockSource(c, level)
	}
	return PileSource(s.toMove, true)
}
