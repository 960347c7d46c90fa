package ui

import "time"

// clocks are the players' game clocks: only the clock of the player to
// move runs; a paused game stops them all.
type clocks struct {
	now     func() time.Time
	agreed  time.Duration
	left    []time.Duration
	running int // the seat whose clock runs, -1 when none does
	since   time.Time
}

func newClocks(now func() time.Time, agreed time.Duration, left []time.Duration) *clocks {
	return &clocks{now: now, agreed: agreed, left: append([]time.Duration(nil), left...), running: -1}
}

// start charges the running clock and starts seat's.
func (c *clocks) start(seat int) {
	c.stop()
	c.running, c.since = seat, c.now()
}

// stop charges the running clock and stops it.
func (c *clocks) stop() {
	if c.running >= 0 {
		c.left[c.running] = c.remaining(c.running)
		c.running = -1
	}
}

// remaining returns seat's time left now, never below zero.
func (c *clocks) remaining(seat int) time.Duration {
	d := c.left[seat]
	if seat == c.running {
		d -= c.now().Sub(c.since)
	}
	return max(d, 0)
}

// used returns the time seat has used of the agreed time.
func (c *clocks) used(seat int) time.Duration { return c.agreed - c.remaining(seat) }

// flagged reports whether the running clock has run out.
func (c *clocks) flagged() bool { return c.running >= 0 && c.remaining(c.running) == 0 }
