package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/storage"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// profilesScreen lists the club's profiles and shows one: its ratings and
// experience per game, and a chart of its CIMAX over time.
type profilesScreen struct {
	shell    *Shell
	root     fyne.CanvasObject
	profiles []storage.Profile
	archived *widget.Check
	list     *widget.List
	detail   *fyne.Container
	selected int64
}

func (ps *profilesScreen) Title() string              { return lang.L("Profiles") }
func (ps *profilesScreen) Content() fyne.CanvasObject { return ps.root }
func (ps *profilesScreen) Close()                     {}

// showProfiles shows the profiles screen.
func (s *Shell) showProfiles() { s.showProfile(0) }

// showProfile shows the profiles screen with profile id open (none for 0).
func (s *Shell) showProfile(id int64) {
	ps := &profilesScreen{shell: s, selected: id}
	ps.archived = widget.NewCheck(lang.L("Show archived"), func(bool) { ps.reload() })
	ps.list = widget.NewList(func() int { return len(ps.profiles) },
		func() fyne.CanvasObject { return widget.NewLabel("A long profile name here") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			p := ps.profiles[i]
			text := p.Name
			if p.Archived {
				text += " (" + lang.L("archived") + ")"
			}
			o.(*widget.Label).SetText(text)
		})
	ps.list.OnSelected = func(i widget.ListItemID) { ps.open(ps.profiles[i].ID) }
	ps.detail = container.NewVBox()
	create := widget.NewButtonWithIcon(lang.L("New profile"), theme.ContentAddIcon(), ps.create)
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), s.ShowHome)
	left := container.NewBorder(container.NewVBox(widgets.BoldLabel(lang.L("Profiles")), ps.archived), container.NewHBox(create, home), nil, nil, ps.list)
	split := container.NewHSplit(left, container.NewPadded(container.NewVScroll(ps.detail)))
	split.Offset = 0.28
	ps.root = split
	ps.reload()
	s.Show(ps)
}

func (ps *profilesScreen) reload() {
	profiles, err := ps.shell.db.Profiles(ps.shell.ctx, ps.archived.Checked)
	if err != nil {
		ps.shell.ShowError(err)
		return
	}
	ps.profiles = profiles
	ps.list.Refresh()
	for i, p := range profiles {
		if p.ID == ps.selected || ps.selected == 0 {
			ps.list.Select(i)
			return
		}
	}
	ps.detail.RemoveAll()
	ps.detail.Add(widget.NewLabel(lang.L("Pick a profile, or create one.")))
}

func (ps *profilesScreen) create() {
	name := widget.NewEntry()
	dialog.ShowForm(lang.L("New profile"), lang.L("Create"), lang.L("Cancel"), []*widget.FormItem{widget.NewFormItem(lang.L("Name"), name)}, func(ok bool) {
		if !ok {
			return
		}
		p, err := ps.shell.db.CreateProfile(ps.shell.ctx, strings.TrimSpace(name.Text), "")
		if err != nil {
			ps.shell.ShowError(err)
			return
		}
		ps.selected = p.ID
		ps.reload()
	}, ps.shell.win)
}

// open shows profile id's figures and chart.
func (ps *profilesScreen) open(id int64) {
	ps.selected = id
	db, ctx := ps.shell.db, ps.shell.ctx
	p, err := db.Profile(ctx, id)
	if err != nil {
		ps.shell.ShowError(err)
		return
	}
	ps.detail.RemoveAll()
	ps.detail.Add(widget.NewLabelWithStyle(p.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	ps.detail.Add(widget.NewLabel(lang.L("Member since {{.Date}}", map[string]any{"Date": p.Created.Local().Format("2006-01-02")})))
	games := []string{"Xima"}
	for _, r := range p.Ratings {
		if r.Game != "Xima" {
			games = append(games, r.Game)
		}
	}
	for _, game := range games {
		r := p.Rating(game)
		ps.detail.Add(widgets.BoldLabel(game))
		ps.detail.Add(widget.NewLabel(lang.L("Rating {{.Rating}} · experience {{.Exp}} · {{.Games}} rated games ({{.W}} won, {{.D}} drawn, {{.L}} lost)", map[string]any{
			"Rating": fmt.Sprintf("%.2f", r.Rating), "Exp": fmt.Sprintf("%.2f", r.Experience), "Games": r.Games, "W": r.Wins, "D": r.Draws, "L": r.Losses})))
		hist, err := db.History(ctx, id, game)
		if err != nil {
			ps.shell.ShowError(err)
			return
		}
		ratings := []float64{storage.StartRating}
		if len(hist) > 0 {
			ratings[0] = hist[0].Before
		}
		for _, h := range hist {
			ratings = append(ratings, h.After)
		}
		img := widgets.RatingChart(ratings, 640, 240, theme.Color(theme.ColorNamePrimary), theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameBackground))
		chart := canvas.NewImageFromImage(img)
		chart.FillMode = canvas.ImageFillContain
		chart.SetMinSize(fyne.NewSize(640, 240))
		ps.detail.Add(chart)
	}
	rename := widget.NewButtonWithIcon(lang.L("Rename"), theme.DocumentCreateIcon(), func() { ps.rename(p) })
	archive := widget.NewButtonWithIcon(lang.L("Archive"), theme.FolderIcon(), func() {
		if err := db.ArchiveProfile(ctx, p.ID); err != nil {
			ps.shell.ShowError(err)
		}
		ps.reload()
	})
	if p.Archived {
		archive = widget.NewButtonWithIcon(lang.L("Unarchive"), theme.FolderOpenIcon(), func() {
			if err := db.UnarchiveProfile(ctx, p.ID); err != nil {
				ps.shell.ShowError(err)
			}
			ps.reload()
		})
	}
	ps.detail.Add(container.NewHBox(rename, archive))
}

func (ps *profilesScreen) rename(p storage.Profile) {
	name := widget.NewEntry()
	name.SetText(p.Name)
	dialog.ShowForm(lang.L("Rename"), lang.L("Rename"), lang.L("Cancel"), []*widget.FormItem{widget.NewFormItem(lang.L("Name"), name)}, func(ok bool) {
		if !ok {
			return
		}
		if err := ps.shell.db.RenameProfile(ps.shell.ctx, p.ID, strings.TrimSpace(name.Text)); err != nil {
			ps.shell.ShowError(err)
			return
		}
		ps.reload()
		ps.open(p.ID)
	}, ps.shell.win)
}
