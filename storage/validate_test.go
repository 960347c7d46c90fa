package storage

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// ratedFile returns a club file of two profiles and one rated game
// between them, decoded as generic JSON to be spoilt.
func ratedFile(t *testing.T) map[string]any {
	t.Helper()
	src := mustOpen(t)
	a, b := mustProfile(t, src, "Ana"), mustProfile(t, src, "Beto")
	ratedGame(t, src, "Xima", a.ID, b.ID)
	var f map[string]any
	if err := json.Unmarshal(export(t, src), &f); err != nil {
		t.Fatal(err)
	}
	return f
}

func fileGame0(f map[string]any) map[string]any {
	return f["games"].([]any)[0].(map[string]any)
}

func seatOf(f map[string]any, i int) map[string]any {
	return fileGame0(f)["seats"].([]any)[i].(map[string]any)
}

func fileRating(f map[string]any, i int) map[string]any {
	return seatOf(f, i)["rating"].(map[string]any)
}

// TestImportRefusesWhatPlayRefuses: values that would break the club
// later are refused on import as RecordGame refuses them on play: a rating
// below 1 (a CIMAX of -500 made every later rated game of the player fail),
// not finite or absurd, negative power, level or experience, one profile at
// two seats of a rated game, times before 1970 or from 2200 (issue 15,
// item 5).
func TestImportRefusesWhatPlayRefuses(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name string
		file func(f map[string]any)
		play func(g *FinishedGame)
		want string
	}{
		{"CIMAX -500",
			func(f map[string]any) { fileRating(f, 0)["after"] = -500 },
			func(g *FinishedGame) { g.Seats[0].Rating.After = -500 },
			"rating after -500: want a number from 1 to 1e+09"},
		{"rating before below 1",
			func(f map[string]any) { fileRating(f, 1)["before"] = 0.5 },
			nil, "rating before 0.5: want a number from 1 to 1e+09"},
		{"absurd rating",
			func(f map[string]any) { fileRating(f, 1)["after"] = 1e300 },
			func(g *FinishedGame) { g.Seats[1].Rating.After = 1e300 },
			"rating after 1e+300: want a number from 1 to 1e+09"},
		{"negative power",
			func(f map[string]any) { fileRating(f, 0)["power"] = -1 },
			func(g *FinishedGame) { g.Seats[0].Rating.Power = -1 },
			"power -1: want a number from 0 to 1e+09"},
		{"negative level",
			func(f map[string]any) { fileRating(f, 1)["level"] = -3 },
			func(g *FinishedGame) { g.Seats[1].Rating.Level = -3 },
			"level -3: want a number from 0 to 1e+09"},
		{"negative experience",
			func(f map[string]any) { fileRating(f, 1)["experience"] = -3 },
			func(g *FinishedGame) { g.Seats[1].Rating.Experience = -3 },
			"experience -3: want a number from 0 to 1e+09"},
		{"absurd delta",
			func(f map[string]any) { fileRating(f, 1)["delta"] = -1e12 },
			func(g *FinishedGame) { g.Seats[1].Rating.Delta = -1e12 },
			"delta -1e+12: want a number from -1e+09 to 1e+09"},
		{"one profile at both seats",
			func(f map[string]any) { seatOf(f, 1)["profile"] = seatOf(f, 0)["profile"] },
			func(g *FinishedGame) { g.Seats[1].ProfileID = g.Seats[0].ProfileID },
			"plays two seats of a rated game"},
		{"year 1",
			func(f map[string]any) { fileGame0(f)["started"] = "0001-06-01T00:00:00Z" },
			func(g *FinishedGame) { g.Started = time.Date(1, 6, 1, 0, 0, 0, 0, time.UTC) },
			"start 0001-06-01T00:00:00Z: want a time from 1970 to 2199"},
		{"year 9999",
			func(f map[string]any) { fileGame0(f)["ended"] = "9999-12-31T00:00:00Z" },
			nil, "end 9999-12-31T00:00:00Z: want a time from 1970 to 2199"},
		{"ended before it started",
			func(f map[string]any) {
				fileGame0(f)["started"], fileGame0(f)["ended"] = "2026-11-22T15:04:05.001Z", "2026-11-22T15:04:05Z"
			},
			func(g *FinishedGame) { g.Started = time.Date(2150, 1, 1, 0, 0, 0, 0, time.UTC) },
			", before it started ("},
		{"a profile made in 1969",
			func(f map[string]any) {
				f["profiles"].([]any)[0].(map[string]any)["created"] = "1969-12-31T23:59:59Z"
			},
			nil, "creation 1969-12-31T23:59:59Z: want a time from 1970 to 2199"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := ratedFile(t)
			c.file(f)
			data, err := json.Marshal(f)
			if err != nil {
				t.Fatal(err)
			}
			db := mustOpen(t)
			before := snapshot(t, db)
			_, err = db.Import(ctx, bytes.NewReader(data), ImportOptions{})
			var fe *FileError
			if !errors.Is(err, ErrBadFile) || !errors.As(err, &fe) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("import: %v, want ErrBadFile saying %q", err, c.want)
			}
			if snapshot(t, db) != before {
				t.Error("a refused file changed the database")
			}
			if c.play == nil {
				return
			}
			a, b := mustProfile(t, db, "Ana"), mustProfile(t, db, "Beto")
			g := FinishedGame{Game: "Xima", Mode: "club", Rated: true, Result: "1-0", Record: "1. -G2 1-0",
				Seats: []Seat{
					{ProfileID: a.ID, Name: "Ana", Outcome: Win, Rating: RatingChange{Before: 1000, After: 1010}},
					{ProfileID: b.ID, Name: "Beto", Outcome: Loss, Rating: RatingChange{Before: 1000, After: 990}},
				}}
			c.play(&g)
			if _, err := db.RecordGame(ctx, g, 0); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("play: %v, want ErrInvalid saying %q", err, c.want)
			}
		})
	}
}

