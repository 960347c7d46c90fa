package rules

import (
	"embed"
	"fmt"
	"strings"

	"xima/ui/lang"
)

// The pages are Markdown files, one per game and language:
// text/<language>/<game>.md. They are too long to be keys of the shared
// translations file, and a translator reads a game's pages best whole.
//
//go:embed text
var texts embed.FS

// languages are the languages the pages are written in, the fallback
// first.
var languages = []string{"en", "es"}

// page is one screen of a game's rules: a title, at most one picture with
// its caption, and the text, in Markdown.
type page struct {
	title   string
	picture string // the picture's name, "" for none
	caption string
	text    string
}

// language is the language the window's words are in, of those the pages
// are written in: the one the language settings chose (lang.Languages
// sets the locale Fyne reads), else English, as lang.L falls back.
func language() string { return lang.Among(languages...) }

// readPages reads a game's pages in a language.
func readPages(lang, game string) ([]page, error) {
	name := "text/" + lang + "/" + strings.ToLower(game) + ".md"
	data, err := texts.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("rules: no %s pages of %s", lang, game)
	}
	return parsePages(name, string(data))
}

// parsePages reads the pages of a file. A page starts with a line "# "
// and its title; a line "[name] caption" right after the title puts a
// picture on the page; the rest, up to the next title, is the page's
// text.
func parsePages(file, data string) ([]page, error) {
	var pages []page
	var body []string
	flush := func() {
		if len(pages) > 0 {
			pages[len(pages)-1].text = strings.TrimSpace(strings.Join(body, "\n"))
		}
		body = body[:0]
	}
	for i, line := range strings.Split(data, "\n") {
		where := fmt.Sprintf("%s:%d", file, i+1)
		switch {
		case strings.HasPrefix(line, "# "):
			flush()
			pages = append(pages, page{title: strings.TrimSpace(line[2:])})
		case len(pages) == 0:
			if strings.TrimSpace(line) != "" {
				return nil, fmt.Errorf("rules: %s: text before the first page's title", where)
			}
		case strings.HasPrefix(line, "["):
			p := &pages[len(pages)-1]
			end := strings.Index(line, "]")
			if p.picture != "" || len(body) > 0 || end < 2 {
				return nil, fmt.Errorf("rules: %s: a picture goes on the line after the title, as [name] caption", where)
			}
			p.picture, p.caption = line[1:end], strings.TrimSpace(line[end+1:])
		default:
			body = append(body, line)
		}
	}
	flush()
	if len(pages) == 0 {
		return nil, fmt.Errorf("rules: %s has no page", file)
	}
	return pages, nil
}
