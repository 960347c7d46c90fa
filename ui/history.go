package ui

import (
	"fmt"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/catalog"
	"xima/games/core"
	engine "xima/games/xima"
	"xima/storage"
	"xima/ui/lang"
	"xima/ui/session"
	"xima/ui/widgets"
	ximaui "xima/ui/xima"
)

// historyScreen lists the finished games, filtered by player, to replay or
// export.
type historyScreen struct {
	shell    *Shell
	root     fyne.CanvasObject
	games    []storage.FinishedGame
	profiles []storage.Profile
	player   *widget.Select
	list     *widget.List
	sides    sideNames
}

func (h *historyScreen) Title() string              { return lang.L("History") }
func (h *historyScreen) Content() fyne.CanvasObject { return h.root }
func (h *historyScreen) Close()                     {}

// ShowHistory shows the finished games.
func (s *Shell) ShowHistory() {
	h := &historyScreen{shell: s, sides: sideNames{}}
	profiles, err := s.db.Profiles(s.ctx, true)
	if err != nil {
		s.ShowError(err)
	}
	h.profiles = profiles
	names := []string{lang.L("Everyone")}
	for _, p := range profiles {
		names = append(names, p.Name)
	}
	h.list = widget.NewList(func() int { return len(h.games) },
		func() fyne.CanvasObject {
			return container.NewBorder(nil, nil, nil, container.NewHBox(
				widget.NewButtonWithIcon(lang.L("Export"), theme.DocumentSaveIcon(), nil),
				widget.NewButtonWithIcon(lang.L("Replay"), theme.MediaPlayIcon(), nil)), widget.NewLabel(""))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			g := h.games[i]
			row := o.(*fyne.Container)
			row.Objects[0].(*widget.Label).SetText(gameSummary(g, h.sides.of(g.Game, len(g.Seats))))
			buttons := row.Objects[1].(*fyne.Container).Objects
			buttons[0].(*widget.Button).OnTapped = func() { s.exportRecord(g) }
			buttons[1].(*widget.Button).OnTapped = func() { s.showReplay(g) }
		})
	h.player = widget.NewSelect(names, func(string) { h.reload() })
	h.player.SetSelectedIndex(0)
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), s.ShowHome)
	imp := widget.NewButtonWithIcon(lang.L("Import record"), theme.FolderOpenIcon(), s.importRecord)
	top := container.NewVBox(widgets.BoldLabel(lang.L("History")), container.NewHBox(widget.NewLabel(lang.L("Player")), container.NewGridWrap(fyne.NewSize(220, 36), h.player)))
	h.root = container.NewPadded(container.NewBorder(top, container.NewHBox(home, imp), nil, nil, h.list))
	s.Show(h)
}

func (h *historyScreen) reload() {
	f := storage.GameFilter{Limit: 500}
	if i := h.player.SelectedIndex(); i > 0 {
		f.ProfileID = h.profiles[i-1].ID
	}
	games, err := h.shell.db.SearchGames(h.shell.ctx, f)
	if err != nil {
		h.shell.ShowError(err)
		return
	}
	h.games = games
	h.list.Refresh()
}

// gameSummary is a finished game on one line, sides being its seats'
// sides in words: a guest (no name) shows as the side they played, the
// result in words.
func gameSummary(g storage.FinishedGame, sides []string) string {
	var seats []string
	for i, st := range g.Seats {
		seats = append(seats, seatName(st.Name, sides[i]))
	}
	kind := lang.L("casual")
	if g.Rated {
		kind = lang.L("rated")
	}
	result := lang.Result(g.Result) // a draw, or a winner without a seat row
	for i, st := range g.Seats {
		if st.Outcome == storage.Win {
			result = lang.L("winner") + " " + seatName(st.Name, sides[i])
		}
	}
	when := g.Started
	if when.IsZero() {
		when = g.Ended
	}
	return fmt.Sprintf("%s · %s · %s · %s · %s", when.Local().Format("2006-01-02 15:04"), g.Game,
		strings.Join(seats, " – "), kind, result)
}

// sideNames keeps the sides of each game's table sizes once worked out:
// a list of games asks for the same few on every row it draws.
type sideNames map[string][]string

// of returns the sides, in words, of the seats of a game of n players (as
// they sit at the start), or "" where the game is not known.
func (c sideNames) of(game string, n int) []string {
	key := fmt.Sprintf("%s/%d", game, n)
	if sides, ok := c[key]; ok {
		return sides
	}
	sides := seatSides(game, n)
	c[key] = sides
	return sides
}

