package ximaera

import (
	"strings"
)

// Diagram draws the board as text, rank 5 at the top, each rank shifted so
// that neighbouring cells touch as on the hexagon; each row ends with the
// cells it spans. A cell shows its piece's letter (P, R, G, B), "." when
// empty. Below: the reserve, the frozen pieces and the barred cell.
//
//	5     . . .      c5-e5
//	4    . . . .     b4-e4
//	3   . P R . .    a3-e3
//	2    . . . .     a2-d2
//	1     . . .      a1-c1
func (s *State) Diagram() string {
	var b strings.Builder
	for r := Files; r >= 1; r-- {
		lo, hi := max(1, r-2), min(Files, r+2)
		b.WriteString(string(rune('0'+r)) + strings.Repeat(" ", 2+abs(3-r)))
		for f := lo; f <= hi; f++ {
			c, _ := CellAt(f, r)
			b.WriteByte(' ')
			b.WriteByte(s.board[c].Letter())
		}
		first, _ := CellAt(lo, r)
		last, _ := CellAt(hi, r)
		b.WriteString(strings.Repeat(" ", 4+abs(3-r)) + first.String() + "-" + last.String() + "\n")
	}
	b.WriteString("\nReserve:")
	for p := Pivot; p <= Blue; p++ {
		b.WriteString(" " + string(p.Letter()) + " " + string(rune('0'+s.Reserve(p))))
	}
	b.WriteString("\nFrozen:  " + cellList(s.occupied()&s.frozenMask()))
	barred := "none"
	if c, ok := s.Barred(); ok {
		barred = c.String()
	}
	b.WriteString("\nBarred:  " + barred + "\n")
	return b.String()
}

// cellList returns the cells of a mask in order, as names ("none" when empty).
func cellList(m uint32) string {
	if m == 0 {
		return "none"
	}
	var names []string
	for ; m != 0; m &= m - 1 {
		names = append(names, first(m).String())
	}
	return strings.Join(names, " ")
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
