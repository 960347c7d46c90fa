package xima

import (
	"image/color"

	engine "xima/games/xima"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// playerInitial is p's colour's initial, translated, which marks blocks
// and panels beside the colour: "R" for Red, "Az" for Azul.
func playerInitial(p engine.Player) string {
	switch p {
	case engine.Blue:
		return lang.L("B")
	case engine.Yellow:
		return lang.L("Y")
	case engine.Green:
		return lang.L("G")
	}
	return lang.L("R")
}

// floorColours shade the pyramid's floors 1 to 4, lighter going up.
var floorColours = [4]color.NRGBA{
	{R: 0x8a, G: 0x6e, B: 0x4b, A: 0xff},
	{R: 0xa8, G: 0x8a, B: 0x62, A: 0xff},
	{R: 0xc6, G: 0xa9, B: 0x7e, A: 0xff},
	{R: 0xe3, G: 0xcb, B: 0xa0, A: 0xff},
}

// playerColour is p's colour.
func playerColour(p engine.Player) color.NRGBA { return widgets.PlayerColours[p] }

// playerName is p's colour name, translated.
func playerName(p engine.Player) string { return lang.L(p.String()) }
