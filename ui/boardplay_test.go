package ui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"xima/ui/boards"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/storage"
	"xima/ui/internal/uitest"
	playui "xima/ui/play"
	"xima/ui/session"
)

// startBoardGame opens the set-up screen of the named game and presses
// Play.
func startBoardGame(t *testing.T, ts *testShell, name string, rated bool) *playui.Screen {
	t.Helper()
	kind, ok := ts.kindNamed(name)
	if !ok {
		t.Fatalf("no game %s", name)
	}
	b := ts.boardSetup(t, kind)
	b.Rated.SetChecked(rated)
	if b.PlayButton.Disabled() {
		t.Fatalf("Play disabled: %q", b.Problem.Text)
	}
	test.Tap(b.PlayButton)
	p, ok := ts.current.(*playui.Screen)
	if !ok {
		t.Fatalf("screen %T", ts.current)
	}
	return p
}

func TestBoardGamePlaysByNotationWithUndoAndResign(t *testing.T) {
	ts := newTestShell(t)
	p := startBoardGame(t, ts, "Ximaera", false)
	p.Controls().Entry.SetText("P@c3")
	p.Controls().Entry.OnSubmitted(p.Controls().Entry.Text)
	p.Controls().Entry.SetText("c3-c1")
	p.Controls().Entry.OnSubmitted(p.Controls().Entry.Text)
	if !strings.Contains(p.Controls().Problem.Text, "c3-c1") {
		t.Errorf("moving the barred piece: problem %q", p.Controls().Problem.Text)
	}
	p.Controls().Entry.SetText("R@a1")
	p.Controls().Entry.OnSubmitted(p.Controls().Entry.Text)
	if got := strings.Join(p.Game().Moves(), " "); got != "P@c3 R@a1" {
		t.Fatalf("moves %q", got)
	}
	test.Tap(p.Controls().Undo)
	if got := strings.Join(p.Game().Moves(), " "); got != "P@c3" {
		t.Fatalf("after undo %q", got)
	}
	ts.settle()
	saved, err := ts.db.SavedGames(context.Background())
	if err != nil || len(saved) != 1 || saved[0].Game != "Ximaera" || saved[0].Actions != 1 {
		t.Fatalf("autosave %+v %v", saved, err)
	}
	p.Controls().ResignSeat(0) // out of turn: seat 1 is to move
	ts.settle()
	if p.EndContent() == nil {
		t.Fatal("no end dialog")
	}
	games, err := ts.db.SearchGames(context.Background(), storage.GameFilter{Game: "Ximaera"})
	if err != nil || len(games) != 1 || games[0].Result != "2" || games[0].Seats[0].Name != "" {
		t.Fatalf("history %+v %v: want player 2's code and a guest with no name", games, err)
	}
	if saved, _ := ts.db.SavedGames(context.Background()); len(saved) != 0 {
		t.Errorf("still saved: %+v", saved)
	}
	ts.showReplay(games[0])
	r := ts.current.(*playui.ReplayScreen)
	if r.Total() != 1 || r.Step() != 1 {
		t.Errorf("replay of %d plies at %d", r.Total(), r.Step())
	}
	r.Show(0)
	if r.Step() != 0 {
		t.Errorf("replay step %d", r.Step())
	}
}

func TestBoardGameRatedChangesElo(t *testing.T) {
	ts := newTestShell(t)
	ts.profile(t, "Ana")
	ts.profile(t, "Ben")
	p := startBoardGame(t, ts, "Ximaera", true)
	if p.Controls().Undo.Visible() {
		t.Error("undo in a rated game")
	}
	p.Controls().Entry.SetText("P@c3")
	p.Controls().Entry.OnSubmitted(p.Controls().Entry.Text)
	p.Controls().ResignSeat(1) // Ben resigns
	ts.settle()
	ana, err := ts.db.ProfileByName(context.Background(), "Ana")
	if err != nil {
		t.Fatal(err)
	}
	if got := ana.Rating("Ximaera"); got.Rating != storage.StartRating+16 || got.Wins != 1 {
		t.Errorf("Ana's Ximaera rating %+v, want 1016 after beating an equal", got)
	}
	if !strings.Contains(uitest.Labels(p.EndContent()), "1000.0 → 1016.0 (+16.0)") {
		t.Errorf("end dialog: %s", uitest.Labels(p.EndContent()))
	}
}

func TestBoardGameResumesAfterReopen(t *testing.T) {
	a := test.NewTempApp(t)
	path := t.TempDir() + "/club.db"
	ts := openTestShell(t, path, a)
	p := startBoardGame(t, ts, "Ximaera", false)
	p.Controls().Entry.SetText("G@b2")
	p.Controls().Entry.OnSubmitted(p.Controls().Entry.Text)
	record := p.Game().Record()
	ts.settle()
	ts.closeAll(t)
	ts2 := openTestShell(t, path, a)
	saved, err := ts2.db.SavedGames(context.Background())
	if err != nil || len(saved) != 1 {
		t.Fatalf("saved %+v %v", saved, err)
	}
	ts2.resume(saved[0])
	ts2.settle()
	q, ok := ts2.current.(*playui.Screen)
	if !ok || q.Game().Record() != record {
		t.Fatalf("resumed %T", ts2.current)
	}
}

