package main

import (
	"fmt"
	"io"
	"strings"

	"xima/games/core"
	"xima/games/maxima"
)

// maximaHeadless plays Maxima records for replay, actions and perft.
var maximaHeadless = headlessGame{name: "Maxima", replay: replayMaxima}

// replayMaxima validates the record and prints the final position: the
// diagram, the frozen pieces, check, and the side to move or the result
// (one JSON object with opt.json, docs/maxima-record.md). Maxima has no
// magnitudes, so opt.every changes nothing.
func replayMaxima(rec *core.Record, opt replayOptions, stdout io.Writer) error {
	g, err := maxima.GameFromRecord(rec)
	if err != nil {
		return moveError(err)
	}
	if opt.json {
		return printJSON(stdout, maximaReport(g))
	}
	s := g.State()
	fmt.Fprintf(stdout, "Maxima, %d plies\n\n%s", len(g.Moves()), s.Diagram())
	cfg := g.Config()
	for _, p := range [][2]string{{"White", cfg.White}, {"Black", cfg.Black}} {
		if p[1] != "" {
			fmt.Fprintf(stdout, "%s: %s\n", p[0], p[1])
		}
	}
	if frozen := maximaFrozen(&s); len(frozen) > 0 {
		fmt.Fprintf(stdout, "Immobilized: %s\n", strings.Join(frozen, " "))
	}
	mover := s.ToMove()
	if s.KingAttacked(mover) {
		fmt.Fprintf(stdout, "Check: %s's King on %s is attacked\n", mover, s.King(mover))
	}
	if s.PalaceThreatened(mover) {
		fmt.Fprintf(stdout, "Check: %s's goal squares are threatened\n", mover)
	}
	r := g.Result()
	switch {
	case !r.Over:
		_, err = fmt.Fprintf(stdout, "Result: in progress, %s to move\n", mover)
	case r.Winner < 0:
		_, err = fmt.Fprintf(stdout, "Result: draw (%s)\n", maximaWhy(r.Reason))
	default:
		_, err = fmt.Fprintf(stdout, "Result: %s wins (%s)\n", maxima.Color(r.Winner), maximaWhy(r.Reason))
	}
	return err
}

// maximaWhy says in English how a game ended, for the command line's text.
func maximaWhy(why core.Reason) string {
	switch why {
	case maxima.Palace:
		return "palace invaded"
	case maxima.BareKing:
		return "bare king"
	case core.Repetition:
		return "third repetition"
	case core.Resigned:
		return "resignation"
	case core.Flagged:
		return "flag fall"
	}
	return string(why) // checkmate, stalemate, agreement
}

// maximaFrozen lists the squares of the immobilized pieces.
func maximaFrozen(s *maxima.State) []string {
	var out []string
	for r := range maxima.Ranks {
		for f := range maxima.Files {
			if q := maxima.MakeSquare(f, r); q.Valid() && s.Immobilized(q) {
				out = append(out, q.String())
			}
		}
	}
	return out
}

// maximaJSON is the shape of "xima replay --json" for Maxima
// (docs/maxima-record.md).
type maximaJSON struct {
	Game             string            `json:"game"`
	White            string            `json:"white"`
	Black            string            `json:"black"`
	Position         string            `json:"position"`
	Plies            int               `json:"plies"`
	Moves            []string          `json:"moves"`
	ToMove           string            `json:"to_move"`
	Check            bool              `json:"check"`
	KingAttacked     bool              `json:"king_attacked"`
	PalaceThreatened bool              `json:"palace_threatened"`
	Legal            int               `json:"legal"`
	Pieces           []maximaPieceJSON `json:"pieces"`
	Result           *maximaResultJSON `json:"result"`
}

// maximaPieceJSON is one piece on the board.
type maximaPieceJSON struct {
	Square      string `json:"square"`
	Color       string `json:"color"`
	Kind        string `json:"kind"`
	Immobilized bool   `json:"immobilized"`
}

// maximaResultJSON is the end of a finished game.
type maximaResultJSON struct {
	Winner string `json:"winner"` // "white", "black" or "draw"
	Reason string `json:"reason"` // the Termination code: checkmate, palace, bare-king, ...
}

func maximaReport(g *maxima.Game) maximaJSON {
	s := g.State()
	cfg := g.Config()
	mover := s.ToMove()
	r := maximaJSON{Game: "Maxima", White: cfg.White, Black: cfg.Black, Position: s.Position(),
		Plies: len(g.Moves()), Moves: append([]string{}, g.Moves()...), ToMove: strings.ToLower(mover.String()),
		Check: s.InCheck(), KingAttacked: s.KingAttacked(mover), PalaceThreatened: s.PalaceThreatened(mover),
		Legal: len(g.Legal()), Pieces: []maximaPieceJSON{}}
	for rank := range maxima.Ranks {
		for f := range maxima.Files {
			q := maxima.MakeSquare(f, rank)
			if p := s.At(q); p != maxima.Empty {
				r.Pieces = append(r.Pieces, maximaPieceJSON{Square: q.String(), Color: strings.ToLower(p.Color().String()),
					Kind: strings.ToLower(strings.ReplaceAll(p.Kind().String(), " ", "-")), Immobilized: s.Immobilized(q)})
			}
		}
	}
	if res := g.Result(); res.Over {
		winner := "draw"
		if res.Winner >= 0 {
			winner = strings.ToLower(maxima.Color(res.Winner).String())
		}
		r.Result = &maximaResultJSON{Winner: winner, Reason: string(res.Reason)}
	}
	return r
}
