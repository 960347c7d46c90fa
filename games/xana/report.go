package xana

import (
	"fmt"
	"io"
	"strings"

	"xima/games/core"
)

// Game describes its own position for "xima replay" (house rule 15).
var _ core.Report = (*Game)(nil)

// reportJSON is the shape of "xima replay --json" for Xana (docs/xana-record.md).
type reportJSON struct {
	Game    string       `json:"game"`
	Size    int          `json:"size"`
	ToMove  string       `json:"to_move"` // the colour whose turn it is
	Seat    int          `json:"seat"`    // the seat playing it
	Step    string       `json:"step"`
	Swapped bool         `json:"swapped"`
	Passes  int          `json:"passes"`
	Parts   int          `json:"parts"`
	Players []playerJSON `json:"players"`
	Cells   []cellJSON   `json:"cells"`
	Result  *resultJSON  `json:"result"`
}

type playerJSON struct {
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

type cellJSON struct {
	Cell   string `json:"cell"`
	Wall   bool   `json:"wall,omitempty"`
	Colour string `json:"colour,omitempty"`
	Height int    `json:"height,omitempty"`
}

type resultJSON struct {
	Winner     string `json:"winner"` // the winning colour
	WinnerSeat int    `json:"winner_seat"`
	Reason     string `json:"reason"` // the Termination code: passes, repetition, resign, flag
}

// WriteJSON writes the final position as one JSON object.
func (g *Game) WriteJSON(w io.Writer) error {
	s := g.State()
	cfg := g.Config()
	r := reportJSON{Game: GameName, Size: s.Size(), ToMove: strings.ToLower(s.Mover().String()), Seat: s.ToMove(),
		Step: s.Step().String(), Swapped: s.Swapped(), Passes: s.Passes(), Parts: len(g.Moves()), Cells: []cellJSON{}}
	for col := range Colour(2) {
		seat := s.Seat(col)
		r.Players = append(r.Players, playerJSON{Colour: strings.ToLower(col.String()), Seat: seat, Name: cfg.Names[seat],
			Reserve: s.Reserve(col), OnBoard: s.OnBoard(col), Lost: s.Lost(col), Territory: s.Territory(col),
			Score: s.Score(col), FirstTurn: s.FirstTurn(col)})
	}
	for c := range Cell(s.Cells()) {
		switch col, ok := s.Owner(c); {
		case s.Wall(c):
			r.Cells = append(r.Cells, cellJSON{Cell: s.CellName(c), Wall: true})
		case ok:
			r.Cells = append(r.Cells, cellJSON{Cell: s.CellName(c), Colour: strings.ToLower(col.String()), Height: s.Height(c)})
		}
	}
	if res := g.Result(); res.Over {
		r.Result = &resultJSON{Winner: strings.ToLower(s.ColourOf(res.Winner).String()), WinnerSeat: res.Winner, Reason: string(res.Reason)}
	}
	return core.IndentJSON(w, r)
}

// WriteText writes the final position: the diagram, each colour's stones
// and score, and the side to move or the result.
func (g *Game) WriteText(w io.Writer) error {
	s := g.State()
	cfg := g.Config()
	fmt.Fprintf(w, "Xana, board of side %d, %d parts\n\n", s.Size(), len(g.Moves()))
	io.WriteString(w, s.Diagram())
	fmt.Fprintln(w, "\n(A, B, C... a White stack of 1, 2, 3... stones; a, b, c... a Black one; # a wall)")
	for col := range Colour(2) {
		seat := s.Seat(col)
		name := ""
		if cfg.Names[seat] != "" {
			name = ", " + cfg.Names[seat]
		}
		fmt.Fprintf(w, "%-5s (seat %d%s): %d in reserve, %d on board, %d lost; score %d = territory %d + %d captured\n",
			col, seat, name, s.Reserve(col), s.OnBoard(col), s.Lost(col), s.Score(col), s.Territory(col), s.Lost(col^1))
	}
	var err error
	if res := g.Result(); res.Over {
		_, err = fmt.Fprintf(w, "Result: %s (seat %d) wins by %s\n", s.ColourOf(res.Winner), res.Winner, endWords(res.Reason))
	} else {
		_, err = fmt.Fprintf(w, "Result: in progress, %s (seat %d) to move, %s\n", s.Mover(), s.ToMove(), s.Step())
	}
	return err
}

// endWords says in English how a game ended, for the command line's text.
func endWords(why core.Reason) string {
	switch why {
	case Passes:
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
