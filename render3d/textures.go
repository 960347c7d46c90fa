package render3d

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"

	"github.com/g3n/engine/gui/assets"
	"github.com/g3n/engine/math32"
	"github.com/g3n/engine/text"

	"xima/games/xima"
)

// playerColor is each seat's colour. The four also differ in lightness,
// and each block carries its seat's number of pips, so players can tell
// them apart without hue.
var playerColor = [xima.MaxPlayers]color.RGBA{
	{204, 40, 32, 255},  // red
	{34, 84, 204, 255},  // blue
	{250, 210, 40, 255}, // yellow
	{26, 150, 64, 255},  // green
}

// pipColor is the colour of the pips and bands on a seat's blocks.
var pipColor = [xima.MaxPlayers]color.RGBA{
	{255, 255, 255, 255},
	{255, 255, 255, 255},
	{40, 30, 10, 255},
	{255, 255, 255, 255},
}

// floorColor is each floor's colour, lighter to darker as the pyramid
// rises (the summit is marble with a gold star).
var floorColor = [5]color.RGBA{
	{},
	{218, 204, 172, 255},
	{196, 170, 132, 255},
	{150, 124, 98, 255},
	{245, 240, 228, 255},
}

func shade(c color.RGBA, k float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(min(255, float64(v)*k)) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}

func fill(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	draw.Draw(img, r, &image.Uniform{c}, image.Point{}, draw.Src)
}

// disc paints a filled circle, its edge smoothed over one pixel.
func disc(img *image.RGBA, cx, cy, r float64, c color.RGBA) {
	for y := int(cy - r - 1); y <= int(cy+r+1); y++ {
		for x := int(cx - r - 1); x <= int(cx+r+1); x++ {
			d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy)
			a := min(max(r-d+0.5, 0), 1)
			if a > 0 {
				blend(img, x, y, c, a)
			}
		}
	}
}

func blend(img *image.RGBA, x, y int, c color.RGBA, a float64) {
	if !(image.Point{x, y}).In(img.Rect) {
		return
	}
	o := img.RGBAAt(x, y)
	mix := func(p, q uint8) uint8 { return uint8(float64(p)*(1-a) + float64(q)*a + 0.5) }
	img.SetRGBA(x, y, color.RGBA{mix(o.R, c.R), mix(o.G, c.G), mix(o.B, c.B), mix(o.A, c.A)})
}

// frame paints a border of width w inside r.
func frame(img *image.RGBA, r image.Rectangle, w int, c color.RGBA) {
	fill(img, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), c)
	fill(img, image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), c)
	fill(img, image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y), c)
	fill(img, image.Rect(r.Max.X-w, r.Min.Y, r.Max.X, r.Max.Y), c)
}

// blockImage is the face of seat p's common block: its colour, a dark
// edge so stacked blocks read one by one, and p+1 pips as on a die.
func blockImage(p xima.Player) *image.RGBA {
	const n = 64
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	fill(img, img.Rect, playerColor[p])
	frame(img, img.Rect, 3, shade(playerColor[p], 0.45))
	pips := [4][][2]float64{
		{{0.5, 0.5}},
		{{0.3, 0.3}, {0.7, 0.7}},
		{{0.28, 0.28}, {0.5, 0.5}, {0.72, 0.72}},
		{{0.3, 0.3}, {0.7, 0.3}, {0.3, 0.7}, {0.7, 0.7}},
	}
	for _, q := range pips[p] {
		disc(img, q[0]*n, q[1]*n, 6.5, pipColor[p])
	}
	return img
}

// specialImage wraps round seat p's special (a cylinder): its colour with
// a light band and dark rims, so it reads as the special from any side.
func specialImage(p xima.Player) *image.RGBA {
	const w, h = 128, 64
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fill(img, img.Rect, playerColor[p])
	fill(img, image.Rect(0, 24, w, 40), pipColor[p])
	fill(img, image.Rect(0, 0, w, 4), shade(playerColor[p], 0.45))
	fill(img, image.Rect(0, h-4, w, h), shade(playerColor[p], 0.45))
	return img
}

// capImage is the top of a special: g3n maps a cylinder's cap by angle
// only, so stripes across u become sectors, a rosette seen from above.
func capImage(p xima.Player) *image.RGBA {
	const w, h, sectors = 160, 8, 10
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fill(img, img.Rect, playerColor[p])
	for i := 0; i < sectors; i += 2 {
		fill(img, image.Rect(i*w/sectors, 0, (i+1)*w/sectors, h), pipColor[p])
	}
	return img
}

// star paints a five-pointed star of outer radius ro and inner radius ri.
func star(img *image.RGBA, cx, cy, ro, ri float64, c color.RGBA) {
	var pts [10][2]float64
	for i := range pts {
		r := ro
		if i%2 == 1 {
			r = ri
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts[i] = [2]float64{cx + r*math.Cos(a), cy + r*math.Sin(a)}
	}
	b := img.Rect
	const ss = 4 // samples per pixel side
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			in := 0
			for sy := range ss {
				for sx := range ss {
					if inPolygon(pts[:], float64(x)+(float64(sx)+0.5)/ss, float64(y)+(float64(sy)+0.5)/ss) {
						in++
					}
				}
			}
			if in > 0 {
				blend(img, x, y, c, float64(in)/ss/ss)
			}
		}
	}
}

func inPolygon(pts [][2]float64, x, y float64) bool {
	in := false
	for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
		a, b := pts[i], pts[j]
		if (a[1] > y) != (b[1] > y) && x < (b[0]-a[0])*(y-a[1])/(b[1]-a[1])+a[0] {
			in = !in
		}
	}
	return in
}

// solidImage is a plain colour.
func solidImage(c color.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	fill(img, img.Rect, c)
	return img
}

