package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"xima/games/catalog"
	"xima/games/match"
	"xima/games/puzzles"
	"xima/games/search"
	"xima/internal/atomicfile"
)

func runPuzzles(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("puzzles", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "Xima", "the game")
	count := fs.Int("count", 200, "puzzles to make")
	maxGames := fs.Int("games", 0, "games to play at most (default 50 a puzzle)")
	levels := fs.String("levels", "2,3,4", "the computer levels that play the games, each against each: weak levels err and leave the other side a win to find")
	playNodes := fs.Int64("play-nodes", 20000, "level 6's positions per move in the games played (the levels spend their share)")
	nodes := fs.Int64("nodes", puzzles.DefaultNodes, "positions per search when finding puzzles")
	verifyNodes := fs.Int64("verify-nodes", 4*puzzles.DefaultNodes, "positions per search when checking each puzzle again (more than --nodes)")
	seed := fs.Uint64("seed", 1, "the seed of the games (their openings, the levels' mistakes) and of the searches")
	opening := fs.Int("opening", 4, "random actions each game starts with, so the games differ")
	maxActions := fs.Int("max-actions", 300, "a game still going after this many actions stops there (its positions still count)")
	variant := fs.String("variant", "", "the game's variant (Xima: sport, luck, two-dice; Xana: the board size)")
	bandShare := fs.Float64("band-share", 0.5, "the most of --count one difficulty band (easy, medium, hard: docs/puzzles.md) may take")
	sidelines := fs.Bool("sidelines", true, "also look at the position after each move the opponent could have played instead of the game's")
	jobs := fs.Int("jobs", 1, "games played and searched at once (the puzzles do not change with it)")
	out := fs.String("out", "", "write the puzzles to this file, one JSON object a line, instead of standard output")
	force := fs.Bool("force", false, "let --out replace an existing file")
	check := fs.Bool("check", false, "instead of making puzzles, check those of the files given at --verify-nodes again (after a change of the game's scale or search) and keep those that pass, each once, at most --count")
	if err := fs.Parse(args); err != nil {
		return usageError("%v", err)
	}
	if fs.NArg() > 0 && !*check {
		return usageError("puzzles takes no arguments, got %q", fs.Args())
	}
	kind, err := catalog.Find(*game)
	if err != nil {
		return usageError("%v", err)
	}
	writeOut := func(ps []puzzles.Puzzle) error {
		puzzles.Sort(ps)
		write := func(w io.Writer) error { return puzzles.Write(w, ps) }
		if *out != "" {
			return atomicfile.Write(*out, *force, 0o644, write)
		}
		return write(stdout)
	}
	if *check {
		ps, err := checkAgain(ctx, kind, fs.Args(), *count, puzzles.Options{Nodes: *verifyNodes, Seed: *seed}, stderr)
		if err != nil {
			return err
		}
		return writeOut(ps)
	}
	players, err := parseLevels(*levels)
	if err != nil {
		return usageError("--levels: %v", err)
	}
	if *count < 1 || *nodes < 1 || *verifyNodes < *nodes || *opening < 0 || *maxActions < 1 || *playNodes < 1 || *bandShare <= 0 {
		return usageError("--count, --nodes and --play-nodes must be at least 1, --verify-nodes at least --nodes, --max-actions at least 1, --opening not negative, --band-share above 0")
	}
	if *maxGames <= 0 {
		*maxGames = 50 * *count
	}
	gen := generator{kind: kind, variant: *variant, players: players, playNodes: *playNodes, seed: *seed, opening: *opening, maxActions: *maxActions,
		find: puzzles.Options{Nodes: *nodes, Seed: *seed, Sidelines: *sidelines}, verify: puzzles.Options{Nodes: *verifyNodes, Seed: *seed}}
	ps, st, err := gen.collect(ctx, *count, *maxGames, *jobs, *bandShare, stderr)
	if err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	fmt.Fprintf(stderr, "%s: %d puzzles from %d games (%d found, %d failed the check, %d repeated, %d over their band's share)\n",
		kind.Name, len(ps), st.games, st.found, st.rejected, st.repeated, st.full)
	if werr := writeOut(ps); werr != nil {
		return werr
	}
	return err
}

