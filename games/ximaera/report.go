package ximaera

import (
	"fmt"
	"io"

	"xima/games/core"
)

// Game describes its own position for "xima replay" (house rule 15).
var _ core.Report = (*Game)(nil)

// WriteText writes the final position: the diagram, the players' names,
// and the side to move or the result. Ximaera has no magnitudes.
func (g *Game) WriteText(w io.Writer) error {
	s := g.State()
	if _, err := fmt.Fprintf(w, "Ximaera, %d actions\n\n%s", g.Plies(), s.Diagram()); err != nil {
		return err
	}
	names := g.Config().Names
	for seat := range g.Seats() {
		if seat < len(names) && names[seat] != "" {
			fmt.Fprintf(w, "%s: %s\n", seatName(seat), names[seat])
		}
	}
	r := g.Result()
	if !r.Over {
		_, err := fmt.Fprintf(w, "Result: in progress, %s to move\n", seatName(g.ToMove()))
		return err
	}
	_, err := fmt.Fprintf(w, "Result: %s wins (%s)\n", seatName(r.Winner), endWords(&s, r.Reason))
	return err
}

// endWords says in English how a game ended, for the command line: a
// group's kind, shape and cells ("three red pips in a line: a1 b1 c1").
func endWords(s *State, why core.Reason) string {
	switch why {
	case Group:
		cells, shape, _ := s.WinningGroup()
		pieces := s.At(cells[0]).String() + " pips"
		if s.At(cells[0]) == Pivot {
			pieces = "pivots"
		}
		return fmt.Sprintf("three %s in a %s: %s %s %s", pieces, shape, cells[0], cells[1], cells[2])
	case core.Repetition:
		return "third repetition of a position"
	case NoMove:
		return "no legal move for the player to move"
	case core.Resigned:
		return "resignation"
	case core.Flagged:
		return "flag fall"
	}
	return string(why)
}

// seatName names a seat as the rules page counts players.
func seatName(seat int) string { return fmt.Sprintf("player %d (seat %d)", seat+1, seat) }

// reportJSON is the shape of "xima replay --json" for Ximaera
// (docs/ximaera-record.md).
type reportJSON struct {
	Game    string      `json:"game"`
	Players []string    `json:"players"` // names by seat, "" when unnamed
	Moves   []string    `json:"moves"`
	ToMove  int         `json:"to_move"` // seat, 0 or 1
	Board   []pieceJSON `json:"board"`   // occupied cells, a1 to e5 rank by rank
	Reserve reserveJSON `json:"reserve"`
	Frozen  []string    `json:"frozen"` // cells of pieces next to a pivot
	Barred  *string     `json:"barred"` // null on the first turn
	Result  *resultJSON `json:"result"` // null while the game goes on
}

type pieceJSON struct {
	Cell  string `json:"cell"`
	Piece string `json:"piece"` // P, R, G or B
}

type reserveJSON struct {
	P int `json:"P"`
	R int `json:"R"`
	G int `json:"G"`
	B int `json:"B"`
}

type resultJSON struct {
	Winner int      `json:"winner"` // seat
	End    string   `json:"end"`    // the Termination code: group, repetition, no-move, resign, flag
	Reason string   `json:"reason"`
	Group  []string `json:"group,omitempty"` // the three connected cells of a group win
}

// WriteJSON writes the final position as one JSON object.
func (g *Game) WriteJSON(w io.Writer) error {
	s := g.State()
	r := reportJSON{Game: GameName, Players: make([]string, g.Seats()), Moves: g.Moves(),
		ToMove: g.ToMove(), Board: []pieceJSON{}, Frozen: []string{},
		Reserve: reserveJSON{s.Reserve(Pivot), s.Reserve(Red), s.Reserve(Green), s.Reserve(Blue)}}
	if r.Moves == nil {
		r.Moves = []string{}
	}
	copy(r.Players, g.Config().Names)
	for c := range Cell(Cells) {
		if p := s.At(c); p != None {
			r.Board = append(r.Board, pieceJSON{c.String(), string(p.Letter())})
		}
		if s.Frozen(c) {
			r.Frozen = append(r.Frozen, c.String())
		}
	}
	if c, ok := s.Barred(); ok {
		name := c.String()
		r.Barred = &name
	}
	if res := g.Result(); res.Over {
		r.Result = &resultJSON{Winner: res.Winner, End: string(res.Reason), Reason: endWords(&s, res.Reason)}
		if cells, _, ok := s.WinningGroup(); ok && res.Reason == Group {
			for _, c := range cells {
				r.Result.Group = append(r.Result.Group, c.String())
			}
		}
	}
	return core.IndentJSON(w, r)
}
