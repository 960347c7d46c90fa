package testfs

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestNamesAndContent(t *testing.T) {
	dir := t.TempDir()
	short, long := filepath.Join(dir, "b"), filepath.Join(dir, "a")
	if err := os.WriteFile(short, []byte("hi"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(long, []byte(strings.Repeat("x", 50)), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := Names(t, dir); !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("Names = %v", got)
	}
	if got := Content(short); got != "hi" {
		t.Errorf("Content(short) = %q", got)
	}
	if got := Content(long); !strings.HasSuffix(got, "(50 bytes)") {
		t.Errorf("Content(long) = %q", got)
	}
	if got := Content(filepath.Join(dir, "none")); !strings.HasPrefix(got, "<") {
		t.Errorf("Content(missing) = %q", got)
	}
}
