package rules

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"

	"xima/games/core"
	"xima/games/xoliba"
	"xima/ui/widgets"
)

// xolibaShot is a Xoliba picture: a two-player position set up by hand
// (the engine's Setup notation, rows 7 to 1) and what to look at in it.
type xolibaShot struct {
	shot
	setup string
}

// xolibaShots are Xoliba's pictures by name. Blue holds a corner (a6)
// and red none, so red moves first.
func xolibaShots() map[string]xolibaShot {
	const setup = "wwwww/bwbwwww/bwwrwww/wwwwwwb/wwbbwww/wrwbrrw/wwwww"
	return map[string]xolibaShot{
		"swap":    {shot: shot{from: "d5"}, setup: setup},
		"capture": {shot: shot{next: "d5-d4/b2,f2"}, setup: setup},
	}
}

// game sets the shot's position up and plays it.
func (x xolibaShot) game() (*xoliba.Game, core.Action, error) {
	return start(func() (*xoliba.Game, error) { return xoliba.NewGame(xoliba.Config{Players: 2, Setup: x.setup}) }, x.shot)
}

var (
	xolibaWood = color.NRGBA{R: 0xea, G: 0xd6, B: 0xac, A: 0xff}
	xolibaLine = color.NRGBA{R: 0x6e, G: 0x50, B: 0x2e, A: 0xff}
	xolibaRim  = color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}
)

// xolibaColours are the pieces' colours by xoliba.Color, as the play
// screen's board has them, and their letters.
var (
	xolibaColours = [xoliba.MaxPlayers + 1]color.NRGBA{pieceWhite, widgets.PlayerColours[0], widgets.PlayerColours[1], widgets.PlayerColours[3]}
	xolibaLetters = [xoliba.MaxPlayers + 1]string{"", "R", "B", "G"}
)

// draw draws the octagon a unit between points: its lines, the
// pieces, dots on the legal destinations of the shot's piece, and the
// shot's move as an arrow with the triangle it forms and a cross on each
// piece that triangle captures.
func (x xolibaShot) draw() (scene, error) {
	g, a, err := x.game()
	if err != nil {
		return scene{}, err
	}
	sh, next := x.shot, xoliba.Action(a)
	s := g.State()
	sc := scene{w: 8, h: 8}
	at := func(col, row int) fyne.Position { return fyne.NewPos(1+float32(col), 7-float32(row)) }
	point := func(p xoliba.Point) fyne.Position { return at(p.Col(), p.Row()) }
	sc.rect(0, 0, sc.w, sc.h, paper, nil, 0)
	sc.rect(0.5, 0.5, 7, 7, xolibaWood, nil, 0)
	for p := range xoliba.Point(xoliba.Points) {
		for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
			if q, ok := xoliba.PointAt(p.Col()+d[0], p.Row()+d[1]); ok {
				sc.line(point(p), point(q), 0.035, xolibaLine)
			}
		}
	}
	sc.gridLabels(7, 7, 1, 'a', func(col, row int) fyne.Position {
		if col < 0 {
			return at(col, row).AddXY(0.25, 0)
		}
		return at(col, row).AddXY(0, -0.25)
	})
	dots := map[xoliba.Point]bool{}
	if sh.from != "" {
		from, ok := xoliba.ParsePoint(sh.from)
		if !ok {
			return scene{}, fmt.Errorf("rules: Xoliba picture: no point %q", sh.from)
		}
		for _, ca := range g.Legal() {
			if a := xoliba.Action(ca); !a.IsPass() && a.From() == from {
				dots[a.To()] = true
			}
		}
		sc.disc(point(from), 0.44, nil, arrowInk, 0.07)
	}
	for p := range xoliba.Point(xoliba.Points) {
		c := s.At(p)
		o := point(p)
		rim := color.NRGBA{A: 0xa0}
		if c == xoliba.White {
			rim = xolibaRim
		}
		sc.disc(o, 0.32, xolibaColours[c], rim, 0.03)
		sc.text(o, 0.34, widgets.PaperColour, xolibaLetters[c], true)
		if dots[p] {
			sc.disc(o, 0.12, dotInk, nil, 0)
		}
	}
	if sh.next != "" && !next.IsPass() {
		xolibaMove(&sc, &s, next, point)
	}
	return sc, nil
}

// xolibaMove draws a move: an arrow, its triangle, and a cross on every
// piece the triangle captures, as the engine lists them.
func xolibaMove(sc *scene, s *xoliba.State, a xoliba.Action, point func(xoliba.Point) fyne.Position) {
	for _, t := range s.Triangles(a.From(), a.To()) {
		if t.Action != a {
			continue
		}
		for i, p := range t.Corners {
			sc.line(point(p), point(t.Corners[(i+1)%3]), 0.09, markInk)
		}
		for _, p := range t.Captures.Points() {
			sc.cross(point(p), 0.3, 0.08, takenInk)
		}
		break
	}
	from, to := point(a.From()), point(a.To())
	sc.arrow(towards(from, to, 0.2), towards(to, from, 0.3), 0.08, arrowInk)
}
