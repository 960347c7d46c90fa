package maxima

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"xima/games/maxima"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// legendOrder lists the pieces as the rules pages take them, the King
// first.
var legendOrder = [...]maxima.Kind{maxima.King, maxima.Guard, maxima.Pawn, maxima.LongLeaper, maxima.Withdrawer,
	maxima.Coordinator, maxima.Immobilizer, maxima.Chameleon, maxima.Mage}

// newLegend names the pieces beside the play screen's board: each
// piece's disc, as the board draws it, and its name in the player's
// language.
func newLegend() fyne.CanvasObject {
	images := pieceImageSet()
	rows := container.NewVBox(widgets.BoldLabel(lang.L("Pieces")))
	for _, k := range legendOrder {
		img := canvas.NewImageFromImage(images[maxima.White][k])
		img.FillMode = canvas.ImageFillContain
		img.ScaleMode = canvas.ImageScaleSmooth
		img.SetMinSize(fyne.NewSquareSize(26))
		rows.Add(container.NewHBox(container.NewCenter(img), widget.NewLabel(pieceName(k))))
	}
	return rows
}
