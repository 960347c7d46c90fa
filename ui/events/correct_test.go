package events

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/games/tournament"
	"xima/storage"
	"xima/ui/internal/uitest"
)

// typedGames are the Maxima games of results typed in, in the history.
func typedGames(t *testing.T, db *storage.DB) []storage.FinishedGame {
	t.Helper()
	games, err := db.SearchGames(context.Background(), storage.GameFilter{})
	if err != nil {
		t.Fatal(err)
	}
	var out []storage.FinishedGame
	for _, g := range games {
		if g.Mode == storage.TypedMode {
			out = append(out, g)
		}
	}
	return out
}

// A result typed in is corrected from its table's Correct button: the
// dialog offers it as it stands, the table, the standings, the Elo
// ratings and the next round's pairing follow the corrected result, and
// once that round is paired the old round's Correct says why it no
// longer can.
func TestCorrectATypedResult(t *testing.T) {
	h := newTestHost(t)
	names := []string{"Ana", "Beto", "Carla", "Dora", "Eva", "Fede"}
	h.profiles(names...)
	s := h.createEvent("Maxima", names, tournament.Swiss, "3")
	sameText(t, "round 1", tablesText(s), []string{"Ana (White) – Dora (Black): ",
		"Eva (White) – Beto (Black): ", "Carla (White) – Fede (Black): "})
	h.typeResult(s, 1, "Ana won")
	h.typeResult(s, 2, "Beto won")
	h.typeResult(s, 3, "Carla won")
	sameText(t, "typed", tablesText(s), []string{"Ana (White) – Dora (Black): Ana won (typed in)",
		"Eva (White) – Beto (Black): Beto won (typed in)", "Carla (White) – Fede (Black): Carla won (typed in)"})
	unchanged, err := s.ev.t.PairNext()
	if err != nil {
		t.Fatal(err)
	}

	test.Tap(h.button("Correct")) // table 1's, the first
	h.settle()
	dlg := uitest.AllLabels(h.Win.Canvas().Overlays().Top())
	if !strings.Contains(dlg, "Correct the result of table 1") || !strings.Contains(dlg, "worked out again") {
		t.Errorf("the correction dialog says %q", dlg)
	}
	if r := resultChoice(t, h); r.Selected != "Ana won" {
		t.Errorf("the dialog offers %q, want the result as it stands", r.Selected)
	}
	h.choose("Dora won")
	sameText(t, "corrected", tablesText(s), []string{"Ana (White) – Dora (Black): Dora won (typed in)",
		"Eva (White) – Beto (Black): Beto won (typed in)", "Carla (White) – Fede (Black): Carla won (typed in)"})
	sameText(t, "standings", standingsLines(s), []string{"1 Beto 1 0 0 0 1 1 0 0 0", "1 Carla 1 0 0 0 1 1 0 0 0",
		"1 Dora 1 0 0 0 1 1 0 0 0", "4 Ana 0 1 0 0 1 0 0 1 0", "4 Eva 0 1 0 0 1 0 0 1 0", "4 Fede 0 1 0 0 1 0 0 1 0"})
	if games := typedGames(t, h.Store); len(games) != 3 {
		t.Fatalf("%d typed games, want 3 (the corrected one replaced)", len(games))
	}
	ratings := map[string]float64{}
	for _, p := range mustProfiles(t, h.Store) {
		r := p.Rating("Maxima")
		if r.Games != 1 {
			t.Errorf("%s: %d games rated", p.Name, r.Games)
		}
		ratings[p.Name] = r.Rating
	}
	// Every table is now a win from equal ratings.
	if ratings["Dora"] != ratings["Beto"] || ratings["Ana"] != ratings["Eva"] || ratings["Dora"] <= storage.StartRating {
		t.Errorf("ratings after the correction %v", ratings)
	}

	// A draw Maxima can record, then back to Dora's win.
	test.Tap(h.button("Correct"))
	h.settle()
	h.choose("Draw")
	if len(typedGames(t, h.Store)) != 3 || !strings.Contains(tablesText(s)[0], "Draw (typed in)") {
		t.Errorf("after a draw: %v", tablesText(s))
	}
	test.Tap(h.button("Correct"))
	h.settle()
	h.choose("Dora won")

	// Round 2 is paired on the corrected results.
	h.tap("Pair round 2")
	sameText(t, "round 2", tablesText(s), []string{"Beto (White) – Carla (Black): ",
		"Dora (White) – Eva (Black): ", "Fede (White) – Ana (Black): "})
	var was []string
	for _, tb := range unchanged {
		was = append(was, fmt.Sprint(tb.Seats))
	}
	var now []string
	for _, tb := range s.ev.round(2) {
		now = append(now, fmt.Sprint(tb.Seats))
	}
	if slices.Equal(was, now) {
		t.Errorf("round 2 %v is paired as before the correction", now)
	}
	// Round 1's results can no longer change: its Correct says why.
	uitest.Walk(h.Win.Canvas().Content(), func(o fyne.CanvasObject) bool {
		if a, ok := o.(*widget.Accordion); ok {
			a.Open(1)
		}
		return true
	})
	test.Tap(h.button("Correct"))
	h.settle()
	if got := uitest.AllLabels(h.Win.Canvas().Overlays().Top()); !strings.Contains(got, "round 2 is paired on its results") {
		t.Errorf("round 1's Correct says %q", got)
	}
}

// A Xima result typed in (standings only) is corrected the same way, and
// no rating moves.
func TestCorrectAXimaResult(t *testing.T) {
	h := newTestHost(t)
	h.profiles("Ana", "Beto")
	s := h.createEvent("Xima", []string{"Ana", "Beto"}, tournament.RoundRobin, "")
	h.typeResult(s, 1, "Ana won")
	h.tap("Correct")
	h.choose("Draw")
	sameText(t, "corrected", tablesText(s), []string{"Ana (Red) – Beto (Blue): Draw (typed in)"})
	sameText(t, "standings", standingsLines(s), []string{"1 Ana 0.5 0.5 0.25 0.5 1 0 1 0 0", "1 Beto 0.5 0.5 0.25 0.5 1 0 1 0 0"})
	for _, p := range mustProfiles(t, h.Store) {
		if r := p.Rating("Xima"); r.Games != 0 {
			t.Errorf("%s: %+v", p.Name, r)
		}
	}
}

// TestScreenshotCorrectATypedResult writes, when XIMA_SCREENSHOTS names a
// folder, an event's screen at 1280x800 with the dialog that corrects a
// result typed in open over it.
func TestScreenshotCorrectATypedResult(t *testing.T) {
	dir := uitest.ScreenshotDir(t)
	h := newTestHost(t)
	names := []string{"Ana", "Beto", "Carla", "Dora", "Eva", "Fede"}
	h.profiles(names...)
	s := h.createEvent("Maxima", names, tournament.Swiss, "3")
	h.typeResult(s, 1, "Ana won")
	h.typeResult(s, 2, "Beto won")
	test.Tap(h.button("Correct"))
	h.settle()
	resultChoice(t, h).SetSelected("Dora won")
	var sheet uitest.Sheet
	sheet.Add(h.Win)
	if err := sheet.Write(filepath.Join(dir, "event-correct-result.png"), 1); err != nil {
		t.Fatal(err)
	}
}
