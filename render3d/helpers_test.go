package render3d

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/go-gl/glfw/v3.3/glfw"

	"xima/games/xima"
)

func TestMain(m *testing.M) {
	// Fyne's driver initialises GLFW in the app; the tests of the widget
	// run without it.
	if err := glfw.Init(); err != nil {
		println("render3d tests need an X display (xvfb-run):", err.Error())
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// crowded returns a four-player position reached by random play (seeded)
// without captures, with the given number of blocks on the board: stacks
// on every floor.
func crowded(t testing.TB, blocks int, seed uint64) xima.State {
	t.Helper()
	s, err := xima.NewState(xima.Sport, xima.Sport, xima.Sport, xima.Sport)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	on := func() int {
		n := 0
		for p := range xima.Player(4) {
			n += s.OnBoard(p)
		}
		return n
	}
	for range 2000 {
		if on() >= blocks {
			return s
		}
		var moves, drops []xima.Action
		for _, a := range s.Legal(nil) {
			after := s
			after.Apply(a)
			if s.Captures(a) || after.Over() || a.Kind() == xima.KindDropSpecial && rng.IntN(4) > 0 {
				continue
			}
			if a.Kind() == xima.KindMove {
				moves = append(moves, a)
			} else {
				drops = append(drops, a)
			}
		}
		pick := drops
		if len(moves) > 0 && (len(drops) == 0 || rng.IntN(3) > 0) {
			pick = moves
		}
		if len(pick) == 0 {
			break
		}
		s.Apply(pick[rng.IntN(len(pick))])
	}
	t.Fatalf("random play reached %d blocks, want %d", on(), blocks)
	return s
}
