package render3d

import (
	"errors"
	"fmt"
	"image"
	"runtime"
	"testing"
	"unsafe"

	"github.com/g3n/engine/gls"
	"github.com/g3n/engine/renderer"
	"github.com/go-gl/gl/v2.1/gl"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// background is the colour round the table.
var background = [3]float32{0.83, 0.87, 0.9}

// glContext is a hidden GLFW window whose OpenGL 3.3 core context g3n draws
// with, into framebuffer objects (g3n's gls has no calls for them, so they
// come from go-gl, which Fyne links anyway). Every method but newGLContext
// needs the context current on the calling thread (see use).
type glContext struct {
	win  *glfw.Window
	gs   *gls.GLS
	rend *renderer.Renderer
}

// newGLContext creates the hidden window on the calling thread, which must
// be GLFW's (the main thread once Fyne runs). GLFW must be initialised.
// It leaves no context current.
func newGLContext() (c *glContext, err error) {
	// go-gl's GLFW panics instead of returning an error when GLFW could not
	// start (no display): the caller gets an error and keeps the 2D board.
	defer func() {
		if r := recover(); r != nil {
			c, err = nil, fmt.Errorf("render3d: no OpenGL context: %v", r)
		}
	}()
	glfw.WindowHint(glfw.Visible, glfw.False)
	glfw.WindowHint(glfw.ContextVersionMajor, 3)
	glfw.WindowHint(glfw.ContextVersionMinor, 3)
	glfw.WindowHint(glfw.OpenGLProfile, glfw.OpenGLCoreProfile)
	glfw.WindowHint(glfw.OpenGLForwardCompatible, glfw.True)
	win, err := glfw.CreateWindow(16, 16, "Xima 3D", nil, nil)
	// Fyne creates its windows with the default hints: a 3.3 core hint
	// left behind makes its next window fail.
	glfw.DefaultWindowHints()
	if err != nil {
		return nil, fmt.Errorf("render3d: no OpenGL 3.3 context: %w", err)
	}
	c = &glContext{win: win}
	err = c.use(func() error {
		if err := gl.Init(); err != nil {
			return fmt.Errorf("load OpenGL: %w", err)
		}
		gs, err := gls.New()
		if err != nil {
			return err
		}
		// g3n's C layer exits the process on any GL error it sees: worth
		// it in tests, never in the hands of a player.
		gs.SetCheckErrors(testing.Testing())
		c.gs = gs
		c.rend = renderer.NewRenderer(gs)
		return c.rend.AddDefaultShaders()
	})
	if err != nil {
		win.Destroy()
		return nil, fmt.Errorf("render3d: %w", err)
	}
	return c, nil
}

// use makes the context current, runs f and detaches the context again,
// so no other code ever draws into it by mistake (Fyne makes its own
// window's context current before it paints, and detaches it after).
// The goroutine stays on its thread meanwhile.
func (c *glContext) use(f func() error) error {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	prev := glfw.GetCurrentContext()
	c.win.MakeContextCurrent()
	defer func() {
		if prev != nil {
			prev.MakeContextCurrent()
		} else {
			glfw.DetachCurrentContext()
		}
	}()
	return f()
}

// destroy closes the hidden window, and with it every GL object.
func (c *glContext) destroy() { c.win.Destroy() }

// fbo is a framebuffer object with a colour and a depth renderbuffer.
type fbo struct {
	id, color, depth uint32
	w, h             int
}

// resize makes the framebuffer w x h, creating it on first use.
func (f *fbo) resize(w, h int) error {
	if f.id != 0 && f.w == w && f.h == h {
		return nil
	}
	f.release()
	gl.GenFramebuffers(1, &f.id)
	gl.GenRenderbuffers(1, &f.color)
	gl.GenRenderbuffers(1, &f.depth)
	gl.BindFramebuffer(gl.FRAMEBUFFER, f.id)
	gl.BindRenderbuffer(gl.RENDERBUFFER, f.color)
	gl.RenderbufferStorage(gl.RENDERBUFFER, gl.RGBA8, int32(w), int32(h))
	gl.FramebufferRenderbuffer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, f.color)
	gl.BindRenderbuffer(gl.RENDERBUFFER, f.depth)
	gl.RenderbufferStorage(gl.RENDERBUFFER, gl.DEPTH24_STENCIL8, int32(w), int32(h))
	gl.FramebufferRenderbuffer(gl.FRAMEBUFFER, gl.DEPTH_STENCIL_ATTACHMENT, gl.RENDERBUFFER, f.depth)
	status := gl.CheckFramebufferStatus(gl.FRAMEBUFFER)
	gl.BindFramebuffer(gl.FRAMEBUFFER, 0)
	if status != gl.FRAMEBUFFER_COMPLETE {
		f.release()
		return fmt.Errorf("render3d: framebuffer %dx%d incomplete (status 0x%x)", w, h, status)
	}
	f.w, f.h = w, h
	return nil
}

// release deletes the framebuffer's GL objects.
func (f *fbo) release() {
	if f.id == 0 {
		return
	}
	gl.DeleteFramebuffers(1, &f.id)
	gl.DeleteRenderbuffers(1, &f.color)
	gl.DeleteRenderbuffers(1, &f.depth)
	*f = fbo{}
}

// errEmpty is returned for a picture with no pixels.
var errEmpty = errors.New("render3d: empty picture")

// render draws sc through cam into f at img's size and reads the frame
// back into img, top row first, opaque.
func (c *glContext) render(sc *scene, cam *Camera, f *fbo, img *image.RGBA) error {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	if w <= 0 || h <= 0 {
		return errEmpty
	}
	if err := f.resize(w, h); err != nil {
		return err
	}
	gl.BindFramebuffer(gl.FRAMEBUFFER, f.id)
	defer gl.BindFramebuffer(gl.FRAMEBUFFER, 0)
	c.gs.Viewport(0, 0, int32(w), int32(h))
	c.gs.ClearColor(background[0], background[1], background[2], 1)
	c.gs.Clear(gls.COLOR_BUFFER_BIT | gls.DEPTH_BUFFER_BIT | gls.STENCIL_BUFFER_BIT)
	if err := c.rend.Render(sc.root, cam); err != nil {
		return err
	}
	// Translucent marks leave alpha below 1: make the frame opaque.
	gl.ColorMask(false, false, false, true)
	c.gs.Clear(gls.COLOR_BUFFER_BIT)
	gl.ColorMask(true, true, true, true)
	readBack(img)
	return nil
}

// readBack reads the bound framebuffer into img; OpenGL's rows run bottom
// to top, an image's top to bottom.
func readBack(img *image.RGBA) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	gl.PixelStorei(gl.PACK_ALIGNMENT, 1)
	gl.ReadBuffer(gl.COLOR_ATTACHMENT0)
	gl.ReadPixels(0, 0, int32(w), int32(h), gl.RGBA, gl.UNSIGNED_BYTE, unsafe.Pointer(&img.Pix[0]))
	row := make([]byte, img.Stride)
	for y := range h / 2 {
		a := img.Pix[y*img.Stride : (y+1)*img.Stride]
		b := img.Pix[(h-1-y)*img.Stride : (h-y)*img.Stride]
		copy(row, a)
		copy(a, b)
		copy(b, row)
	}
}
