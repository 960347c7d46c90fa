package core

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Date is a record's Date tag read: 0 stands for a part the tag gives as
// "??", PGN's unknown part ("2026.??.??": a game of 2026).
type Date struct{ Year, Month, Day int }

// ParseDate reads a Date tag's value, "YYYY.MM.DD": a day that exists, or
// a year or a month whose later parts are "??" ("2026.??.??",
// "2026.11.??", "????.??.??"). Anything else ("2026.13.45", "0000.00.00",
// "yesterday", a day given without its month) wraps ErrSyntax.
func ParseDate(v string) (Date, error) {
	bad := func() (Date, error) {
		return Date{}, fmt.Errorf("%w: Date %s: want YYYY.MM.DD, a day of the calendar, with ?? for unknown parts from the right (2026.??.??)", ErrSyntax, Quote(v))
	}
	parts := strings.Split(strings.TrimSpace(v), ".")
	if len(parts) != 3 || len(parts[0]) != 4 || len(parts[1]) != 2 || len(parts[2]) != 2 {
		return bad()
	}
	var n [3]int
	unknown := false
	for i, p := range parts {
		if strings.Trim(p, "?") == "" {
			unknown = true // this part and every later one
			continue
		}
		if unknown || strings.Trim(p, "0123456789") != "" {
			return bad()
		}
		n[i], _ = strconv.Atoi(p)
	}
	d := Date{n[0], n[1], n[2]}
	if (parts[0][0] != '?' && d.Year == 0) || (parts[1][0] != '?' && (d.Month < 1 || d.Month > 12)) {
		return bad()
	}
	if d.Day != 0 || parts[2][0] != '?' {
		if t := time.Date(d.Year, time.Month(d.Month), d.Day, 0, 0, 0, 0, time.UTC); d.Day < 1 || t.Day() != d.Day {
			return bad()
		}
	}
	return d, nil
}

// Time returns the first day the date allows, at midnight in loc: the
// first of its month, or of its year, where the tag leaves them unknown;
// false for an unknown year.
func (d Date) Time(loc *time.Location) (time.Time, bool) {
	if d.Year == 0 {
		return time.Time{}, false
	}
	return time.Date(d.Year, time.Month(max(d.Month, 1)), max(d.Day, 1), 0, 0, 0, 0, loc), true
}
