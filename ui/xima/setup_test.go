package xima

import (
	"slices"
	"testing"

	"xima/ui/internal/uitest"
	"xima/ui/play"
	"xima/ui/widgets"
)

// TestSetupShowsWhileTheStoreIsSlow: the set-up shows at once though the
// profiles cannot be read yet (the read is off Fyne's goroutine); when
// they come, the regulars take the seats nobody chose by hand.
func TestSetupShowsWhileTheStoreIsSlow(t *testing.T) {
	ts := newTestHost(t)
	ts.computers = uitest.Computers(uitest.NewBlockingComputer())
	ts.profile(t, "Ana")
	ts.profile(t, "Ben")
	store := uitest.NewStuckStore(ts.db)
	ts.reads = store
	play.ShowSetup(ts, Kind(ts))
	n := newSetupView(ts.current.(*play.SetupScreen))
	seat := func(i int) string { return n.seats[i].profile.Selected }
	if n.picker.Loaded() || seat(0) != "Guest" || slices.Contains(n.seats[0].profile.Options, "Ana") {
		t.Fatalf("before the profiles are read: loaded %v, seat 1 %q, options %q", n.picker.Loaded(), seat(0), n.seats[0].profile.Options)
	}
	if n.play.Disabled() {
		t.Errorf("Play disabled while the profiles are read: %q", n.problem.Text)
	}
	n.seats[1].profile.SetSelected(widgets.ComputerLabel(3))
	close(store.Gate)
	ts.until(t, n.picker.Loaded)
	if seat(0) != "Ana" || seat(1) != widgets.ComputerLabel(3) {
		t.Errorf("seats %q, %q; want Ana and the computer chosen by hand", seat(0), seat(1))
	}
	if opts := n.seats[1].profile.Options; !slices.Contains(opts, "Ben") || opts[len(opts)-1] != "New profile…" {
		t.Errorf("seat 2 offers %q", opts)
	}
}
