package render3d

import (
	"bufio"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/go-gl/gl/v2.1/gl"

	"xima/games/xima"
)

// glObjects counts the textures, buffers and framebuffers alive in r's
// context, by asking OpenGL about every name up to 4096 (names are handed
// out from 1 up, and freed ones reused).
func glObjects(r *Renderer) (textures, buffers, framebuffers int) {
	_ = r.ctx.use(func() error {
		for id := uint32(1); id <= 4096; id++ {
			if gl.IsTexture(id) {
				textures++
			}
			if gl.IsBuffer(id) {
				buffers++
			}
			if gl.IsFramebuffer(id) {
				framebuffers++
			}
		}
		return nil
	})
	return
}

func TestViewCloseFreesGL(t *testing.T) {
	r := newTestRenderer(t)
	t0, b0, f0 := glObjects(r)
	v := NewView(r)
	win := test.NewTempWindow(t, v)
	win.Resize(fyne.NewSize(640, 480))
	v.Resize(fyne.NewSize(640, 480))
	s := position(t, hiddenRecord)
	v.SetPosition(s, selectionMarks(&s, cell(t, "B2")))
	r.frame(time.Now())
	if v.Frames() != 1 {
		t.Fatalf("no frame drawn (frames %d)", v.Frames())
	}
	t1, b1, f1 := glObjects(r)
	if t1 <= t0 || b1 <= b0 || f1 <= f0 {
		t.Fatalf("a frame made no GL objects: textures %d->%d, buffers %d->%d, framebuffers %d->%d", t0, t1, b0, b1, f0, f1)
	}
	v.Close()
	v.Close() // twice does nothing
	t2, b2, f2 := glObjects(r)
	if t2 != t0 || b2 != b0 || f2 != f0 {
		t.Errorf("after Close: textures %d (%d before the view), buffers %d (%d), framebuffers %d (%d)", t2, t0, b2, b0, f2, f0)
	}
	if len(r.views) != 0 || v.sc != nil || v.img.Rect.Dx() != 1 {
		t.Errorf("a closed view is still held: %d views, scene %v, picture %v", len(r.views), v.sc != nil, v.img.Rect)
	}
	// A closed view takes positions and draws nothing.
	v.SetPosition(position(t, stackRecord), Marks{})
	r.frame(time.Now())
	if v.Frames() != 1 {
		t.Errorf("a closed view drew (frames %d)", v.Frames())
	}
}

// rss returns the process's resident memory in MiB (Linux), after a
// garbage collection that hands freed memory back.
func rss(tb testing.TB) float64 {
	tb.Helper()
	runtime.GC()
	debug.FreeOSMemory()
	f, err := os.Open("/proc/self/status")
	if err != nil {
		tb.Skip("no /proc/self/status:", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			if err != nil {
				tb.Fatal(err)
			}
			return float64(kb) / 1024
		}
	}
	tb.Skip("no VmRSS in /proc/self/status")
	return 0
}

// BenchmarkOpenClose20Views opens 20 views one after another in one
// process, as 20 3D games would (a 1280x720 board, a crowded position,
// an animated move, the marks of a selection), closing each, and reports
// the resident memory after the first and after the twentieth (issue 28:
// within 20 MiB of each other) and the most it reached after one. With
// -benchtime 1x the first figure is a fresh process's.
func BenchmarkOpenClose20Views(b *testing.B) {
	test.NewTempApp(b)
	r, err := newRenderer()
	if err != nil {
		b.Fatal(err)
	}
	defer func() { r.Close(); r.ctx.destroy() }()
	s := crowded(b, 40, 3)
	a := s.Legal(nil)[0]
	after := s
	after.Apply(a)
	var first, last, peak float64
	for range b.N {
		for i := range 20 {
			v := NewView(r)
			win := test.NewWindow(v)
			win.Resize(fyne.NewSize(1280, 720))
			v.Resize(fyne.NewSize(1280, 720))
			v.SetPosition(s, Marks{})
			r.frame(time.Now())
			v.Animate(s, a)
			v.SetPosition(after, Marks{Last: a, HasLast: true})
			// The animation played 20 times faster than the clock.
			for start := time.Now(); r.frame(start.Add(time.Since(start) * 20)); {
			}
			v.SetPosition(after, Marks{Last: a, HasLast: true, Targets: []xima.Cell{a.From(), a.To()}})
			r.frame(time.Now())
			win.Close()
			v.Close()
			m := rss(b)
			switch i {
			case 0:
				first = m
			case 19:
				last = m
			}
			peak = max(peak, m)
		}
	}
	b.ReportMetric(first, "MiB-after-1st")
	b.ReportMetric(last, "MiB-after-20th")
	b.ReportMetric(last-first, "MiB-growth")
	b.ReportMetric(peak, "MiB-peak")
}
