package main

import (
	"fmt"
	"io"
	"strings"

	"xima/games/core"
	"xima/games/xana"
)

// xanaHeadless plays Xana records for replay, actions and perft.
var xanaHeadless = headlessGame{name: "Xana", replay: replayXana}

func replayXana(rec *core.Record, opt replayOptions, stdout io.Writer) error {
	g, err := xana.GameFromRecord(rec)
	if err != nil {
		return moveError(err)
	}
	if opt.json {
		return printJSON(stdout, xanaReport(g))
	}
	printXana(stdout, g)
	return nil
}

// xanaJSON is the shape of "xima replay --json" for Xana (docs/xana-record.md).
type xanaJSON struct {
	Game    string           `json:"game"`
	Size    int              `json:"size"`
	ToMove  string           `json:"to_move"` // the colour whose turn it is
	Seat    int              `json:"seat"`    // the seat playing it
	Step    string           `json:"step"`
	Swapped bool             `json:"swapped"`
	Passes  int              `json:"passes"`
	Parts   int              `json:"parts"`
	Players []xanaPlayerJSON `json:"players"`
	Cells   []xanaCellJSON   `json:"cells"`
	Result  *xanaResultJSON  `json:"result"`
}

type xanaPlayerJSON struct {
	Colour    string `json:"colour"`
	Seat      int    `json:"seat"`
	Name      string `json:"name"`
	Reserve   int    `json:"reserve"`
	OnBoard   int    `json:"on_board"`
	Lost      int    `json:"lost"`
	Territory int    `json:"territory"`
	Score     int    `json:"score"`
	FirstTurn bool   `json:"first_turn"`
}

type xanaCellJSON struct {
	Cell   string `json:"cell"`
	Wall   bool   `json:"wall,omitempty"`
	Colour string `json:"colour,omitempty"`
	Height int    `json:"height,omitempty"`
}

type xanaResultJSON struct {
	Winner     string `json:"winner"` // the winning colour
	WinnerSeat int    `json:"winner_seat"`
	Reason     string `json:"reason"` // the Termination code: passes, repetition, resign, flag
}

func xanaReport(g *xana.Game) xanaJSON {
	s := g.State()
	cfg := g.Config()
	r := xanaJSON{Game: "Xana", Size: s.Size(), ToMove: strings.ToLower(s.Mover().String()), Seat: s.ToMove(),
		Step: s.Step().String(), Swapped: s.Swapped(), Passes: s.Passes(), Parts: len(g.Moves()), Cells: []xanaCellJSON{}}
	for col := range xana.Colour(2) {
		seat := s.Seat(col)
		r.Players = append(r.Players, xanaPlayerJSON{Colour: strings.ToLower(col.String()), Seat: seat, Name: cfg.Names[seat],
			Reserve: s.Reserve(col), OnBoard: s.OnBoard(col), Lost: s.Lost(col), Territory: s.Territory(col),
			Score: s.Score(col), FirstTurn: s.FirstTurn(col)})
	}
	for c := range xana.Cell(s.Cells()) {
		switch col, ok := s.Owner(c); {
		case s.Wall(c):
			r.Cells = append(r.Cells, xanaCellJSON{Cell: s.CellName(c), Wall: true})
		case ok:
			r.Cells = append(r.Cells, xanaCellJSON{Cell: s.CellName(c), Colour: strings.ToLower(col.String()), Height: s.Height(c)})
		}
	}
	if res := g.Result(); res.Over {
		r.Result = &xanaResultJSON{Winner: strings.ToLower(s.ColourOf(res.Winner).String()), WinnerSeat: res.Winner, Reason: string(res.Reason)}
	}
	return r
}

func printXana(w io.Writer, g *xana.Game) {
	s := g.State()
	cfg := g.Config()
	fmt.Fprintf(w, "Xana, board of side %d, %d parts\n\n", s.Size(), len(g.Moves()))
	io.WriteString(w, s.Diagram())
	fmt.Fprintln(w, "\n(A, B, C... a White stack of 1, 2, 3... stones; a, b, c... a Black one; # a wall)")
	for col := range xana.Colour(2) {
		seat := s.Seat(col)
		name := ""
		if cfg.Names[seat] != "" {
			name = ", " + cfg.Names[seat]
		}
		fmt.Fprintf(w, "%-5s (seat %d%s): %d in reserve, %d on board, %d lost; score %d = territory %d + %d captured\n",
			col, seat, name, s.Reserve(col), s.OnBoard(col), s.Lost(col), s.Score(col), s.Territory(col), s.Lost(col^1))
	}
	if res := g.Result(); res.Over {
		fmt.Fprintf(w, "Result: %s (seat %d) wins by %s\n", s.ColourOf(res.Winner), res.Winner, xanaWhy(res.Reason))
	} else {
		fmt.Fprintf(w, "Result: in progress, %s (seat %d) to move, %s\n", s.Mover(), s.ToMove(), s.Step())
	}
}

// xanaWhy says in English how a game ended, for the command line's text.
func xanaWhy(why core.Reason) string {
	switch why {
	case xana.Passes:
		return "two passes"
	case core.Repetition:
		return "third repetition"
	case core.Resigned:
		return "resignation"
	case core.Flagged:
		return "flag fall"
	}
	return string(why)
}
