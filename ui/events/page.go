package events

import (
	"image"
	"image/color"
	"image/draw"
	"strings"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// page is a printable page of standings: a title, lines under it, a
// table and a footer.
type page struct {
	Title  string
	Lines  []string
	Header []string
	Rows   [][]string
	Footer string
}

// The page is A4 at 150 dots per inch.
const (
	pageWidth  = 1240
	pageHeight = 1754
	margin     = 100
)

var (
	ink    = color.RGBA{0x20, 0x20, 0x20, 0xff}
	grey   = color.RGBA{0x60, 0x60, 0x60, 0xff}
	rule   = color.RGBA{0xb0, 0xb0, 0xb0, 0xff}
	stripe = color.RGBA{0xf0, 0xf0, 0xf0, 0xff}
	paper  = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// faces are the page's fonts, Fyne's own: regular and bold at a size.
type faces struct{ regular, bold *opentype.Font }

func loadFaces() (faces, error) {
	r, err := opentype.Parse(theme.DefaultTextFont().Content())
	if err != nil {
		return faces{}, err
	}
	b, err := opentype.Parse(theme.DefaultTextBoldFont().Content())
	return faces{r, b}, err
}

func (f faces) face(bold bool, size float64) (font.Face, error) {
	ft := f.regular
	if bold {
		ft = f.bold
	}
	return opentype.NewFace(ft, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
}

// render draws the page. The table's text shrinks, down to a least size,
// until its columns fit across and its rows down.
func (p page) render() (*image.RGBA, error) {
	img := image.NewRGBA(image.Rect(0, 0, pageWidth, pageHeight))
	draw.Draw(img, img.Bounds(), image.NewUniform(paper), image.Point{}, draw.Src)
	ff, err := loadFaces()
	if err != nil {
		return nil, err
	}
	title, err := ff.face(true, 44)
	if err != nil {
		return nil, err
	}
	sub, err := ff.face(false, 24)
	if err != nil {
		return nil, err
	}
	y := margin + 44
	text(img, title, ink, margin, y, p.Title)
	y += 24
	for _, l := range p.Lines {
		y += 34
		text(img, sub, grey, margin, y, l)
	}
	y += 40
	hline(img, margin, pageWidth-margin, y, ink)
	small, err := ff.face(false, 18)
	if err != nil {
		return nil, err
	}
	footer := wrap(small, p.Footer, pageWidth-2*margin)
	foot := pageHeight - margin - 26*(len(footer)-1)
	for i, l := range footer {
		text(img, small, grey, margin, foot+26*i, l)
	}

	// The table between the rule and the footer.
	top, bottom := y+10, foot-40
	size := 28.0
	var reg, bold font.Face
	var widths []int
	var rowH int
	for ; ; size-- {
		if reg, err = ff.face(false, size); err != nil {
			return nil, err
		}
		if bold, err = ff.face(true, size); err != nil {
			return nil, err
		}
		widths = columnWidths(bold, reg, p.Header, p.Rows, int(size))
		total := 0
		for _, w := range widths {
			total += w
		}
		rowH = int(size * 1.7)
		if size <= 10 || total <= pageWidth-2*margin && rowH*(len(p.Rows)+1) <= bottom-top {
			break
		}
	}
	row := func(y int, cells []string, face font.Face) {
		x := margin
		for i, c := range cells {
			text(img, face, ink, x, y+rowH*7/10, c)
			x += widths[i]
		}
	}
	row(top, p.Header, bold)
	y = top + rowH
	hline(img, margin, pageWidth-margin, y, rule)
	for i, cells := range p.Rows {
		if i%2 == 1 {
			draw.Draw(img, image.Rect(margin, y, pageWidth-margin, y+rowH), image.NewUniform(stripe), image.Point{}, draw.Src)
		}
		row(y, cells, reg)
		y += rowH
	}
	hline(img, margin, pageWidth-margin, y, rule)
	return img, nil
}

// columnWidths is each column's width: its widest text and a gap.
func columnWidths(head, body font.Face, header []string, rows [][]string, gap int) []int {
	widths := make([]int, len(header))
	for i, h := range header {
		widths[i] = font.MeasureString(head, h).Ceil() + gap
	}
	for _, cells := range rows {
		for i, c := range cells {
			widths[i] = max(widths[i], font.MeasureString(body, c).Ceil()+gap)
		}
	}
	return widths
}

// wrap breaks s into lines no wider than width, between words.
func wrap(face font.Face, s string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		next := strings.TrimSpace(line + " " + w)
		if line != "" && font.MeasureString(face, next).Ceil() > width {
			lines = append(lines, line)
			next = w
		}
		line = next
	}
	return append(lines, line)
}

// text draws s with its baseline at y from x.
func text(img *image.RGBA, face font.Face, c color.Color, x, y int, s string) {
	d := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: face, Dot: fixed.P(x, y)}
	d.DrawString(s)
}

// hline draws a horizontal line two dots thick.
func hline(img *image.RGBA, x0, x1, y int, c color.Color) {
	draw.Draw(img, image.Rect(x0, y, x1, y+2), image.NewUniform(c), image.Point{}, draw.Src)
}
