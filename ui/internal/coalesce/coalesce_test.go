package coalesce

import (
	"slices"
	"sync"
	"testing"
)

// gate is a write that blocks until released, recording what it wrote.
type gate struct {
	mu      sync.Mutex
	wrote   []int
	started chan struct{}
	release chan struct{}
}

func newGate() *gate {
	return &gate{started: make(chan struct{}, 100), release: make(chan struct{})}
}

func (g *gate) write(v int) {
	g.started <- struct{}{}
	<-g.release
	g.mu.Lock()
	g.wrote = append(g.wrote, v)
	g.mu.Unlock()
}

// TestBurstCoalescesToTheLastValue: values put while a write runs are
// written once, as the newest; Flush waits for all of it.
func TestBurstCoalescesToTheLastValue(t *testing.T) {
	g := newGate()
	w := New(g.write, nil)
	w.Put(1)
	<-g.started // 1 is being written
	for v := 2; v <= 9; v++ {
		w.Put(v)
	}
	close(g.release)
	w.Flush()
	if !slices.Equal(g.wrote, []int{1, 9}) {
		t.Fatalf("wrote %v, want [1 9]", g.wrote)
	}
	w.Put(10) // a write after a flush starts again
	w.Flush()
	if !slices.Equal(g.wrote, []int{1, 9, 10}) {
		t.Fatalf("wrote %v, want [1 9 10]", g.wrote)
	}
}

// TestMergeKeepsWhatWaits: a merge sees the waiting value and the new one,
// in the order put.
func TestMergeKeepsWhatWaits(t *testing.T) {
	g := newGate()
	w := New(func(v []int) { g.write(len(v)) }, func(waiting, next []int) []int { return append(waiting, next...) })
	w.Put([]int{0})
	<-g.started
	w.Put([]int{1})
	w.Put([]int{2, 3})
	close(g.release)
	w.Flush()
	if !slices.Equal(g.wrote, []int{1, 3}) {
		t.Fatalf("wrote lengths %v, want [1 3]", g.wrote)
	}
}

// TestFlushWithNothingPut returns at once.
func TestFlushWithNothingPut(t *testing.T) {
	New(func(int) { t.Error("wrote with nothing put") }, nil).Flush()
}
