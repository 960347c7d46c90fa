// Command xima is the Xima desktop application. With no subcommand it opens
// the window; its subcommands work headless, for scripts and tests.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"time"
)

// command is one headless subcommand. run gets the arguments after the
// command's name and reports failure as an error; main maps it to an exit code.
type command struct {
	name    string
	summary string
	run     func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error
}

// commands lists the subcommands in the order the usage text shows them.
var commands = []command{
	{"replay", "validate a game record and print the final position", runReplay},
	{"actions", "list the legal actions after a record", runActions},
	{"perft", "count the leaves of the action tree", runPerft},
	{"bestmove", "print the action the computer plays after a record", runBestmove},
	{"analyse", "class every move of a record by the computer's analysis", runAnalyse},
	{"puzzles", "make puzzles from computer games, each checked by a deeper search", runPuzzles},
	{"calibrate", "fit how the computer's scores turn into chances of winning", runCalibrate},
	{"match", "play computer levels against each other and measure them", runMatch},
	{"export", "write the club (profiles, ratings, games) to one file", runExport},
	{"import", "add a club file's profiles and games to the database", runImport},
	{"render", "draw the Xima position after a record to a PNG", runRender},
}

// exitError carries an exit code other than 1 (2 for usage errors).
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

func usageError(format string, args ...any) error {
	return &exitError{code: 2, err: fmt.Errorf(format, args...)}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		var ee *exitError
		if errors.As(err, &ee) {
			os.Exit(ee.code)
		}
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
		fmt.Fprint(stdout, usage())
		return nil
	}
	args = commandFirst(args)
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		for _, c := range commands {
			if c.name == args[0] {
				return runInterruptible(ctx, c, args[1:], stdin, stdout, stderr)
			}
		}
		if _, err := os.Stat(args[0]); err != nil {
			return usageError("unknown command %q\n%s", args[0], usage())
		}
	}
	return runGUI(ctx, args, stderr)
}

// commandFirst moves a --db given before a command's name after it, where
// the command reads it: "xima --db club.db export out.json" is "xima
// export --db club.db out.json". Anything else is left as it is.
func commandFirst(args []string) []string {
	var db []string
	switch {
	case len(args) >= 3 && args[0] == "--db":
		db, args = args[:2], args[2:]
	case len(args) >= 2 && strings.HasPrefix(args[0], "--db="):
		db, args = args[:1], args[1:]
	default:
		return args
	}
	for _, c := range commands {
		if c.name == args[0] {
			return slices.Concat(args[:1], db, args[1:])
		}
	}
	return slices.Concat(db, args)
}

// errInterrupted is a headless command stopped by Ctrl-C.
var errInterrupted = &exitError{code: 130, err: errors.New("interrupted")}

// interruptGrace is how long an interrupted command may take to undo what
// it began, once its context ends: an export removes its temporary file,
// an import rolls back.
const interruptGrace = 3 * time.Second

// runInterruptible runs a headless command and returns soon after ctx
// ends (Ctrl-C): as soon as the command returns, which a command that
// watches ctx does after cleaning up, or after interruptGrace for one that
// does not (a long replay or perft). The process then exits; SQLite rolls
// back whatever transaction was still open.
func runInterruptible(ctx context.Context, c command, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	done := make(chan error, 1)
	go func() { done <- c.run(ctx, args, stdin, stdout, stderr) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	select {
	case <-done:
	case <-time.After(interruptGrace):
	}
	return errInterrupted
}

func usage() string {
	var b strings.Builder
	b.WriteString("usage: xima [--db PATH] [RECORD] open the window (on RECORD: replay or play on)\n       xima COMMAND [ARGS]       run headless\ncommands:\n")
	for _, c := range commands {
		fmt.Fprintf(&b, "  %-8s %s\n", c.name, c.summary)
	}
	return b.String()
}
