package render3d

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/games/xima"
)

// The view draws only when its scene or its camera changes. Laid out as
// the play screen lays it (buttons and help round it, a pause's notice
// over it, a side panel with a clock and a move box), it draws nothing
// while the clock ticks, the move box takes focus and text, the pause
// notice comes and goes, or any container round it refreshes its
// children; it draws once for a new mark, a camera move, a new size.
func TestViewIdleDrawsNothing(t *testing.T) {
	r := newTestRenderer(t)
	v := NewView(r)
	clock := widget.NewLabel("5:00")
	entry := widget.NewEntry()
	paused := container.NewCenter(widget.NewLabel("Paused"))
	paused.Hide()
	board := container.NewBorder(widget.NewButton("Top view", v.TopView), widget.NewLabel("drag: orbit"), nil, nil, v)
	area := container.NewStack(board, paused)
	side := container.NewVBox(clock, entry)
	split := container.NewHSplit(area, side)
	win := test.NewTempWindow(t, split)
	win.Resize(fyne.NewSize(900, 600))
	v.generate(int(v.Size().Width), int(v.Size().Height))
	s := position(t, stackRecord)
	marks := Marks{Targets: []xima.Cell{cell(t, "B2")}}
	v.SetPosition(s, marks)
	r.frame(time.Now())
	if v.Frames() != 1 {
		t.Fatalf("%d first frames, want 1", v.Frames())
	}

	draws := func(what string, want int, change func()) {
		t.Helper()
		before := v.Frames()
		change()
		r.frame(time.Now())
		if got := v.Frames() - before; got != want {
			t.Errorf("%s: %d frames, want %d", what, got, want)
		}
	}
	for i, left := range []string{"4:59", "4:58", "4:57"} {
		draws("the clock ticking "+left, 0, func() { clock.SetText(left) })
		if i == 0 {
			draws("the move box focused", 0, func() { win.Canvas().Focus(entry) })
		}
		draws("a move typed", 0, func() { test.Type(entry, "B2") })
	}
	draws("the side panel refreshed", 0, side.Refresh)
	draws("the split refreshed", 0, split.Refresh)
	draws("the window's content refreshed", 0, func() { win.Content().Refresh() })
	draws("the pause's notice shown over a hidden board", 0, func() { board.Hide(); paused.Show(); area.Refresh() })
	draws("the board shown again", 0, func() { paused.Hide(); board.Show(); area.Refresh() })
	draws("the same position and marks again", 0, func() { v.SetPosition(s, Marks{Targets: []xima.Cell{cell(t, "B2")}}) })
	draws("the window resized to its size", 0, func() { win.Resize(fyne.NewSize(900, 600)) })

	draws("a new mark", 1, func() { v.SetPosition(s, Marks{Targets: []xima.Cell{cell(t, "C2")}}) })
	draws("the top view", 1, v.TopView)
	draws("a wheel turn", 1, func() { v.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: 50}}) })
	draws("a new size", 1, func() { v.generate(int(v.Size().Width)-40, int(v.Size().Height)) })
}
