package storage

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// dirState lists a directory's files with the SHA-256 of each, to show
// that nothing was made, removed or changed there.
func dirState(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, fmt.Sprintf("%s %x", e.Name(), sha256.Sum256(data)))
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}

// closedClub makes a club database at path and closes it, as a user's file
// is between two sessions.
func closedClub(t *testing.T, path string) []byte {
	t.Helper()
	db := mustOpenPath(t, path)
	club(t, db)
	file := export(t, db)
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	return file
}

// TestOpenReadOnlyTouchesNothing: exporting a database whose schema is
// current through OpenReadOnly makes no file beside it (no lock file, no
// -wal, no -shm), changes no byte of it and writes nothing (issue 15,
// item 8).
func TestOpenReadOnlyTouchesNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "xima.db")
	want := closedClub(t, path)
	before := dirState(t, dir)
	ctx := context.Background()

	db, err := OpenReadOnly(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	db.Now = stepClock()
	got := export(t, db)
	if withoutExportTime(got) != withoutExportTime(want) {
		t.Errorf("read-only export differs:\n%s\nwant\n%s", got, want)
	}
	if _, err := db.CreateProfile(ctx, "Zoe", ""); !errors.Is(err, ErrReadOnly) {
		t.Errorf("CreateProfile on a read-only DB = %v, want ErrReadOnly", err)
	}
	if _, err := db.Import(ctx, bytes.NewReader(want), ImportOptions{}); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Import on a read-only DB = %v, want ErrReadOnly", err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if after := dirState(t, dir); after != before {
		t.Errorf("a read-only open changed the directory:\n%s\nwant\n%s", after, before)
	}
}

// TestOpenReadOnlyShares: read-only DBs of one file open together, never
// beside a writer, and a writer waits for them all to close.
func TestOpenReadOnlyShares(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "xima.db")
	closedClub(t, path)
	ctx := context.Background()
	a, err := OpenReadOnly(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.db")
	if err := os.Symlink(path, link); err != nil {
		t.Fatal(err)
	}
	b, err := OpenReadOnly(ctx, link)
	if err != nil {
		t.Fatalf("a second read-only open: %v", err)
	}
	if _, err := Open(shortWait(t), path); !errors.Is(err, ErrLocked) {
		t.Fatalf("Open beside read-only DBs = %v, want ErrLocked", err)
	}
	a.Close()
	if _, err := Open(shortWait(t), path); !errors.Is(err, ErrLocked) {
		t.Fatalf("Open beside one read-only DB = %v, want ErrLocked", err)
	}
	if _, err := b.Profiles(ctx, true); err != nil {
		t.Fatalf("the second read-only DB after the first closed: %v", err)
	}
	b.Close()
	w := mustOpenPath(t, path)
	if _, err := OpenReadOnly(shortWait(t), path); !errors.Is(err, ErrLocked) {
		t.Fatalf("OpenReadOnly beside a writer = %v, want ErrLocked", err)
	}
	w.Close()
}

// TestOpenReadOnlyRefuses: no file, an older schema (ErrOldSchema: Open
// brings it up to date), and whatever Open refuses.
func TestOpenReadOnlyRefuses(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	missing := filepath.Join(dir, "none", "xima.db")
	if _, err := OpenReadOnly(ctx, missing); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("OpenReadOnly of no file = %v, want ErrNotExist", err)
	}
	if _, err := os.Stat(filepath.Dir(missing)); !errors.Is(err, os.ErrNotExist) {
		t.Error("OpenReadOnly made the directory")
	}
	old := filepath.Join(dir, "old.db")
	rawFile(t, old, "PRAGMA application_id = 1481198913", "CREATE TABLE t (x)", "PRAGMA user_version = 2")
	if _, err := OpenReadOnly(ctx, old); !errors.Is(err, ErrOldSchema) {
		t.Errorf("OpenReadOnly of version 2 = %v, want ErrOldSchema", err)
	}
	newer := filepath.Join(dir, "newer.db")
	rawFile(t, newer, "PRAGMA application_id = 1481198913", "PRAGMA user_version = 99")
	if _, err := OpenReadOnly(ctx, newer); !errors.Is(err, ErrNewerSchema) {
		t.Errorf("OpenReadOnly of version 99 = %v, want ErrNewerSchema", err)
	}
	text := filepath.Join(dir, "notes.db")
	os.WriteFile(text, []byte("my notes"), 0o644)
	if _, err := OpenReadOnly(ctx, text); !errors.Is(err, ErrCorrupt) {
		t.Errorf("OpenReadOnly of a text file = %v, want ErrCorrupt", err)
	}
}
