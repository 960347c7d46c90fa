package maxima

import (
	"fmt"
	"strings"
)

// Diagram draws the position as text, rank 10 at the top: piece letters
// (upper case White, lower case Black, O the Coordinator), '.' an empty
// square, '*' after a frozen piece.
func (s *State) Diagram() string {
	var b strings.Builder
	for r := Ranks - 1; r >= 0; r-- {
		var row strings.Builder
		fmt.Fprintf(&row, "%2d", r)
		for f := range Files {
			q := MakeSquare(f, r)
			switch {
			case !q.Valid():
				row.WriteString("   ")
			case s.board[q] == Empty:
				row.WriteString(" . ")
			default:
				mark := byte(' ')
				if s.frozen(q, s.board[q]) {
					mark = '*'
				}
				row.WriteByte(' ')
				row.WriteByte(s.board[q].Letter())
				row.WriteByte(mark)
			}
		}
		b.WriteString(strings.TrimRight(row.String(), " "))
		b.WriteByte('\n')
	}
	b.WriteString("   a  b  c  d  e  f  g  h\n")
	return b.String()
}
