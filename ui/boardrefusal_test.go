package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/ui/internal/uitest"
)

// typeBoardMove types text into the move box and presses Play.
func typeBoardMove(p *boardPlayScreen, text string) {
	p.ctl.Entry.SetText(text)
	p.ctl.Entry.OnSubmitted(text)
}

// TestBoardGamesExplainTypedRefusals types an action each game refuses
// and reads the problem line: the move and the engine's reason, in the
// player's language; the turn banner says who plays and what they can do.
func TestBoardGamesExplainTypedRefusals(t *testing.T) {
	for _, tc := range []struct {
		game   string
		before []string
		typed  string
		want   string
		turn   string
	}{
		{"Ximaera", []string{"P@c3"}, "c3-c1",
			"c3-c1: The pivot on c3 ended your opponent's last action and cannot move this turn",
			"drop a piece from the reserve, or move one on the board"},
		{"Maxima", nil, "d3-e4", "d3-e4: The Pawn on d3 does not move that way: it cannot reach e4",
			"click a piece of yours, then where it goes"},
		{"Xana", nil, "k4", "k4: Walls come after the stack part of the turn",
			"drop or move a stack, then up to two walls"},
		{"Xoliba", nil, "pass", "pass: You can form a triangle, so you may not pass",
			"swap a piece of yours with a white one to form a triangle"},
	} {
		t.Run(tc.game, func(t *testing.T) {
			ts := newTestShell(t)
			p := startBoardGame(t, ts, tc.game, false)
			for _, m := range tc.before {
				typeBoardMove(p, m)
			}
			if want := p.seatLabel(p.game.ToMove()) + ": " + tc.turn; p.turn.Text != want {
				t.Errorf("turn %q, want %q", p.turn.Text, want)
			}
			typeBoardMove(p, tc.typed)
			if p.ctl.Problem.Text != tc.want || !p.ctl.Problem.Visible() {
				t.Errorf("problem %q, want %q", p.ctl.Problem.Text, tc.want)
			}
			if len(p.game.Moves()) != len(tc.before) {
				t.Errorf("a refused action was played: %v", p.game.Moves())
			}
		})
	}
	t.Run("in Spanish", func(t *testing.T) {
		uitest.UseLanguage(t, "es")
		ts := newTestShell(t)
		p := startBoardGame(t, ts, "Ximaera", false)
		typeBoardMove(p, "P@c3")
		typeBoardMove(p, "c3-c1")
		if want := "c3-c1: Pivote en c3: terminó la última acción del rival y no puede moverse en este turno"; p.ctl.Problem.Text != want {
			t.Errorf("problem %q, want %q", p.ctl.Problem.Text, want)
		}
		if want := p.seatLabel(1) + ": coloca una pieza de la reserva o mueve una del tablero"; p.turn.Text != want {
			t.Errorf("turn %q, want %q", p.turn.Text, want)
		}
	})
}

// TestBoardClickRefusalReachesTheProblemLine clicks Maxima's board in the
// middle, on the empty d4, and reads the reason on the play screen's
// problem line; a click on a piece of White's then clears it.
func TestBoardClickRefusalReachesTheProblemLine(t *testing.T) {
	ts := newTestShell(t)
	p := startBoardGame(t, ts, "Maxima", false)
	board, ok := p.game.Board().(fyne.Tappable)
	if !ok {
		t.Fatalf("Maxima's board %T takes no clicks", p.game.Board())
	}
	size := p.game.Board().Size()
	test.TapAt(board, fyne.NewPos(size.Width/2, size.Height/2))
	if want := "There is nothing to move on d4"; p.ctl.Problem.Text != want || !p.ctl.Problem.Visible() {
		t.Errorf("problem %q, want %q", p.ctl.Problem.Text, want)
	}
	test.TapAt(board, fyne.NewPos(size.Width/2, size.Height/2+size.Height/12.3))
	if p.ctl.Problem.Visible() {
		t.Errorf("selecting d3 left the problem %q", p.ctl.Problem.Text)
	}
}
