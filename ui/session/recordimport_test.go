package session

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"xima/games/core"
	"xima/storage"
)

// TestRecordImportDates: an imported game is dated by its Date tag, by
// the first day a partial date allows, or by the file's time when the
// year is unknown or there is no Date; a Date that is no day is refused
// at its line (issue 29, F5).
func TestRecordImportDates(t *testing.T) {
	ctx := context.Background()
	db, err := storage.Open(ctx, filepath.Join(t.TempDir(), "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	fileTime := time.Date(2025, 6, 7, 8, 9, 0, 0, time.Local)
	game := "[Game \"Xana\"]\n%s[Result \"black\"]\n[Termination \"resign\"]\n\n*\n"
	for date, want := range map[string]time.Time{
		"2026.11.20": time.Date(2026, 11, 20, 0, 0, 0, 0, time.Local),
		"2026.11.??": time.Date(2026, 11, 1, 0, 0, 0, 0, time.Local),
		"2026.??.??": time.Date(2026, 1, 1, 0, 0, 0, 0, time.Local),
		"????.??.??": fileTime,
		"":           fileTime,
	} {
		tag := ""
		if date != "" {
			tag = "[Date \"" + date + "\"]\n"
		}
		ri, err := ReadRecordImport(ctx, db, "game.xana", strings.NewReader(strings.Replace(game, "%s", tag, 1)), fileTime)
		if err != nil || !ri.Row.Started.Equal(want) {
			t.Errorf("Date %q: %v, %v; want %v", date, ri, err, want)
		}
	}
	_, err = ReadRecordImport(ctx, db, "bad\x1b[2J.xana", strings.NewReader(strings.Replace(game, "%s", "[Date \"2026.13.45\"]\n", 1)), fileTime)
	var pe *core.ParseError
	if !errors.As(err, &pe) || pe.Line != 2 || !strings.HasPrefix(err.Error(), `bad\x1b[2J.xana: line 2, col 1 (Date)`) {
		t.Errorf("a bad Date: %v", err)
	}
}
