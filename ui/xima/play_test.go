package xima

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"xima/games/core"
	engine "xima/games/xima"
	"xima/storage"
	"xima/ui/internal/uitest"
	"xima/ui/session"
)

func TestNewGameDefaultsPlayInOneClick(t *testing.T) {
	ts := newTestHost(t)
	n := ts.setup(t)
	if n.play.Disabled() {
		t.Fatalf("Play disabled by default: %q", n.problem.Text)
	}
	test.Tap(n.play)
	p := ts.play(t)
	if got := len(p.setup.seats); got != 2 || p.setup.rated || p.setup.clock.Timed() {
		t.Fatalf("setup = %+v, want 2 casual untimed seats", p.setup)
	}
	if s := p.game.State(); s.Style(engine.Red) != engine.Sport || s.Style(engine.Blue) != engine.Sport {
		t.Errorf("styles not sport")
	}
	if got := ts.win.Title(); got != "Xima - Xima game" {
		t.Errorf("title %q", got)
	}
}

func TestNewGameSeatsProfilesStylesAndClock(t *testing.T) {
	ts := newTestHost(t)
	ana, ben, cy := ts.profile(t, "Ana"), ts.profile(t, "Ben"), ts.profile(t, "Cy")
	n := ts.setup(t)
	n.players.SetSelected("3")
	n.seats[1].style.SetSelectedIndex(1) // luck
	n.seats[2].style.SetSelectedIndex(2) // two dice
	n.rated.SetChecked(true)
	n.clock.Clock.SetSelectedIndex(2) // 10 min
	if n.play.Disabled() {
		t.Fatalf("Play disabled: %q", n.problem.Text)
	}
	test.Tap(n.play)
	p := ts.play(t)
	want := []seatSetup{{ana.ID, "Ana", engine.Sport, 0}, {ben.ID, "Ben", engine.Luck, 0}, {cy.ID, "Cy", engine.TwoDice, 0}}
	if fmt.Sprint(p.setup.seats) != fmt.Sprint(want) || !p.setup.rated || p.setup.clock.Agreed != 10*time.Minute {
		t.Fatalf("setup = %+v", p.setup)
	}
	if p.ctl.Undo.Visible() || p.ctl.Pause.Visible() {
		t.Error("a rated game shows undo or pause")
	}
}

func TestNewGameRefusesBadSetups(t *testing.T) {
	ts := newTestHost(t)
	ts.profile(t, "Ana")
	n := ts.setup(t)
	n.rated.SetChecked(true) // seat 2 is a guest
	if !n.play.Disabled() || !strings.Contains(n.problem.Text, "profile on every seat") {
		t.Errorf("rated with a guest: disabled %v, %q", n.play.Disabled(), n.problem.Text)
	}
	n.rated.SetChecked(false)
	n.seats[1].profile.SetSelected("Ana")
	if !n.play.Disabled() || !strings.Contains(n.problem.Text, "one seat only") {
		t.Errorf("one profile twice: %q", n.problem.Text)
	}
	n.seats[1].profile.SetSelectedIndex(0)
	n.clock.Clock.SetSelectedIndex(len(n.clock.Clock.Options) - 1)
	n.clock.Minutes.SetText("zero")
	if !n.play.Disabled() || !strings.Contains(n.problem.Text, "custom clock") {
		t.Errorf("bad custom clock: %q", n.problem.Text)
	}
	n.clock.Minutes.SetText("2.5")
	if n.play.Disabled() {
		t.Errorf("2.5 minutes refused: %q", n.problem.Text)
	}
}

// startCasual starts a 2-player game with the given clock.
func startCasual(t *testing.T, ts *testHost, clock time.Duration, rated bool, seats ...seatSetup) *playScreen {
	t.Helper()
	if len(seats) == 0 {
		seats = []seatSetup{{name: "Red guest"}, {name: "Blue guest"}}
	}
	startGame(ts, Setup{seats: seats, clock: session.TimeControl{Agreed: clock}, rated: rated})
	return ts.play(t)
}