// TestMergedRivalsRoundTrip: two profiles who played each other rated
// and were merged since make one profile at two seats of a game, which
// Import refuses from a file: Export writes the later seat with the key
// of the merged-away profile, so the club still goes through a file
// whole, and Import gives a merged-away profile's seats to the profile it
// leads to.
func TestMergedRivalsRoundTrip(t *testing.T) {
	ctx := context.Background()
	src := mustOpen(t)
	ana, beto, carla := mustProfile(t, src, "Ana"), mustProfile(t, src, "Beto"), mustProfile(t, src, "Carla")
	ratedGame(t, src, "Xima", ana.ID, beto.ID)
	ratedGame(t, src, "Xima", carla.ID, beto.ID)
	ratedGame(t, src, "Xima", beto.ID, ana.ID)
	if err := src.MergeProfiles(ctx, ana.ID, beto.ID); err != nil {
		t.Fatal(err)
	}
	file := export(t, src)
	var parsed clubFile
	if err := json.Unmarshal(file, &parsed); err != nil {
		t.Fatal(err)
	}
	for i, g := range parsed.Games {
		if g.Rated && len(g.Seats) == 2 && g.Seats[0].Profile == g.Seats[1].Profile {
			t.Errorf("games[%d] names one profile at both seats", i)
		}
	}
	dst := mustOpen(t)
	if _, err := dst.Import(ctx, bytes.NewReader(file), ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	if got, want := view(t, dst), view(t, src); got != want {
		t.Errorf("imported database differs:\n%s\nwant\n%s", got, want)
	}
	checkStandings(t, dst)
	if again := export(t, dst); withoutExportTime(again) != withoutExportTime(file) {
		t.Errorf("exporting the imported database gives another file:\n%s\nwant\n%s", again, file)
	}
}

// TestImportChecksRecords: with ImportOptions.CheckGame, a game the rules
// refuse refuses the file, at the game, with a short message; games
// already present are not asked about again.
func TestImportChecksRecords(t *testing.T) {
	ctx := context.Background()
	f := ratedFile(t)
	fileGame0(f)["record"] = "1. ZZ9 1-0"
	data, _ := json.Marshal(f)
	var asked []string
	check := func(g FinishedGame) error {
		asked = append(asked, g.Game+": "+g.Record)
		if strings.Contains(g.Record, "ZZ9") {
			return fmt.Errorf("move 1 (ZZ9): no such column%s", strings.Repeat("!", 10000))
		}
		return nil
	}
	db := mustOpen(t)
	before := snapshot(t, db)
	_, err := db.Import(ctx, bytes.NewReader(data), ImportOptions{CheckGame: check})
	var fe *FileError
	if !errors.Is(err, ErrBadFile) || !errors.As(err, &fe) || fe.Path != "games[0]" ||
		!strings.Contains(err.Error(), "move 1 (ZZ9): no such column") || len(err.Error()) > 300 {
		t.Errorf("a record that does not read: %.400v", err)
	}
	if snapshot(t, db) != before {
		t.Error("a refused file changed the database")
	}
	if len(asked) != 1 || asked[0] != "Xima: 1. ZZ9 1-0" {
		t.Errorf("CheckGame was asked %q", asked)
	}

	fileGame0(f)["record"] = "1. -G2 1-0"
	data, _ = json.Marshal(f)
	for i, want := range []int{1, 0} {
		asked = nil
		if _, err := db.Import(ctx, bytes.NewReader(data), ImportOptions{CheckGame: check}); err != nil {
			t.Fatal(err)
		}
		if len(asked) != want {
			t.Errorf("import %d: CheckGame asked %d times, want %d", i+1, len(asked), want)
		}
	}
}
