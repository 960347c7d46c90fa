package xoliba

import (
	"fmt"
	"strings"

	"xima/games/core"
)

// rules/other-games.md, Xoliba, Notation: "c3-e5" (the moving piece's point,
// the white piece's point), "pass", and when the triangles the move forms
// capture different sets, the chosen triangle's two other corners after a
// slash: "c3-e5/c5,e3". Of several triangles that capture the same pieces,
// the one whose two other corners come first in point order is written.

// FormatAction writes a legal action of the position in the notation.
func FormatAction(s *State, a Action) string {
	if a == Pass {
		return "pass"
	}
	if !a.valid() {
		return fmt.Sprintf("?%d", uint32(a))
	}
	from, to := a.From(), a.To()
	text := from.String() + "-" + to.String()
	var buf [maxFormed]formedTri
	n := s.formed(s.toMove, from, to, &buf)
	if distinct(buf[:n]) > 1 {
		o := triangles[a.tri()].corners &^ Bit(to)
		first := o.first()
		text += "/" + first.String() + "," + (o &^ Bit(first)).first().String()
	}
	return text
}

// ParseAction reads an action of the seat to move. It takes upper or lower
// case, and a triangle suffix where none is needed if it names a triangle
// the move forms; either order of its two corners. Errors wrap
// core.ErrSyntax, core.ErrIllegal or core.ErrAmbiguous.
func ParseAction(s *State, text string) (Action, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if t == "" {
		return 0, fmt.Errorf("%w: empty action", core.ErrSyntax)
	}
	if s.end != core.NotOver {
		return 0, refuseOver()
	}
	me := s.toMove
	if t == "pass" {
		if err := s.whyPass(); err != nil {
			return 0, err
		}
		return Pass, nil
	}
	move, suffix, hasSuffix := strings.Cut(t, "/")
	a, b, ok := strings.Cut(move, "-")
	if !ok {
		return 0, fmt.Errorf("%w: %s: want from-to, like c3-e5, or pass", core.ErrSyntax, core.Quote(text))
	}
	from, err := parsePoint(a)
	if err != nil {
		return 0, err
	}
	to, err := parsePoint(b)
	if err != nil {
		return 0, err
	}
	var want Set
	if hasSuffix {
		x, y, ok := strings.Cut(suffix, ",")
		if !ok {
			return 0, fmt.Errorf("%w: %s: want the triangle's two other corners, like /c5,e3", core.ErrSyntax, core.Quote(text))
		}
		p, err := parsePoint(x)
		if err != nil {
			return 0, err
		}
		q, err := parsePoint(y)
		if err != nil {
			return 0, err
		}
		if p == q || p == to || q == to {
			return 0, fmt.Errorf("%w: %s: a triangle needs three different corners", core.ErrSyntax, core.Quote(text))
		}
		want = Bit(p) | Bit(q)
	}
	if err := s.Why(from, to); err != nil {
		return 0, err
	}
	var buf [maxFormed]formedTri
	fs := buf[:s.formed(me, from, to, &buf)]
	pick := -1
	switch {
	case hasSuffix:
		for i, f := range fs {
			if triangles[f.tri].corners == want|Bit(to) {
				pick = i
			}
		}
		if pick < 0 {
			return 0, notTriangle(s, to, want)
		}
	case distinct(fs) > 1:
		var opts []string
		for _, f := range fs {
			if f.first {
				opts = append(opts, FormatAction(s, moveAction(from, to, f.tri)))
			}
		}
		return 0, fmt.Errorf("%w: %s forms triangles that capture different pieces: %s", core.ErrAmbiguous, move, strings.Join(opts, ", "))
	default:
		pick = 0
	}
	// The action names the first triangle that captures the same pieces.
	for i := 0; ; i++ {
		if fs[i].turns == fs[pick].turns {
			return moveAction(from, to, fs[i].tri), nil
		}
	}
}

func parsePoint(name string) (Point, error) {
	p, ok := ParsePoint(strings.TrimSpace(name))
	if !ok {
		return NoPoint, fmt.Errorf("%w: %s is not a point (a2..g6, b1..f1, b7..f7)", core.ErrSyntax, core.Quote(name))
	}
	return p, nil
}
