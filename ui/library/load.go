package library

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"xima/assets/book"
	"xima/games/core"
	engine "xima/games/xima"
)

// entry is one of the book's games read and replayed: what the list and
// the game's screen show.
type entry struct {
	book  bookGame
	game  *engine.Game
	steps []step // 0 is the opening, i the position after the i-th action
	app   figures
}

// step is the game at one point of the replay.
type step struct {
	state   engine.State
	last    engine.Action // the action that led here
	moved   bool          // last is set (not at the opening)
	move    string        // that action as the record numbers it: "25... I9"
	comment string        // the book's comment on it, "" where it has none
}

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

// load reads and replays the book's games in the catalogue's order. It
// stops early, with the context's error, once ctx is done.
func load(ctx context.Context) ([]entry, error) {
	var out []entry
	for _, b := range catalogue {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		e, err := read(b)
		if err != nil {
			return nil, fmt.Errorf("library: %s: %w", b.file, err)
		}
		out = append(out, e)
	}
	return out, nil
}

// read replays one of the book's games and pairs its comments with its
// actions.
func read(b bookGame) (entry, error) {
	text, err := book.Record(b.file)
	if err != nil {
		return entry{}, err
	}
	rec, err := core.Parse(text)
	if err != nil {
		return entry{}, err
	}
	g, err := engine.GameFromRecord(rec)
	if err != nil {
		return entry{}, err
	}
	notes, words, err := comments(rec)
	if err != nil {
		return entry{}, err
	}
	if n := len(g.Events()); words != n {
		return entry{}, fmt.Errorf("%d words in the movetext for %d actions: the book's records hold actions only", words, n)
	}
	steps, err := replay(g, notes)
	if err != nil {
		return entry{}, err
	}
	app, err := measure(g, b)
	if err != nil {
		return entry{}, err
	}
	return entry{book: b, game: g, steps: steps, app: app}, nil
}

// comments returns the record's comments by the word they follow (key i
// is the i-th word, 0 the first) and how many words the movetext has. In
// the book's records, all in the sport style, every word is an action. A
// clock reading is no comment; two comments on one word are joined.
func comments(rec *core.Record) (notes map[int]string, words int, err error) {
	notes = map[int]string{}
	for _, tok := range rec.Tokens {
		switch tok.Kind {
		case core.TokenWord:
			words++
		case core.TokenComment:
			if _, err := engine.ParseClock(tok.Text); err == nil {
				continue
			}
			if words == 0 {
				return nil, 0, fmt.Errorf("line %d, col %d: a comment before the first action", tok.Line, tok.Col)
			}
			notes[words-1] = strings.TrimSpace(notes[words-1] + " " + tok.Text)
		}
	}
	return notes, words, nil
}

// replay returns the game's steps: the opening, then the position after
// every action with the book's comment on it. The book's games are sport
// games: no dice, and none resigns.
func replay(g *engine.Game, notes map[int]string) ([]step, error) {
	fresh, err := engine.NewGame(g.Config())
	if err != nil {
		return nil, err
	}
	steps := []step{{state: fresh.State()}}
	for _, ev := range g.Events() {
		if ev.Kind != engine.EventAction {
			return nil, fmt.Errorf("event %d is not an action", len(steps))
		}
		if err := fresh.Play(core.Action(ev.Action)); err != nil {
			return nil, err
		}
		number := strconv.Itoa(ev.Round) + "."
		if ev.Player != engine.Red {
			number += ".."
		}
		steps = append(steps, step{state: fresh.State(), last: ev.Action, moved: true,
			move: number + " " + ev.Short, comment: notes[len(steps)-1]})
	}
	return steps, nil
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
