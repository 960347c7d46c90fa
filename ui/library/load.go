package library

import (
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"xima/assets/book"
	"xima/games/core"
	engine "xima/games/xima"
	"xima/ui/lang"
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
	spanish string        // our Spanish translation of comment
}

// note is the comment on the step in the window's language: the book's
// English, or our Spanish translation of it (translated true).
func (s step) note() (text string, translated bool) {
	if s.comment != "" && lang.Among("en", "es") == "es" {
		return s.spanish, true
	}
	return s.comment, false
}

// The book's comments are in English, in its records; our Spanish
// translation of them is comments-es.json: by record file, then by the
// move the comment follows as the record numbers it ("4... BL13").
//
//go:embed comments-es.json
var translations embed.FS

// spanish reads our translations of the book's comments.
func spanish() (map[string]map[string]string, error) {
	data, err := translations.ReadFile("comments-es.json")
	if err != nil {
		return nil, err
	}
	var es map[string]map[string]string
	if err := json.Unmarshal(data, &es); err != nil {
		return nil, fmt.Errorf("comments-es.json: %w", err)
	}
	return es, nil
}

// onlyBookGames checks that es, translations by record file, translates
// only the catalogue's games.
func onlyBookGames(es map[string]map[string]string) error {
	for file := range es {
		if !slices.ContainsFunc(catalogue, func(b bookGame) bool { return b.file == file }) {
			return fmt.Errorf("comments in Spanish for %s, which is not one of the book's games", file)
		}
	}
	return nil
}

// translate gives each commented step its Spanish text from es, one
// game's translations by move. A comment with no translation, or a
// translation of no comment, is an error.
func translate(steps []step, es map[string]string) error {
	for i := range steps {
		s := &steps[i]
		if s.comment == "" {
			continue
		}
		t, ok := es[s.move]
		if !ok || strings.TrimSpace(t) == "" {
			return fmt.Errorf("the comment on %s has no Spanish translation", s.move)
		}
		s.spanish = t
	}
	for move := range es {
		if !slices.ContainsFunc(steps, func(s step) bool { return s.move == move && s.comment != "" }) {
			return fmt.Errorf("a Spanish translation of %q, which has no comment", move)
		}
	}
	return nil
}

// load reads and replays the book's games in the catalogue's order. It
// stops early, with the context's error, once ctx is done.
func load(ctx context.Context) ([]entry, error) {
	es, err := spanish()
	if err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	if err := onlyBookGames(es); err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	var out []entry
	for _, b := range catalogue {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		e, err := read(b, es[b.file])
		if err != nil {
			return nil, fmt.Errorf("library: %s: %w", b.file, err)
		}
		out = append(out, e)
	}
	return out, nil
}

// read replays one of the book's games and pairs its comments, and es,
// their Spanish translations by move, with its actions.
func read(b bookGame, es map[string]string) (entry, error) {
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
	if err := translate(steps, es); err != nil {
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
