package analysis

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	an "xima/games/analysis"
)

// classColours mark the erring moves on the graph and in the move list:
// yellow, orange and red as they get worse.
var classColours = map[an.Class]color.NRGBA{
	an.Inaccuracy: {R: 0xe0, G: 0xb0, B: 0x00, A: 0xff},
	an.Mistake:    {R: 0xee, G: 0x77, B: 0x10, A: 0xff},
	an.Blunder:    {R: 0xd0, G: 0x10, B: 0x10, A: 0xff},
}

// Mark is an erring move on the graph: at the step its position leads
// to, on its mover's line.
type Mark struct {
	Step, Seat int
	Class      an.Class
}

// Graph is the evaluation graph: each seat's chance of winning at every
// step of the game, a line per seat in its colour, the even line (50% for
// two seats, one in n for n), the erring moves marked and the step on
// show as a cursor. A tap jumps to the step nearest it.
type Graph struct {
	widget.BaseWidget
	// OnTapped hears the step tapped.
	OnTapped func(step int)
	chances  [][]float64 // by step, then seat
	colours  []color.Color
	marks    []Mark
	step     int
}

// NewGraph makes an empty graph whose taps go to onTap.
func NewGraph(onTap func(step int)) *Graph {
	g := &Graph{OnTapped: onTap}
	g.ExtendBaseWidget(g)
	return g
}

// Set draws chances (by step, every seat's) in the seats' colours, with
// the marks.
func (g *Graph) Set(chances [][]float64, colours []color.Color, marks []Mark) {
	g.chances, g.colours, g.marks = chances, colours, marks
	g.Refresh()
}

// SetStep moves the cursor to step i.
func (g *Graph) SetStep(i int) {
	g.step = i
	g.Refresh()
}

// Step is the step the cursor is on.
func (g *Graph) Step() int { return g.step }

// Tapped jumps to the step nearest the tap.
func (g *Graph) Tapped(e *fyne.PointEvent) {
	if i, ok := g.StepAt(e.Position.X); ok && g.OnTapped != nil {
		g.OnTapped(i)
	}
}

// The room left of the plot for the figures, right of it and over and
// under it.
const graphMarginX, graphMarginRight, graphMarginY = 40, 10, 8

// StepAt is the step nearest x across the graph; false when it has none.
func (g *Graph) StepAt(x float32) (int, bool) {
	n := len(g.chances)
	w := g.Size().Width - graphMarginX - graphMarginRight
	if n == 0 {
		return 0, false
	}
	if n == 1 || w <= 0 {
		return 0, true
	}
	i := int(math.Round(float64((x - graphMarginX) / w * float32(n-1))))
	return max(0, min(i, n-1)), true
}

// X is where step i lies across the graph.
func (g *Graph) X(i int) float32 {
	w := g.Size().Width - graphMarginX - graphMarginRight
	if n := len(g.chances); n > 1 {
		return graphMarginX + w*float32(i)/float32(n-1)
	}
	return graphMarginX
}

// y is where chance p lies up the graph.
func (g *Graph) y(p float64) float32 {
	h := g.Size().Height - 2*graphMarginY
	return graphMarginY + h*float32(1-p)
}

// CreateRenderer makes the graph's renderer (fyne.Widget).
func (g *Graph) CreateRenderer() fyne.WidgetRenderer {
	return &graphRenderer{g: g, back: canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))}
}

// graphRenderer draws the graph anew on each layout or refresh: a game's
// few hundred segments.
type graphRenderer struct {
	g       *Graph
	back    *canvas.Rectangle
	objects []fyne.CanvasObject
}

func (r *graphRenderer) Destroy()                     {}
func (r *graphRenderer) MinSize() fyne.Size           { return fyne.NewSize(220, 130) }
func (r *graphRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *graphRenderer) Layout(size fyne.Size) {
	r.back.Resize(size)
	r.build()
}

func (r *graphRenderer) Refresh() {
	r.back.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.back.Refresh()
	r.build()
	canvas.Refresh(r.g)
}

func (r *graphRenderer) build() {
	g := r.g
	size := g.Size()
	r.objects = []fyne.CanvasObject{r.back}
	left, right := float32(graphMarginX), size.Width-graphMarginRight
	if right <= left || size.Height <= 2*graphMarginY {
		return
	}
	ink, grid := theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameSeparator)
	line := func(c color.Color, width float32, x1, y1, x2, y2 float32) {
		l := canvas.NewLine(c)
		l.StrokeWidth = width
		l.Position1, l.Position2 = fyne.NewPos(x1, y1), fyne.NewPos(x2, y2)
		r.objects = append(r.objects, l)
	}
	even := 0.5
	if len(g.chances) > 0 && len(g.chances[0]) > 2 {
		even = 1 / float64(len(g.chances[0]))
	}
	for _, p := range []float64{0, even, 1} {
		width := float32(1)
		if p == even {
			width = 2
		}
		line(grid, width, left, g.y(p), right, g.y(p))
		t := canvas.NewText(percent(p), ink)
		t.TextSize = theme.CaptionTextSize()
		t.Alignment = fyne.TextAlignTrailing
		ts := t.MinSize()
		t.Resize(ts)
		t.Move(fyne.NewPos(left-4-ts.Width, g.y(p)-ts.Height/2))
		r.objects = append(r.objects, t)
	}
	for i := 1; i < len(g.chances); i++ {
		for s := range min(len(g.chances[i-1]), len(g.chances[i]), len(g.colours)) {
			line(g.colours[s], 2, g.X(i-1), g.y(g.chances[i-1][s]), g.X(i), g.y(g.chances[i][s]))
		}
	}
	if len(g.chances) > 0 {
		line(ink, 1, g.X(g.step), graphMarginY, g.X(g.step), size.Height-graphMarginY)
	}
	for _, m := range g.marks {
		if m.Step >= len(g.chances) || m.Seat >= len(g.chances[m.Step]) {
			continue
		}
		d := canvas.NewCircle(classColours[m.Class])
		d.StrokeColor, d.StrokeWidth = theme.Color(theme.ColorNameBackground), 1
		const rad = 5
		d.Resize(fyne.NewSize(2*rad, 2*rad))
		d.Move(fyne.NewPos(g.X(m.Step)-rad, g.y(g.chances[m.Step][m.Seat])-rad))
		r.objects = append(r.objects, d)
	}
}

// Legend names each seat's line in its colour, on one row.
func Legend(sides []string, colours []color.Color) fyne.CanvasObject {
	row := container.NewHBox()
	for s, side := range sides {
		if s >= len(colours) {
			break
		}
		swatch := canvas.NewRectangle(colours[s])
		swatch.SetMinSize(fyne.NewSize(18, 4))
		row.Add(container.NewCenter(swatch))
		row.Add(widget.NewLabel(side))
	}
	return row
}
