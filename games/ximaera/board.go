package ximaera

import "math/bits"

// Board geometry (rules/other-games.md, Ximaera, Board): a hexagon of
// hexagons, 3 cells a side. Files a..e and ranks 1..5; the cell (f, r)
// exists when |f - r| <= 2. Cells are numbered rank by rank from a1, so
// a1 b1 c1 are 0 1 2 and e5 is 18.
const (
	Cells = 19 // cells on the board
	Files = 5  // files a..e and ranks 1..5
)

// Cell is a board cell, 0..18.
type Cell uint8

// NoCell stands for no cell: the barred cell on the first turn, the origin
// of a drop.
const NoCell Cell = 31

// allCells is the mask of every cell.
const allCells = 1<<Cells - 1

// CellAt returns the cell on file f and rank r (both 1-based, a = 1), and
// false when it is off the board.
func CellAt(f, r int) (Cell, bool) {
	if f < 1 || f > Files || r < 1 || r > Files || cellIndex[f][r] == NoCell {
		return NoCell, false
	}
	return cellIndex[f][r], true
}

// File returns the cell's file, 1 (a) to 5 (e).
func (c Cell) File() int { return int(cellFile[c]) }

// Rank returns the cell's rank, 1 to 5.
func (c Cell) Rank() int { return int(cellRank[c]) }

// String returns the cell's name, e.g. "c3".
func (c Cell) String() string {
	if c >= Cells {
		return "-"
	}
	return string([]byte{'a' + cellFile[c] - 1, '0' + cellRank[c]})
}

// ParseCell reads a cell name such as "c3" (or "C3").
func ParseCell(s string) (Cell, bool) {
	if len(s) != 2 {
		return NoCell, false
	}
	return CellAt(int(s[0]|0x20)-'a'+1, int(s[1])-'0')
}

// Neighbours returns the cells next to c, in direction order.
func Neighbours(c Cell) []Cell {
	var out []Cell
	for d := range directions {
		if r := rays[c][d]; r.n > 0 {
			out = append(out, r.c[0])
		}
	}
	return out
}

// Adjacent reports whether a and b are neighbours.
func Adjacent(a, b Cell) bool { return a < Cells && b < Cells && neighbours[a]&bit(b) != 0 }

// directions are the six steps (rules/other-games.md, Ximaera, Board:
// neighbours (+-1,0), (0,+-1), (+1,+1), (-1,-1)), in turn around a cell.
var directions = [6][2]int8{{1, 0}, {1, 1}, {0, 1}, {-1, 0}, {-1, -1}, {0, -1}}

// ray is the cells from a cell (excluded) to the edge in one direction.
type ray struct {
	n uint8
	c [Files - 1]Cell
}

// Precomputed tables, filled once at start-up and never changed.
var (
	cellFile, cellRank [Cells]uint8
	cellIndex          [Files + 1][Files + 1]Cell // [file][rank], NoCell off the board
	neighbours         [Cells]uint32              // mask of a cell's neighbours
	rays               [Cells][6]ray
)

func init() {
	for f := range cellIndex {
		for r := range cellIndex[f] {
			cellIndex[f][r] = NoCell
		}
	}
	n := Cell(0)
	for r := 1; r <= Files; r++ {
		for f := 1; f <= Files; f++ {
			if f-r <= 2 && r-f <= 2 {
				cellIndex[f][r] = n
				cellFile[n], cellRank[n] = uint8(f), uint8(r)
				n++
			}
		}
	}
	for c := range Cell(Cells) {
		for d, step := range directions {
			f, r := c.File(), c.Rank()
			for {
				f, r = f+int(step[0]), r+int(step[1])
				to, ok := CellAt(f, r)
				if !ok {
					break
				}
				rays[c][d].c[rays[c][d].n] = to
				rays[c][d].n++
			}
			if rays[c][d].n > 0 {
				neighbours[c] |= bit(rays[c][d].c[0])
			}
		}
	}
}

// bit returns the mask of one cell.
func bit(c Cell) uint32 { return 1 << c }

// first returns the lowest cell of a non-empty mask.
func first(m uint32) Cell { return Cell(bits.TrailingZeros32(m)) }
