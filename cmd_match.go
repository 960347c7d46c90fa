package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"time"

	"xima/games/catalog"
	"xima/games/match"
	"xima/games/search"
	"xima/internal/atomicfile"
)

// budgetFlags are the thinking budget of bestmove and match: level 6's,
// of which the other levels spend a share.
type budgetFlags struct {
	movetime *int
	nodes    *int64
}

func addBudgetFlags(fs *flag.FlagSet) budgetFlags {
	return budgetFlags{
		movetime: fs.Int("movetime", 0, "level 6's thinking time per move in milliseconds (default 1000; lower levels think a share of it)"),
		nodes:    fs.Int64("nodes", 0, "level 6's positions per move instead of a time: results repeat exactly for a seed"),
	}
}

func (b budgetFlags) budget() (search.Budget, error) {
	if *b.movetime < 0 || *b.nodes < 0 {
		return search.Budget{}, usageError("--movetime and --nodes must not be negative")
	}
	return search.Budget{Time: time.Duration(*b.movetime) * time.Millisecond, Nodes: *b.nodes}, nil
}

func runMatch(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "Xima", "the game")
	a := fs.String("a", "6", "player A: a level 1 to 6, or greedy")
	b := fs.String("b", "5", "player B, at every other seat")
	games := fs.Int("games", 10, "games to play, in pairs with the seats turned")
	seats := fs.Int("players", 0, "players at the table (default the game's usual)")
	variant := fs.String("variant", "", "the game's variant (Xima: sport, luck, two-dice; Xana: the board size)")
	seed := fs.Uint64("seed", 1, "the seed of the openings, the dice and the levels' mistakes: pair k plays from seed+k, so runs whose seeds lie closer than their pairs share games")
	opening := fs.Int("opening", 2, "random actions each game starts with, so the games differ")
	out := fs.String("out", "", "a directory to write each game's record to")
	jobs := fs.Int("jobs", 1, "games played at once (results do not change with it under --nodes)")
	maxActions := fs.Int("max-actions", 1000, "a game still going after this many actions counts as a draw (unfinished)")
	adjudicate := fs.Bool("adjudicate", false, "a game still going at --max-actions goes to the seat ahead by the game's own count (Xana) instead of a draw")
	target := fs.Int("to", 0, "play each of the games as a series to this many points (Xoliba's match to 50), each game shuffled anew")
	budget := addBudgetFlags(fs)
	if err := fs.Parse(args); err != nil {
		return usageError("%v", err)
	}
	if fs.NArg() > 0 {
		return usageError("match takes no arguments, got %q", fs.Args())
	}
	kind, err := catalog.Find(*game)
	if err != nil {
		return usageError("%v", err)
	}
	pa, err := match.ParsePlayer(*a)
	if err != nil {
		return usageError("--a: %v", err)
	}
	pb, err := match.ParsePlayer(*b)
	if err != nil {
		return usageError("--b: %v", err)
	}
	bud, err := budget.budget()
	if err != nil {
		return err
	}
	if *games < 1 || *opening < 0 || *maxActions < 1 || *target < 0 {
		return usageError("--games and --max-actions must be at least 1, --opening and --to not negative")
	}
	if *out != "" {
		if err := prepareMatchDir(*out); err != nil {
			return err
		}
	}
	cfg := match.Config{Kind: kind, Seats: *seats, Variant: *variant, A: pa, B: pb, Games: *games,
		Budget: bud, Seed: *seed, Opening: *opening, MaxActions: *maxActions, Jobs: *jobs, Target: *target, Adjudicate: *adjudicate}
	if cfg.Seats == 0 {
		cfg.Seats = kind.Seats[0]
	}
	var writeErr error
	cfg.Game = func(g match.Game) {
		if *out != "" && writeErr == nil {
			writeErr = writeMatchRecord(*out, g)
		}
	}
	sum, err := match.Run(ctx, cfg)
	if err != nil {
		return err
	}
	if writeErr != nil {
		return writeErr
	}
	return printMatch(stdout, cfg, sum)
}

// prepareMatchDir makes the --out directory, or checks that it holds no
// match's records yet: a match never writes over another one's games.
func prepareMatchDir(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	held, err := filepath.Glob(filepath.Join(dir, "game-[0-9][0-9][0-9]*.txt"))
	if err != nil {
		return err
	}
	if len(held) > 0 {
		return fmt.Errorf("match: %s holds game records already (%s): name a new or empty directory", dir, filepath.Base(held[0]))
	}
	return nil
}

// writeMatchRecord writes game g's record to dir/game-NNN.txt, or a
// series' games to dir/game-NNN-K.txt, never over an existing file.
func writeMatchRecord(dir string, g match.Game) error {
	for k, game := range g.Games {
		name := fmt.Sprintf("game-%03d.txt", g.Index+1)
		if g.Points != nil {
			name = fmt.Sprintf("game-%03d-%d.txt", g.Index+1, k+1)
		}
		if err := atomicfile.Write(filepath.Join(dir, name), false, 0o644, func(w io.Writer) error { return game.WriteRecord(w) }); err != nil {
			return err
		}
	}
	return nil
}

