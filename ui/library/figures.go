package library

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

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

// measure works out the app's final figures for b's game g: the engine's
// forces, turns and level; each power with the book's effective time (the
// records keep no clock); the CIMAX changes from the book's ratings.
func measure(g *engine.Game, b bookGame) (figures, error) {
	m := engine.Measure(g)
	f := figures{level: m.Level}
	for p := range 2 {
		te, err := strconv.ParseFloat(b.rows[p].time, 64)
		if err != nil {
			return figures{}, fmt.Errorf("%s's effective time: %w", engine.Player(p), err)
		}
		f.force[p] = m.Forces[p].Total()
		f.turns[p] = m.Turns[p]
		f.power[p] = engine.Power(f.force[p], m.Turns[p], time.Duration(te*float64(time.Hour)), time.Hour)
	}
	res := g.Result()
	if !res.Over {
		return f, nil
	}
	changes, err := engine.RatingChanges(b.ratings[:], f.power[:], f.level, res.Winner)
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
