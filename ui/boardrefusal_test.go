package ui

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/core"
	"xima/games/maxima"
	"xima/games/xoliba"
	"xima/ui/boards"
	"xima/ui/internal/uitest"
	playui "xima/ui/play"
)

// typeBoardMove types text into the move box and presses Play.
func typeBoardMove(p *playui.Screen, text string) {
	p.Controls().Entry.SetText(text)
	p.Controls().Entry.OnSubmitted(text)
}

// TestBoardGamesExplainTypedRefusals types an action each game refuses
// and reads the problem line: the move and the engine's reason, in the
// player's language; the turn banner says who plays and what they can do.
func TestBoardGamesExplainTypedRefusals(t *testing.T) {
	for _, tc := range []struct {
		game   string
		before []string
		typed  string
		want   string
		turn   string
	}{
		{"Ximaera", []string{"P@c3"}, "c3-c1",
			"c3-c1: The pivot on c3 ended your opponent's last action and cannot move this turn",
			"drop a piece from the reserve, or move one on the board"},
		{"Maxima", nil, "d3-e4", "d3-e4: The Pawn on d3 does not move that way: it cannot reach e4",
			"click a piece of yours, then where it goes"},
		{"Xana", nil, "k4", "k4: Walls come after the stack part of the turn",
			"drop or move a stack, then up to two walls"},
		{"Xoliba", nil, "pass", "pass: You can form a triangle, so you may not pass",
			"swap a piece of yours with a white one to form a triangle"},
	} {
		t.Run(tc.game, func(t *testing.T) {
			ts := newTestShell(t)
			p := startBoardGame(t, ts, tc.game, false)
			for _, m := range tc.before {
				typeBoardMove(p, m)
			}
			if want := p.SeatLabel(p.Game().ToMove()) + ": " + tc.turn; p.Turn().Text != want {
				t.Errorf("turn %q, want %q", p.Turn().Text, want)
			}
			typeBoardMove(p, tc.typed)
			if p.Controls().Problem.Text != tc.want || !p.Controls().Problem.Visible() {
				t.Errorf("problem %q, want %q", p.Controls().Problem.Text, tc.want)
			}
			if len(p.Game().Moves()) != len(tc.before) {
				t.Errorf("a refused action was played: %v", p.Game().Moves())
			}
		})
	}
	t.Run("in Spanish", func(t *testing.T) {
		uitest.UseLanguage(t, "es")
		ts := newTestShell(t)
		p := startBoardGame(t, ts, "Ximaera", false)
		typeBoardMove(p, "P@c3")
		typeBoardMove(p, "c3-c1")
		if want := "c3-c1: Pivote en c3: terminó la última acción del rival y no puede moverse en este turno"; p.Controls().Problem.Text != want {
			t.Errorf("problem %q, want %q", p.Controls().Problem.Text, want)
		}
		if want := p.SeatLabel(1) + ": coloca una pieza de la reserva o mueve una del tablero"; p.Turn().Text != want {
			t.Errorf("turn %q, want %q", p.Turn().Text, want)
		}
	})
}

// boardRefusal is a refused click on a board game's play screen: the
// game from its start position (or the usual one), the moves typed first,
// the cells clicked, and the reason the problem line gives in English.
type boardRefusal struct {
	game   string
	start  func() (core.Game, error) // nil for the usual start
	typed  []string
	clicks []string
	want   string
}

// boardRefusals are the refusals of the board games' screenshots: frozen
// and barred pieces and a pivot's jump in Ximaera, an immobilized piece,
// check and another's piece in Maxima, Xana's walls and circles, Xoliba's
// white pieces and triangles.
var boardRefusals = []boardRefusal{
	{game: "Ximaera", typed: []string{"P@c3", "R@c4"}, clicks: []string{"c4"},
		want: "The red pip on c4 is next to the pivot on c3 and cannot move"},
	{game: "Ximaera", typed: []string{"P@c3"}, clicks: []string{"c3"},
		want: "The pivot on c3 ended your opponent's last action and cannot move this turn"},
	{game: "Ximaera", typed: []string{"R@a1", "G@a2"}, clicks: []string{"a1", "a3"},
		want: "Only a pivot jumps: the red pip on a1 cannot get over a2 to a3"},
	{game: "Maxima", start: maximaAt("2/4k3/8/8/8/8/3i4/3P4/8/4K3/2 w"), clicks: []string{"d3", "d5"},
		want: "The Pawn on d3 is immobilized by the enemy on d4"},
	{game: "Maxima", start: maximaAt("2/k7/8/8/8/8/6g1/8/P7/4K3/2 w"), clicks: []string{"e1", "f3"},
		want: "That would leave your King on f3 in check"},
	{game: "Maxima", clicks: []string{"d8"},
		want: "The piece on d8 is Black's, not yours"},
	{game: "Xana", typed: []string{"3@o8"}, clicks: []string{"a8"},
		want: "The cell a8 is in no circle of your stacks"},
	{game: "Xana", typed: []string{"3@o8", "end", "1@a8", "end"}, clicks: []string{"o8", "c8"},
		want: "The cell c8 is outside the circle of 3 stones from o8"},
	// Red on c3 e3 d6, blue on a4 g4 b6.
	{game: "Xoliba", start: xolibaAt("wwwww/wbwrwww/wwwwwww/bwwwwwb/wwrwrww/wwwwwww/wwwww"), clicks: []string{"d6", "f6"},
		want: "A piece of yours on f6 would form no valid triangle"},
	{game: "Xoliba", start: xolibaAt("wwwww/wbwrwww/wwwwwww/bwwwwwb/wwrwrww/wwwwwww/wwwww"), clicks: []string{"d6", "a6"},
		want: "Only white pieces may lie between: b6, between d6 and a6, is not white"},
}

