package xima

import (
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/ui/internal/uitest"
)

// editorHost is the test's shell with the saving of records: it keeps
// what the editor asked it to save.
type editorHost struct {
	*testHost
	saved []savedRecord
}

type savedRecord struct{ name, text string }

func (h *editorHost) SaveRecord(name, text string) {
	h.saved = append(h.saved, savedRecord{name, text})
}

// openEditor shows the position editor on h's window.
func openEditor(t *testing.T, h *testHost) (*editorScreen, *editorHost) {
	t.Helper()
	eh := &editorHost{testHost: h}
	ShowEditor(eh)
	e, ok := h.current.(*editorScreen)
	if !ok {
		t.Fatalf("screen on show is %T, want the editor", h.current)
	}
	return e, eh
}

// click taps the board on the cell named name, where a user would.
func (e *editorScreen) click(t *testing.T, names ...string) {
	t.Helper()
	for _, name := range names {
		c := cell(name)
		size, o := boardGeometry(e.board.Size())
		at := fyne.NewPos(o.X+(float32(c.Col())+0.5)*size, o.Y+(float32(engine.Size-1-c.Row())+0.5)*size)
		test.TapAt(e.board, at)
		if e.picked != c {
			t.Fatalf("a tap in the middle of %s picked %s", name, e.picked)
		}
	}
}

// tap taps the button b, which must be there to see.
func tap(t *testing.T, b *widget.Button) {
	t.Helper()
	if b == nil || !b.Visible() || b.Disabled() {
		t.Fatal("the button is not there to tap")
	}
	test.Tap(b)
}

// buildLesson sets up, by clicks, docs/xima-record.md's example: blue's
// pair on C3 and blue block on D4 under a red one, red's special on E5 and
// a red block on A1; blue to move.
func buildLesson(t *testing.T, e *editorScreen) {
	t.Helper()
	tap(t, e.seats[engine.Blue].common)
	e.click(t, "D4", "C3", "C3")
	tap(t, e.seats[engine.Red].common)
	e.click(t, "D4", "A1")
	tap(t, e.seats[engine.Red].special)
	e.click(t, "E5")
	e.toMove.SetSelected(playerName(engine.Blue))
}

