package storage

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

func TestOpenCreatesDirectoryAndSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new", "dir", "xima.db")
	db := mustOpenPath(t, path)
	ctx := context.Background()
	for pragma, want := range map[string]string{
		"application_id": "1481198913",
		"user_version":   fmt.Sprint(len(migrationList())),
		"journal_mode":   "wal",
		"foreign_keys":   "1",
		"synchronous":    "2", // FULL: a commit is on disk when Autosave returns
	} {
		var got string
		if err := db.write.QueryRowContext(ctx, "PRAGMA "+pragma).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("PRAGMA %s = %s, want %s", pragma, got, want)
		}
	}
	if db.Path() != path {
		t.Errorf("Path() = %q, want %q", db.Path(), path)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
}

func TestOpenReopensKeepingData(t *testing.T) {
	path := filepath.Join(t.TempDir(), "xima.db")
	ctx := context.Background()
	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.CreateProfile(ctx, "Ana", "#ff0000"); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db = mustOpenPath(t, path)
	p, err := db.ProfileByName(ctx, "ana")
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "Ana" || p.Colour != "#ff0000" {
		t.Errorf("after reopening: %+v", p)
	}
}

// rawFile makes an SQLite file outside the store, runs the statements on it
// and closes it.
func rawFile(t *testing.T, path string, statements ...string) {
	t.Helper()
	raw, err := sql.Open("sqlite3", dsn(path, url.Values{}))
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	for _, s := range statements {
		if _, err := raw.Exec(s); err != nil {
			t.Fatal(err)
		}
	}
}

func TestOpenRefusesNewerSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "xima.db")
	db, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	rawFile(t, path, "PRAGMA user_version = 99")
	before := fileHash(t, path)
	_, err = Open(context.Background(), path)
	if !errors.Is(err, ErrNewerSchema) {
		t.Fatalf("Open = %v, want ErrNewerSchema", err)
	}
	if !strings.Contains(err.Error(), fmt.Sprintf("schema version 99, this xima knows up to %d", len(migrationList()))) {
		t.Errorf("message %q does not give both versions", err)
	}
	if after := fileHash(t, path); after != before {
		t.Error("Open changed a file from a newer version")
	}
}

func TestOpenRefusesForeignFile(t *testing.T) {
	for name, statements := range map[string][]string{
		"other application_id": {"PRAGMA application_id = 123"},
		"tables, no id":        {"CREATE TABLE bookmarks (url TEXT)"},
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "other.db")
			rawFile(t, path, statements...)
			before := fileHash(t, path)
			_, err := Open(context.Background(), path)
			if !errors.Is(err, ErrForeign) {
				t.Fatalf("Open = %v, want ErrForeign", err)
			}
			if fileHash(t, path) != before {
				t.Error("Open changed another application's file")
			}
		})
	}
}

func TestOpenRefusesCorruptFile(t *testing.T) {
	// A healthy file with some content, to damage in several ways.
	dir := t.TempDir()
	good := filepath.Join(dir, "good.db")
	db, err := Open(context.Background(), good)
	if err != nil {
		t.Fatal(err)
	}
	a, b := mustProfile(t, db, "Ana"), mustProfile(t, db, "Beto")
	for range 50 {
		ratedGame(t, db, "Xima", a.ID, b.ID)
	}
	db.Close()
	healthy, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	if len(healthy) < 4*4096 {
		t.Fatalf("test file has only %d bytes", len(healthy))
	}
	scrambled := bytes.Clone(healthy)
	for i := 4096; i < len(scrambled); i++ {
		scrambled[i] = byte(i * 7)
	}
	cases := map[string][]byte{
		"text file":       []byte("these are my notes, not a database\n"),
		"short header":    []byte("SQLite format 3\x00\x10\x00"),
		"scrambled pages": scrambled,
		"truncated":       healthy[:len(healthy)/2],
	}
	for name, content := range cases {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "xima.db")
			if err := os.WriteFile(path, content, 0o644); err != nil {
				t.Fatal(err)
			}
			before := fileHash(t, path)
			_, err := Open(context.Background(), path)
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("Open = %v, want ErrCorrupt", err)
			}
			t.Log(err)
			if fileHash(t, path) != before {
				t.Error("Open changed the damaged file or made files beside it")
			}
			fresh := FreshPathBeside(path, epoch)
			if filepath.Dir(fresh) != filepath.Dir(path) {
				t.Errorf("fresh path %s is not beside %s", fresh, path)
			}
			db := mustOpenPath(t, fresh)
			mustProfile(t, db, "Ana")
			if got, _ := os.ReadFile(path); !bytes.Equal(got, content) {
				t.Error("opening the fresh file changed the damaged one")
			}
		})
	}
}

func TestFreshPathBeside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "xima.db")
	first := FreshPathBeside(path, epoch)
	if want := filepath.Join(dir, "xima-fresh-20261122-150405.db"); first != want {
		t.Fatalf("FreshPathBeside = %s, want %s", first, want)
	}
	if err := os.WriteFile(first, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if second := FreshPathBeside(path, epoch); second != filepath.Join(dir, "xima-fresh-20261122-150405-2.db") {
		t.Errorf("with the first taken: %s", second)
	}
}

