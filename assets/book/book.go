// Package book holds the games of the book "Scientific Xima" as records:
// the annotated example game (11.3.10), the three games of 11.11 and the
// three exercises of chapter 12, with the misprints read as
// docs/xima-rules.md lists and the book's comments kept as movetext
// comments after the moves they annotate.
package book

import (
	"embed"
	"fmt"
)

// files are the records, one per game.
//
//go:embed *.xima
var files embed.FS

// Record returns the text of the record file name ("book-11.3.10.xima").
func Record(name string) (string, error) {
	b, err := files.ReadFile(name)
	if err != nil {
		return "", fmt.Errorf("book: %w", err)
	}
	return string(b), nil
}
