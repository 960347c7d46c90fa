package xima

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/render3d"
	"xima/ui/lang"
)

// board3D is the 3D view with its camera and teaching buttons above it.
type board3D struct {
	root fyne.CanvasObject
	view *render3d.View
}

var _ Board = (*board3D)(nil)

// NewBoard3D is the 3D view of r with its camera and teaching buttons, for
// Options.Board3D.
func NewBoard3D(r *render3d.Renderer) Board {
	v := render3d.NewView(r)
	teacher := widget.NewCheck(lang.L("Teacher: slow, with trail"), v.SetTeacher)
	bar := container.NewHBox(
		widget.NewButton(lang.L("Top view"), v.TopView),
		widget.NewButton(lang.L("3/4 view"), v.ThreeQuarterView),
		teacher,
		layout.NewSpacer(),
		widget.NewButtonWithIcon(lang.L("Skip"), theme.MediaFastForwardIcon(), v.SkipAnimation),
	)
	help := widget.NewLabel(lang.L("drag: orbit · right-drag: pan · wheel: zoom · double-click: reset"))
	help.Truncation = fyne.TextTruncateEllipsis
	return &board3D{root: container.NewBorder(bar, help, nil, nil, v), view: v}
}

// Object is the view with its buttons.
func (b *board3D) Object() fyne.CanvasObject { return b.root }

func (b *board3D) SetPosition(s engine.State, m Marks) {
	b.view.SetPosition(s, render3d.Marks{Selected: m.Selected, HasSelected: m.HasSelected, Targets: m.Targets, StepOnly: m.StepOnly,
		Last: m.Last, HasLast: m.HasLast, Earlier: m.Earlier})
}

// Close frees the view's GPU and scene resources once its screen goes.
func (b *board3D) Close() { b.view.Close() }

func (b *board3D) SetOnTapCell(f func(engine.Cell)) { b.view.OnTapCell = f }

func (b *board3D) SetOnTapReserve(f func(p engine.Player, special bool)) { b.view.OnTapReserve = f }

func (b *board3D) Animate(before engine.State, a engine.Action) { b.view.Animate(before, a) }
