package session

import "time"

// TimeControl is what the players agreed: Agreed per player (0 for an
// untimed game) and Increment, added to a player's clock after each of
// their turns.
type TimeControl struct {
	Agreed, Increment time.Duration
}

// Timed reports whether the game has clocks.
func (tc TimeControl) Timed() bool { return tc.Agreed > 0 }

// LowTime is when a player's clock shows its warning: a tenth of the
// agreed time, but never less than 10 seconds nor more than a minute.
func (tc TimeControl) LowTime() time.Duration {
	return min(max(tc.Agreed/10, 10*time.Second), time.Minute)
}

// clocks are the players' game clocks: only the clock of the player to
// move runs; a paused game stops them all.
type clocks struct {
	now     func() time.Time
	tc      TimeControl
	left    []time.Duration
	used    []time.Duration
	running int // the seat whose clock runs, -1 when none does
	since   time.Time
	// started gets a signal whenever a clock starts, so that a screen's
	// ticker may sleep while none runs.
	started chan struct{}
}

func newClocks(now func() time.Time, tc TimeControl, seats int) *clocks {
	c := &clocks{now: now, tc: tc, left: make([]time.Duration, seats), used: make([]time.Duration, seats), running: -1,
		started: make(chan struct{}, 1)}
	for i := range c.left {
		c.left[i] = tc.Agreed
	}
	return c
}

// start charges the running clock and starts seat's.
func (c *clocks) start(seat int) {
	c.stop()
	c.running, c.since = seat, c.now()
	select {
	case c.started <- struct{}{}:
	default: // a signal is already waiting
	}
}

// ClockStarted gets a signal whenever a player's clock starts (a turn
// begins, a pause ends); unlike the other methods it may be used from any
// goroutine. A screen's ticker waits on it while no clock runs, so that a
// paused or finished game wakes nothing.
func (s *Session) ClockStarted() <-chan struct{} { return s.clocks.started }

// stop charges the running clock and stops it.
func (c *clocks) stop() {
	if c.running < 0 {
		return
	}
	spent := c.now().Sub(c.since)
	c.used[c.running] += spent
	c.left[c.running] = max(c.left[c.running]-spent, 0)
	c.running = -1
}

// remaining returns seat's time left now, never below zero.
func (c *clocks) remaining(seat int) time.Duration {
	d := c.left[seat]
	if seat == c.running {
		d -= c.now().Sub(c.since)
	}
	return max(d, 0)
}

// spent returns the time seat has used so far.
func (c *clocks) spent(seat int) time.Duration {
	d := c.used[seat]
	if seat == c.running {
		d += c.now().Sub(c.since)
	}
	return d
}

// flagged returns the seat whose running clock has run out, or -1.
func (c *clocks) flagged() int {
	if c.tc.Timed() && c.running >= 0 && c.remaining(c.running) == 0 {
		return c.running
	}
	return -1
}