// gridImage is the top of a terrace n cells wide: the floor's colour with
// the cell borders drawn.
func gridImage(floor, n int) *image.RGBA {
	const cell = 32
	img := image.NewRGBA(image.Rect(0, 0, n*cell, n*cell))
	fill(img, img.Rect, floorColor[floor])
	line := shade(floorColor[floor], 0.6)
	for i := 0; i <= n; i++ {
		fill(img, image.Rect(i*cell-1, 0, i*cell+1, n*cell), line)
		fill(img, image.Rect(0, i*cell-1, n*cell, i*cell+1), line)
	}
	if floor == 4 {
		star(img, cell/2, cell/2, 14, 6, color.RGBA{206, 122, 12, 255})
	}
	return img
}

// tableSize is the width of the table under the pyramid, in cells.
const tableSize = 22

// tableColor is the table's colour; the coordinate strips share it.
var tableColor = color.RGBA{58, 74, 70, 255}

// Coordinate strips lie on the table along the board's edges, stripWidth
// wide, their centres stripOffset from the board's centre.
const (
	stripWidth  = 0.9
	stripOffset = 7.15
)

// stripImage is a strip of coordinates for the table: the column letters
// A..M left to right, or the row numbers 13..1 top to bottom (rows),
// one cell (px pixels) each. The table itself is a plain colour: a
// textured table covering most of the picture cost the software renderer
// more than the whole pyramid.
func stripImage(rows bool) *image.RGBA {
	px := 48
	long, short := xima.Size*px, int(stripWidth*float64(px))
	r := image.Rect(0, 0, long, short)
	if rows {
		r = image.Rect(0, 0, short, long)
	}
	img := image.NewRGBA(r)
	fill(img, img.Rect, tableColor)
	fnt := labelFont()
	if fnt == nil {
		return img // the labels are a help, not the picture
	}
	fnt.SetPointSize(26)
	fnt.SetColor(&math32.Color4{R: 0.93, G: 0.92, B: 0.86, A: 1})
	for i := range xima.Size {
		s := string(rune('A' + i))
		cx, cy := i*px+px/2, short/2
		if rows {
			s = xima.MakeCell(0, xima.Size-1-i).String()[1:]
			cx, cy = short/2, i*px+px/2
		}
		w, h := fnt.MeasureText(s)
		fnt.DrawTextOnImage(s, cx-w/2, cy-h/2, img)
	}
	return img
}

// labelFont returns g3n's sans-serif font, nil if it cannot be read.
func labelFont() *text.Font {
	fnt, err := text.NewFontFromData(assets.MustAsset("fonts/FreeSans.ttf"))
	if err != nil {
		return nil
	}
	fnt.SetDPI(72)
	return fnt
}

// badgeImage is the badge on top of a column of n blocks: the number on a
// dark disc, so stack heights read from straight above too.
func badgeImage(n int) *image.RGBA {
	const size = 64
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	disc(img, size/2, size/2, 30, color.RGBA{255, 255, 255, 255})
	disc(img, size/2, size/2, 26, color.RGBA{28, 28, 32, 255})
	if fnt := labelFont(); fnt != nil {
		fnt.SetPointSize(40)
		fnt.SetColor(&math32.Color4{R: 1, G: 1, B: 1, A: 1})
		s := strconv.Itoa(n)
		w, h := fnt.MeasureText(s)
		fnt.DrawTextOnImage(s, (size-w)/2, (size-h)/2+1, img)
	}
	return img
}

// shadowImage is a soft dark square, a block's contact shadow: dark
// under the block's edge, fading out over a fifth of a cell. It spans
// 1.2 cells (shadowSize).
func shadowImage() *image.RGBA {
	const n = 96
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	for y := range n {
		for x := range n {
			// Distance outside the block's footprint, in cells.
			d := max(math.Abs(float64(x)+0.5-n/2), math.Abs(float64(y)+0.5-n/2))/n*shadowSize - BlockSize/2
			a := 0.7 * min(1, max(0, 1-d/0.2))
			img.SetRGBA(x, y, color.RGBA{0, 0, 0, uint8(a * 255)})
		}
	}
	return img
}

// markImage is the mark drawn on a cell's top: the selection (a thick
// yellow frame), a legal destination (a cyan frame and a light fill), one
// reached only over steps (a dashed cyan frame and hatching), or the last
// action's columns (an orange frame, the 2D board's colour for it), so the
// four differ in shape as well as colour.
func markImage(kind int) *image.RGBA {
	const n = 64
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	switch kind {
	case markSelected:
		frame(img, img.Rect, 10, color.RGBA{255, 236, 60, 255})
	case markTarget:
		fill(img, img.Rect, color.RGBA{90, 240, 255, 90})
		frame(img, img.Rect, 7, color.RGBA{60, 230, 255, 255})
	case markStepOnly:
		c := color.RGBA{60, 230, 255, 255}
		for y := range n {
			for x := range n {
				if (x+y)%16 < 4 {
					img.SetRGBA(x, y, color.RGBA{60, 230, 255, 150})
				}
			}
		}
		for i := 0; i < n; i += 16 {
			fill(img, image.Rect(i, 0, i+10, 6), c)
			fill(img, image.Rect(i, n-6, i+10, n), c)
			fill(img, image.Rect(0, i, 6, i+10), c)
			fill(img, image.Rect(n-6, i, n, i+10), c)
		}
	case markLast:
		// Deeper than the 2D board's orange (255, 128, 0): the marks'
		// material brightens them, and this lands there, well apart
		// from the selection's yellow.
		fill(img, img.Rect, color.RGBA{255, 80, 0, 60})
		frame(img, img.Rect, 7, color.RGBA{255, 80, 0, 255})
	}
	return img
}
