package library

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/ui/internal/uitest"
	ximaui "xima/ui/xima"
)

// testHost is the shell for the library's tests: uitest's, with what the
// list's reading goroutine posts waiting on a channel for the test's
// goroutine to run it.
type testHost struct {
	uitest.Host
	posted  chan func()
	board3D ximaui.Board
}

// Board3D is the host's 3D board: nil, or what a test put in board3D
// (a stand-in: the library's tests need no OpenGL).
func (h *testHost) Board3D() ximaui.Board { return h.board3D }

// Use3D reports whether the club shows Xima in 3D: where a test gave the
// host a 3D board.
func (h *testHost) Use3D() bool { return h.board3D != nil }

// newHost opens a test window of size in language code, with no errors
// allowed by the end of the test.
func newHost(t *testing.T, code string, size fyne.Size) *testHost {
	t.Helper()
	h := &testHost{posted: make(chan func(), 1)}
	h.Posted = func(f func()) { h.posted <- f }
	h.Open(t, code, size)
	// The shell's default theme (the test app's lacks the bold monospace
	// font Xima's replay screen uses).
	fyne.CurrentApp().Settings().SetTheme(theme.DefaultTheme())
	return h
}

// openList shows the library and runs what its reading posts.
func (h *testHost) openList(t *testing.T) *List {
	t.Helper()
	Show(h)
	(<-h.posted)()
	l, ok := h.Screen.(*List)
	if !ok || len(l.open) != len(catalogue) {
		t.Fatalf("screen %T, want the list of %d games", h.Screen, len(catalogue))
	}
	return l
}

// openGame taps game i's Open on the list.
func (h *testHost) openGame(t *testing.T, i int) *gameScreen {
	t.Helper()
	test.Tap(h.openList(t).open[i])
	g, ok := h.Screen.(*gameScreen)
	if !ok {
		t.Fatalf("Open shows %T, not the game", h.Screen)
	}
	return g
}

func TestTheLibraryListsTheBooksGames(t *testing.T) {
	h := newHost(t, "en", fyne.NewSize(1024, 600))
	text := uitest.AllLabels(h.openList(t).Content())
	for _, want := range []string{
		"Example game (11.3.10)", "Game 1 (11.11)", "Game 3 (11.11)", "Exercise 1 (12.1)", "Exercise 3 (12.3)",
		"Player A (red) against Player B (blue)",
		"Blue reaches the summit: 31... TOP", "Red reaches the summit: 28. TOP", "Red reaches the summit: 21. TOP",
		"Unfinished: the book stops after 36... I6H7",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the list lacks %q:\n%s", want, text)
		}
	}
	test.Tap(uitest.FindButton(h.Screen.Content(), "Home"))
	if h.Homes != 1 {
		t.Errorf("Home went home %d times", h.Homes)
	}
}

// A list closed before the games are read shows nothing late.
func TestALibraryClosedWhileReadingStaysQuiet(t *testing.T) {
	h := newHost(t, "en", fyne.NewSize(1024, 600))
	l := NewList(h)
	l.Close()
	(<-h.posted)()
	if text := uitest.AllLabels(l.Content()); !strings.Contains(text, "Reading the book's games...") || strings.Contains(text, "Example game") {
		t.Errorf("a closed list was filled: %s", text)
	}
}

// Stepping through game 1 of 11.11 shows each move with the book's
// comment on it, or says there is none.
func TestAGameShowsTheBooksCommentAtItsMove(t *testing.T) {
	h := newHost(t, "en", fyne.NewSize(1024, 600))
	g := h.openGame(t, 1)
	if g.note.move.Text != "The opening" || g.pos.Text != "0 / 62" {
		t.Errorf("opens at %q, %q", g.note.move.Text, g.pos.Text)
	}
	for range 8 {
		g.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	}
	if g.step != 8 || g.note.move.Text != "4... BL13" || !strings.HasPrefix(g.note.text.String(), "The blue player creates a double defense") {
		t.Errorf("step %d: %q, %q", g.step, g.note.move.Text, g.note.text.String())
	}
	if g.note.ours.Visible() {
		t.Error("the book's own English is marked as our translation")
	}
	if g.slider.Value != 8 {
		t.Errorf("the slider stands at %v", g.slider.Value)
	}
	g.slider.SetValue(12) // 6... I10, which the book does not comment on
	if g.step != 12 || g.note.move.Text != "6... I10" || g.note.text.String() != "The book has no comment on this move." {
		t.Errorf("slid to step %d: %q, %q", g.step, g.note.move.Text, g.note.text.String())
	}
	test.Tap(uitest.FindButton(g.Content(), "")) // the first of the arrows: back to the opening
	g.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if g.note.move.Text != "31... TOP" || g.pos.Text != "62 / 62" {
		t.Errorf("End shows %q, %q", g.note.move.Text, g.pos.Text)
	}
	for i, s := range g.e.steps {
		if s.comment != "" && !strings.Contains(s.move, ".") {
			t.Errorf("step %d's comment has no move", i)
		}
	}
}

