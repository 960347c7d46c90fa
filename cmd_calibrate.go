package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"xima/games/analysis"
	"xima/games/catalog"
)

func runCalibrate(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("calibrate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "Xima", "the game")
	o := analysis.CalibrateOptions{}
	fs.IntVar(&o.Games, "games", 40, "self-play games: half fit the scale, half test it")
	fs.Int64Var(&o.Nodes, "nodes", 20000, "level 6's positions a move")
	fs.Uint64Var(&o.Seed, "seed", 1, "the seed of the openings")
	fs.IntVar(&o.Opening, "opening", 4, "random actions each game starts with")
	fs.IntVar(&o.MaxActions, "max-actions", 400, "actions after which a game is left out")
	fs.BoolVar(&o.Adjudicate, "adjudicate", false, "a game still going at --max-actions goes to the seat ahead by the game's own count (Xana) instead of being left out")
	fs.IntVar(&o.Jobs, "jobs", 1, "games played at once")
	if err := fs.Parse(args); err != nil {
		return usageError("%v", err)
	}
	if o.Games < 4 || o.Nodes < 1 || o.MaxActions < 1 {
		return usageError("--games at least 4, --nodes and --max-actions at least 1")
	}
	kind, err := catalog.Find(*game)
	if err != nil {
		return err
	}
	c, err := analysis.Calibrate(ctx, kind, o)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: scale %.0f (now %.0f), fitted on %d games (%d positions), tested on %d games (%d positions), %d left out unfinished\n",
		c.Game, c.Scale, kind.WinScale, c.FitGames, c.FitSamples, c.TestGames, c.TestSamples, c.Unfinished)
	fmt.Fprintf(stdout, "test log loss %.3f bits (now %.3f), Brier %.3f (now %.3f); a coin: 1 bit, 0.25\n",
		c.LogLoss, c.PresentLogLoss, c.Brier, c.PresentBrier)
	fmt.Fprintln(stdout, "predicted  positions  mean predicted  won")
	for i, b := range c.Bins {
		if b.Positions > 0 {
			fmt.Fprintf(stdout, "%3d-%3d%%  %9d  %14s  %s\n", 10*i, 10*i+10, b.Positions, points(b.Predicted), points(b.Results))
		}
	}
	return nil
}
