package ui

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"xima/games/catalog"
	"xima/games/search"
	"xima/storage"
	"xima/ui/internal/uitest"
	playui "xima/ui/play"
	"xima/ui/session"
	"xima/ui/widgets"
)

// until runs what background work posts until cond holds.
func (ts *testShell) until(t *testing.T, cond func() bool) {
	t.Helper()
	ts.posted.Until(t, func() []*session.Session { return ts.sessions }, cond)
}

// startAgainstComputer sets up a game of name with a guest on the first
// seat and the computer at level on the others, thinking with cs.
func startAgainstComputer(t *testing.T, ts *testShell, name string, cs session.Computers, level int, guests int) *playui.Screen {
	t.Helper()
	ts.opt.Computers = func(string) session.Computers { return cs }
	kind, _ := ts.kindNamed(name)
	b := ts.boardSetup(t, kind)
	for i := range b.Seats() {
		if i >= guests {
			b.Picker.Selects[i].SetSelected(widgets.ComputerLabel(level))
		}
	}
	if b.PlayButton.Disabled() {
		t.Fatalf("Play disabled: %q", b.Problem.Text)
	}
	test.Tap(b.PlayButton)
	return ts.current.(*playui.Screen)
}

func TestBoardGameAgainstTheComputer(t *testing.T) {
	ts := newTestShell(t)
	c := uitest.NewBlockingComputer()
	p := startAgainstComputer(t, ts, "Ximaera", uitest.Computers(c), 2, 1)
	first := p.Session().Game().Legal()[0]
	if err := p.Play(first); err != nil {
		t.Fatal(err)
	}
	p.Game().Refresh()
	p.Refresh()
	uitest.Receive(t, c.Started)
	if !strings.Contains(p.Controls().Status.Text, widgets.ComputerLabel(2)) || !p.Controls().Entry.Disabled() || !p.Controls().Submit.Disabled() {
		t.Fatalf("while thinking: note %q", p.Controls().Status.Text)
	}
	// The screen answers while the computer thinks; a click for the
	// computer plays nothing.
	if err := p.Play(p.Session().Game().Legal()[0]); err == nil || len(p.Session().Game().Moves()) != 1 {
		t.Fatal("a click played for the computer")
	}
	close(c.Gate)
	ts.until(t, func() bool { return len(p.Session().Game().Moves()) == 2 })
	if p.Session().Game().ToMove() != 0 || p.Controls().Status.Text != "" || len(p.Controls().Moves.Rows()) != 2 {
		t.Fatalf("after the reply: to move %d, note %q, rows %v", p.Session().Game().ToMove(), p.Controls().Status.Text, p.Controls().Moves.Rows())
	}
	test.Tap(p.Controls().Undo)
	if n := len(p.Session().Game().Moves()); n != 0 {
		t.Fatalf("undo against the computer left %d moves", n)
	}
}

func TestBoardGameUndoCancelsTheThought(t *testing.T) {
	ts := newTestShell(t)
	c := uitest.NewBlockingComputer()
	p := startAgainstComputer(t, ts, "Ximaera", uitest.Computers(c), 4, 1)
	if err := p.Play(p.Session().Game().Legal()[0]); err != nil {
		t.Fatal(err)
	}
	p.Refresh()
	uitest.Receive(t, c.Started)
	test.Tap(p.Controls().Undo)
	if err := uitest.Receive(t, c.Stopped); !errors.Is(err, context.Canceled) {
		t.Fatalf("the computer ended with %v", err)
	}
	close(c.Gate)
	ts.settle()
	if n := len(p.Session().Game().Moves()); n != 0 || p.Session().Thinking() >= 0 {
		t.Fatalf("after undo: %d moves, thinking %d", n, p.Session().Thinking())
	}
}

// TestBoardGameDemoPlaysToTheEnd: computers at every seat of each game
// play to the end (a Xima game at level 1 takes a few hundred moves); the game is stored
// casual with the computers' codes, shown in words in the history, and its
// record replays.
func TestBoardGameDemoPlaysToTheEnd(t *testing.T) {
	for _, kind := range newTestShell(t).gameKinds() {
		t.Run(kind.Name, func(t *testing.T) {
			if kind.NewComputer == nil {
				t.Fatalf("no computer player for %s", kind.Name)
			}
			ts := newTestShell(t)
			p := startAgainstComputer(t, ts, kind.Name, session.Computers{New: kind.NewComputer, Budget: search.Budget{Nodes: 400}}, 1, 0)
			if !p.Session().Demo() {
				t.Fatal("not a demo")
			}
			ts.until(t, func() bool { return p.EndContent() != nil || len(p.Session().Game().Moves()) >= 4000 })
			if p.EndContent() == nil {
				t.Fatalf("no end after %d moves", len(p.Session().Game().Moves()))
			}
			games, err := ts.db.SearchGames(context.Background(), storage.GameFilter{Game: kind.Name})
			if err != nil || len(games) != 1 {
				t.Fatalf("history %+v %v", games, err)
			}
			fg := games[0]
			if fg.Rated || fg.Mode != "computer" || fg.Seats[0].Name != "computer:1" || fg.Seats[0].ProfileID != 0 {
				t.Fatalf("stored %+v", fg)
			}
			back, err := kind.Read(strings.NewReader(fg.Record))
			if err != nil || !slices.Equal(back.Moves(), p.Session().Game().Moves()) {
				t.Fatalf("the record replays as %v, %v", back, err)
			}
			if row := gameSummary(fg, seatSides(fg.Game, len(fg.Seats))); !strings.Contains(row, widgets.ComputerLabel(1)) {
				t.Errorf("history row %q", row)
			}
		})
	}
}

// TestEveryBoardSetupOffersTheComputerWhereWired: the computer's levels
// follow Guest in the seat choice of each game with a computer player;
// a rated game with one is refused.
func TestEveryBoardSetupOffersTheComputerWhereWired(t *testing.T) {
	ts := newTestShell(t)
	ts.profile(t, "Ana")
	ts.profile(t, "Ben")
	for _, kind := range ts.gameKinds() {
		ts.opt.Computers = nil
		b := ts.boardSetup(t, kind)
		opts := b.Picker.Selects[0].Options
		offered := slices.Contains(opts, widgets.ComputerLabel(6))
		if want := catalogComputer(kind.Name); offered != want || offered && opts[1] != widgets.ComputerLabel(1) {
			t.Errorf("%s: options %q, want the computer %v", kind.Name, opts, want)
			continue
		}
		if !offered {
			continue
		}
		b.Picker.Selects[1].SetSelected(widgets.ComputerLabel(5))
		b.Rated.SetChecked(true)
		if !b.PlayButton.Disabled() || !strings.Contains(b.Problem.Text, "not rated") {
			t.Errorf("%s: rated against the computer: %q", kind.Name, b.Problem.Text)
		}
	}
}

func catalogComputer(name string) bool {
	k, err := catalog.Find(name)
	return err == nil && k.NewComputer != nil
}
