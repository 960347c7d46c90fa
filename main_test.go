package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"
)

// runCLI runs the command line with stdin and returns stdout and the error.
func runCLI(t *testing.T, stdin string, args ...string) (string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err := run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), err
}

func TestActionsCountMatchesTheBook(t *testing.T) {
	for record, want := range map[string]string{
		"": "176", "1. -G2": "194", "1. -G2 -G4": "211", "1. -G2 -G4 2. -G12": "235",
	} {
		args := []string{"actions", "--count"}
		if record != "" {
			args = append(args, "-")
		}
		out, err := runCLI(t, record, args...)
		if err != nil || strings.TrimSpace(out) != want {
			t.Errorf("%q: %q %v, want %s", record, out, err, want)
		}
	}
}

func TestActionsListIsSortedLongForm(t *testing.T) {
	out, err := runCLI(t, "1. -G2 -G4", "actions", "-")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 211 {
		t.Fatalf("%d lines", len(lines))
	}
	for i := 1; i < len(lines); i++ {
		if lines[i-1] >= lines[i] {
			t.Fatalf("not sorted at %q %q", lines[i-1], lines[i])
		}
	}
	for _, want := range []string{"-G5", "=G6", "G2F2", "G2H1", "-A1"} {
		if !strings.Contains("\n"+out, "\n"+want+"\n") {
			t.Errorf("missing %s", want)
		}
	}
}

func TestReplayReportsTheFirstIllegalMove(t *testing.T) {
	_, err := runCLI(t, "1. -G2 -G4 2. -G12 G4G9", "replay", "-")
	if err == nil || err.Error() != "move 2: G4G9: illegal action: a bare step cannot be climbed: G5 is 2 high, the block on G4 is at 1" {
		t.Fatalf("err = %v", err)
	}
	var ee *exitError
	if errors.As(err, &ee) {
		t.Fatal("an illegal move exits 1, not as a usage error")
	}
}

func TestReplayBookGame(t *testing.T) {
	out, err := runCLI(t, "", "replay", "assets/book/book-11.3.10.xima")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Result: Blue wins (summit)", "J1: blue blue red", "  1  . "} {
		if !strings.Contains(out, want) {
			t.Errorf("replay output lacks %q:\n%s", want, out)
		}
	}
	out, err = runCLI(t, "", "replay", "--json", "assets/book/book-11.3.10.xima")
	if err != nil {
		t.Fatal(err)
	}
	var r struct {
		Columns []struct {
			Cell   string
			Blocks []struct {
				Color   string
				Special bool
			}
		}
		Players []struct {
			Color string
			Took  int
		}
		Result struct{ Winner, Reason string }
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Result.Winner != "blue" || r.Result.Reason != "summit" || r.Players[0].Took != 2 || r.Players[1].Took != 1 {
		t.Fatalf("json result %+v players %+v", r.Result, r.Players)
	}
	found := false
	for _, c := range r.Columns {
		if c.Cell == "G7" {
			found = len(c.Blocks) == 1 && c.Blocks[0].Color == "blue" && c.Blocks[0].Special
		}
	}
	if !found {
		t.Fatal("blue's special should stand on G7")
	}
}

func TestPerftCommand(t *testing.T) {
	out, err := runCLI(t, "", "perft", "--depth", "2")
	if err != nil || strings.TrimSpace(out) != "31968" {
		t.Fatalf("%q %v", out, err)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{{"nope"}, {"perft", "--depth", "99"}, {"replay"}, {"actions", "a", "b"}} {
		_, err := runCLI(t, "", args...)
		var ee *exitError
		if !errors.As(err, &ee) || ee.code != 2 {
			t.Errorf("%v: %v, want a usage error", args, err)
		}
	}
	if _, err := runCLI(t, "[Game \"Go\"]\n", "actions", "-"); !errors.Is(err, errUnknownGame) {
		t.Errorf("unknown game: %v", err)
	}
}

func TestHelpListsCommands(t *testing.T) {
	out, err := runCLI(t, "", "help")
	if err != nil || !strings.Contains(out, "replay") || !strings.Contains(out, "export") {
		t.Fatalf("%q %v", out, err)
	}
}

func TestInterruptStopsAHeadlessCommandAtOnce(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan struct{})
	slow := command{name: "slow", run: func(ctx context.Context, _ []string, _ io.Reader, _, _ io.Writer) error {
		close(started)
		select {} // a command that never looks at its context
	}}
	done := make(chan error, 1)
	go func() { done <- runInterruptible(ctx, slow, nil, nil, io.Discard, io.Discard) }()
	<-started
	cancel()
	if err := <-done; !errors.Is(err, errInterrupted) {
		t.Fatalf("interrupted command returned %v", err)
	}
}

