package xima

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSetupOfStartsTheSamePosition takes positions along random games of
// 2 to 4 players, in every style, and starts a game from each SetupOf as
// the position editor does (Config.Position, the setup's text): the new
// game stands where the old one stood, board, reserves, dice and side to
// move alike, with the same legal actions (repetitions aside) and movetext number.
func TestSetupOfStartsTheSamePosition(t *testing.T) {
	checked := 0
	for seed := range uint64(9) {
		rng := rand.New(rand.NewPCG(seed, 30))
		styles := make([]Style, 2+seed%3)
		for i := range styles {
			styles[i] = Style(rng.IntN(3))
		}
		randomGame(t, rng, styles, 120, func(g *Game, _ Action) {
			if rng.IntN(4) > 0 {
				return
			}
			su := SetupOf(g)
			again, err := NewGame(Config{Styles: su.Styles, Position: su.String(), Seed: 7, HasSeed: true})
			if err != nil {
				t.Fatalf("seed %d, round %d: %q: %v", seed, g.Round(), su.String(), err)
			}
			want, got := g.State(), again.State()
			want.ply = 0 // a position starts counting its actions again
			if got != want || got.Hash() != want.Hash() {
				t.Fatalf("seed %d: started from %q:\n%s\nwant\n%s", seed, su.String(), got.Diagram(), want.Diagram())
			}
			if again.Round() != g.Round() || again.ToMove() != g.ToMove() {
				t.Fatalf("seed %d: round %d, %d to move; want round %d, %d to move", seed, again.Round(), again.ToMove(), g.Round(), g.ToMove())
			}
			// The state's own actions: the game's leave out those that
			// repeat its history, which the new game has not.
			if a, b := got.Legal(nil), want.Legal(nil); !slices.Equal(a, b) {
				t.Fatalf("seed %d: %q: %d legal actions, want %d", seed, su.String(), len(a), len(b))
			}
			checked++
		})
	}
	if checked < 150 {
		t.Fatalf("only %d positions checked", checked)
	}
}
