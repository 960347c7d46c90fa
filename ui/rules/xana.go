package rules

import (
	"fmt"
	"image/color"
	"strconv"
	"unicode/utf8"

	"fyne.io/fyne/v2"

	"xima/games/core"
	"xima/games/xana"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// xanaSize is the side of the pictures' board: small enough to read, the
// rules the same as on the usual side of 8.
const xanaSize = 4

// xanaShots are Xana's pictures by name, their records written part by
// part as the engine plays them (a turn's stack part, then its walls or
// "end").
func xanaShots() map[string]shot {
	return map[string]shot{
		// White's stack of 2 on f3; walls on c2, e2 and f1 close d1 off.
		"circle": {record: []string{"2@f3", "e2", "c2", "2@k4", "end", "-", "f1", "end", "1@k4", "end"}, from: "f3"},
		// Black's stone on m4 has one empty neighbour left: l5.
		"capture": {record: []string{"2@i4", "end", "1@m4", "end", "-", "k4", "l3", "1@f3", "end", "-"}, next: "l5"},
	}
}

// xanaGame plays a shot on the pictures' board.
func xanaGame(s shot) (*xana.Game, core.Action, error) {
	return start(func() (*xana.Game, error) { return xana.NewGame(xana.Config{Size: xanaSize}) }, s)
}

var (
	xanaCell     = color.NRGBA{R: 0xe4, G: 0xcf, B: 0xa4, A: 0xff}
	xanaWall     = color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}
	xanaWallEdge = color.NRGBA{R: 0x48, G: 0x48, B: 0x48, A: 0xff}
	xanaStones   = [2]color.NRGBA{{R: 0xfa, G: 0xfa, B: 0xf5, A: 0xff}, {R: 0x22, G: 0x22, B: 0x22, A: 0xff}}
	xanaInk      = [2]color.NRGBA{{R: 0x10, G: 0x10, B: 0x10, A: 0xff}, {R: 0xff, G: 0xff, B: 0xff, A: 0xff}}
)

// drawXana draws the hexagon a unit a cell: walls as grey squares, stacks
// as stones with their colour's initial and height, the circle of the
// shot's stack dotted, and the shot's wall or drop faint, with a cross on
// each stack it would leave with no empty neighbour.
func drawXana(sh shot) (scene, error) {
	g, a, err := xanaGame(sh)
	if err != nil {
		return scene{}, err
	}
	next := xana.Action(a)
	s := g.State()
	n := float32(s.Size())
	sc := scene{w: 2*n - 1 + 0.6, h: (2*n-2)*sqrt3/2 + 1 + 0.4}
	at := func(c xana.Cell) fyne.Position {
		x, r := s.XR(c)
		return fyne.NewPos(0.8+float32(x)/2, 0.7+float32(r-1)*sqrt3/2)
	}
	sc.rect(0, 0, sc.w, sc.h, paper, nil, 0)
	dots := map[xana.Cell]bool{}
	if sh.from != "" {
		c, ok := s.ParseCell(sh.from)
		if !ok {
			return scene{}, fmt.Errorf("rules: Xana picture: no cell %q", sh.from)
		}
		for _, d := range s.Circle(c, s.Height(c)) {
			dots[d] = true
		}
	}
	var ghost xana.Cell = xana.NoCell
	if sh.next != "" && next.Kind() == xana.KindWall {
		ghost = next.To()
	}
	for c := range xana.Cell(s.Cells()) {
		o := at(c)
		sc.hex(o, 1/sqrt3-0.03, xanaCell, nil, 0)
		switch {
		case s.Wall(c):
			sc.rect(o.X-0.3, o.Y-0.3, 0.6, 0.6, xanaWall, xanaWallEdge, 0.05)
		case c == ghost:
			sc.rect(o.X-0.3, o.Y-0.3, 0.6, 0.6, widgets.WithAlpha(xanaWall, 0x60), widgets.WithAlpha(xanaWallEdge, 0x90), 0.05)
		case s.Height(c) > 0:
			col, _ := s.Owner(c)
			sc.disc(o, 0.4, xanaStones[col], xanaInk[0], 0.04)
			sc.text(o, 0.38, xanaInk[col], xanaInitial(col)+strconv.Itoa(s.Height(c)), true)
		case dots[c]:
			sc.disc(o, 0.12, dotInk, nil, 0)
		default:
			sc.text(o, 0.26, faint, s.CellName(c), false)
		}
	}
	if sh.next != "" {
		after := s // the engine plays the part on a copy: what it captures
		after.Apply(next)
		for c := range xana.Cell(s.Cells()) {
			if s.Height(c) > 0 && after.Height(c) == 0 && c != next.From() {
				sc.cross(at(c), 0.35, 0.08, takenInk)
			}
		}
	}
	return sc, nil
}

// xanaInitial is the first letter of the colour's name, translated, as
// the play screen marks stacks ("W", "B"; "B", "N" in Spanish).
func xanaInitial(c xana.Colour) string {
	name := lang.L("White")
	if c == xana.Black {
		name = lang.L("Black")
	}
	r, _ := utf8.DecodeRuneInString(name)
	return string(r)
}
