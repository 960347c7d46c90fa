package xima

import (
	"os"
	"testing"

	"fyne.io/fyne/v2"

	engine "xima/games/xima"
	"xima/storage"
)

func TestReplayStepsThroughTheGame(t *testing.T) {
	ts := newTestHost(t)
	book, err := os.ReadFile("../../assets/book/book-11.3.10.xima")
	if err != nil {
		t.Fatal(err)
	}
	fg := storage.FinishedGame{Game: engine.GameName, Record: string(book)}
	ShowReplay(ts, fg, []string{"Ana", "Ben"})
	r, _ := asReplay(ts.current)
	if len(r.frames) != 63 || r.step != 62 {
		t.Fatalf("%d frames, at %d; want 63 at 62", len(r.frames), r.step)
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if r.step != 60 || r.moves.List.Length() != 62 {
		t.Fatalf("after two Lefts at %d", r.step)
	}
	// The frame after 60 actions is the game replayed to its 60th action.
	g, err := engine.ParseGame(fg.Record)
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
	if want := engine.Measure(g); r.frames[60].mags.Level != want.Level {
		t.Errorf("frame 60 level %v, want %v", r.frames[60].mags.Level, want.Level)
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	if s := r.frames[r.step].state; r.step != 0 || s.OnBoard(engine.Red) != 0 {
		t.Errorf("Home: step %d", r.step)
	}
	if got := ts.win.Title(); got != "Xima - Replay" {
		t.Errorf("title %q", got)
	}
}
