package ui

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	an "xima/games/analysis"
	"xima/games/catalog"
	"xima/games/core"
	"xima/storage"
	analysisui "xima/ui/analysis"
	"xima/ui/boards"
	"xima/ui/lang"
	playui "xima/ui/play"
	"xima/ui/session"
	"xima/ui/widgets"
)

// historyScreen lists the finished games, filtered by player, to replay,
// analyse or export.
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
				widget.NewButtonWithIcon(lang.L("Replay"), theme.MediaPlayIcon(), nil),
				widget.NewButtonWithIcon(lang.L("Analyse"), theme.SearchIcon(), nil)), widget.NewLabel(""))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			g := h.games[i]
			row := o.(*fyne.Container)
			row.Objects[0].(*widget.Label).SetText(gameSummary(g, h.sides.of(g.Game, len(g.Seats))))
			buttons := row.Objects[1].(*fyne.Container).Objects
			buttons[0].(*widget.Button).OnTapped = func() { s.exportRecord(g) }
			buttons[1].(*widget.Button).OnTapped = func() { s.showReplay(g) }
			buttons[2].(*widget.Button).OnTapped = func() { s.analyseFinished(g) }
		})
	h.player = widgets.NewSelect(names, func(string) { h.reload() })
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

// exportRecord writes a finished game's record, with its date and
// players (recordForExport) and the computer's analysis as comments when
// one is kept, to a file the user names. The analysis is read off Fyne's
// goroutine.
func (s *Shell) exportRecord(g storage.FinishedGame) {
	ext := ".txt"
	if kind, err := s.findKind(g.Game); err == nil {
		ext = kind.Extension
	}
	name := fmt.Sprintf("%s-%s%s", strings.ToLower(g.Game), g.Started.Local().Format("20060102-1504"), ext)
	widgets.Background(s, s.screen, func(ctx context.Context) (string, error) {
		return annotatedRecord(ctx, s.db, g)
	}, func(text string) { s.SaveRecord(name, text) })
}

// annotatedRecord is g's record for export, with its kept analysis as
// comments (analysis.Annotate); without one, or with one this xima cannot
// read, the record alone.
func annotatedRecord(ctx context.Context, db *storage.DB, g storage.FinishedGame) (string, error) {
	text := recordForExport(g)
	st, err := db.Analysis(ctx, g.ID, an.Version)
	switch {
	case errors.Is(err, storage.ErrNotFound) || errors.Is(err, storage.ErrNewerAnalysis) || errors.Is(err, storage.ErrCorrupt):
		return text, nil
	case err != nil:
		return "", err
	}
	a := &an.Analysis{}
	kind, err := catalog.Find(g.Game)
	if err != nil || json.Unmarshal([]byte(st.JSON), a) != nil {
		return text, nil
	}
	game, err := kind.Read(strings.NewReader(text))
	if err != nil {
		return text, nil
	}
	if annotated, err := an.Annotate(game, a); err == nil {
		return annotated, nil
	}
	return text, nil
}

// SaveRecord asks where to save a record, suggesting the file name name,
// and writes text there off Fyne's goroutine, saying where it went.
func (s *Shell) SaveRecord(name, text string) {
	s.pickFile(s.recordFiles(), true, name, func(path string) {
		s.inBackground(lang.L("Export"), func(context.Context) (string, error) {
			err := writeBeside(path, func(w io.Writer) error {
				_, err := io.WriteString(w, text)
				return err
			})
			return lang.L("The record is in {{.Path}}.", map[string]any{"Path": path}), err
		})
	})
}

// importRecord reads a record file the user picks: a finished game joins
// the history (once: a game already there is not added again), its
// players linked to the club's profiles by name, asking about new or
// doubtful names; an unfinished one opens to be played on. The file is
// read and replayed off Fyne's goroutine, so the window answers while a
// large one is read.
func (s *Shell) importRecord() {
	s.pickFile(s.recordFiles(), false, "", func(path string) {
		type read struct {
			ri       *session.RecordImport
			profiles []storage.Profile
		}
		widgets.Background(s, s.screen, func(ctx context.Context) (read, error) {
			ri, err := readRecordPath(ctx, s.db, path)
			if err != nil {
				return read{}, err
			}
			profiles, err := s.db.Profiles(ctx, true)
			return read{ri, profiles}, err
		}, func(r read) { s.takeRecord(r.ri, r.profiles) })
	})
}

