package ui

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/core/coretest"
	"xima/storage"
	"xima/ui/boards"
	"xima/ui/internal/uitest"
	playui "xima/ui/play"
	ximaui "xima/ui/xima"
)

// raceCatalog is the toy game Race (coretest.Race: add 1 or 2 in turn,
// whoever reaches 10 wins) as the catalog's entry.
func raceCatalog() catalog.Kind {
	return catalog.Kind{
		Name:      "Race",
		Seats:     []int{2},
		Extension: ".race",
		New:       func(catalog.Options) (core.Game, error) { return coretest.NewRace(), nil },
		FromRecord: func(rec *core.Record) (core.Game, error) {
			if _, err := rec.CheckHeader("Race"); err != nil {
				return nil, err
			}
			g := coretest.NewRace()
			return g, core.Replay(rec, g)
		},
	}
}

// raceBoard is Race's board in the window: a button to add 1, one to
// add 2.
type raceBoard struct {
	boards.EngineMoves
	boards.Refusals
	race         *coretest.Race
	play         func(core.Action) error
	plus1, plus2 *widget.Button
	root         fyne.CanvasObject
}

func newRaceBoard(g core.Game) boards.Game {
	b := &raceBoard{EngineMoves: boards.EngineMoves{E: g}, race: g.(*coretest.Race), play: g.Play}
	b.plus1 = widget.NewButton("+1", func() { b.play(1) })
	b.plus2 = widget.NewButton("+2", func() { b.play(2) })
	b.root = container.NewHBox(b.plus1, b.plus2)
	return b
}

func (b *raceBoard) Result() (bool, int, string) {
	r := b.race.Result()
	return r.Over, r.Winner, string(r.Reason)
}
func (b *raceBoard) Status(int) string                    { return "" }
func (b *raceBoard) Board() fyne.CanvasObject             { return b.root }
func (b *raceBoard) SetOnPlayed(func())                   {}
func (b *raceBoard) SetPlay(play func(core.Action) error) { b.play = play }
func (b *raceBoard) Turn() string                         { return "add 1 or 2" }
func (b *raceBoard) Refresh()                             {}

// registerRace adds Race to the catalog's list and the window's, for the
// test's length only.
func registerRace(t *testing.T) {
	remove := catalog.Register(raceCatalog())
	before := windowGames
	windowGames = append(append([]func(ximaui.Host) boards.Kind(nil), windowGames...), func(ximaui.Host) boards.Kind {
		return boards.Kind{Kind: raceCatalog(), About: "Add 1 or 2 in turn: whoever reaches 10 wins.", Adapt: newRaceBoard}
	})
	t.Cleanup(func() {
		remove()
		windowGames = before
	})
}

// gameCard is the home screen's card of the game named name.
func gameCard(t *testing.T, h *homeScreen, name string) *widget.Card {
	t.Helper()
	var card *widget.Card
	uitest.Walk(h.root, func(o fyne.CanvasObject) bool {
		if c, ok := o.(*widget.Card); ok && c.Title == name {
			card = c
		}
		return card == nil
	})
	if card == nil {
		t.Fatalf("no card for %s on the home screen", name)
	}
	return card
}

// TestSixthGameOnlyThroughTheLists: a toy game registered only in the
// catalog's list and the window's plays from Home to a finished game in
// the window: set-up, moves on its board, autosave, resume, history,
// replay and export, with no other change to the program.
func TestSixthGameOnlyThroughTheLists(t *testing.T) {
	registerRace(t)
	ts := newTestShell(t)

	test.Tap(uitest.FindButton(gameCard(t, ts.home(t), "Race"), "New game"))
	setup, ok := ts.current.(*playui.SetupScreen)
	if !ok {
		t.Fatalf("New game showed %T", ts.current)
	}
	ts.until(t, setup.Picker.Loaded)
	test.Tap(setup.PlayButton)
	p, ok := ts.current.(*playui.Screen)
	if !ok {
		t.Fatalf("Play showed %T", ts.current)
	}
	board := p.Game().(*raceBoard)
	for _, b := range []*widget.Button{board.plus1, board.plus2, board.plus2} {
		test.Tap(b)
	}
	ts.settle()
	saved, err := ts.db.SavedGames(context.Background())
	if err != nil || len(saved) != 1 || saved[0].Game != "Race" || saved[0].Actions != 3 {
		t.Fatalf("autosaved %+v, %v", saved, err)
	}

	h := ts.home(t)
	test.Tap(uitest.FindButton(h.resume, "Resume"))
	p, ok = ts.current.(*playui.Screen)
	if !ok || strings.Join(p.Session().Game().Moves(), " ") != "+1 +2 +2" {
		t.Fatalf("resumed %T at %v", ts.current, p.Session().Game().Moves())
	}
	board = p.Game().(*raceBoard)
	for !p.Session().Game().Result().Over {
		test.Tap(board.plus2)
	}
	ts.until(t, func() bool { return p.EndContent() != nil })
	if labels := uitest.AllLabels(p.EndContent()); !strings.Contains(labels, "wins") {
		t.Errorf("end dialog %q", labels)
	}

	games, err := ts.db.SearchGames(context.Background(), storage.GameFilter{Game: "Race"})
	if err != nil || len(games) != 1 || len(games[0].Seats) != 2 {
		t.Fatalf("history %+v, %v", games, err)
	}
	fg := games[0]
	moves := p.Session().Game().Moves() // +1 +2 +2 +2 +2 +2: 11
	ts.showReplay(fg)
	r, ok := ts.current.(*playui.ReplayScreen)
	if !ok || r.Total() != len(moves) || r.Step() != len(moves) {
		t.Fatalf("replay %T of %d moves", ts.current, len(moves))
	}
	r.Show(2)
	if r.Step() != 2 {
		t.Errorf("replay stepped to %d", r.Step())
	}

	path := filepath.Join(t.TempDir(), "race game.race")
	asked := ts.pickPath(path)
	ts.exportRecord(fg)
	var text []byte
	ts.until(t, func() bool {
		text, err = os.ReadFile(path)
		return err == nil
	})
	if pick := (*asked)[0]; !strings.HasSuffix(pick.Name, ".race") || !slices.Contains(pick.Exts, ".race") {
		t.Errorf("the save dialog suggested %q among %q, want a .race file", pick.Name, pick.Exts)
	}
	if !strings.Contains(string(text), `[Game "Race"]`) || !strings.Contains(string(text), strings.Join(moves, " ")) {
		t.Errorf("exported record:\n%s", text)
	}
}
