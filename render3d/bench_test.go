package render3d

import (
	"image"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"github.com/go-gl/gl/v2.1/gl"
)

// benchView returns a view of 40 blocks on the board rendering at
// 1280x720, from the three-quarter camera.
func benchView(b *testing.B) (*Renderer, *View) {
	b.Helper()
	test.NewTempApp(b)
	r, err := newRenderer()
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { r.Close(); r.ctx.destroy() })
	v := NewView(r)
	v.attach()
	v.want = image.Point{1280, 720}
	v.SetPosition(crowded(b, 40, 1), Marks{})
	r.frame(time.Now())
	return r, v
}

// BenchmarkFrame1280x720 measures one whole frame: drawing the scene of
// 40 blocks into the framebuffer and reading it back.
func BenchmarkFrame1280x720(b *testing.B) {
	r, v := benchView(b)
	start, cpu := time.Now(), cpuTime()
	for b.Loop() {
		v.cam.Orbit(0.01, 0)
		v.dirty = true
		r.frame(time.Now())
	}
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "frames/s")
	// The CPU the process spent per frame, Mesa's threads included: what
	// a frame costs whatever else the machine is doing.
	b.ReportMetric(float64((cpuTime()-cpu).Milliseconds())/float64(b.N), "cpu-ms/frame")
}

// cpuTime returns the CPU time the process has used, all threads.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkReadBack1280x720 measures reading one frame back into memory.
func BenchmarkReadBack1280x720(b *testing.B) {
	r, v := benchView(b)
	_ = r.ctx.use(func() error {
		gl.BindFramebuffer(gl.FRAMEBUFFER, v.fbo.id)
		defer gl.BindFramebuffer(gl.FRAMEBUFFER, 0)
		for b.Loop() {
			readBack(v.img)
		}
		return nil
	})
}
