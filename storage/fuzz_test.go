package storage

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"reflect"
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
	for _, seed := range fuzzSeeds {
		f.Add([]byte(seed))
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
			checkFileError(t, data, err)
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

// fuzzSeeds are club files with what the reader must follow: escapes,
// surrogate pairs, nesting, white space, merged profiles at seats.
var fuzzSeeds = []string{
	`{"format":"xima-club","version":1,"profiles":[{"key":"0123456789abcdef0123456789abcdef","name":"\ud83c\udfb2 \"A\\na\"","created":"2026-01-01T00:00:00Z"}]}`,
	"{ \"format\" : \"xima-club\" ,\r\n\t\"version\" : 1 , \"profiles\" : [ ] , \"games\" : null }\n",
	`{"format":"xima-club","version":1,"profiles":[` +
		`{"key":"0123456789abcdef0123456789abcdef","name":"Ana","created":"2026-01-01T00:00:00Z"},` +
		`{"key":"0123456789abcdef0123456789abcdee","name":"Ana B","created":"2026-01-01T00:00:00Z","merged_into":"0123456789abcdef0123456789abcdef"}],` +
		`"games":[{"key":"0123456789abcdef0123456789abcded","game":"Xima","mode":"club","rated":true,"result":"1-0",` +
		`"started":"2026-01-01T00:00:00Z","ended":"2026-01-01T01:00:00Z","duration_ms":1000,"record":"1. -G2 1-0",` +
		`"seats":[{"profile":"0123456789abcdef0123456789abcdef","name":"Ana","outcome":"win","rating":{"before":1000,"after":1010,"delta":10,"force":1,"power":1,"level":1,"experience":5}},` +
		`{"profile":"0123456789abcdef0123456789abcdee","name":"Ana B","outcome":"loss","rating":{"before":1000,"after":990,"delta":10,"force":1,"power":1,"level":1,"experience":10}}]}]}`,
}

// checkFileError fails unless err holds a *FileError placed inside data,
// with a message of bounded length.
func checkFileError(t *testing.T, data []byte, err error) {
	t.Helper()
	var fe *FileError
	if !errors.As(err, &fe) {
		t.Fatalf("refused with %v, without a *FileError", err)
	}
	if lines := bytes.Count(data, []byte("\n")) + 1; fe.Line < 1 || fe.Line > lines || fe.Col < 1 || fe.Col > len(data)+1 {
		t.Fatalf("%v: line %d, column %d is not in a file of %d lines and %d bytes", err, fe.Line, fe.Col, lines, len(data))
	}
	if n := len(err.Error()); n > 1000 {
		t.Fatalf("a message of %d bytes: %.200s", n, err)
	}
}

// FuzzReadClubFile reads arbitrary files without a database, many times
// faster than FuzzImport: no panic; a refusal is a placed *FileError with
// a short message; an accepted file, written again as JSON, reads back the
// same.
func FuzzReadClubFile(f *testing.F) {
	src := mustOpen(f)
	club(f, src)
	f.Add(export(f, src))
	for _, c := range badFiles {
		f.Add([]byte(c.file))
	}
	for _, seed := range fuzzSeeds {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cf, err := readClubFile(bytes.NewReader(data), 1<<20, 64<<10)
		if err != nil {
			checkFileError(t, data, err)
			return
		}
		again, err := json.Marshal(cf)
		if err != nil {
			t.Fatalf("an accepted file does not write back: %v", err)
		}
		cf2, err := readClubFile(bytes.NewReader(again), 1<<21, 1<<17)
		if err != nil {
			t.Fatalf("an accepted file, written again, is refused: %v\n%s", err, again)
		}
		if !reflect.DeepEqual(unplace(cf), unplace(cf2)) {
			t.Fatalf("an accepted file reads back otherwise:\n%+v\n%+v", cf, cf2)
		}
	})
}

// unplace returns f without the places of its values.
func unplace(f *clubFile) *clubFile {
	for i := range f.Profiles {
		f.Profiles[i].at = filePos{}
	}
	for i := range f.Games {
		f.Games[i].at = filePos{}
		for j := range f.Games[i].Seats {
			f.Games[i].Seats[j].at = filePos{}
		}
	}
	return f
}
