// Package lessons teaches the games in the window: Xima's guided first
// game and a short lesson for each other game. A lesson is a few small
// steps, each a position with a goal in plain words; the learner acts on
// the game's own board, and the step says why the action works, why the
// rules refuse it (the engine's refusal, in the player's language) or,
// for a legal action that misses the goal, gives a hint and takes it
// back. Progress is kept per club, so a lesson left is resumed at the
// step reached.
//
// The steps' positions are records (data/<lesson>.lesson) and their words
// are per language (text/<language>/<lesson>.txt): a record is no
// language's, and a translator reads a lesson best whole.
package lessons

import (
	"embed"
	"fmt"
	"io/fs"
	"strings"

	"xima/games/catalog"
	"xima/ui/lang"
)

//go:embed data text
var files embed.FS

// languages are the languages the lessons are written in, the fallback
// first.
var languages = []string{"en", "es"}

// Lesson is one lesson: its game, its words and its steps, in order.
type Lesson struct {
	// ID names the lesson in the club's settings and its files: "xima".
	ID    string
	Game  string // the catalog's name of its game: "Xima"
	Title string
	About string // a line for the list of lessons
	Steps []Step
}

// Step is one step of a lesson: a position, the goal the learner reaches
// with one action, and the words that go with it.
type Step struct {
	Name string
	// Record is the step's position: a record of its game, read and
	// replayed.
	Record string
	// Expect are the actions that reach the goal, in the game's notation
	// in the step's position; any one of them does.
	Expect []string
	// Then are the actions the app plays after the learner's, in order:
	// the opponent's reply, or the end of the learner's turn.
	Then []string
	// The words, in the lesson's language: a short title, the goal, why
	// the expected action works, and the hint for a legal action that
	// misses the goal.
	Title, Goal, Why, Hint string
}

// Load reads every lesson in the language code ("en", "es"; English for
// any other), in the catalog's order of games.
func Load(code string) ([]Lesson, error) {
	if !hasLanguage(code) {
		code = languages[0]
	}
	var out []Lesson
	for _, k := range catalog.All() {
		id := strings.ToLower(k.Name)
		if _, err := fs.Stat(files, "data/"+id+".lesson"); err != nil {
			continue
		}
		l, err := read(id, code)
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, nil
}

// Language is the code of the language the window's words are in, of
// those the lessons are written in: the one the language settings chose
// (lang.Languages sets the locale Fyne reads), else English, as lang.L
// falls back.
func Language() string { return lang.Among(languages...) }

func hasLanguage(code string) bool {
	for _, l := range languages {
		if l == code {
			return true
		}
	}
	return false
}

// read reads lesson id's steps and its words in language code.
func read(id, code string) (Lesson, error) {
	name := "data/" + id + ".lesson"
	data, err := files.ReadFile(name)
	if err != nil {
		return Lesson{}, fmt.Errorf("lessons: %w", err)
	}
	l, err := parseSteps(name, string(data))
	if err != nil {
		return Lesson{}, err
	}
	l.ID = id
	name = "text/" + code + "/" + id + ".txt"
	data, err = files.ReadFile(name)
	if err != nil {
		return Lesson{}, fmt.Errorf("lessons: no %s words for lesson %s", code, id)
	}
	if err := parseWords(name, string(data), &l); err != nil {
		return Lesson{}, err
	}
	return l, nil
}
