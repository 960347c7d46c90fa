package maxima

import (
	"image"
	"image/color"
	"math"
	"sync"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"xima/games/maxima"
)

// pieceLetters are the letters on the pieces' discs (docs/maxima-pieces.md):
// the initial of the piece's English name, two letters where two names
// share it; the legend beside the board names them in the player's
// language. No chess image: a chess piece's shape would name another
// piece's moves.
var pieceLetters = [maxima.King + 1]string{
	maxima.Pawn:        "P",
	maxima.Guard:       "G",
	maxima.LongLeaper:  "L",
	maxima.Mage:        "M",
	maxima.Chameleon:   "Ch",
	maxima.Immobilizer: "I",
	maxima.Coordinator: "Co",
	maxima.Withdrawer:  "W",
	maxima.King:        "K",
}

// pieceImageSet is every piece drawn 160 pixels square, drawn once: each
// board, legend and rules picture shows the same images, which nothing
// changes.
var pieceImageSet = sync.OnceValue(func() [2][maxima.King + 1]image.Image { return pieceImages(160) })

// pieceImages draws every piece n pixels square: a disc with the piece's
// letters, White's white with black rim and letters, Black's black with
// light ones, so each stands out on either square; the Pawns' discs are
// smaller, the King's has a second ring.
func pieceImages(n int) [2][maxima.King + 1]image.Image {
	var imgs [2][maxima.King + 1]image.Image
	f, err := opentype.Parse(theme.DefaultTextBoldFont().Content())
	if err != nil {
		return imgs
	}
	for k := maxima.Pawn; k <= maxima.King; k++ {
		rad := 0.46 * float64(n)
		if k == maxima.Pawn {
			rad = 0.38 * float64(n)
		}
		letters := letterMask(f, pieceLetters[k], n, rad)
		for c := range imgs {
			fill, line := pieceInks[c][0], pieceInks[c][1]
			img := image.NewNRGBA(image.Rect(0, 0, n, n))
			for y := range n {
				for x := range n {
					d := math.Hypot(float64(x)+0.5-float64(n)/2, float64(y)+0.5-float64(n)/2)
					px := color.NRGBA{}
					if a := coverage(rad - d); a > 0 {
						px = fill
						px.A = a
					}
					rim := 0.07 * rad
					if a := coverage(rim - math.Abs(d-(rad-rim))); a > 0 {
						px = over(line, a, px)
					}
					if k == maxima.King {
						if a := coverage(rim*0.6 - math.Abs(d-0.78*rad)); a > 0 {
							px = over(line, a, px)
						}
					}
					if a := letters.AlphaAt(x, y).A; a > 0 {
						px = over(line, a, px)
					}
					img.SetNRGBA(x, y, px)
				}
			}
			imgs[c][k] = img
		}
	}
	return imgs
}

// coverage is how much of a pixel a shape covers whose edge lies d
// pixels away (inside when positive), antialiased over one pixel.
func coverage(d float64) uint8 {
	return uint8(255 * max(0, min(1, d+0.5)))
}

// letterMask draws text centred in an n-pixel square, as big as fits in a
// disc of radius rad with room for its rim.
func letterMask(f *opentype.Font, text string, n int, rad float64) *image.Alpha {
	mask := image.NewAlpha(image.Rect(0, 0, n, n))
	probe, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 100, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return mask
	}
	bounds, _ := font.BoundString(probe, text)
	probe.Close()
	w, h := float64((bounds.Max.X - bounds.Min.X).Ceil()), float64((bounds.Max.Y - bounds.Min.Y).Ceil())
	// The text's box fits in the disc's inner square, its height at most
	// 0.9 of the radius.
	size := 100 * min(1.25*rad/w, 0.9*rad/h)
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return mask
	}
	defer face.Close()
	bounds, _ = font.BoundString(face, text)
	bw, bh := (bounds.Max.X - bounds.Min.X).Ceil(), (bounds.Max.Y - bounds.Min.Y).Ceil()
	d := font.Drawer{Dst: mask, Src: image.Opaque, Face: face, Dot: fixed.P((n-bw)/2, (n-bh)/2).Sub(bounds.Min)}
	d.DrawString(text)
	return mask
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