// typeMove types text into the notation box and presses Enter.
func typeMove(p *playScreen, text string) {
	p.ctl.Entry.SetText("")
	test.Type(p.ctl.Entry, text)
	p.ctl.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

func TestNotationPlaysLegalMovesAndExplainsIllegalOnes(t *testing.T) {
	ts := newTestHost(t)
	p := startCasual(t, ts, 0, false)
	typeMove(p, "-G2")
	typeMove(p, "-G4")
	if got := moveRows(p.game.Events(), false); fmt.Sprint(got) != "[1. Red -G2 1. Blue -G4]" {
		t.Fatalf("moves %v", got)
	}
	if p.ctl.Problem.Text != "" || p.ctl.Entry.Text != "" {
		t.Errorf("after a legal move: problem %q, entry %q", p.ctl.Problem.Text, p.ctl.Entry.Text)
	}
	before := p.game.Record()
	typeMove(p, "G4G9")
	if p.game.Record() != before {
		t.Fatal("an illegal move changed the game")
	}
	if want := "G4G9: The block on G4 is Blue's, not yours"; p.ctl.Problem.Text != want {
		t.Errorf("problem %q, want %q", p.ctl.Problem.Text, want)
	}
	if p.ctl.Entry.Text != "G4G9" {
		t.Errorf("the typed move was cleared: %q", p.ctl.Entry.Text)
	}
	typeMove(p, "zz")
	if !strings.Contains(p.ctl.Problem.Text, "zz") {
		t.Errorf("syntax error %q", p.ctl.Problem.Text)
	}
	if got := p.ctl.Moves.List.Length(); got != 2 {
		t.Errorf("move list has %d rows", got)
	}
}

func TestSelectingShowsTargetsAndAClickPlays(t *testing.T) {
	ts := newTestHost(t)
	p := startCasual(t, ts, 0, false)
	test.Tap(p.special)
	specials := len(p.targets())
	test.Tap(p.common)
	if got := specials + len(p.targets()); got != 176 {
		t.Fatalf("%d drop targets at the opening, want the book's 176", got)
	}
	p.tapCell(cell("G2"))
	p.tapCell(cell("G4")) // Blue selects nothing: G4 is empty
	if p.sel != selectNone {
		t.Errorf("tapping an empty cell selected %v", p.sel)
	}
	test.Tap(p.common)
	p.tapCell(cell("G4"))
	p.tapCell(cell("G2")) // Red's block on G2 is selected
	if p.sel != selectBlock || p.from != cell("G2") || len(p.targets()) == 0 {
		t.Fatalf("selecting G2: sel %v from %v, %d targets", p.sel, p.from, len(p.targets()))
	}
	p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if p.sel != selectNone {
		t.Error("Esc kept the selection")
	}
	if got := moveRows(p.game.Events(), false); fmt.Sprint(got) != "[1. Red -G2 1. Blue -G4]" {
		t.Errorf("moves %v", got)
	}
}

func TestFlagFallEndsTheGame(t *testing.T) {
	ts := newTestHost(t)
	p := startCasual(t, ts, 5*time.Minute, false)
	typeMove(p, "-G2")
	ts.clock.Advance(2 * time.Minute)
	p.tick()
	if got := p.seatCards[1].clock.Text; got != "3:00" {
		t.Errorf("Blue's clock shows %q after 2 minutes, want 3:00", got)
	}
	if got := p.seatCards[0].clock.Text; got != "5:00" {
		t.Errorf("Red's stopped clock shows %q", got)
	}
	ts.clock.Advance(3*time.Minute + time.Second)
	p.tick()
	ts.settle()
	if r := p.game.Result(); !r.Over || r.Winner != int(engine.Red) || r.Reason != core.Flagged {
		t.Fatalf("after Blue's flag: %+v", r)
	}
	if p.ctl.End == nil {
		t.Fatal("no end dialog")
	}
	games, err := ts.db.SearchGames(context.Background(), storage.GameFilter{})
	if err != nil || len(games) != 1 || games[0].Result != "red" {
		t.Fatalf("history %+v %v", games, err)
	}
	if saved, _ := ts.db.SavedGames(context.Background()); len(saved) != 0 {
		t.Errorf("the finished game is still saved for resuming: %+v", saved)
	}
}

func TestPauseStopsTheClockInCasualGames(t *testing.T) {
	ts := newTestHost(t)
	p := startCasual(t, ts, 5*time.Minute, false)
	test.Tap(p.ctl.Pause)
	ts.clock.Advance(10 * time.Minute)
	p.tick()
	if p.game.Over() || p.sess.Remaining(0) != 5*time.Minute {
		t.Fatalf("paused clock ran: %v", p.sess.Remaining(0))
	}
	if !p.ctl.Entry.Disabled() {
		t.Error("moves can be typed while paused")
	}
	if p.ctl.BoardArea.Objects[0].Visible() || p.ctl.Pause.Text != "Resume" || p.ctl.Pause.Icon != theme.MediaPlayIcon() {
		t.Errorf("paused: board visible %v, button %q", p.ctl.BoardArea.Objects[0].Visible(), p.ctl.Pause.Text)
	}
	test.Tap(p.ctl.Pause)
	if !p.ctl.BoardArea.Objects[0].Visible() || p.ctl.Pause.Text != "Pause" || p.ctl.Pause.Icon != theme.MediaPauseIcon() {
		t.Errorf("resumed: board visible %v, button %q", p.ctl.BoardArea.Objects[0].Visible(), p.ctl.Pause.Text)
	}
	ts.clock.Advance(time.Minute)
	if p.sess.Remaining(0) != 4*time.Minute {
		t.Errorf("resumed clock %v", p.sess.Remaining(0))
	}
}

func TestUndoOnlyInCasualGames(t *testing.T) {
	ts := newTestHost(t)
	p := startCasual(t, ts, 0, false)
	if !p.ctl.Undo.Disabled() {
		t.Error("undo enabled before any move")
	}
	typeMove(p, "-G2")
	typeMove(p, "-G4")
	test.Tap(p.ctl.Undo)
	if got := moveRows(p.game.Events(), false); fmt.Sprint(got) != "[1. Red -G2]" {
		t.Fatalf("after undo: %v", got)
	}
	if s := p.game.State(); s.ToMove() != engine.Blue {
		t.Errorf("after undo %v to move", s.ToMove())
	}

	ana, ben := ts.profile(t, "Ana"), ts.profile(t, "Ben")
	r := startCasual(t, ts, 0, true, seatSetup{ana.ID, "Ana", engine.Sport, 0}, seatSetup{ben.ID, "Ben", engine.Sport, 0})
	typeMove(r, "-G2")
	test.Tap(r.ctl.Undo)
	if r.ctl.Undo.Visible() || len(r.game.Events()) != 1 {
		t.Errorf("rated game: undo visible %v, %d events", r.ctl.Undo.Visible(), len(r.game.Events()))
	}
}

func TestResumeAfterReopenRestoresTheGameAndClocks(t *testing.T) {
	test.NewTempApp(t)
	path := t.TempDir() + "/club.db"
	ts := openTestHost(t, path)
	p := startCasual(t, ts, 10*time.Minute, false)
	typeMove(p, "-G2")
	ts.clock.Advance(90 * time.Second)
	typeMove(p, "-G4")
	ts.clock.Advance(30 * time.Second)
	record := p.game.Record()
	ts.closeAll(t) // closing the window mid-game: Red has used 30 s, Blue 90 s

	ts2 := openTestHost(t, path)
	saved, err := ts2.db.SavedGames(context.Background())
	if err != nil || len(saved) != 1 {
		t.Fatalf("saved games %v %v", saved, err)
	}
	Resume(ts2, saved[0])
	q := ts2.play(t)
	if q.game.Record() != record {
		t.Fatalf("resumed record\n%s\nwant\n%s", q.game.Record(), record)
	}
	if got := [2]time.Duration{q.sess.Remaining(0), q.sess.Remaining(1)}; got != [2]time.Duration{9*time.Minute + 30*time.Second, 8*time.Minute + 30*time.Second} {
		t.Errorf("clocks after resume %v", got)
	}
	typeMove(q, "-G12")
	ts2.closeAll(t)
	db, err := storage.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	saved, _ = db.SavedGames(context.Background())
	if len(saved) != 1 || saved[0].Actions != 3 {
		t.Errorf("after resuming and playing: %+v", saved)
	}
}

func TestEndDialogNumbersMatchTheEngine(t *testing.T) {
	ts := newTestHost(t)
	ana, ben := ts.profile(t, "Ana"), ts.profile(t, "Ben")
	book, err := os.ReadFile("../../assets/book/book-11.3.10.xima")
	if err != nil {
		t.Fatal(err)
	}
	// The book's game without its last move, Blue's TOP.
	prefix := strings.TrimSuffix(strings.TrimSpace(string(book)), " TOP")
	g, err := engine.ParseGame(prefix)
	if err != nil {
		t.Fatal(err)
	}
	playGame(ts, Setup{rated: true, seats: []seatSetup{{ana.ID, "Ana", engine.Sport, 0}, {ben.ID, "Ben", engine.Sport, 0}}}, g, nil)
	p := ts.play(t)
	typeMove(p, "TOP")
	ts.settle()
	if !p.game.Over() {
		t.Fatalf("not over: %q", p.ctl.Problem.Text)
	}
	m := engine.Measure(p.game)
	changes, err := engine.CIMAX([]float64{storage.StartRating, storage.StartRating}, p.game)
	if err != nil {
		t.Fatal(err)
	}
	texts := dialogTexts(p)
	for i, name := range []string{"Ana (Red)", "Ben (Blue)"} {
		want := []string{name, fmt.Sprintf("%.2f", m.Forces[i].Total()), fmt.Sprintf("%.3f", m.Powers[i]),
			fmt.Sprintf("%.2f → %.2f (%+.2f)", changes[i].Before, changes[i].After, changes[i].Delta)}
		if !strings.Contains(texts, strings.Join(want, "|")) {
			t.Errorf("end dialog lacks %q in\n%s", strings.Join(want, "|"), texts)
		}
	}
	if !strings.Contains(texts, "Ben (Blue) wins: summit") {
		t.Errorf("headline missing in %s", texts)
	}
	for i, id := range []int64{ana.ID, ben.ID} {
		h, err := ts.db.History(context.Background(), id, "Xima")
		if err != nil || len(h) != 1 || h[0].After != changes[i].After {
			t.Errorf("seat %d history %+v %v, want after %v", i, h, err, changes[i].After)
		}
	}
}

// dialogTexts joins the end dialog's labels, the cells of a row by "|".
func dialogTexts(p *playScreen) string { return uitest.Labels(p.endContent()) }

func TestDiceAreRolledOnScreen(t *testing.T) {
	ts := newTestHost(t)
	p := startCasual(t, ts, 0, false, seatSetup{name: "Ana", style: engine.Luck}, seatSetup{name: "Ben", style: engine.TwoDice})
	if !p.roll.Visible() || !p.ctl.Entry.Disabled() || len(p.legal()) != 0 {
		t.Fatalf("before the roll: roll visible %v, entry disabled %v, %d actions", p.roll.Visible(), p.ctl.Entry.Disabled(), len(p.legal()))
	}
	if p.roll.Text != "Roll the die" {
		t.Errorf("a one-die player's button says %q", p.roll.Text)
	}
	test.Tap(p.roll)
	s := p.game.State()
	if want := fmt.Sprintf("A %d: move a block exactly %d cells", s.Dice()[0], s.Dice()[0]); !strings.HasPrefix(p.diceNote.Text, want) {
		t.Errorf("one die explained as %q, want %q...", p.diceNote.Text, want)
	}
	if p.roll.Visible() || p.dice[0].Text != dieFace(s.Dice()[0]) || p.dice[1].Text != "" {
		t.Fatalf("after the roll: roll visible %v, dice %q %q, state %v", p.roll.Visible(), p.dice[0].Text, p.dice[1].Text, s.Dice())
	}
	legal := p.legal()
	if len(legal) == 0 {
		t.Fatal("no action after the roll")
	}
	p.play(legal[0])
	if !p.roll.Visible() {
		t.Error("Blue's two dice are not offered")
	}
	if p.roll.Text != "Roll the dice" {
		t.Errorf("a two-dice player's button says %q", p.roll.Text)
	}
	test.Tap(p.roll)
	st := p.game.State()
	two := st.Dice()
	if want := fmt.Sprintf("%d and %d: two actions with two different blocks", two[0], two[1]); p.dice[0].Text == "" || p.dice[1].Text == "" || !strings.HasPrefix(p.diceNote.Text, want) {
		t.Errorf("two dice shown as %q %q, %q", p.dice[0].Text, p.dice[1].Text, p.diceNote.Text)
	}
	if rows := moveRows(p.game.Events(), false); !strings.Contains(rows[0], "Red "+dieFace(s.Dice()[0])) {
		t.Errorf("the move list lacks the roll: %q", rows[0])
	}
}
