package tournament

import (
	"strconv"
	"strings"
)

// Value is a number of points, exact: in 864ths of a point, which holds
// the halves, thirds and quarters of drawn tables and the means over one,
// two or three table-mates that the tie-breaks take, so that equal
// standings compare equal.
type Value int64

// Point is a win, and a bye.
const Point Value = 864

// Float returns v in points.
func (v Value) Float() float64 { return float64(v) / float64(Point) }

// String writes v in points with at most two decimals, trailing zeros
// dropped: "2", "2.5", "1.33".
func (v Value) String() string {
	s := strconv.FormatFloat(v.Float(), 'f', 2, 64)
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
}

// points returns what seat scores at t, a decided table: a win is Point
// and a loss nothing; a draw shares Point among everyone at the table
// (a half each at two, a third at three, a quarter at four). A bye is a
// win.
func points(t Table, seat int) Value {
	switch {
	case !t.Done:
		return 0
	case t.Winner == seat:
		return Point
	case t.Winner < 0:
		return Point / Value(len(t.Seats))
	}
	return 0
}