func seatSides(game string, n int) []string {
	sides := make([]string, n)
	kind, err := catalog.Find(game)
	if err != nil {
		return sides
	}
	g, err := kind.New(catalog.Options{Seats: n})
	if err != nil {
		return sides
	}
	for i := range sides {
		sides[i] = lang.Side(g.SeatCode(i))
	}
	return sides
}

// seatName is a seat's player, or the side for a guest.
func seatName(name, side string) string {
	name = widgets.PlayerName(name)
	if name == "" {
		return lang.L("Guest") + " (" + side + ")"
	}
	return name
}

// exportRecord writes a finished game's record to a file the user picks.
func (s *Shell) exportRecord(g storage.FinishedGame) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		defer w.Close()
		if _, err := io.WriteString(w, g.Record); err != nil {
			s.ShowError(err)
		}
	}, s.win)
	d.SetFileName(fmt.Sprintf("%s-%s.%s", strings.ToLower(g.Game), g.Ended.Local().Format("20060102-1504"), strings.ToLower(g.Game)))
	d.Show()
}

// importRecord reads a record file the user picks.
func (s *Shell) importRecord() {
	dialog.ShowFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		defer r.Close()
		name := r.URI().Name()
		if err := s.importFrom(name, r); err != nil {
			s.ShowError(err)
		}
	}, s.win)
}

// importFrom reads a record: a finished game joins the history (casual,
// the players as guests); an unfinished one opens to be played on. A bad
// file changes nothing and the error names the file and the place.
func (s *Shell) importFrom(name string, r io.Reader) error {
	return s.openRecord(name, r, true)
}

// OpenRecord shows a record file without adding it to the history: a
// finished game to replay, an unfinished one to play on.
func (s *Shell) OpenRecord(name string, r io.Reader) error {
	return s.openRecord(name, r, false)
}

func (s *Shell) openRecord(name string, r io.Reader, keep bool) error {
	g, kind, err := catalog.ReadAny(r)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	// A name the store would refuse is refused now, not at every autosave.
	names := g.Names()
	for i, n := range names {
		if n == "" {
			continue
		}
		if err := storage.CheckName(n); err != nil {
			return fmt.Errorf("%s: %s %s: %w", name, lang.L("the name of"), g.SeatCode(i), err)
		}
	}
	text, err := core.RecordText(g)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	switch {
	case !g.Result().Over:
		return s.playRecord(kind, g, text)
	case !keep:
		return s.replayRecord(kind, g, text)
	}
	seats := make([]session.Seat, len(names))
	for i, n := range names {
		seats[i].Name = n
	}
	fg := session.FinishedRow(g, text, seats)
	fg.Game, fg.Mode, fg.Started = kind.Name, "imported", s.opt.Now()
	if _, err := s.db.RecordGame(s.ctx, fg, 0); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	s.ShowHistory()
	return nil
}

// showReplay opens a finished game of the history at its end.
func (s *Shell) showReplay(fg storage.FinishedGame) {
	var names []string
	for _, st := range fg.Seats {
		names = append(names, st.Name)
	}
	if kind, ok := findBoardKind(fg.Game); ok {
		s.replayBoardGame(kind, fg.Record, names)
		return
	}
	ximaui.ShowReplay(s, fg, names)
}

// playRecord plays on from a record's unfinished game, its players as
// guests named by the record.
func (s *Shell) playRecord(kind catalog.Kind, g core.Game, text string) error {
	if xg, ok := g.(*engine.Game); ok {
		ximaui.PlayOn(s, xg)
		return nil
	}
	bk, ok := findBoardKind(kind.Name)
	if !ok {
		return fmt.Errorf("%s %q", lang.L("this build cannot open a game of"), kind.Name)
	}
	bg, err := bk.ReadGame(strings.NewReader(text))
	if err != nil {
		return err
	}
	st := boardSetup{kind: bk}
	for _, n := range g.Names() {
		st.seats = append(st.seats, seatSetup{name: n})
	}
	s.startBoardGame(st, bg, nil)
	return nil
}

// replayRecord shows a record's finished game move by move.
func (s *Shell) replayRecord(kind catalog.Kind, g core.Game, text string) error {
	if xg, ok := g.(*engine.Game); ok {
		ximaui.Replay(s, xg, g.Names())
		return nil
	}
	bk, ok := findBoardKind(kind.Name)
	if !ok {
		return fmt.Errorf("%s %q", lang.L("this build cannot open a game of"), kind.Name)
	}
	s.replayBoardGame(bk, text, g.Names())
	return nil
}
