package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/core"
	"xima/ui/internal/uitest"
)

// TestBrowsingALiveGameUndoesNothing: in every game, a click on an earlier
// move shows that position on a board of its own while the game waits;
// the arrow keys step, Back to the game (or Esc) returns, and a move
// played meanwhile returns too; nothing is undone.
func TestBrowsingALiveGameUndoesNothing(t *testing.T) {
	for _, kind := range newTestShell(t).gameKinds() {
		t.Run(kind.Name, func(t *testing.T) {
			ts := newTestShell(t)
			p := startBoardGame(t, ts, kind.Name, false)
			// Three rows of the move list at least (a Xana turn's parts
			// share a row).
			for len(p.Controls().Moves.Rows()) < 3 {
				if err := p.Play(goingOn(t, p.Session().Game())); err != nil {
					t.Fatal(err)
				}
			}
			moves := strings.Join(p.Session().Game().Moves(), " ")
			rows := p.Controls().Moves.Rows()
			p.Controls().Moves.List.Select(0)
			if step, on := p.Browsing(); !on || step != 1 || !p.Back().Visible() || p.Game().Board().Visible() {
				t.Fatalf("after a click on the first move: browsing %v at %d, Back shown %v", on, step, p.Back().Visible())
			}
			if rep := p.Browsed(); rep.Steps() != len(rows) {
				t.Errorf("browsing a replay of %d steps, want %d", rep.Steps(), len(rows))
			}
			if !strings.Contains(uitest.AllLabels(p.Content()), "after move 1 of") {
				t.Errorf("no word of the browsed move: %q", p.Turn().Text)
			}
			browsed, live := p.Figures()
			if !browsed.Visible() || live.Visible() || len(browsed.Objects) != len(p.Browsed().Side()) {
				t.Errorf("browsing: its figures shown %v (%d panels), the game's %v", browsed.Visible(), len(browsed.Objects), live.Visible())
			}
			p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
			if step, _ := p.Browsing(); step != 0 {
				t.Errorf("Left: step %d, want the opening", step)
			}
			p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
			p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
			if step, _ := p.Browsing(); step != 2 {
				t.Errorf("Right twice: step %d", step)
			}
			test.Tap(p.Back())
			if _, on := p.Browsing(); on || !p.Game().Board().Visible() || p.Back().Visible() || browsed.Visible() || !live.Visible() {
				t.Fatal("Back to the game left the earlier position on show")
			}
			if got := strings.Join(p.Session().Game().Moves(), " "); got != moves {
				t.Fatalf("browsing changed the game: %q, want %q", got, moves)
			}

			p.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
			if step, on := p.Browsing(); !on || step != len(rows)-1 {
				t.Fatalf("Left from the game: browsing %v at %d", on, step)
			}
			if err := p.Session().Play(goingOn(t, p.Session().Game())); err != nil {
				t.Fatal(err)
			}
			p.Refresh()
			if _, on := p.Browsing(); on || !p.Game().Board().Visible() {
				t.Error("a move played while browsing left the earlier position on show")
			}
		})
	}
}

// goingOn is a legal action of g that does not end it.
func goingOn(t *testing.T, g core.Game) core.Action {
	t.Helper()
	for _, a := range g.Legal() {
		if err := g.Play(a); err != nil {
			t.Fatal(err)
		}
		over := g.Result().Over
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		if !over {
			return a
		}
	}
	t.Fatalf("every action ends the game after %v", g.Moves())
	return 0
}
