package xima

import "xima/games/core"

// anyDistance allows every distance a line can have (sport style).
const anyDistance = uint16(0x1FFE)

// anyDie allows the distances a die can show: the test for "drowned" in the
// dice styles is "no legal action for any die value".
const anyDie = uint16(0x7E)

// distances returns the distances the side to move may travel and whether it
// may make die-free actions (plain drops, rescues).
func (s *State) distances() uint16 {
	switch {
	case s.styles[s.toMove] == Sport:
		return anyDistance
	case s.diceLeft == 0:
		return anyDie
	default:
		return uint16(s.diceMask)
	}
}

// Legal appends to dst every action the side to move may make, except that
// it does not apply the repetition rule (Line does), and returns the
// extended slice. It returns dst unchanged once the game is over. A dice
// player who has not rolled gets the actions of any die value.
func (s *State) Legal(dst []Action) []Action {
	if s.reason != core.NotOver {
		return dst
	}
	start := len(dst)
	mask := s.distances()
	dst = s.appendMoves(dst, mask)
	dst = s.appendDrops(dst, mask)
	dst = s.appendRescues(dst)
	if s.diceLeft > 0 && (s.MidTurn() || len(dst) == start) {
		dst = append(dst, PassAction)
	}
	return dst
}

// appendMoves adds the moves of the side's free blocks (rules/xima.md, Movement).
func (s *State) appendMoves(dst []Action, mask uint16) []Action {
	p := s.toMove
	for c := Cell(0); c < Cells; c++ {
		k := s.height[c]
		if k == 0 || s.cols[c][k-1].Owner() != p || s.locked == uint8(c)+1 {
			continue
		}
		special := s.cols[c][k-1].Special()
		h := c.Terrain() + int(k) - 1
		for dir := range 8 {
			dst = s.appendRay(dst, c, rays[c][dir], h, special, mask)
		}
	}
	return dst
}

// appendRay walks one line from a block resting at height h and adds each
// cell where it may stop.
func (s *State) appendRay(dst []Action, from Cell, ray []Cell, h int, special bool, mask uint16) []Action {
	for i, y := range ray {
		k := int(s.height[y])
		t := int(floorOf[y]) - 1
		if k > 0 {
			if t+k > h+1 || k >= MaxHeight {
				return dst
			}
			h = t + k
		} else {
			if t > h {
				return dst
			}
			h = t
			if y == Summit {
				if special {
					if mask&(1<<(i+1)) != 0 {
						dst = append(dst, MoveAction(from, y))
					}
					return dst
				}
				continue // a common passes over the summit, never stops on it
			}
		}
		if mask&(1<<(i+1)) != 0 {
			dst = append(dst, MoveAction(from, y))
		}
	}
	return dst
}

// cellSet is a set of cells.
type cellSet [3]uint64

func (cs *cellSet) add(c Cell)      { cs[c>>6] |= 1 << (c & 63) }
func (cs *cellSet) has(c Cell) bool { return cs[c>>6]&(1<<(c&63)) != 0 }
func (cs *cellSet) appendTo(dst []Action, special bool) []Action {
	for w, bits := range cs {
		for bits != 0 {
			b := trailingZeros(bits)
			bits &= bits - 1
			dst = append(dst, DropAction(special, Cell(w*64+b)))
		}
	}
	return dst
}

// dropTargets returns the empty cells where a common and the special may come
// to rest when incorporated (rules/xima.md, Incorporation): every empty
// floor-1 cell (a plain drop), and every empty cell reached by continuing in
// a straight line from one, with a travel distance allowed by mask.
func (s *State) dropTargets(mask uint16) (common, special cellSet) {
	for _, d := range floor1 {
		if s.height[d] != 0 {
			continue
		}
		common.add(d)
		special.add(d)
		for dir := range 8 {
			ray := rays[d][dir]
			// In the sport style a walk that first steps onto an empty
			// floor-1 cell reaches what a drop on that cell reaches.
			if mask == anyDistance && len(ray) > 0 && s.height[ray[0]] == 0 && floorOf[ray[0]] == 1 {
				continue
			}
			s.walkDrop(ray, mask, &common, &special)
		}
	}
	return common, special
}

