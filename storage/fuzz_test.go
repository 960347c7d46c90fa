package storage

import (
	"bytes"
	"context"
	"errors"
	"testing"
)

// FuzzImport feeds Import arbitrary files: it must not panic; a refused file
// must be ErrBadFile and change nothing; an accepted one, imported again,
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
			if !errors.Is(err, ErrBadFile) {
				t.Fatalf("refused with %v, not ErrBadFile", err)
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