// The table shows the book's print next to the app's figures, the app's
// in the warning colour where they differ.
func TestTheTableShowsBookAndAppFigures(t *testing.T) {
	h := newHost(t, "en", fyne.NewSize(1024, 600))
	for _, tc := range []struct {
		game      int
		text      []string
		warned    []string
		notWarned []string
	}{
		{1, []string{"Force|39|58.67|56.57|56.14", "Power|1.08|1.636|1.34|1.335", "Game level|95.57|114.81|-|-", "CIMAX change|-107.5|-129.62|+107.5|+129.62"},
			[]string{"58.67", "56.14", "114.81"}, []string{"1.335"}},
		{2, []string{"Force|62|62|32|32", "Turns|28|28|27|27", "Effective time|0.51|0.51|0.65|0.65"}, nil, []string{"62", "1.555", "+136.82"}},
		{4, []string{"Force|-|74|-|63", "CIMAX change|-|-|-|-"}, nil, []string{"74", "63"}},
	} {
		g := h.openGame(t, tc.game)
		var lines []string
		for _, r := range tableRows(g.e) {
			lines = append(lines, strings.Join([]string{r.label, orDash(r.book[0]), orDash(r.app[0]), orDash(r.book[1]), orDash(r.app[1])}, "|"))
		}
		text := strings.Join(lines, "\n")
		for _, want := range tc.text {
			if !strings.Contains(text, want) {
				t.Errorf("game %d lacks %q:\n%s", tc.game, want, text)
			}
		}
		shown := uitest.AllLabels(g.Content())
		for _, want := range []string{"Red: book", "Blue: app", "Effective time", "CIMAX change"} {
			if !strings.Contains(shown, want) {
				t.Errorf("game %d's table lacks %q: %s", tc.game, want, shown)
			}
		}
		for _, s := range tc.warned {
			if l := findLabel(g.Content(), s); l == nil || l.Importance != widget.WarningImportance {
				t.Errorf("game %d: %s is not marked as differing", tc.game, s)
			}
		}
		for _, s := range tc.notWarned {
			if l := findLabel(g.Content(), s); l == nil || l.Importance == widget.WarningImportance {
				t.Errorf("game %d: %s is marked as differing, or missing", tc.game, s)
			}
		}
	}
}

// findLabel returns the last label in o whose text is s: the app's
// column comes after the book's.
func findLabel(o fyne.CanvasObject, s string) *widget.Label {
	var found *widget.Label
	uitest.Walk(o, func(c fyne.CanvasObject) bool {
		if l, ok := c.(*widget.Label); ok && l.Text == s {
			found = l
		}
		return true
	})
	return found
}

// Replay opens the game in Xima's replay screen, at the move on show (the
// end here); Library comes back to the list without reading the games
// again.
func TestAGameOpensInTheReplayAndGoesBack(t *testing.T) {
	h := newHost(t, "en", fyne.NewSize(1024, 600))
	g := h.openGame(t, 2)
	test.Tap(uitest.FindButton(g.Content(), "Library"))
	l, ok := h.Screen.(*List)
	if !ok || len(l.open) != len(catalogue) {
		t.Fatalf("Library shows %T", h.Screen)
	}
	test.Tap(l.open[2])
	h.Screen.(*gameScreen).TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	test.Tap(uitest.FindButton(h.Screen.Content(), "Replay"))
	if h.Screen.Title() != "Replay" || !strings.Contains(uitest.AllLabels(h.Screen.Content()), "55 / 55") {
		t.Errorf("Replay shows %q: %s", h.Screen.Title(), uitest.AllLabels(h.Screen.Content()))
	}
}

// The list and a game fit the smallest window in English and Spanish.
func TestTheLibraryFits(t *testing.T) {
	for _, code := range []string{"en", "es"} {
		h := newHost(t, code, fyne.NewSize(1024, 600))
		h.openList(t)
		uitest.CheckFits(t, h.Win, fyne.NewSize(1024, 600))
		h.openGame(t, 0)
		uitest.CheckFits(t, h.Win, fyne.NewSize(1024, 600))
	}
}

// Screenshots for docs/screenshots: the list and game 1 at 4... with the
// book's comment, in English and Spanish.
func TestLibraryScreenshots(t *testing.T) {
	dir := uitest.ScreenshotDir(t)
	for _, code := range []string{"en", "es"} {
		h := newHost(t, code, fyne.NewSize(1280, 800))
		var list uitest.Sheet
		h.openList(t)
		list.Add(h.Win)
		if err := list.Write(filepath.Join(dir, "library-list-"+code+".png"), 1); err != nil {
			t.Fatal(err)
		}
		g := h.openGame(t, 1)
		g.show(8)
		var game uitest.Sheet
		game.Add(h.Win)
		if err := game.Write(filepath.Join(dir, "library-game-"+code+".png"), 1); err != nil {
			t.Fatal(err)
		}
	}
}
