package maxima

import (
	"strings"

	"xima/games/core"
)

// Maxima's refusal codes, besides core's shared ones (docs/refusals.md).
const (
	KingSuicide  core.RefusalCode = "king-suicide"       // the King on Cell may not commit suicide
	NotFrozen    core.RefusalCode = "suicide-not-frozen" // the Piece on Cell is free, so it may not commit suicide
	Immobilized  core.RefusalCode = "immobilized"        // the Piece on Cell is frozen by the enemy on Other
	MovePattern  core.RefusalCode = "move-pattern"       // the Piece on From does not move to Cell that way
	OwnPalace    core.RefusalCode = "own-palace"         // the move fills the mover's own goal squares Cell and Other
	InCheck      core.RefusalCode = "in-check"           // the move leaves the mover's King on Cell in check
	PalaceThreat core.RefusalCode = "palace-threat"      // the move leaves the goal squares Cell and Other open to invasion
)

// RefusalCodes returns every code Maxima's refusals use.
func RefusalCodes() []core.RefusalCode {
	return []core.RefusalCode{core.GameOver, core.NoPiece, core.NotYourPiece, core.Blocked, core.NotReachable,
		KingSuicide, NotFrozen, Immobilized, MovePattern, OwnPalace, InCheck, PalaceThreat}
}

// Why explains the intention a (the piece picked and the square clicked;
// the piece's own square for its suicide): nil when it is legal, else a
// *core.Refusal naming the first rule it breaks (rules/other-games.md,
// Maxima; seed, Pieces).
func (g *Game) Why(a Action) error {
	if g.result.Over {
		return refuseOver()
	}
	return g.line.Why(a)
}

func refuseOver() *core.Refusal { return core.Refuse(core.GameOver, "the game is over") }

// Why is Game.Why for the position s, the third repetition aside.
func (s *State) Why(a Action) error {
	if s.decided() {
		return refuseOver()
	}
	var buf [320]Action
	for _, b := range s.Legal(buf[:0]) {
		if a == b {
			return nil
		}
	}
	from, to := a.From(), a.To()
	if !from.Valid() || (!a.Suicide() && !to.Valid()) {
		return core.Refuse(core.NotReachable, "%#04x is not a move", uint16(a))
	}
	p := s.board[from]
	named := func(r *core.Refusal) *core.Refusal {
		r.Cell, r.Piece = from.String(), core.PieceCode(p.Kind().String())
		return r
	}
	switch {
	case p == Empty:
		r := core.Refuse(core.NoPiece, "no piece on %s", from)
		r.Cell = from.String()
		return r
	case p.Color() != s.toMove:
		r := named(core.Refuse(core.NotYourPiece, "the %s on %s is not %s's", p, from, s.toMove))
		r.Side = sideCode(p.Color())
		return r
	case a.Suicide() && p.Kind() == King:
		return named(core.Refuse(KingSuicide, "the King on %s may not commit suicide", from))
	case a.Suicide() && !s.frozen(from, p):
		return named(core.Refuse(NotFrozen, "the %s on %s is not immobilized, so it may not commit suicide", p.Kind(), from))
	case !a.Suicide() && s.frozen(from, p):
		r := named(core.Refuse(Immobilized, "the %s on %s is immobilized", p.Kind(), from))
		r.Other = s.freezer(from, p).String()
		return r
	}
	pseudo := false
	for _, b := range s.pseudo(buf[:0]) {
		pseudo = pseudo || a == b
	}
	if !pseudo {
		return s.refusePattern(a, p)
	}
	mover := s.toMove
	u := s.Apply(a)
	defer s.Unapply(u)
	goal := palace[mover]
	var r *core.Refusal
	switch {
	case s.filled(mover, goal):
		r = core.Refuse(OwnPalace, "%s would fill %s's own goal squares", FormatAction(s, a), mover)
		r.Cell, r.Other = goal[0].String(), goal[1].String()
	case s.king[mover] != NoSquare && s.kingAttacked(s.king[mover], mover^1):
		r = core.Refuse(InCheck, "%s would leave %s's King on %s in check", FormatAction(s, a), mover, s.king[mover])
		r.Cell = s.king[mover].String()
	default:
		r = core.Refuse(PalaceThreat, "%s would leave %s's goal squares %s %s open to invasion", FormatAction(s, a), mover, goal[0], goal[1])
		r.Cell, r.Other = goal[0].String(), goal[1].String()
	}
	r.From, r.Piece = from.String(), core.PieceCode(p.Kind().String())
	return r
}

// refusePattern explains a move the piece p's movement does not allow:
// blocked when the piece would reach the square on a board with only it,
// along a line some piece stands on; else not its way of moving.
func (s *State) refusePattern(a Action, p Piece) *core.Refusal {
	from, to := a.From(), a.To()
	alone := State{toMove: s.toMove, king: [2]Square{NoSquare, NoSquare}}
	alone.board[from] = p
	var buf [320]Action
	for _, b := range alone.pseudo(buf[:0]) {
		if b == a && aligned[from][to] {
			if in := s.firstBetween(from, to); in != NoSquare {
				r := core.Refuse(core.Blocked, "the %s on %s cannot reach %s: %s is in the way", p.Kind(), from, to, in)
				r.Cell, r.From, r.Other, r.Piece = to.String(), from.String(), in.String(), core.PieceCode(p.Kind().String())
				return r
			}
		}
	}
	r := core.Refuse(MovePattern, "the %s on %s cannot reach %s", p.Kind(), from, to)
	r.Cell, r.From, r.Piece = to.String(), from.String(), core.PieceCode(p.Kind().String())
	return r
}

// firstBetween returns the first occupied square strictly between from
// and to, which share a line, or NoSquare.
func (s *State) firstBetween(from, to Square) Square {
	d := int(dirTo[from][to])
	for q := step[from][d]; q != NoSquare && q != to; q = step[q][d] {
		if s.board[q] != Empty {
			return q
		}
	}
	return NoSquare
}

// sideCode is a colour's seat code, as Game.SeatCode gives it.
func sideCode(c Color) string { return strings.ToLower(c.String()) }
