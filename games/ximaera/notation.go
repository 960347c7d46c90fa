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
// an action and core.ErrIllegal, with the reason and the cell, for one the
// rules forbid.
func ParseAction(s *State, text string) (Action, error) {
	t := strings.TrimSpace(text)
	if kind, cell, ok := strings.Cut(t, "@"); ok {
		p, okP := PieceOf(firstByte(kind))
		to, okC := ParseCell(cell)
		if len(kind) != 1 || !okP || !okC {
			return 0, fmt.Errorf("%w: %s: a drop is P@c3, R@c3, G@c3 or B@c3", core.ErrSyntax, core.Quote(text))
		}
		a := DropAction(p, to)
		return a, s.check(a)
	}
	from, to, ok := strings.Cut(t, "-")
	fc, okF := ParseCell(from)
	tc, okT := ParseCell(to)
	if !ok || !okF || !okT {
		return 0, fmt.Errorf("%w: %s: want a drop like P@c3 or a move like c1-c3", core.ErrSyntax, core.Quote(text))
	}
	a := MoveAction(fc, tc)
	return a, s.check(a)
}

func firstByte(s string) byte {
	if s == "" {
		return 0
	}
	return s[0]
}

// check explains why a is not legal in s, or returns nil when it is.
func (s *State) check(a Action) error {
	illegal := func(format string, args ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{core.ErrIllegal}, args...)...)
	}
	to := a.To()
	switch {
	case s.end != core.NotOver:
		return illegal("the game is over")
	case to >= Cells || a>>13 != 0 || (a.IsDrop() && (a.Piece() > Blue || a.From() != NoCell)) || (!a.IsDrop() && a.From() >= Cells):
		return illegal("%#04x is not an action", uint16(a))
	}
	if a.IsDrop() {
		switch {
		case s.Reserve(a.Piece()) == 0:
			return illegal("no %s left to drop on %s", a.Piece(), to)
		case s.board[to] != None:
			return illegal("%s is occupied", to)
		}
		return nil
	}
	from := a.From()
	switch {
	case s.board[from] == None:
		return illegal("no piece on %s", from)
	case s.frozenMask()&bit(from) != 0:
		return illegal("the %s on %s is next to a pivot and cannot move", s.board[from], from)
	case from == s.barred:
		return illegal("the %s on %s ended the opponent's last action and cannot move", s.board[from], from)
	case from == to:
		return illegal("%s does not move", from)
	case s.board[to] != None:
		return illegal("%s is occupied", to)
	}
	for d := range directions {
		r := &rays[from][d]
		for i := range r.n {
			if r.c[i] != to {
				continue
			}
			switch {
			case i == 1 && s.board[r.c[0]] != None && s.board[from] == Pivot:
				return nil // a pivot's jump
			case s.pathEmpty(r, i):
				return nil // a slide
			}
			return illegal("the %s on %s cannot slide to %s: the way is blocked", s.board[from], from, to)
		}
	}
	return illegal("%s and %s are not on one line", from, to)
}

// pathEmpty reports whether the cells of r before index i are empty.
func (s *State) pathEmpty(r *ray, i uint8) bool {
	for j := range i {
		if s.board[r.c[j]] != None {
			return false
		}
	}
	return true
}
