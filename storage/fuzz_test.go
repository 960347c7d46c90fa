package storage

import (
	"bytes"
	"context"
	"errors"
	"testing"
)

// FuzzImport feeds Import arbitrary files: it must not panic; a refused file
// must be ErrBadFile with a *FileError placed inside the file, a message
// of bounded length, and change nothing; an accepted one, imported again,
// must change nothing.
func FuzzImport(f *testing.F) {
	src := mustOpen(f)
	club(f, src)
	f.Add(export(f, src))
	f.Add([]byte(`{"format":"xima-club","version":1,"exported":"2026-01-01T00:00:00Z","profiles":[],"games":[]}`))
	for _, c := range badFiles {
		f.Add([]byte(c.file))
	}
	db := mustOpen(f)
	mustProfile(f, db, "Ana")
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, data []byte) {
		before := snapshot(t, db)
		_, err := db.Import(ctx, bytes.NewReader(data), ImportOptions{})
		if err != nil {
			var fe *FileError
			if !errors.Is(err, ErrBadFile) || !errors.As(err, &fe) {
				t.Fatalf("refused with %v, not ErrBadFile with a *FileError", err)
			}
			if lines := bytes.Count(data, []byte("\n")) + 1; fe.Line < 1 || fe.Line > lines || fe.Col < 1 || fe.Col > len(data)+1 {
				t.Fatalf("%v: line %d, column %d is not in a file of %d lines and %d bytes", err, fe.Line, fe.Col, lines, len(data))
			}
			if n := len(err.Error()); n > 1000 {
				t.Fatalf("a message of %d bytes: %.200s", n, err)
			}
			if snapshot(t, db) != before {
				t.Fatal("a refused file changed the database")
			}
			return
		}
		once := snapshot(t, db)
		st, err := db.Import(ctx, bytes.NewReader(data), ImportOptions{})
		if err != nil || st.ProfilesAdded != 0 || st.GamesAdded != 0 || len(st.Renamed) != 0 {
			t.Fatalf("second import: %+v, %v", st, err)
		}
		if snapshot(t, db) != once {
			t.Fatal("the second import changed the database")
		}
	})
}
