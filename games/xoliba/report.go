package xoliba

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"xima/games/core"
)

// Game describes its own position for "xima replay" (house rule 15).
var _ core.Report = (*Game)(nil)

// reportJSON is the stable shape of "xima replay --json" for Xoliba
// (docs/xoliba-record.md).
type reportJSON struct {
	Game     string      `json:"game"`
	Players  int         `json:"players"`
	Seed     string      `json:"seed"`
	Setup    string      `json:"setup"`
	Position string      `json:"position"`
	Order    []string    `json:"order"`
	ToMove   *string     `json:"to_move"`
	Plies    int         `json:"plies"`
	Moves    []string    `json:"moves"`
	Quiet    int         `json:"quiet"`
	Legal    int         `json:"legal"`
	Seats    []seatJSON  `json:"seats"`
	White    []string    `json:"white"`
	Scores   []int       `json:"scores"`
	Result   *resultJSON `json:"result"`
}

type seatJSON struct {
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

type resultJSON struct {
	Winner *string `json:"winner"`
	Reason string  `json:"reason"`
}

// WriteJSON writes the final position as one JSON object.
func (g *Game) WriteJSON(w io.Writer) error {
	s := g.State()
	start := g.Start()
	cfg := g.Config()
	r := reportJSON{Game: GameName, Players: s.Players(), Seed: strconv.FormatUint(cfg.Seed, 10),
		Setup: start.Setup(), Position: s.Setup(), Plies: s.Ply(), Moves: g.Moves(), Quiet: s.QuietMoves(),
		Legal: len(g.Legal()), Scores: g.Scores(), White: pointNames(s.Pieces(White))}
	for _, seat := range s.Order() {
		r.Order = append(r.Order, g.SeatCode(seat))
	}
	if !g.Over() {
		c := g.SeatCode(g.ToMove())
		r.ToMove = &c
	}
	for seat := range shownSeats(&s) {
		c := SeatColor(seat)
		st := seatJSON{Color: g.SeatCode(seat), In: seat >= s.Players() || s.In(seat), Passed: s.Passed(seat),
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
		r.Result = &resultJSON{Reason: string(res.Reason)}
		if res.Winner >= 0 {
			w := g.SeatCode(res.Winner)
			r.Result.Winner = &w
		}
	}
	return core.IndentJSON(w, r)
}

// shownSeats is the number of sides a report shows: the players, and in
// a patience the blue pieces too, which never move.
func shownSeats(s *State) int {
	if s.Players() == 1 {
		return 2
	}
	return s.Players()
}

func pointNames(set Set) []string {
	out := []string{}
	for _, p := range set.Points() {
		out = append(out, p.String())
	}
	return out
}

// WriteText writes the final position: the diagram, each side's pieces,
// the order of play, and the side to move or the result with the scores.
func (g *Game) WriteText(w io.Writer) error {
	s := g.State()
	cfg := g.Config()
	fmt.Fprintf(w, "Xoliba, %d players, seed %d, %d actions\n\n", s.Players(), cfg.Seed, s.Ply())
	io.WriteString(w, s.Diagram())
	fmt.Fprintln(w)
	for seat := range shownSeats(&s) {
		c := SeatColor(seat)
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
		order = append(order, SeatColor(seat).String())
	}
	fmt.Fprintf(w, "Order: %s; %d moves without a capture\n", strings.Join(order, ", "), s.QuietMoves())
	scores := make([]string, len(g.Scores()))
	for i, v := range g.Scores() {
		scores[i] = strconv.Itoa(v)
	}
	res := g.Result()
	var err error
	switch {
	case !res.Over:
		_, err = fmt.Fprintf(w, "Result: in progress, %s to move; scores as it stands %s\n", SeatColor(g.ToMove()), strings.Join(scores, ", "))
	case res.Winner >= 0:
		_, err = fmt.Fprintf(w, "Result: %s wins (%s); scores %s\n", SeatColor(res.Winner), res.Reason, strings.Join(scores, ", "))
	case s.Players() == 1:
		_, err = fmt.Fprintf(w, "Result: Red loses (%s); scores %s\n", res.Reason, strings.Join(scores, ", "))
	default:
		_, err = fmt.Fprintf(w, "Result: draw (%s); scores %s\n", res.Reason, strings.Join(scores, ", "))
	}
	return err
}
