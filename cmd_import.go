package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"xima/storage"
)

// runImport adds a club file's profiles and finished games to a database
// (created when missing). Importing the same file twice adds nothing.
func runImport(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dbPath := fs.String("db", "", "the database to import into (default: the one the app uses)")
	if err := fs.Parse(args); err != nil {
		return usageError("%v", err)
	}
	if fs.NArg() != 1 {
		return usageError("usage: xima import [--db DB] FILE (- for standard input)")
	}
	in := stdin
	if name := fs.Arg(0); name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		in = f
	}
	path, err := dbPathOrDefault(*dbPath)
	if err != nil {
		return err
	}
	db, err := openDB(ctx, path)
	if err != nil {
		return err
	}
	defer db.Close()
	st, err := db.Import(ctx, in, storage.ImportOptions{})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "imported %s and %s; %s already there\n",
		plural(st.ProfilesAdded, "profile"), plural(st.GamesAdded, "game"), plural(st.GamesPresent, "game"))
	for _, r := range st.Renamed {
		fmt.Fprintf(stdout, "profile %q is %q here: another profile has that name\n", r.From, r.To)
	}
	return nil
}
