package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"xima/storage"
)

// runExport writes a database's whole club (profiles, rating history,
// finished games) to one club file, for `xima import` on another computer.
func runExport(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dbPath := fs.String("db", "", "the database to export (default: the one the app uses)")
	if err := fs.Parse(args); err != nil {
		return usageError("%v", err)
	}
	if fs.NArg() != 1 {
		return usageError("usage: xima export [--db DB] FILE (- for standard output)")
	}
	path, err := dbPathOrDefault(*dbPath)
	if err != nil {
		return err
	}
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("export: no database at %s", path)
	} else if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	db, err := openReadOnly(ctx, path)
	if err != nil {
		return err
	}
	defer db.Close()
	out := fs.Arg(0)
	if out == "-" {
		st, err := db.Export(ctx, stdout)
		if err != nil {
			return err
		}
		fmt.Fprintf(stderr, "exported %s and %s\n", plural(st.Profiles, "profile"), plural(st.Games, "game"))
		return nil
	}
	st, err := exportFile(ctx, db, out)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "exported %s and %s to %s\n", plural(st.Profiles, "profile"), plural(st.Games, "game"), out)
	return err
}

// exportFile writes the club file through writeFile: beside its final
// name, renamed there once complete, so an interrupted export leaves no
// half file and a failed one leaves the old file as it was. An existing
// club file is replaced, keeping its mode; anything else at path (a
// symbolic link, a directory, a device, a file with other hard links) is
// refused and left as it is. A new file gets 0666 less the umask.
func exportFile(ctx context.Context, db *storage.DB, path string) (storage.ExportStats, error) {
	var st storage.ExportStats
	err := writeFile(path, true, 0o666, func(w io.Writer) error {
		var err error
		st, err = db.Export(ctx, w)
		return err
	})
	if errors.Is(err, errNotRegular) {
		return storage.ExportStats{}, fmt.Errorf("export: %w (- writes the club file to standard output)", err)
	}
	if err != nil {
		return storage.ExportStats{}, fmt.Errorf("export: %w", err)
	}
	return st, nil
}

// dbPathOrDefault returns the --db path, or the app's default database.
func dbPathOrDefault(flagPath string) (string, error) {
	if flagPath != "" {
		return flagPath, nil
	}
	return storage.DefaultPath()
}

// openDB opens the database at path; for a damaged file it says how to
// start afresh beside it.
func openDB(ctx context.Context, path string) (*storage.DB, error) {
	db, err := storage.Open(ctx, path)
	if errors.Is(err, storage.ErrCorrupt) {
		return nil, fmt.Errorf("%w\nthe file is left as it is; to start afresh, use --db %s",
			err, storage.FreshPathBeside(path, time.Now()))
	}
	return db, err
}

// openReadOnly opens the database at path for an export: read-only, so
// that read-only media work and nothing is made beside the file, unless an
// older xima wrote it, when Open brings its schema up to date first.
func openReadOnly(ctx context.Context, path string) (*storage.DB, error) {
	db, err := storage.OpenReadOnly(ctx, path)
	if errors.Is(err, storage.ErrOldSchema) {
		return openDB(ctx, path)
	}
	if errors.Is(err, storage.ErrCorrupt) {
		return nil, fmt.Errorf("%w\nthe file is left as it is; to start afresh, use --db %s",
			err, storage.FreshPathBeside(path, time.Now()))
	}
	return db, err
}

// plural writes "1 game", "2 games".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
