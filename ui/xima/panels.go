package xima

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// seatCard is one player's score panel, three compact lines: colour,
// name and clock; blocks in reserve, on the board and captured; the live
// force and power.
type seatCard struct {
	root   fyne.CanvasObject
	swatch *canvas.Rectangle
	name   *widget.Label
	clock  *widget.Label
	blocks *widget.Label
	force  *widget.Label
}

func newSeatCard(p engine.Player, name string) *seatCard {
	c := &seatCard{
		swatch: canvas.NewRectangle(playerColour(p)),
		name:   widget.NewLabelWithStyle(playerInitial(p)+"  "+seatTitle(name, p), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		clock:  widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true, Bold: true}),
		blocks: widget.NewLabel(""),
		force:  widget.NewLabel(""),
	}
	// Long names and Spanish words shorten rather than widen the panel.
	for _, l := range []*widget.Label{c.name, c.blocks, c.force} {
		l.Truncation = fyne.TextTruncateEllipsis
	}
	c.swatch.SetMinSize(fyne.NewSize(10, 10))
	c.swatch.CornerRadius = 3
	c.swatch.StrokeWidth = 0
	c.root = widgets.Compact(widgets.CompactRow(c.swatch,
		widgets.CompactColumn(widgets.CompactRow(nil, c.name, c.clock), c.blocks, c.force), nil))
	return c
}

// update shows player p's figures; active marks the player to move.
func (c *seatCard) update(s *engine.State, p engine.Player, m engine.Magnitudes, active bool) {
	c.blocks.SetText(blocksText(s, p))
	c.force.SetText(forceText(m, p))
	c.swatch.StrokeWidth = 0
	c.swatch.SetMinSize(fyne.NewSize(10, 10))
	if active {
		c.swatch.SetMinSize(fyne.NewSize(22, 10))
		c.swatch.StrokeColor, c.swatch.StrokeWidth = color.White, 2
	}
	c.swatch.Refresh()
	if active {
		c.name.Importance = widget.HighImportance
	} else {
		c.name.Importance = widget.MediumImportance
	}
	c.name.Refresh()
}

// blocksText is player p's blocks in reserve, on the board and captured,
// and whether p is out.
func blocksText(s *engine.State, p engine.Player) string {
	status := ""
	if !s.Alive(p) {
		status = "  · " + lang.L("out")
	}
	return lang.L("Reserve {{.Reserve}} · on board {{.Board}} · captured {{.Took}}", map[string]any{
		"Reserve": s.Reserve(p), "Board": s.OnBoard(p), "Took": s.Took(p)}) + status
}

// forceText is player p's live game force and power.
func forceText(m engine.Magnitudes, p engine.Player) string {
	return lang.L("Force {{.Force}} · power {{.Power}}", map[string]any{
		"Force": fmt.Sprintf("%.2f", m.Forces[p].Total()), "Power": fmt.Sprintf("%.3f", m.Powers[p])})
}

// moveRows writes a game's events as move list rows: "12. Red -G2", short
// or long notation, with resignations and flag falls.
func moveRows(events []engine.Event, long bool) []string {
	var rows []string
	dice := ""
	for _, ev := range events {
		who := playerName(ev.Player)
		switch ev.Kind {
		case engine.EventRoll:
			dice = " "
			for _, d := range ev.Dice {
				dice += dieFace(d)
			}
		case engine.EventAction:
			text := ev.Short
			if long {
				text = ev.Long
			}
			text = widgets.MoveWords(text)
			rows = append(rows, fmt.Sprintf("%d. %s%s %s", ev.Round, who, dice, text))
			dice = ""
		case engine.EventResign:
			rows = append(rows, fmt.Sprintf("%d. %s %s", ev.Round, who, lang.L("resigns")))
		case engine.EventFlag:
			rows = append(rows, fmt.Sprintf("%d. %s %s", ev.Round, who, lang.L("flag falls")))
		}
	}
	return rows
}

// seatTitle is a Xima seat's player and colour: "Ana (Red)".
func seatTitle(name string, p engine.Player) string { return widgets.SeatLabel(name, playerName(p)) }
