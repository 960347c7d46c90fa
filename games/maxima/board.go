package maxima

// Board geometry (rules/other-games.md, Maxima): files a..h, ranks 1..9,
// plus the goal squares d0 e0 (White's palace) and d10 e10 (Black's). The
// squares sit on an 8x11 grid, ranks 0..10; a square's index is
// rank*8 + file, and only d and e exist on ranks 0 and 10.
const (
	Files   = 8
	Ranks   = 11 // grid ranks 0..10
	Squares = Files * Ranks
)

// Square is a grid index 0..87; NoSquare marks none.
type Square uint8

// NoSquare is the missing square (off the board, or a captured King).
const NoSquare Square = 255

// MakeSquare returns the square at 0-based file f and rank r (0..10); it
// does not check that the square exists.
func MakeSquare(f, r int) Square { return Square(r*Files + f) }

// File returns the 0-based file (0 = a).
func (q Square) File() int { return int(q) % Files }

// Rank returns the rank, 0..10.
func (q Square) Rank() int { return int(q) / Files }

// Valid reports whether q is a square of the board.
func (q Square) Valid() bool { return q < Squares && onBoard[q] }

// String returns the square's name, e.g. "d2" or "e10".
func (q Square) String() string {
	if !q.Valid() {
		return "??"
	}
	r := q.Rank()
	if r == 10 {
		return string(rune('a'+q.File())) + "10"
	}
	return string(rune('a'+q.File())) + string(rune('0'+r))
}

// ParseSquare reads a square name such as "d2", "E10" or "d0".
func ParseSquare(s string) (Square, bool) {
	if len(s) < 2 || len(s) > 3 {
		return NoSquare, false
	}
	f := int(s[0]|0x20) - 'a'
	if f < 0 || f >= Files {
		return NoSquare, false
	}
	r := 0
	for i := 1; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return NoSquare, false
		}
		r = r*10 + int(s[i]-'0')
	}
	if (len(s) == 3 && s[1] == '0') || r >= Ranks {
		return NoSquare, false
	}
	q := MakeSquare(f, r)
	if !q.Valid() {
		return NoSquare, false
	}
	return q, true
}

// dirDelta holds the (file, rank) step of each of the eight directions,
// numbered 0-7 and orthogonal ones even: north (towards rank 10),
// north-east, east, south-east, south, south-west, west, north-west.
var dirDelta = [8][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

// opposite returns the reverse direction.
func opposite(d int) int { return (d + 4) & 7 }

// orthogonal reports whether d is a rook direction.
func orthogonal(d int) bool { return d&1 == 0 }

// Goal squares (rules/other-games.md, Maxima, Board).
var (
	// palace[c] holds colour c's own goal squares: White d0 e0, Black d10 e10.
	palace = [2][2]Square{{MakeSquare(3, 0), MakeSquare(4, 0)}, {MakeSquare(3, 10), MakeSquare(4, 10)}}
)

// Precomputed tables, filled once at start-up and never changed.
var (
	onBoard [Squares]bool
	// allSquares lists the 76 squares of the board in index order.
	allSquares []Square
	// step[q][d] is the square next to q in direction d, or NoSquare.
	step [Squares][8]Square
	// knight[q] lists the King's targets from q: a knight's jump on a board
	// whose a and h files are joined (rules/other-games.md, Maxima: the King's
	// move wraps between files a-b and g-h both ways).
	knight [Squares][]Square
	// dirTo[a][b] is the direction from a to b when they share a line (then
	// aligned[a][b]); the squares between need not exist.
	dirTo   [Squares][Squares]uint8
	aligned [Squares][Squares]bool
)

func init() {
	for q := Square(0); q < Squares; q++ {
		r := q.Rank()
		onBoard[q] = (r >= 1 && r <= 9) || q.File() == 3 || q.File() == 4
		if onBoard[q] {
			allSquares = append(allSquares, q)
		}
	}
	for q := Square(0); q < Squares; q++ {
		for d, dd := range dirDelta {
			step[q][d] = NoSquare
			if !onBoard[q] {
				continue
			}
			f, r := q.File()+dd[0], q.Rank()+dd[1]
			if f >= 0 && f < Files && r >= 0 && r < Ranks && onBoard[MakeSquare(f, r)] {
				step[q][d] = MakeSquare(f, r)
			}
			for n := 1; ; n++ {
				f, r := q.File()+n*dd[0], q.Rank()+n*dd[1]
				if f < 0 || f >= Files || r < 0 || r >= Ranks {
					break
				}
				dirTo[q][MakeSquare(f, r)] = uint8(d)
				aligned[q][MakeSquare(f, r)] = true
			}
		}
		if !onBoard[q] {
			continue
		}
		for _, k := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			f, r := (q.File()+k[0]+Files)%Files, q.Rank()+k[1]
			if r >= 0 && r < Ranks && onBoard[MakeSquare(f, r)] {
				knight[q] = append(knight[q], MakeSquare(f, r))
			}
		}
	}
}
