package ui

import (
	"context"
	"errors"
	"image/color"
	"os"
	"strings"
	"testing"

	"xima/games/core"
	engine "xima/games/xima"
	"xima/storage"
	playui "xima/ui/play"
	"xima/ui/widgets"
)

func TestRatingChartDrawsEachGame(t *testing.T) {
	line, ink, paper := color.RGBA{R: 255, A: 255}, color.RGBA{A: 255}, color.RGBA{R: 255, G: 255, B: 255, A: 255}
	img := widgets.RatingChart([]float64{1000, 1100, 1050}, 400, 200, line, ink, paper)
	// The highest point is at the top of the plot, half way across.
	const left, right, top, bottom = 60, 16, 14, 26
	x, y := left+(400-left-right)/2, top
	if got := img.RGBAAt(x, y); got != line {
		t.Errorf("peak pixel %v, want the line's colour", got)
	}
	if got := img.RGBAAt(left+(400-left-right)/4, 150); got == line {
		t.Errorf("the line passes below the points")
	}
	if got := img.RGBAAt(399, 0); got != paper {
		t.Errorf("corner %v, want paper", got)
	}
}

func TestAnImportedXimaGameOpensInItsReplay(t *testing.T) {
	ts := newTestShell(t)
	f, err := os.Open("../assets/book/book-11.3.10.xima")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := ts.importFrom("book.xima", f); err != nil {
		t.Fatal(err)
	}
	games, err := ts.db.SearchGames(context.Background(), storage.GameFilter{})
	if err != nil || len(games) != 1 {
		t.Fatalf("history %v %v", games, err)
	}
	ts.showReplay(games[0])
	if got := ts.win.Title(); got != "Xima - Replay" {
		t.Errorf("title %q, want Xima's replay", got)
	}
	if r, ok := ts.current.(*playui.ReplayScreen); !ok || r.Replayer().Chart() == nil {
		t.Error("a Xima game replayed without its analysis chart")
	}
}

func TestImportOfABadRecordChangesNothing(t *testing.T) {
	ts := newTestShell(t)
	ts.ShowHistory()
	err := ts.importFrom("bad.xima", strings.NewReader("[Game \"Xima\"]\n1. -G2 -G4 2. -G12 G4G9\n"))
	var pe *core.ParseError
	if !errors.As(err, &pe) || pe.Move != 2 || pe.Line != 2 || !strings.HasPrefix(err.Error(), "bad.xima: ") {
		t.Fatalf("err = %v", err)
	}
	games, _ := ts.db.SearchGames(context.Background(), storage.GameFilter{})
	saved, _ := ts.db.SavedGames(context.Background())
	if len(games) != 0 || len(saved) != 0 {
		t.Errorf("a bad record left %d games, %d saved", len(games), len(saved))
	}
	if _, ok := ts.current.(*historyScreen); !ok {
		t.Errorf("screen changed to %T", ts.current)
	}
}

func TestHomeOffersSavedGamesAndTheGames(t *testing.T) {
	ts := newTestShell(t)
	g, err := engine.ParseGame("[Game \"Xima\"]\n[Players \"2\"]\n[Styles \"sport,sport\"]\n\n1. -G2\n")
	if err != nil {
		t.Fatal(err)
	}
	playui.PlayOn(ts.Shell, ts.mustKind(t, "Xima"), g)
	ts.ShowHome()
	ts.settle()
	saved, err := ts.db.SavedGames(context.Background())
	if err != nil || len(saved) != 1 || saved[0].Actions != 1 {
		t.Fatalf("saved %+v %v", saved, err)
	}
	if kinds := ts.gameKinds(); kinds[0].Name != "Xima" {
		t.Errorf("first game %q", kinds[0].Name)
	}
	if ts.win.Title() != "Xima" {
		t.Errorf("home title %q", ts.win.Title())
	}
}
