package ximaera

import (
	"fmt"

	"xima/games/core"
)

// Ximaera's refusal codes, besides core's shared ones (docs/refusals.md).
const (
	NoneLeft       core.RefusalCode = "none-left"        // no piece of kind Piece is left to drop (on Cell)
	Frozen         core.RefusalCode = "frozen"           // the Piece on Cell stands next to the pivot on Other
	Barred         core.RefusalCode = "barred"           // the Piece on Cell ended the opponent's last action
	OnlyPivotJumps core.RefusalCode = "only-pivot-jumps" // the Piece on From would jump Other to Cell: only a pivot jumps
)

// RefusalCodes returns every code Ximaera's refusals use.
func RefusalCodes() []core.RefusalCode {
	return []core.RefusalCode{core.GameOver, core.NoPiece, core.Occupied, core.SameCell, core.NotInLine,
		NoneLeft, Frozen, Barred, OnlyPivotJumps, core.Blocked}
}

// Why explains the intention a (a picked pile or piece, and the cell
// clicked): nil when it is legal, else a *core.Refusal naming the first
// rule it breaks (rules/other-games.md, Ximaera, Turn and Decision). An
// Action that packs no intention at all is a plain error wrapping
// core.ErrIllegal.
func (g *Game) Why(a Action) error { return g.line.Why(a) }

// Why is Game.Why for the position s.
func (s *State) Why(a Action) error {
	to := a.To()
	if s.end != core.NotOver {
		return core.Refuse(core.GameOver, "the game is over")
	}
	if to >= Cells || a>>13 != 0 || (a.IsDrop() && (a.Piece() > Blue || a.From() != NoCell)) || (!a.IsDrop() && a.From() >= Cells) {
		return fmt.Errorf("%w: %#04x is not an action", core.ErrIllegal, uint16(a))
	}
	if a.IsDrop() {
		p := a.Piece()
		switch {
		case s.Reserve(p) == 0:
			r := core.Refuse(NoneLeft, "no %s left to drop on %s", p, to)
			r.Piece, r.Cell = p.String(), to.String()
			return r
		case s.board[to] != None:
			return occupied(to)
		}
		return nil
	}
	from := a.From()
	p := s.board[from]
	piece := func(r *core.Refusal) *core.Refusal {
		r.Piece, r.From, r.Cell = p.String(), from.String(), to.String()
		return r
	}
	switch {
	case p == None:
		r := core.Refuse(core.NoPiece, "no piece on %s", from)
		r.Cell = from.String()
		return r
	case s.frozenMask()&bit(from) != 0:
		r := core.Refuse(Frozen, "the %s on %s is next to a pivot and cannot move", p, from)
		r.Piece, r.Cell, r.Other = p.String(), from.String(), s.pivotNextTo(from).String()
		return r
	case from == s.barred:
		r := core.Refuse(Barred, "the %s on %s ended the opponent's last action and cannot move", p, from)
		r.Piece, r.Cell = p.String(), from.String()
		return r
	case from == to:
		r := core.Refuse(core.SameCell, "%s does not move", from)
		r.Cell = to.String()
		return r
	case s.board[to] != None:
		return occupied(to)
	}
	for d := range directions {
		ry := &rays[from][d]
		for i := range ry.n {
			if ry.c[i] != to {
				continue
			}
			switch {
			case i == 1 && s.board[ry.c[0]] != None && p == Pivot:
				return nil // a pivot's jump
			case s.pathEmpty(ry, i):
				return nil // a slide
			case i == 1 && s.board[ry.c[0]] != None:
				r := piece(core.Refuse(OnlyPivotJumps, "the %s on %s cannot slide to %s over %s: only a pivot jumps", p, from, to, ry.c[0]))
				r.Other = ry.c[0].String()
				return r
			}
			r := piece(core.Refuse(core.Blocked, "the %s on %s cannot slide to %s: the way is blocked", p, from, to))
			r.Other = s.firstPiece(ry, i).String()
			return r
		}
	}
	r := core.Refuse(core.NotInLine, "%s and %s are not on one line", from, to)
	r.From, r.Cell = from.String(), to.String()
	return r
}

func occupied(c Cell) *core.Refusal {
	r := core.Refuse(core.Occupied, "%s is occupied", c)
	r.Cell = c.String()
	return r
}

// pivotNextTo returns a pivot standing next to c (NoCell when none).
func (s *State) pivotNextTo(c Cell) Cell {
	if m := neighbours[c] & s.kinds[Pivot]; m != 0 {
		return first(m)
	}
	return NoCell
}

// firstPiece returns the first occupied cell of r before index i.
func (s *State) firstPiece(r *ray, i uint8) Cell {
	for j := range i {
		if s.board[r.c[j]] != None {
			return r.c[j]
		}
	}
	return NoCell
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