// TestEveryBoardGameHasClocks: each game plays under a clock with an
// increment, a flag fall ends it, and the store keeps the codes.
func TestEveryBoardGameHasClocks(t *testing.T) {
	for _, name := range []string{"Ximaera", "Xana", "Xoliba", "Maxima"} {
		t.Run(name, func(t *testing.T) {
			ts := newTestShell(t)
			kind, _ := ts.kindNamed(name)
			b := ts.boardSetup(t, kind)
			b.Clock.Clock.SetSelectedIndex(1) // 5 min
			b.Clock.Increment.SetSelectedIndex(2)
			test.Tap(b.PlayButton)
			p := ts.current.(*playui.Screen)
			if tc := p.Session().Clock(); tc.Agreed != 5*time.Minute || tc.Increment != 5*time.Second {
				t.Fatalf("clock %+v", tc)
			}
			mover := p.Session().Game().ToMove()
			ts.clock.Advance(30 * time.Second)
			p.Tick()
			if got := p.SeatClock(mover).Text; got != "4:30" {
				t.Fatalf("clock shows %q after 30 s", got)
			}
			for i := 0; p.Session().Game().ToMove() == mover; i++ { // a Xana turn has several parts
				if i == 10 {
					t.Fatal("the turn never ended")
				}
				if err := p.Play(p.Session().Game().Legal()[0]); err != nil {
					t.Fatal(err)
				}
			}
			if got := p.Session().Remaining(mover); got != 4*time.Minute+35*time.Second {
				t.Fatalf("after the move %v, want 4:35 with the increment", got)
			}
			next := p.Session().Game().ToMove()
			ts.clock.Advance(4*time.Minute + 50*time.Second)
			p.Tick()
			if p.SeatClock(next).Importance != widget.DangerImportance {
				t.Errorf("no low-time warning with 10 s left")
			}
			ts.clock.Advance(10 * time.Second)
			p.Tick()
			ts.settle()
			r := p.Session().Game().Result()
			if !r.Over || r.Reason != core.Flagged || p.EndContent() == nil {
				t.Fatalf("after the flag fell: %+v", r)
			}
			games, err := ts.db.SearchGames(context.Background(), storage.GameFilter{Game: name})
			if err != nil || len(games) != 1 || games[0].Result != p.Session().Game().SeatCode(r.Winner) {
				t.Fatalf("history %+v %v", games, err)
			}
		})
	}
}

// slowStore is the club's database behind a gate: every write waits for
// it, as on a slow disk.
type slowStore struct {
	*storage.DB
	gate chan struct{}
}

func (s slowStore) Autosave(ctx context.Context, sv storage.SavedGame) (int64, error) {
	<-s.gate
	return s.DB.Autosave(ctx, sv)
}

// stuckHost is the shell with its games saving to a stuck store.
type stuckHost struct {
	*Shell
	store slowStore
}

func (h stuckHost) Store() session.Store { return h.store }

// newBoardGame is a new game of the named game, on its board.
func newBoardGame(t *testing.T, ts *testShell, name string) boards.Game {
	t.Helper()
	g, err := ts.mustKind(t, name).NewGame(2, "", 1)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestBoardGamesPlayWhileTheDiskIsSlow: with every write stuck, each
// game's moves still play at once, and all of them are saved afterwards.
func TestBoardGamesPlayWhileTheDiskIsSlow(t *testing.T) {
	for _, name := range []string{"Ximaera", "Xana", "Xoliba", "Maxima"} {
		t.Run(name, func(t *testing.T) {
			ts := newTestShell(t)
			store := slowStore{ts.db, make(chan struct{})}
			p, err := playui.NewScreen(stuckHost{ts.Shell, store}, playui.Setup{Kind: ts.mustKind(t, name), Seats: make([]playui.Seat, 2)}, newBoardGame(t, ts, name), nil)
			if err != nil {
				t.Fatal(err)
			}
			ts.Show(p)
			for range 3 {
				legal := p.Session().Game().Legal()
				if err := p.Play(legal[len(legal)-1]); err != nil {
					t.Fatal(err)
				}
			}
			if n := len(p.Session().Game().Moves()); n != 3 {
				t.Fatalf("%d moves played while the disk is stuck", n)
			}
			close(store.gate)
			ts.settle()
			saved, err := ts.db.SavedGames(context.Background())
			if err != nil || len(saved) != 1 || saved[0].Actions != 3 {
				t.Fatalf("saved %+v %v", saved, err)
			}
		})
	}
}

func TestGameOverExportsTheRecordOffTheWindowsGoroutine(t *testing.T) {
	ts := newTestShell(t)
	path := filepath.Join(t.TempDir(), "game.ximaera")
	ts.pickPath(path)
	p := startBoardGame(t, ts, "Ximaera", false)
	p.Controls().Entry.SetText("P@c3")
	p.Controls().Entry.OnSubmitted(p.Controls().Entry.Text)
	p.Controls().ResignSeat(1)
	ts.settle()
	uitest.TapOverlay(t, ts.win, "View board")
	test.Tap(p.Controls().Result)
	uitest.TapOverlay(t, ts.win, "Export…")
	var data []byte
	ts.until(t, func() bool {
		var err error
		data, err = os.ReadFile(path)
		return err == nil && len(data) > 0
	})
	if !strings.Contains(string(data), "P@c3") || !strings.Contains(string(data), `[Game "Ximaera"]`) {
		t.Errorf("exported record:\n%s", data)
	}
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), path) })
	uitest.TapOverlay(t, ts.win, "OK")
	uitest.TapOverlay(t, ts.win, "Replay")
	if r, ok := ts.current.(*playui.ReplayScreen); !ok || r.Total() != 1 {
		t.Errorf("Replay showed %T", ts.current)
	}
}
