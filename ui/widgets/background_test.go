package widgets

import (
	"context"
	"errors"
	"testing"
	"time"
)

// queue stands for Fyne's goroutine: what is posted waits until run.
type queue chan func()

func (q queue) post(f func()) { q <- f }

// next waits for one posted function and runs it.
func (q queue) next(t *testing.T) {
	t.Helper()
	select {
	case f := <-q:
		f()
	case <-time.After(5 * time.Second):
		t.Fatal("nothing posted")
	}
}

func TestBackgroundHandsResultOrFailure(t *testing.T) {
	q := make(queue, 1)
	var got int
	BackgroundOr(q.post, context.Background(), func(context.Context) (int, error) { return 7, nil },
		func(v int) { got = v }, func(error) { t.Error("failed called on success") })
	q.next(t)
	if got != 7 {
		t.Fatalf("done got %d, want 7", got)
	}

	boom := errors.New("boom")
	var failure error
	BackgroundOr(q.post, context.Background(), func(context.Context) (int, error) { return 0, boom },
		func(int) { t.Error("done called on failure") }, func(err error) { failure = err })
	q.next(t)
	if !errors.Is(failure, boom) {
		t.Fatalf("failed got %v, want %v", failure, boom)
	}

	// nil failed drops the failure.
	BackgroundOr(q.post, context.Background(), func(context.Context) (int, error) { return 0, boom },
		func(int) { t.Error("done called on failure") }, nil)
	q.next(t)
}

// TestBackgroundDropsResultAfterScreenClosed closes the screen while the job
// runs, and once its result is posted but not yet run: done is called in
// neither case.
func TestBackgroundDropsResultAfterScreenClosed(t *testing.T) {
	q := make(queue, 1)
	ctx, closeScreen := context.WithCancel(context.Background())
	release := make(chan struct{})
	finished := make(chan struct{})
	BackgroundOr(q.post, ctx, func(context.Context) (int, error) {
		defer close(finished)
		<-release
		return 1, nil
	}, func(int) { t.Error("done called after the screen closed") }, func(error) { t.Error("failed called") })
	closeScreen()
	close(release)
	<-finished
	q.next(t)

	ctx, closeScreen = context.WithCancel(context.Background())
	BackgroundOr(q.post, ctx, func(context.Context) (int, error) { return 2, nil },
		func(int) { t.Error("done called after the screen closed") }, nil)
	f := <-q // posted; the screen closes before Fyne runs it
	closeScreen()
	f()
}
