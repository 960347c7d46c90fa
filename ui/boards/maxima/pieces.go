package maxima

import (
	"image"
	"image/color"
	"sync"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"xima/games/maxima"
)

// glyphs are the pieces' images (docs/maxima-pieces.md): outline
// glyphs of the monospace font, and whether each is drawn upside down, as
// fairy chess draws pieces related to the upright ones.
var glyphs = [maxima.King + 1]struct {
	glyph   string
	flipped bool
}{
	maxima.Pawn:        {"♙", false},
	maxima.Guard:       {"♔", true},
	maxima.LongLeaper:  {"♘", false},
	maxima.Mage:        {"☆", false},
	maxima.Chameleon:   {"♗", false},
	maxima.Immobilizer: {"♖", true},
	maxima.Coordinator: {"♖", false},
	maxima.Withdrawer:  {"♕", false},
	maxima.King:        {"♔", false},
}

// pieceImageSet is every piece drawn 160 pixels square, drawn once: each
// board and rules picture shows the same images, which nothing changes.
var pieceImageSet = sync.OnceValue(func() [2][maxima.King + 1]image.Image { return pieceImages(160) })

// pieceImages draws every piece n pixels square: White's filled
// white with black lines, Black's filled black with light lines, so each
// stands out on either square.
func pieceImages(n int) [2][maxima.King + 1]image.Image {
	var imgs [2][maxima.King + 1]image.Image
	f, err := opentype.Parse(theme.DefaultTextMonospaceFont().Content())
	if err != nil {
		return imgs
	}
	// The biggest glyph fills nine tenths of the square.
	probe, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 100, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return imgs
	}
	biggest := 1
	for _, g := range glyphs {
		bounds, _ := font.BoundString(probe, g.glyph)
		biggest = max(biggest, (bounds.Max.X - bounds.Min.X).Ceil(), (bounds.Max.Y - bounds.Min.Y).Ceil())
	}
	probe.Close()
	size := 100 * 0.9 * float64(n) / float64(biggest)
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return imgs
	}
	defer face.Close()
	for k := maxima.Pawn; k <= maxima.King; k++ {
		mask := glyphMask(face, glyphs[k].glyph, n, glyphs[k].flipped)
		inside := inside(mask)
		for c := range imgs {
			img := image.NewNRGBA(mask.Rect)
			fill, line := pieceInks[c][0], pieceInks[c][1]
			for i, a := range mask.Pix {
				px := color.NRGBA{}
				if inside[i] {
					px = fill
				}
				if a > 0 {
					px = over(line, a, px)
				}
				img.Pix[4*i], img.Pix[4*i+1], img.Pix[4*i+2], img.Pix[4*i+3] = px.R, px.G, px.B, px.A
			}
			imgs[c][k] = img
		}
	}
	return imgs
}

// glyphMask draws glyph centred in an n-pixel square, turned half
// round when flipped.
func glyphMask(face font.Face, glyph string, n int, flipped bool) *image.Alpha {
	mask := image.NewAlpha(image.Rect(0, 0, n, n))
	bounds, _ := font.BoundString(face, glyph)
	w, h := (bounds.Max.X - bounds.Min.X).Ceil(), (bounds.Max.Y - bounds.Min.Y).Ceil()
	d := font.Drawer{Dst: mask, Src: image.Opaque, Face: face,
		Dot: fixed.P((n-w)/2, (n-h)/2).Sub(bounds.Min)}
	d.DrawString(glyph)
	if flipped {
		p := mask.Pix
		for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
			p[i], p[j] = p[j], p[i]
		}
	}
	return mask
}

// inside marks the pixels the glyph's outline encloses: those a
// flood from the image's edge through unpainted pixels cannot reach.
func inside(mask *image.Alpha) []bool {
	w, h := mask.Rect.Dx(), mask.Rect.Dy()
	outside := make([]bool, w*h)
	var queue []int
	push := func(x, y int) {
		i := y*w + x
		if x < 0 || y < 0 || x >= w || y >= h || outside[i] || mask.Pix[i] >= 0x80 {
			return
		}
		outside[i] = true
		queue = append(queue, i)
	}
	for x := range w {
		push(x, 0)
		push(x, h-1)
	}
	for y := range h {
		push(0, y)
		push(w-1, y)
	}
	for len(queue) > 0 {
		i := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		x, y := i%w, i/w
		push(x+1, y)
		push(x-1, y)
		push(x, y+1)
		push(x, y-1)
	}
	inside := make([]bool, w*h)
	for i := range inside {
		inside[i] = !outside[i]
	}
	return inside
}

// over lays c with coverage a over under.
func over(c color.NRGBA, a uint8, under color.NRGBA) color.NRGBA {
	t := uint32(a)
	blend := func(x, y uint8) uint8 {
		if under.A == 0 {
			return x
		}
		return uint8((uint32(x)*t + uint32(y)*(255-t)) / 255)
	}
	alpha := uint8(t + uint32(under.A)*(255-t)/255)
	return color.NRGBA{R: blend(c.R, under.R), G: blend(c.G, under.G), B: blend(c.B, under.B), A: alpha}
}
