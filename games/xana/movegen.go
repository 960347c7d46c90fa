package xana

// Legal appends the legal parts at the current step to dst and returns it;
// it allocates nothing when dst has room. It ignores the repetition rule
// (the Game's) and returns dst unchanged once both players passed.
func (s *State) Legal(dst []Action) []Action {
	if s.Over() {
		return dst
	}
	var rg regions
	s.label(&rg)
	switch s.step {
	case StepStart:
		dst = s.drops(dst, &rg)
		dst = s.moves(dst, &rg)
		// rules/other-games.md, Xana: a turn of walls only is "-" then the
		// walls; every friendly stack has an empty neighbour, in its circle.
		if s.hasStack(s.toMove) {
			dst = append(dst, SkipAction)
		}
		dst = append(dst, PassAction)
		if s.canSwap() {
			dst = append(dst, SwapAction)
		}
	case StepStack, StepWall:
		dst = s.walls(dst, &rg)
		dst = append(dst, EndAction)
	case StepSkip:
		dst = s.walls(dst, &rg)
	}
	return dst
}

// canSwap reports whether Black may swap: at its first turn, after White's
// first, once (rules/other-games.md, Xana: Swap).
func (s *State) canSwap() bool {
	return s.step == StepStart && s.toMove == Black && !s.swapped && s.FirstTurn(Black) && !s.FirstTurn(White)
}

func (s *State) hasStack(col Colour) bool {
	for c := range s.geo().cells {
		if s.friendly(Cell(c), col) {
			return true
		}
	}
	return false
}

// drops appends the drops: rules/other-games.md, Xana: "drop a new stack
// (1+ stones from reserve) on an accessible cell or on top of a friendly
// stack".
func (s *State) drops(dst []Action, rg *regions) []Action {
	me := s.toMove
	res := int(s.reserve[me])
	if res == 0 {
		return dst
	}
	first := s.FirstTurn(me)
	for c := range s.geo().cells {
		v := s.cells[c]
		switch {
		case v == 0:
			if !first && rg.touch[rg.id[c]-1]&(1<<me) == 0 || !s.canLand(Cell(c), NoCell, me) {
				continue
			}
		case v == wallCell || Colour(v>>5) != me:
			continue
		}
		// A friendly stack keeps the empty neighbour it has (none stands
		// without one), so adding to it is always allowed.
		for n := 1; n <= res; n++ {
			dst = append(dst, DropAction(Cell(c), n))
		}
	}
	return dst
}

// moves appends the moves: rules/other-games.md, Xana: "move a stack, or
// its top part, to a cell of its circle (a part moves within the circle of
// its own height)".
func (s *State) moves(dst []Action, rg *regions) []Action {
	g := s.geo()
	me := s.toMove
	for a := range g.cells {
		from := Cell(a)
		if !s.friendly(from, me) {
			continue
		}
		h := s.Height(from)
		ids, k := rg.around(g, from)
		xa, ra := int(g.x[from]), int(g.r[from])
		for dr := -h; dr <= h; dr++ {
			span := 2*h - abs(dr)
			for x := xa - span; x <= xa+span; x += 2 {
				to := g.at(x, ra+dr)
				if to == NoCell || rg.id[to] == 0 || !inSet(&ids, k, rg.id[to]) {
					continue
				}
				d := g.dist(from, to)
				if d < h && s.canLand(to, NoCell, me) {
					for n := d; n < h; n++ {
						dst = append(dst, MoveAction(from, to, n))
					}
				}
				if s.canLand(to, from, me) {
					dst = append(dst, MoveAction(from, to, h))
				}
			}
		}
	}
	return dst
}

// walls appends the walls: rules/other-games.md, Xana: "drop up to two
// walls, one after the other, on cells of friendly circles".
func (s *State) walls(dst []Action, rg *regions) []Action {
	g := s.geo()
	var mark [MaxCells]bool
	for a := range g.cells {
		from := Cell(a)
		if !s.friendly(from, s.toMove) {
			continue
		}
		h := s.Height(from)
		ids, k := rg.around(g, from)
		xa, ra := int(g.x[from]), int(g.r[from])
		for dr := -h; dr <= h; dr++ {
			span := 2*h - abs(dr)
			for x := xa - span; x <= xa+span; x += 2 {
				if to := g.at(x, ra+dr); to != NoCell && rg.id[to] != 0 && inSet(&ids, k, rg.id[to]) {
					mark[to] = true
				}
			}
		}
	}
	for c := range g.cells {
		if mark[c] {
			dst = append(dst, WallAction(Cell(c)))
		}
	}
	return dst
}

// canLand reports whether stones of me may come to rest on the empty cell
// to, with vacated (NoCell if none) emptied by the same move:
// rules/other-games.md, Xana: "The stack just dropped or moved may not end
// with no empty neighbour unless that drop or move captures". A capture is
// of an enemy stack whose last empty neighbour was to; its cell then
// neighbours to, so the stack that captured keeps an empty neighbour.
func (s *State) canLand(to, vacated Cell, me Colour) bool {
	g := s.geo()
	for _, n := range g.nb[to] {
		if n != NoCell && (s.cells[n] == 0 || n == vacated) {
			return true
		}
	}
	for _, e := range g.nb[to] {
		if e != NoCell && s.friendly(e, me^1) && !s.breathes(e, to, vacated) {
			return true
		}
	}
	return false
}

// breathes reports whether the stack on c has an empty neighbour once
// filled is filled and vacated emptied (either may be NoCell).
func (s *State) breathes(c, filled, vacated Cell) bool {
	for _, n := range s.geo().nb[c] {
		if n != NoCell && n != filled && (s.cells[n] == 0 || n == vacated) {
			return true
		}
	}
	return false
}
