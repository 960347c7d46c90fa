package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"xima/internal/atomicfile"
	"xima/internal/testfs"
	"xima/storage"
	"xima/ui/session"
)

// clubDB makes a database with two profiles and one rated game, closed.
func clubDB(t *testing.T, path string) {
	t.Helper()
	ctx := context.Background()
	db, err := storage.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ana, err := db.CreateProfile(ctx, "Ana", "#ff0000")
	if err != nil {
		t.Fatal(err)
	}
	beto, err := db.CreateProfile(ctx, `Beto "B"`, "")
	if err != nil {
		t.Fatal(err)
	}
	rc, err := session.RateRecord("Xima", clubRecord, []float64{1000, 1000})
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.RecordGame(ctx, storage.FinishedGame{Game: "Xima", Mode: "club", Rated: true, Result: "red",
		Record: clubRecord, Seats: []storage.Seat{
			{ProfileID: ana.ID, Name: "Ana", Outcome: storage.Win, Rating: rc[0]},
			{ProfileID: beto.ID, Name: `Beto "B"`, Outcome: storage.Loss, Rating: rc[1]},
		}}, 0)
	if err != nil {
		t.Fatal(err)
	}
}

// clubRecord is clubDB's game: Blue resigns after a move each.
const clubRecord = "[Game \"Xima\"]\n[Result \"red\"]\n[Termination \"resign\"]\n\n1. -G2 -G4 *\n"

func runStorageCLI(stdin string, args ...string) (string, string, error) {
	var out, errOut bytes.Buffer
	err := run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), err
}

func TestExportImportCommands(t *testing.T) {
	dir := t.TempDir()
	src, dst, file := filepath.Join(dir, "old.db"), filepath.Join(dir, "new", "xima.db"), filepath.Join(dir, "club.json")
	clubDB(t, src)

	out, _, err := runStorageCLI("", "export", "--db", src, file)
	if err != nil {
		t.Fatal(err)
	}
	if want := "exported 2 profiles and 1 game to " + file + "\n"; out != want {
		t.Errorf("export said %q, want %q", out, want)
	}
	if left, _ := filepath.Glob(file + ".partial-*"); len(left) != 0 {
		t.Errorf("export left %v", left)
	}

	for i, want := range []string{
		"imported 2 profiles and 1 game; 0 games already there\n1 rated game rated again in date order\n",
		"imported 0 profiles and 0 games; 1 game already there\n",
	} {
		out, _, err := runStorageCLI("", "import", "--db", dst, file)
		if err != nil {
			t.Fatal(err)
		}
		if out != want {
			t.Errorf("import %d said %q, want %q", i+1, out, want)
		}
	}
	db, err := storage.Open(context.Background(), dst)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	board, err := db.Leaderboard(context.Background(), "Xima", 0)
	rc, _ := session.RateRecord("Xima", clubRecord, []float64{1000, 1000})
	if err != nil || len(board) != 2 || board[0].Name != "Ana" || board[0].Rating != rc[0].After || board[1].Name != `Beto "B"` {
		t.Errorf("leaderboard after import: %+v, %v", board, err)
	}
}

func TestExportImportThroughStandardStreams(t *testing.T) {
	dir := t.TempDir()
	src, dst := filepath.Join(dir, "old.db"), filepath.Join(dir, "new.db")
	clubDB(t, src)
	file, summary, err := runStorageCLI("", "export", "--db", src, "-")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(file, `{"format":"xima-club","version":1,`) || summary != "exported 2 profiles and 1 game\n" {
		t.Errorf("export to stdout: %.60q, summary %q", file, summary)
	}
	out, _, err := runStorageCLI(file, "import", "--db", dst, "-")
	if err != nil || out != "imported 2 profiles and 1 game; 0 games already there\n1 rated game rated again in date order\n" {
		t.Errorf("import from stdin: %q, %v", out, err)
	}
}

