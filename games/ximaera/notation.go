package ximaera

import (
	"fmt"
	"strings"

	"xima/games/core"
)

// The notation of rules/other-games.md, Ximaera, Notation: a drop is the
// kind's letter, "@" and the cell ("P@c3"); a slide or a jump is the two
// cells joined by "-" ("c1-c3").

// FormatAction writes a in the notation, for the position s before it.
// The notation needs nothing of s; it is taken so every game formats the
// same way.
func FormatAction(s *State, a Action) string {
	if a.IsDrop() {
		return string(a.Piece().Letter()) + "@" + a.To().String()
	}
	return a.From().String() + "-" + a.To().String()
}

// ParseAction reads an action in the notation (letters in either case)
// and checks it against s. Errors wrap core.ErrSyntax for text that is not
// an action and core.ErrIllegal, a *core.Refusal saying why (State.Why),
// for one the rules forbid.
func ParseAction(s *State, text string) (Action, error) {
	t := strings.TrimSpace(text)
	if kind, cell, ok := strings.Cut(t, "@"); ok {
		p, okP := PieceOf(firstByte(kind))
		to, okC := ParseCell(cell)
		if len(kind) != 1 || !okP || !okC {
			return 0, fmt.Errorf("%w: %s: a drop is P@c3, R@c3, G@c3 or B@c3", core.ErrSyntax, core.Quote(text))
		}
		a := DropAction(p, to)
		return a, s.Why(a)
	}
	from, to, ok := strings.Cut(t, "-")
	fc, okF := ParseCell(from)
	tc, okT := ParseCell(to)
	if !ok || !okF || !okT {
		return 0, fmt.Errorf("%w: %s: want a drop like P@c3 or a move like c1-c3", core.ErrSyntax, core.Quote(text))
	}
	a := MoveAction(fc, tc)
	return a, s.Why(a)
}

func firstByte(s string) byte {
	if s == "" {
		return 0
	}
	return s[0]
}
