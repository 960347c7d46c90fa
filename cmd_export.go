package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
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

// exportFile writes the club file beside its final name and renames it
// there once complete, so an interrupted export leaves no half file.
func exportFile(ctx context.Context, db *storage.DB, path string) (storage.ExportStats, error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".partial-*")
	if err != nil {
		return storage.ExportStats{}, err
	}
	st, err := db.Export(ctx, tmp)
	if err == nil {
		err = tmp.Sync()
	}
	err = errors.Join(err, tmp.Close())
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return storage.ExportStats{}, err
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
