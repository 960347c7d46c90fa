package sheet

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

var goFonts = Fonts{Regular: goregular.TTF, Bold: gobold.TTF}

// pdfFile is a PDF read back as far as the tests need: it must start as a
// PDF, end with its end-of-file mark, and its cross-reference table
// must be where startxref says; its streams are inflated when they are
// compressed.
type pdfFile struct {
	raw     []byte
	streams [][]byte
}

var streamRe = regexp.MustCompile(`(?s)<<([^>]*(?:>[^>][^>]*)*)>>\s*stream\r?\n(.*?)\r?\nendstream`)

func readPDF(t *testing.T, b []byte) pdfFile {
	t.Helper()
	if !bytes.HasPrefix(b, []byte("%PDF-1.")) || !bytes.HasSuffix(bytes.TrimSpace(b), []byte("%%EOF")) {
		t.Fatalf("not a PDF: %q...%q", b[:min(len(b), 12)], b[max(0, len(b)-12):])
	}
	i := bytes.LastIndex(b, []byte("startxref"))
	fields := strings.Fields(string(b[i+len("startxref"):]))
	at, err := strconv.Atoi(fields[0])
	if err != nil || at >= len(b) || !bytes.HasPrefix(b[at:], []byte("xref")) {
		t.Fatalf("startxref %q does not point to the cross-reference table", fields[0])
	}
	f := pdfFile{raw: b}
	for _, m := range streamRe.FindAllSubmatch(b, -1) {
		data := m[2]
		if bytes.Contains(m[1], []byte("/FlateDecode")) {
			r, err := zlib.NewReader(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("a compressed stream: %v", err)
			}
			if data, err = io.ReadAll(r); err != nil {
				t.Fatalf("a compressed stream: %v", err)
			}
		}
		f.streams = append(f.streams, data)
	}
	return f
}

// pages counts the pages.
func (f pdfFile) pages() int { return len(regexp.MustCompile(`/Type /Page\b[^s]`).FindAll(f.raw, -1)) }

// has reports whether the pages' text holds s: text in a UTF-8 font is
// written as UTF-16 (big-endian) between parentheses, escaped.
func (f pdfFile) has(s string) bool {
	var u []byte
	for _, r := range s {
		u = append(u, byte(r>>8), byte(r))
	}
	esc := strings.NewReplacer(`\`, `\\`, `(`, `\(`, `)`, `\)`, "\r", `\r`).Replace(string(u))
	for _, st := range f.streams {
		if bytes.Contains(st, []byte(esc)) {
			return true
		}
	}
	return false
}

// Each section starts a page of A4; a long table runs over to the next
// page with its heading row again; names in Greek and Cyrillic letters
// are written as they are, and the document's metadata holds its title.
func TestSheetsPagesAndText(t *testing.T) {
	var long [][]string
	for i := range 60 {
		long = append(long, []string{strconv.Itoa(i + 1), "Member " + strconv.Itoa(i+1), "1"})
	}
	d := Document{Title: "Club night", Lines: []string{"Maxima · Swiss"}, Footer: "Points: a win 1",
		Created: time.Date(2026, 11, 22, 18, 0, 0, 0, time.UTC),
		Sections: []Section{
			{Heading: "Round 1", Header: []string{"Table", "Players", "Result"}, Wide: 1,
				Rows: [][]string{{"1", "Ελένη (White) – Дмитрий (Black)", "Дмитрий won"}, {"2", "Ana (White) – Beto (Black)", ""}}},
			{Heading: "Results", Header: []string{"#", "Name", "Points"}, Wide: -1, Rows: long},
		}}
	var b bytes.Buffer
	if err := write(&b, d, goFonts, false); err != nil {
		t.Fatal(err)
	}
	f := readPDF(t, b.Bytes())
	if n := f.pages(); n != 3 {
		t.Errorf("%d pages, want 3: round 1, then the results over two", n)
	}
	if !bytes.Contains(f.raw, []byte("/MediaBox [0 0 595.28 841.89]")) {
		t.Error("the pages are not A4")
	}
	for _, s := range []string{"Club night", "Round 1", "Ελένη (White) – Дмитрий (Black)", "Дмитрий won", "Results",
		"Member 1", "Member 60", "Points: a win 1", "Maxima · Swiss"} {
		if !f.has(s) {
			t.Errorf("the sheets do not say %q", s)
		}
	}
	if strings.Count(string(bytes.Join(f.streams, nil)), utf16("Points")) != 3+2 {
		t.Error("the results' heading row is not on both of its pages (with the footer on each page)")
	}

	// Compressed, as Write writes it, the same text reads back.
	b.Reset()
	if err := Write(&b, d, goFonts); err != nil {
		t.Fatal(err)
	}
	if f := readPDF(t, b.Bytes()); !f.has("Дмитрий won") || f.pages() != 3 {
		t.Error("the compressed sheets do not read back")
	}
}

func utf16(s string) string {
	var u []byte
	for _, r := range s {
		u = append(u, byte(r>>8), byte(r))
	}
	return string(u)
}

// A name beyond the fonts' letters, or beyond UTF-16's first plane, is no
// error; no font is one.
func TestSheetsOddLettersAndNoFont(t *testing.T) {
	d := Document{Title: "夜 🎲", Sections: []Section{{Heading: "R", Header: []string{"Name"}, Wide: 0, Rows: [][]string{{"王芳 🎲"}}}}}
	var b bytes.Buffer
	if err := Write(&b, d, goFonts); err != nil {
		t.Fatal(err)
	}
	if f := readPDF(t, b.Bytes()); !f.has("王芳 ?") {
		t.Error("the name beyond the first plane is not written with a ?")
	}
	if err := Write(&b, d, Fonts{}); err == nil {
		t.Error("no error without a font")
	}
}
