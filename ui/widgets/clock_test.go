package widgets

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// The clock's ticker wakes when the label would change, and only then:
// just before the wait the label is what it was, at the wait it differs
// (its second, its colour, or the flag has fallen).
func TestNextClockChangeIsWhenTheLabelChanges(t *testing.T) {
	const low = 30 * time.Second
	show := func(left time.Duration) string {
		s := FormatClock(max(left, 0))
		if left <= low {
			s += " red"
		}
		if left <= 0 {
			s += " flag"
		}
		return s
	}
	for _, left := range []time.Duration{
		5 * time.Minute, 4*time.Minute + 59*time.Second + 700*time.Millisecond, 90500 * time.Millisecond,
		90499 * time.Millisecond, 30200 * time.Millisecond, 30 * time.Second, 29600 * time.Millisecond,
		time.Second, 700 * time.Millisecond, 500 * time.Millisecond, 300 * time.Millisecond, time.Hour + 250*time.Millisecond,
	} {
		wait := nextClockChange(left, low)
		if wait <= 0 || wait > time.Second+clockSlack {
			t.Errorf("%v left: wait %v, want within a second", left, wait)
			continue
		}
		before, at := show(left-wait+2*clockSlack), show(left-wait)
		if before != show(left) {
			t.Errorf("%v left: the label turns from %q to %q before the wait of %v", left, show(left), before, wait)
		}
		if at == show(left) {
			t.Errorf("%v left: still %q after the wait of %v", left, at, wait)
		}
	}
	if got := nextClockChange(0, low); got != 0 {
		t.Errorf("a clock at zero waits %v, want 0 (its flag falls now)", got)
	}
}

// A tick that shows the same second refreshes nothing; a new second or
// the red of low time does.
func TestShowClockRefreshesOnlyOnChange(t *testing.T) {
	test.NewTempApp(t)
	l := widget.NewLabel("")
	steps := []struct {
		left    time.Duration
		low     bool
		changed bool
		text    string
	}{
		{299600 * time.Millisecond, false, true, "5:00"},
		{299550 * time.Millisecond, false, false, "5:00"},
		{299400 * time.Millisecond, false, true, "4:59"},
		{29 * time.Second, false, true, "0:29"},
		{29 * time.Second, true, true, "0:29"},
		{29 * time.Second, true, false, "0:29"},
	}
	for i, s := range steps {
		if got := ShowClock(l, s.left, s.low); got != s.changed || l.Text != s.text {
			t.Errorf("step %d (%v, low %v): changed %v, text %q; want %v, %q", i, s.left, s.low, got, l.Text, s.changed, s.text)
		}
	}
	if l.Importance != widget.DangerImportance {
		t.Errorf("low time shows importance %v, want danger", l.Importance)
	}
}
