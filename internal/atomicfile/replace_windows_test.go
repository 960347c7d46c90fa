package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/sys/windows"
)

// TestReplaceRefusedWhileOpen: a file that another program holds open
// without delete sharing, as a spreadsheet holds a CSV, cannot be replaced;
// Replace says so with ErrInUse and both files stay as they were.
func TestReplaceRefusedWhileOpen(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Exports ñ")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "club export.xima")
	tmp := path + ".partial-1"
	for name, text := range map[string]string{path: "old", tmp: "new"} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	name, err := windows.UTF16PtrFromString(path)
	if err != nil {
		t.Fatal(err)
	}
	h, err := windows.CreateFile(name, windows.GENERIC_READ, windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE,
		nil, windows.OPEN_EXISTING, windows.FILE_ATTRIBUTE_NORMAL, 0)
	if err != nil {
		t.Fatal(err)
	}
	err = Replace(tmp, path)
	windows.CloseHandle(h)
	if !errors.Is(err, ErrInUse) {
		t.Fatalf("Replace over an open file = %v, want ErrInUse", err)
	}
	t.Log(err)
	for name, want := range map[string]string{path: "old", tmp: "new"} {
		if b, err := os.ReadFile(name); err != nil || string(b) != want {
			t.Errorf("%s holds %q, %v; want %q", name, b, err, want)
		}
	}
	// Closed, it is replaced.
	if err := Replace(tmp, path); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != "new" {
		t.Errorf("after the replace %s holds %q, %v", path, b, err)
	}
}