// printMatch prints the match's result from A's side.
func printMatch(w io.Writer, cfg match.Config, s match.Summary) error {
	var b []byte
	add := func(format string, args ...any) { b = fmt.Appendf(b, format, args...) }
	unit := "games"
	if cfg.Target > 0 {
		unit = fmt.Sprintf("series to %d points (%d games)", cfg.Target, s.Played)
	}
	add("%s, %d players: %s (A) against %s (B), %d %s\n", cfg.Kind.Name, cfg.Seats, cfg.A, cfg.B, s.Games, unit)
	add("A: %d wins, %d draws, %d losses", s.Wins, s.Draws, s.Losses)
	if s.Unfinished > 0 && cfg.Adjudicate {
		add(" (%d games unfinished at %d actions, given by the game's count where it has one)", s.Unfinished, cfg.MaxActions)
	} else if s.Unfinished > 0 {
		add(" (%d draws unfinished at %d actions)", s.Unfinished, cfg.MaxActions)
	}
	add("\nA's score: %.1f%%", 100*s.Score())
	if cfg.Seats > 2 {
		add(" (A won %.1f%% of the games; its share at a table of %d is %.1f%%)", 100*float64(s.Wins)/float64(s.Games), cfg.Seats, 100/float64(cfg.Seats))
	}
	add("\n")
	if cfg.Seats == 2 {
		d, lo, hi := s.EloInterval()
		add("Elo difference: %s (95%% interval %s to %s)\n", elo(d), elo(lo), elo(hi))
	}
	for _, side := range []struct {
		name   string
		times  []time.Duration
		depths []int
	}{{"A", s.AThink, s.ADepth}, {"B", s.BThink, s.BDepth}} {
		if len(side.times) > 0 {
			add("%s's move time: median %s, 90%% %s, max %s over %d moves\n", side.name,
				seconds(match.Quantile(side.times, 0.5)), seconds(match.Quantile(side.times, 0.9)),
				seconds(match.Quantile(side.times, 1)), len(side.times))
		}
		if len(side.depths) > 0 {
			add("%s's depth: median %d, mean %.2f over %d searches\n", side.name,
				match.Quantile(side.depths, 0.5), match.Mean(side.depths), len(side.depths))
		}
	}
	_, err := w.Write(b)
	return err
}

func elo(x float64) string {
	if math.IsInf(x, 0) {
		if x > 0 {
			return "+inf"
		}
		return "-inf"
	}
	return fmt.Sprintf("%+.0f", x)
}

func seconds(d time.Duration) string { return fmt.Sprintf("%.3f s", d.Seconds()) }

func runBestmove(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bestmove", flag.ContinueOnError)
	level := fs.Int("level", search.MaxLevel, "the computer's level, 1 to 6")
	seed := fs.Uint64("seed", 1, "the seed of a level's mistakes")
	verbose := fs.Bool("v", false, "also print the search's depth, score, positions and time on standard error")
	classic := fs.Bool("classic", false, "search as the search did before issue 31, for measuring it")
	budget := addBudgetFlags(fs)
	rec, kind, err := parseGameArgs(fs, args, stdin, stderr, true)
	if err != nil {
		return err
	}
	bud, err := budget.budget()
	if err != nil {
		return err
	}
	lim, err := search.Level(*level, bud, *seed)
	if err != nil {
		return usageError("--level: %v", err)
	}
	lim.Classic = *classic
	if kind.NewComputer == nil {
		return fmt.Errorf("%s has no computer player yet", kind.Name)
	}
	g, err := kind.FromRecord(rec)
	if err != nil {
		return moveError(err)
	}
	if r, ok := g.(interface {
		NeedsRoll() bool
		Roll() ([]uint8, error)
	}); ok && r.NeedsRoll() {
		if _, err := r.Roll(); err != nil { // from the record's seed, as play would
			return err
		}
	}
	ch, err := kind.NewComputer().Think(ctx, g, lim)
	if errors.Is(err, search.ErrNoAction) {
		return fmt.Errorf("the game is over: no action to play")
	}
	if err != nil {
		return err
	}
	if *verbose {
		fmt.Fprintf(stderr, "depth %d, score %s, %d positions, %s\n", ch.Depth, scoreText(ch.Score), ch.Nodes, ch.Elapsed.Round(time.Millisecond))
	}
	_, err = fmt.Fprintln(stdout, kind.ActionName(g, ch.Action)) // as actions lists it (Xima: the long form)
	return err
}

// scoreText is a search's score for the side to move: a number, or a win
// or loss in so many plies that the search proved.
func scoreText(v int) string {
	switch {
	case v >= search.Win-search.MaxEval:
		return fmt.Sprintf("%d (win in %d plies)", v, search.Plies(v))
	case v <= -(search.Win - search.MaxEval):
		return fmt.Sprintf("%d (loss in %d plies)", v, search.Plies(v))
	}
	return fmt.Sprint(v)
}
