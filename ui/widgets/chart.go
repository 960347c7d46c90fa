package widgets

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"xima/ui/lang"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"
)

// RatingChart draws ratings (the start, then after each game) as a line
// over a grid, with the rating scale and the number of games on the axes:
// a picture of a player's rating over time.
func RatingChart(ratings []float64, w, h int, line, ink, paper color.Color) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), image.NewUniform(paper), image.Point{}, draw.Src)
	const left, right, top, bottom = 60, 16, 14, 26
	pw, ph := w-left-right, h-top-bottom
	if pw < 10 || ph < 10 {
		return img
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, r := range ratings {
		lo, hi = math.Min(lo, r), math.Max(hi, r)
	}
	if len(ratings) == 0 {
		lo, hi = 990, 1010
	}
	if hi-lo < 20 {
		mid := (hi + lo) / 2
		lo, hi = mid-10, mid+10
	}
	grid := color.NRGBA{R: 128, G: 128, B: 128, A: 90}
	for i := 0; i <= 4; i++ {
		y := top + ph*i/4
		hline(img, left, left+pw, y, grid)
		label(img, 4, y+4, fmt.Sprintf("%.0f", hi-(hi-lo)*float64(i)/4), ink)
	}
	vline(img, left, top, top+ph, ink)
	hline(img, left, left+pw, top+ph, ink)
	label(img, left, h-8, "0", ink)
	n := len(ratings)
	games := GamesCount(max(n-1, 0))
	label(img, left+pw-7*len(games), h-8, games, ink)
	point := func(i int) (int, int) {
		x := left
		if n > 1 {
			x = left + pw*i/(n-1)
		}
		y := top + int(float64(ph)*(hi-ratings[i])/(hi-lo))
		return x, y
	}
	for i := range ratings {
		x, y := point(i)
		if i > 0 {
			px, py := point(i - 1)
			segment(img, px, py, x, y, line)
		}
		dot(img, x, y, line)
	}
	return img
}

func hline(img *image.RGBA, x0, x1, y int, c color.Color) {
	for x := x0; x <= x1; x++ {
		img.Set(x, y, c)
	}
}

func vline(img *image.RGBA, x, y0, y1 int, c color.Color) {
	for y := y0; y <= y1; y++ {
		img.Set(x, y, c)
	}
}

// segment draws a line two pixels thick.
func segment(img *image.RGBA, x0, y0, x1, y1 int, c color.Color) {
	steps := max(abs(x1-x0), abs(y1-y0), 1)
	for i := 0; i <= steps; i++ {
		x := x0 + (x1-x0)*i/steps
		y := y0 + (y1-y0)*i/steps
		img.Set(x, y, c)
		img.Set(x, y+1, c)
		img.Set(x+1, y, c)
	}
}

func dot(img *image.RGBA, x, y int, c color.Color) {
	for dx := -2; dx <= 2; dx++ {
		for dy := -2; dy <= 2; dy++ {
			img.Set(x+dx, y+dy, c)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func label(img *image.RGBA, x, y int, s string, c color.Color) {
	d := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: basicfont.Face7x13, Dot: fixed.P(x, y)}
	d.DrawString(s)
}

// GamesCount is a number of games in words: "1 game", "12 games".
func GamesCount(n int) string {
	if n == 1 {
		return lang.L("1 game")
	}
	return lang.L("{{.N}} games", map[string]any{"N": n})
}
