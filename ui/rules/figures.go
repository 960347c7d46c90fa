package rules

import (
	"fmt"
	"image/color"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/maxima"
	"xima/games/xana"
	"xima/games/xima"
	"xima/games/ximaera"
	"xima/games/xoliba"
)

// figure builds a picture of a rules page from an engine position: the
// position comes from a short record or the engine's own set-up, so the
// engine has checked it is legal.
type figure func() (scene, error)

// figures are every game's pictures, by game and picture name.
var figures = map[string]map[string]figure{
	xima.GameName:    figuresOf(ximaShots(), ximaShot.draw),
	ximaera.GameName: figuresOf(ximaeraShots(), drawXimaera),
	xana.GameName:    figuresOf(xanaShots(), drawXana),
	xoliba.GameName:  figuresOf(xolibaShots(), xolibaShot.draw),
	maxima.GameName:  figuresOf(maximaShots(), maximaShot.draw),
}

// figuresOf makes a figure of each of a game's shots.
func figuresOf[S any](shots map[string]S, draw func(S) (scene, error)) map[string]figure {
	out := map[string]figure{}
	for name, s := range shots {
		out[name] = func() (scene, error) { return draw(s) }
	}
	return out
}

// Games are the games that have rules pages (their pictures here), in
// the catalog's order.
func Games() []string {
	var games []string
	for _, k := range catalog.All() {
		if _, ok := figures[k.Name]; ok {
			games = append(games, k.Name)
		}
	}
	return games
}

// replay plays moves, written in the game's notation, on g: the engine
// refuses any that is not legal.
func replay(g core.Game, moves []string) error {
	for i, m := range moves {
		if _, err := g.PlayText(m); err != nil {
			return fmt.Errorf("rules: %s, action %d: %w", g.Name(), i+1, err)
		}
	}
	return nil
}

// shot is a board game's picture: the position after a record, and what
// to look at in it.
type shot struct {
	record []string
	next   string   // an action drawn on the position (not played); "" for none
	from   string   // the piece whose legal moves are dotted; "" for none
	marks  []string // cells to ring
}

// start makes a game with newGame, plays the shot's record on it and
// reads the shot's next action, which must be legal in the position.
func start[G core.Game](newGame func() (G, error), s shot) (g G, next core.Action, err error) {
	if g, err = newGame(); err != nil {
		return g, 0, err
	}
	if err := replay(g, s.record); err != nil {
		return g, 0, err
	}
	if s.next == "" {
		return g, 0, nil
	}
	if next, err = g.Parse(s.next); err != nil {
		return g, 0, fmt.Errorf("rules: %s %s: %w", g.Name(), s.next, err)
	}
	return g, next, nil
}

// The pictures' own colours, the same in the light and the dark theme:
// each picture sits on its own paper.
var (
	paper    = color.NRGBA{R: 0xfb, G: 0xf6, B: 0xea, A: 0xff}
	ink      = color.NRGBA{R: 0x20, G: 0x20, B: 0x20, A: 0xff}
	faint    = color.NRGBA{R: 0x70, G: 0x68, B: 0x60, A: 0xff}
	arrowInk = color.NRGBA{R: 0x10, G: 0x70, B: 0x20, A: 0xff}
	markInk  = color.NRGBA{R: 0xff, G: 0x80, B: 0x00, A: 0xff}
	takenInk = color.NRGBA{R: 0xc0, G: 0x10, B: 0x10, A: 0xff}
)
