package library

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"xima/games/core"
	engine "xima/games/xima"
)

// figures are a game's final magnitudes as this app works them out, red
// then blue (rules/xima.md, Magnitudes).
type figures struct {
	force, power [2]float64 // power with the book's effective time
	turns        [2]int
	level        float64
	// change is each player's CIMAX change from the book's ratings; none
	// (hasChange false) while the game is not over.
	change    [2]float64
	hasChange bool
}

// bookClock is the agreed time the book's effective times are taken
// against: any would do, t_e being a fraction of it.
const bookClock = time.Hour

// timed returns g replayed on a clock of bookClock, each player's last
// action with the clock reading that gives the effective time the book
// prints for them (the records keep no clock): Xima's magnitudes, and its
// replay screen, then give the powers the book's way.
func timed(g *engine.Game, b bookGame) (*engine.Game, error) {
	cfg := g.Config()
	cfg.Clock = bookClock
	out, err := engine.NewGame(cfg)
	if err != nil {
		return nil, err
	}
	var remaining [2]time.Duration
	for p := range 2 {
		te, err := strconv.ParseFloat(b.rows[p].time, 64)
		if err != nil || te < 0 || te > 1 {
			return nil, fmt.Errorf("%s's effective time %q: want a fraction from 0 to 1", engine.Player(p), b.rows[p].time)
		}
		remaining[p] = time.Duration((1 - te) * float64(bookClock))
	}
	events := g.Events()
	for i, ev := range events {
		last := true
		for _, later := range events[i+1:] {
			last = last && later.Player != ev.Player
		}
		if last {
			err = out.PlayClocked(core.Action(ev.Action), remaining[ev.Player])
		} else {
			err = out.Play(core.Action(ev.Action))
		}
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// measure works out the app's final figures for g, a game on the book's
// clock (timed): the engine's forces, turns, powers and level, and the
// CIMAX changes from b's ratings.
func measure(g *engine.Game, b bookGame) (figures, error) {
	m := engine.Measure(g)
	f := figures{level: m.Level}
	for p := range 2 {
		f.force[p] = m.Forces[p].Total()
		f.turns[p] = m.Turns[p]
		f.power[p] = m.Powers[p]
	}
	if !g.Result().Over {
		return f, nil
	}
	changes, err := engine.CIMAX(b.ratings[:], g)
	if err != nil {
		return figures{}, err
	}
	for p := range 2 {
		f.change[p] = changes[p].Delta
	}
	f.hasChange = true
	return f, nil
}

// matches reports whether the app's figure got is the printed one to its
// places: within one unit of the last printed place, since the book
// truncates some figures and rounds others.
func matches(printed string, got float64) (bool, error) {
	v, err := strconv.ParseFloat(printed, 64)
	if err != nil {
		return false, err
	}
	unit := 1.0
	if _, frac, ok := strings.Cut(printed, "."); ok {
		unit = math.Pow(10, -float64(len(frac)))
	}
	return math.Abs(got-v) < unit, nil
}
