// Package events is the club events' screens: the list of events, a new
// event's form, and an event's rounds, results and standings with their
// exports. The pairing and the standings are games/tournament's; the
// store keeps every round and result as it is made (storage.Event); a
// game played for a table opens in the normal play screen through the
// shell.
package events

import (
	"context"
	"sync"
	"sync/atomic"

	"xima/storage"
	"xima/ui/host"
	"xima/ui/widgets"
)

// Host is the shell as the events' screens see it.
type Host interface {
	host.Host
	// Resume opens the play screen of a saved game, as Home's Resume does.
	Resume(storage.SavedGame)
	// Elo reports whether the game named game is rated by Elo, whose
	// results typed in can be rated too (CIMAX needs a game's moves).
	Elo(game string) bool
}

// worker runs a screen's background work (the store, the pairing, the
// exports), each job on its own goroutine, and hands what it gives back
// to the UI goroutine through the host's Post. Close cancels the jobs'
// context; what a job gives back after that is dropped.
type worker struct {
	host   Host
	ctx    context.Context
	cancel context.CancelFunc
	jobs   sync.WaitGroup
	active atomic.Int32 // jobs running
}

func newWorker(h Host) *worker {
	w := &worker{host: h}
	w.ctx, w.cancel = context.WithCancel(h.Context())
	return w
}

// run runs job in the background; on success the function it returns
// runs on the UI goroutine, on failure the error is shown there.
func (w *worker) run(job func(ctx context.Context) (func(), error)) {
	w.jobs.Add(1)
	w.active.Add(1)
	// A job counts as running until its result is posted (settle).
	posted := func(f func()) {
		defer w.jobs.Done()
		defer w.active.Add(-1)
		w.host.Post(f)
	}
	widgets.BackgroundOr(posted, w.ctx, job, func(done func()) {
		if done != nil {
			done()
		}
	}, w.host.ShowError)
}

// write runs a change (to the store, to a file) as run does, but its
// context outlives the screen: a change asked for is made even when the
// screen closes meanwhile (what it gives back is dropped then).
func (w *worker) write(job func(ctx context.Context) (func(), error)) {
	w.run(func(ctx context.Context) (func(), error) { return job(context.WithoutCancel(ctx)) })
}

// close cancels the jobs.
func (w *worker) close() { w.cancel() }

// wait waits for the jobs running, and busy reports whether any is (the
// tests' settle).
func (w *worker) wait()      { w.jobs.Wait() }
func (w *worker) busy() bool { return w.active.Load() > 0 }
