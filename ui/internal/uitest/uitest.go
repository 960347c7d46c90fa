// Package uitest holds what the window's tests share across the ui
// packages: a clock moved by hand, a queue standing for the UI goroutine,
// and a reader of a dialog's labels.
package uitest

import (
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

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
// nothing more is posted.
func (q *PostQueue) Settle(sessions []*session.Session) {
	for {
		for _, sess := range sessions {
			sess.Flush()
		}
		q.mu.Lock()
		queue := q.queue
		q.queue = nil
		q.mu.Unlock()
		if len(queue) == 0 {
			return
		}
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
