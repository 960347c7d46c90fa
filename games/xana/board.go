package xana

import "strconv"

// Board sizes: a hexagon of side N (rules/other-games.md, Xana: "Other sizes
// N are allowed"). Columns are written a..z then A..Z, so N is at most 13.
const (
	MinSize     = 2
	MaxSize     = 13
	DefaultSize = 8
	// MaxCells is the number of cells of the largest board.
	MaxCells = 3*MaxSize*(MaxSize-1) + 1
)

// Cell is a cell's index on its board, in reading order (row 1 first, then
// by column). NoCell marks no cell.
type Cell uint16

// NoCell is no cell: a neighbour off the board.
const NoCell Cell = 0xFFFF

// geometry is one board size's immutable tables.
type geometry struct {
	n     int               // side
	cells int               // number of cells
	x, r  [MaxCells]int8    // coordinates of each cell: x 0..4N-4, r 1..2N-1
	nb    [MaxCells][6]Cell // neighbours, NoCell off the board
	index [2 * MaxSize][4 * MaxSize]Cell
}

// boards holds the geometry of every size, built once at start-up and
// never changed.
var boards = func() (b [MaxSize + 1]*geometry) {
	for n := MinSize; n <= MaxSize; n++ {
		b[n] = newGeometry(n)
	}
	return b
}()

// rules/other-games.md, Xana: a cell is (x, r), r 1..2N-1 from the top; it
// exists when x + r has the parity of N (x + r even for N = 8) and
// |r - N| <= x <= 4N-4 - |r - N|. Neighbours: (+-2, 0) and (+-1, +-1).
func newGeometry(n int) *geometry {
	g := &geometry{n: n}
	for r := range g.index {
		for x := range g.index[r] {
			g.index[r][x] = NoCell
		}
	}
	for r := 1; r <= 2*n-1; r++ {
		off := abs(r - n)
		for x := off; x <= 4*n-4-off; x += 2 {
			c := g.cells
			g.x[c], g.r[c] = int8(x), int8(r)
			g.index[r][x] = Cell(c)
			g.cells++
		}
	}
	steps := [6][2]int{{-1, -1}, {1, -1}, {-2, 0}, {2, 0}, {-1, 1}, {1, 1}}
	for c := range g.cells {
		for i, d := range steps {
			g.nb[c][i] = g.at(int(g.x[c])+d[0], int(g.r[c])+d[1])
		}
	}
	return g
}

// at returns the cell (x, r), or NoCell.
func (g *geometry) at(x, r int) Cell {
	if r < 1 || r >= 2*MaxSize || x < 0 || x >= 4*MaxSize {
		return NoCell
	}
	return g.index[r][x]
}

// dist is the hex step count (rules/other-games.md, Xana: "Distance in hex
// steps: |dr| + max(0, (|dx| - |dr|) / 2)").
func (g *geometry) dist(a, b Cell) int {
	dx, dr := abs(int(g.x[a])-int(g.x[b])), abs(int(g.r[a])-int(g.r[b]))
	return dr + max(0, (dx-dr)/2)
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// columnLetters writes column x: a..z, then A..Z.
const columnLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// name writes a cell as the seed's sample game does: "k4", "A8".
func (g *geometry) name(c Cell) string {
	return string(columnLetters[g.x[c]]) + strconv.Itoa(int(g.r[c]))
}

// parse reads a cell name; ok is false for text that names no cell of g.
func (g *geometry) parse(text string) (Cell, bool) {
	if len(text) < 2 || len(text) > 3 {
		return NoCell, false
	}
	x := columnIndex(text[0])
	if x < 0 || text[1] == '0' {
		return NoCell, false
	}
	r := 0
	for i := 1; i < len(text); i++ {
		if text[i] < '0' || text[i] > '9' {
			return NoCell, false
		}
		r = r*10 + int(text[i]-'0')
	}
	c := g.at(x, r)
	return c, c != NoCell
}

// columnIndex returns the column of a letter, -1 for another byte.
func columnIndex(b byte) int {
	switch {
	case b >= 'a' && b <= 'z':
		return int(b - 'a')
	case b >= 'A' && b <= 'Z':
		return int(b-'A') + 26
	}
	return -1
}
