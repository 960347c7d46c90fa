package xima

import (
	"slices"

	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/ui/widgets"
)

// Marks are what a board view highlights besides the position.
type Marks struct {
	Selected    engine.Cell // the column whose top block is selected
	HasSelected bool
	Targets     []engine.Cell // legal destinations of the selection
	// StepOnly are destinations reached only through intermediate steps.
	StepOnly []engine.Cell
	// Last is the last action played, drawn as its origin and destination;
	// Earlier the same turn's actions before it (a two-dice turn's first),
	// drawn the same.
	Last    engine.Action
	HasLast bool
	Earlier []engine.Action
	// Refused is the column a refused click ran into (a step too high),
	// outlined in red.
	Refused    engine.Cell
	HasRefused bool
}

// Board is a view of the pyramid that takes clicks: the 2D top view
// here, or the 3D view.
type Board interface {
	// Object is what the screen lays out.
	Object() fyne.CanvasObject
	SetPosition(s engine.State, m Marks)
	SetOnTapCell(func(engine.Cell))
	// SetOnTapReserve sets what a click on a player's reserve does (the 2D
	// board has no reserve; the play screen's buttons stand for it).
	SetOnTapReserve(func(p engine.Player, special bool))
	// Animate shows the action a being played from before; the view then
	// shows before.Apply(a) (the caller also sets the new position).
	Animate(before engine.State, a engine.Action)
}

// board2D is the pyramid seen from above: 13x13 cells shaded by floor, each
// column's top block in its owner's colour with the owner's initial and the
// stack height, the summit outlined, A-M and 1-13 along the edges.
type board2D struct {
	widget.BaseWidget
	state engine.State
	marks Marks
	onTap func(engine.Cell)
}

var _ Board = (*board2D)(nil)

func newBoard2D() *board2D {
	b := &board2D{}
	b.state, _ = engine.NewState(engine.Sport, engine.Sport)
	b.ExtendBaseWidget(b)
	return b
}

// Object is the board itself.
func (b *board2D) Object() fyne.CanvasObject { return b }

func (b *board2D) SetPosition(s engine.State, m Marks) {
	b.state, b.marks = s, m
	b.Refresh()
}

func (b *board2D) SetOnTapCell(f func(engine.Cell)) { b.onTap = f }

// SetOnTapReserve does nothing: the 2D board shows no reserve.
func (b *board2D) SetOnTapReserve(func(engine.Player, bool)) {}

// Animate has nothing to animate in a top view: the new position is set by
// the caller.
func (b *board2D) Animate(engine.State, engine.Action) {}

// Tapped picks the cell under the pointer.
func (b *board2D) Tapped(e *fyne.PointEvent) {
	if c, ok := b.cellAt(e.Position, b.Size()); ok && b.onTap != nil {
		b.onTap(c)
	}
}

// geometry returns the cell size and the board's top-left corner for a
// widget of size sz: a square board with a margin for the edge labels.
func boardGeometry(sz fyne.Size) (cell float32, origin fyne.Position) {
	side := min(sz.Width, sz.Height)
	cell = side / (engine.Size + 1)
	origin = fyne.NewPos((sz.Width-cell*engine.Size)/2+cell/4, (sz.Height-cell*engine.Size)/2-cell/4)
	return cell, origin
}

// cellAt returns the cell at p, row 13 at the top as in the diagrams.
func (b *board2D) cellAt(p fyne.Position, sz fyne.Size) (engine.Cell, bool) {
	cell, o := boardGeometry(sz)
	c := int((p.X - o.X) / cell)
	r := engine.Size - 1 - int((p.Y-o.Y)/cell)
	if p.X < o.X || p.Y < o.Y || c >= engine.Size || r < 0 {
		return 0, false
	}
	return engine.MakeCell(c, r), true
}

func (b *board2D) CreateRenderer() fyne.WidgetRenderer {
	r := &board2DRenderer{b: b}
	for i := range r.cells {
		r.cells[i] = cellObjects{
			ground: canvas.NewRectangle(floorColours[0]),
			block:  canvas.NewRectangle(widgets.PlayerColours[0]),
			text:   canvas.NewText("", widgets.InkColour),
			mark:   canvas.NewRectangle(nil),
		}
		r.cells[i].text.Alignment = fyne.TextAlignCenter
		r.cells[i].text.TextStyle.Bold = true
		r.cells[i].block.CornerRadius = 3
	}
	for i := range r.labels {
		r.labels[i] = canvas.NewText("", theme.Color(theme.ColorNameForeground))
		r.labels[i].Alignment = fyne.TextAlignCenter
	}
	r.Refresh()
	return r
}

type cellObjects struct {
	ground *canvas.Rectangle // the floor's colour
	block  *canvas.Rectangle // the top block, in its owner's colour
	text   *canvas.Text      // owner's initial (a star for the special) and height
	mark   *canvas.Rectangle // outline: selection, target, last move, summit
}

type board2DRenderer struct {
	b      *board2D
	cells  [engine.Cells]cellObjects
	labels [2 * engine.Size]*canvas.Text // A-M below, 1-13 on the left
}