// TestEditorBuildsChecksSavesAndReadsBack builds a position by clicks,
// checks it, saves it as a record, and reads the record back: its
// Position tag gives the position the clicks made.
func TestEditorBuildsChecksSavesAndReadsBack(t *testing.T) {
	h := newTestHost(t)
	e, eh := openEditor(t, h)
	buildLesson(t, e)
	if got := e.column.Text; got != "E5 (floor 3): Red ★, bottom to top" {
		t.Fatalf("the picked column reads %q", got)
	}
	if r := e.seats[engine.Red].reserve.Text; r != "7" {
		t.Fatalf("red's reserve shows %s after two commons placed, want 7", r)
	}
	tap(t, e.checkBtn)
	if got := e.status.Text; got != "A legal position: Blue to move." {
		t.Fatalf("Check says %q", got)
	}

	tap(t, e.saveBtn)
	if len(eh.saved) != 1 || eh.saved[0].name != "xima-position-20261122-1800.xima" {
		t.Fatalf("the shell was asked to save %+v", eh.saved)
	}
	data := eh.saved[0].text
	const lesson = "13/13/13/13/13/13/13/13/4R8/3(br)9/2(bb)10/13/r12 to=blue"
	if !strings.Contains(data, `[Position "`+lesson+`"]`) {
		t.Fatalf("the record holds no Position tag of the lesson:\n%s", data)
	}
	g, err := engine.ParseGame(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	want, err := e.setup.State()
	if err != nil {
		t.Fatal(err)
	}
	if got := g.State(); got != want {
		t.Fatalf("read back:\n%s\nwant\n%s", got.Diagram(), want.Diagram())
	}
	if _, err := g.PlayText("xD4"); err != nil {
		t.Fatalf("blue's capture from the saved position: %v", err)
	}
}

// TestEditorRefusesWithTheReason: a common block on the summit, too many
// blocks, a special twice are refused by Check, Save and Play with the
// reason; the eraser and the reserve buttons put things right.
func TestEditorRefusesWithTheReason(t *testing.T) {
	h := newTestHost(t)
	e, eh := openEditor(t, h)
	tap(t, e.seats[engine.Red].common)
	e.click(t, "G7")
	tap(t, e.checkBtn)
	if got := e.status.Text; got != "A common block stands on the summit G7: only a special enters it, and that ends the game." {
		t.Fatalf("Check says %q", got)
	}
	tap(t, e.saveBtn)
	tap(t, e.playBtn)
	if len(eh.saved) > 0 || h.current != e || !strings.HasPrefix(e.status.Text, "A common block stands on the summit") {
		t.Fatalf("an illegal position was saved (%d) or played (%T): %q", len(eh.saved), h.current, e.status.Text)
	}
	tap(t, e.eraser)
	e.click(t, "G7")
	if e.seats[engine.Red].reserve.Text != "9" || e.status.Text != "" {
		t.Fatalf("the eraser gave back %s, status %q", e.seats[engine.Red].reserve.Text, e.status.Text)
	}
	tap(t, e.seats[engine.Blue].special)
	e.click(t, "G7")
	tap(t, e.checkBtn)
	if got := e.status.Text; got != "Blue's special stands on the summit G7: the game would be over." {
		t.Fatalf("Check says %q", got)
	}
	tap(t, e.eraser)
	e.click(t, "G7")

	tap(t, e.seats[engine.Red].more)
	tap(t, e.checkBtn)
	if got := e.status.Text; got != "Red has 11 blocks on the board, in reserve and captured, but received 10." {
		t.Fatalf("Check says %q", got)
	}
	tap(t, e.seats[engine.Red].less)

	tap(t, e.seats[engine.Blue].special)
	e.click(t, "A1", "C1")
	tap(t, e.checkBtn)
	if got := e.status.Text; got != "Blue's special stands on A1 and on C1: each player has one." {
		t.Fatalf("Check says %q", got)
	}
	if got := e.column.Text; e.picked != cell("A1") || got != "A1 (floor 1): Blue ★, bottom to top" {
		t.Fatalf("the refusal picked %s: %q", e.picked, got)
	}
	tap(t, e.eraser)
	e.click(t, "C1")
	test.Tap(e.seats[engine.Blue].captured)
	tap(t, e.checkBtn)
	if got := e.status.Text; got != "Blue's special stands on A1, so it is not captured." {
		t.Fatalf("Check says %q", got)
	}
	e.click(t, "A1")
	tap(t, e.checkBtn)
	if got := e.status.Text; got != "A legal position: Red to move." {
		t.Fatalf("Check says %q", got)
	}
	if s, _ := e.setup.State(); s.SpecialState(engine.Blue) != engine.SpecialCaptured || s.CapturedOf(engine.Blue) != 1 {
		t.Fatalf("blue's special: %d, lost %d", s.SpecialState(engine.Blue), s.CapturedOf(engine.Blue))
	}
}

// TestEditorPlayers: a third player gets a row and may move; going back
// to two takes the third's blocks off the board and the turn from them.
func TestEditorPlayers(t *testing.T) {
	h := newTestHost(t)
	e, _ := openEditor(t, h)
	e.players.SetSelected("3")
	if len(e.seatBox.Objects) != 3 || len(e.toMove.Options) != 3 {
		t.Fatalf("%d seat rows, %d choices to move", len(e.seatBox.Objects), len(e.toMove.Options))
	}
	tap(t, e.seats[engine.Yellow].common)
	e.click(t, "B2", "B2")
	tap(t, e.seats[engine.Red].common)
	e.click(t, "B2")
	e.toMove.SetSelected(playerName(engine.Yellow))
	tap(t, e.checkBtn)
	if got := e.status.Text; got != "A legal position: Yellow to move." {
		t.Fatalf("Check says %q", got)
	}
	e.players.SetSelected("2")
	if col := e.setup.Columns[cell("B2")]; len(col) != 1 || col[0] != engine.MakeBlock(engine.Red, false) || e.setup.ToMove != engine.Red {
		t.Fatalf("B2 holds %v, %s to move", col, e.setup.ToMove)
	}
}

// TestEditorPlaysFromHere: Play from here opens the play screen on the
// position, with the style chosen, and the game's record starts from it.
func TestEditorPlaysFromHere(t *testing.T) {
	h := newTestHost(t)
	e, _ := openEditor(t, h)
	buildLesson(t, e)
	e.style.SetSelectedIndex(1) // luck
	want, err := e.setup.State()
	if err != nil {
		t.Fatal(err)
	}
	tap(t, e.playBtn)
	p := h.play(t)
	if got := p.game.State(); got != want || got.Style(engine.Blue) != engine.Luck {
		t.Fatalf("the play screen's position:\n%s\nwant\n%s", got.Diagram(), want.Diagram())
	}
	if !strings.Contains(p.game.Record(), "[Position \"13/13/13/13/13/13/13/13/4R8/3(br)9/2(bb)10/13/r12 to=blue\"]") {
		t.Fatalf("the game's record:\n%s", p.game.Record())
	}
	tap(t, uitest.FindButton(p.screen.Content(), "Roll the die"))
	h.settle()
	if s := p.game.State(); s.Dice()[0] == 0 || s.ToMove() != engine.Blue {
		t.Fatalf("blue did not roll: dice %v, %s to move", s.Dice(), s.ToMove())
	}
}

// TestEditorFits: the editor fits 1280x800 with four players, in English
// and Spanish; with XIMA_SCREENSHOTS set, each is written there.
func TestEditorFits(t *testing.T) {
	for _, code := range []string{"en", "es"} {
		t.Run(code, func(t *testing.T) {
			uitest.UseLanguage(t, code)
			h := newTestHost(t)
			h.win.Resize(fyne.NewSize(1280, 800))
			e, _ := openEditor(t, h)
			e.players.SetSelected("4")
			buildLesson(t, e)
			tap(t, e.seats[engine.Green].common)
			e.click(t, "J10", "J10")
			tap(t, e.seats[engine.Yellow].special)
			e.click(t, "I4")
			tap(t, e.seats[engine.Green].special)
			e.click(t, "J10")
			tap(t, e.checkBtn)
			uitest.CheckFits(t, h.win, fyne.NewSize(1280, 800))
			if dir := os.Getenv("XIMA_SCREENSHOTS"); dir != "" {
				fillNil(h.win.Canvas().Content())
				name := "xima-editor.png"
				if code != "en" {
					name = "xima-editor-" + code + ".png"
				}
				f, err := os.Create(filepath.Join(dir, name))
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				if err := png.Encode(f, h.win.Canvas().Capture()); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// capturedGame plays random actions of a game of three players, one per
// style, until three blocks were captured and a dice player is to move,
// rolled: a position with counters and dice for the editor to keep.
func capturedGame(t *testing.T) *engine.Game {
	t.Helper()
	g, err := engine.NewGame(engine.Config{Styles: []engine.Style{engine.Luck, engine.Sport, engine.TwoDice}, Seed: 5, HasSeed: true})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 30))
	for range 400 {
		if g.NeedsRoll() {
			if _, err := g.Roll(); err != nil {
				t.Fatal(err)
			}
		}
		s := g.State()
		rolled := s.Style(s.ToMove()) != engine.Sport && !s.MidTurn()
		if rolled && s.CapturedOf(engine.Red)+s.CapturedOf(engine.Blue)+s.CapturedOf(engine.Yellow) > 2 {
			return g
		}
		legal := g.Legal()
		if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no capture in 400 actions")
	return nil
}

// TestEditorOpensAtAGamePosition: the kind's EditPosition opens the
// editor on a game's position, its setup SetupOf's, the board, the
// reserves, the players, the dice and the side to move shown; Play from
// here plays on from it as it stood; an edit keeps the captures' counts,
// so the position stays legal, and takes the roll back.
func TestEditorOpensAtAGamePosition(t *testing.T) {
	h := newTestHost(t)
	eh := &editorHost{testHost: h}
	g := capturedGame(t)
	Kind(eh).EditPosition(g)
	e, ok := h.current.(*editorScreen)
	if !ok {
		t.Fatalf("screen on show is %T, want the editor", h.current)
	}
	want := engine.SetupOf(g)
	if !reflect.DeepEqual(e.setup, want) {
		t.Fatalf("the editor's setup\n%+v\nwant\n%+v", e.setup, want)
	}
	s := g.State()
	if e.board.state.Hash() != s.Hash() || e.board.state.Diagram() != s.Diagram() {
		t.Fatalf("the board shows\n%s\nwant\n%s", e.board.state.Diagram(), s.Diagram())
	}
	if e.players.Selected != "3" || e.style.SelectedIndex() != -1 || e.toMove.SelectedIndex() != g.ToMove() {
		t.Fatalf("players %q, style %d, %d to move; want 3 players of mixed styles, %d to move",
			e.players.Selected, e.style.SelectedIndex(), e.toMove.SelectedIndex(), g.ToMove())
	}
	for p := range engine.Player(3) {
		if got := e.seats[p].reserve.Text; got != strconv.Itoa(s.Reserve(p)) {
			t.Errorf("%s's reserve shows %s, want %d", p, got, s.Reserve(p))
		}
		if e.seats[p].captured.Checked != (s.SpecialState(p) == engine.SpecialCaptured) {
			t.Errorf("%s's special captured box: %v", p, e.seats[p].captured.Checked)
		}
	}
	if !e.dice.Visible() || !strings.Contains(e.dice.Text, "rolled") {
		t.Fatalf("the dice line: %q (visible %v)", e.dice.Text, e.dice.Visible())
	}

	tap(t, e.playBtn)
	p := h.play(t)
	if got := p.game.State(); got.Ply() != 0 || got.Hash() != s.Hash() || got.Diagram() != s.Diagram() || p.game.Round() != g.Round() {
		t.Fatalf("Play from here stands at\n%s\nwant\n%s", got.Diagram(), s.Diagram())
	}

	Kind(eh).EditPosition(g)
	e = h.current.(*editorScreen)
	mover := engine.Player(g.ToMove())
	tap(t, e.seats[mover].more)
	tap(t, e.seats[mover].less)
	if len(e.setup.Dice) != 0 || e.dice.Visible() {
		t.Fatalf("after an edit the dice are %v", e.setup.Dice)
	}
	tap(t, e.checkBtn)
	if e.status.Importance != widget.SuccessImportance {
		t.Fatalf("after an edit Check says %q", e.status.Text)
	}
	edited, _ := e.setup.State()
	for p := range engine.Player(3) {
		if edited.CapturedOf(p) != s.CapturedOf(p) || edited.Took(p) != s.Took(p) || edited.Reserve(p) != s.Reserve(p) {
			t.Errorf("after an edit %s lost %d, took %d, holds %d; want %d, %d, %d", p,
				edited.CapturedOf(p), edited.Took(p), edited.Reserve(p), s.CapturedOf(p), s.Took(p), s.Reserve(p))
		}
	}
}