func maximaAt(pos string) func() (core.Game, error) {
	return func() (core.Game, error) { return maxima.NewGame(maxima.Config{Position: pos}) }
}

func xolibaAt(setup string) func() (core.Game, error) {
	return func() (core.Game, error) { return xoliba.NewGame(xoliba.Config{Setup: setup}) }
}

// spotter is a board game that finds a cell of its board on the window's
// canvas, where a person clicks it (each board's Spot).
type spotter interface {
	Spot(name string) (fyne.Position, bool)
}

// show plays the refusal on a new play screen of Ana and Ben, by clicks
// on the board as a person makes them.
func (r boardRefusal) show(t *testing.T, ts *testShell) *playui.Screen {
	t.Helper()
	kind, ok := ts.kindNamed(r.game)
	if !ok {
		t.Fatalf("no game %s", r.game)
	}
	var g boards.Game
	var err error
	if r.start == nil {
		g, err = kind.NewGame(2, "", 1)
	} else {
		var e core.Game
		if e, err = r.start(); err == nil {
			g = kind.Adapt(e)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	playui.Show(ts.Shell, playui.Setup{Kind: kind, Seats: []playui.Seat{{Name: "Ana"}, {Name: "Ben"}}}, g, nil)
	p := ts.current.(*playui.Screen)
	for _, m := range r.typed {
		typeBoardMove(p, m)
	}
	uitest.Relayout(ts.win.Canvas().Content())
	board, ok := p.Game().(spotter)
	if !ok {
		t.Fatalf("%s's board finds no cell", r.game)
	}
	for _, c := range r.clicks {
		at, ok := board.Spot(c)
		if !ok {
			t.Fatalf("%s: no cell %s on the board", r.game, c)
		}
		test.TapCanvas(ts.win.Canvas(), at)
	}
	return p
}

// TestBoardClicksReachTheProblemLine clicks each screenshot's refusal as
// a person does and reads the engine's reason on the problem line, with
// nothing played.
func TestBoardClicksReachTheProblemLine(t *testing.T) {
	for _, r := range boardRefusals {
		t.Run(r.game+" "+strings.Join(r.clicks, " "), func(t *testing.T) {
			p := r.show(t, newTestShell(t))
			if !p.Controls().Problem.Visible() || p.Controls().Problem.Text != r.want {
				t.Errorf("problem %q, want %q", p.Controls().Problem.Text, r.want)
			}
			if len(p.Game().Moves()) != len(r.typed) {
				t.Errorf("a refused click played: %v", p.Game().Moves())
			}
		})
	}
}

// TestScreenshotBoardRefusals writes, when XIMA_SCREENSHOTS names a
// folder, refusal-<game>-<language>.png: each game's play screen after
// each of its refused clicks, at 1024x600, in English and Spanish.
func TestScreenshotBoardRefusals(t *testing.T) {
	dir := uitest.ScreenshotDir(t)
	for _, code := range []string{"en", "es"} {
		uitest.UseLanguage(t, code)
		sheets := map[string]*uitest.Sheet{}
		for _, r := range boardRefusals {
			ts := newTestShell(t)
			ts.win.Resize(fyne.NewSize(1024, 600))
			r.show(t, ts)
			if sheets[r.game] == nil {
				sheets[r.game] = &uitest.Sheet{}
			}
			sheets[r.game].Add(ts.win)
		}
		for game, sheet := range sheets {
			name := fmt.Sprintf("refusal-%s-%s.png", strings.ToLower(game), code)
			if err := sheet.Write(filepath.Join(dir, name), 2); err != nil {
				t.Fatal(err)
			}
		}
	}
}
