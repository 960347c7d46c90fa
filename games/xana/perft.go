package xana

// Perft counts the leaves of the tree of parts depth parts deep from the
// game's position, the repetition rule included; the game is left as it
// was.
func Perft(g *Game, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if g.Over() {
		return 0
	}
	w := newWalker(g, depth)
	return w.count(depth)
}

// DivideEntry is one root part with the leaves below it.
type DivideEntry struct {
	Action Action
	Leaves uint64
}

// Divide is Perft split by root part, for comparing two implementations.
func Divide(g *Game, depth int) []DivideEntry {
	if depth <= 0 || g.Over() {
		return nil
	}
	w := newWalker(g, depth)
	var out []DivideEntry
	for _, a := range g.state.Legal(nil) {
		out = append(out, DivideEntry{a, w.child(a, depth)})
	}
	return out
}

// walker searches a copy of a game's position and history.
type walker struct {
	s    State
	seen map[uint64]int
	bufs [][]Action
}

func newWalker(g *Game, depth int) *walker {
	w := &walker{s: g.state, seen: make(map[uint64]int, len(g.seen)), bufs: make([][]Action, depth)}
	for h, n := range g.seen {
		w.seen[h] = n
	}
	for i := range w.bufs {
		w.bufs[i] = make([]Action, 0, 4096)
	}
	return w
}

func (w *walker) count(depth int) uint64 {
	acts := w.s.Legal(w.bufs[depth-1][:0])
	w.bufs[depth-1] = acts
	if depth == 1 {
		return uint64(len(acts))
	}
	var n uint64
	for _, a := range acts {
		n += w.child(a, depth)
	}
	return n
}

// child counts the leaves below the part a, depth-1 parts deep.
func (w *walker) child(a Action, depth int) uint64 {
	u := w.s.Apply(a)
	var n uint64 = 1
	if depth > 1 {
		h := w.s.hash
		boundary := w.s.step == StepStart
		if boundary {
			w.seen[h]++
		}
		if !boundary || w.seen[h] < 3 {
			n = w.count(depth - 1)
		} else {
			n = 0 // the third occurrence ends the game
		}
		if boundary {
			w.seen[h]--
		}
	}
	w.s.Unapply(u)
	return n
}
