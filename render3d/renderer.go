package render3d

import (
	"errors"
	"image"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"

	"xima/games/xima"
)

// frameInterval is the frame loop's pace while something moves.
const frameInterval = time.Second / 60

// Renderer owns the hidden OpenGL 3.3 core context (one hidden GLFW
// window) and the frame loop that renders its Views on demand: nothing
// runs while no view changes.
//
// NewRenderer must be called on the main goroutine after Fyne's first
// window exists and before the app runs (it relies on Fyne's glfw.Init);
// Close must be called when the window closes or the app is stopping
// (Fyne terminates GLFW when the app ends, and a frame after that would
// crash).
type Renderer struct {
	ctx    *glContext
	views  []*View // on Fyne's goroutine only
	thumb  *scene  // for Image, built on first use
	wake   chan struct{}
	quit   chan struct{}
	done   chan struct{} // closed when the frame loop has stopped
	once   sync.Once
	closed atomic.Bool
	// do runs a function on Fyne's goroutine and waits for it
	// (fyne.DoAndWait; tests put their own UI thread here).
	do func(func())
}

// NewRenderer creates the hidden context and starts the frame loop. It
// returns an error where there is no OpenGL 3.3 (the play screen then
// shows its 2D board).
func NewRenderer() (*Renderer, error) {
	r, err := newRenderer()
	if err != nil {
		return nil, err
	}
	go r.loop()
	return r, nil
}

// newRenderer creates the renderer without starting its frame loop (tests
// call frame themselves).
func newRenderer() (*Renderer, error) {
	ctx, err := newGLContext()
	if err != nil {
		return nil, err
	}
	return &Renderer{ctx: ctx, wake: make(chan struct{}, 1), quit: make(chan struct{}), done: make(chan struct{}), do: fyne.DoAndWait}, nil
}

// Close stops the frame loop; the views show their last frame. It is
// safe to call twice and from any goroutine. The hidden window goes when
// the app ends.
func (r *Renderer) Close() {
	r.once.Do(func() {
		r.closed.Store(true)
		close(r.quit)
	})
}

// request asks the frame loop for a frame.
func (r *Renderer) request() {
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// loop waits for requests and renders each frame on Fyne's goroutine,
// at most 60 a second, for as long as some view animates.
func (r *Renderer) loop() {
	defer close(r.done)
	timer := time.NewTimer(0)
	<-timer.C
	for {
		select {
		case <-r.quit:
			return
		case <-r.wake:
		}
		for {
			start := time.Now()
			busy := false
			// The clock is read on Fyne's goroutine: a move animated
			// while this waited for it starts after start.
			r.do(func() { busy = r.frame(time.Now()) })
			if !busy {
				break
			}
			timer.Reset(frameInterval - time.Since(start))
			select {
			case <-r.quit:
				return
			case <-timer.C:
			}
		}
	}
}

// frame renders every view that needs it and reports whether one is
// still animating. It runs on Fyne's goroutine.
func (r *Renderer) frame(now time.Time) (busy bool) {
	if r.closed.Load() {
		return false
	}
	var rendered []*View
	_ = r.ctx.use(func() error {
		for _, v := range r.views {
			ok, more := v.render(now)
			if ok {
				rendered = append(rendered, v)
			}
			busy = busy || more
		}
		return nil
	})
	for _, v := range rendered {
		v.raster.Refresh()
	}
	return busy
}

// errClosed is returned by a closed Renderer.
var errClosed = errors.New("render3d: renderer closed")

// Image draws position s from the named view ("top" or "iso") into a new
// width x height picture with the renderer's context: thumbnails inside a
// running app. Call it on Fyne's goroutine.
func (r *Renderer) Image(s xima.State, view string, width, height int) (*image.RGBA, error) {
	if r.closed.Load() {
		return nil, errClosed
	}
	if err := checkSize(width, height); err != nil {
		return nil, err
	}
	cam, err := NewCamera(view, float64(width)/float64(height))
	if err != nil {
		return nil, err
	}
	cam.Frame(&s)
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	err = r.ctx.use(func() error {
		if r.thumb == nil {
			r.thumb = newScene()
		}
		var f fbo
		defer f.release()
		spec := newFrameSpec(&s, nil)
		r.thumb.draw(&spec)
		return r.ctx.render(r.thumb, &cam, &f, img)
	})
	return img, err
}
