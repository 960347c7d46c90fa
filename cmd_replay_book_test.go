package main

import (
	"strings"
	"testing"
)

// `xima replay` replays each of the book's games to the end the book
// describes (docs/xima-book.md).
func TestReplayTheBooksGames(t *testing.T) {
	for file, want := range map[string][]string{
		"book-11.3.10.xima":        {"62 actions", "Result: Blue wins (summit)"},
		"book-11.11-game1.xima":    {"62 actions", "Result: Blue wins (summit)"},
		"book-11.11-game2.xima":    {"55 actions", "Result: Red wins (summit)"},
		"book-11.11-game3.xima":    {"48 actions", "Result: Blue wins (summit)"},
		"book-12.1-exercise1.xima": {"72 actions", "Result: in progress, Red to move"},
		"book-12.2-exercise2.xima": {"41 actions", "Result: Red wins (summit)"},
		"book-12.3-exercise3.xima": {"38 actions", "Result: Blue wins (summit)"},
	} {
		out, err := runCLI(t, "", "replay", "assets/book/"+file)
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: the replay lacks %q:\n%s", file, w, out)
			}
		}
	}
}
