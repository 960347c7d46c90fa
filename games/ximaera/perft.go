package ximaera

// Perft counts the leaves of the action tree depth actions deep from l's
// position, the repetition rule included: a position where the game is
// over has no children. l is left as it was.
func Perft(l *Line, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	w := l.clone(depth)
	bufs := make([][]Action, depth)
	for i := range bufs {
		bufs[i] = make([]Action, 0, MaxActions)
	}
	return perft(w, depth, bufs)
}

func perft(l *Line, depth int, bufs [][]Action) uint64 {
	acts := l.Legal(bufs[depth-1][:0])
	if depth == 1 {
		return uint64(len(acts))
	}
	var n uint64
	for _, a := range acts {
		u := l.Apply(a)
		n += perft(l, depth-1, bufs)
		l.Unapply(u)
	}
	return n
}

// DivideEntry is one root action with the leaves below it.
type DivideEntry struct {
	Action Action
	Leaves uint64
}

// Divide is Perft split by root action, for comparing two implementations.
func Divide(l *Line, depth int) []DivideEntry {
	if depth <= 0 {
		return nil
	}
	w := l.clone(depth)
	var out []DivideEntry
	for _, a := range w.Legal(nil) {
		u := w.Apply(a)
		out = append(out, DivideEntry{a, Perft(w, depth-1)})
		w.Unapply(u)
	}
	return out
}
