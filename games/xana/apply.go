package xana

// Undo is what Unapply needs to take a part back: the position before it.
type Undo struct {
	prev State
}

// Apply plays the part a, which must be legal (Legal lists them; Apply does
// not check), and returns the Undo that takes it back. It allocates nothing
// and keeps the hash up to date.
func (s *State) Apply(a Action) Undo {
	u := Undo{prev: *s}
	me := s.toMove
	switch a.Kind() {
	case KindDrop:
		c, n := a.To(), a.Stones()
		s.setReserve(me, int(s.reserve[me])-n)
		was := s.cells[c]
		s.set(c, stackCell(me, s.Height(c)+n))
		if was == 0 {
			s.capture(c, me)
		}
		s.setStep(StepStack)
	case KindMove:
		from, to, n := a.From(), a.To(), a.Stones()
		if h := s.Height(from); n == h {
			s.set(from, 0)
		} else {
			s.set(from, stackCell(me, h-n))
		}
		s.set(to, stackCell(me, n))
		s.capture(to, me)
		s.setStep(StepStack)
	case KindSkip:
		s.setStep(StepSkip)
	case KindWall:
		// rules/other-games.md, Xana: walls are never captured, but
		// capture like any drop.
		s.set(a.To(), wallCell)
		s.capture(a.To(), me)
		if s.step == StepWall {
			s.endTurn(false)
		} else {
			s.setStep(StepWall)
		}
	case KindEnd:
		s.endTurn(false)
	case KindPass:
		s.endTurn(true)
	case KindSwap:
		// rules/other-games.md, Xana: the second player takes over White;
		// the other player then plays Black's first turn.
		s.hash ^= s.flagsKey()
		s.swapped, s.passes = true, 0
		s.hash ^= s.flagsKey()
	}
	return u
}

// Unapply takes back the part Apply returned u for.
func (s *State) Unapply(u Undo) { *s = u.prev }

// capture removes the stacks left with no empty neighbour once c was
// filled by me: rules/other-games.md, Xana: "After each single drop or
// move, any stack with no empty neighbour is captured (the enemy's first)";
// a captured stone scores for the other colour.
func (s *State) capture(c Cell, me Colour) {
	g := s.geo()
	for _, col := range [2]Colour{me ^ 1, me} {
		var doomed [7]Cell
		n := 0
		for _, e := range g.nb[c] {
			if e != NoCell && s.friendly(e, col) && !s.breathes(e, NoCell, NoCell) {
				doomed[n] = e
				n++
			}
		}
		if col == me && s.friendly(c, me) && !s.breathes(c, NoCell, NoCell) {
			doomed[n] = c
			n++
		}
		for _, e := range doomed[:n] {
			s.setLost(col, int(s.lost[col])+s.Height(e))
			s.set(e, 0)
		}
	}
}

func (s *State) setReserve(col Colour, n int) {
	s.hash ^= key(keyReserve|uint64(col)<<8|uint64(s.reserve[col])) ^ key(keyReserve|uint64(col)<<8|uint64(n))
	s.reserve[col] = uint8(n)
}

func (s *State) setLost(col Colour, n int) {
	s.hash ^= key(keyLost|uint64(col)<<8|uint64(s.lost[col])) ^ key(keyLost|uint64(col)<<8|uint64(n))
	s.lost[col] = uint8(n)
}

func (s *State) setStep(st Step) {
	s.hash ^= s.flagsKey()
	s.step = st
	s.hash ^= s.flagsKey()
}

// endTurn hands the turn to the other colour.
func (s *State) endTurn(pass bool) {
	s.hash ^= s.flagsKey()
	s.played |= 1 << s.toMove
	s.toMove ^= 1
	s.step = StepStart
	if pass {
		s.passes++
	} else {
		s.passes = 0
	}
	s.hash ^= s.flagsKey()
}
