package ui

import (
	"context"
	"sync"

	"xima/storage"
)

// autosaver writes a game's saves in the background, in order, keeping
// only the newest waiting one: the window never waits on the disk.
type autosaver struct {
	ctx     context.Context
	db      *storage.DB
	onError func(error)
	mu      sync.Mutex
	next    *storage.SavedGame // waiting to be written
	busy    bool               // a goroutine is writing
	idle    *sync.Cond         // signalled when the goroutine finishes
}

func newAutosaver(ctx context.Context, db *storage.DB, onError func(error)) *autosaver {
	a := &autosaver{ctx: ctx, db: db, onError: onError}
	a.idle = sync.NewCond(&a.mu)
	return a
}

// save queues sv, replacing a save still waiting.
func (a *autosaver) save(sv storage.SavedGame) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.next = &sv
	if !a.busy {
		a.busy = true
		go a.run()
	}
}

func (a *autosaver) run() {
	a.mu.Lock()
	defer a.mu.Unlock()
	for a.next != nil {
		sv := *a.next
		a.next = nil
		a.mu.Unlock()
		// The write must finish even when the screen closes: it is the
		// game being kept, so it is not tied to the screen's context.
		_, err := a.db.Autosave(context.WithoutCancel(a.ctx), sv)
		a.mu.Lock()
		if err != nil {
			a.onError(err)
		}
	}
	a.busy = false
	a.idle.Broadcast()
}

// flush waits until every queued save is written.
func (a *autosaver) flush() {
	a.mu.Lock()
	defer a.mu.Unlock()
	for a.busy {
		a.idle.Wait()
	}
}
