package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"xima/games/core"
	"xima/games/xoliba"
)

// xolibaHeadless plays Xoliba records for replay, actions and perft.
var xolibaHeadless = headlessGame{name: "Xoliba", replay: replayXoliba}

func replayXoliba(rec *core.Record, opt replayOptions, stdout io.Writer) error {
	g, err := xoliba.GameFromRecord(rec)
	if err != nil {
		return moveError(err)
	}
	if opt.json {
		return printJSON(stdout, xolibaReport(g))
	}
	printXoliba(stdout, g)
	return nil
}

// xolibaJSON is the stable shape of "xima replay --json" for Xoliba
// (docs/xoliba-record.md).
type xolibaJSON struct {
	Game     string            `json:"game"`
	Players  int               `json:"players"`
	Seed     string            `json:"seed"`
	Setup    string            `json:"setup"`
	Position string            `json:"position"`
	Order    []string          `json:"order"`
	ToMove   *string           `json:"to_move"`
	Plies    int               `json:"plies"`
	Moves    []string          `json:"moves"`
	Quiet    int               `json:"quiet"`
	Legal    int               `json:"legal"`
	Seats    []xolibaSeatJSON  `json:"seats"`
	White    []string          `json:"white"`
	Scores   []int             `json:"scores"`
	Result   *xolibaResultJSON `json:"result"`
}

type xolibaSeatJSON struct {
	Color   string   `json:"color"`
	Name    string   `json:"name"`
	In      bool     `json:"in"`
	Passed  bool     `json:"passed"`
	Pieces  int      `json:"pieces"`
	Points  []string `json:"points"`
	Lost    int      `json:"lost"`
	Took    int      `json:"took"`
	Biggest string   `json:"biggest"`
}

type xolibaResultJSON struct {
	Winner *string `json:"winner"`
	Reason string  `json:"reason"`
}

func xolibaReport(g *xoliba.Game) xolibaJSON {
	s := g.State()
	start := g.Start()
	cfg := g.Config()
	r := xolibaJSON{Game: "Xoliba", Players: s.Players(), Seed: strconv.FormatUint(cfg.Seed, 10),
		Setup: start.Setup(), Position: s.Setup(), Plies: s.Ply(), Moves: g.Moves(), Quiet: s.QuietMoves(),
		Legal: len(g.Legal()), Scores: g.Scores(), White: pointNames(s.Pieces(xoliba.White))}
	for _, seat := range s.Order() {
		r.Order = append(r.Order, colorName(seat))
	}
	if !g.Over() {
		c := colorName(g.ToMove())
		r.ToMove = &c
	}
	seats := s.Players()
	if seats == 1 {
		seats = 2 // the patience's blue pieces, which never move
	}
	for seat := range seats {
		c := xoliba.SeatColor(seat)
		st := xolibaSeatJSON{Color: colorName(seat), In: seat >= s.Players() || s.In(seat), Passed: s.Passed(seat),
			Pieces: s.Count(c), Points: pointNames(s.Pieces(c)), Lost: s.Lost(c), Biggest: s.Biggest(c).String()}
		if seat < s.Players() {
			st.Took = s.Took(seat)
		}
		if seat < len(cfg.Names) {
			st.Name = cfg.Names[seat]
		}
		r.Seats = append(r.Seats, st)
	}
	if res := g.Result(); res.Over {
		r.Result = &xolibaResultJSON{Reason: string(res.Reason)}
		if res.Winner >= 0 {
			w := colorName(res.Winner)
			r.Result.Winner = &w
		}
	}
	return r
}

func colorName(seat int) string { return strings.ToLower(xoliba.SeatColor(seat).String()) }

func pointNames(set xoliba.Set) []string {
	out := []string{}
	for _, p := range set.Points() {
		out = append(out, p.String())
	}
	return out
}

func printXoliba(w io.Writer, g *xoliba.Game) {
	s := g.State()
	cfg := g.Config()
	fmt.Fprintf(w, "Xoliba, %d players, seed %d, %d actions\n\n", s.Players(), cfg.Seed, s.Ply())
	io.WriteString(w, s.Diagram())
	fmt.Fprintln(w)
	seats := s.Players()
	if seats == 1 {
		seats = 2
	}
	for seat := range seats {
		c := xoliba.SeatColor(seat)
		name := ""
		if seat < len(cfg.Names) && cfg.Names[seat] != "" {
			name = " (" + cfg.Names[seat] + ")"
		}
		status := ""
		switch {
		case seat >= s.Players():
			status = ", does not move"
		case !s.In(seat):
			status = ", out"
		case s.Passed(seat):
			status = ", passed"
		}
		fmt.Fprintf(w, "%s%s: %d pieces, lost %d, took %d, biggest triangle %s%s\n",
			c, name, s.Count(c), s.Lost(c), s.Took(seat), s.Biggest(c), status)
	}
	var order []string
	for _, seat := range s.Order() {
		order = append(order, xoliba.SeatColor(seat).String())
	}
	fmt.Fprintf(w, "Order: %s; %d moves without a capture\n", strings.Join(order, ", "), s.QuietMoves())
	scores := make([]string, len(g.Scores()))
	for i, v := range g.Scores() {
		scores[i] = strconv.Itoa(v)
	}
	res := g.Result()
	switch {
	case !res.Over:
		fmt.Fprintf(w, "Result: in progress, %s to move; scores as it stands %s\n", xoliba.SeatColor(g.ToMove()), strings.Join(scores, ", "))
	case res.Winner >= 0:
		fmt.Fprintf(w, "Result: %s wins (%s); scores %s\n", xoliba.SeatColor(res.Winner), res.Reason, strings.Join(scores, ", "))
	case s.Players() == 1:
		fmt.Fprintf(w, "Result: Red loses (%s); scores %s\n", res.Reason, strings.Join(scores, ", "))
	default:
		fmt.Fprintf(w, "Result: draw (%s); scores %s\n", res.Reason, strings.Join(scores, ", "))
	}
}
