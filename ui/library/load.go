package library

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"xima/assets/book"
	"xima/games/core"
	engine "xima/games/xima"
)

// entry is one of the book's games read and replayed: what the list and
// the game's screen show.
type entry struct {
	book  bookGame
	game  *engine.Game // on the book's clock (timed)
	steps []step       // 0 is the opening, i the position after the i-th action
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
	words, notes, err := movetext(rec)
	if err != nil {
		return entry{}, err
	}
	if n := len(g.Events()); len(words) != n {
		return entry{}, fmt.Errorf("%d words in the movetext for %d actions: the book's records hold actions only", len(words), n)
	}
	steps, err := replay(g, words, notes)
	if err != nil {
		return entry{}, err
	}
	if g, err = timed(g, b); err != nil {
		return entry{}, err
	}
	app, err := measure(g, b)
	if err != nil {
		return entry{}, err
	}
	return entry{book: b, game: g, steps: steps, app: app}, nil
}

// movetext returns the record's words and its comments by the word they
// follow (key i is words[i]). In the book's records, all in the sport
// style, every word is an action. A clock reading is no comment; two
// comments on one word are joined.
func movetext(rec *core.Record) (words []string, notes map[int]string, err error) {
	notes = map[int]string{}
	for _, tok := range rec.Tokens {
		switch tok.Kind {
		case core.TokenWord:
			words = append(words, tok.Text)
		case core.TokenComment:
			if _, err := engine.ParseClock(tok.Text); err == nil {
				continue
			}
			if len(words) == 0 {
				return nil, nil, fmt.Errorf("line %d, col %d: a comment before the first action", tok.Line, tok.Col)
			}
			i := len(words) - 1
			notes[i] = strings.TrimSpace(notes[i] + " " + tok.Text)
		}
	}
	return words, notes, nil
}

// replay returns the game's steps: the opening, then the position after
// every action, named by the record's word for it, with the book's comment
// on it. The book's games are sport games: no dice, and none resigns.
func replay(g *engine.Game, words []string, notes map[int]string) ([]step, error) {
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
		i := len(steps) - 1
		steps = append(steps, step{state: fresh.State(), last: ev.Action, moved: true,
			move: number + " " + words[i], comment: notes[i]})
	}
	return steps, nil
}
