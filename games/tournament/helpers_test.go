package tournament

import (
	"fmt"
	"strings"
	"testing"
)

// play pairs every round of e, deciding table t of round r with
// winners[r][t] (byes skipped), and returns the rounds as text: one line a
// round, "0-3" for a table (seat order), "bye 6" for a bye.
func play(t *testing.T, e *Event, winners [][]int) []string {
	t.Helper()
	var lines []string
	for r, row := range winners {
		tables, err := e.PairNext()
		if err != nil {
			t.Fatalf("round %d: %v", r+1, err)
		}
		lines = append(lines, roundText(tables))
		w := 0
		for i, tb := range tables {
			if tb.Bye() {
				continue
			}
			if err := e.SetResult(r, i, row[w]); err != nil {
				t.Fatalf("round %d, table %d: %v", r+1, i+1, err)
			}
			w++
		}
		if w != len(row) {
			t.Fatalf("round %d: %d results for %d tables", r+1, len(row), w)
		}
	}
	return lines
}

// roundText writes a round's tables as play's lines do.
func roundText(tables []Table) string {
	var parts []string
	for _, tb := range tables {
		if tb.Bye() {
			parts = append(parts, fmt.Sprintf("bye %d", tb.Seats[0]))
			continue
		}
		var seats []string
		for _, m := range tb.Seats {
			seats = append(seats, fmt.Sprint(m))
		}
		parts = append(parts, strings.Join(seats, "-"))
	}
	return strings.Join(parts, ", ")
}

// standingsText writes standings one member a line: rank, member,
// points, Buchholz, Sonneborn-Berger, head-to-head.
func standingsText(st []Standing) []string {
	var lines []string
	for _, s := range st {
		lines = append(lines, fmt.Sprintf("%d. %d: %v pts, B %v, SB %v, H2H %v",
			s.Rank, s.Member, s.Points, s.Buchholz, s.SonnebornBerger, s.HeadToHead))
	}
	return lines
}

// sameLines fails t unless got and want are equal, line by line.
func sameLines(t *testing.T, what string, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s:\n%s\nwant:\n%s", what, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// firstSeatsWithin fails t unless every member's first seats and second
// seats at tables of two differ by limit at most.
func firstSeatsWithin(t *testing.T, e *Event, limit int) {
	t.Helper()
	bal := make([]int, e.Config().Members)
	for r := range e.Paired() {
		for _, tb := range e.Round(r) {
			if len(tb.Seats) == 2 {
				bal[tb.Seats[0]]++
				bal[tb.Seats[1]]--
			}
		}
	}
	for m, b := range bal {
		if b < -limit || b > limit {
			t.Errorf("member %d: first seats minus second seats %d, want %d at most either way", m, b, limit)
		}
	}
}
