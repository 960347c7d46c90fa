package xima

import (
	"context"
	"image/png"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/search"
	"xima/ui/internal/uitest"
	"xima/ui/session"
)

// heldComputer is the catalog's computer until its turn number hold,
// which waits for the gate: the screen as it looks while it thinks.
type heldComputer struct {
	real  catalog.Computer
	calls atomic.Int32
	hold  int32
	gate  chan struct{}
}

func (h *heldComputer) Think(ctx context.Context, g core.Game, lim search.Limits) (catalog.Choice, error) {
	if h.calls.Add(1) == h.hold {
		select {
		case <-h.gate:
		case <-ctx.Done():
			return catalog.Choice{}, ctx.Err()
		}
	}
	return h.real.Think(ctx, g, lim)
}

// TestScreenshotAgainstTheComputer writes, when XIMA_SCREENSHOTS names a
// folder, the play screen at 1280x800 while the computer thinks.
func TestScreenshotAgainstTheComputer(t *testing.T) {
	dir := os.Getenv("XIMA_SCREENSHOTS")
	if dir == "" {
		t.Skip("XIMA_SCREENSHOTS not set")
	}
	kind := catalog.Xima()
	if kind.NewComputer == nil {
		t.Skip("no computer player for Xima")
	}
	ts := newTestHost(t)
	ts.win.Resize(fyne.NewSize(1280, 800))
	held := &heldComputer{real: kind.NewComputer(), hold: 6, gate: make(chan struct{})}
	ts.computers = session.Computers{New: func() catalog.Computer { return held }, Budget: search.Budget{Nodes: 20000}}
	ana := ts.profile(t, "Ana")
	p := startCasual(t, ts, 0, false, seatSetup{profileID: ana.ID, name: "Ana"}, seatSetup{name: session.ComputerCode(3), computer: 3})
	for range held.hold {
		legal := p.legal()
		p.play(legal[len(legal)/3])
		ts.until(t, func() bool { return p.game.ToMove() == 0 || held.calls.Load() == held.hold })
	}
	p.refresh()
	fillNil(ts.win.Canvas().Content())
	img := ts.win.Canvas().Capture()
	f, err := os.Create(filepath.Join(dir, "xima-computer-thinking.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	close(held.gate)
}

// fillNil gives the rectangles with no fill a transparent one, which the
// test driver's painter needs.
func fillNil(o fyne.CanvasObject) { uitest.FillNil(o) }
