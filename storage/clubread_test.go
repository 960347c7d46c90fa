package storage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"
)

// importErr imports file into a fresh database and returns the error,
// which must be ErrBadFile.
func importErr(t *testing.T, file string) error {
	t.Helper()
	db := mustOpen(t)
	_, err := db.Import(context.Background(), strings.NewReader(file), ImportOptions{})
	if !errors.Is(err, ErrBadFile) {
		t.Fatalf("import = %v, want ErrBadFile", err)
	}
	return err
}

// lineCol returns the line and column (in characters, from 1) of the byte
// at offset off of s.
func lineCol(s string, off int) (int, int) {
	line := strings.Count(s[:off], "\n") + 1
	start := strings.LastIndexByte(s[:off], '\n') + 1
	return line, len([]rune(s[start:off])) + 1
}

// TestImportErrorsSayWhere: a club-file error gives the line and column,
// the game or profile by its index and the field in the file's words,
// never Go's (issue 15, item 11).
func TestImportErrorsSayWhere(t *testing.T) {
	src := mustOpen(t)
	club(t, src)
	file := string(export(t, src))
	lines := strings.Split(file, "\n")
	gameLine := func(i int) int { // the line of games[i], from 1
		for n, l := range lines {
			if l == `"games":[` {
				return n + 2 + i
			}
		}
		t.Fatal("no games array")
		return 0
	}
	// replaceIn replaces the first old on line n (from 1) and returns the
	// file and the offset of the replacement.
	replaceIn := func(n int, old, new string) (string, int) {
		t.Helper()
		start := len(strings.Join(lines[:n-1], "\n")) + 1
		i := strings.Index(lines[n-1], old)
		if i < 0 {
			t.Fatalf("line %d has no %s: %s", n, old, lines[n-1])
		}
		return file[:start+i] + new + file[start+i+len(old):], start + i
	}

	type want struct {
		line, col  int
		path, text string
	}
	cases := map[string]func() (string, want){
		"stray comma after the last game": func() (string, want) {
			end := strings.LastIndex(file, "\n]}")
			f := file[:end] + ",\n   " + file[end+1:]
			l, c := lineCol(f, end+5)
			return f, want{l, c, "games[15]", "invalid character ']'"}
		},
		"outcome a number": func() (string, want) {
			f, at := replaceIn(gameLine(7), `"outcome":"loss"`, `"outcome":3`)
			l, c := lineCol(f, at+len(`"outcome":`))
			return f, want{l, c, "games[7].seats[1].outcome", `want "none", "win", "draw" or "loss", got a number`}
		},
		"outcome unknown": func() (string, want) {
			f, at := replaceIn(gameLine(3), `"outcome":"win"`, `"outcome":"victory"`)
			l, c := lineCol(f, at+len(`"outcome":`))
			return f, want{l, c, "games[3].seats[0].outcome", `outcome "victory": want none, win, draw or loss`}
		},
		"rating as text": func() (string, want) {
			f, at := replaceIn(gameLine(2), `"power":0.97`, `"power":"high"`)
			l, c := lineCol(f, at+len(`"power":`))
			return f, want{l, c, "games[2].seats[0].rating.power", "want a number, got a string"}
		},
		"unknown field in a seat": func() (string, want) {
			f, at := replaceIn(gameLine(4), `"outcome":"loss"`, `"outcome":"loss","team":"A"`)
			l, c := lineCol(f, at+len(`"outcome":"loss",`))
			return f, want{l, c, "games[4].seats[1]", `unknown field "team"`}
		},
		"bad time": func() (string, want) {
			f, at := replaceIn(gameLine(5), `"ended":"`, `"ended":"yesterday","x":"`)
			l, c := lineCol(f, at+len(`"ended":`))
			return f, want{l, c, "games[5].ended", `"yesterday" is not a time`}
		},
		"a profile's name a number": func() (string, want) {
			n := gameLine(0) - 5 // profiles[3]: six profiles, then "],", then "games":[
			f, at := replaceIn(n, `"name":"Dani"`, `"name":12`)
			l, c := lineCol(f, at+len(`"name":`))
			return f, want{l, c, "profiles[3].name", "want a string, got a number"}
		},
		"truncated": func() (string, want) {
			f := file[:len(file)/2]
			l, c := lineCol(f+"x", len(f))
			return f, want{l, c, "", "the file ends in the middle"}
		},
		"a key checked after reading": func() (string, want) {
			f, _ := replaceIn(gameLine(9), `"key":"`, `"key":"x`)
			return f, want{gameLine(9), 1, "games[9]", `key "x`}
		},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			f, w := c()
			err := importErr(t, f)
			var fe *FileError
			if !errors.As(err, &fe) {
				t.Fatalf("%v: not a *FileError", err)
			}
			if fe.Line != w.line || fe.Col != w.col || fe.Path != w.path {
				t.Errorf("at line %d, column %d, %q; want line %d, column %d, %q\n%v", fe.Line, fe.Col, fe.Path, w.line, w.col, w.path, err)
			}
			prefix := fmt.Sprintf("line %d, column %d: ", w.line, w.col)
			if w.path != "" {
				prefix += w.path + ": "
			}
			if msg := err.Error(); !strings.Contains(msg, prefix) || !strings.Contains(msg, w.text) {
				t.Errorf("message %q, want %q and %q", msg, prefix, w.text)
			}
			for _, internal := range []string{"Go ", "fileSeat", "fileGame", "storage.", "struct", "json:"} {
				if strings.Contains(err.Error(), internal) {
					t.Errorf("message %q names %q", err, internal)
				}
			}
		})
	}
}

