package ui

import (
	"image/color"

	"xima/games/xima"
	"xima/ui/lang"
)

// playerColours are the seats' colours, red first; each player's blocks
// also carry the colour's initial, so no one depends on hue alone.
var playerColours = [4]color.NRGBA{
	{R: 0xd6, G: 0x27, B: 0x28, A: 0xff},
	{R: 0x1f, G: 0x6f, B: 0xc4, A: 0xff},
	{R: 0xf0, G: 0xc0, B: 0x10, A: 0xff},
	{R: 0x2c, G: 0xa0, B: 0x2c, A: 0xff},
}

// playerInitials mark blocks and panels beside the colour.
var playerInitials = [4]string{"R", "B", "Y", "G"}

// floorColours shade the pyramid's floors 1 to 4, lighter going up.
var floorColours = [4]color.NRGBA{
	{R: 0x8a, G: 0x6e, B: 0x4b, A: 0xff},
	{R: 0xa8, G: 0x8a, B: 0x62, A: 0xff},
	{R: 0xc6, G: 0xa9, B: 0x7e, A: 0xff},
	{R: 0xe3, G: 0xcb, B: 0xa0, A: 0xff},
}

var (
	colourSelected = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
	colourTarget   = color.NRGBA{R: 0x20, G: 0xe0, B: 0xff, A: 0xff}
	colourStep     = color.NRGBA{R: 0x20, G: 0xe0, B: 0xff, A: 0x90}
	colourLast     = color.NRGBA{R: 0xff, G: 0x80, B: 0x00, A: 0xff}
	colourSummit   = color.NRGBA{R: 0xff, G: 0xd7, B: 0x00, A: 0xff}
	colourInk      = color.NRGBA{A: 0xff}
	colourPaper    = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
)

// playerColour is p's colour.
func playerColour(p xima.Player) color.NRGBA { return playerColours[p] }

// playerName is p's colour name, translated.
func playerName(p xima.Player) string { return lang.L(p.String()) }

// withAlpha returns c with alpha a.
func withAlpha(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}