func TestExportImportCommandErrors(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "xima.db")
	clubDB(t, db)
	bad := filepath.Join(dir, "notes.txt")
	os.WriteFile(bad, []byte("not a club file"), 0o644)
	corrupt := filepath.Join(dir, "broken.db")
	os.WriteFile(corrupt, []byte("not a database"), 0o644)

	for _, args := range [][]string{
		{"export"},
		{"export", "--db", db},
		{"export", "--db", db, "a.json", "b.json"},
		{"export", "--nope", "a.json"},
		{"import", "--db", db},
	} {
		var ee *exitError
		if _, _, err := runStorageCLI("", args...); !errors.As(err, &ee) || ee.code != 2 {
			t.Errorf("%q: %v, want a usage error (exit 2)", args, err)
		}
	}
	if _, _, err := runStorageCLI("", "import", "--db", db, bad); !errors.Is(err, storage.ErrBadFile) {
		t.Errorf("import of a text file: %v", err)
	}
	if _, _, err := runStorageCLI("", "export", "--db", filepath.Join(dir, "typo.db"), filepath.Join(dir, "out.json")); err == nil {
		t.Error("export of a database that does not exist succeeded")
	}
	if _, err := os.Stat(filepath.Join(dir, "typo.db")); !os.IsNotExist(err) {
		t.Error("export made the database it was asked to read")
	}
	_, _, err := runStorageCLI("", "export", "--db", corrupt, filepath.Join(dir, "out.json"))
	if !errors.Is(err, storage.ErrCorrupt) || !strings.Contains(err.Error(), "to start afresh, use --db "+filepath.Join(dir, "broken-fresh-")) {
		t.Errorf("export of a damaged database: %v", err)
	}
}

// TestExportMakesNothingBesideTheDatabase: export opens the database
// read-only: no lock file, -wal or -shm appears beside a file whose schema
// is current, and the file is unchanged (issue 15, item 8).
func TestExportMakesNothingBesideTheDatabase(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club", "xima.db")
	clubDB(t, db)
	before := listDir(t, filepath.Dir(db))
	out := filepath.Join(dir, "club.json")
	if _, _, err := runStorageCLI("", "export", "--db", db, out); err != nil {
		t.Fatal(err)
	}
	if _, _, err := runStorageCLI("", "export", "--db", db, "-"); err != nil {
		t.Fatal(err)
	}
	if after := listDir(t, filepath.Dir(db)); after != before {
		t.Errorf("export changed the database's directory:\n%s\nwant\n%s", after, before)
	}
}

// listDir lists a directory's files with their sizes and contents' hashes.
func listDir(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s %x\n", e.Name(), sha256.Sum256(data))
	}
	return b.String()
}

// clubFileWith returns a club file of one casual game of game with record.
func clubFileWith(game, record string) string {
	rec, _ := json.Marshal(record)
	return `{"format":"xima-club","version":1,"profiles":[],"games":[` + "\n" +
		`{"key":"0123456789abcdef0123456789abcdef","game":"` + game + `","mode":"hotseat","rated":false,"result":"",` +
		`"started":"2026-01-01T00:00:00Z","ended":"2026-01-01T01:00:00Z","duration_ms":0,"record":` + string(rec) +
		`,"seats":[{"name":"","outcome":"none"},{"name":"","outcome":"none"}]}]}`
}

