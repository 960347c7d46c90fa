package xoliba

import (
	"fmt"
	"strings"

	"xima/games/core"
)

// Xoliba's refusal codes, besides core's shared ones (docs/refusals.md).
const (
	SoloNoPass   core.RefusalCode = "solo-no-pass"     // the one-player game has no pass
	MustMove     core.RefusalCode = "must-move"        // Side can form a triangle, so may not pass
	WhitePiece   core.RefusalCode = "white-piece"      // Cell holds a white piece: a move starts from a piece of yours
	NotWhite     core.RefusalCode = "target-not-white" // Cell holds a piece of Side: a piece swaps only with a white one
	PathNotWhite core.RefusalCode = "path-not-white"   // From and Cell are on a line, but Other on the way is not white
	Triangleless core.RefusalCode = "no-triangle"      // a piece of Side on Cell forms no valid triangle
	NotTriangle  core.RefusalCode = "not-a-triangle"   // Other (two corners) and Cell make no valid triangle of Side's
)

// RefusalCodes returns every code Xoliba's refusals use.
func RefusalCodes() []core.RefusalCode {
	return []core.RefusalCode{core.GameOver, core.NotYourPiece, core.NotInLine, core.NotReachable,
		SoloNoPass, MustMove, WhitePiece, NotWhite, PathNotWhite, Triangleless, NotTriangle}
}

// Why explains the intention of moving the piece on from to to: nil when
// some legal action does it (with one triangle or another), else a
// *core.Refusal naming the first rule it breaks (rules/other-games.md,
// Xoliba, Move).
func (g *Game) Why(from, to Point) error { return g.line.State.Why(from, to) }

// Why is Game.Why for the position s.
func (s *State) Why(from, to Point) error {
	if s.end != core.NotOver {
		return refuseOver()
	}
	if from >= Points || to >= Points {
		return core.Refuse(core.NotReachable, "no point %d or %d", from, to)
	}
	me := SeatColor(int(s.toMove))
	switch c := s.At(from); {
	case c == White:
		r := core.Refuse(WhitePiece, "%s holds a white piece, not a %s one", from, colorCode(me))
		r.Cell = from.String()
		return r
	case c != me:
		r := core.Refuse(core.NotYourPiece, "%s holds a %s piece, not a %s one", from, colorCode(c), colorCode(me))
		r.Cell, r.Side = from.String(), colorCode(c)
		return r
	}
	if c := s.At(to); c != White {
		r := core.Refuse(NotWhite, "%s holds a %s piece, not a white one", to, colorCode(c))
		r.Cell, r.Side = to.String(), colorCode(c)
		return r
	}
	if !s.reaches(from, to) {
		in, aligned := s.firstNotWhite(from, to)
		if !aligned {
			r := core.Refuse(core.NotInLine, "%s and %s are not on one line", from, to)
			r.Cell, r.From = to.String(), from.String()
			return r
		}
		r := core.Refuse(PathNotWhite, "%s is not in line with %s across white pieces", to, from)
		r.Cell, r.From, r.Other = to.String(), from.String(), in.String()
		return r
	}
	var buf [maxFormed]formedTri
	if s.formed(s.toMove, from, to, &buf) == 0 {
		r := core.Refuse(Triangleless, "a %s piece on %s forms no valid triangle", colorCode(me), to)
		r.Cell, r.Side = to.String(), colorCode(me)
		return r
	}
	return nil
}

// whyPass explains a pass: nil when it is legal.
func (s *State) whyPass() error {
	switch {
	case s.end != core.NotOver:
		return refuseOver()
	case s.players == 1:
		return core.Refuse(SoloNoPass, "the one-player game has no pass")
	case s.canMove(s.toMove):
		me := colorCode(SeatColor(int(s.toMove)))
		r := core.Refuse(MustMove, "%s can form a triangle and may not pass", me)
		r.Side = me
		return r
	}
	return nil
}

// whyNot explains an action that is not legal: a pass, a move, or a move
// with a triangle it does not form.
func (s *State) whyNot(a Action) error {
	switch {
	case a == Pass:
		return s.whyPass()
	case !a.valid():
		return fmt.Errorf("%w: an unknown action for %s", core.ErrIllegal, colorCode(SeatColor(int(s.toMove))))
	}
	if err := s.Why(a.From(), a.To()); err != nil {
		return err
	}
	return notTriangle(s, a.To(), a.Corners()&^Bit(a.To()))
}

// notTriangle refuses a move to to with the triangle whose two other
// corners are others, which the move does not form.
func notTriangle(s *State, to Point, others Set) *core.Refusal {
	first := others.first()
	second := (others &^ Bit(first)).first()
	me := colorCode(SeatColor(int(s.toMove)))
	r := core.Refuse(NotTriangle, "%s and %s do not make a valid triangle of %s pieces with %s", first, second, me, to)
	r.Cell, r.Other, r.Side = to.String(), first.String()+","+second.String(), me
	return r
}

func refuseOver() *core.Refusal { return core.Refuse(core.GameOver, "the game is over") }

// firstNotWhite returns the first point after from, towards to, that does
// not hold a white piece, and whether to is on one of from's lines at all.
func (s *State) firstNotWhite(from, to Point) (Point, bool) {
	for d := range rays[from] {
		ry := &rays[from][d]
		for i := range ry.n {
			if ry.pts[i] != to {
				continue
			}
			for _, q := range ry.pts[:i] {
				if s.At(q) != White {
					return q, true
				}
			}
		}
	}
	return NoPoint, false
}

// colorCode is a colour's code: "red", "blue", "green" or "white".
func colorCode(c Color) string { return strings.ToLower(c.String()) }
