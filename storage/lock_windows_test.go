package storage

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// TestLockIsOnTheFileItself: on Windows the lock is a byte-range lock on
// the database file, not the side file PATH.lock, so a second process is
// refused through another name of the file (a hard link in another
// folder, a path with spaces and a script other than Latin), and a read-only
// open waits for the writer too.
func TestLockIsOnTheFileItself(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Club files")
	path := filepath.Join(dir, "xima.db")
	db := mustOpenPath(t, path)
	mustProfile(t, db, "Ana")
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(t.TempDir(), "Клуб 棋")
	if err := os.Mkdir(other, 0o755); err != nil {
		t.Fatal(err)
	}
	hard := filepath.Join(other, "copy of xima.db")
	if err := os.Link(path, hard); err != nil {
		t.Fatalf("hard link: %v", err)
	}

	cmd, lines, stderr := startHelper(t, "hold", hard)
	if !lines.Scan() || lines.Text() != "ready" {
		t.Fatalf("child did not open the database: %s", stderr)
	}
	if _, err := os.Stat(hard + ".lock"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the side file %s.lock exists (%v): the lock is not on the file", hard, err)
	}
	for _, name := range []string{path, hard} {
		if second, err := Open(shortWait(t), name); !errors.Is(err, ErrLocked) {
			if err == nil {
				second.Close()
			}
			t.Errorf("Open(%s) while another process has %s open = %v, want ErrLocked", name, hard, err)
		}
	}
	if ro, err := OpenReadOnly(shortWait(t), path); !errors.Is(err, ErrLocked) {
		if err == nil {
			ro.Close()
		}
		t.Errorf("OpenReadOnly(%s) beside a writer in another process = %v, want ErrLocked", path, err)
	}
	cmd.Process.Kill()
	cmd.Wait()

	again := mustOpenPath(t, path)
	if p, err := again.ProfileByName(context.Background(), "Ana"); err != nil || p.Name != "Ana" {
		t.Errorf("after the other process ended: %+v, %v", p, err)
	}
}

// TestDefaultPathIsLocalAppData: the club file lives in the user's
// %LOCALAPPDATA%, never beside the program.
func TestDefaultPathIsLocalAppData(t *testing.T) {
	t.Setenv("LOCALAPPDATA", `C:\Users\Ana María\AppData\Local`)
	got, err := DefaultPath()
	if err != nil {
		t.Fatal(err)
	}
	if want := `C:\Users\Ana María\AppData\Local\xima\xima.db`; got != want {
		t.Errorf("DefaultPath() = %s, want %s", got, want)
	}
	t.Setenv("LOCALAPPDATA", "")
	if _, err := DefaultPath(); err == nil {
		t.Error("DefaultPath() without %LOCALAPPDATA% gave no error")
	}
}
