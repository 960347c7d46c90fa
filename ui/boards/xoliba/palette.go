package xoliba

import (
	"image/color"

	"xima/games/xoliba"
	"xima/ui/widgets"
)

// The board's colours: light wood and brown lines; the seats' colours are
// the shell's red, blue and green, each piece also carrying its initial.
var (
	wood      = color.NRGBA{R: 0xea, G: 0xd6, B: 0xac, A: 0xff}
	woodEdge  = color.NRGBA{R: 0x9c, G: 0x74, B: 0x44, A: 0xff}
	lineInk   = color.NRGBA{R: 0x6e, G: 0x50, B: 0x2e, A: 0xff}
	white     = color.NRGBA{R: 0xfc, G: 0xfc, B: 0xf8, A: 0xff}
	whiteRim  = color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}
	chosen    = color.NRGBA{R: 0xff, G: 0xd7, B: 0x00, A: 0xff}
	target    = color.NRGBA{R: 0x20, G: 0xc8, B: 0xe8, A: 0xff}
	targetInk = color.NRGBA{R: 0x0b, G: 0x5e, B: 0x70, A: 0xff}
	pickInk   = color.NRGBA{R: 0x9a, G: 0x20, B: 0xb0, A: 0xff}
	pieces    = [xoliba.MaxPlayers + 1]color.NRGBA{
		xoliba.White: white,
		xoliba.Red:   widgets.PlayerColours[0],
		xoliba.Blue:  widgets.PlayerColours[1],
		xoliba.Green: widgets.PlayerColours[3],
	}
	letters = [xoliba.MaxPlayers + 1]string{"", "R", "B", "G"}
)
