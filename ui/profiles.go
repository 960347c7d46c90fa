package ui

import (
	"context"
	"fmt"
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/catalog"
	"xima/storage"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// profilesScreen lists the club's profiles and shows one: its ratings and
// experience per game with a chart of each over time, and the games it
// played, to replay. The store is read and written off Fyne's goroutine.
type profilesScreen struct {
	shell    *Shell
	ctx      context.Context
	cancel   context.CancelFunc
	root     fyne.CanvasObject
	profiles []storage.Profile
	archived *widget.Check
	list     *widget.List
	detail   *fyne.Container
	selected int64
	// shown is the profile on show, with its figures and games.
	shown profileDetail
	games *widget.List
	// tabs are the profile's Ratings and Games.
	tabs  *container.AppTabs
	sides sideNames
}

// profileDetail is what the screen shows of one profile, read together.
type profileDetail struct {
	profile storage.Profile
	ratings []gameRatings
	games   []storage.FinishedGame
}

// gameRatings are a profile's figures in one game and the chart of its
// rating after each game.
type gameRatings struct {
	game  string
	chart image.Image
}

func (ps *profilesScreen) Title() string              { return lang.L("Profiles") }
func (ps *profilesScreen) Content() fyne.CanvasObject { return ps.root }
func (ps *profilesScreen) Close()                     { ps.cancel() }

// showProfiles shows the profiles screen.
func (s *Shell) showProfiles() { s.showProfile(0) }

// showProfile shows the profiles screen with profile id open (the first
// for 0).
func (s *Shell) showProfile(id int64) {
	ps := &profilesScreen{shell: s, selected: id, sides: sideNames{}}
	ps.ctx, ps.cancel = context.WithCancel(s.ctx)
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
	ps.games = widget.NewList(func() int { return len(ps.shown.games) },
		func() fyne.CanvasObject {
			return container.NewBorder(nil, nil, nil, widget.NewButtonWithIcon(lang.L("Replay"), theme.MediaPlayIcon(), nil), widget.NewLabel(""))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			g := ps.shown.games[i]
			row := o.(*fyne.Container)
			row.Objects[0].(*widget.Label).SetText(gameSummary(g, ps.sides.of(g.Game, len(g.Seats))))
			row.Objects[1].(*widget.Button).OnTapped = func() { s.showReplay(g) }
		})
	ps.detail = container.NewStack()
	create := widget.NewButtonWithIcon(lang.L("New profile"), theme.ContentAddIcon(), ps.create)
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), s.ShowHome)
	left := container.NewBorder(container.NewVBox(widgets.BoldLabel(lang.L("Profiles")), ps.archived), container.NewHBox(create, home), nil, nil, ps.list)
	split := container.NewHSplit(left, container.NewPadded(ps.detail))
	split.Offset = 0.28
	ps.root = split
	ps.reload()
	s.Show(ps)
}

// reload reads the profiles again and opens the selected one (the first
// when none is).
func (ps *profilesScreen) reload() {
	archived := ps.archived.Checked
	widgets.Background(ps.shell, ps.ctx, func(ctx context.Context) ([]storage.Profile, error) {
		return ps.shell.db.Profiles(ctx, archived)
	}, func(profiles []storage.Profile) {
		ps.profiles = profiles
		ps.list.UnselectAll()
		ps.list.Refresh()
		for i, p := range profiles {
			if p.ID == ps.selected || ps.selected == 0 {
				ps.list.Select(i)
				return
			}
		}
		ps.detail.Objects = []fyne.CanvasObject{widget.NewLabel(lang.L("Pick a profile, or create one."))}
		ps.detail.Refresh()
	})
}

// create asks for a new profile's name (Enter creates it) and opens the
// profile made.
func (ps *profilesScreen) create() {
	widgets.AskName(ps.shell.win, lang.L("New profile"), lang.L("Create"), "", func(name string, ok bool) {
		if !ok {
			return
		}
		widgets.Background(ps.shell, ps.ctx, func(ctx context.Context) (storage.Profile, error) {
			return ps.shell.db.CreateProfile(ctx, name, "")
		}, func(p storage.Profile) {
			ps.selected = p.ID
			ps.reload()
		})
	})
}

