package puzzles

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"xima/games/puzzles"
	engine "xima/games/xima"
	"xima/ui/boards"
	"xima/ui/boards/maxima"
	"xima/ui/internal/uitest"
	"xima/ui/play"
	ximaui "xima/ui/xima"
)

// Board3D and SaveRecord make the test host Xima's and its editor's.
func (h *testHost) Board3D() ximaui.Board     { return nil }
func (h *testHost) SaveRecord(string, string) {}

// ximaPuzzle is a Xima position of ten random actions between two dice
// players, its solution a legal action there (the screen judges by the
// puzzle's solution).
func ximaPuzzle(t *testing.T) puzzles.Puzzle {
	t.Helper()
	g, err := engine.NewGame(engine.Config{Styles: []engine.Style{engine.Luck, engine.TwoDice}, Seed: 11, HasSeed: true})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(11, 30))
	for range 10 {
		if g.NeedsRoll() {
			if _, err := g.Roll(); err != nil {
				t.Fatal(err)
			}
		}
		legal := g.Legal()
		if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return puzzles.Puzzle{ID: "x", Game: "Xima", Record: g.Record(), Solution: "?", Theme: puzzles.Advantage, Rating: 1200}
}

// openTeaching shows the puzzles of Xima then Maxima to a guest.
func openTeaching(t *testing.T) (*testHost, *Screen) {
	t.Helper()
	h := &testHost{posted: make(chan func(), 4)}
	h.Posted = func(f func()) { h.posted <- f }
	h.Open(t, "en", fyne.NewSize(1280, 800))
	// The shell's default theme (the test app's lacks the bold monospace
	// font Xima's play screen uses).
	fyne.CurrentApp().Settings().SetTheme(theme.DefaultTheme())
	xp := ximaPuzzle(t)
	s := newScreen(h, []boards.Kind{ximaui.Kind(h), maxima.Kind()}, func(game string) ([]puzzles.Puzzle, error) {
		if game == "Xima" {
			return []puzzles.Puzzle{xp}, nil
		}
		return maximaPuzzles, nil
	})
	h.Show(s)
	h.run() // the guest's puzzles
	return h, s
}

// TestTeachingOpensTheEditor: a Xima puzzle offers Open in the editor,
// which shows Xima's editor.
func TestTeachingOpensTheEditor(t *testing.T) {
	h, s := openTeaching(t)
	edit := uitest.FindButton(s.Content(), "Open in the editor")
	if edit == nil || edit.Disabled() || uitest.FindButton(s.Content(), "Play from here") == nil {
		t.Fatal("a Xima puzzle lacks Open in the editor or Play from here")
	}
	test.Tap(edit)
	if h.Screen.Title() != "Position editor" {
		t.Fatalf("Open in the editor shows %T %q", h.Screen, h.Screen.Title())
	}
}

// TestTeachingPlaysFromHere: Play from here, for Xima and for Maxima
// (which has no editor to offer), opens the play screen at the puzzle's
// position, even after the solution was played on the board.
func TestTeachingPlaysFromHere(t *testing.T) {
	for _, game := range []string{"Xima", "Maxima"} {
		t.Run(game, func(t *testing.T) {
			h, s := openTeaching(t)
			if game == "Maxima" {
				s.which.SetSelectedIndex(1)
				h.run()
				if uitest.FindButton(s.Content(), "Open in the editor") != nil {
					t.Fatal("Maxima, with no editor, offers Open in the editor")
				}
			}
			want, err := s.puzzle.Position(s.kind.Kind)
			if err != nil {
				t.Fatal(err)
			}
			if game == "Maxima" {
				act, err := s.game.Parse(s.puzzle.Solution)
				if err != nil {
					t.Fatal(err)
				}
				s.try(act) // a guest's: nothing stored; the line is played on the board
				if n := len(s.stage.Game().Engine().Moves()); n != len(want.Moves())+len(s.puzzle.Line) {
					t.Fatalf("%d moves on the board after the solution's line", n)
				}
			}
			b := uitest.FindButton(s.Content(), "Play from here")
			if b == nil || b.Disabled() {
				t.Fatal("no Play from here to tap")
			}
			test.Tap(b)
			p, ok := h.Screen.(*play.Screen)
			if !ok {
				t.Fatalf("Play from here shows %T", h.Screen)
			}
			g := p.Game().Engine()
			if g.Name() != game || !slices.Equal(g.Moves(), want.Moves()) || g.ToMove() != want.ToMove() {
				t.Fatalf("the play screen's game: %s %v, %d to move; want %v, %d to move", g.Name(), g.Moves(), g.ToMove(), want.Moves(), want.ToMove())
			}
		})
	}
}

// TestTeachingNeedsAPosition: with no puzzle on show (none shipped), the
// screen offers neither the editor nor Play from here.
func TestTeachingNeedsAPosition(t *testing.T) {
	h := &testHost{posted: make(chan func(), 4)}
	h.Posted = func(f func()) { h.posted <- f }
	h.Open(t, "en", fyne.NewSize(1280, 800))
	s := newScreen(h, []boards.Kind{ximaui.Kind(h)}, func(string) ([]puzzles.Puzzle, error) { return nil, nil })
	h.Show(s)
	h.run()
	if !strings.Contains(s.heading.Text, "No puzzles") {
		t.Fatalf("the screen shows %q", s.heading.Text)
	}
	for _, name := range []string{"Open in the editor", "Play from here"} {
		if uitest.FindButton(s.Content(), name) != nil {
			t.Errorf("%s offered with no puzzle", name)
		}
	}
}
