package events

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/storage"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// listScreen lists the club's events, the newest first.
type listScreen struct {
	host Host
	work *worker
	rows *fyne.Container
	root fyne.CanvasObject
}

func (s *listScreen) Title() string              { return lang.L("Events") }
func (s *listScreen) Content() fyne.CanvasObject { return s.root }
func (s *listScreen) Close()                     { s.work.close() }

// Show shows the list of events.
func Show(h Host) {
	s := &listScreen{host: h, work: newWorker(h), rows: container.NewVBox(widget.NewLabel(lang.L("Loading…")))}
	create := widget.NewButtonWithIcon(lang.L("New event"), theme.ContentAddIcon(), func() { showCreate(h) })
	create.Importance = widget.HighImportance
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), h.ShowHome)
	s.root = container.NewPadded(container.NewBorder(
		widgets.BoldLabel(lang.L("Events")), container.NewHBox(home, layout.NewSpacer(), create), nil, nil,
		container.NewVScroll(s.rows)))
	h.Show(s)
	s.reload()
}

func (s *listScreen) reload() {
	db := s.host.DB()
	s.work.run(func(ctx context.Context) (func(), error) {
		list, err := db.Events(ctx)
		if err != nil {
			return nil, err
		}
		return func() { s.fill(list) }, nil
	})
}

func (s *listScreen) fill(list []storage.Event) {
	s.rows.RemoveAll()
	if len(list) == 0 {
		s.rows.Add(widget.NewLabel(lang.L("No events yet: a round robin or a Swiss of any game, among the club's profiles.")))
	}
	for _, e := range list {
		open := widget.NewButtonWithIcon(lang.L("Open"), theme.NavigateNextIcon(), func() { ShowEvent(s.host, e.ID) })
		open.Importance = widget.HighImportance
		del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { s.confirmDelete(e) })
		text := container.NewVBox(widgets.BoldLabel(e.Name), widget.NewLabel(summary(e)))
		s.rows.Add(container.NewBorder(nil, nil, nil, container.NewHBox(del, open), text))
		s.rows.Add(widget.NewSeparator())
	}
	// Add lays the rows out but draws nothing until asked: without this
	// the list showed "Loading…" until the mouse moved.
	s.rows.Refresh()
}

func (s *listScreen) confirmDelete(e storage.Event) {
	dialog.ShowConfirm(lang.L("Delete event"),
		lang.L("Delete the event {{.Name}}? Its games stay in the history.", map[string]any{"Name": e.Name}),
		func(ok bool) {
			if !ok {
				return
			}
			db := s.host.DB()
			s.work.write(func(ctx context.Context) (func(), error) {
				return s.reload, db.DeleteEvent(ctx, e.ID)
			})
		}, s.host.Window())
}