// open reads profile id's figures, charts and games, then shows them.
func (ps *profilesScreen) open(id int64) {
	ps.selected = id
	line, ink, paper := theme.Color(theme.ColorNamePrimary), theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameBackground)
	widgets.Background(ps.shell, ps.ctx, func(ctx context.Context) (profileDetail, error) {
		db := ps.shell.db
		var d profileDetail
		var err error
		if d.profile, err = db.Profile(ctx, id); err != nil {
			return d, err
		}
		games := ratedGames(d.profile)
		for _, game := range games {
			hist, err := db.History(ctx, id, game)
			if err != nil {
				return d, err
			}
			ratings := []float64{storage.StartRating}
			if len(hist) > 0 {
				ratings[0] = hist[0].Before
			}
			for _, h := range hist {
				ratings = append(ratings, h.After)
			}
			d.ratings = append(d.ratings, gameRatings{game: game, chart: widgets.RatingChart(ratings, 640, 240, line, ink, paper)})
		}
		d.games, err = db.SearchGames(ctx, storage.GameFilter{ProfileID: id, Limit: 500})
		return d, err
	}, func(d profileDetail) {
		if d.profile.ID == ps.selected {
			ps.show(d)
		}
	})
}

// show shows a profile: its name and actions above two tabs, the ratings
// with their charts and the games it played.
func (ps *profilesScreen) show(d profileDetail) {
	ps.shown = d
	p := d.profile
	rename := widget.NewButtonWithIcon(lang.L("Rename"), theme.DocumentCreateIcon(), func() { ps.rename(p) })
	archive := widget.NewButtonWithIcon(lang.L("Archive"), theme.FolderIcon(), func() { ps.setArchived(p.ID, true) })
	if p.Archived {
		archive = widget.NewButtonWithIcon(lang.L("Unarchive"), theme.FolderOpenIcon(), func() { ps.setArchived(p.ID, false) })
	}
	head := container.NewVBox(
		container.NewBorder(nil, nil, nil, container.NewHBox(rename, archive), widget.NewLabelWithStyle(p.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})),
		widget.NewLabel(lang.L("Member since {{.Date}}", map[string]any{"Date": p.Created.Local().Format("2006-01-02")})))
	ratings := container.NewVBox()
	for _, gr := range d.ratings {
		r := p.Rating(gr.game)
		ratings.Add(widgets.BoldLabel(gr.game))
		ratings.Add(widget.NewLabel(ratingLine(r)))
		chart := canvas.NewImageFromImage(gr.chart)
		chart.FillMode = canvas.ImageFillContain
		chart.SetMinSize(fyne.NewSize(640, 240))
		ratings.Add(chart)
	}
	ps.games.Refresh()
	ps.games.ScrollToTop()
	gamesTab := container.NewBorder(widget.NewLabel(widgets.GamesCount(len(d.games))), nil, nil, nil, ps.games)
	ps.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Ratings"), container.NewVScroll(ratings)),
		container.NewTabItem(lang.L("Games"), gamesTab))
	ps.detail.Objects = []fyne.CanvasObject{container.NewBorder(head, nil, nil, nil, ps.tabs)}
	ps.detail.Refresh()
}

// ratingLine is a profile's figures in one game, on one line.
func ratingLine(r storage.GameRating) string {
	data := map[string]any{"Rating": fmt.Sprintf("%.2f", r.Rating), "Exp": fmt.Sprintf("%.2f", r.Experience), "Games": r.Games, "W": r.Wins, "D": r.Draws, "L": r.Losses}
	if r.Games == 1 {
		return lang.L("Rating {{.Rating}} · experience {{.Exp}} · 1 rated game ({{.W}} won, {{.D}} drawn, {{.L}} lost)", data)
	}
	return lang.L("Rating {{.Rating}} · experience {{.Exp}} · {{.Games}} rated games ({{.W}} won, {{.D}} drawn, {{.L}} lost)", data)
}

// rename asks for profile p's new name (Enter renames) and shows it.
func (ps *profilesScreen) rename(p storage.Profile) {
	widgets.AskName(ps.shell.win, lang.L("Rename"), lang.L("Rename"), p.Name, func(name string, ok bool) {
		if !ok {
			return
		}
		widgets.Background(ps.shell, ps.ctx, func(ctx context.Context) (struct{}, error) {
			return struct{}{}, ps.shell.db.RenameProfile(ctx, p.ID, name)
		}, func(struct{}) { ps.reload() })
	})
}

// setArchived archives profile id, or brings it back.
func (ps *profilesScreen) setArchived(id int64, archived bool) {
	widgets.Background(ps.shell, ps.ctx, func(ctx context.Context) (struct{}, error) {
		if archived {
			return struct{}{}, ps.shell.db.ArchiveProfile(ctx, id)
		}
		return struct{}{}, ps.shell.db.UnarchiveProfile(ctx, id)
	}, func(struct{}) { ps.reload() })
}

// ratedGames are the games whose rating charts a profile shows, in the
// catalog's order: the first (the flagship, its chart at the start rating
// until the first game) and every other the profile is rated in.
func ratedGames(p storage.Profile) []string {
	all := catalog.All()
	games := []string{all[0].Name}
	for _, k := range all[1:] {
		for _, r := range p.Ratings {
			if r.Game == k.Name {
				games = append(games, k.Name)
				break
			}
		}
	}
	return games
}
