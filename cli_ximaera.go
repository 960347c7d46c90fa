package main

import (
	"fmt"
	"io"

	"xima/games/core"
	"xima/games/ximaera"
)

// ximaeraHeadless plays Ximaera records for replay, actions and perft.
var ximaeraHeadless = headlessGame{name: "Ximaera", replay: replayXimaera}

// replayXimaera validates the record and prints the final position: the
// diagram, the reserve, frozen and barred cells, and the side to move or
// the result. Ximaera has no magnitudes, so opt.every changes nothing.
func replayXimaera(rec *core.Record, opt replayOptions, stdout io.Writer) error {
	g, err := ximaera.GameFromRecord(rec)
	if err != nil {
		return moveError(err)
	}
	if opt.json {
		return printJSON(stdout, ximaeraReport(g))
	}
	s := g.State()
	if _, err := fmt.Fprintf(stdout, "Ximaera, %d actions\n\n%s", g.Plies(), s.Diagram()); err != nil {
		return err
	}
	names := g.Config().Names
	for seat := range g.Seats() {
		if seat < len(names) && names[seat] != "" {
			fmt.Fprintf(stdout, "%s: %s\n", ximaeraSeat(seat), names[seat])
		}
	}
	r := g.Result()
	if !r.Over {
		_, err = fmt.Fprintf(stdout, "Result: in progress, %s to move\n", ximaeraSeat(g.ToMove()))
		return err
	}
	_, err = fmt.Fprintf(stdout, "Result: %s wins (%s)\n", ximaeraSeat(r.Winner), ximaeraWhy(&s, r.Reason))
	return err
}

// ximaeraWhy says in English how a game ended, for the command line: a
// group's kind, shape and cells ("three red pips in a line: a1 b1 c1").
func ximaeraWhy(s *ximaera.State, why core.Reason) string {
	switch why {
	case ximaera.Group:
		cells, shape, _ := s.WinningGroup()
		pieces := s.At(cells[0]).String() + " pips"
		if s.At(cells[0]) == ximaera.Pivot {
			pieces = "pivots"
		}
		return fmt.Sprintf("three %s in a %s: %s %s %s", pieces, shape, cells[0], cells[1], cells[2])
	case core.Repetition:
		return "third repetition of a position"
	case ximaera.NoMove:
		return "no legal move for the player to move"
	case core.Resigned:
		return "resignation"
	case core.Flagged:
		return "flag fall"
	}
	return string(why)
}

// ximaeraSeat names a seat as the rules page counts players.
func ximaeraSeat(seat int) string { return fmt.Sprintf("player %d (seat %d)", seat+1, seat) }

// ximaeraJSON is the shape of "xima replay --json" for Ximaera
// (docs/ximaera-record.md).
type ximaeraJSON struct {
	Game    string             `json:"game"`
	Players []string           `json:"players"` // names by seat, "" when unnamed
	Moves   []string           `json:"moves"`
	ToMove  int                `json:"to_move"` // seat, 0 or 1
	Board   []ximaeraPieceJSON `json:"board"`   // occupied cells, a1 to e5 rank by rank
	Reserve ximaeraReserveJSON `json:"reserve"`
	Frozen  []string           `json:"frozen"` // cells of pieces next to a pivot
	Barred  *string            `json:"barred"` // null on the first turn
	Result  *ximaeraResultJSON `json:"result"` // null while the game goes on
}

type ximaeraPieceJSON struct {
	Cell  string `json:"cell"`
	Piece string `json:"piece"` // P, R, G or B
}

type ximaeraReserveJSON struct {
	P int `json:"P"`
	R int `json:"R"`
	G int `json:"G"`
	B int `json:"B"`
}

type ximaeraResultJSON struct {
	Winner int      `json:"winner"` // seat
	End    string   `json:"end"`    // the Termination code: group, repetition, no-move, resign, flag
	Reason string   `json:"reason"`
	Group  []string `json:"group,omitempty"` // the three connected cells of a group win
}

func ximaeraReport(g *ximaera.Game) ximaeraJSON {
	s := g.State()
	r := ximaeraJSON{Game: ximaera.GameName, Players: make([]string, g.Seats()), Moves: g.Moves(),
		ToMove: g.ToMove(), Board: []ximaeraPieceJSON{}, Frozen: []string{},
		Reserve: ximaeraReserveJSON{s.Reserve(ximaera.Pivot), s.Reserve(ximaera.Red), s.Reserve(ximaera.Green), s.Reserve(ximaera.Blue)}}
	if r.Moves == nil {
		r.Moves = []string{}
	}
	copy(r.Players, g.Config().Names)
	for c := range ximaera.Cell(ximaera.Cells) {
		if p := s.At(c); p != ximaera.None {
			r.Board = append(r.Board, ximaeraPieceJSON{c.String(), string(p.Letter())})
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
		r.Result = &ximaeraResultJSON{Winner: res.Winner, End: string(res.Reason), Reason: ximaeraWhy(&s, res.Reason)}
		if cells, _, ok := s.WinningGroup(); ok && res.Reason == ximaera.Group {
			for _, c := range cells {
				r.Result.Group = append(r.Result.Group, c.String())
			}
		}
	}
	return r
}