// checkAgain reads the puzzles of kind's game from files and keeps those
// that pass Verify under opt, each once, at most count of them.
func checkAgain(ctx context.Context, kind catalog.Kind, files []string, count int, opt puzzles.Options, progress io.Writer) ([]puzzles.Puzzle, error) {
	var out []puzzles.Puzzle
	seen := map[string]bool{}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		ps, err := puzzles.Read(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		failed := 0
		for _, p := range ps {
			if seen[p.ID] || len(out) >= count || !strings.EqualFold(p.Game, kind.Name) {
				continue
			}
			if err := puzzles.Verify(ctx, kind, p, opt); err != nil {
				if ctx.Err() != nil {
					return nil, ctx.Err()
				}
				failed++
				continue
			}
			seen[p.ID] = true
			out = append(out, p)
		}
		fmt.Fprintf(progress, "%s: %d puzzles read, %d failed the check; %d kept in all\n", name, len(ps), failed, len(out))
	}
	return out, nil
}

// parseLevels reads a list of levels, "2,3,4".
func parseLevels(s string) ([]match.Player, error) {
	var out []match.Player
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < search.MinLevel || n > search.MaxLevel {
			return nil, fmt.Errorf("%q is no level %d to %d", f, search.MinLevel, search.MaxLevel)
		}
		p, err := match.ParsePlayer(strconv.Itoa(n))
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// generator plays computer games and cuts puzzles from them.
type generator struct {
	kind         catalog.Kind
	variant      string
	players      []match.Player
	playNodes    int64
	seed         uint64
	opening      int
	maxActions   int
	find, verify puzzles.Options
}

// stats count what became of the puzzles found.
type stats struct{ games, found, rejected, repeated, full int }

// band is a puzzle's difficulty band by its depth: easy (1-2 plies),
// medium (3-4), hard (5 or more).
func band(p puzzles.Puzzle) int {
	switch {
	case p.Depth <= 2:
		return 0
	case p.Depth <= 4:
		return 1
	}
	return 2
}

// collect plays games until count puzzles passed the deeper check, no
// band taking more than share of count, or maxGames were played. Games
// are played and searched jobs at a time and taken in order, so the
// puzzles do not depend on jobs. When ctx ends it returns what it has
// with ctx's error.
func (gen generator) collect(ctx context.Context, count, maxGames, jobs int, share float64, progress io.Writer) ([]puzzles.Puzzle, stats, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type result struct {
		found, kept []puzzles.Puzzle
		err         error
	}
	results := make([]chan result, maxGames)
	for i := range results {
		results[i] = make(chan result, 1)
	}
	next := make(chan int)
	go func() {
		defer close(next)
		for i := range maxGames {
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	for range max(jobs, 1) {
		go func() {
			for i := range next {
				found, kept, err := gen.game(ctx, i)
				results[i] <- result{found, kept, err}
			}
		}()
	}
	var out []puzzles.Puzzle
	var st stats
	seen := map[string]bool{}
	perBand := [3]int{}
	limit := max(1, int(share*float64(count)+0.5))
	for i := 0; i < maxGames && len(out) < count; i++ {
		var r result
		select {
		case r = <-results[i]:
		case <-ctx.Done():
			return out, st, ctx.Err()
		}
		if r.err != nil {
			return out, st, fmt.Errorf("game %d: %w", i+1, r.err)
		}
		st.games++
		st.found += len(r.found)
		st.rejected += len(r.found) - len(r.kept)
		for _, p := range r.kept {
			b := band(p)
			switch {
			case seen[p.ID]:
				st.repeated++
			case perBand[b] >= limit:
				st.full++
			case len(out) < count:
				seen[p.ID] = true
				perBand[b]++
				out = append(out, p)
			}
		}
		fmt.Fprintf(progress, "game %d: %d puzzles (easy %d, medium %d, hard %d)\n", i+1, len(out), perBand[0], perBand[1], perBand[2])
	}
	return out, st, nil
}

// game plays game i, levels paired each against each in turn, and returns
// the puzzles Find cut from it and those of them that passed Verify.
func (gen generator) game(ctx context.Context, i int) (found, kept []puzzles.Puzzle, err error) {
	n := len(gen.players)
	cfg := match.Config{Kind: gen.kind, Variant: gen.variant, A: gen.players[i%n], B: gen.players[i/n%n], Games: 1,
		Budget: search.Budget{Nodes: gen.playNodes}, Seed: gen.seed + uint64(i), Opening: gen.opening, MaxActions: gen.maxActions}
	cfg.Game = func(g match.Game) {
		found, err = puzzles.Find(ctx, gen.kind, g.Games[0], gen.find)
	}
	if _, merr := match.Run(ctx, cfg); merr != nil {
		return nil, nil, merr
	}
	if err != nil {
		return nil, nil, err
	}
	for _, p := range found {
		verr := puzzles.Verify(ctx, gen.kind, p, gen.verify)
		if ctx.Err() != nil {
			return nil, nil, ctx.Err()
		}
		if verr == nil {
			kept = append(kept, p)
		}
	}
	return found, kept, nil
}