// walkDrop follows a dropped block's continuation along ray from height 0.
// Cells before the summit go to both sets; the summit to special only; cells
// beyond it to common only: a special entering the summit stops there and
// wins, only a common passes over it (rules/xima.md, Incorporation).
func (s *State) walkDrop(ray []Cell, mask uint16, common, special *cellSet) {
	h := 0
	pastSummit := false
	for i, y := range ray {
		k := int(s.height[y])
		t := int(floorOf[y]) - 1
		if k > 0 {
			if t+k > h+1 || k >= MaxHeight {
				return
			}
			h = t + k
			continue
		}
		if t > h {
			return
		}
		h = t
		if y == Summit {
			if mask&(1<<(i+1)) != 0 {
				special.add(y)
			}
			pastSummit = true
			continue
		}
		if mask&(1<<(i+1)) == 0 {
			continue
		}
		common.add(y)
		if !pastSummit {
			special.add(y)
		}
	}
}

// canDrop reports whether the side to move has a block in reserve and an
// empty floor-1 cell to drop it on: a plain drop, legal whatever the dice.
func (s *State) canDrop() bool {
	p := s.toMove
	if s.reserve[p] == 0 && s.special[p] != SpecialInReserve {
		return false
	}
	for _, c := range floor1 {
		if s.height[c] == 0 {
			return true
		}
	}
	return false
}

func (s *State) appendDrops(dst []Action, mask uint16) []Action {
	p := s.toMove
	hasCommon, hasSpecial := s.reserve[p] > 0, s.special[p] == SpecialInReserve
	if !hasCommon && !hasSpecial {
		return dst
	}
	common, special := s.dropTargets(mask)
	if hasCommon {
		dst = common.appendTo(dst, false)
	}
	if hasSpecial {
		dst = special.appendTo(dst, true)
	}
	return dst
}

// appendRescues adds the rescues of a captured special: any own common on top
// of a column standing on a floor-3 cell may be given up (rules/xima.md, The
// special block and the summit).
func (s *State) appendRescues(dst []Action) []Action {
	p := s.toMove
	if s.special[p] != SpecialCaptured {
		return dst
	}
	for _, c := range floor3 {
		k := s.height[c]
		if k == 0 || s.locked == uint8(c)+1 {
			continue
		}
		if b := s.cols[c][k-1]; b.Owner() == p && !b.Special() {
			dst = append(dst, RescueAction(c))
		}
	}
	return dst
}

var floor1, floor3 []Cell

func init() {
	for c := Cell(0); c < Cells; c++ {
		switch floorOf[c] {
		case 1:
			floor1 = append(floor1, c)
		case 3:
			floor3 = append(floor3, c)
		}
	}
}

// specialReaches reports whether p's special could enter the summit with
// one action of p, were it p's turn, with a die of any value: a free
// special in line with the summit with a way up to it, or one in reserve
// dropped on an empty floor-1 cell in line with it and carried on to it
// (rules/xima.md, The special block and the summit). It walks the rays
// through the summit only, as appendRay walks them.
func (s *State) specialReaches(p Player) bool {
	switch s.special[p] {
	case SpecialOnBoard:
		special := MakeBlock(p, true)
		for dir := range 8 {
			for _, c := range rays[Summit][dir] {
				if k := s.height[c]; k > 0 && s.cols[c][k-1] == special {
					return s.entersSummit(c, c.Terrain()+int(k)-1)
				}
			}
		}
	case SpecialInReserve:
		for dir := range 8 {
			ray := rays[Summit][dir]
			for _, c := range ray[4:] { // the floor-1 cells: 5 and 6 steps out
				if s.height[c] == 0 && s.entersSummit(c, 0) {
					return true
				}
			}
		}
	}
	return false
}

// entersSummit reports whether a special resting at height h on from, a
// cell in line with the summit, may travel to it.
func (s *State) entersSummit(from Cell, h int) bool {
	var buf [Size]Action
	acts := s.appendRay(buf[:0], from, rays[from][dirTo[from][Summit]], h, true, anyDistance)
	return len(acts) > 0 && acts[len(acts)-1].To() == Summit
}
