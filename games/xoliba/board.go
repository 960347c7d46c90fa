package xoliba

import "math/bits"

// rules/other-games.md, Xoliba: the board is the points a..g x 1..7 without
// the four corners a1, g1, a7 and g7. Points are numbered column by column,
// a2 = 0 .. g6 = 44, which is also the order of their names.

// Points is the number of points on the board.
const Points = 45

// Point is a point of the board, 0..44.
type Point uint8

// NoPoint marks the absence of a point.
const NoPoint Point = 255

// Col returns the point's 0-based column (0 = a).
func (p Point) Col() int { return int(pointCol[p]) }

// Row returns the point's 0-based row (0 = row 1).
func (p Point) Row() int { return int(pointRow[p]) }

// String returns the point's name, e.g. "c3".
func (p Point) String() string {
	if p >= Points {
		return "??"
	}
	return string([]byte{'a' + pointCol[p], '1' + pointRow[p]})
}

// PointAt returns the point at 0-based column c and row r, and whether
// there is one.
func PointAt(c, r int) (Point, bool) {
	if c < 0 || c > 6 || r < 0 || r > 6 || pointAt[c][r] == NoPoint {
		return NoPoint, false
	}
	return pointAt[c][r], true
}

// ParsePoint reads a point's name ("c3", or "C3").
func ParsePoint(name string) (Point, bool) {
	if len(name) != 2 {
		return NoPoint, false
	}
	return PointAt(int(name[0]|0x20)-'a', int(name[1])-'1')
}

// Set is a set of points, one bit per point.
type Set uint64

// Bit returns the set holding only p.
func Bit(p Point) Set { return 1 << p }

// Has reports whether p is in the set.
func (s Set) Has(p Point) bool { return s>>p&1 != 0 }

// Len returns the number of points in the set.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// Points returns the set's points in order.
func (s Set) Points() []Point {
	out := make([]Point, 0, s.Len())
	for ; s != 0; s &= s - 1 {
		out = append(out, Point(bits.TrailingZeros64(uint64(s))))
	}
	return out
}

// first returns the lowest point of a non-empty set.
func (s Set) first() Point { return Point(bits.TrailingZeros64(uint64(s))) }

// AllPoints is the set of every point.
const AllPoints Set = 1<<Points - 1

// Corners are the octagon's eight corners and Edges the other points of its
// border (rules/other-games.md, Xoliba, Board): they decide who starts.
var (
	Corners = setOf("b1", "f1", "a2", "g2", "a6", "g6", "b7", "f7")
	Edges   = setOf("c1", "d1", "e1", "c7", "d7", "e7", "a3", "a4", "a5", "g3", "g4", "g5")
)

func setOf(names ...string) Set {
	var s Set
	for _, n := range names {
		p, ok := ParsePoint(n)
		if !ok {
			panic("xoliba: bad point " + n)
		}
		s |= Bit(p)
	}
	return s
}

// dirDelta is the (column, row) step of each of the 8 directions: every
// point is joined to its orthogonal and diagonal neighbours.
var dirDelta = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}

// ray lists the points from a point (excluded) to the border in one direction.
type ray struct {
	n   uint8
	pts [6]Point
}

// Shape is the size of a valid triangle: its legs are 1, 2 or 3 diagonal
// steps long (rules/other-games.md, Xoliba, Valid triangle).
type Shape uint8

// The three sizes of valid triangle; NoTriangle is size 0.
const (
	NoTriangle Shape = iota
	Small            // hypotenuse of 3 points, surrounds 1
	Medium           // hypotenuse of 5 points, surrounds 6
	Large            // hypotenuse of 7 points, surrounds 13
)

// String returns the size's name.
func (sh Shape) String() string {
	return [...]string{"none", "small", "medium", "large"}[sh&3]
}

// triangle is one valid triangle of the board.
type triangle struct {
	corners  Set
	surround Set // sides and inside, corners excluded
	apex     Point
	ends     [2]Point // the hypotenuse's ends
	size     Shape
}

