package xana

import (
	"math/rand/v2"
	"testing"
)

// TestLeaderIsWhoWinsByPassesNow plays random turns and, after each, ends a
// copy of the game by two passes: the seat Leader named before is the
// winner the passes give.
func TestLeaderIsWhoWinsByPassesNow(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	for game := range 6 {
		g, err := NewGame(Config{Size: 4})
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 60 && !g.Over(); ply++ {
			legal := g.Legal()
			if err := g.Play(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			if s := g.State(); g.Over() || s.Step() != StepStart {
				continue
			}
			lead := g.Leader()
			end := &Game{cfg: g.cfg, line: g.line.Clone()}
			for !end.Over() {
				if _, err := end.PlayText("pass"); err != nil {
					t.Fatalf("game %d ply %d: %v", game, ply, err)
				}
			}
			if w := end.Result().Winner; w != lead {
				t.Fatalf("game %d ply %d: Leader says seat %d, two passes give seat %d", game, ply, lead, w)
			}
		}
	}
}
