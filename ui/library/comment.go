package library

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"xima/ui/lang"
	"xima/ui/widgets"
)

// commentPane is the book's comment on the move on show, beside the board
// of the library's game screen and of its replay, in 2D and 3D alike: the
// move, the comment in the window's language (a paragraph that scrolls
// where it is longer than the room left), and, beside the move under a
// translation, a note saying it is ours.
type commentPane struct {
	root fyne.CanvasObject
	move *widget.Label
	text *widget.RichText
	// ours says the comment is our translation, not the book's words;
	// hidden under the book's English.
	ours *widget.Label
}

func newCommentPane() *commentPane {
	c := &commentPane{move: widgets.BoldLabel(""), text: widget.NewRichTextWithText("")}
	c.text.Wrapping = fyne.TextWrapWord
	c.ours = widget.NewLabelWithStyle(lang.L("Our translation from the English"), fyne.TextAlignTrailing, fyne.TextStyle{Italic: true})
	c.ours.Truncation = fyne.TextTruncateEllipsis
	c.ours.Hide()
	c.root = container.NewBorder(container.NewBorder(nil, nil, c.move, nil, c.ours), nil, nil, nil, container.NewVScroll(c.text))
	return c
}

// framed is the pane at least height tall, for a column that gives its
// rows their least height (the replay's).
func (c *commentPane) framed(height float32) fyne.CanvasObject {
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(0, height))
	return container.NewStack(room, c.root)
}

// show shows step i of steps (0 is the opening): its move and the
// comment on it, or the app's word that there is none, in italics.
func (c *commentPane) show(steps []step, i int) {
	s := steps[i]
	if i == 0 {
		c.move.SetText(lang.L("The opening"))
	} else {
		c.move.SetText(s.move)
	}
	text, translated := s.note()
	switch {
	case text != "":
		c.set(text, false)
	case i == 0:
		c.set(lang.L("Step through the game: the book's comment on a move shows here."), true)
	default:
		c.set(lang.L("The book has no comment on this move."), true)
	}
	if translated {
		c.ours.Show()
	} else {
		c.ours.Hide()
	}
}

// set shows text as the comment's paragraph, in italics for the app's own
// words.
func (c *commentPane) set(text string, appWords bool) {
	style := widget.RichTextStyleParagraph
	style.TextStyle.Italic = appWords
	c.text.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: text, Style: style}}
	c.text.Refresh()
}
