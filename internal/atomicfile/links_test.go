package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// TestHardLinks counts a file's names as links are made and removed, in a
// folder with a space and other scripts in its name; on Windows (under
// wine in make test-windows) through GetFileInformationByHandle.
func TestHardLinks(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Клуб 棋 club")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	first, second := filepath.Join(dir, "game one.txt"), filepath.Join(dir, "game two.txt")
	if err := os.WriteFile(first, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := func(path string, n uint64) {
		t.Helper()
		got, err := HardLinks(path)
		if err != nil || got != n {
			t.Fatalf("HardLinks(%s) = %d, %v; want %d", path, got, err, n)
		}
	}
	want(first, 1)
	if err := os.Link(first, second); err != nil {
		t.Fatal(err)
	}
	want(first, 2)
	want(second, 2)
	// An open handle without delete sharing (Windows' default for a
	// program's file) does not keep the count from being read.
	f, err := os.OpenFile(second, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	want(second, 2)
	f.Close()
	if err := os.Remove(first); err != nil {
		t.Fatal(err)
	}
	want(second, 1)
	if _, err := HardLinks(first); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("HardLinks of a removed name: %v, want fs.ErrNotExist", err)
	}
}
