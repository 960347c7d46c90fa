package rules

import (
	"fmt"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"

	"xima/games/core"
	engine "xima/games/xima"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// ximaShot is a Xima picture: the position after a record of two sport
// players, red first, and the action the picture shows (drawn, not
// played), with the cells its block passes through, the cells seen from
// the side below the board, and cells to ring.
type ximaShot struct {
	shot
	path []string // where the block starts (or enters), then each cell it passes
	side []string // the cells of the side view, in order
}

// ximaShots are Xima's pictures by name.
func ximaShots() map[string]ximaShot {
	column := []string{"G1", "G2", "G3", "G4", "G5", "G6", "G7"}
	return map[string]ximaShot{
		"climb": {shot: shot{record: []string{"-G2"}, next: "-G4"},
			path: column[:4], side: column},
		"fall": {shot: shot{record: []string{"-G2", "-G4", "-G5", "-A1"}, next: "G5J2"},
			path: []string{"G5", "H4", "I3", "J2"}, side: []string{"G5", "H4", "I3", "J2", "K1"}},
		"capture": {shot: shot{record: []string{"-G2", "-H1", "-G3", "H1G2"}, next: "G3G2"},
			path: []string{"G3", "G2"}, side: column[:5]},
		"rescue": {shot: shot{record: []string{"-G2", "-G4", "-G5", "-E1", "=F2", "-F3", "-M13", "E1F2", "-M12", "F3F2"}, next: "*G5",
			marks: []string{"G5", "F2"}}, side: column},
		"summit": {shot: shot{record: []string{"-G2", "-G4", "-G6", "-A1"}, next: "TOP"},
			path: column, side: column},
	}
}

// game plays the shot's record and reads its action, which must be legal
// in the position.
func (x ximaShot) game() (*engine.Game, core.Action, error) {
	return start(func() (*engine.Game, error) {
		return engine.NewGame(engine.Config{Styles: []engine.Style{engine.Sport, engine.Sport}})
	}, x.shot)
}

// Xima's drawing: the lower half of the board (rows 1 to 7, the summit's
// row the highest) seen from above, each player's reserve, and the side
// view, a unit a cell.
const (
	ximaRows   = 7
	ximaMargin = 0.7  // room for the rows' numbers
	levelH     = 0.42 // one block's height in the side view
)

// ximaFloors shade the pyramid's floors 1 to 4, lighter going up, as the
// play screen's board does.
var ximaFloors = [4]color.NRGBA{
	{R: 0x8a, G: 0x6e, B: 0x4b, A: 0xff},
	{R: 0xa8, G: 0x8a, B: 0x62, A: 0xff},
	{R: 0xc6, G: 0xa9, B: 0x7e, A: 0xff},
	{R: 0xe3, G: 0xcb, B: 0xa0, A: 0xff},
}

// ximaInitials are the players' colours' initials in English; lang.L
// translates them as the play screen does ("Az" for Azul).
var ximaInitials = [engine.MaxPlayers]string{"R", "B", "Y", "G"}

func (x ximaShot) draw() (scene, error) {
	g, a, err := x.game()
	if err != nil {
		return scene{}, err
	}
	s := g.State()
	cells, err := ximaCells(x.path, x.side, x.marks)
	if err != nil {
		return scene{}, err
	}
	path, side, marks := cells[0], cells[1], cells[2]
	sc := scene{w: ximaMargin + engine.Size + 0.2}
	sc.rect(0, 0, sc.w, 100, paper, nil, 0) // its height is set below
	pos := func(col, row int) fyne.Position {
		return fyne.NewPos(ximaMargin+float32(col)+0.5, 0.2+float32(ximaRows-1-row)+0.5)
	}
	cellAt := func(c engine.Cell) fyne.Position { return pos(c.Col(), c.Row()) }
	for r := range ximaRows {
		for col := range engine.Size {
			c := engine.MakeCell(col, r)
			o := cellAt(c)
			sc.rect(o.X-0.5, o.Y-0.5, 1, 1, ximaFloors[c.Floor()-1], faint, 0.02)
			ximaColumn(&sc, &s, c, o)
		}
	}
	sc.gridLabels(engine.Size, ximaRows, 1, 'A', func(col, row int) fyne.Position {
		if col < 0 {
			return pos(col, row).AddXY(0.1, 0) // the margin is narrower than a cell
		}
		return pos(col, row).AddXY(0, -0.15)
	})
	y := pos(0, -1).Y - 0.15
	for _, c := range marks {
		o := cellAt(c)
		sc.rect(o.X-0.5, o.Y-0.5, 1, 1, nil, markInk, 0.1)
	}
	if len(path) > 1 {
		from, to := cellAt(path[0]), cellAt(path[len(path)-1])
		sc.rect(from.X-0.5, from.Y-0.5, 1, 1, nil, arrowInk, 0.08)
		sc.rect(to.X-0.5, to.Y-0.5, 1, 1, nil, arrowInk, 0.08)
		if len(path) > 2 { // a longer way than from a cell to the next
			sc.arrow(towards(from, to, 0.5), towards(to, from, 0.45), 0.09, arrowInk)
		}
	}
	y = ximaReserves(&sc, &s, y+0.65)
	if len(side) > 0 {
		y = ximaSide(&sc, &s, side, path, a, y+0.3)
	}
	sc.h = y + 0.2
	sc.shapes[0].to.Y = sc.h
	return sc, nil
}

// ximaCells reads the shot's lists of cells.
func ximaCells(lists ...[]string) ([][]engine.Cell, error) {
	out := make([][]engine.Cell, len(lists))
	for i, names := range lists {
		for _, n := range names {
			c, ok := engine.ParseCell(n)
			if !ok {
				return nil, fmt.Errorf("rules: Xima picture: no cell %q", n)
			}
			out[i] = append(out[i], c)
		}
	}
	return out, nil
}

// ximaColumn draws the top block of the column on c, centred on o, with
// its colour's initial and the column's height; a special is round.
func ximaColumn(sc *scene, s *engine.State, c engine.Cell, o fyne.Position) {
	top, ok := s.Top(c)
	if !ok {
		if c == engine.Summit {
			sc.disc(o, 0.3, widgets.SummitColour, ink, 0.03)
		}
		return
	}
	fill := widgets.PlayerColours[top.Owner()]
	if top.Special() {
		sc.disc(o, 0.42, fill, paper, 0.08)
	} else {
		sc.rect(o.X-0.38, o.Y-0.38, 0.76, 0.76, fill, ink, 0.03)
	}
	sc.text(o, 0.36, paper, lang.L(ximaInitials[top.Owner()])+strconv.Itoa(s.Height(c)), true)
}

// ximaReserves draws each player's reserve from y down: the commons left
// and the special, solid in reserve, an outline on the board, crossed out
// when captured. It returns the y below.
func ximaReserves(sc *scene, s *engine.State, y float32) float32 {
	for p := range engine.Player(s.Players()) {
		x := ximaMargin + 0.5 + float32(p)*6.5
		o := fyne.NewPos(x, y)
		fill := widgets.PlayerColours[p]
		sc.rect(o.X-0.35, o.Y-0.35, 0.7, 0.7, fill, ink, 0.03)
		sc.text(o.AddXY(1.0, 0), 0.42, ink, "×"+strconv.Itoa(s.Reserve(p)), false)
		so := o.AddXY(2.3, 0)
		switch s.SpecialState(p) {
		case engine.SpecialInReserve:
			sc.disc(so, 0.38, fill, paper, 0.08)
		case engine.SpecialOnBoard:
			sc.disc(so, 0.38, nil, fill, 0.08)
		case engine.SpecialCaptured:
			sc.disc(so, 0.38, nil, fill, 0.08)
			sc.cross(so, 0.4, 0.08, takenInk)
		}
	}
	return y + 0.4
}

// ximaSide draws the side view of cells from y down: each cell's step of
// the pyramid and its column, bottom to top, and the path of the shot's
// block at the height it rests on in each cell. It returns the y below.
func ximaSide(sc *scene, s *engine.State, cells, path []engine.Cell, a core.Action, y float32) float32 {
	top := 0
	for _, c := range cells {
		top = max(top, c.Terrain()+s.Height(c))
	}
	w := min(1.8, (engine.Size-1)/float32(len(cells))) // a cell's width
	level := levelH * w                                // a block's height
	ground := y + float32(top+1)*level
	x0 := ximaMargin + (engine.Size-w*float32(len(cells)))/2
	xs := map[engine.Cell]float32{}
	for i, c := range cells {
		x := x0 + w*float32(i)
		xs[c] = x + w/2
		for f := range c.Terrain() {
			sc.rect(x, ground-float32(f+1)*level, w, level, ximaFloors[f+1], nil, 0)
		}
		sc.rect(x, ground, w, 0.12, ximaFloors[0], nil, 0)
		base := ground - float32(c.Terrain())*level
		for i := range s.Height(c) {
			b := s.At(c, i)
			yb := base - float32(i+1)*level
			sc.rect(x+0.1*w, yb+0.03, 0.8*w, level-0.06, widgets.PlayerColours[b.Owner()], ink, 0.02)
			if b.Special() {
				sc.disc(fyne.NewPos(x+w/2, yb+level/2), 0.3*level, paper, nil, 0)
			}
		}
		sc.text(fyne.NewPos(x+w/2, ground+0.45), 0.4, ink, c.String(), false)
	}
	var points []fyne.Position
	for i, c := range path {
		x, ok := xs[c]
		if !ok {
			continue
		}
		rest := s.Surface(c) // a block coming in rests on the column
		if i == 0 && engine.Action(a).Kind() == engine.KindMove {
			rest-- // the block itself is the column's top
		}
		points = append(points, fyne.NewPos(x, ground-(float32(rest)+0.5)*level))
	}
	if len(points) > 1 {
		sc.path(points, 0.08, arrowInk)
	}
	return ground + 0.8
}