// TestImportReplaysRecords: import replays every game it adds with the
// game's rules and refuses a file with a record that does not play back
// to its end, at the game (issue 15, item 5; issue 29, F3: play stores no
// game that is not over).
func TestImportReplaysRecords(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "xima.db")
	for _, game := range []string{"Xima", "Ximaera", "Xana", "Xoliba", "Maxima"} {
		file := filepath.Join(dir, game+".json")
		os.WriteFile(file, []byte(clubFileWith(game, "")), 0o644)
		_, _, err := runStorageCLI("", "import", "--db", filepath.Join(dir, game+".db"), file)
		if want := "line 2, column 1: games[0]: the record is empty"; !errors.Is(err, storage.ErrBadFile) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s, the opening position: %v, want %q", game, err, want)
		}
	}
	for name, c := range map[string]struct{ game, record, want string }{
		"an illegal move":    {"Xima", "1. -G2 -G4 2. ZZ9 1-0", "line 2, column 1: games[0]: the record does not play back: "},
		"another game's tag": {"Xima", "[Game \"Xana\"]\n", `games[0]: the record does not play back: line 1, col 1 (Game): syntax error: game "Xana" is not Xima`},
		"an unknown game":    {"Chess", "1. e4", `games[0]: unknown game "Chess" (this build plays Xima, Ximaera, Xana, Xoliba, Maxima)`},
		"an unfinished game": {"Maxima", "1. d3-d4 h7-h6", "games[0]: the record's game is not over after 2 moves"},
		"a result the record does not give": {"Maxima", "[Result \"0-1\"]\n[Termination \"resign\"]\n\n1. d3-d4 h7-h6\n",
			`games[0]: result "", but the record gives "black"`},
	} {
		file := filepath.Join(dir, "bad.json")
		os.WriteFile(file, []byte(clubFileWith(c.game, c.record)), 0o644)
		_, _, err := runStorageCLI("", "import", "--db", db, file)
		if !errors.Is(err, storage.ErrBadFile) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
}

// endlessZeros reads zero bytes forever, as /dev/zero does.
type endlessZeros struct{}

