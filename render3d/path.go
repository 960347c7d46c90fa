package render3d

import "xima/games/xima"

// PathPoint is one cell a moving block rests on during an action, and the
// height it rests at there (the bottom of the block, in block heights,
// terrain included).
type PathPoint struct {
	Cell   xima.Cell
	Height int
}

// Path returns the cells a block visits, in order, when a is played from
// before, each with the height the block rests at there: for a move, the
// origin and then every cell of its line (rules/xima.md, Movement: on each
// cell it rests on top of that cell's column); for an incorporation, the
// floor-1 cell where it is dropped and then its continuation (the shortest
// one, with the distance of a die when a luck player has rolled); for a
// rescue, the block given up. a must be legal in before.
func Path(before xima.State, a xima.Action) []PathPoint {
	s := &before
	switch a.Kind() {
	case xima.KindMove:
		from := a.From()
		pts := []PathPoint{{from, s.Surface(from) - 1}}
		return walk(s, pts, from, a.To(), s.Surface(from)-1)
	case xima.KindDropCommon, xima.KindDropSpecial:
		return dropPath(s, a.To())
	case xima.KindRescue:
		return []PathPoint{{a.To(), s.Surface(a.To()) - 1}}
	}
	return nil
}

// restHeight returns the height a block arriving at cell y rests at: on
// top of its blocks, or on the bare step.
func restHeight(s *xima.State, y xima.Cell) int {
	if s.Height(y) > 0 {
		return s.Surface(y)
	}
	return y.Terrain()
}

// walk appends the cells from from (excluded) to to along their line, each
// with the height the block rests at there, starting at height h.
func walk(s *xima.State, pts []PathPoint, from, to xima.Cell, h int) []PathPoint {
	n := xima.Distance(from, to)
	dc, dr := sign(to.Col()-from.Col()), sign(to.Row()-from.Row())
	for i := 1; i <= n; i++ {
		y := xima.MakeCell(from.Col()+i*dc, from.Row()+i*dr)
		pts = append(pts, PathPoint{y, restHeight(s, y)})
	}
	return pts
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// canWalk reports whether a block dropped on from may continue in a
// straight line to to (rules/xima.md, Incorporation and Movement: an empty
// step is entered only from its height or above, a column only when its
// surface is at most one above the block).
func canWalk(s *xima.State, from, to xima.Cell) bool {
	n := xima.Distance(from, to)
	dc, dr := sign(to.Col()-from.Col()), sign(to.Row()-from.Row())
	h := 0
	for i := 1; i <= n; i++ {
		y := xima.MakeCell(from.Col()+i*dc, from.Row()+i*dr)
		if s.Height(y) > 0 {
			if s.Surface(y) > h+1 {
				return false
			}
		} else if y.Terrain() > h {
			return false
		}
		h = restHeight(s, y)
	}
	return true
}

// dropPath returns the path of a block incorporated so that it comes to
// rest on to.
func dropPath(s *xima.State, to xima.Cell) []PathPoint {
	if to.Floor() == 1 {
		return []PathPoint{{to, 0}}
	}
	dice := s.Dice()
	var best []PathPoint
	for d := xima.Cell(0); d < xima.Cells; d++ {
		n := xima.Distance(d, to)
		if d.Floor() != 1 || s.Height(d) > 0 || n == 0 || !canWalk(s, d, to) {
			continue
		}
		if dice[0] != 0 && n != int(dice[0]) && n != int(dice[1]) {
			continue
		}
		if best == nil || n < len(best)-1 {
			best = walk(s, []PathPoint{{d, 0}}, d, to, 0)
		}
	}
	if best == nil {
		return []PathPoint{{to, to.Terrain()}}
	}
	return best
}

// fall is a block of the destination column that drops after a capture,
// from one level of the column to a lower one (0 = the bottom block).
type fall struct {
	block    xima.Block
	from, to int
}

// settle returns what happens to the destination column when a move lands:
// the levels of the blocks captured (the mover on top included in the
// column's numbering) and the blocks that fall (rules/xima.md, Domination
// and capture: the rest settle in their order). It asks the engine whether
// the move captures; nothing is returned when it does not.
func settle(before xima.State, a xima.Action) (captured []int, falls []fall) {
	if a.Kind() != xima.KindMove || !before.Captures(a) {
		return nil, nil
	}
	mover, _ := before.Top(a.From())
	to := a.To()
	col := make([]xima.Block, 0, before.Height(to)+1)
	for i := range before.Height(to) {
		col = append(col, before.At(to, i))
	}
	col = append(col, mover)
	n := 0
	for i, b := range col {
		if b.Owner() != mover.Owner() {
			captured = append(captured, i)
			continue
		}
		if i != n {
			falls = append(falls, fall{b, i, n})
		}
		n++
	}
	return captured, falls
}
