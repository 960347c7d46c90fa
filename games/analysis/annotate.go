package analysis

import (
	"fmt"
	"math"
	"strings"
	"unicode/utf8"

	"xima/games/core"
)

// Annotate returns g's record with a's evaluation after each move as a
// comment ("{analysis: white 52%; mistake -14%; better d2-e2 e9-d7}"):
// what the mover's chance is after it and, for a move off the best, its
// class, its cost and the better line; a move the record leaves implied
// gets none. Every game's reader skips such comments, so the record
// replays to the same game.
func Annotate(g core.Game, a *Analysis) (string, error) {
	record, err := core.RecordText(g)
	if err != nil {
		return "", err
	}
	rec, err := core.Parse(record)
	if err != nil {
		return "", err
	}
	moves := g.Moves()
	lines := strings.SplitAfter(record, "\n")
	type insert struct{ line, col int }
	at := map[insert]string{}
	ply := 0
	for _, tok := range rec.Tokens {
		if tok.Kind != core.TokenWord {
			continue
		}
		// A move the record leaves implied (Xana's end of a turn) has no
		// word: the word may be a move or two further on.
		for next := ply; next < min(ply+implied+1, len(moves), len(a.Moves)); next++ {
			if tok.Text == moves[next] {
				at[insert{tok.Line, tok.Col + utf8.RuneCountInString(tok.Text)}] = " {" + comment(g, a.Moves[next]) + "}"
				ply = next + 1
				break
			}
		}
	}
	var b strings.Builder
	for i, line := range lines {
		col := 1
		for _, r := range line {
			if c, ok := at[insert{i + 1, col}]; ok {
				b.WriteString(c)
			}
			b.WriteRune(r)
			col++
		}
		if c, ok := at[insert{i + 1, col}]; ok { // a word that ends the text
			b.WriteString(c)
		}
	}
	return b.String(), nil
}

// implied is how many moves in a row a record may leave without a word.
const implied = 2

// comment is a move's annotation, in English and codes: a record's words
// are not translated.
func comment(g core.Game, m Move) string {
	c := fmt.Sprintf("analysis: %s %s", g.SeatCode(m.Seat), percent(m.After[m.Seat]))
	if m.Class != Best && m.Class.Judged() {
		c += fmt.Sprintf("; %s -%s; better %s", m.Class, percent(m.Loss), strings.Join(m.Line, " "))
	}
	return c
}

func percent(p float64) string { return fmt.Sprintf("%.0f%%", math.Round(100*p)) }
