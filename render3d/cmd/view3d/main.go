// Command view3d shows the 3D view in a Fyne window beside ordinary Fyne
// panels, as the play screen embeds it: a developer's tool to try the
// view, play through a record and measure frames per second and CPU.
//
//	go run ./render3d/cmd/view3d [--bench 10s] [--ply N] [RECORD]
//
// Click a block of the side to move to select it, then one of its glowing
// destinations to play there; the buttons step through the record.
package main

import (
	"flag"
	"fmt"
	"os"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/games/xima"
	"xima/render3d"
)

func main() {
	bench := flag.Duration("bench", 0, "orbit for this long, then stay idle as long, printing frames/s and CPU, and quit")
	ply := flag.Int("ply", 0, "start after this many actions of the record")
	flag.Parse()
	if err := run(*bench, *ply, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "view3d:", err)
		os.Exit(1)
	}
}

func run(bench time.Duration, ply int, args []string) error {
	var events []xima.Event
	if len(args) == 1 {
		f, err := os.Open(args[0])
		if err != nil {
			return err
		}
		g, err := xima.ReadGame(f)
		f.Close()
		if err != nil {
			return err
		}
		events = g.Events()
	}
	game, err := xima.NewGame(xima.Config{Styles: []xima.Style{xima.Sport, xima.Sport}})
	if err != nil {
		return err
	}
	for _, e := range events[:min(ply, len(events))] {
		if err := game.Play(core.Action(e.Action)); err != nil {
			return err
		}
	}

	a := app.New()
	w := a.NewWindow("Xima 3D")
	// After Fyne's first window, before the app runs (render3d's rules).
	r, err := render3d.NewRenderer()
	if err != nil {
		return err
	}
	w.SetOnClosed(r.Close)

	v := render3d.NewView(r)
	status := widget.NewLabel("")
	var selected xima.Cell
	var hasSelected bool
	show := func() {
		s := game.State()
		m := render3d.Marks{Selected: selected, HasSelected: hasSelected}
		if hasSelected {
			for _, ca := range game.Legal() {
				if act := xima.Action(ca); act.Kind() == xima.KindMove && act.From() == selected {
					m.Targets = append(m.Targets, act.To())
				}
			}
		}
		v.SetPosition(s, m)
		status.SetText(fmt.Sprintf("ply %d, %s to move", s.Ply(), s.ToMove()))
	}
	play := func(act xima.Action) {
		before := game.State()
		if err := game.Play(core.Action(act)); err != nil {
			status.SetText(err.Error())
			return
		}
		hasSelected = false
		v.Animate(before, act)
		show()
	}
	v.OnTapCell = func(c xima.Cell) {
		if hasSelected {
			for _, ca := range game.Legal() {
				if act := xima.Action(ca); act.Kind() == xima.KindMove && act.From() == selected && act.To() == c {
					play(act)
					return
				}
			}
		}
		s := game.State()
		b, ok := s.Top(c)
		hasSelected = ok && b.Owner() == s.ToMove()
		selected = c
		show()
		status.SetText(fmt.Sprintf("%s: %s", c, s.ColumnText(c)))
	}
	v.OnTapReserve = func(p xima.Player, special bool) {
		status.SetText(fmt.Sprintf("%s's reserve (special %v): pick a drop in the play screen", p, special))
	}
	next := widget.NewButton("Next move", func() {
		s := game.State()
		if ply := s.Ply(); ply < len(events) {
			play(events[ply].Action)
		}
	})
	teacher := widget.NewCheck("Teacher", v.SetTeacher)
	panel := container.NewVBox(
		widget.NewLabelWithStyle("Xima 3D", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		status,
		widget.NewButton("Top view", v.TopView),
		widget.NewButton("Three-quarter view", v.ThreeQuarterView),
		teacher,
		next,
		widget.NewButton("Skip animation", v.SkipAnimation),
	)
	w.SetContent(container.NewBorder(nil, nil, nil, panel, v))
	w.Resize(fyne.NewSize(1480, 760))
	show()
	if bench > 0 {
		go measure(a, r, v, bench)
	}
	w.ShowAndRun()
	return nil
}

// measure orbits the camera for d, then leaves the view idle for d, and
// prints the frames drawn and the CPU used in each phase.
func measure(a fyne.App, r *render3d.Renderer, v *render3d.View, d time.Duration) {
	time.Sleep(2 * time.Second) // the window settles
	phase := func(name string, orbit bool) {
		f0, c0, t0 := v.Frames(), cpu(), time.Now()
		for time.Since(t0) < d {
			if orbit {
				fyne.DoAndWait(func() { v.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: 2}}) })
				time.Sleep(time.Millisecond)
			} else {
				time.Sleep(100 * time.Millisecond)
			}
		}
		el := time.Since(t0).Seconds()
		fmt.Printf("%s: %.1f frames/s, CPU %.0f%% of one core\n", name, float64(v.Frames()-f0)/el, 100*(cpu()-c0).Seconds()/el)
	}
	phase("orbiting", true)
	time.Sleep(time.Second)
	phase("idle", false)
	fyne.Do(func() { r.Close(); a.Quit() })
}

// cpu returns the CPU time the process has used, all threads.
func cpu() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
