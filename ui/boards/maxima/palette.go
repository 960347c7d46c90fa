package maxima

import (
	"image/color"
)

// Colours of the Maxima board: a chess board's squares, and marks that
// differ in shape as well as hue (dots for destinations, frames for
// captures, a snowflake for frozen pieces).
var (
	light          = color.NRGBA{R: 0xf0, G: 0xd9, B: 0xb5, A: 0xff}
	dark           = color.NRGBA{R: 0xb5, G: 0x88, B: 0x63, A: 0xff}
	goal           = color.NRGBA{R: 0x6a, G: 0x4a, B: 0x9c, A: 0xff}
	lastColour     = color.NRGBA{R: 0xf6, G: 0xe0, B: 0x3c, A: 0x80}
	checkColour    = color.NRGBA{R: 0xe0, G: 0x20, B: 0x20, A: 0xa0}
	selectedColour = color.NRGBA{R: 0x1a, G: 0x8c, B: 0x2e, A: 0xff}
	targetColour   = color.NRGBA{R: 0x1a, G: 0x8c, B: 0x2e, A: 0xb0}
	captureColour  = color.NRGBA{R: 0xd0, G: 0x10, B: 0x10, A: 0xff}
	frost          = color.NRGBA{R: 0x8c, G: 0xc8, B: 0xf0, A: 0xff}
	frostInk       = color.NRGBA{R: 0x10, G: 0x50, B: 0xc0, A: 0xff}

	// pieceInks are each side's piece images' fill and lines: White's
	// white with black lines, Black's black with light lines.
	pieceInks = [2][2]color.NRGBA{
		{{R: 0xff, G: 0xff, B: 0xff, A: 0xff}, {R: 0x10, G: 0x10, B: 0x10, A: 0xff}},
		{{R: 0x20, G: 0x20, B: 0x20, A: 0xff}, {R: 0xf4, G: 0xf4, B: 0xf4, A: 0xff}},
	}
)
