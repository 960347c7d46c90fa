package rules

import (
	"fmt"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"

	"xima/games/core"
	"xima/games/ximaera"
	"xima/ui/widgets"
)

// ximaeraShots are Ximaera's pictures by name.
func ximaeraShots() map[string]shot {
	return map[string]shot{
		// Red on c4 touches the pivot; green on e4 was dropped last.
		"pivot": {record: []string{"R@c4", "P@c3", "G@e4"}, from: "c3"},
		// Two pivots side by side, and pieces touching them.
		"wall": {record: []string{"P@c3", "R@a1", "P@d3", "G@e3", "R@c4", "B@b1"}},
		// Two reds in a row: a third completes the group.
		"group": {record: []string{"R@a1", "G@e5", "R@b2", "B@d5"}, next: "R@c3"},
	}
}

// ximaeraGame plays a shot.
func ximaeraGame(s shot) (*ximaera.Game, core.Action, error) {
	return start(func() (*ximaera.Game, error) { return ximaera.NewGame(ximaera.Config{}) }, s)
}

// ximaeraPieces are the kinds' colours, as the play screen's board has
// them.
var ximaeraPieces = [ximaera.Kinds + 1]color.NRGBA{
	ximaera.Pivot: {R: 0x33, G: 0x33, B: 0x33, A: 0xff},
	ximaera.Red:   {R: 0xd6, G: 0x27, B: 0x28, A: 0xff},
	ximaera.Green: {R: 0x1e, G: 0x8c, B: 0x2a, A: 0xff},
	ximaera.Blue:  {R: 0x1f, G: 0x6f, B: 0xc4, A: 0xff},
}

const sqrt3 = 1.7320508075688772

var (
	hexWood  = color.NRGBA{R: 0x6b, G: 0x4a, B: 0x2b, A: 0xff}
	hexCell  = color.NRGBA{R: 0xee, G: 0xd9, B: 0xb0, A: 0xff}
	hexPaper = color.NRGBA{R: 0xf6, G: 0xe8, B: 0xc8, A: 0xff}
)

// drawXimaera draws the hexagon a unit a cell: the pieces with their
// letters; a frozen piece ringed in blue, the barred one in orange; dots
// on the legal destinations of the shot's piece; its next action as an
// arrow, or a drop as a faint piece.
func drawXimaera(sh shot) (scene, error) {
	g, a, err := ximaeraGame(sh)
	if err != nil {
		return scene{}, err
	}
	next := ximaera.Action(a)
	s := g.State()
	const r = 3.3 // the frame's radius
	sc := scene{w: 2*r + 0.4, h: sqrt3*r + 0.4}
	centre := fyne.NewPos(sc.w/2, sc.h/2)
	atFR := func(f, rk int) fyne.Position { // file and rank from 1, off the board too
		x, y := float32(f-3), float32(rk-3)
		return centre.AddXY(x-y/2, -y*sqrt3/2)
	}
	at := func(c ximaera.Cell) fyne.Position { return atFR(c.File(), c.Rank()) }
	sc.rect(0, 0, sc.w, sc.h, paper, nil, 0)
	sc.hexFlat(centre, r, hexWood)
	for i := range ximaera.Files { // on the frame: each file below its lowest cell, each rank left of its first
		lo := max(1, i-1)
		sc.text(towards(atFR(i+1, lo), atFR(i+1, lo-1), 0.8), 0.32, hexPaper, string(rune('a'+i)), true)
		sc.text(towards(atFR(lo, i+1), atFR(lo-1, i+1), 0.8), 0.32, hexPaper, strconv.Itoa(i+1), true)
	}
	dots, err := ximaeraDots(g, sh.from)
	if err != nil {
		return scene{}, err
	}
	for c := range ximaera.Cell(ximaera.Cells) {
		sc.hex(at(c), 1/sqrt3-0.03, hexCell, nil, 0)
		switch {
		case dots[c]:
			sc.disc(at(c), 0.13, dotInk, nil, 0)
		case s.At(c) == ximaera.None:
			sc.text(at(c), 0.26, faint, c.String(), false)
		}
	}
	barred, hasBarred := s.Barred()
	for c := range ximaera.Cell(ximaera.Cells) {
		p := s.At(c)
		if p == ximaera.None {
			continue
		}
		o := at(c)
		switch {
		case s.Frozen(c):
			sc.disc(o, 0.44, nil, frozenInk, 0.07)
		case hasBarred && c == barred:
			sc.disc(o, 0.44, nil, markInk, 0.07)
		}
		ximaeraPiece(&sc, p, o, 0xff)
	}
	if sh.next != "" {
		if next.IsDrop() {
			ximaeraPiece(&sc, next.Piece(), at(next.To()), 0x70)
		} else {
			sc.arrow(towards(at(next.From()), at(next.To()), 0.4), towards(at(next.To()), at(next.From()), 0.4), 0.08, arrowInk)
		}
	}
	return sc, nil
}

// ximaeraPiece draws a piece of kind p centred on o, alpha opaque.
func ximaeraPiece(sc *scene, p ximaera.Piece, o fyne.Position, alpha uint8) {
	rim := color.NRGBA{R: 0xc8, G: 0xc8, B: 0xc8, A: 0xff}
	sc.disc(o, 0.36, widgets.WithAlpha(ximaeraPieces[p], alpha), widgets.WithAlpha(rim, alpha), 0.04)
	sc.text(o, 0.4, widgets.WithAlpha(hexPaper, alpha), string(p.Letter()), true)
}

// ximaeraDots are the cells the piece on from may go to now: its legal
// moves, as the engine lists them.
func ximaeraDots(g *ximaera.Game, from string) (map[ximaera.Cell]bool, error) {
	out := map[ximaera.Cell]bool{}
	if from == "" {
		return out, nil
	}
	c, ok := ximaera.ParseCell(from)
	if !ok {
		return nil, fmt.Errorf("rules: Ximaera picture: no cell %q", from)
	}
	for _, ca := range g.Legal() {
		if a := ximaera.Action(ca); !a.IsDrop() && a.From() == c {
			out[a.To()] = true
		}
	}
	return out, nil
}
