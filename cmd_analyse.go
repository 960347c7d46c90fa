package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"
	"time"

	"xima/games/analysis"
	"xima/games/catalog"
	"xima/internal/atomicfile"
)

func runAnalyse(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("analyse", flag.ContinueOnError)
	movetime := fs.Int("movetime", int(analysis.DefaultMoveTime/time.Millisecond), "milliseconds of search per position")
	nodes := fs.Int64("nodes", 0, "positions searched per position instead of a time: the same analysis on every run")
	seed := fs.Uint64("seed", 1, "the search's seed")
	asJSON := fs.Bool("json", false, "print the analysis as one JSON object (docs/analysis.md)")
	write := fs.String("write", "", "also write the record with the evaluations and better moves as comments to this file")
	force := fs.Bool("force", false, "let --write replace an existing file")
	rec, kind, err := parseGameArgs(fs, args, stdin, stderr, false)
	if err != nil {
		return err
	}
	if *movetime <= 0 && *nodes <= 0 {
		return usageError("--movetime or --nodes must be above 0")
	}
	g, err := kind.FromRecord(rec)
	if err != nil {
		return moveError(err)
	}
	opt := analysis.Options{Nodes: *nodes, Seed: *seed}
	if *nodes <= 0 {
		opt.MoveTime = time.Duration(*movetime) * time.Millisecond
	}
	a, err := analysis.Analyse(ctx, kind, g, opt, nil)
	if err != nil {
		return err
	}
	if *write != "" {
		text, err := analysis.Annotate(g, a)
		if err != nil {
			return err
		}
		if err := atomicfile.Write(*write, *force, 0o644, func(w io.Writer) error {
			_, err := io.WriteString(w, text)
			return err
		}); err != nil {
			return err
		}
	}
	out := bufio.NewWriter(stdout)
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		err = enc.Encode(a)
	} else {
		err = printAnalysis(out, kind, g.SeatCode, a)
	}
	if err != nil {
		return err
	}
	return out.Flush()
}

// printAnalysis writes an analysis as a table, a move a row, then each
// seat's summary.
func printAnalysis(w io.Writer, kind catalog.Kind, seatCode func(int) string, a *analysis.Analysis) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ply\tseat\tplayed\tclass\tloss\tchance\tdepth\tbest line")
	for _, m := range a.Moves {
		line := ""
		if m.Class != analysis.Best && m.Class.Judged() {
			line = strings.Join(m.Line, " ")
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%d\t%s\n", m.Ply+1, seatCode(m.Seat), m.Played, m.Class,
			points(m.Loss), points(m.After[m.Seat]), m.Depth, line)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "%s, scale %.0f; at the end:", kind.Name, a.Scale)
	for s, p := range a.End {
		fmt.Fprintf(w, " %s %s", seatCode(s), points(p))
	}
	fmt.Fprintln(w)
	for _, s := range a.Summary {
		fmt.Fprintf(w, "%s: %d moves, average loss %s;", seatCode(s.Seat), s.Moves, points(s.AverageLoss))
		for _, c := range analysis.Classes {
			fmt.Fprintf(w, " %s %d", c, s.Counts[c])
		}
		fmt.Fprintln(w)
	}
	return nil
}

// points writes a chance, 0 to 1, as whole percent.
func points(p float64) string { return fmt.Sprintf("%.0f%%", math.Round(100*p)) }
