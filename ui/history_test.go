package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"xima/storage"
)

// TestGameSummaryTranslatesCodes: a stored game keeps codes (a guest has
// no name, the result is a side's code); the history line shows words.
func TestGameSummaryTranslatesCodes(t *testing.T) {
	test.NewTempApp(t)
	g := storage.FinishedGame{Game: "Xana", Result: "black", Started: time.Date(2026, 11, 23, 20, 0, 0, 0, time.UTC),
		Seats: []storage.Seat{{Name: "Ana", Outcome: storage.Loss}, {Name: "", Outcome: storage.Win}}}
	got := gameSummary(g, sideNames{}.of(g.Game, len(g.Seats)))
	if !strings.Contains(got, "Ana – Guest (Black)") || !strings.HasSuffix(got, "winner Guest (Black)") {
		t.Fatalf("summary %q", got)
	}
	g.Result = "draw"
	g.Seats[1].Outcome = storage.Draw
	if got := gameSummary(g, sideNames{}.of(g.Game, len(g.Seats))); !strings.HasSuffix(got, "casual · Drawn") {
		t.Fatalf("a draw: %q", got)
	}
}
