package xima

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/search"
	engine "xima/games/xima"
	"xima/storage"
	"xima/ui/internal/uitest"
	"xima/ui/session"
	"xima/ui/widgets"
)

// until runs what background work posts until cond holds.
func (h *testHost) until(t *testing.T, cond func() bool) {
	t.Helper()
	h.posted.Until(t, func() []*session.Session { return h.sessions }, cond)
}

// againstComputer starts a game of a guest (Red) against the computer at
// level 2 (Blue), thinking with c.
func againstComputer(t *testing.T, ts *testHost, c *uitest.Computer) *playScreen {
	t.Helper()
	ts.computers = uitest.Computers(c)
	return startCasual(t, ts, 0, false, seatSetup{}, seatSetup{name: session.ComputerCode(2), computer: 2})
}

func TestComputerReplyArrivesAndTheTurnComesBack(t *testing.T) {
	ts := newTestHost(t)
	p := againstComputer(t, ts, &uitest.Computer{})
	typeMove(p, "-G2")
	if !strings.Contains(p.ctl.Status.Text, widgets.ComputerLabel(2)+" (Blue) is thinking") || !p.ctl.Entry.Disabled() {
		t.Fatalf("while the computer thinks: status %q, entry disabled %v", p.ctl.Status.Text, p.ctl.Entry.Disabled())
	}
	ts.until(t, func() bool { return p.sess.Thinking() < 0 })
	if rows := p.ctl.Moves.Rows(); len(rows) != 2 || !strings.HasPrefix(rows[1], "1. Blue") {
		t.Fatalf("moves %v", rows)
	}
	if p.game.ToMove() != int(engine.Red) || p.ctl.Status.Text != "" || p.ctl.Entry.Disabled() {
		t.Fatalf("after the reply: to move %d, status %q", p.game.ToMove(), p.ctl.Status.Text)
	}
}

// TestScreenAnswersWhileTheComputerThinksAndUndoStopsIt: with a computer
// that thinks until told, the screen still takes clicks; Undo cancels the
// thought, and nothing is played afterwards.
func TestScreenAnswersWhileTheComputerThinksAndUndoStopsIt(t *testing.T) {
	ts := newTestHost(t)
	c := uitest.NewBlockingComputer()
	p := againstComputer(t, ts, c)
	typeMove(p, "-G2")
	uitest.Receive(t, c.Started)
	test.Tap(p.longForm)
	if !p.longForm.Checked || !strings.HasPrefix(p.ctl.Moves.Rows()[0], "1. Red -G2") {
		t.Fatalf("the notation switch was not handled: %v", p.ctl.Moves.Rows())
	}
	p.tapCell(cell("G4")) // the computer's turn: a click selects nothing
	if p.sel != selectNone {
		t.Fatal("a click selected a block on the computer's turn")
	}
	if p.ctl.Undo.Disabled() {
		t.Fatal("undo disabled while the computer thinks")
	}
	test.Tap(p.ctl.Undo)
	if err := uitest.Receive(t, c.Stopped); !errors.Is(err, context.Canceled) {
		t.Fatalf("the computer ended with %v", err)
	}
	close(c.Gate)
	ts.settle()
	if n := len(p.game.Moves()); n != 0 || p.sess.Thinking() >= 0 || p.ctl.Status.Text != "" {
		t.Fatalf("after undo: %d actions, thinking %d, status %q", n, p.sess.Thinking(), p.ctl.Status.Text)
	}
	typeMove(p, "-G2")
	ts.until(t, func() bool { return len(p.game.Moves()) == 2 })
}

func TestUndoAgainstTheComputerGoesBackToThePersonsTurn(t *testing.T) {
	ts := newTestHost(t)
	p := againstComputer(t, ts, &uitest.Computer{})
	typeMove(p, "-G2")
	ts.until(t, func() bool { return len(p.game.Moves()) == 2 })
	typeMove(p, "-G4")
	ts.until(t, func() bool { return len(p.game.Moves()) == 4 })
	test.Tap(p.ctl.Undo)
	if n := len(p.game.Moves()); n != 2 || p.game.ToMove() != int(engine.Red) || p.sess.Thinking() >= 0 {
		t.Fatalf("after undo: %d actions, %d to move", n, p.game.ToMove())
	}
}

