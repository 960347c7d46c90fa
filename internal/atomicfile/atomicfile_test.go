package atomicfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"xima/internal/testfs"
)

// writeString is a Write callback writing s.
func writeString(s string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
}

func TestWriteFileNew(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "new.txt")
	if err := Write(path, false, 0o640, writeString("fresh")); err != nil {
		t.Fatal(err)
	}
	if got := testfs.Content(path); got != "fresh" {
		t.Errorf("content %q", got)
	}
	// A new file gets perm less the umask, as any file the process makes.
	ref := filepath.Join(dir, "ref")
	f, err := os.OpenFile(ref, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o640)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(path)
	rfi, _ := os.Stat(ref)
	if fi.Mode() != rfi.Mode() {
		t.Errorf("mode %v, want %v (0640 less the umask)", fi.Mode(), rfi.Mode())
	}
	if got := testfs.Names(t, dir); !slices.Equal(got, []string{"new.txt", "ref"}) {
		t.Errorf("left in the directory: %v", got)
	}
}

func TestWriteFileExisting(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "old.txt")
	if err := os.WriteFile(path, []byte("precious"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o604); err != nil {
		t.Fatal(err)
	}
	// Without replace: refused, untouched.
	err := Write(path, false, 0o644, writeString("new"))
	if !errors.Is(err, fs.ErrExist) || !strings.Contains(err.Error(), path) {
		t.Errorf("without replace: %v, want fs.ErrExist naming the path", err)
	}
	if got := testfs.Content(path); got != "precious" {
		t.Errorf("refused, yet the file holds %q", got)
	}
	// With replace: the new content, the old mode.
	if err := Write(path, true, 0o644, writeString("new")); err != nil {
		t.Fatal(err)
	}
	if got := testfs.Content(path); got != "new" {
		t.Errorf("replaced: %q", got)
	}
	want := fs.FileMode(0o604)
	if runtime.GOOS == "windows" {
		want = 0o666 // Windows keeps only a file's read-only bit
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != want {
		t.Errorf("replaced: mode %v, want the old %v", fi.Mode(), want)
	}
	if got := testfs.Names(t, dir); !slices.Equal(got, []string{"old.txt"}) {
		t.Errorf("left in the directory: %v", got)
	}
}

func TestWriteFileError(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old.txt")
	if err := os.WriteFile(old, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	full := errors.New("no space left on device")
	fail := func(w io.Writer) error {
		if _, err := io.WriteString(w, "half"); err != nil {
			return err
		}
		return full
	}
	// A write error (a full disk) leaves the old file as it was, and no
	// new file: only the temporary file goes.
	if err := Write(old, true, 0o644, fail); !errors.Is(err, full) {
		t.Errorf("replacing: %v, want the write's error", err)
	}
	if got := testfs.Content(old); got != "precious" {
		t.Errorf("a failed write left %q", got)
	}
	fresh := filepath.Join(dir, "fresh.txt")
	if err := Write(fresh, false, 0o644, fail); !errors.Is(err, full) {
		t.Errorf("new: %v, want the write's error", err)
	}
	if got := testfs.Names(t, dir); !slices.Equal(got, []string{"old.txt"}) {
		t.Errorf("left in the directory: %v", got)
	}
	// A panic in write removes the temporary file too.
	func() {
		defer func() { recover() }()
		err := Write(fresh, false, 0o644, func(io.Writer) error { panic("bug") })
		t.Errorf("write panicked, yet Write returned %v", err)
	}()
	if got := testfs.Names(t, dir); !slices.Equal(got, []string{"old.txt"}) {
		t.Errorf("left after a panic: %v", got)
	}
	// A missing directory: an error naming the path, nothing made.
	missing := filepath.Join(dir, "no", "such.txt")
	if err := Write(missing, false, 0o644, writeString("x")); err == nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("in a missing directory: %v", err)
	}
}

func TestWriteFileRefusesNonRegular(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target.txt")
	if err := os.WriteFile(target, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	type refused struct{ what, path string }
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	cases := []refused{{"a directory", sub}}
	link, dangling := filepath.Join(dir, "link.txt"), filepath.Join(dir, "dangling.txt")
	// Wine answers Symlink without error and makes nothing: a link counts
	// only once Lstat sees it.
	isLink := func(p string) bool {
		fi, err := os.Lstat(p)
		return err == nil && fi.Mode()&fs.ModeSymlink != 0
	}
	if err := os.Symlink(target, link); err == nil && isLink(link) {
		cases = append(cases, refused{"a symbolic link", link})
	} else {
		t.Logf("no symbolic links here: %v", err)
	}
	if err := os.Symlink(filepath.Join(dir, "nothing"), dangling); err == nil && isLink(dangling) {
		cases = append(cases, refused{"a symbolic link", dangling})
	}
	if fi, err := os.Lstat(os.DevNull); err == nil && fi.Mode()&fs.ModeDevice != 0 {
		cases = append(cases, refused{"a device", os.DevNull})
	}
	if runtime.GOOS != "windows" {
		hard := filepath.Join(dir, "hard.txt")
		if err := os.Link(target, hard); err == nil {
			cases = append(cases, refused{"2 hard links", hard}, refused{"2 hard links", target})
		}
	}
	before := testfs.Names(t, dir)
	for _, c := range cases {
		for _, replace := range []bool{false, true} {
			err := Write(c.path, replace, 0o644, writeString("new"))
			if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), c.what) || !strings.Contains(err.Error(), c.path) {
				t.Errorf("%s (replace %v): %v, want ErrNotRegular naming the path and %q", c.path, replace, err, c.what)
			}
		}
	}
	if got := testfs.Content(target); got != "precious" {
		t.Errorf("the file behind the links holds %q", got)
	}
	if got := testfs.Names(t, dir); !slices.Equal(got, before) {
		t.Errorf("the directory holds %v, was %v", got, before)
	}
	if fi, err := os.Lstat(link); err == nil && fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("the symbolic link was replaced")
	}
}

// TestWriteFileRemovesStalePartials: a write removes the temporary files
// that a killed writer left beside its path a day or more ago, and keeps
// younger ones (a write that may still be going on) and other files (issue
// 29, F9).
func TestWriteFileRemovesStalePartials(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "club.json")
	stale, young := path+".partial-0123456789ab", path+".partial-ba9876543210"
	other, notOurs := filepath.Join(dir, "other.json.partial-0123456789ab"), path+".partial-notes"
	for _, name := range []string{stale, young, other, notOurs} {
		if err := os.WriteFile(name, []byte("half"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-25 * time.Hour)
	for _, name := range []string{stale, other, notOurs} {
		if err := os.Chtimes(name, old, old); err != nil {
			t.Fatal(err)
		}
	}
	if err := Write(path, false, 0o644, writeString("new")); err != nil {
		t.Fatal(err)
	}
	want := []string{"club.json", "club.json.partial-ba9876543210", "club.json.partial-notes", "other.json.partial-0123456789ab"}
	if got := testfs.Names(t, dir); !slices.Equal(got, want) {
		t.Errorf("the directory holds %v, want %v", got, want)
	}
}
