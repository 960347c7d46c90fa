package ui

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"xima/storage"
)

// TestUnopenableDatabaseOffersAFreshFile: a damaged club file gets a
// window that says what is wrong and where, and a fresh file beside it.
func TestUnopenableDatabaseOffersAFreshFile(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	dir := t.TempDir()
	damaged := filepath.Join(dir, "club.db")
	var tried []string
	open := func(ctx context.Context, path string) (*storage.DB, error) {
		tried = append(tried, path)
		return storage.Open(ctx, path)
	}
	opened := make(chan *storage.DB, 1)
	now := func() time.Time { return time.Date(2026, 11, 23, 21, 0, 0, 0, time.UTC) }
	c := newDatabaseChooser(context.Background(), w, open, now, func(db *storage.DB) { opened <- db }, func() {})
	c.show(damaged, fmt.Errorf("open %s: %w", damaged, storage.ErrCorrupt))
	if !strings.Contains(c.why.Text, "damaged") || !strings.Contains(c.path.Text, damaged) || !c.fresh.Visible() {
		t.Fatalf("the chooser says %q, %q (fresh offered: %v)", c.why.Text, c.path.Text, c.fresh.Visible())
	}
	test.Tap(c.fresh)
	db := <-opened
	defer db.Close()
	if len(tried) != 1 || !strings.HasPrefix(filepath.Base(tried[0]), "club-fresh-20261123-210000") || filepath.Dir(tried[0]) != dir {
		t.Fatalf("opened %v, want a fresh file beside the damaged one", tried)
	}

	c.show(damaged, fmt.Errorf("open: %w", storage.ErrLocked))
	if c.fresh.Visible() || !strings.Contains(c.why.Text, "Another copy") {
		t.Fatalf("a locked file: %q, fresh offered %v", c.why.Text, c.fresh.Visible())
	}
}

// TestOpenRecordRefusesWhatCouldNotBeSaved: a record whose names or tags
// the store could never keep is refused when it is opened, with the
// reason, instead of failing at every autosave (or saving an empty record).
func TestOpenRecordRefusesWhatCouldNotBeSaved(t *testing.T) {
	ts := newTestShell(t)
	for record, want := range map[string]string{
		"[Game \"Xima\"]\n[Red \"Ana \"]\n\n1. -G2\n":                        "red",
		"[Game \"Maxima\"]\n[White \"" + strings.Repeat("x", 65) + "\"]\n\n": "white",
		"[Game \"Xima\"]\n[Event \"Club night\rround 2\"]\n\n1. -G2\n":       "control character",
		"[Game \"Xima\"]\n[Game \"Xima\"]\n\n1. -G2\n":                       "given twice",
		"[Game \"  xima  \"]\n[Blue \"Beto\"]\n\n1. -G2 -G4\n":               "",
	} {
		err := ts.OpenRecord("club.rec", strings.NewReader(record))
		switch {
		case want == "" && err != nil:
			t.Errorf("%q refused: %v", record, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "club.rec")):
			t.Errorf("%q: %v, want an error naming the file and %q", record, err, want)
		}
	}
}