// demoComputers are the catalog's Xima computer at a cheap budget, or,
// until it is wired, a fake playing at random.
func demoComputers() session.Computers {
	if k := catalog.Xima(); k.NewComputer != nil {
		return session.Computers{New: k.NewComputer, Budget: search.Budget{Nodes: 600}}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	return uitest.Computers(&uitest.Computer{Pick: func(l []core.Action) core.Action { return l[rng.IntN(len(l))] }})
}

// TestDemoPlaysToTheEndAndIsStoredUnratedWithCodes: two computers play a
// game of dice to its end; the game is stored casual, each seat a
// computer's code with no profile, and its record replays.
func TestDemoPlaysToTheEndAndIsStoredUnratedWithCodes(t *testing.T) {
	ts := newTestHost(t)
	ts.computers = demoComputers()
	// levels 4 and 5: they race to the summit, so the game is short (the
	// lowest levels wander for hundreds of actions)
	startGame(ts, Setup{seats: []seatSetup{{computer: 4, name: session.ComputerCode(4), style: engine.Luck},
		{computer: 5, name: session.ComputerCode(5), style: engine.TwoDice}}})
	p := ts.play(t)
	if p.ctl.Undo.Disabled() && p.ctl.Step.Visible() {
		t.Fatal("a running demo shows Step")
	}
	ts.until(t, func() bool { return p.endContent() != nil })
	games, err := ts.db.SearchGames(context.Background(), storage.GameFilter{Game: engine.GameName})
	if err != nil || len(games) != 1 {
		t.Fatalf("history %v %v", games, err)
	}
	fg := games[0]
	if fg.Rated || fg.Mode != "computer" || fg.Seats[0].Name != "computer:4" || fg.Seats[1].Name != "computer:5" ||
		fg.Seats[0].ProfileID != 0 || fg.Seats[1].ProfileID != 0 {
		t.Fatalf("stored %+v", fg)
	}
	back, err := engine.ParseGame(fg.Record)
	if err != nil || strings.Join(back.Moves(), " ") != strings.Join(p.game.Moves(), " ") || back.Result() != p.game.Result() {
		t.Fatalf("the record replays as %v, %v", back, err)
	}
	if labels := uitest.Labels(p.endContent()); !strings.Contains(labels, widgets.ComputerLabel(4)+" (Red)") {
		t.Errorf("end dialog %q", labels)
	}
	if profiles, _ := ts.db.Profiles(context.Background(), true); len(profiles) != 0 {
		t.Errorf("computers became profiles: %+v", profiles)
	}
}

// TestDemoPausesStepsAndResumes: Pause stops a game of computers, Step
// plays one action while paused, Resume goes on.
func TestDemoPausesStepsAndResumes(t *testing.T) {
	ts := newTestHost(t)
	c := uitest.NewBlockingComputer()
	ts.computers = uitest.Computers(c)
	startGame(ts, Setup{seats: []seatSetup{{computer: 1, name: session.ComputerCode(1)}, {computer: 1, name: session.ComputerCode(1)}}})
	p := ts.play(t)
	uitest.Receive(t, c.Started)
	test.Tap(p.ctl.Pause)
	uitest.Receive(t, c.Stopped)
	ts.settle()
	if !p.ctl.Step.Visible() || p.ctl.Step.Disabled() || p.sess.Thinking() >= 0 {
		t.Fatalf("paused demo: step visible %v disabled %v", p.ctl.Step.Visible(), p.ctl.Step.Disabled())
	}
	close(c.Gate)
	test.Tap(p.ctl.Step)
	ts.until(t, func() bool { return len(p.game.Moves()) == 1 })
	if !p.sess.Paused() || p.sess.Thinking() >= 0 {
		t.Fatal("the step went on")
	}
	test.Tap(p.ctl.Pause) // resume
	ts.until(t, func() bool { return len(p.game.Moves()) >= 3 })
}

func TestSetupSeatsTheComputerNeverRatedAndResumesIt(t *testing.T) {
	ts := newTestHost(t)
	ts.computers = uitest.Computers(uitest.NewBlockingComputer())
	ana := ts.profile(t, "Ana")
	n := ts.setup(t)
	opts := n.seats[1].profile.Options
	if len(opts) < 8 || opts[0] != "Guest" || opts[1] != widgets.ComputerLabel(1) || opts[6] != widgets.ComputerLabel(6) {
		t.Fatalf("options %q", opts)
	}
	n.seats[1].profile.SetSelected(widgets.ComputerLabel(3))
	n.rated.SetChecked(true)
	if !n.play.Disabled() || !strings.Contains(n.problem.Text, "against the computer is not rated") {
		t.Fatalf("rated against the computer: disabled %v, %q", n.play.Disabled(), n.problem.Text)
	}
	n.rated.SetChecked(false)
	test.Tap(n.play)
	p := ts.play(t)
	if seats := p.sess.Seats(); seats[0].ProfileID != ana.ID || seats[1].Computer != 3 || seats[1].Name != "computer:3" {
		t.Fatalf("seats %+v", seats)
	}
	if p.ctl.Hint.Disabled() || !p.ctl.Hint.Visible() {
		t.Fatal("no hint in a casual game on the person's turn")
	}
	typeMove(p, "-G2")
	if !p.ctl.Hint.Disabled() {
		t.Fatal("hint offered on the computer's turn")
	}
	ts.Show(elsewhere{}) // leave: the thought stops, the game is saved
	ts.settle()
	saved, err := ts.db.SavedGames(context.Background())
	if err != nil || len(saved) != 1 || saved[0].Seats[1].Name != "computer:3" || saved[0].Rated || saved[0].Mode != "computer" {
		t.Fatalf("saved %+v %v", saved, err)
	}
	Resume(ts, saved[0])
	p = ts.play(t)
	if seats := p.sess.Seats(); seats[1].Computer != 3 || p.sess.Thinking() != 1 {
		t.Fatalf("resumed seats %+v, thinking %d", seats, p.sess.Thinking())
	}
	if !strings.Contains(p.ctl.Status.Text, widgets.ComputerLabel(3)+" (Blue)") {
		t.Errorf("status %q", p.ctl.Status.Text)
	}
}

func TestHintSelectsTheSuggestedAction(t *testing.T) {
	ts := newTestHost(t)
	ts.computers = uitest.Computers(&uitest.Computer{Pick: func(l []core.Action) core.Action { return l[0] }})
	p := startCasual(t, ts, 0, false)
	test.Tap(p.ctl.Hint)
	ts.until(t, func() bool { return strings.HasPrefix(p.ctl.Status.Text, "Hint:") })
	legal := p.game.Legal()
	want := "Hint: " + p.game.Format(legal[0])
	if p.ctl.Status.Text != want || p.sel == selectNone {
		t.Fatalf("status %q (want %q), selection %d", p.ctl.Status.Text, want, p.sel)
	}
	rated := startCasual(t, ts, 0, true, seatSetup{profileID: ts.profile(t, "Ana").ID, name: "Ana"}, seatSetup{profileID: ts.profile(t, "Ben").ID, name: "Ben"})
	if rated.ctl.Hint.Visible() {
		t.Error("a rated game offers hints")
	}
}