// TestInterruptWaitsForCleanUp: an interrupted command that watches its
// context gets to undo what it began (an export's temporary file) before
// the process exits (issue 29, F9).
func TestInterruptWaitsForCleanUp(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan struct{})
	cleaned := false
	careful := command{name: "careful", run: func(ctx context.Context, _ []string, _ io.Reader, _, _ io.Writer) error {
		close(started)
		<-ctx.Done()
		time.Sleep(50 * time.Millisecond) // removing a temporary file
		cleaned = true
		return ctx.Err()
	}}
	done := make(chan error, 1)
	go func() { done <- runInterruptible(ctx, careful, nil, nil, io.Discard, io.Discard) }()
	<-started
	cancel()
	if err := <-done; !errors.Is(err, errInterrupted) {
		t.Fatalf("interrupted command returned %v", err)
	}
	if !cleaned {
		t.Error("runInterruptible returned before the command cleaned up")
	}
}

func TestPerftStopsOnInterrupt(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := run(ctx, []string{"perft", "--depth", "6"}, strings.NewReader(""), io.Discard, io.Discard)
	if !errors.Is(err, errInterrupted) && !errors.Is(err, context.Canceled) {
		t.Fatalf("perft after Ctrl-C returned %v", err)
	}
}

// TestFyneAppIconExists: FyneApp.toml's icon is in assets/ and is a PNG.
func TestFyneAppIconExists(t *testing.T) {
	toml, err := os.ReadFile("FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	var icon string
	for _, line := range strings.Split(string(toml), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok && strings.TrimSpace(k) == "Icon" {
			icon = strings.Trim(strings.TrimSpace(v), `"`)
		}
	}
	data, err := os.ReadFile(icon)
	if err != nil || !strings.HasPrefix(icon, "assets/") || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Fatalf("FyneApp.toml names icon %q: %v", icon, err)
	}
}

// TestHeadlessCommandsPrintNoFyneLogs runs a headless command in a child
// process under LANG=C.UTF-8, the locale Fyne's init cannot parse: its
// standard error must stay empty.
func TestHeadlessCommandsPrintNoFyneLogs(t *testing.T) {
	if os.Getenv("XIMA_HEADLESS_CHILD") == "1" {
		if err := run(context.Background(), []string{"actions", "--count"}, strings.NewReader(""), os.Stdout, os.Stderr); err != nil {
			os.Exit(1)
		}
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHeadlessCommandsPrintNoFyneLogs$")
	cmd.Env = append(os.Environ(), "XIMA_HEADLESS_CHILD=1", "LANG=C.UTF-8", "LC_ALL=", "LANGUAGE=")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("child: %v\n%s", err, stderr.String())
	}
	if !strings.Contains(stdout.String(), "176") || stderr.Len() != 0 {
		t.Fatalf("stdout %q, stderr %q: want the count and nothing on stderr", stdout.String(), stderr.String())
	}
}

// TestDatabaseBeforeTheCommand: --db given before a command's name is the
// command's, as after it; before a record it is the window's.
func TestDatabaseBeforeTheCommand(t *testing.T) {
	for _, tc := range []struct{ in, want []string }{
		{[]string{"--db", "club.db", "export", "out.json"}, []string{"export", "--db", "club.db", "out.json"}},
		{[]string{"--db=club.db", "import", "in.json"}, []string{"import", "--db=club.db", "in.json"}},
		{[]string{"--db", "club.db", "game.xima"}, []string{"--db", "club.db", "game.xima"}},
		{[]string{"export", "--db", "club.db", "out.json"}, []string{"export", "--db", "club.db", "out.json"}},
		{[]string{"--db", "club.db"}, []string{"--db", "club.db"}},
	} {
		if got := commandFirst(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("%q: %q, want %q", tc.in, got, tc.want)
		}
	}
}
