package widgets

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Series is one line of a StepChart: a value after every step of a game,
// the opening first.
type Series struct {
	Colour color.Color
	Values []float64
}

// StepChart draws figures over a game, step by step: the players' lines
// against the scale on the left, one more line (the game level) against
// its own scale on the right, and the step on show as an upright line
// with a dot on every line. A tap jumps to the step under it (OnTapped).
type StepChart struct {
	widget.BaseWidget
	left  []Series
	right Series
	step  int
	// OnTapped is called with the step nearest a tap.
	OnTapped func(step int)
}

// NewStepChart makes an empty chart; onTap is called with the step
// nearest a tap.
func NewStepChart(onTap func(step int)) *StepChart {
	c := &StepChart{OnTapped: onTap}
	c.ExtendBaseWidget(c)
	return c
}

// Set shows left against the left scale and right against the right one.
// Every series has the same number of values, one per step.
func (c *StepChart) Set(left []Series, right Series) {
	c.left, c.right = left, right
	c.Refresh()
}

// Left returns the series on the left scale, as shown.
func (c *StepChart) Left() []Series { return c.left }

// Right returns the series on the right scale, as shown.
func (c *StepChart) Right() Series { return c.right }

// SetStep marks step i as the one on show.
func (c *StepChart) SetStep(i int) {
	c.step = i
	c.Refresh()
}

// Step is the step marked as on show.
func (c *StepChart) Step() int { return c.step }

// steps is the number of steps drawn.
func (c *StepChart) steps() int {
	if len(c.left) > 0 {
		return len(c.left[0].Values)
	}
	return len(c.right.Values)
}

// Tapped jumps to the step nearest the tap.
func (c *StepChart) Tapped(e *fyne.PointEvent) {
	if i, ok := c.StepAt(e.Position.X); ok && c.OnTapped != nil {
		c.OnTapped(i)
	}
}

// StepAt is the step nearest x across the chart; false when it has none.
func (c *StepChart) StepAt(x float32) (int, bool) {
	n := c.steps()
	if n == 0 {
		return 0, false
	}
	p := c.plot(c.Size())
	if n == 1 || p.Width <= 0 {
		return 0, true
	}
	i := int(math.Round(float64((x - p.X) / p.Width * float32(n-1))))
	return max(0, min(i, n-1)), true
}

// X is where step i lies across the chart.
func (c *StepChart) X(i int) float32 {
	p := c.plot(c.Size())
	if n := c.steps(); n > 1 {
		return p.X + p.Width*float32(i)/float32(n-1)
	}
	return p.X
}

// plotArea is the rectangle the lines are drawn in.
type plotArea struct{ X, Y, Width, Height float32 }

// The room round the lines for the scales' figures.
const chartMarginX, chartMarginY = 44, 10

func (c *StepChart) plot(size fyne.Size) plotArea {
	return plotArea{chartMarginX, chartMarginY, size.Width - 2*chartMarginX, size.Height - 2*chartMarginY}
}

// scale is a range of values, from lo at the bottom to hi at the top.
type scale struct{ lo, hi float64 }

// scaleOf returns a scale from 0 (or below, for a negative value) to a
// round figure above every value.
func scaleOf(series ...Series) scale {
	s := scale{0, 0}
	for _, se := range series {
		for _, v := range se.Values {
			s.lo, s.hi = math.Min(s.lo, v), math.Max(s.hi, v)
		}
	}
	if s.hi <= s.lo {
		s.hi = s.lo + 1
	}
	step := math.Pow(10, math.Floor(math.Log10(s.hi-s.lo)))
	s.hi = math.Ceil(s.hi/step*2) * step / 2
	return s
}

// y is where v lies on scale s in plot p.
func (s scale) y(p plotArea, v float64) float32 {
	return p.Y + p.Height*float32((s.hi-v)/(s.hi-s.lo))
}

// figure writes a scale's figure: a whole number as it is, others with
// two decimals below 10 and one above.
func figure(v float64) string {
	switch {
	case v == math.Trunc(v):
		return strconv.FormatFloat(v, 'f', 0, 64)
	case math.Abs(v) < 10:
		return strconv.FormatFloat(v, 'f', 2, 64)
	}
	return strconv.FormatFloat(v, 'f', 1, 64)
}

// CreateRenderer draws the chart.
func (c *StepChart) CreateRenderer() fyne.WidgetRenderer {
	r := &stepChartRenderer{c: c, back: canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))}
	r.cursor = canvas.NewLine(theme.Color(theme.ColorNameForeground))
	r.cursor.StrokeWidth = 1
	return r
}

// stepChartRenderer keeps a line per segment of every series, rebuilt
// when the size or the figures change; a new step moves the cursor only.
type stepChartRenderer struct {
	c      *StepChart
	back   *canvas.Rectangle
	axes   []fyne.CanvasObject // the frame, the grid and the figures
	lines  []fyne.CanvasObject
	cursor *canvas.Line
	dots   []*canvas.Circle
	// drawn are the size and series the lines were built for.
	drawnSize  fyne.Size
	drawnLeft  []Series
	drawnRight Series
}

func (r *stepChartRenderer) Destroy() {}

