package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"xima/internal/atomicfile"
	"xima/storage"
)

// runExport writes a database's whole club (profiles, rating history,
// finished games) to one club file, for `xima import` on another computer.
func runExport(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dbPath := fs.String("db", "", "the database to export (default: the one the app uses)")
	force := fs.Bool("force", false, "replace an existing FILE (never a database, a link, a directory or a device)")
	if err := fs.Parse(args); err != nil {
		return usageError("%v", err)
	}
	if fs.NArg() != 1 {
		return usageError("usage: xima export [--db DB] [--force] FILE (- for standard output)")
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
	st, err := exportFile(ctx, db, path, out, *force)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "exported %s and %s to %s\n", plural(st.Profiles, "profile"), plural(st.Games, "game"), out)
	return err
}

// exportFile writes the club file through atomicfile.Write: beside its final
// name, renamed there once complete, so an interrupted export leaves no
// half file and a failed one leaves the old file as it was. An existing
// file is replaced only with force, keeping its mode, and never when it is
// the database being exported (or one of SQLite's files beside it),
// through whatever name or link, or any other SQLite database: a club
// file over a database destroys the club. Anything else at path (a
// symbolic link, a directory, a device, a file with other hard links) is
// refused and left as it is. A new file gets 0666 less the umask.
func exportFile(ctx context.Context, db *storage.DB, dbPath, path string, force bool) (storage.ExportStats, error) {
	if err := checkExportTarget(dbPath, path); err != nil {
		return storage.ExportStats{}, fmt.Errorf("export: %w", err)
	}
	var st storage.ExportStats
	var exportErr error
	err := atomicfile.Write(path, force, 0o666, func(w io.Writer) error {
		st, exportErr = db.Export(ctx, w)
		return exportErr
	})
	switch {
	case exportErr != nil:
		return storage.ExportStats{}, exportErr // it names the export already
	case errors.Is(err, atomicfile.ErrNotRegular):
		return storage.ExportStats{}, fmt.Errorf("export: %w (- writes the club file to standard output)", err)
	case errors.Is(err, fs.ErrExist):
		return storage.ExportStats{}, fmt.Errorf("export: %s exists: left as it is (--force replaces it)", path)
	case err != nil:
		return storage.ExportStats{}, fmt.Errorf("export: %w", err)
	}
	return st, nil
}

// checkExportTarget refuses an export to path when what is there is the
// database at dbPath, its journal or WAL, by identity (device and inode,
// or the file's index on Windows, so through any link), or any SQLite
// database. What is not there yet, or cannot be read, is atomicfile.Write's to
// judge.
func checkExportTarget(dbPath, path string) error {
	if suffix, ok := besideDatabase(dbPath, path); ok {
		return fmt.Errorf("%s is the database being exported (%s): left as it is", path, dbPath+suffix)
	}
	target, err := os.Stat(path)
	if err != nil {
		return nil
	}
	for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
		if own, err := os.Stat(dbPath + suffix); err == nil && os.SameFile(own, target) {
			return fmt.Errorf("%s is the database being exported (%s): left as it is", path, dbPath+suffix)
		}
	}
	if target.Mode().IsRegular() && isSQLiteFile(path) {
		return fmt.Errorf("%s is a database, not a club file: left as it is", path)
	}
	return nil
}

// besideDatabase reports whether path names, in the database's own
// folder, one of the files SQLite keeps beside it (its -wal, -shm or
// -journal), which may not exist yet while an export runs: whichever a
// club file took, SQLite would read it as its own. Names are compared in
// any case, as Windows' are.
func besideDatabase(dbPath, path string) (suffix string, ok bool) {
	dbDir, err := os.Stat(filepath.Dir(dbPath))
	if err != nil {
		return "", false
	}
	dir, err := os.Stat(filepath.Dir(path))
	if err != nil || !os.SameFile(dbDir, dir) {
		return "", false
	}
	for _, suffix := range []string{"-wal", "-shm", "-journal"} {
		if strings.EqualFold(filepath.Base(path), filepath.Base(dbPath)+suffix) {
			return suffix, true
		}
	}
	return "", false
}

// isSQLiteFile reports whether the file at path begins with SQLite's
// header.
func isSQLiteFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 16)
	_, err = io.ReadFull(f, head)
	return err == nil && string(head) == "SQLite format 3\x00"
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
