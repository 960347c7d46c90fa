package core

import "context"

// ActionValue is what a game's own Action type is: a packed integer that
// converts to Action and back without loss.
type ActionValue interface{ ~uint16 | ~uint32 }

// DivideRow is one root action of a perft split, with its leaves.
type DivideRow struct {
	Action Action
	Leaves uint64
}

// perftPoll is how many nodes perft visits between looks at its context.
const perftPoll = 1 << 12

// Perft counts the leaves of the action tree depth actions deep from p,
// which it leaves as it was, through the position face: every game's
// perft. It stops with ctx's error soon after ctx ends.
func Perft[A ActionValue, U any](ctx context.Context, p Position[A, U], depth int) (uint64, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if depth <= 0 {
		return 1, nil
	}
	w := perftWalk[A, U]{ctx: ctx, p: p, bufs: make([][]A, depth)}
	n := w.count(depth)
	return n, w.err
}

// Divide is Perft split by root action, for comparing two implementations.
func Divide[A ActionValue, U any](ctx context.Context, p Position[A, U], depth int) ([]DivideRow, error) {
	if depth <= 0 {
		return nil, nil
	}
	var rows []DivideRow
	for _, a := range p.Legal(nil) {
		u := p.Apply(a)
		n, err := Perft(ctx, p, depth-1)
		p.Unapply(u)
		if err != nil {
			return nil, err
		}
		rows = append(rows, DivideRow{Action(a), n})
	}
	return rows, nil
}

type perftWalk[A ActionValue, U any] struct {
	ctx   context.Context
	p     Position[A, U]
	bufs  [][]A // one action list per depth, reused
	nodes int
	err   error
}

func (w *perftWalk[A, U]) count(depth int) uint64 {
	if w.nodes++; w.nodes%perftPoll == 0 && w.err == nil {
		w.err = w.ctx.Err()
	}
	if w.err != nil {
		return 0
	}
	acts := w.p.Legal(w.bufs[depth-1][:0])
	w.bufs[depth-1] = acts
	if depth == 1 {
		return uint64(len(acts))
	}
	var n uint64
	for _, a := range acts {
		u := w.p.Apply(a)
		n += w.count(depth - 1)
		w.p.Unapply(u)
	}
	return n
}
