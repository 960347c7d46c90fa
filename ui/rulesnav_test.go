package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/games/catalog"
	"xima/ui/internal/uitest"
)

// homeCard returns the home screen's card of the named game.
func homeCard(t *testing.T, ts *testShell, game string) *widget.Card {
	t.Helper()
	ts.ShowHome()
	var card *widget.Card
	uitest.Walk(ts.current.Content(), func(o fyne.CanvasObject) bool {
		if c, ok := o.(*widget.Card); ok && c.Title == game {
			card = c
		}
		return card == nil
	})
	if card == nil {
		t.Fatalf("no card for %s on the home screen", game)
	}
	return card
}

// TestEveryGameCardOpensItsRules: each game's card has Rules, which opens
// that game's pages and comes back home; Xima's card opens the position
// editor too.
func TestEveryGameCardOpensItsRules(t *testing.T) {
	ts := newTestShell(t)
	for _, k := range catalog.All() {
		test.Tap(uitest.FindButton(homeCard(t, ts, k.Name), "Rules"))
		if got, want := ts.current.Title(), k.Name+" rules"; got != want {
			t.Errorf("%s's Rules opened %q, want %q", k.Name, got, want)
		}
	}
	test.Tap(uitest.FindButton(homeCard(t, ts, "Xima"), "Editor"))
	if got := ts.current.Title(); got != "Position editor" {
		t.Errorf("Xima's Position editor opened %q", got)
	}
	if b := uitest.FindButton(homeCard(t, ts, "Maxima"), "Editor"); b != nil {
		t.Error("Maxima's card offers a position editor")
	}
}

// TestPlayScreenHelpShowsTheRulesOverTheGame: "?" on a play screen shows
// the game's rules over it, the game staying underneath.
func TestPlayScreenHelpShowsTheRulesOverTheGame(t *testing.T) {
	ts := newTestShell(t)
	p := startBoardGame(t, ts, "Maxima", false)
	if p.Controls().Help.Hidden {
		t.Fatal("no ? on the play screen")
	}
	test.Tap(p.Controls().Help)
	if labels := uitest.AllLabels(ts.win.Canvas().Overlays().Top()); !strings.Contains(labels, "Maxima") {
		t.Errorf("the ? showed %q", labels)
	}
	if ts.current != p {
		t.Error("the ? left the game")
	}
}

// TestHomeOpensTheLessons: the home screen's Lessons shows every game's
// lessons, and Home comes back.
func TestHomeOpensTheLessons(t *testing.T) {
	ts := newTestShell(t)
	ts.ShowHome()
	test.Tap(uitest.FindButton(ts.current.Content(), "Lessons"))
	labels := uitest.AllLabels(ts.current.Content())
	for _, k := range catalog.All() {
		if !strings.Contains(labels, k.Name) {
			t.Errorf("the lessons list has nothing of %s: %s", k.Name, labels)
		}
	}
	test.Tap(uitest.FindButton(ts.current.Content(), "Home"))
	if _, home := ts.current.(*homeScreen); !home {
		t.Errorf("Home from the lessons went to %T", ts.current)
	}
}

// TestHomeIsNoWiderThanASmallWindow: the home screen, its Lessons button
// and the cards' Rules and Position editor included, needs no more than
// 1024 pixels across, in English and in Spanish.
func TestHomeIsNoWiderThanASmallWindow(t *testing.T) {
	for _, code := range []string{"en", "es"} {
		t.Run(code, func(t *testing.T) {
			uitest.UseLanguage(t, code)
			ts := newTestShell(t)
			ts.ShowHome()
			if w := ts.current.Content().MinSize().Width; w > 1024 {
				t.Errorf("the home screen needs %.0f pixels across", w)
			}
		})
	}
}

// TestHomeOpensTheLibrary: the home screen's Library lists the book's
// games.
func TestHomeOpensTheLibrary(t *testing.T) {
	ts := newTestShell(t)
	ts.ShowHome()
	test.Tap(uitest.FindButton(ts.current.Content(), "Library"))
	if got := ts.current.Title(); got == "" {
		t.Errorf("Library opened %T with no title", ts.current)
	}
	if _, home := ts.current.(*homeScreen); home {
		t.Error("Library stayed on the home screen")
	}
}
