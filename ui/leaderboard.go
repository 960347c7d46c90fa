package ui

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/storage"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// leaderboardScreen ranks the club per game, sorted by the column whose
// heading was clicked last, opens a member's profile from their row, and
// compares two members. The store is read off Fyne's goroutine.
type leaderboardScreen struct {
	shell     *Shell
	ctx       context.Context
	cancel    context.CancelFunc
	root      fyne.CanvasObject
	game      *widget.Select
	table     *widget.Table
	standings []storage.Standing
	// sortBy is the column the rows are sorted by; descending puts the
	// largest first (names: Z first).
	sortBy     int
	descending bool
	a, b       *widget.Select
	h2h        *widget.Label
	profiles   []storage.Profile
}

func (l *leaderboardScreen) Title() string              { return lang.L("Leaderboard") }
func (l *leaderboardScreen) Content() fyne.CanvasObject { return l.root }
func (l *leaderboardScreen) Close()                     { l.cancel() }

var leaderboardColumns = []string{"#", "Name", "Rating", "Games", "Won", "Drawn", "Lost", "Experience"}

// The columns the leaderboard sorts by.
const (
	columnRank = iota
	columnName
)

// showLeaderboard shows the leaderboard screen, best rating first.
func (s *Shell) showLeaderboard() {
	l := &leaderboardScreen{shell: s, sortBy: columnRank}
	l.ctx, l.cancel = context.WithCancel(s.ctx)
	var games []string
	for _, gk := range s.gameKinds() {
		games = append(games, gk.Name)
	}
	l.table = widget.NewTable(
		func() (int, int) { return len(l.standings), len(leaderboardColumns) },
		func() fyne.CanvasObject { return widget.NewLabel("A long member name") },
		func(id widget.TableCellID, o fyne.CanvasObject) { o.(*widget.Label).SetText(l.cell(id.Row, id.Col)) })
	l.table.ShowHeaderRow = true
	l.table.CreateHeader = func() fyne.CanvasObject { return widget.NewButton("", nil) }
	l.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		b := o.(*widget.Button)
		b.SetText(l.heading(id.Col))
		b.OnTapped = func() { l.sort(id.Col) }
	}
	l.table.OnSelected = func(id widget.TableCellID) {
		l.table.UnselectAll()
		if id.Row >= 0 && id.Row < len(l.standings) {
			s.showProfile(l.standings[id.Row].ProfileID)
		}
	}
	for i, w := range []float32{50, 220, 100, 80, 70, 70, 70, 120} {
		l.table.SetColumnWidth(i, w)
	}
	l.game = widgets.NewSelect(games, func(string) { l.reload() })
	l.h2h = widget.NewLabel("")
	l.a = widgets.NewSelect(nil, func(string) { l.compare() })
	l.b = widgets.NewSelect(nil, func(string) { l.compare() })
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), s.ShowHome)
	top := container.NewVBox(widgets.BoldLabel(lang.L("Leaderboard")), container.NewHBox(widget.NewLabel(lang.L("Game")), l.game),
		widget.NewLabel(lang.L("Click a heading to sort by it, a row to open the member's profile.")))
	bottom := container.NewVBox(widget.NewSeparator(), widgets.BoldLabel(lang.L("Head to head")),
		container.NewHBox(container.NewGridWrap(fyne.NewSize(200, 36), l.a), widget.NewLabel(lang.L("against")), container.NewGridWrap(fyne.NewSize(200, 36), l.b)),
		l.h2h, container.NewHBox(home))
	l.root = container.NewPadded(container.NewBorder(top, bottom, nil, nil, l.table))
	widgets.Background(s, l.ctx, func(ctx context.Context) ([]storage.Profile, error) {
		return s.db.Profiles(ctx, true)
	}, func(profiles []storage.Profile) {
		l.profiles = profiles
		var names []string
		for _, p := range profiles {
			names = append(names, p.Name)
		}
		l.a.SetOptions(names)
		l.b.SetOptions(names)
	})
	l.game.SetSelectedIndex(0)
	s.Show(l)
}

// heading is a column's heading, with an arrow on the sorted one.
func (l *leaderboardScreen) heading(col int) string {
	h := lang.L(leaderboardColumns[col])
	if col == l.sortBy {
		if l.descending {
			return h + " ▼"
		}
		return h + " ▲"
	}
	return h
}

func (l *leaderboardScreen) cell(row, col int) string {
	s := l.standings[row]
	return [...]string{fmt.Sprint(s.Rank), s.Name, fmt.Sprintf("%.2f", s.Rating), fmt.Sprint(s.Games),
		fmt.Sprint(s.Wins), fmt.Sprint(s.Draws), fmt.Sprint(s.Losses), fmt.Sprintf("%.2f", s.Experience)}[col]
}

// sort sorts the rows by col: a click on the sorted column turns the
// order round; a new column starts with the best first (the highest
// figures, the first rank, names from A).
func (l *leaderboardScreen) sort(col int) {
	if col == l.sortBy {
		l.descending = !l.descending
	} else {
		l.sortBy, l.descending = col, col != columnRank && col != columnName
	}
	l.sortRows()
	l.table.Refresh()
}

// sortRows puts the rows in the chosen order, ties by rank.
func (l *leaderboardScreen) sortRows() {
	key := func(s storage.Standing) float64 {
		return [...]float64{float64(s.Rank), 0, s.Rating, float64(s.Games), float64(s.Wins), float64(s.Draws), float64(s.Losses), s.Experience}[l.sortBy]
	}
	slices.SortStableFunc(l.standings, func(x, y storage.Standing) int {
		c := cmp.Compare(key(x), key(y))
		if l.sortBy == columnName {
			c = strings.Compare(strings.ToLower(x.Name), strings.ToLower(y.Name))
		}
		if l.descending {
			c = -c
		}
		return cmp.Or(c, cmp.Compare(x.Rank, y.Rank))
	})
}

// reload reads the chosen game's standings.
func (l *leaderboardScreen) reload() {
	game := l.game.Selected
	widgets.Background(l.shell, l.ctx, func(ctx context.Context) ([]storage.Standing, error) {
		return l.shell.db.Leaderboard(ctx, game, 0)
	}, func(st []storage.Standing) {
		if game != l.game.Selected {
			return // an earlier choice's answer, come after the later one's
		}
		l.standings = st
		l.sortRows()
		l.table.Refresh()
		l.compare()
	})
}

// compare shows the two chosen members' games against each other.
func (l *leaderboardScreen) compare() {
	ia, ib := l.a.SelectedIndex(), l.b.SelectedIndex()
	if ia < 0 || ib < 0 || ia == ib {
		l.h2h.SetText(lang.L("Pick two members."))
		return
	}
	a, b, game := l.profiles[ia], l.profiles[ib], l.game.Selected
	widgets.Background(l.shell, l.ctx, func(ctx context.Context) (storage.HeadToHead, error) {
		return l.shell.db.HeadToHead(ctx, a.ID, b.ID, game)
	}, func(h storage.HeadToHead) {
		if l.a.SelectedIndex() != ia || l.b.SelectedIndex() != ib || l.game.Selected != game {
			return // an earlier choice's answer
		}
		l.h2h.SetText(lang.L("{{.Games}}: {{.A}} won {{.AW}}, {{.B}} won {{.BW}}, {{.D}} drawn", map[string]any{
			"Games": widgets.GamesCount(h.Games), "A": a.Name, "AW": h.AWins, "B": b.Name, "BW": h.BWins, "D": h.Draws}))
	})
}