// readRecordPath reads the record file at path for the history, refusing
// one larger than a record may be (core.MaxRecordSize) before reading it.
func readRecordPath(ctx context.Context, db *storage.DB, path string) (*session.RecordImport, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	name, modTime := filepath.Base(path), time.Now()
	if info, err := f.Stat(); err == nil {
		modTime = info.ModTime()
		if info.Size() > core.MaxRecordSize {
			// In English, as the reader's own errors are.
			return nil, fmt.Errorf("%s: the file is larger than %d MiB, the most a record may have", core.Excerpt(name), core.MaxRecordSize>>20)
		}
	}
	return session.ReadRecordImport(ctx, db, name, f, modTime)
}

// takeRecord goes on with a record read: an unfinished game to play on, a
// game already in the history to say so, or the players to ask about,
// then the game to store in the background.
func (s *Shell) takeRecord(ri *session.RecordImport, profiles []storage.Profile) {
	switch {
	case !ri.Game.Result().Over:
		if err := s.playRecord(ri.Kind, ri.Game); err != nil {
			s.ShowError(err)
		}
		return
	case ri.Same != nil:
		s.tell(lang.L("Already in the history"), lang.L("{{.File}} is a game the history has already ({{.Game}}): nothing was added.",
			map[string]any{"File": ri.Name, "Game": gameSummary(*ri.Same, seatSides(ri.Same.Game, len(ri.Same.Seats)))}))
		return
	}
	asked, which := ri.Asked()
	s.askLinks(asked, profiles, func(links []storage.Link) {
		seatLinks := make([]storage.Link, len(which))
		for i, j := range which {
			if j >= 0 {
				seatLinks[i] = links[j]
			}
		}
		s.inBackground(lang.L("Import"), func(ctx context.Context) (string, error) {
			res, err := ri.Store(ctx, s.db, seatLinks, storage.LinkSameName)
			if err != nil {
				return "", err
			}
			s.Post(s.ShowHistory)
			return recordReport(ri, res), nil
		})
	})
}

// recordReport says what importing a record did.
func recordReport(ri *session.RecordImport, res storage.ImportedGame) string {
	if res.Present {
		return lang.L("{{.File}} is a game the history has already: nothing was added.", map[string]any{"File": ri.Name})
	}
	return lang.L("The game of {{.Date}} is in the history. New profiles: {{.New}}; players linked to profiles here: {{.Linked}}.",
		map[string]any{"Date": ri.Row.Started.Format("2006-01-02"), "New": res.ProfilesAdded, "Linked": res.Linked})
}

// OpenRecord shows a record file without adding it to the history: a
// finished game to replay, an unfinished one to play on.
func (s *Shell) OpenRecord(name string, r io.Reader) error {
	ri, err := session.ReadRecord(name, r)
	switch {
	case err != nil:
		return err
	case !ri.Game.Result().Over:
		return s.playRecord(ri.Kind, ri.Game)
	}
	return s.replayRecord(ri.Kind, ri.Game)
}

// showReplay opens a finished game of the history at its end.
func (s *Shell) showReplay(fg storage.FinishedGame) {
	kind, err := s.findKind(fg.Game)
	if err != nil {
		s.ShowError(err)
		return
	}
	playui.ReplayRecord(s, kind, fg.Record, seatNames(fg), fg.ID)
}

// seatNames are a finished game's players' names, by seat.
func seatNames(fg storage.FinishedGame) []string {
	var names []string
	for _, st := range fg.Seats {
		names = append(names, st.Name)
	}
	return names
}

// analyseFinished opens the computer's analysis of a finished game of
// the history, kept with the game.
func (s *Shell) analyseFinished(fg storage.FinishedGame) {
	kind, err := s.findKind(fg.Game)
	if err != nil {
		s.ShowError(err)
		return
	}
	g, err := kind.Read(strings.NewReader(fg.Record))
	if err != nil {
		s.ShowError(err)
		return
	}
	s.ShowAnalysis(kind, g, seatNames(fg), fg.ID)
}

// ShowAnalysis opens the computer's analysis of g, a game of kind; id is
// its finished game's in the club file, 0 for a game not there
// (play.Analyser).
func (s *Shell) ShowAnalysis(kind boards.Kind, g core.Game, names []string, id int64) {
	analysisui.Show(s, analysisui.Game{Kind: kind, Game: g, Names: names, ID: id})
}

// playRecord plays on from a record's unfinished game, its players as
// guests named by the record.
func (s *Shell) playRecord(kind catalog.Kind, g core.Game) error {
	bk, err := s.findKind(kind.Name)
	if err != nil {
		return err
	}
	playui.PlayOn(s, bk, g)
	return nil
}

// replayRecord shows a record's finished game move by move.
func (s *Shell) replayRecord(kind catalog.Kind, g core.Game) error {
	bk, err := s.findKind(kind.Name)
	if err != nil {
		return err
	}
	playui.Replay(s, bk, g, g.Names())
	return nil
}
