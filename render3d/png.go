package render3d

import (
	"fmt"
	"image"
	"image/png"
	"io"
	"runtime"
	"sync"

	"github.com/go-gl/glfw/v3.3/glfw"

	"xima/games/xima"
)

// glfwMu serialises headless renders: GLFW is one per process and not
// safe to call from two threads at once.
var glfwMu sync.Mutex

// supersample is how many pixels a headless picture renders per output
// pixel along each side, averaged down: smooth edges for handouts.
const supersample = 2

// NewCamera returns the camera of a named view for a picture of the given
// aspect (width over height): "top" (the 2D notation's orientation) or
// "iso" (three-quarter).
func NewCamera(view string, aspect float64) (Camera, error) {
	switch view {
	case "top":
		return TopView(aspect), nil
	case "iso", "three-quarter":
		return ThreeQuarterView(aspect), nil
	}
	return Camera{}, fmt.Errorf("render3d: unknown view %q (want top or iso)", view)
}

// RenderImage draws position s from the named view ("top" or "iso") into
// a width x height picture, without Fyne: it initialises GLFW itself when
// nobody has (and leaves it initialised) and opens a hidden OpenGL 3.3
// context for the call. Inside a running Fyne app use Renderer.Image,
// which draws on Fyne's thread.
func RenderImage(s xima.State, view string, width, height int) (*image.RGBA, error) {
	if err := checkSize(width, height); err != nil {
		return nil, err
	}
	cam, err := NewCamera(view, float64(width)/float64(height))
	if err != nil {
		return nil, err
	}
	cam.Frame(&s)
	return renderHeadless(cam, width, height, func(sc *scene) {
		spec := newFrameSpec(&s, nil)
		sc.draw(&spec)
	})
}

// renderHeadless draws one frame without Fyne, supersampled: prepare
// places the scene's meshes.
func renderHeadless(cam Camera, width, height int, prepare func(sc *scene)) (*image.RGBA, error) {
	glfwMu.Lock()
	defer glfwMu.Unlock()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if err := glfw.Init(); err != nil {
		return nil, fmt.Errorf("render3d: no display for OpenGL: %w", err)
	}
	ctx, err := newGLContext()
	if err != nil {
		return nil, err
	}
	defer ctx.destroy()
	big := image.NewRGBA(image.Rect(0, 0, width*supersample, height*supersample))
	err = ctx.use(func() error {
		var f fbo
		defer f.release()
		sc := newScene()
		prepare(sc)
		return ctx.render(sc, &cam, &f, big)
	})
	if err != nil {
		return nil, err
	}
	return downsample(big, supersample), nil
}

// checkSize refuses pictures with no pixels or too many.
func checkSize(width, height int) error {
	if width <= 0 || height <= 0 || width > 8192 || height > 8192 {
		return fmt.Errorf("render3d: picture size %dx%d (want 1 to 8192 each)", width, height)
	}
	return nil
}

// RenderPNG draws position s like RenderImage and writes it to w as a PNG.
func RenderPNG(s xima.State, view string, width, height int, w io.Writer) error {
	img, err := RenderImage(s, view, width, height)
	if err != nil {
		return err
	}
	return png.Encode(w, img)
}

// downsample averages k x k blocks of pixels.
func downsample(src *image.RGBA, k int) *image.RGBA {
	w, h := src.Rect.Dx()/k, src.Rect.Dy()/k
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	n := k * k
	for y := range h {
		for x := range w {
			var sum [4]int
			for dy := range k {
				o := (y*k+dy)*src.Stride + x*k*4
				for i := range k * 4 {
					sum[i&3] += int(src.Pix[o+i])
				}
			}
			d := dst.Pix[y*dst.Stride+x*4:]
			for i := range 4 {
				d[i] = uint8((sum[i] + n/2) / n)
			}
		}
	}
	return dst
}
