package widgets

import (
	"fmt"
	"testing"

	"xima/games/core"
	"xima/ui/session"
)

// TestProblemWords: the problem line says the session's refusal in words
// of its own (translated), and an engine's through lang.Refusal.
func TestProblemWords(t *testing.T) {
	if got := problemWords(fmt.Errorf("hint: %w", session.ErrComputerTurn)); got != "The computer is to move." {
		t.Errorf("the computer's turn reads %q", got)
	}
	r := core.Refuse("game-over", "the game is over")
	if got := problemWords(r); got == "" || got == "The computer is to move." {
		t.Errorf("an engine's refusal reads %q", got)
	}
}
