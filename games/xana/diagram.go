package xana

import (
	"fmt"
	"strings"
)

// Symbol returns the diagram's character for c: '.' empty, '#' a wall, a
// White stack of height h the h-th capital letter (A = 1), a Black stack
// the h-th small letter (a = 1).
func (s *State) Symbol(c Cell) byte {
	switch v := s.cells[c]; {
	case v == 0:
		return '.'
	case v == wallCell:
		return '#'
	case Colour(v>>5) == White:
		return 'A' + v&heightMask - 1
	default:
		return 'a' + v&heightMask - 1
	}
}

// Diagram draws the board as text: a header of column letters, then one
// line per row, its number first and each cell under its column letter.
func (s *State) Diagram() string {
	g := s.geo()
	width := 4*g.n - 3
	var b strings.Builder
	b.WriteString("    " + columnLetters[:width] + "\n")
	for r := 1; r <= 2*g.n-1; r++ {
		line := []byte(strings.Repeat(" ", width))
		for x := range width {
			if c := g.at(x, r); c != NoCell {
				line[x] = s.Symbol(c)
			}
		}
		fmt.Fprintf(&b, "%3d %s\n", r, strings.TrimRight(string(line), " "))
	}
	return b.String()
}
