package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/storage"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// leaderboardScreen ranks the club per game and compares two members.
type leaderboardScreen struct {
	shell     *Shell
	root      fyne.CanvasObject
	game      *widget.Select
	table     *widget.Table
	standings []storage.Standing
	a, b      *widget.Select
	h2h       *widget.Label
	profiles  []storage.Profile
}

func (l *leaderboardScreen) Title() string              { return lang.L("Leaderboard") }
func (l *leaderboardScreen) Content() fyne.CanvasObject { return l.root }
func (l *leaderboardScreen) Close()                     {}

var leaderboardColumns = []string{"#", "Name", "Rating", "Games", "Won", "Drawn", "Lost", "Experience"}

// showLeaderboard shows the leaderboard screen.
func (s *Shell) showLeaderboard() {
	l := &leaderboardScreen{shell: s}
	var games []string
	for _, gk := range s.gameKinds() {
		games = append(games, gk.name)
	}
	l.table = widget.NewTable(
		func() (int, int) { return len(l.standings) + 1, len(leaderboardColumns) },
		func() fyne.CanvasObject { return widget.NewLabel("A long member name") },
		func(id widget.TableCellID, o fyne.CanvasObject) { o.(*widget.Label).SetText(l.cell(id.Row, id.Col)) })
	for i, w := range []float32{50, 220, 100, 80, 70, 70, 70, 110} {
		l.table.SetColumnWidth(i, w)
	}
	l.game = widget.NewSelect(games, func(string) { l.reload() })
	l.h2h = widget.NewLabel("")
	profiles, err := s.db.Profiles(s.ctx, true)
	if err != nil {
		s.ShowError(err)
	}
	l.profiles = profiles
	var names []string
	for _, p := range profiles {
		names = append(names, p.Name)
	}
	l.a = widget.NewSelect(names, func(string) { l.compare() })
	l.b = widget.NewSelect(names, func(string) { l.compare() })
	l.game.SetSelectedIndex(0)
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), s.ShowHome)
	top := container.NewVBox(widgets.BoldLabel(lang.L("Leaderboard")), container.NewHBox(widget.NewLabel(lang.L("Game")), l.game))
	bottom := container.NewVBox(widget.NewSeparator(), widgets.BoldLabel(lang.L("Head to head")),
		container.NewHBox(container.NewGridWrap(fyne.NewSize(200, 36), l.a), widget.NewLabel(lang.L("against")), container.NewGridWrap(fyne.NewSize(200, 36), l.b)),
		l.h2h, container.NewHBox(home))
	l.root = container.NewPadded(container.NewBorder(top, bottom, nil, nil, l.table))
	s.Show(l)
}

func (l *leaderboardScreen) cell(row, col int) string {
	if row == 0 {
		return lang.L(leaderboardColumns[col])
	}
	s := l.standings[row-1]
	return [...]string{fmt.Sprint(s.Rank), s.Name, fmt.Sprintf("%.2f", s.Rating), fmt.Sprint(s.Games),
		fmt.Sprint(s.Wins), fmt.Sprint(s.Draws), fmt.Sprint(s.Losses), fmt.Sprintf("%.2f", s.Experience)}[col]
}

func (l *leaderboardScreen) reload() {
	st, err := l.shell.db.Leaderboard(l.shell.ctx, l.game.Selected, 0)
	if err != nil {
		l.shell.ShowError(err)
		return
	}
	l.standings = st
	l.table.Refresh()
	l.compare()
}

func (l *leaderboardScreen) compare() {
	ia, ib := l.a.SelectedIndex(), l.b.SelectedIndex()
	if ia < 0 || ib < 0 || ia == ib {
		l.h2h.SetText(lang.L("Pick two members."))
		return
	}
	a, b := l.profiles[ia], l.profiles[ib]
	h, err := l.shell.db.HeadToHead(l.shell.ctx, a.ID, b.ID, l.game.Selected)
	if err != nil {
		l.shell.ShowError(err)
		return
	}
	l.h2h.SetText(lang.L("{{.Games}} games: {{.A}} won {{.AW}}, {{.B}} won {{.BW}}, {{.D}} drawn", map[string]any{
		"Games": h.Games, "A": a.Name, "AW": h.AWins, "B": b.Name, "BW": h.BWins, "D": h.Draws}))
}