func TestOpenLockedInSameProcess(t *testing.T) {
	path := filepath.Join(t.TempDir(), "xima.db")
	db := mustOpenPath(t, path)
	_, err := Open(context.Background(), path)
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("second Open = %v, want ErrLocked", err)
	}
	if !strings.Contains(err.Error(), "another copy of xima") {
		t.Errorf("message %q does not say why", err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	again := mustOpenPath(t, path)
	mustProfile(t, again, "Ana")
}

func TestOpenOddPaths(t *testing.T) {
	names := []string{"a b.db", "100%.db", "#1.db", "Ximá 🎲.db", "Клуб 棋.db"}
	if runtime.GOOS != "windows" { // Windows forbids ? in a name
		names = append(names, "what?.db")
	}
	for _, name := range names {
		path := filepath.Join(t.TempDir(), name)
		db := mustOpenPath(t, path)
		mustProfile(t, db, "Ana")
		if _, err := os.Stat(path); err != nil {
			t.Errorf("%q: the file is not where it was asked for: %v", name, err)
		}
	}
}

func TestDefaultPath(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" || runtime.GOOS == "ios" {
		t.Skip("the XDG layout is for Linux and BSD")
	}
	t.Setenv("XDG_DATA_HOME", "/data/home")
	got, err := DefaultPath()
	if err != nil {
		t.Fatal(err)
	}
	if got != "/data/home/xima/xima.db" {
		t.Errorf("with XDG_DATA_HOME: %s", got)
	}
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", "/home/ana")
	if got, _ := DefaultPath(); got != "/home/ana/.local/share/xima/xima.db" {
		t.Errorf("without XDG_DATA_HOME: %s", got)
	}
}

// TestImportsNoRules: the store holds no rules and draws nothing (house
// rule 2): it imports no game, UI or 3D package (xima/internal/ helpers only).
func TestImportsNoRules(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasPrefix(dep, "xima/") && dep != "xima/storage" && !strings.HasPrefix(dep, "xima/internal/") {
			t.Errorf("storage imports %s", dep)
		}
	}
}

// TestLockFollowsTheFileNotItsName: a hard link and a symlink are other
// names of the same database; opening it through them while it is open is
// refused, in this process and from another one (issue 15, item 3).
func TestLockFollowsTheFileNotItsName(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "xima.db")
	db := mustOpenPath(t, path)
	mustProfile(t, db, "Ana")
	hard := filepath.Join(dir, "hard.db")
	if err := os.Link(path, hard); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	other := t.TempDir() // a hard link in another directory
	hard2 := filepath.Join(other, "copy.db")
	if err := os.Link(path, hard2); err != nil {
		t.Skipf("no hard links across directories here: %v", err)
	}
	soft := filepath.Join(other, "soft.db")
	if err := os.Symlink(path, soft); err != nil {
		t.Skipf("no symlinks here: %v", err)
	}
	linkedDir := filepath.Join(other, "linked")
	if err := os.Symlink(dir, linkedDir); err != nil {
		t.Fatal(err)
	}
	names := []string{hard, hard2, soft, filepath.Join(linkedDir, "xima.db"), filepath.Join(linkedDir, "hard.db")}
	for _, name := range names {
		if second, err := Open(shortWait(t), name); !errors.Is(err, ErrLocked) {
			if err == nil {
				second.Close()
			}
			t.Errorf("Open(%s) while %s is open = %v, want ErrLocked", name, path, err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	// Another process holds the file by one name; this one tries the others.
	if runtime.GOOS != "linux" {
		t.Skip("between processes, the fallback lock (PATH.lock) follows symlinks, not hard links")
	}
	cmd, lines, stderr := startHelper(t, "hold", hard2)
	if !lines.Scan() || lines.Text() != "ready" {
		t.Fatalf("child did not open the database: %s", stderr)
	}
	for _, name := range append(names[:1:1], path, soft) {
		if second, err := Open(shortWait(t), name); !errors.Is(err, ErrLocked) {
			if err == nil {
				second.Close()
			}
			t.Errorf("Open(%s) while another process has %s open = %v, want ErrLocked", name, hard2, err)
		}
	}
	cmd.Process.Kill()
	cmd.Wait()
	again := mustOpenPath(t, soft)
	if p, err := again.ProfileByName(context.Background(), "Ana"); err != nil || p.Name != "Ana" {
		t.Errorf("through the symlink: %+v, %v", p, err)
	}
}

// shortWait returns a context whose deadline makes Open give up waiting
// for a lock after 50 ms instead of lockWaitMillis.
func shortWait(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	t.Cleanup(cancel)
	return ctx
}

// TestOpenBesideSQLiteShell: a file whose SQLite lock another program
// holds (the sqlite3 shell in a transaction) is refused within half a
// second as ErrBusy, naming that program, not as another copy of xima nor
// as a migration (issue 29).
func TestOpenBesideSQLiteShell(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "xima.db")
	closedClub(t, path)
	shell, err := sql.Open("sqlite3", dsn(path, url.Values{}))
	if err != nil {
		t.Fatal(err)
	}
	defer shell.Close()
	conn, err := shell.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN EXCLUSIVE"); err != nil {
		t.Fatal(err)
	}
	db, err := Open(ctx, path)
	if err == nil {
		db.Close()
	}
	if msg := fmt.Sprint(err); !errors.Is(err, ErrBusy) || errors.Is(err, ErrLocked) ||
		!strings.Contains(msg, "another program holds a lock on the database") ||
		strings.Contains(msg, "migrate") || strings.Contains(msg, "another copy") {
		t.Errorf("Open beside a shell's transaction: %v", err)
	}
	if _, err := conn.ExecContext(ctx, "ROLLBACK"); err != nil {
		t.Fatal(err)
	}
	db, err = Open(ctx, path)
	if err != nil {
		t.Fatalf("Open once the shell let go: %v", err)
	}
	db.Close()
}
