package render3d

import (
	"flag"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/xima"
)

var soak = flag.Duration("soak", 0, "how long TestSoakAnimateUnderLoad plays (default 3s with -short, 30s without)")

// uiThread runs functions one at a time on one goroutine, as Fyne's main
// thread does in the app (Fyne's test driver runs fyne.DoAndWait on the
// caller's goroutine instead).
type uiThread struct {
	jobs chan func()
	done chan struct{}
}

func newUIThread() *uiThread {
	u := &uiThread{jobs: make(chan func(), 16), done: make(chan struct{})}
	go func() {
		defer close(u.done)
		for f := range u.jobs {
			f()
		}
	}()
	return u
}

// do queues f, as fyne.Do.
func (u *uiThread) do(f func()) { u.jobs <- f }

// doAndWait runs f and waits for it, as fyne.DoAndWait.
func (u *uiThread) doAndWait(f func()) {
	done := make(chan struct{})
	u.jobs <- func() { f(); close(done) }
	<-done
}

func (u *uiThread) stop() { close(u.jobs); <-u.done }

// TestSoakAnimateUnderLoad plays random games into a view whose renderer
// runs its own frame loop, with every core busy and the UI thread often
// lagging (a move taking up to 0.4s on it) while the loop waits for its
// turn: issue 15's crash, a frame whose clock was read before the move
// began. Nothing may panic; the view ends on the last position. It plays
// for 3 seconds with -short, 30 without, or as long as -soak says.
func TestSoakAnimateUnderLoad(t *testing.T) {
	d := *soak
	if d <= 0 {
		d = 30 * time.Second
		if testing.Short() {
			d = 3 * time.Second
		}
	}
	test.NewTempApp(t)
	r, err := newRenderer()
	if err != nil {
		t.Fatal(err)
	}
	defer r.ctx.destroy()
	ui := newUIThread()
	defer ui.stop()
	r.do = ui.doAndWait
	v := NewView(r)
	v.Resize(fyne.NewSize(320, 240))
	ui.doAndWait(v.attach)
	go r.loop()
	defer func() {
		r.Close()
		await(t, r.done, "the frame loop to stop")
	}()

	// Load: every core busy.
	var stop atomic.Bool
	var wg sync.WaitGroup
	var sink atomic.Uint64
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x := uint64(1)
			for !stop.Load() {
				for i := range uint64(1 << 16) {
					x = x*6364136223846793005 + i
				}
				sink.Add(x)
			}
		}()
	}
	defer func() { stop.Store(true); wg.Wait() }()

	rng := rand.New(rand.NewPCG(15, 2))
	styles := [][]xima.Style{{xima.Sport, xima.Sport}, {xima.Luck, xima.Sport, xima.TwoDice}, {xima.Sport, xima.Sport, xima.Sport, xima.Sport}}
	newGame := func() xima.State {
		s, err := xima.NewState(styles[rng.IntN(len(styles))]...)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	s := newGame()
	moves, games := 0, 1
	for end := time.Now().Add(d); time.Now().Before(end); {
		a, ok := randomAction(rng, &s)
		if !ok || s.Ply() >= 150 { // random play may wander for long
			s, games = newGame(), games+1
			continue
		}
		before := s
		s.Apply(a)
		after := s
		var lag time.Duration
		if rng.IntN(3) == 0 {
			lag = time.Duration(rng.IntN(400)) * time.Millisecond
		}
		teacher, skip, top := rng.IntN(6) == 0, rng.IntN(10) == 0, rng.IntN(20) == 0
		ui.do(func() {
			time.Sleep(lag) // the UI thread busy: the loop's frame waits
			v.SetTeacher(teacher)
			v.Animate(before, a)
			v.SetPosition(after, Marks{})
			if skip {
				v.SkipAnimation()
			}
			if top {
				v.TopView()
			}
		})
		moves++
		time.Sleep(time.Duration(rng.IntN(120)) * time.Millisecond)
	}

	// One more move at normal speed: its animation ends by itself and the
	// view shows the last position. The deadline is a hang guard, not a
	// speed target.
	if a, ok := randomAction(rng, &s); ok {
		before := s
		s.Apply(a)
		after := s
		ui.do(func() {
			v.SetTeacher(false)
			v.Animate(before, a)
			v.SetPosition(after, Marks{})
		})
		moves++
	}
	var animating, same bool
	for guard := time.Now().Add(hangGuard); ; time.Sleep(20 * time.Millisecond) {
		ui.doAndWait(func() { animating, same = v.Animating(), samePosition(&v.state, &s) })
		if !animating || time.Now().After(guard) {
			break
		}
	}
	if animating || !same {
		t.Errorf("after the last move: animating %v, on the last position %v", animating, same)
	}
	if v.Frames() == 0 {
		t.Errorf("no frame drawn in %d moves", moves)
	}
	t.Logf("%d moves of %d games in %v, %d frames, %d cores busy", moves, games, d, v.Frames(), runtime.NumCPU())
}