func (r *stepChartRenderer) MinSize() fyne.Size { return fyne.NewSize(200, 140) }

func (r *stepChartRenderer) Objects() []fyne.CanvasObject {
	out := []fyne.CanvasObject{r.back}
	out = append(out, r.axes...)
	out = append(out, r.lines...)
	out = append(out, r.cursor)
	for _, d := range r.dots {
		out = append(out, d)
	}
	return out
}

func (r *stepChartRenderer) Layout(size fyne.Size) {
	r.back.Resize(size)
	r.build(size)
	r.place(size)
}

func (r *stepChartRenderer) Refresh() {
	r.back.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.back.Refresh()
	size := r.c.Size()
	r.build(size)
	r.place(size)
	canvas.Refresh(r.c)
}

// sameSeries reports whether a and b are the very same slices.
func sameSeries(a, b Series) bool {
	return len(a.Values) == len(b.Values) && (len(a.Values) == 0 || &a.Values[0] == &b.Values[0]) && a.Colour == b.Colour
}

// build makes the frame, the figures and the lines, unless they were made
// for this size and these series.
func (r *stepChartRenderer) build(size fyne.Size) {
	c := r.c
	same := size == r.drawnSize && len(c.left) == len(r.drawnLeft) && sameSeries(c.right, r.drawnRight)
	for i := 0; same && i < len(c.left); i++ {
		same = sameSeries(c.left[i], r.drawnLeft[i])
	}
	if same {
		return
	}
	r.drawnSize, r.drawnLeft, r.drawnRight = size, append([]Series(nil), c.left...), c.right
	p := c.plot(size)
	ink := theme.Color(theme.ColorNameForeground)
	grid := theme.Color(theme.ColorNameSeparator)
	r.axes, r.lines, r.dots = nil, nil, nil
	if p.Width <= 0 || p.Height <= 0 {
		return
	}
	ls, rs := scaleOf(c.left...), scaleOf(c.right)
	for k := 0; k <= 4; k++ {
		y := p.Y + p.Height*float32(k)/4
		line := canvas.NewLine(grid)
		line.Position1, line.Position2 = fyne.NewPos(p.X, y), fyne.NewPos(p.X+p.Width, y)
		r.axes = append(r.axes, line)
		if k%2 == 0 {
			r.axes = append(r.axes,
				chartFigure(figure(ls.hi-(ls.hi-ls.lo)*float64(k)/4), ink, fyne.TextAlignTrailing, fyne.NewPos(p.X-4, y)),
				chartFigure(figure(rs.hi-(rs.hi-rs.lo)*float64(k)/4), c.right.Colour, fyne.TextAlignLeading, fyne.NewPos(p.X+p.Width+4, y)))
		}
	}
	r.addLines(p, rs, c.right, 1.5)
	for _, se := range c.left {
		r.addLines(p, ls, se, 2)
	}
	for _, se := range append(append([]Series(nil), c.left...), c.right) {
		d := canvas.NewCircle(se.Colour)
		d.StrokeColor, d.StrokeWidth = theme.Color(theme.ColorNameBackground), 1
		r.dots = append(r.dots, d)
	}
}

// addLines draws series se against scale s, a segment between steps.
func (r *stepChartRenderer) addLines(p plotArea, s scale, se Series, width float32) {
	n := len(se.Values)
	for i := 1; i < n; i++ {
		l := canvas.NewLine(se.Colour)
		l.StrokeWidth = width
		l.Position1 = fyne.NewPos(r.c.X(i-1), s.y(p, se.Values[i-1]))
		l.Position2 = fyne.NewPos(r.c.X(i), s.y(p, se.Values[i]))
		r.lines = append(r.lines, l)
	}
}

// place puts the cursor and the dots on the step on show.
func (r *stepChartRenderer) place(size fyne.Size) {
	c := r.c
	p := c.plot(size)
	n := c.steps()
	if n == 0 || p.Width <= 0 || p.Height <= 0 || len(r.dots) == 0 {
		r.cursor.Hide()
		return
	}
	i := max(0, min(c.step, n-1))
	x := c.X(i)
	r.cursor.Show()
	r.cursor.Position1, r.cursor.Position2 = fyne.NewPos(x, p.Y), fyne.NewPos(x, p.Y+p.Height)
	ls, rs := scaleOf(c.left...), scaleOf(c.right)
	const radius = 4
	for k, se := range append(append([]Series(nil), c.left...), c.right) {
		s := ls
		if k == len(c.left) {
			s = rs
		}
		y := s.y(p, se.Values[i])
		r.dots[k].Move(fyne.NewPos(x-radius, y-radius))
		r.dots[k].Resize(fyne.NewSquareSize(2 * radius))
	}
}

// chartFigure is a scale's figure beside the point at, aligned to it.
func chartFigure(text string, c color.Color, align fyne.TextAlign, at fyne.Position) fyne.CanvasObject {
	t := canvas.NewText(text, c)
	t.TextSize = theme.CaptionTextSize()
	t.Alignment = align
	size := t.MinSize()
	x := at.X
	if align == fyne.TextAlignTrailing {
		x -= size.Width
	}
	t.Move(fyne.NewPos(x, at.Y-size.Height/2))
	t.Resize(size)
	return t
}
