// Package coalesce writes values in the background, one at a time and in
// order, coalescing what waits: the window's settings and a play
// session's autosaves go through it, so the window never waits on the
// disk and a burst of changes costs one write.
package coalesce

import "sync"

// Writer hands each value put to write on a goroutine of its own, started
// when there is work and ended when there is none. While a write runs,
// the values put meanwhile wait, merged into one by merge, and are
// written next. The zero Writer is not usable; call New.
type Writer[T any] struct {
	write func(T)
	merge func(waiting, next T) T

	mu      sync.Mutex
	idle    sync.Cond
	pending T
	has     bool // pending waits to be written
	busy    bool // the writing goroutine runs
}

// New makes a Writer that writes through write and merges a value put
// into the one waiting through merge (nil keeps the newest only).
func New[T any](write func(T), merge func(waiting, next T) T) *Writer[T] {
	if merge == nil {
		merge = func(_, next T) T { return next }
	}
	w := &Writer[T]{write: write, merge: merge}
	w.idle.L = &w.mu
	return w
}

// Put queues v to be written after what is being written now.
func (w *Writer[T]) Put(v T) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.has {
		v = w.merge(w.pending, v)
	}
	w.pending, w.has = v, true
	if !w.busy {
		w.busy = true
		go w.run()
	}
}

func (w *Writer[T]) run() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for w.has {
		v := w.pending
		var zero T
		w.pending, w.has = zero, false
		w.mu.Unlock()
		w.write(v)
		w.mu.Lock()
	}
	w.busy = false
	w.idle.Broadcast()
}

// Flush waits until every value put has been written.
func (w *Writer[T]) Flush() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for w.busy {
		w.idle.Wait()
	}
}
