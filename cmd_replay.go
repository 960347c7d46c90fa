package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"xima/games/xima"
)

func runReplay(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print one JSON object (docs/xima-json.md)")
	if err := fs.Parse(args); err != nil {
		return usageError("%v", err)
	}
	rec, err := readRecord(fs.Args(), stdin, false)
	if err != nil {
		return err
	}
	if !strings.EqualFold(gameName(rec), "xima") {
		return unknownGame(rec)
	}
	g, err := xima.GameFromRecord(rec)
	if err != nil {
		return moveError(err)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(ximaReport(g))
	}
	printXima(stdout, g)
	return nil
}

// ximaJSON is the stable shape of "xima replay --json" (docs/xima-json.md).
type ximaJSON struct {
	Game       string           `json:"game"`
	Players    []ximaPlayerJSON `json:"players"`
	Columns    []ximaColumnJSON `json:"columns"`
	ToMove     string           `json:"to_move"`
	Dice       []uint8          `json:"dice"`
	Actions    int              `json:"actions"`
	Round      int              `json:"round"`
	Level      int              `json:"level"`
	FlatRounds int              `json:"flat_rounds"`
	Result     *ximaResultJSON  `json:"result"`
}

type ximaPlayerJSON struct {
	Color    string `json:"color"`
	Name     string `json:"name"`
	Style    string `json:"style"`
	In       bool   `json:"in"`
	Reserve  int    `json:"reserve"`
	Special  string `json:"special"`
	OnBoard  int    `json:"on_board"`
	Captured int    `json:"captured"`
	Took     int    `json:"took"`
	GivenUp  int    `json:"given_up"`
}

type ximaColumnJSON struct {
	Cell   string          `json:"cell"`
	Floor  int             `json:"floor"`
	Blocks []ximaBlockJSON `json:"blocks"`
}

type ximaBlockJSON struct {
	Color   string `json:"color"`
	Special bool   `json:"special"`
}

type ximaResultJSON struct {
	Winner string `json:"winner"`
	Reason string `json:"reason"`
}

var specialNames = map[xima.SpecialState]string{
	xima.SpecialInReserve: "reserve", xima.SpecialOnBoard: "board", xima.SpecialCaptured: "captured",
}

func ximaReport(g *xima.Game) ximaJSON {
	s := g.State()
	cfg := g.Config()
	r := ximaJSON{Game: "Xima", ToMove: strings.ToLower(s.ToMove().String()), Dice: []uint8{},
		Actions: s.Ply(), Round: g.Round(), Level: s.Level(), FlatRounds: s.FlatRounds(), Columns: []ximaColumnJSON{}}
	for p := range xima.Player(s.Players()) {
		pl := ximaPlayerJSON{Color: strings.ToLower(p.String()), Style: s.Style(p).String(), In: s.Alive(p),
			Reserve: s.Reserve(p), Special: specialNames[s.SpecialState(p)], OnBoard: s.OnBoard(p),
			Captured: s.CapturedOf(p), Took: s.Took(p), GivenUp: s.GivenUp(p)}
		if int(p) < len(cfg.Names) {
			pl.Name = cfg.Names[p]
		}
		r.Players = append(r.Players, pl)
	}
	for c := xima.Cell(0); c < xima.Cells; c++ {
		if s.Height(c) == 0 {
			continue
		}
		col := ximaColumnJSON{Cell: c.String(), Floor: c.Floor()}
		for i := range s.Height(c) {
			b := s.At(c, i)
			col.Blocks = append(col.Blocks, ximaBlockJSON{Color: strings.ToLower(b.Owner().String()), Special: b.Special()})
		}
		r.Columns = append(r.Columns, col)
	}
	for _, d := range s.Dice() {
		if d != 0 {
			r.Dice = append(r.Dice, d)
		}
	}
	if w, reason := g.Result(); reason != xima.NotOver {
		r.Result = &ximaResultJSON{Winner: strings.ToLower(w.String()), Reason: reason.String()}
	}
	return r
}

func printXima(w io.Writer, g *xima.Game) {
	s := g.State()
	cfg := g.Config()
	fmt.Fprintf(w, "Xima, %d players, %d actions\n\n", s.Players(), s.Ply())
	io.WriteString(w, s.Diagram())
	fmt.Fprintln(w)
	for p := range xima.Player(s.Players()) {
		name := ""
		if int(p) < len(cfg.Names) && cfg.Names[p] != "" {
			name = " (" + cfg.Names[p] + ")"
		}
		status := ""
		if !s.Alive(p) {
			status = ", out"
		}
		fmt.Fprintf(w, "%-6s%s %s: reserve %d common, special %s, %d on board, took %d, lost %d%s\n",
			p, name, s.Style(p), s.Reserve(p), specialNames[s.SpecialState(p)], s.OnBoard(p), s.Took(p), s.CapturedOf(p), status)
	}
	if winner, reason := g.Result(); reason != xima.NotOver {
		fmt.Fprintf(w, "Result: %s wins (%s)\n", winner, reason)
	} else {
		fmt.Fprintf(w, "Result: in progress, %s to move\n", s.ToMove())
	}
}
