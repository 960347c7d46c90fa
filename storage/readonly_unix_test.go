//go:build unix

package storage

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
)

// TestExportFromReadOnlyDirectory exports a database in a directory with
// mode 0555, and its file 0444, from a process that cannot write there:
// this one when it is not root, else a child run as nobody (root ignores
// the permissions).
func TestExportFromReadOnlyDirectory(t *testing.T) {
	base, err := os.MkdirTemp("", "xima-ro-")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(base, "club")
	t.Cleanup(func() {
		os.Chmod(dir, 0o755)
		os.RemoveAll(base)
	})
	if err := os.Chmod(base, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "xima.db")
	want := closedClub(t, path)
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	before := dirState(t, dir)

	run := func(mode string) (string, string, error) {
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
	// The writable Open cannot work there: the test does test a directory
	// its process cannot write to.
	if _, _, err := run("open"); err == nil {
		t.Fatal("a writable Open succeeded: the directory is not read-only for the child")
	}
	out, stderr, err := run("export")
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
