package catalog

import (
	"testing"

	"xima/games/core"
)

// TestTakenCountsCaptures: in every game whose actions take pieces
// (core.Capturer), the count of pieces taken starts at 0, never falls as a
// game goes on, rises in a game of a few hundred actions, and an undo puts
// it back.
func TestTakenCountsCaptures(t *testing.T) {
	for _, kind := range All() {
		g, err := kind.New(Options{Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		c, ok := g.(core.Capturer)
		if !ok {
			continue
		}
		roller, dice := g.(interface {
			NeedsRoll() bool
			Roll() ([]uint8, error)
		})
		counts := []int{c.Taken()}
		for i := 0; i < 400 && !g.Result().Over; i++ {
			if dice && roller.NeedsRoll() {
				if _, err := roller.Roll(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			legal := g.Legal()
			if err := g.Play(legal[(i*7919)%len(legal)]); err != nil {
				t.Fatal(err)
			}
			n := c.Taken()
			if n < counts[len(counts)-1] {
				t.Fatalf("%s: taken fell from %d to %d after %v", kind.Name, counts[len(counts)-1], n, g.Moves()[len(g.Moves())-1])
			}
			counts = append(counts, n)
		}
		if counts[0] != 0 || counts[len(counts)-1] == 0 {
			t.Errorf("%s: taken %d at the start, %d after %d actions", kind.Name, counts[0], counts[len(counts)-1], len(counts)-1)
		}
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		if n := c.Taken(); n > counts[len(counts)-1] || n < counts[len(counts)-2] {
			t.Errorf("%s: taken %d after an undo, %d before the action", kind.Name, n, counts[len(counts)-2])
		}
	}
}
