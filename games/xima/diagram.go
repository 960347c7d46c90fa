package xima

import (
	"fmt"
	"strings"
)

// Diagram draws the top view: each cell shows its column's top block and
// height ("r2": red common on top of 2 blocks; "R1": red special alone) or,
// when empty, its floor ("." floor 1, ":" floor 2, "+" floor 3, "^" summit).
// Columns of two or more blocks are listed below, bottom to top.
func (s *State) Diagram() string {
	var b strings.Builder
	b.WriteString("    ")
	for c := range Size {
		fmt.Fprintf(&b, " %c ", 'A'+c)
	}
	b.WriteByte('\n')
	for r := Size - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%3d ", r+1)
		for c := range Size {
			b.WriteString(s.cellGlyph(MakeCell(c, r)))
		}
		fmt.Fprintf(&b, " %d\n", r+1)
	}
	b.WriteString("    ")
	for c := range Size {
		fmt.Fprintf(&b, " %c ", 'A'+c)
	}
	b.WriteByte('\n')
	for c := Cell(0); c < Cells; c++ {
		if s.height[c] >= 2 {
			fmt.Fprintf(&b, "%s: %s\n", c, s.ColumnText(c))
		}
	}
	return b.String()
}

var emptyGlyph = [5]string{"", " . ", " : ", " + ", " ^ "}

func (s *State) cellGlyph(c Cell) string {
	top, ok := s.Top(c)
	if !ok {
		return emptyGlyph[floorOf[c]]
	}
	letter := strings.ToLower(top.Owner().String()[:1])
	if top.Special() {
		letter = strings.ToUpper(letter)
	}
	return fmt.Sprintf("%2s%d", letter, s.height[c])[:3]
}

// ColumnText lists a column bottom to top, e.g. "blue red blue=" where "="
// marks a special.
func (s *State) ColumnText(c Cell) string {
	parts := make([]string, s.height[c])
	for i := range parts {
		b := s.cols[c][i]
		parts[i] = strings.ToLower(b.Owner().String())
		if b.Special() {
			parts[i] += "="
		}
	}
	return strings.Join(parts, " ")
}
