package render3d

import (
	"math/rand/v2"
	"os"
	"testing"
	"time"

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

// randomAction returns a random legal action of the side to move in s,
// rolling its dice first when it plays with dice; ok is false when the
// game is over.
func randomAction(rng *rand.Rand, s *xima.State) (a xima.Action, ok bool) {
	if s.Over() {
		return 0, false
	}
	if s.NeedsRoll() {
		dice := []uint8{uint8(1 + rng.IntN(6))}
		if s.Style(s.ToMove()) == xima.TwoDice {
			dice = append(dice, uint8(1+rng.IntN(6)))
		}
		if err := s.Roll(dice...); err != nil {
			return 0, false
		}
	}
	legal := s.Legal(nil)
	if len(legal) == 0 {
		return 0, false
	}
	return legal[rng.IntN(len(legal))], true
}

// hangGuard is how long a test waits for something that must happen
// before it gives up: a guard against a hang, not a speed target (a
// loaded machine may take seconds where an idle one takes milliseconds).
const hangGuard = 2 * time.Minute

// await waits until ch is closed, failing the test after hangGuard.
func await(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(hangGuard):
		t.Fatalf("waited %v for %s", hangGuard, what)
	}
}
