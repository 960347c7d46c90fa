package ximaera

import (
	"slices"
	"testing"
)

func TestBoardHas19CellsInRowsOf3To5(t *testing.T) {
	rows := map[int]int{}
	for f := 1; f <= Files; f++ {
		for r := 1; r <= Files; r++ {
			c, ok := CellAt(f, r)
			want := f-r <= 2 && r-f <= 2
			if ok != want {
				t.Fatalf("(%d,%d) on board %v, want %v", f, r, ok, want)
			}
			if ok {
				rows[r]++
				if c.File() != f || c.Rank() != r {
					t.Fatalf("%s has file %d rank %d", c, c.File(), c.Rank())
				}
				if back, ok := ParseCell(c.String()); !ok || back != c {
					t.Fatalf("%s does not parse back", c)
				}
			}
		}
	}
	if want := map[int]int{1: 3, 2: 4, 3: 5, 4: 4, 5: 3}; !mapsEqual(rows, want) {
		t.Fatalf("rows %v, want %v", rows, want)
	}
	for _, bad := range []string{"a4", "e1", "f3", "a0", "c", "c33", "", "3c"} {
		if _, ok := ParseCell(bad); ok {
			t.Errorf("%q parsed as a cell", bad)
		}
	}
	if c, ok := ParseCell("C3"); !ok || c.String() != "c3" {
		t.Error("C3 does not read as c3")
	}
}

func mapsEqual(a, b map[int]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// rules/other-games.md, Ximaera, Board: neighbours (+-1,0), (0,+-1),
// (+1,+1), (-1,-1); the hexagon's 6 corners have 3, its other 6 edge cells
// 4 and its 7 inner cells 6, so 42 neighbouring pairs.
func TestNeighbours(t *testing.T) {
	degrees := map[int]int{}
	pairs := 0
	for c := range Cell(Cells) {
		nb := Neighbours(c)
		degrees[len(nb)]++
		for _, n := range nb {
			df, dr := n.File()-c.File(), n.Rank()-c.Rank()
			if !(df*df+dr*dr == 1 || (df == dr && (df == 1 || df == -1))) {
				t.Fatalf("%s-%s is not a neighbour step", c, n)
			}
			if !Adjacent(n, c) || !slices.Contains(Neighbours(n), c) {
				t.Fatalf("%s-%s is not symmetric", c, n)
			}
			pairs++
		}
	}
	if degrees[3] != 6 || degrees[4] != 6 || degrees[6] != 7 || pairs != 84 {
		t.Fatalf("degrees %v, %d ordered pairs", degrees, pairs)
	}
	if got := Neighbours(cell(t, "c3")); len(got) != 6 || Adjacent(cell(t, "c3"), cell(t, "b4")) || Adjacent(cell(t, "c3"), cell(t, "d2")) {
		t.Fatalf("c3's neighbours %v", got)
	}
}