// TestImportQuotesLittle: however long the bad input, a message quotes at
// most a few dozen characters of it (issue 15, item 7).
func TestImportQuotesLittle(t *testing.T) {
	long := strings.Repeat("ab\"\\\x01é", 200000)
	esc := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\x01", `\u0001`).Replace(long)
	profile := func(field, value string) string {
		p := map[string]string{"key": `"0123456789abcdef0123456789abcdef"`, "name": `"Ana"`, "created": `"2026-01-01T00:00:00Z"`}
		p[field] = value
		return fmt.Sprintf(`{"format":"xima-club","version":1,"profiles":[{"key":%s,"name":%s,"created":%s}]}`, p["key"], p["name"], p["created"])
	}
	seat := `{"key":"0123456789abcdef0123456789abcdef","game":"Xima","mode":"club","rated":false,"result":"",` +
		`"started":"2026-01-01T00:00:00Z","ended":"2026-01-01T01:00:00Z","duration_ms":0,"record":"","seats":[{"name":"Ana","outcome":%s}]}`
	for name, file := range map[string]string{
		"format":     `{"format":"` + esc + `","version":1}`,
		"key":        profile("key", `"`+esc+`"`),
		"name":       profile("name", `"`+esc+`"`),
		"created":    profile("created", `"`+esc+`"`),
		"outcome":    `{"format":"xima-club","version":1,"games":[` + fmt.Sprintf(seat, `"`+esc+`"`) + `]}`,
		"big number": `{"format":"xima-club","version":` + strings.Repeat("9", 1<<20) + `}`,
		"field name": `{"format":"xima-club","version":1,"` + esc + `":1}`,
		"game name": `{"format":"xima-club","version":1,"games":[` +
			strings.Replace(fmt.Sprintf(seat, `"none"`), `"Xima"`, `"`+esc+`"`, 1) + `]}`,
	} {
		err := importErr(t, file)
		if n := len(err.Error()); n > 250 {
			t.Errorf("%s: a message of %d bytes: %.300s", name, n, err)
		}
	}
}

// endless is a reader that never ends: head, then fill forever.
type endless struct {
	head string
	fill byte
}

func (e *endless) Read(p []byte) (int, error) {
	n := copy(p, e.head)
	e.head = e.head[n:]
	for i := n; i < len(p); i++ {
		p[i] = e.fill
	}
	return len(p), nil
}

// repeating is a reader of head, then unit over and over.
type repeating struct {
	head, unit string
	at         int
}

func (r *repeating) Read(p []byte) (int, error) {
	n := copy(p, r.head)
	r.head = r.head[n:]
	for n < len(p) {
		c := copy(p[n:], r.unit[r.at:])
		r.at = (r.at + c) % len(r.unit)
		n += c
	}
	return n, nil
}

// TestImportChecksAsItReads: each profile, game and seat is checked as
// soon as it is read, so that a stream of small values that each take
// more memory decoded than written is refused at the first.
func TestImportChecksAsItReads(t *testing.T) {
	game := `{"key":"0123456789abcdef0123456789abcdef","game":"Xima","mode":"club","rated":false,"result":"",` +
		`"started":"2026-01-01T00:00:00Z","ended":"2026-01-01T01:00:00Z","duration_ms":0,"record":"","seats":[`
	for name, c := range map[string]struct {
		r    io.Reader
		want string
	}{
		"empty profiles": {&repeating{head: `{"format":"xima-club","version":1,"profiles":[{}`, unit: `,{}`},
			"line 1, column 47: profiles[0]: key \"\" is not 32 hex digits"},
		"empty games": {&repeating{head: `{"format":"xima-club","version":1,"games":[{}`, unit: `,{}`},
			"line 1, column 44: games[0]: key \"\" is not 32 hex digits"},
		"endless seats": {&repeating{head: `{"format":"xima-club","version":1,"games":[` + game + `{}`, unit: `,{}`},
			"games[0].seats[8]: more than 8 seats"},
	} {
		var err error
		n := allocated(func() { _, err = readClubFile(c.r, MaxClubFileBytes, maxValueBytes) })
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %s", name, err, c.want)
		}
		if n > 1<<20 {
			t.Errorf("%s: %d KiB allocated", name, n>>10)
		}
	}
}

