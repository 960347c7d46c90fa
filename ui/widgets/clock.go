package widgets

import (
	"context"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// ClockTick is how often a play screen looks at its clocks.
const ClockTick = 200 * time.Millisecond

// RunClock calls tick on Fyne's goroutine every ClockTick until ctx ends:
// the clocks' labels and flag falls of a play screen.
func RunClock(ctx context.Context, tick func()) {
	t := time.NewTicker(ClockTick)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			fyne.Do(tick)
		}
	}
}

// ShowClock shows a player's time left on l, in red in its last stretch.
func ShowClock(l *widget.Label, left time.Duration, low bool) {
	l.SetText(FormatClock(left))
	l.Importance = widget.MediumImportance
	if low {
		l.Importance = widget.DangerImportance
	}
	l.Refresh()
}
