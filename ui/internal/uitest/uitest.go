// Package uitest holds what the window's tests share across the ui
// packages: a clock moved by hand, a queue standing for the UI goroutine,
// and a reader of a dialog's labels.
package uitest

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/search"
	"xima/ui/session"
)

// Clock is a clock the test moves by hand.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// NewClock is a clock standing at t.
func NewClock(t time.Time) *Clock { return &Clock{t: t} }

// Now is the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Advance moves the clock on by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// PostQueue is Options.Post for tests: functions wait until the test runs
// them on its own goroutine (Settle). Fyne's test driver would run fyne.Do
// at once on the background goroutine, racing the test.
type PostQueue struct {
	mu    sync.Mutex
	queue []func()
}

// Add queues f.
func (q *PostQueue) Add(f func()) {
	q.mu.Lock()
	q.queue = append(q.queue, f)
	q.mu.Unlock()
}

// Settle waits for the play sessions' background writes, then runs what
// they posted, on the test's goroutine, as the UI goroutine would, until
// nothing more is posted. It reports whether anything ran.
func (q *PostQueue) Settle(sessions []*session.Session) (ran bool) {
	for {
		for _, sess := range sessions {
			sess.Flush()
		}
		q.mu.Lock()
		queue := q.queue
		q.queue = nil
		q.mu.Unlock()
		if len(queue) == 0 {
			return ran
		}
		ran = true
		for _, f := range queue {
			f()
		}
	}
}

// Labels joins the labels in o by "|".
func Labels(o fyne.CanvasObject) string {
	var labels []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.Label:
			labels = append(labels, v.Text)
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		}
	}
	walk(o)
	return strings.Join(labels, "|")
}

// Until runs what is posted, as Settle does, until cond holds, waiting
// for background work (a computer's thought) to post; it fails the test
// after 30 seconds in which nothing was posted, so a long game of the
// computers (slow under the race detector) fails only when it stalls.
func (q *PostQueue) Until(t testing.TB, sessions func() []*session.Session, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		if q.Settle(sessions()) {
			deadline = time.Now().Add(30 * time.Second)
		}
		if cond() {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("timed out waiting for the posted work")
		}
		time.Sleep(time.Millisecond)
	}
}

// Computer is a fake computer player: it plays the legal action Pick
// chooses (the last one when Pick is nil). With Gate set it first waits
// for the gate, or for its context to end, which it reports on Stopped;
// Started, when set, hears of every thought as it starts.
type Computer struct {
	Gate    chan struct{}
	Started chan struct{}
	Stopped chan error
	Pick    func(legal []core.Action) core.Action
}

// NewBlockingComputer is a Computer that thinks until its Gate is closed.
func NewBlockingComputer() *Computer {
	return &Computer{Gate: make(chan struct{}), Started: make(chan struct{}, 100), Stopped: make(chan error, 100)}
}

// Think plays the chosen action.
func (c *Computer) Think(ctx context.Context, g core.Game, lim search.Limits) (catalog.Choice, error) {
	if c.Started != nil {
		c.Started <- struct{}{}
	}
	if c.Gate != nil {
		select {
		case <-c.Gate:
		case <-ctx.Done():
			c.Stopped <- ctx.Err()
			return catalog.Choice{}, ctx.Err()
		}
	}
	legal := g.Legal()
	if len(legal) == 0 {
		return catalog.Choice{}, search.ErrNoAction
	}
	if c.Pick != nil {
		return catalog.Choice{Action: c.Pick(legal)}, nil
	}
	return catalog.Choice{Action: legal[len(legal)-1]}, nil
}

// Computers are c as every game's computer player, at no pace.
func Computers(c *Computer) session.Computers {
	return session.Computers{New: func() catalog.Computer { return c }}
}

// Receive returns the next value from ch, failing the test after 30
// seconds without one.
func Receive[T any](t testing.TB, ch <-chan T) T {
	t.Helper()
	select {
	case v := <-ch:
		return v
	case <-time.After(30 * time.Second):
		t.Fatal("nothing came")
		panic("unreachable")
	}
}
