package ui

import (
	"context"
	"errors"
	"image/color"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"xima/games/core"
	"xima/games/xima"
	"xima/storage"
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

func TestReplayStepsThroughTheGame(t *testing.T) {
	ts := newTestShell(t)
	f, err := os.Open("../games/xima/testdata/book-11.3.10.xima")
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
	r := ts.current.(*replayScreen)
	if len(r.frames) != 63 || r.step != 62 {
		t.Fatalf("%d frames, at %d; want 63 at 62", len(r.frames), r.step)
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if r.step != 60 || r.moves.List.Length() != 62 {
		t.Fatalf("after two Lefts at %d", r.step)
	}
	// The frame after 60 actions is the game replayed to its 60th action.
	g, err := xima.ParseGame(games[0].Record)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if r.frames[60].state != g.State() {
		t.Error("frame 60 differs from the game undone twice")
	}
	if want := xima.Measure(g); r.frames[60].mags.Level != want.Level {
		t.Errorf("frame 60 level %v, want %v", r.frames[60].mags.Level, want.Level)
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	if s := r.frames[r.step].state; r.step != 0 || s.OnBoard(xima.Red) != 0 {
		t.Errorf("Home: step %d", r.step)
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
	p := startCasual(t, ts, 0, false)
	typeMove(p, "-G2")
	ts.ShowHome()
	ts.settle()
	saved, err := ts.db.SavedGames(context.Background())
	if err != nil || len(saved) != 1 || saved[0].Actions != 1 {
		t.Fatalf("saved %+v %v", saved, err)
	}
	if kinds := ts.gameKinds(); kinds[0].name != "Xima" {
		t.Errorf("first game %q", kinds[0].name)
	}
	if ts.win.Title() != "Xima" {
		t.Errorf("home title %q", ts.win.Title())
	}
}
