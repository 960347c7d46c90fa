package ui

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/games/xima"
	"xima/storage"
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
}

func (h *historyScreen) title() string              { return L("History") }
func (h *historyScreen) content() fyne.CanvasObject { return h.root }
func (h *historyScreen) close()                     {}

// showHistory shows the finished games.
func (s *Shell) showHistory() {
	h := &historyScreen{shell: s}
	profiles, err := s.db.Profiles(s.ctx, true)
	if err != nil {
		s.showError(err)
	}
	h.profiles = profiles
	names := []string{L("Everyone")}
	for _, p := range profiles {
		names = append(names, p.Name)
	}
	h.list = widget.NewList(func() int { return len(h.games) },
		func() fyne.CanvasObject {
			return container.NewBorder(nil, nil, nil, container.NewHBox(
				widget.NewButtonWithIcon(L("Export"), theme.DocumentSaveIcon(), nil),
				widget.NewButtonWithIcon(L("Replay"), theme.MediaPlayIcon(), nil)), widget.NewLabel(""))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			g := h.games[i]
			row := o.(*fyne.Container)
			row.Objects[0].(*widget.Label).SetText(gameSummary(g))
			buttons := row.Objects[1].(*fyne.Container).Objects
			buttons[0].(*widget.Button).OnTapped = func() { s.exportRecord(g) }
			buttons[1].(*widget.Button).OnTapped = func() { s.showReplay(g) }
		})
	h.player = widget.NewSelect(names, func(string) { h.reload() })
	h.player.SetSelectedIndex(0)
	home := widget.NewButtonWithIcon(L("Home"), theme.HomeIcon(), s.showHome)
	imp := widget.NewButtonWithIcon(L("Import record"), theme.FolderOpenIcon(), s.importRecord)
	top := container.NewVBox(boldLabel(L("History")), container.NewHBox(widget.NewLabel(L("Player")), container.NewGridWrap(fyne.NewSize(220, 36), h.player)))
	h.root = container.NewPadded(container.NewBorder(top, container.NewHBox(home, imp), nil, nil, h.list))
	s.show(h)
}

func (h *historyScreen) reload() {
	f := storage.GameFilter{Limit: 500}
	if i := h.player.SelectedIndex(); i > 0 {
		f.ProfileID = h.profiles[i-1].ID
	}
	games, err := h.shell.db.SearchGames(h.shell.ctx, f)
	if err != nil {
		h.shell.showError(err)
		return
	}
	h.games = games
	h.list.Refresh()
}

// gameSummary is a finished game on one line.
func gameSummary(g storage.FinishedGame) string {
	var seats []string
	for _, st := range g.Seats {
		seats = append(seats, st.Name)
	}
	kind := L("casual")
	if g.Rated {
		kind = L("rated")
	}
	winner := g.Result
	for _, st := range g.Seats {
		if st.Outcome == storage.Win {
			winner = st.Name
		}
	}
	when := g.Started
	if when.IsZero() {
		when = g.Ended
	}
	return fmt.Sprintf("%s · %s · %s · %s · %s %s", when.Local().Format("2006-01-02 15:04"), g.Game,
		strings.Join(seats, " – "), kind, L("winner"), winner)
}

// exportRecord writes a finished game's record to a file the user picks.
func (s *Shell) exportRecord(g storage.FinishedGame) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		defer w.Close()
		if _, err := io.WriteString(w, g.Record); err != nil {
			s.showError(err)
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
			s.showError(err)
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
	data, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	rec, err := core.Parse(string(data))
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if game, ok := rec.Get("Game"); ok && !strings.EqualFold(strings.TrimSpace(game), "Xima") {
		kind, ok := findBoardGameKind(strings.TrimSpace(game))
		if !ok {
			return fmt.Errorf("%s: %s %q", name, L("this build cannot open a game of"), game)
		}
		return s.openBoardRecord(name, kind, string(data), keep)
	}
	g, seats, err := readRecordFile(name, bytes.NewReader(data))
	if err != nil {
		return err
	}
	if !g.Over() {
		s.show(newPlayScreen(s, ximaSetup{seats: seats, clock: g.Config().Clock}, g, nil))
		return nil
	}
	if !keep {
		var names []string
		for _, st := range seats {
			names = append(names, st.name)
		}
		s.replayGame(g, names)
		return nil
	}
	winner := g.Result().Winner
	fg := storage.FinishedGame{Game: "Xima", Mode: "imported", Result: g.SeatCode(winner), Record: g.Record(), Started: s.opt.Now()}
	for i, seat := range seats {
		out := storage.Loss
		if i == winner {
			out = storage.Win
		}
		fg.Seats = append(fg.Seats, storage.Seat{Name: seat.name, Outcome: out})
	}
	if _, err := s.db.RecordGame(s.ctx, fg, 0); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	s.showHistory()
	return nil
}

// openBoardRecord opens a record of one of the other games, as openRecord.
func (s *Shell) openBoardRecord(name string, kind boardGameKind, record string, keep bool) error {
	g, err := kind.read(strings.NewReader(record))
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	st := boardSetup{kind: kind}
	var names []string
	for i := range g.seats() {
		st.seats = append(st.seats, seatSetup{name: g.seatName(i)})
		names = append(names, g.seatName(i))
	}
	over, winner, _ := g.result()
	switch {
	case !over:
		s.startBoardGame(st, g, nil)
	case !keep:
		s.replayBoardGame(kind, record, names)
	default:
		fg := storage.FinishedGame{Game: kind.name, Mode: "imported", Result: "draw", Record: g.record(), Started: s.opt.Now()}
		if winner >= 0 {
			fg.Result = g.seatName(winner)
		}
		for i, n := range names {
			out := storage.Loss
			switch {
			case winner < 0:
				out = storage.Draw
			case i == winner:
				out = storage.Win
			}
			fg.Seats = append(fg.Seats, storage.Seat{Name: n, Outcome: out})
		}
		if _, err := s.db.RecordGame(s.ctx, fg, 0); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		s.showHistory()
	}
	return nil
}

// readRecordFile reads a Xima record and its seats (the players as guests,
// named by the record or by colour).
func readRecordFile(name string, r io.Reader) (*xima.Game, []seatSetup, error) {
	g, err := xima.ReadGame(r)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	cfg := g.Config()
	st := g.State()
	seats := make([]seatSetup, st.Players())
	for i := range seats {
		seats[i] = seatSetup{name: playerName(xima.Player(i)), style: st.Style(xima.Player(i))}
		if i < len(cfg.Names) && cfg.Names[i] != "" {
			seats[i].name = cfg.Names[i]
		}
	}
	return g, seats, nil
}
