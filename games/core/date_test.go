package core

import (
	"errors"
	"testing"
	"time"
)

// TestParseDate: a day of the calendar, or PGN's partial dates, read;
// anything else refused (issue 29, F5).
func TestParseDate(t *testing.T) {
	for v, want := range map[string]Date{
		"2026.11.22": {2026, 11, 22}, " 2024.02.29 ": {2024, 2, 29},
		"2026.11.??": {2026, 11, 0}, "2026.??.??": {2026, 0, 0}, "????.??.??": {},
	} {
		if got, err := ParseDate(v); err != nil || got != want {
			t.Errorf("%q: %+v, %v; want %+v", v, got, err, want)
		}
	}
	for _, v := range []string{"2026.13.45", "0000.00.00", "yesterday", "", "2025.02.29", "2026.11.00",
		"2026.??.05", "????.11.??", "2026.1.5", "2026-11-22", "+026.11.22", "2026.1?.??", "2026.11.22.1"} {
		if _, err := ParseDate(v); !errors.Is(err, ErrSyntax) {
			t.Errorf("%q: %v", v, err)
		}
	}
	if day, ok := (Date{2026, 0, 0}).Time(time.UTC); !ok || !day.Equal(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("2026.??.?? dates %v, %v", day, ok)
	}
	if _, ok := (Date{}).Time(time.UTC); ok {
		t.Error("????.??.?? gave a day")
	}
	_, err := Parse("[Game \"Xima\"]\n[Date \"2026.13.45\"]\n")
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Line != 2 || pe.Text != "Date" {
		t.Errorf("a bad Date in a record: %v", err)
	}
}
