package events

import (
	"bytes"
	"compress/zlib"
	"encoding/csv"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	fynestorage "fyne.io/fyne/v2/storage"

	"xima/games/tournament"
	"xima/ui/internal/uitest"
)

// pdfText is the text of a PDF's pages, each string shown in its UTF-8
// font (UTF-16, big-endian, between parentheses) read back to UTF-8, one
// a line; it fails the test on a file that is not a PDF (its header, its
// end mark, and its cross-reference table where startxref says) or a
// page stream that does not inflate. It also returns the pages counted.
func pdfText(t *testing.T, b []byte) (string, int) {
	t.Helper()
	if !bytes.HasPrefix(b, []byte("%PDF-1.")) || !bytes.HasSuffix(bytes.TrimSpace(b), []byte("%%EOF")) {
		t.Fatal("not a PDF")
	}
	i := bytes.LastIndex(b, []byte("startxref"))
	at, err := strconv.Atoi(strings.Fields(string(b[i+len("startxref"):]))[0])
	if err != nil || at >= len(b) || !bytes.HasPrefix(b[at:], []byte("xref")) {
		t.Fatal("startxref does not point to the cross-reference table")
	}
	var text strings.Builder
	streams := regexp.MustCompile(`(?s)/Filter /FlateDecode[^>]*>>\s*stream\r?\n(.*?)\r?\nendstream`)
	shown := regexp.MustCompile(`(?s)\(((?:\\.|[^\\)])*)\)\s*Tj`)
	for _, m := range streams.FindAllSubmatch(b, -1) {
		r, err := zlib.NewReader(bytes.NewReader(m[1]))
		if err != nil {
			t.Fatal(err)
		}
		page, err := io.ReadAll(r)
		if err != nil {
			continue // a font's stream, not a page's: fpdf compresses both
		}
		for _, s := range shown.FindAllSubmatch(page, -1) {
			u := regexp.MustCompile(`(?s)\\(.)`).ReplaceAll(s[1], []byte("$1"))
			for j := 0; j+1 < len(u); j += 2 {
				text.WriteRune(rune(u[j])<<8 | rune(u[j+1]))
			}
			text.WriteByte('\n')
		}
	}
	return text.String(), len(regexp.MustCompile(`/Type /Page\b[^s]`).FindAll(b, -1))
}

// The event's three exports, saved from the screen: each save says where
// it wrote; the PDF is A4 pages of each round's pairings (names in Greek
// and Cyrillic letters as they are) and the results table; the CSV holds
// the standings, then a row per member per table of every round; the
// page is a PNG. With XIMA_SCREENSHOTS set the files are left there.
func TestEventExportsSayWhereTheyWrote(t *testing.T) {
	h := newTestHost(t)
	names := []string{"Ελένη", "Дмитрий", "Ana", "Beto", "Zoë"}
	h.profiles(names...)
	s := h.createEvent("Maxima", names, tournament.Swiss, "3")
	sameText(t, "round 1", tablesText(s), []string{"Ana (White) – Zoë (Black): ", "Ελένη (White) – Beto (Black): ", "Дмитрий: bye (a point)"})
	h.typeResult(s, 1, "Ana won")
	h.typeResult(s, 2, "Draw")
	h.tap("Pair round 2")
	sameText(t, "round 2", tablesText(s), []string{"Beto (White) – Ana (Black): ", "Дмитрий (White) – Ελένη (Black): ", "Zoë: bye (a point)"})
	h.typeResult(s, 2, "Дмитрий won")
	dir := os.Getenv("XIMA_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	for _, f := range []file{s.pdfFile(), s.csvFile(), s.pageFile()} {
		path := filepath.Join(dir, "event-"+f.name)
		w, err := fynestorage.Writer(fynestorage.NewFileURI(path))
		if err != nil {
			t.Fatal(err)
		}
		s.writeTo(w, f.write)
		h.settle()
		if got := uitest.AllLabels(h.Win.Canvas().Overlays().Top()); !strings.Contains(got, "Written to "+path) {
			t.Errorf("saving %s says %q", f.name, got)
		}
		h.Win.Canvas().Overlays().Top().Hide()
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		switch f.ext {
		case ".pdf":
			text, pages := pdfText(t, b)
			if pages != 3 || !bytes.Contains(b, []byte("/MediaBox [0 0 595.28 841.89]")) {
				t.Errorf("%d pages, want 3 of A4: rounds 1 and 2, the results", pages)
			}
			for _, want := range []string{"Round 1", "Ana (White) – Zoë (Black)", "Ana won (typed in)",
				"Ελένη (White) – Beto (Black)", "Draw (typed in)", "Дмитрий", "bye (a point)",
				"Round 2", "Beto (White) – Ana (Black)", "Дмитрий (White) – Ελένη (Black)", "Дмитрий won (typed in)",
				"Results", "R1", "R2", "+3", "+4", "-1", "=2", "-5", "bye"} {
				if !strings.Contains(text, "\n"+want+"\n") && !strings.HasPrefix(text, want+"\n") {
					t.Errorf("the PDF does not say %q:\n%s", want, text)
				}
			}
		case ".csv":
			r := csv.NewReader(bytes.NewReader(b))
			r.FieldsPerRecord = -1 // two tables; the empty row between them is skipped
			rows, err := r.ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			perRound := map[string]int{}
			for _, r := range rows[len(names)+2:] {
				perRound[r[0]]++
			}
			if rows[len(names)+1][0] != "round" || perRound["1"] != 5 || perRound["2"] != 5 || len(perRound) != 2 {
				t.Errorf("the CSV's rounds: %v", rows[len(names)+1:])
			}
		case ".png":
			if _, err := png.Decode(bytes.NewReader(b)); err != nil {
				t.Errorf("the page: %v", err)
			}
		}
	}
}
