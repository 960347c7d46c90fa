package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
)

// crOnlyRecord is an 800 KB record with an old Mac's CR-only line ends
// whose second tag holds a screen-clearing escape and never closes its
// quote: issue 29's F2, which froze the window behind an 800 KB message.
func crOnlyRecord() []byte {
	return []byte("[Game \"Xima\"]\r[Event \"" + strings.Repeat("x", 800_000) + "\x1b[2J\r\r1. -G2\r")
}

// TestImportRecordAnswersWithAShortError: importing the 800 KB CR-only
// record shows a short error at the tag's line, its control characters
// escaped, and the window answers the next click; a file over the size
// a record may have is refused by its size, saying the limit.
func TestImportRecordAnswersWithAShortError(t *testing.T) {
	ts := newTestShell(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "old-mac.xima")
	if err := os.WriteFile(file, crOnlyRecord(), 0o644); err != nil {
		t.Fatal(err)
	}
	ts.pickPath(file)
	ts.ShowHistory()
	ts.importRecord()
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "control character") })
	msg := ts.dialogText()
	// Fyne's error dialog writes the first letter in capitals.
	if !strings.Contains(msg, "ld-mac.xima: line 2, col 1") || len(msg) > 300 || strings.IndexFunc(msg, unicode.IsControl) >= 0 {
		t.Fatalf("a %d-byte dialog %.200q", len(msg), msg)
	}
	ts.tapDialog(t, "OK")
	if ts.win.Canvas().Overlays().Top() != nil {
		t.Fatal("the error dialog stays after OK")
	}
	tapButton(t, ts, "Home")
	if _, home := ts.current.(*homeScreen); !home {
		t.Fatalf("Home tapped after the error: the screen is %T", ts.current)
	}

	big := filepath.Join(dir, "big.xima")
	if err := os.WriteFile(big, make([]byte, core.MaxRecordSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	ts.pickPath(big)
	ts.ShowHistory()
	ts.importRecord()
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "larger than 8 MiB") })
}

// tapButton taps the button labelled text on the window's screen.
func tapButton(t *testing.T, ts *testShell, text string) {
	t.Helper()
	for _, o := range test.LaidOutObjects(ts.win.Content()) {
		if b, ok := o.(*widget.Button); ok && b.Text == text && b.Visible() {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no %q button on the screen", text)
}
