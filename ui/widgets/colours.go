package widgets

import "image/color"

// PlayerColours are the seats' colours, red first; each player's blocks
// also carry the colour's initial, so no one depends on hue alone.
var PlayerColours = [4]color.NRGBA{
	{R: 0xd6, G: 0x27, B: 0x28, A: 0xff},
	{R: 0x1f, G: 0x6f, B: 0xc4, A: 0xff},
	{R: 0xf0, G: 0xc0, B: 0x10, A: 0xff},
	{R: 0x2c, G: 0xa0, B: 0x2c, A: 0xff},
}

var (
	SelectedColour = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
	TargetColour   = color.NRGBA{R: 0x20, G: 0xe0, B: 0xff, A: 0xff}
	StepColour     = color.NRGBA{R: 0x20, G: 0xe0, B: 0xff, A: 0x90}
	LastColour     = color.NRGBA{R: 0xff, G: 0x80, B: 0x00, A: 0xff}
	SummitColour   = color.NRGBA{R: 0xff, G: 0xd7, B: 0x00, A: 0xff}
	InkColour      = color.NRGBA{A: 0xff}
	PaperColour    = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
)

// WithAlpha returns c with alpha a.
func WithAlpha(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}