// allocated runs f and returns how many bytes it allocated.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestImportReadsWithinBounds: an endless input is refused once the club
// file limit is read, and one endless value once the value limit is,
// without holding either in memory (issue 15, item 7).
func TestImportReadsWithinBounds(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	_, err := db.Import(ctx, &endless{head: `{"format":"xima-club","version":1,"profiles":[`, fill: ' '}, ImportOptions{})
	if !errors.Is(err, ErrBadFile) || !strings.Contains(err.Error(), "line 1, column 47: profiles: more than 49 MiB without the end of a value") {
		t.Errorf("endless spaces: %v", err)
	}
	_, err = readClubFile(&endless{head: `{"format":"xima-club","version":1,"profiles":[`, fill: ' '}, 1<<20, 4<<20)
	if !strings.Contains(err.Error(), "line 1, column 1048577: profiles: the file is larger than 1 MiB, the most a club file may have") {
		t.Errorf("endless spaces, 1 MiB at most: %v", err)
	}

	// Memory stays within a few times the value limit.
	for name, head := range map[string]string{
		"endless string": `{"format":"xima-club","version":1,"profiles":[{"name":"`,
		"endless number": `{"format":"xima-club","version":1,"profiles":[{"created":1`,
		"endless key":    `{"format":"xima-club","version":1,"profiles":[{"`,
		"endless format": `{"format":"`,
		"endless spaces": `{"format":"xima-club","version":1,"profiles":[ `,
	} {
		n := allocated(func() {
			fill := byte('1')
			if strings.HasSuffix(head, " ") {
				fill = ' '
			}
			_, err = readClubFile(&endless{head: head, fill: fill}, 64<<20, 1<<20)
		})
		var fe *FileError
		if !errors.As(err, &fe) || !strings.Contains(err.Error(), "more than 1 MiB without the end of a value") {
			t.Errorf("%s: %v", name, err)
		}
		if n > 8<<20 {
			t.Errorf("%s: %d MiB allocated with a limit of 1 MiB", name, n>>20)
		}
	}
	// An input of nothing but zero bytes fails on the first.
	_, err = readClubFile(io.LimitReader(&endless{fill: 0}, 1<<30), MaxClubFileBytes, maxValueBytes)
	if err == nil || !strings.Contains(err.Error(), `line 1, column 1: invalid character '\x00'`) {
		t.Errorf("zero bytes: %v", err)
	}
}

// TestImportRefusesInvalidUTF8: bytes that are not UTF-8, and escapes of
// half a UTF-16 pair, are refused where they are, not replaced by U+FFFD
// (issue 15, item 5).
func TestImportRefusesInvalidUTF8(t *testing.T) {
	profile := func(name string) string {
		return `{"format":"xima-club","version":1,"profiles":[` + "\n" +
			`{"key":"0123456789abcdef0123456789abcdef","name":"` + name + `","created":"2026-01-01T00:00:00Z"}]}`
	}
	for name, c := range map[string]struct {
		file string
		col  int
	}{
		"Latin-1 byte":      {profile("Jos\xe9"), 54},
		"cut sequence":      {profile("Ana \xe2\x82"), 55},
		"overlong":          {profile("\xc0\xaf"), 51},
		"encoded surrogate": {profile("\xed\xa0\x80"), 51},
		"lone high escape":  {profile(`Ana \ud83c`), 55},
		"lone low escape":   {profile(`\udfb2 Ana`), 51},
		"high, then text":   {profile(`\ud83cx`), 51},
	} {
		err := importErr(t, c.file)
		var fe *FileError
		if !errors.As(err, &fe) || fe.Line != 2 || fe.Col != c.col || !strings.Contains(err.Error(), "UTF") {
			t.Errorf("%s: %v, want line 2, column %d", name, err, c.col)
		}
	}
	db := mustOpen(t)
	ctx := context.Background()
	if _, err := db.Import(ctx, strings.NewReader(profile(`\ud83c\udfb2 Ana \ufffd`)), ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	if p, err := db.ProfileByName(ctx, "🎲 Ana \ufffd"); err != nil {
		t.Errorf("a pair of escapes and U+FFFD itself: %+v, %v", p, err)
	}
}

// BenchmarkImportRead reads a club file of 2,000 games without importing
// it: the bounded, positioned reader.
func BenchmarkImportRead(b *testing.B) {
	db := mustOpen(b)
	ids := []int64{mustProfile(b, db, "Ana").ID, mustProfile(b, db, "Beto").ID}
	for i := range 2000 {
		ratedGame(b, db, "Xima", ids[i%2], ids[(i+1)%2])
	}
	var buf bytes.Buffer
	if _, err := db.Export(context.Background(), &buf); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := readClubFile(bytes.NewReader(buf.Bytes()), MaxClubFileBytes, maxValueBytes); err != nil {
			b.Fatal(err)
		}
	}
}
