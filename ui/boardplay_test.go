package ui

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"xima/storage"
)

// startBoardGame opens the set-up screen of the named game and presses
// Play.
func startBoardGame(t *testing.T, ts *testShell, name string, rated bool) *boardPlayScreen {
	t.Helper()
	kind, ok := findBoardGameKind(name)
	if !ok {
		t.Fatalf("no game %s", name)
	}
	ts.showBoardSetup(kind)
	b := ts.current.(*boardSetupScreen)
	b.rated.SetChecked(rated)
	if b.play.Disabled() {
		t.Fatalf("Play disabled: %q", b.problem.Text)
	}
	test.Tap(b.play)
	p, ok := ts.current.(*boardPlayScreen)
	if !ok {
		t.Fatalf("screen %T", ts.current)
	}
	return p
}

func TestBoardGamePlaysByNotationWithUndoAndResign(t *testing.T) {
	ts := newTestShell(t)
	p := startBoardGame(t, ts, "Ximaera", false)
	p.entry.SetText("P@c3")
	p.entry.OnSubmitted(p.entry.Text)
	p.entry.SetText("c3-c1")
	p.entry.OnSubmitted(p.entry.Text)
	if !strings.Contains(p.problem.Text, "c3-c1") {
		t.Errorf("moving the barred piece: problem %q", p.problem.Text)
	}
	p.entry.SetText("R@a1")
	p.entry.OnSubmitted(p.entry.Text)
	if got := strings.Join(p.game.moves(), " "); got != "P@c3 R@a1" {
		t.Fatalf("moves %q", got)
	}
	test.Tap(p.undo)
	if got := strings.Join(p.game.moves(), " "); got != "P@c3" {
		t.Fatalf("after undo %q", got)
	}
	saved, err := ts.db.SavedGames(context.Background())
	if err != nil || len(saved) != 1 || saved[0].Game != "Ximaera" || saved[0].Actions != 1 {
		t.Fatalf("autosave %+v %v", saved, err)
	}
	if err := p.game.resign(p.game.toMove()); err != nil {
		t.Fatal(err)
	}
	p.afterMove()
	if p.endContent == nil {
		t.Fatal("no end dialog")
	}
	games, err := ts.db.SearchGames(context.Background(), storage.GameFilter{Game: "Ximaera"})
	if err != nil || len(games) != 1 || games[0].Result != p.game.seatName(0) {
		t.Fatalf("history %+v %v", games, err)
	}
	if saved, _ := ts.db.SavedGames(context.Background()); len(saved) != 0 {
		t.Errorf("still saved: %+v", saved)
	}
	ts.showReplay(games[0])
	r := ts.current.(*boardReplayScreen)
	if r.total != 1 || r.step != 1 {
		t.Errorf("replay of %d plies at %d", r.total, r.step)
	}
	r.show(0)
	if r.step != 0 {
		t.Errorf("replay step %d", r.step)
	}
}

func TestBoardGameRatedChangesElo(t *testing.T) {
	ts := newTestShell(t)
	ts.profile(t, "Ana")
	ts.profile(t, "Ben")
	p := startBoardGame(t, ts, "Ximaera", true)
	if p.undo.Visible() {
		t.Error("undo in a rated game")
	}
	p.entry.SetText("P@c3")
	p.entry.OnSubmitted(p.entry.Text)
	if err := p.game.resign(p.game.toMove()); err != nil { // Ben resigns
		t.Fatal(err)
	}
	p.afterMove()
	ana, err := ts.db.ProfileByName(context.Background(), "Ana")
	if err != nil {
		t.Fatal(err)
	}
	if got := ana.Rating("Ximaera"); got.Rating != storage.StartRating+16 || got.Wins != 1 {
		t.Errorf("Ana's Ximaera rating %+v, want 1016 after beating an equal", got)
	}
	if !strings.Contains(dialogLabels(p.endContent), "1000.0 → 1016.0 (+16.0)") {
		t.Errorf("end dialog: %s", dialogLabels(p.endContent))
	}
}

func TestBoardGameResumesAfterReopen(t *testing.T) {
	a := test.NewTempApp(t)
	path := t.TempDir() + "/club.db"
	ts := openTestShell(t, path, a)
	p := startBoardGame(t, ts, "Ximaera", false)
	p.entry.SetText("G@b2")
	p.entry.OnSubmitted(p.entry.Text)
	record := p.game.record()
	ts.closeAll(t)
	ts2 := openTestShell(t, path, a)
	saved, err := ts2.db.SavedGames(context.Background())
	if err != nil || len(saved) != 1 {
		t.Fatalf("saved %+v %v", saved, err)
	}
	ts2.resume(saved[0])
	q, ok := ts2.current.(*boardPlayScreen)
	if !ok || q.game.record() != record {
		t.Fatalf("resumed %T", ts2.current)
	}
}
