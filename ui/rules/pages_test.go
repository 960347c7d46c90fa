package rules

import (
	"strings"
	"testing"
)

// TestEveryGameHasItsPagesInEveryLanguage reads each game's pages in
// English and Spanish: the same pages with the same pictures in both, no
// page without a title or text, no caption missing, every Spanish text
// translated (not the English one again), and every picture drawn by the
// game's figures and shown on some page.
func TestEveryGameHasItsPagesInEveryLanguage(t *testing.T) {
	for _, game := range Games() {
		en, err := readPages("en", game)
		if err != nil {
			t.Fatal(err)
		}
		if len(en) < 4 {
			t.Errorf("%s has %d pages in English, want a goal, a turn, the special rules and the end", game, len(en))
		}
		shown := map[string]bool{}
		for _, p := range en {
			shown[p.picture] = true
		}
		for name := range figures[game] {
			if !shown[name] {
				t.Errorf("%s: the picture %q is on no page", game, name)
			}
		}
		for _, lang := range languages {
			pages, err := readPages(lang, game)
			if err != nil {
				t.Fatal(err)
			}
			if len(pages) != len(en) {
				t.Errorf("%s: %d pages in %s, %d in English", game, len(pages), lang, len(en))
				continue
			}
			for i, p := range pages {
				where := game + " " + lang + " page " + p.title
				if strings.TrimSpace(p.title) == "" || len(strings.Fields(p.text)) < 20 {
					t.Errorf("%s (%d): no title or under 20 words of text", where, i+1)
				}
				if p.picture != en[i].picture {
					t.Errorf("%s: picture %q, the English page has %q", where, p.picture, en[i].picture)
				}
				if p.picture != "" && (figures[game][p.picture] == nil || len(strings.Fields(p.caption)) < 5) {
					t.Errorf("%s: picture %q unknown or its caption %q too short", where, p.picture, p.caption)
				}
				if lang != "en" && (p.text == en[i].text || (p.caption != "" && p.caption == en[i].caption)) {
					t.Errorf("%s: the text is the English one", where)
				}
			}
		}
	}
}

func TestPagesRefuseAMisplacedPictureOrText(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Some text\n# A page\nx", "f.md:1: text before the first page's title"},
		{"# A page\nx\n[climb] late", "f.md:3: a picture goes on the line after the title"},
		{"# A page\n[climb] one\n[fall] two", "f.md:3: a picture goes on the line after the title"},
		{"", "f.md has no page"},
	} {
		_, err := parsePages("f.md", tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.text, err, tc.want)
		}
	}
	if _, err := readPages("fr", "Xima"); err == nil || !strings.Contains(err.Error(), "no fr pages of Xima") {
		t.Errorf("French pages: %v", err)
	}
}
