package xoliba

// Perft counts the leaves of the action tree depth actions deep from l's
// position, passes and the repetition rule included; l is left as it was.
func Perft(l *Line, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Action, depth)
	for i := range bufs {
		bufs[i] = make([]Action, 0, 256)
	}
	l.hist = append(make([]seen, 0, len(l.hist)+depth), l.hist...)
	l.undo = append(make([]Undo, 0, len(l.undo)+depth), l.undo...)
	return perft(l, depth, bufs)
}

func perft(l *Line, depth int, bufs [][]Action) uint64 {
	acts := l.Legal(bufs[depth-1][:0])
	bufs[depth-1] = acts
	if depth == 1 {
		return uint64(len(acts))
	}
	var n uint64
	for _, a := range acts {
		l.Apply(a)
		n += perft(l, depth-1, bufs)
		l.Unapply()
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
	var out []DivideEntry
	for _, a := range l.Legal(nil) {
		l.Apply(a)
		out = append(out, DivideEntry{a, Perft(l, depth-1)})
		l.Unapply()
	}
	return out
}
