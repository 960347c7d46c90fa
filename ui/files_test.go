package ui

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"xima/internal/atomicfile"
)

// TestSavePathRefusesTheClubFile: a save gets its kind's extension, needs
// a plain name, and never lands on the club's database or the files
// SQLite keeps beside it, whatever name leads there.
func TestSavePathRefusesTheClubFile(t *testing.T) {
	dir := t.TempDir()
	club := filepath.Join(dir, "club.db")
	if err := os.WriteFile(club, []byte("db"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "other.db")
	if err := os.Symlink(club, link); err != nil {
		t.Fatal(err)
	}
	exts := []string{".json"}
	for _, c := range []struct {
		name, want string
		wantErr    string
	}{
		{"games", filepath.Join(dir, "games.json"), ""},
		{" games.JSON ", filepath.Join(dir, "games.JSON"), ""},
		{"", "", "needs a name"},
		{"a/b.json", "", "without a folder"},
	} {
		got, err := savePath(dir, c.name, exts, club)
		switch {
		case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
			t.Errorf("savePath(%q) = %q, %v: want an error saying %q", c.name, got, err, c.wantErr)
		case c.wantErr == "" && (err != nil || got != c.want):
			t.Errorf("savePath(%q) = %q, %v: want %q", c.name, got, err, c.want)
		}
	}
	for _, name := range []string{"club.db", "club.db-wal", "other.db"} {
		if got, err := savePath(dir, name, []string{".db", ".db-wal"}, club); err == nil {
			t.Errorf("savePath(%q) = %q: want the club's file refused", name, got)
		}
	}
	if _, err := savePath("", "games", exts, club); err == nil {
		t.Error("a save with no folder was accepted")
	}
}

// TestSaveDialogAsksBeforeReplacing: the window's save dialog writes
// nothing itself; a name that exists is replaced only once confirmed,
// and the file is untouched until then.
func TestSaveDialogAsksBeforeReplacing(t *testing.T) {
	ts := newTestShell(t)
	dir := t.TempDir()
	old := filepath.Join(dir, "games.json")
	if err := os.WriteFile(old, []byte("kept"), 0o644); err != nil {
		t.Fatal(err)
	}
	var done []string
	ts.showSaveDialog(FilePick{Save: true, Dir: dir, Name: "games", Exts: []string{".json"},
		Done: func(path string) { done = append(done, path) }})
	ts.tapDialog(t, "Save")
	if len(done) != 0 {
		t.Fatalf("saved over %v without asking", done)
	}
	if !strings.Contains(ts.dialogText(), "games.json already exists") {
		t.Fatalf("the dialog says %q", ts.dialogText())
	}
	if b, _ := os.ReadFile(old); string(b) != "kept" {
		t.Errorf("the file holds %q before the answer", b)
	}
	ts.tapDialog(t, "Yes")
	if len(done) != 1 || done[0] != old {
		t.Errorf("saved to %v, want %s", done, old)
	}
}

// TestSaveOverTheClubIsRefused: whatever a file dialog answers, a save
// never reaches the club's open database: the window says why, and the
// club is as it was.
func TestSaveOverTheClubIsRefused(t *testing.T) {
	ts := newTestShell(t)
	ts.profile(t, "Ana")
	ts.pickPath(ts.path)
	called := false
	ts.pickFile(clubFiles, true, "club.json", func(string) { called = true })
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "club's own file") })
	if called {
		t.Error("the save went ahead over the club's file")
	}
	profiles, err := ts.db.Profiles(context.Background(), true)
	if err != nil || len(profiles) != 1 {
		t.Errorf("the club holds %v, %v after the refused save", profiles, err)
	}
	// The name box of a real save dialog has the focus.
	ts.tapDialog(t, "OK")
	ts.showSaveDialog(FilePick{Save: true, Dir: t.TempDir(), Name: "x", Exts: []string{".json"}, Done: func(string) {}})
	if e, ok := ts.win.Canvas().Focused().(*widget.Entry); !ok || e.Text != "x" {
		t.Errorf("focus on %T, want the name box", ts.win.Canvas().Focused())
	}
}

// TestWriteBesideKeepsModeAndRefusesLinks: the window writes as the CLI
// does (atomicfile): a replaced file keeps its mode (it was made 0600
// before), a symbolic link is left as it is, and a failed write leaves no
// empty file a save dialog made.
func TestWriteBesideKeepsModeAndRefusesLinks(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "games.csv")
	if err := os.WriteFile(path, []byte("old"), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := writeBeside(path, func(w io.Writer) error { _, err := io.WriteString(w, "new"); return err }); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o640 {
		t.Errorf("replaced file: %v, %v; want mode 0640", fi.Mode(), err)
	}
	link := filepath.Join(dir, "link.csv")
	if err := os.Symlink(path, link); err != nil {
		t.Fatal(err)
	}
	if err := writeBeside(link, func(w io.Writer) error { return nil }); !errors.Is(err, atomicfile.ErrNotRegular) {
		t.Errorf("write through a link: %v, want atomicfile.ErrNotRegular", err)
	}
	empty := filepath.Join(dir, "empty.csv")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := writeBeside(empty, func(io.Writer) error { return errors.New("full") }); err == nil {
		t.Fatal("a failed write returned no error")
	}
	if _, err := os.Lstat(empty); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the empty file is still there: %v", err)
	}
}