func (r *board2DRenderer) Layout(sz fyne.Size) {
	cell, o := boardGeometry(sz)
	for i := range r.cells {
		c := engine.Cell(i)
		x := o.X + float32(c.Col())*cell
		y := o.Y + float32(engine.Size-1-c.Row())*cell
		co := r.cells[i]
		co.ground.Move(fyne.NewPos(x, y))
		// One pixel more, so that rounding never leaves a seam between cells.
		co.ground.Resize(fyne.NewSquareSize(cell + 1))
		inset := cell * 0.14
		co.block.Move(fyne.NewPos(x+inset, y+inset))
		co.block.Resize(fyne.NewSquareSize(cell - 2*inset))
		co.mark.Move(fyne.NewPos(x+1, y+1))
		co.mark.Resize(fyne.NewSquareSize(cell - 2))
		co.text.TextSize = cell * 0.32
		co.text.Move(fyne.NewPos(x, y+cell/2-co.text.TextSize*0.7))
		co.text.Resize(fyne.NewSize(cell, co.text.TextSize*1.4))
	}
	for i := range engine.Size {
		col, row := r.labels[i], r.labels[engine.Size+i]
		col.TextSize, row.TextSize = cell*0.35, cell*0.35
		col.Move(fyne.NewPos(o.X+float32(i)*cell, o.Y+engine.Size*cell+cell*0.1))
		col.Resize(fyne.NewSize(cell, cell*0.5))
		row.Move(fyne.NewPos(o.X-cell*0.75, o.Y+float32(engine.Size-1-i)*cell+cell*0.25))
		row.Resize(fyne.NewSize(cell*0.6, cell*0.5))
	}
}

func (r *board2DRenderer) MinSize() fyne.Size { return fyne.NewSquareSize(360) }

func (r *board2DRenderer) Refresh() {
	s := &r.b.state
	m := r.b.marks
	marks := map[engine.Cell]markKind{engine.Summit: markSummit}
	if m.HasLast {
		for _, a := range append(slices.Clip(m.Earlier), m.Last) {
			if a.Kind() == engine.KindMove {
				marks[a.From()] = markLast
			}
			if a.Kind() != engine.KindPass {
				marks[a.To()] = markLast
			}
		}
	}
	for _, c := range m.StepOnly {
		marks[c] = markStep
	}
	for _, c := range m.Targets {
		marks[c] = markTarget
	}
	if m.HasSelected {
		marks[m.Selected] = markSelected
	}
	if m.HasRefused {
		marks[m.Refused] = markRefused
	}
	for i := range r.cells {
		c := engine.Cell(i)
		co := r.cells[i]
		co.ground.FillColor = floorColours[c.Floor()-1]
		top, ok := s.Top(c)
		co.block.Hidden = !ok
		co.text.Text = ""
		if ok {
			co.block.FillColor = playerColour(top.Owner())
			co.text.Color = widgets.InkColour
			if top.Owner() == engine.Blue || top.Owner() == engine.Red {
				co.text.Color = widgets.PaperColour
			}
			initial := playerInitial(top.Owner())
			if top.Special() {
				initial = "★" + initial
			}
			co.text.Text = initial + strconv.Itoa(s.Height(c))
		}
		co.mark.StrokeWidth = 0
		co.mark.FillColor = nil
		if k, ok := marks[c]; ok {
			co.mark.StrokeColor, co.mark.StrokeWidth = k.style()
			switch k {
			case markTarget, markStep:
				co.mark.FillColor = widgets.WithAlpha(widgets.TargetColour, 0x50)
			case markRefused:
				co.mark.FillColor = widgets.WithAlpha(refusedColour, 0x40)
			}
		}
		co.ground.Refresh()
		co.block.Refresh()
		co.text.Refresh()
		co.mark.Refresh()
	}
	fg := theme.Color(theme.ColorNameForeground)
	for i := range engine.Size {
		r.labels[i].Text = string(rune('A' + i))
		r.labels[engine.Size+i].Text = strconv.Itoa(i + 1)
		r.labels[i].Color, r.labels[engine.Size+i].Color = fg, fg
		r.labels[i].Refresh()
		r.labels[engine.Size+i].Refresh()
	}
}

// markKind is how a cell is outlined.
type markKind uint8

const (
	markSummit markKind = iota
	markLast
	markStep
	markTarget
	markSelected
	markRefused
)

// refusedColour outlines a column a refusal names: a brighter red than the
// red player's, over a red tint, so the two never look alike.
var refusedColour = color.NRGBA{R: 0xff, G: 0x10, B: 0x40, A: 0xff}

func (k markKind) style() (stroke color.Color, width float32) {
	switch k {
	case markLast:
		return widgets.LastColour, 3
	case markStep:
		return widgets.StepColour, 2
	case markTarget:
		return widgets.TargetColour, 3
	case markSelected:
		return widgets.SelectedColour, 4
	case markRefused:
		return refusedColour, 4
	}
	return widgets.SummitColour, 3
}

func (r *board2DRenderer) Objects() []fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, 0, 4*len(r.cells)+len(r.labels))
	for _, co := range r.cells {
		objs = append(objs, co.ground, co.block, co.text, co.mark)
	}
	for _, l := range r.labels {
		objs = append(objs, l)
	}
	return objs
}

func (r *board2DRenderer) Destroy() {}
