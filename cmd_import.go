package main

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"xima/games/core"
	"xima/storage"
	"xima/ui/session"
)

// linkPolicies are the --link values, for players the club does not
// know by key.
var linkPolicies = map[string]storage.LinkPolicy{
	"same":  storage.LinkSameName,
	"any":   storage.LinkAnyCase,
	"never": storage.LinkNever,
}

// runImport adds a club file's profiles and finished games, or a record
// file's finished game, to a database (created when missing). Importing
// the same file twice adds nothing, and a game already there (by content)
// is not added again. Players the club does not know by key are linked
// by name as --link says. Every game it adds must be one play could have
// stored (session.CheckFinished): its record replays to its end, and its
// result, seats and outcomes are what that end gives. Rated games are
// rated again in date order by the rules. A club file is read up to storage.MaxClubFileBytes.
func runImport(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dbPath := fs.String("db", "", "the database to import into (default: the one the app uses)")
	link := fs.String("link", "same", "players the club does not know: same (linked to the profile of exactly their name, not archived), any (of their name in any case, archived too) or never; otherwise a new profile")
	if err := fs.Parse(args); err != nil {
		return usageError("%v", err)
	}
	policy, ok := linkPolicies[*link]
	if !ok {
		return usageError("--link %s: want same, any or never", core.Quote(*link))
	}
	if fs.NArg() != 1 {
		return usageError("usage: xima import [--db DB] [--link same|any|never] FILE (a club file or a record; - for standard input)")
	}
	name, in, modTime := fs.Arg(0), stdin, time.Now()
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		if info, err := f.Stat(); err == nil {
			modTime = info.ModTime()
		}
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
	br := bufio.NewReader(in)
	if isRecord(br) {
		return importRecord(ctx, db, name, br, modTime, policy, stdout)
	}
	st, err := db.Import(ctx, br, storage.ImportOptions{CheckGame: session.CheckFinished, Policy: policy, Rate: session.RateRecord})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "imported %s and %s; %s already there\n",
		plural(st.ProfilesAdded, "profile"), plural(st.GamesAdded, "game"), plural(st.GamesPresent, "game"))
	if st.Linked > 0 {
		fmt.Fprintf(stdout, "%s linked to profiles here by name\n", plural(st.Linked, "player"))
	}
	if st.Rerated > 0 {
		fmt.Fprintf(stdout, "%s rated again in date order\n", plural(st.Rerated, "rated game"))
	}
	for _, r := range st.Renamed {
		fmt.Fprintf(stdout, "profile %q is %q here: another profile has that name\n", r.From, r.To)
	}
	return nil
}

// isRecord reports whether the input is a game record (it begins with a
// tag or a move number) rather than a club file.
func isRecord(br *bufio.Reader) bool {
	head, _ := br.Peek(4096) // as much as there is, up to a buffer's worth
	head = bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\uFEFF")), " \t\r\n")
	return len(head) > 0 && (head[0] == '[' || head[0] >= '0' && head[0] <= '9')
}

// importRecord adds a record file's finished game to the history, unless
// the history has it already.
func importRecord(ctx context.Context, db *storage.DB, name string, r io.Reader, modTime time.Time, policy storage.LinkPolicy, stdout io.Writer) error {
	ri, err := session.ReadRecordImport(ctx, db, name, r, modTime)
	switch {
	case err != nil:
		return err
	case !ri.Game.Result().Over:
		return fmt.Errorf("%s: the game is not over: open it with `xima %s` to play on", core.Excerpt(name), core.Excerpt(name))
	case ri.Same != nil:
		_, err := fmt.Fprintf(stdout, "the history has this game already (game %d): nothing added\n", ri.Same.ID)
		return err
	}
	res, err := ri.Store(ctx, db, nil, policy)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "imported the %s game of %s as game %d; %s added, %s linked by name\n", ri.Row.Game,
		ri.Row.Started.Format("2006-01-02"), res.ID, plural(res.ProfilesAdded, "profile"), plural(res.Linked, "player"))
	return err
}
