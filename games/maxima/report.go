package maxima

import (
	"fmt"
	"io"
	"strings"

	"xima/games/core"
)

// Game describes its own position for "xima replay" (house rule 15).
var _ core.Report = (*Game)(nil)

// WriteText writes the final position: the diagram, the players, the
// frozen pieces, check, and the side to move or the result. Maxima has no
// magnitudes.
func (g *Game) WriteText(w io.Writer) error {
	s := g.State()
	fmt.Fprintf(w, "Maxima, %d plies\n\n%s", len(g.Moves()), s.Diagram())
	cfg := g.Config()
	for _, p := range [][2]string{{"White", cfg.White}, {"Black", cfg.Black}} {
		if p[1] != "" {
			fmt.Fprintf(w, "%s: %s\n", p[0], p[1])
		}
	}
	if frozen := frozenSquares(&s); len(frozen) > 0 {
		fmt.Fprintf(w, "Immobilized: %s\n", strings.Join(frozen, " "))
	}
	mover := s.ToMove()
	if s.KingAttacked(mover) {
		fmt.Fprintf(w, "Check: %s's King on %s is attacked\n", mover, s.King(mover))
	}
	if s.PalaceThreatened(mover) {
		fmt.Fprintf(w, "Check: %s's goal squares are threatened\n", mover)
	}
	r := g.Result()
	var err error
	switch {
	case !r.Over:
		_, err = fmt.Fprintf(w, "Result: in progress, %s to move\n", mover)
	case r.Winner < 0:
		_, err = fmt.Fprintf(w, "Result: draw (%s)\n", endWords(r.Reason))
	default:
		_, err = fmt.Fprintf(w, "Result: %s wins (%s)\n", Color(r.Winner), endWords(r.Reason))
	}
	return err
}

// endWords says in English how a game ended, for the command line's text.
func endWords(why core.Reason) string {
	switch why {
	case Palace:
		return "palace invaded"
	case BareKing:
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

// frozenSquares lists the squares of the immobilized pieces.
func frozenSquares(s *State) []string {
	var out []string
	for r := range Ranks {
		for f := range Files {
			if q := MakeSquare(f, r); q.Valid() && s.Immobilized(q) {
				out = append(out, q.String())
			}
		}
	}
	return out
}

// reportJSON is the shape of "xima replay --json" for Maxima
// (docs/maxima-record.md).
type reportJSON struct {
	Game             string      `json:"game"`
	White            string      `json:"white"`
	Black            string      `json:"black"`
	Position         string      `json:"position"`
	Plies            int         `json:"plies"`
	Moves            []string    `json:"moves"`
	ToMove           string      `json:"to_move"`
	Check            bool        `json:"check"`
	KingAttacked     bool        `json:"king_attacked"`
	PalaceThreatened bool        `json:"palace_threatened"`
	Legal            int         `json:"legal"`
	Pieces           []pieceJSON `json:"pieces"`
	Result           *resultJSON `json:"result"`
}

// pieceJSON is one piece on the board.
type pieceJSON struct {
	Square      string `json:"square"`
	Color       string `json:"color"`
	Kind        string `json:"kind"`
	Immobilized bool   `json:"immobilized"`
}

// resultJSON is the end of a finished game.
type resultJSON struct {
	Winner string `json:"winner"` // "white", "black" or "draw"
	Reason string `json:"reason"` // the Termination code: checkmate, palace, bare-king, ...
}

// WriteJSON writes the final position as one JSON object.
func (g *Game) WriteJSON(w io.Writer) error {
	s := g.State()
	cfg := g.Config()
	mover := s.ToMove()
	r := reportJSON{Game: GameName, White: cfg.White, Black: cfg.Black, Position: s.Position(),
		Plies: len(g.Moves()), Moves: append([]string{}, g.Moves()...), ToMove: strings.ToLower(mover.String()),
		Check: s.InCheck(), KingAttacked: s.KingAttacked(mover), PalaceThreatened: s.PalaceThreatened(mover),
		Legal: len(g.Legal()), Pieces: []pieceJSON{}}
	for rank := range Ranks {
		for f := range Files {
			q := MakeSquare(f, rank)
			if p := s.At(q); p != Empty {
				r.Pieces = append(r.Pieces, pieceJSON{Square: q.String(), Color: strings.ToLower(p.Color().String()),
					Kind: strings.ToLower(strings.ReplaceAll(p.Kind().String(), " ", "-")), Immobilized: s.Immobilized(q)})
			}
		}
	}
	if res := g.Result(); res.Over {
		winner := "draw"
		if res.Winner >= 0 {
			winner = strings.ToLower(Color(res.Winner).String())
		}
		r.Result = &resultJSON{Winner: winner, Reason: string(res.Reason)}
	}
	return core.IndentJSON(w, r)
}
