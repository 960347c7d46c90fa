//go:build unix

package storage

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestExportFromReadOnlyDirectory exports a database in a directory with
// mode 0555, and its file 0444, from a process that cannot write there:
// this one when it is not root, else a child run as nobody (root ignores
// the permissions).
func TestExportFromReadOnlyDirectory(t *testing.T) {
	base, dir := childPlace(t)
	path := filepath.Join(dir, "xima.db")
	want := closedClub(t, path)
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	before := dirState(t, dir)
	// The writable Open cannot work there: the test does test a directory
	// its process cannot write to.
	if _, _, err := runChild(t, base, "open", path); err == nil {
		t.Fatal("a writable Open succeeded: the directory is not read-only for the child")
	}
	out, stderr, err := runChild(t, base, "export", path)
	if err != nil {
		t.Fatalf("export from a read-only directory: %v: %s", err, stderr)
	}
	if withoutExportTime([]byte(out)) != withoutExportTime(want) {
		t.Errorf("export from a read-only directory differs:\n%.300s\nwant\n%.300s", out, want)
	}
	if after := dirState(t, dir); after != before {
		t.Errorf("the export changed the read-only directory:\n%s\nwant\n%s", after, before)
	}
}

// TestOpenSaysWhyItCannotWrite: a writable Open of a club in a folder
// its process cannot write, or of a file it cannot write, says so, once,
// instead of blaming a migration or another copy of xima (issue 29).
func TestOpenSaysWhyItCannotWrite(t *testing.T) {
	base, dir := childPlace(t)
	path := filepath.Join(dir, "xima.db")
	closedClub(t, path)
	for _, c := range []struct {
		name          string
		dirMode, mode os.FileMode
		want          string
	}{
		{"a read-only folder", 0o555, 0o666, "the database cannot be written: the folder " + dir +
			" cannot be written (permission denied), and SQLite keeps its journal beside the database"},
		{"a read-only file", 0o777, 0o444, "open " + path + ": the database cannot be written: permission denied\n"},
	} {
		if err := os.Chmod(path, c.mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(dir, c.dirMode); err != nil {
			t.Fatal(err)
		}
		before := dirState(t, dir)
		_, got, err := runChild(t, base, "open", path)
		if err == nil || !strings.Contains(got, c.want) || strings.Contains(got, "migrate") || strings.Contains(got, "another copy") {
			t.Errorf("%s: %v: %q, want %q", c.name, err, got, c.want)
		}
		if after := dirState(t, dir); after != before {
			t.Errorf("%s: the refused open changed the folder:\n%s\nwant\n%s", c.name, after, before)
		}
	}
}

// childPlace makes a folder, dir, for a child process's database, in a
// folder base that the child can enter, removed with its files at the
// end of the test.
func childPlace(t *testing.T) (base, dir string) {
	t.Helper()
	base, err := os.MkdirTemp("", "xima-ro-")
	if err != nil {
		t.Fatal(err)
	}
	dir = filepath.Join(base, "club")
	t.Cleanup(func() {
		os.Chmod(dir, 0o755)
		os.RemoveAll(base)
	})
	if err := os.Chmod(base, 0o755); err != nil {
		t.Fatal(err)
	}
	return base, dir
}

// runChild runs TestHelperProcess in mode on the database at path, as a
// process that the permissions bind: this one's user when it is not root,
// else nobody (root ignores the permissions). It returns the child's
// output and error output.
func runChild(t *testing.T, base, mode, path string) (string, string, error) {
	t.Helper()
	bin := os.Args[0]
	var attr *syscall.SysProcAttr
	if os.Geteuid() == 0 {
		// The test binary sits in a directory only root may enter:
		// copy it where nobody can run it.
		bin = filepath.Join(base, "storage.test")
		if _, err := os.Stat(bin); err != nil {
			copyFile(t, os.Args[0], bin, 0o755)
		}
		attr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	}
	cmd := exec.Command(bin, "-test.run=^TestHelperProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), helperEnv+"="+mode, helperDBEnv+"="+path)
	cmd.SysProcAttr = attr
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	return out.String(), errOut.String(), err
}

func copyFile(t *testing.T, from, to string, mode os.FileMode) {
	t.Helper()
	src, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, mode)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		t.Fatal(err)
	}
}
