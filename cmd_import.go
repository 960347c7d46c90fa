package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"xima/games/core"
	"xima/storage"
)

// runImport adds a club file's profiles and finished games to a database
// (created when missing). Importing the same file twice adds nothing. Every
// game it adds must replay with its game's rules, as `xima replay` plays
// it; the file is read up to storage.MaxClubFileBytes.
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
	st, err := db.Import(ctx, in, storage.ImportOptions{CheckRecord: checkClubRecord})
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

// checkClubRecord reads the record of a club file's finished game with its
// game's reader and replays it: a record that does not play back would
// show a wrong position forever.
func checkClubRecord(game, record string) error {
	var names []string
	for _, g := range headlessGames {
		if !strings.EqualFold(g.name, game) {
			names = append(names, g.name)
			continue
		}
		rec, err := core.Read(strings.NewReader(record))
		if err != nil {
			return err
		}
		if tag, ok := rec.Get("Game"); ok && !strings.EqualFold(strings.TrimSpace(tag), g.name) {
			return fmt.Errorf("a %.32q record in a %s game", tag, g.name)
		}
		return moveError(g.replay(rec, replayOptions{}, io.Discard))
	}
	return fmt.Errorf("%w %.32q (this build plays %s)", errUnknownGame, game, strings.Join(names, ", "))
}
