package maxima

// Perft counts the leaves of the move tree depth plies deep from l's
// position, the end of the game (repetition included) cutting branches; l
// is left as it was.
func Perft(l *Line, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Action, depth)
	for i := range bufs {
		bufs[i] = make([]Action, 0, 320)
	}
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
		u := l.Apply(a)
		n += perft(l, depth-1, bufs)
		l.Unapply(u)
	}
	return n
}

// DivideEntry is one root move with the leaves below it.
type DivideEntry struct {
	Action Action
	Leaves uint64
}

// Divide is Perft split by root move, for comparing two implementations.
func Divide(l *Line, depth int) []DivideEntry {
	if depth <= 0 {
		return nil
	}
	var out []DivideEntry
	for _, a := range l.Legal(nil) {
		u := l.Apply(a)
		out = append(out, DivideEntry{a, Perft(l, depth-1)})
		l.Unapply(u)
	}
	return out
}
