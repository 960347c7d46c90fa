package core

import (
	"errors"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestParseTagsAndMovetext(t *testing.T) {
	text := "\uFEFF[Game \"Xima\"]\n[Red \"Ana \\\"la\\\" \\\\ Roja\"]\n\n1.-G2 {59:30} -G4\n2... [3,5] A1B1 & -K3 {a\ncomment}\n"
	rec, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := rec.Get("red"); v != `Ana "la" \ Roja` {
		t.Fatalf("Red = %q", v)
	}
	var got []string
	for _, tok := range rec.Tokens {
		got = append(got, []string{"W", "N", "C"}[tok.Kind]+":"+tok.Text)
	}
	want := "N:1. W:-G2 C:59:30 W:-G4 N:2... W:[3,5] W:A1B1 W:& W:-K3 C:a comment"
	if strings.Join(got, " ") != want {
		t.Fatalf("tokens\n%s\nwant\n%s", strings.Join(got, " "), want)
	}
	if tok := rec.Tokens[1]; tok.Line != 4 || tok.Col != 3 {
		t.Fatalf("-G2 at %d:%d, want 4:3", tok.Line, tok.Col)
	}
	if rec.Tokens[4].Number != 2 {
		t.Fatal("move number 2... not read")
	}
}

func TestParseErrorsArePositioned(t *testing.T) {
	for text, line := range map[string]int{
		"[Game Xima]\n":          1,
		"[Game \"Xima\n":         1,
		"\n[Game \"Xima\"] x\n":  2,
		"1. -A1 {open\n2. -B2\n": 1,
		"1. -A1 }\n":             1,
		"ok\n\xff":               2,
	} {
		_, err := Parse(text)
		var pe *ParseError
		if !errors.As(err, &pe) || !errors.Is(err, ErrSyntax) || pe.Line != line {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// TestReadRefusesAnEmptyFile: a file with nothing but white space is no
// record (issue 29), while a program's own "" parses as a game not begun.
func TestReadRefusesAnEmptyFile(t *testing.T) {
	for _, text := range []string{"", "\uFEFF", " \r\n\t\n", "\r\r"} {
		if _, err := Read(strings.NewReader(text)); !errors.Is(err, ErrEmptyRecord) {
			t.Errorf("%q: %v", text, err)
		}
	}
	if rec, err := Parse(""); err != nil || len(rec.Tags)+len(rec.Tokens) != 0 {
		t.Errorf("Parse(\"\") = %+v, %v", rec, err)
	}
}

func TestWriteTagsRoundTrip(t *testing.T) {
	tags := []Tag{{"Game", "Xima"}, {"Red", `quote " and \ back`}, {"Blue", "émoji 🎲"}}
	var b strings.Builder
	if err := WriteTags(&b, tags); err != nil {
		t.Fatal(err)
	}
	rec, err := Parse(b.String())
	if err != nil {
		t.Fatal(err)
	}
	for i, tag := range tags {
		if rec.Tags[i] != tag {
			t.Fatalf("tag %d: %+v, want %+v", i, rec.Tags[i], tag)
		}
	}
	for _, bad := range []Tag{{"", "x"}, {"Two words", "x"}, {"Red", "line\nbreak"}} {
		if err := WriteTags(&b, []Tag{bad}); !errors.Is(err, ErrBadTag) {
			t.Errorf("%+v: %v", bad, err)
		}
	}
}

func TestWriteWrapped(t *testing.T) {
	var b strings.Builder
	if err := WriteWrapped(&b, []string{"1.", "-G2", "-G4", "2.", "-G12"}, 10); err != nil {
		t.Fatal(err)
	}
	if b.String() != "1. -G2 -G4\n2. -G12\n" {
		t.Fatalf("%q", b.String())
	}
}

func FuzzParse(f *testing.F) {
	f.Add("[Game \"Xima\"]\n\n1. -G2 {1:00} -G4")
	f.Add("[A \"\\\"\"]\n1... x {")
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := Parse(text)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error is not a ParseError: %v", err)
			}
			checkMessage(t, err)
			return
		}
		var b strings.Builder
		if err := WriteTags(&b, rec.Tags); err != nil {
			return // a tag the reader took but the writer refuses (a name with odd characters)
		}
		again, err := Parse(b.String())
		if err != nil || len(again.Tags) != len(rec.Tags) {
			t.Fatalf("tags do not round trip: %v", err)
		}
		for i := range rec.Tags {
			if again.Tags[i] != rec.Tags[i] {
				t.Fatalf("tag %d: %+v != %+v", i, again.Tags[i], rec.Tags[i])
			}
		}
	})
}

// TestParseErrorQuotesLittle: an error quotes a few dozen characters of
// the input at most, with control characters escaped, and a record with
// old Macs' CR-only line ends reads as lines (issue 29, F2 and F4).
func TestParseErrorQuotesLittle(t *testing.T) {
	long := "[Event \"" + strings.Repeat("x", 800_000) + "\x1b[2J\"] trailing"
	_, err := Parse(long)
	if err == nil || len(err.Error()) > 200 || strings.ContainsAny(err.Error(), "\x1b\r") {
		t.Errorf("an 800 KB bad tag line: %d-byte error %.80q", len(err.Error()), err)
	}
	_, err = Parse("[Game \"Xima\"]\n[Site \"a\rb\"]\n")
	if err == nil || !strings.Contains(err.Error(), "line 2, col 1") || strings.Contains(err.Error(), "\r") {
		t.Errorf("a CR inside a tag value: %q", err)
	}
	rec, err := Parse("[Game \"Xima\"]\r[Event \"Club\"]\r\r1. -K3\r")
	if err != nil || len(rec.Tags) != 2 || len(rec.Tokens) != 2 || rec.Tokens[1].Line != 4 {
		t.Errorf("CR-only record: %+v %v", rec, err)
	}
	if got := Excerpt("a\x00b\x1b"); got != `a\x00b\x1b` {
		t.Errorf("Excerpt escapes control characters as %q", got)
	}
}

// checkMessage fails unless err's message is short, UTF-8 and free of
// control characters: what a terminal or a dialog shows as it is.
func checkMessage(t *testing.T, err error) {
	t.Helper()
	if msg := err.Error(); len(msg) > 400 || !utf8.ValidString(msg) || strings.IndexFunc(msg, unicode.IsControl) >= 0 {
		t.Fatalf("a %d-byte message %.200q", len(msg), msg)
	}
}
