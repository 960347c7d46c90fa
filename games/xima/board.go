package xima

import "math/bits"

// Board geometry (rules/xima.md, Board): 13x13 cells, A..M left to right,
// rows 1..13 bottom to top; a cell's index is (row-1)*13 + (col-1).
const (
	Size   = 13
	Cells  = Size * Size
	Summit = 6*Size + 6 // G7
)

// Cell is a board cell index 0..168.
type Cell uint8

// MakeCell returns the cell at 0-based column c and row r.
func MakeCell(c, r int) Cell { return Cell(r*Size + c) }

// Col returns the 0-based column (0 = A).
func (c Cell) Col() int { return int(c) % Size }

// Row returns the 0-based row (0 = row 1).
func (c Cell) Row() int { return int(c) / Size }

// String returns the cell's name, e.g. "G7".
func (c Cell) String() string {
	if int(c) >= Cells {
		return "??"
	}
	return string(rune('A'+c.Col())) + itoa(c.Row()+1)
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return string(rune('0'+n/10)) + string(rune('0'+n%10))
}

// Floor returns the floor (1..4) of the cell: d = max(|col-7|,|row-7|),
// d >= 5 floor 1, d 3-4 floor 2, d 1-2 floor 3, d 0 the summit.
func (c Cell) Floor() int { return int(floorOf[c]) }

// Terrain returns the height of the bare pyramid at the cell (floor - 1).
func (c Cell) Terrain() int { return int(floorOf[c]) - 1 }

// Direction indexes the 8 directions of movement.
type Direction uint8

// dirDelta holds the (column, row) step of each direction.
var dirDelta = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}

var (
	floorOf [Cells]uint8
	// rays[c][d] lists the cells from c (excluded) to the edge in direction d.
	rays [Cells][8][]Cell
	// between[a][b] is the direction from a to b when they share a line, with
	// dist[a][b] the number of steps; dist is 0 when they do not.
	dirTo [Cells][Cells]uint8
	dist  [Cells][Cells]uint8
)

func init() {
	for c := Cell(0); c < Cells; c++ {
		d := max(abs(c.Col()-6), abs(c.Row()-6))
		switch {
		case d >= 5:
			floorOf[c] = 1
		case d >= 3:
			floorOf[c] = 2
		case d >= 1:
			floorOf[c] = 3
		default:
			floorOf[c] = 4
		}
		for dir, dd := range dirDelta {
			col, row := c.Col(), c.Row()
			var ray []Cell
			for step := 1; ; step++ {
				col, row = col+dd[0], row+dd[1]
				if col < 0 || col >= Size || row < 0 || row >= Size {
					break
				}
				to := MakeCell(col, row)
				ray = append(ray, to)
				dirTo[c][to] = uint8(dir)
				dist[c][to] = uint8(step)
			}
			rays[c][dir] = ray
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Distance returns the number of steps from a to b along their shared line
// (orthogonal or diagonal), or 0 when they share none.
func Distance(a, b Cell) int { return int(dist[a][b]) }

// ParseCell reads a cell name such as "G7" or "g7".
func ParseCell(s string) (Cell, bool) {
	if len(s) < 2 || len(s) > 3 {
		return 0, false
	}
	col := int(s[0]|0x20) - 'a'
	if col < 0 || col >= Size {
		return 0, false
	}
	row := 0
	for _, ch := range s[1:] {
		if ch < '0' || ch > '9' {
			return 0, false
		}
		row = row*10 + int(ch-'0')
	}
	if s[1] == '0' || row < 1 || row > Size {
		return 0, false
	}
	return MakeCell(col, row-1), true
}

func trailingZeros(x uint64) int { return bits.TrailingZeros64(x) }