func (endlessZeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestImportEndlessInput: import of /dev/zero, or of a pipe that never
// ends, fails at once with a message that says where, instead of reading
// until the memory runs out (issue 15, item 7).
func TestImportEndlessInput(t *testing.T) {
	db := filepath.Join(t.TempDir(), "xima.db")
	if _, err := os.Stat("/dev/zero"); err == nil {
		_, _, err := runStorageCLI("", "import", "--db", db, "/dev/zero")
		if !errors.Is(err, storage.ErrBadFile) || !strings.Contains(err.Error(), `line 1, column 1: invalid character '\x00' looking for beginning of value`) {
			t.Errorf("import /dev/zero: %v", err)
		}
	}
	var out, errOut bytes.Buffer
	err := run(context.Background(), []string{"import", "--db", db, "-"}, endlessZeros{}, &out, &errOut)
	if !errors.Is(err, storage.ErrBadFile) || len(err.Error()) > 200 {
		t.Errorf("import of endless standard input: %v", err)
	}
}

// TestExportReplacesAClubFile: export --force over an existing regular
// file replaces it whole and keeps its mode; a new file gets 0666 less the
// umask, as any file the user makes; nothing is left beside it (issue 15,
// item 4).
func TestExportReplacesAClubFile(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "xima.db")
	clubDB(t, db)
	out := filepath.Join(dir, "club.json")
	if err := os.WriteFile(out, []byte("last week's club file"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(out, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := runStorageCLI("", "export", "--db", db, "--force", out); err != nil {
		t.Fatal(err)
	}
	if got := testfs.Content(out); !strings.HasPrefix(got, `"{\"format\":\"xima-club\"`) {
		t.Errorf("the replaced file holds %s", got)
	}
	if fi, err := os.Stat(out); err != nil || fi.Mode() != 0o644 {
		t.Errorf("the replaced file's mode: %v %v, want the old -rw-r--r--", fi.Mode(), err)
	}

	fresh, ref := filepath.Join(dir, "fresh.json"), filepath.Join(dir, "ref")
	if _, _, err := runStorageCLI("", "export", "--db", db, fresh); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(ref, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o666)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	fi, _ := os.Stat(fresh)
	rfi, _ := os.Stat(ref)
	if fi.Mode() != rfi.Mode() {
		t.Errorf("a new club file's mode %v, want %v (0666 less the umask)", fi.Mode(), rfi.Mode())
	}
	if got := testfs.Names(t, dir); !slices.Equal(got, []string{"club.json", "fresh.json", "ref", "xima.db"}) {
		t.Errorf("the directory holds %v", got)
	}
}

// TestExportRefusesWhatIsNoClubFile: export never writes through a
// symbolic link, over a directory or over a file with other hard links
// (which it would part from the new file): it refuses, naming the path and
// what is there, and leaves everything as it was (issue 15, item 4).
func TestExportRefusesWhatIsNoClubFile(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "xima.db")
	clubDB(t, db)
	target := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(target, []byte("precious"), 0o640); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sub, "inside"), []byte("kept"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []refusedPath{{"a directory", sub}}
	link, dangling := filepath.Join(dir, "link.json"), filepath.Join(dir, "dangling.json")
	if err := os.Symlink(target, link); err == nil {
		cases = append(cases, refusedPath{"a symbolic link", link})
	} else {
		t.Logf("no symbolic links here: %v", err)
	}
	if err := os.Symlink(filepath.Join(dir, "nothing.json"), dangling); err == nil {
		cases = append(cases, refusedPath{"a symbolic link", dangling})
	}
	hard := filepath.Join(dir, "hard.json")
	if err := os.Link(target, hard); err == nil {
		cases = append(cases, refusedPath{"2 hard links", hard}, refusedPath{"2 hard links", target})
	} else {
		t.Logf("no hard links here: %v", err)
	}
	cases = append(cases, specialFiles(t, dir)...)
	before := listEntries(t, dir)
	for _, c := range cases {
		_, _, err := runStorageCLI("", "export", "--db", db, c.path)
		if !errors.Is(err, atomicfile.ErrNotRegular) || !strings.Contains(err.Error(), c.path) || !strings.Contains(err.Error(), c.what) ||
			!strings.Contains(err.Error(), "- writes the club file to standard output") {
			t.Errorf("export to %s: %v, want atomicfile.ErrNotRegular naming the path and %q", c.path, err, c.what)
		}
	}
	if after := listEntries(t, dir); after != before {
		t.Errorf("export changed the directory:\n%s\nwant\n%s", after, before)
	}
	if got := testfs.Content(target); got != "precious" {
		t.Errorf("the file behind the links holds %q", got)
	}
	if fi, err := os.Stat(target); err != nil || fi.Mode() != 0o640 {
		t.Errorf("the file behind the links: mode %v %v", fi.Mode(), err)
	}
	if got := testfs.Content(filepath.Join(sub, "inside")); got != "kept" {
		t.Errorf("the directory's file holds %q", got)
	}
}

// refusedPath is a path export must refuse and what is there, as its
// error names it.
type refusedPath struct{ what, path string }

// listEntries lists a directory tree: each name with its type, mode, link
// count or link target, and a regular file's content.
func listEntries(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		fi, err := os.Lstat(path)
		if err != nil {
			return err
		}
		links, err := atomicfile.HardLinks(path)
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%s %v %d", path, fi.Mode(), links)
		switch {
		case fi.Mode()&fs.ModeSymlink != 0:
			to, _ := os.Readlink(path)
			fmt.Fprintf(&b, " -> %s", to)
		case fi.Mode().IsRegular():
			fmt.Fprintf(&b, " %s", testfs.Content(path))
		}
		b.WriteByte('\n')
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestExportFailureKeepsTheOldFile: an export that fails part-way leaves
// an existing club file as it was, makes no new one and removes only its
// own temporary file (issue 15, item 4).
func TestExportFailureKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "xima.db")
	clubDB(t, path)
	db, err := storage.OpenReadOnly(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	old := filepath.Join(dir, "club.json")
	if err := os.WriteFile(old, []byte("last week's club file"), 0o644); err != nil {
		t.Fatal(err)
	}
	before := listEntries(t, dir)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, out := range []string{old, filepath.Join(dir, "new.json")} {
		if _, err := exportFile(ctx, db, path, out, true); !errors.Is(err, context.Canceled) || !strings.HasPrefix(err.Error(), "export: ") {
			t.Errorf("export to %s with its context cancelled: %v", out, err)
		}
	}
	if after := listEntries(t, dir); after != before {
		t.Errorf("a failed export changed the directory:\n%s\nwant\n%s", after, before)
	}
}

// TestImportRecordOnce: `xima import` takes a record file too: its game
// joins the history once, dated by its Date tag, its players linked by
// name; the same game again adds nothing.
func TestImportRecordOnce(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "xima.db")
	clubDB(t, db)
	rec := filepath.Join(dir, "game.xana")
	os.WriteFile(rec, []byte("[Game \"Xana\"]\n[Date \"2026.11.20\"]\n[White \"ana\"]\n[Black \"Zoe\"]\n[Result \"black\"]\n[Termination \"resign\"]\n\n*\n"), 0o644)
	want := []string{
		"imported the Xana game of 2026-11-20 as game 2; 1 profile added, 1 player linked by name\n",
		"the history has this game already (game 2): nothing added\n",
	}
	for i, args := range [][]string{{"import", "--db", db, "--link", "any", rec}, {"import", "--db", db, rec}} {
		out, _, err := runStorageCLI("", args...)
		if err != nil || out != want[i] {
			t.Errorf("import %d: %q, %v; want %q", i+1, out, err, want[i])
		}
	}
	if _, _, err := runStorageCLI("", "import", "--db", db, "--link", "maybe", rec); err == nil || !strings.Contains(err.Error(), "want same, any or never") {
		t.Errorf("--link maybe: %v", err)
	}
}

// TestExportNeverReplacesADatabase: export refuses to write over the
// database it exports, by any name (a symbolic link to it, or the real
// path when --db names a link), over SQLite's files beside it, and over
// any other database even with --force; an existing file that is not a
// database only with --force. Each refusal leaves the directory as it was
// and the database opening as before (issue 29, F1 and F8).
func TestExportNeverReplacesADatabase(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	clubDB(t, db)
	other := filepath.Join(dir, "other.db")
	clubDB(t, other)
	notes := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notes, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	type refusal struct {
		name, db, out string
		force         bool
		want          string
	}
	cases := []refusal{
		{"itself", db, db, true, "is the database being exported"},
		// SQLite's files beside the database, which may not exist while an
		// export runs, by their names in any case (Windows' are).
		{"its -shm, not made yet", db, db + "-shm", true, "is the database being exported (" + db + "-shm)"},
		{"its -journal spelled in capitals", db, filepath.Join(dir, "CLUB.DB-JOURNAL"), true, "is the database being exported (" + db + "-journal)"},
		{"another database", db, other, true, "is a database, not a club file"},
		{"a file without --force", db, notes, false, "exists: left as it is (--force replaces it)"},
	}
	link := filepath.Join(dir, "link.db")
	if err := os.Symlink(db, link); err == nil {
		cases = append(cases, refusal{"the real path of --db's link", link, db, true, "is the database being exported"})
	} else {
		t.Logf("no symbolic links here: %v", err)
	}
	before := listEntries(t, dir)
	for _, c := range cases {
		args := []string{"export", "--db", c.db}
		if c.force {
			args = append(args, "--force")
		}
		_, _, err := runStorageCLI("", append(args, c.out)...)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "export: "+c.out) {
			t.Errorf("%s: export --db %s to %s: %v, want %q", c.name, c.db, c.out, err, c.want)
		}
	}
	if after := listEntries(t, dir); after != before {
		t.Errorf("a refused export changed the directory:\n%s\nwant\n%s", after, before)
	}
	// A WAL beside the database: an export over it would lose what is not
	// yet in the database file. (SQLite, seeing one, makes its -shm file:
	// checked after the listing.)
	wal := db + "-wal"
	if err := os.WriteFile(wal, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := runStorageCLI("", "export", "--db", db, "--force", wal); err == nil || !strings.Contains(err.Error(), "is the database being exported ("+wal+")") {
		t.Errorf("export over the database's WAL: %v", err)
	}
	d, err := storage.Open(context.Background(), db)
	if err != nil {
		t.Fatalf("the database no longer opens: %v", err)
	}
	d.Close()
	if _, _, err := runStorageCLI("", "export", "--db", db, "--force", notes); err != nil {
		t.Errorf("export --force over a text file: %v", err)
	}
	if got := testfs.Content(notes); !strings.Contains(got, "xima-club") {
		t.Errorf("export --force left %s", got)
	}
}
