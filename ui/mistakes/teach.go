package mistakes

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/ui/boards"
	"xima/ui/host"
	"xima/ui/lang"
	"xima/ui/play"
	"xima/ui/widgets"
)

// Teaching is a teacher's row under a position asked about (a mistake, a
// puzzle): Open in the editor, where the game has a position editor
// (boards.Kind.EditPosition), and Play from here, where the shell plays
// games (a play.Host), so the position can be shown to a class. Both take
// the position as it was asked, not the board after an answer.
type Teaching struct {
	h        host.Host
	kind     boards.Kind
	position func() (core.Game, error)
	edit     *widget.Button
	play     *widget.Button // nil where the shell plays no games
	root     *fyne.Container
}

// NewTeaching makes the row, empty until Show.
func NewTeaching(h host.Host) *Teaching {
	t := &Teaching{h: h}
	t.edit = widget.NewButtonWithIcon(lang.L("Open in the editor"), theme.DocumentCreateIcon(), t.openEditor)
	t.root = container.NewHBox(t.edit)
	if ph, ok := h.(play.Host); ok {
		t.play = widget.NewButtonWithIcon(lang.L("Play from here"), theme.MediaPlayIcon(), func() { t.playOn(ph) })
		t.root.Add(t.play)
	}
	t.Clear()
	return t
}

// Content is the row of buttons.
func (t *Teaching) Content() fyne.CanvasObject { return t.root }

// Show offers the position that position makes afresh, a game of kind.
func (t *Teaching) Show(kind boards.Kind, position func() (core.Game, error)) {
	t.kind, t.position = kind, position
	widgets.SetVisible(t.edit, kind.EditPosition != nil)
	t.root.Show()
}

// Clear offers nothing: no position is asked about.
func (t *Teaching) Clear() {
	t.position = nil
	t.root.Hide()
}

// game makes the position afresh, or says why it cannot.
func (t *Teaching) game() (core.Game, bool) {
	if t.position == nil {
		return nil, false
	}
	g, err := t.position()
	if err != nil {
		t.h.ShowError(err)
		return nil, false
	}
	return g, true
}

func (t *Teaching) openEditor() {
	if g, ok := t.game(); ok && t.kind.EditPosition != nil {
		t.kind.EditPosition(g)
	}
}

func (t *Teaching) playOn(ph play.Host) {
	if g, ok := t.game(); ok {
		play.PlayOn(ph, t.kind, g)
	}
}
