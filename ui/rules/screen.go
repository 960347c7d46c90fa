// Package rules shows each game's rules in the window: a few short pages
// per game, in English or Spanish, illustrated by pictures the app draws
// from positions its engines built and checked.
//
// NewScreen is the rules as a screen of their own (from the home screen);
// Show puts the same pages over whatever the window shows (from a play
// screen, whose game goes on beneath).
package rules

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/ui/lang"
)

// Screen is one game's rules, a page at a time: the pages' titles on the
// left, the page's picture with its caption and its text (which alone
// scrolls), Back and Next below. It is a host.Screen.
type Screen struct {
	game     string
	pages    []page
	pictures map[string]fyne.CanvasObject
	index    int

	list       *widget.List
	heading    *widget.Label
	body       *fyne.Container // the page: picture and text
	back, next *widget.Button
	count      *widget.Label
	root       fyne.CanvasObject
}

// NewScreen makes the rules screen of a game (a catalog name: "Xima"), in
// the window's language; its Close button calls done (the home screen).
func NewScreen(game string, done func()) (*Screen, error) {
	pages, err := readPages(language(), game)
	if err != nil {
		return nil, err
	}
	r := &Screen{game: game, pages: pages, pictures: map[string]fyne.CanvasObject{}}
	r.heading = widget.NewLabel("")
	r.heading.TextStyle.Bold = true
	r.heading.Truncation = fyne.TextTruncateEllipsis
	r.list = widget.NewList(
		func() int { return len(r.pages) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(strconv.Itoa(i+1) + ". " + r.pages[i].title)
		})
	r.list.OnSelected = func(i widget.ListItemID) {
		if i != r.index {
			r.show(i)
		}
	}
	r.back = widget.NewButton(lang.L("Back"), func() { r.show(r.index - 1) })
	r.next = widget.NewButton(lang.L("Next"), func() { r.show(r.index + 1) })
	r.count = widget.NewLabel("")
	closeButton := widget.NewButton(lang.L("Close"), done)
	nav := container.NewHBox(closeButton, layout.NewSpacer(), r.back, r.count, r.next)
	r.body = container.NewStack()
	width := canvas.NewRectangle(color.Transparent) // only sets the list's width
	width.SetMinSize(fyne.NewSize(190, 0))
	list := container.NewStack(width, r.list)
	r.root = container.NewBorder(r.heading, nav, list, nil, r.body)
	r.show(0)
	return r, nil
}

// Show puts a game's rules over whatever w shows, in a pop-up as large as
// the window, until its Close button: a play screen's game goes on
// beneath.
func Show(w fyne.Window, game string) error {
	var pop *widget.PopUp
	r, err := NewScreen(game, func() { pop.Hide() })
	if err != nil {
		return err
	}
	pop = widget.NewModalPopUp(r.Content(), w.Canvas())
	pop.Resize(w.Canvas().Size())
	pop.Show()
	return nil
}

// Title is "Xima rules", translated.
func (r *Screen) Title() string { return lang.L("{{.Game}} rules", map[string]any{"Game": r.game}) }

// Content is the screen's content.
func (r *Screen) Content() fyne.CanvasObject { return r.root }

// Close does nothing: the screen starts no goroutine and saves nothing.
func (r *Screen) Close() {}

// TypedKey turns the pages with the left and right arrow keys.
func (r *Screen) TypedKey(k *fyne.KeyEvent) {
	switch k.Name {
	case fyne.KeyLeft, fyne.KeyPageUp:
		r.show(r.index - 1)
	case fyne.KeyRight, fyne.KeyPageDown:
		r.show(r.index + 1)
	}
}

// Page returns the number of the page on show, from 0, and how many there
// are.
func (r *Screen) Page() (int, int) { return r.index, len(r.pages) }

// show puts page i on the screen (nothing happens past either end).
func (r *Screen) show(i int) {
	if i < 0 || i >= len(r.pages) {
		return
	}
	r.index = i
	p := r.pages[i]
	r.heading.SetText(fmt.Sprintf("%s — %s", r.game, p.title))
	r.count.SetText(lang.L("Page {{.Page}} of {{.Pages}}", map[string]any{"Page": i + 1, "Pages": len(r.pages)}))
	r.back.Disable()
	if i > 0 {
		r.back.Enable()
	}
	r.next.Disable()
	if i < len(r.pages)-1 {
		r.next.Enable()
	}
	text := widget.NewRichTextFromMarkdown(p.text)
	text.Wrapping = fyne.TextWrapWord
	var content fyne.CanvasObject = container.NewVScroll(text)
	if p.picture != "" {
		caption := widget.NewLabel(p.caption)
		caption.Wrapping = fyne.TextWrapWord
		caption.Importance = widget.MediumImportance
		picture := container.New(pictureLayout{}, r.picture(p.picture), caption)
		content = container.NewGridWithColumns(2, picture, content)
	}
	r.body.Objects = []fyne.CanvasObject{content}
	r.body.Refresh()
	r.list.Select(i)
}

// picture draws the page's picture once, or says why it cannot.
func (r *Screen) picture(name string) fyne.CanvasObject {
	if o, ok := r.pictures[name]; ok {
		return o
	}
	var o fyne.CanvasObject
	draw, ok := figures[r.game][name]
	if !ok {
		o = widget.NewLabel(fmt.Sprintf("rules: %s has no picture %q", r.game, name))
	} else if sc, err := draw(); err != nil {
		o = widget.NewLabel(err.Error())
	} else {
		o = newDrawing(sc, 260)
	}
	r.pictures[name] = o
	return o
}

// pictureLayout puts a picture at the top, as large as the width and the
// room its caption leaves allow, and the caption right under it.
type pictureLayout struct{}

func (pictureLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	picture, caption := objects[0], objects[1]
	caption.Resize(fyne.NewSize(size.Width, caption.MinSize().Height))
	below := caption.MinSize().Height + theme.Padding() // wrapped to the width
	h := size.Height - below
	if d, ok := picture.(*drawing); ok {
		h = min(h, size.Width*d.scene.h/d.scene.w)
	}
	picture.Move(fyne.NewPos(0, 0))
	picture.Resize(fyne.NewSize(size.Width, h))
	caption.Move(fyne.NewPos(0, h+theme.Padding()))
	caption.Resize(fyne.NewSize(size.Width, caption.MinSize().Height))
}

// MinSize leaves the caption room for its text wrapped to the picture's
// least width: a wrapped label's own least size follows the width it was
// last given, none at first, when the window sizes itself to its content.
func (pictureLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	picture := objects[0].MinSize()
	caption := objects[1].(*widget.Label)
	style := fyne.TextStyle{}
	line := fyne.MeasureText(caption.Text, theme.TextSize(), style)
	lines := float32(math.Ceil(float64(line.Width/picture.Width))) + 1
	return fyne.NewSize(picture.Width, picture.Height+theme.Padding()+lines*line.Height+2*theme.InnerPadding())
}
