package widgets

import (
	"context"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"xima/ui/session"
)

// clockSlack is how long after a clock's shown time changes its tick
// comes: past the boundary, never before it.
const clockSlack = 2 * time.Millisecond

// RunClock calls tick on Fyne's goroutine whenever the running clock's
// label changes (its shown second, its colour, its flag fall), until ctx
// ends: the clocks' labels and flag falls of a play screen. While no
// clock runs (paused, over) it sleeps until sess starts one, so an idle
// screen wakes nothing.
func RunClock(ctx context.Context, sess *session.Session, tick func()) {
	timer := time.NewTimer(0)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
		case <-sess.ClockStarted():
		}
		wait := time.Duration(-1)
		fyne.DoAndWait(func() {
			if ctx.Err() != nil {
				return
			}
			tick()
			if seat := sess.Running(); seat >= 0 {
				wait = nextClockChange(sess.Remaining(seat), sess.Clock().LowTime())
			}
		})
		if wait >= 0 {
			timer.Reset(wait)
		} else {
			timer.Stop()
		}
	}
}

// nextClockChange returns how long until a running clock with left on it
// shows something else: FormatClock's rounded second turns, the clock
// reaches low (it turns red) or zero (its flag falls).
func nextClockChange(left, low time.Duration) time.Duration {
	if left <= 0 {
		return 0
	}
	// FormatClock rounds half up: the shown second s holds while left is
	// at least s - 1/2 second.
	shown := left.Round(time.Second)
	wait := left - (shown - time.Second/2)
	if shown == 0 {
		wait = left
	}
	if left > low {
		wait = min(wait, left-low)
	}
	return wait + clockSlack
}

// ShowClock shows a player's time left on l, in red in its last stretch,
// and reports whether that changed the label: a clock showing the same
// second again refreshes nothing (a refresh repaints the whole window).
func ShowClock(l *widget.Label, left time.Duration, low bool) bool {
	text, imp := FormatClock(left), widget.MediumImportance
	if low {
		imp = widget.DangerImportance
	}
	if l.Text == text && l.Importance == imp {
		return false
	}
	l.Text, l.Importance = text, imp
	l.Refresh()
	return true
}