// cornerTri is a triangle seen from one of its corners: the other two
// corners (a < b) and their set.
type cornerTri struct {
	tri    uint16
	a, b   Point
	others Set
}

// Immutable tables built once at start-up.
var (
	pointCol, pointRow, pointAt = numberPoints()
	rays                        [Points][8]ray
	triangles                   []triangle
	// cornerTris[p] lists the valid triangles with a corner on p, ordered
	// by their other two corners (the notation's choice of triangle).
	cornerTris [Points][]cornerTri
)

// numberPoints numbers the points column by column.
func numberPoints() (col, row [Points]uint8, at [7][7]Point) {
	n := Point(0)
	for c := range 7 {
		for r := range 7 {
			at[c][r] = NoPoint
			if (c == 0 || c == 6) && (r == 0 || r == 6) {
				continue
			}
			at[c][r] = n
			col[n], row[n] = uint8(c), uint8(r)
			n++
		}
	}
	return col, row, at
}

func init() {
	for p := range Point(Points) {
		for d, dd := range dirDelta {
			ry := &rays[p][d]
			for c, r := p.Col()+dd[0], p.Row()+dd[1]; ; c, r = c+dd[0], r+dd[1] {
				q, ok := PointAt(c, r)
				if !ok {
					break
				}
				ry.pts[ry.n] = q
				ry.n++
			}
		}
	}
	buildTriangles()
}

// buildTriangles lists every valid triangle (rules/other-games.md, Xoliba,
// Valid triangle): right isosceles, legs of k = 1, 2 or 3 diagonal steps,
// hypotenuse of 2k steps along a row or a column, apex on either side.
func buildTriangles() {
	for apex := range Point(Points) {
		ac, ar := apex.Col(), apex.Row()
		for k := 1; k <= 3; k++ {
			// The hypotenuse's ends: below, above, left and right of the apex.
			for _, e := range [4][4]int{{-k, -k, k, -k}, {-k, k, k, k}, {-k, -k, -k, k}, {k, -k, k, k}} {
				p, ok1 := PointAt(ac+e[0], ar+e[1])
				q, ok2 := PointAt(ac+e[2], ar+e[3])
				if !ok1 || !ok2 {
					continue
				}
				t := triangle{apex: apex, ends: [2]Point{p, q}, size: Shape(k)}
				t.corners = Bit(apex) | Bit(p) | Bit(q)
				for x := range Point(Points) {
					if inTriangle(x, apex, p, q) && !t.corners.Has(x) {
						t.surround |= Bit(x)
					}
				}
				triangles = append(triangles, t)
			}
		}
	}
	for i, t := range triangles {
		for _, c := range [3]Point{t.apex, t.ends[0], t.ends[1]} {
			o := t.corners &^ Bit(c)
			a := o.first()
			b := (o &^ Bit(a)).first()
			cornerTris[c] = append(cornerTris[c], cornerTri{tri: uint16(i), a: a, b: b, others: o})
		}
	}
	for p := range cornerTris {
		l := cornerTris[p]
		for i := 1; i < len(l); i++ { // insertion sort by (a, b)
			for j := i; j > 0 && (l[j].a < l[j-1].a || l[j].a == l[j-1].a && l[j].b < l[j-1].b); j-- {
				l[j], l[j-1] = l[j-1], l[j]
			}
		}
	}
}

// inTriangle reports whether x lies in the closed triangle abc.
func inTriangle(x, a, b, c Point) bool {
	cross := func(p, q, r Point) int {
		return (q.Col()-p.Col())*(r.Row()-p.Row()) - (q.Row()-p.Row())*(r.Col()-p.Col())
	}
	d1, d2, d3 := cross(a, b, x), cross(b, c, x), cross(c, a, x)
	neg := d1 < 0 || d2 < 0 || d3 < 0
	pos := d1 > 0 || d2 > 0 || d3 > 0
	return !(neg && pos)
}
