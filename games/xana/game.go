package xana

import (
	"errors"
	"fmt"

	"xima/games/core"
)

// Config describes a game before its first part. The zero value is a game
// on the board of side 8.
type Config struct {
	Size  int        // the board's side N, MinSize to MaxSize; 0 means DefaultSize
	Names [2]string  // the players' names by seat; seat 0 begins as White
	Date  string     // "2026.11.22"
	Tags  []core.Tag // other header tags, kept as they are
}

// Result is how a game stands: Winner is a seat, -1 while the game goes on.
type Result struct {
	Over   bool
	Winner int
	Reason string // "two passes", "third repetition", "resignation"
}

// The reasons a game ends.
const (
	ReasonPasses     = "two passes"
	ReasonRepetition = "third repetition"
	ReasonResign     = "resignation"
)

// Game is a validated game: it checks every part, keeps the history (the
// positions at the start of each turn, for the repetition rule), the
// result and the record.
type Game struct {
	cfg      Config
	state    State
	hist     []State  // the position before each part
	plies    []Action // the parts played
	seen     map[uint64]int
	repeated bool // the third occurrence of a position ended the game
	resigned int  // the seat that resigned, -1 if none
	buf      []Action
}

// NewGame starts a game.
func NewGame(cfg Config) (*Game, error) {
	if cfg.Size == 0 {
		cfg.Size = DefaultSize
	}
	s, err := NewState(cfg.Size)
	if err != nil {
		return nil, err
	}
	cfg.Tags = append([]core.Tag(nil), cfg.Tags...)
	g := &Game{cfg: cfg, state: s, seen: map[uint64]int{s.hash: 1}, resigned: -1}
	return g, nil
}

// Config returns the game's configuration.
func (g *Game) Config() Config {
	c := g.cfg
	c.Tags = append([]core.Tag(nil), c.Tags...)
	return c
}

// State returns a copy of the current position.
func (g *Game) State() State { return g.state }

// Seats returns the number of players, 2.
func (g *Game) Seats() int { return 2 }

// ToMove returns the seat whose turn it is.
func (g *Game) ToMove() int { return g.state.ToMove() }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.resigned >= 0 || g.repeated || g.state.Over() }

// Result returns how the game stands. A game ended by passes or repetition
// goes to the higher score, the colour that moved first on equal scores
// (rules/other-games.md, Xana: End).
func (g *Game) Result() Result {
	switch {
	case g.resigned >= 0:
		return Result{Over: true, Winner: 1 - g.resigned, Reason: ReasonResign}
	case g.repeated || g.state.Over():
		reason := ReasonPasses
		if g.repeated {
			reason = ReasonRepetition
		}
		w := White
		if g.state.Score(Black) > g.state.Score(White) {
			w = Black
		}
		return Result{Over: true, Winner: g.state.Seat(w), Reason: reason}
	}
	return Result{Winner: -1}
}

// Legal returns the legal parts now, in a fresh slice; empty once the game
// is over.
func (g *Game) Legal() []Action {
	if g.Over() {
		return []Action{}
	}
	g.buf = g.state.Legal(g.buf[:0])
	return append([]Action(nil), g.buf...)
}

// Play plays the part a, if it is legal.
func (g *Game) Play(a Action) error {
	if g.Over() {
		return fmt.Errorf("%w: the game is over", core.ErrIllegal)
	}
	g.buf = g.state.Legal(g.buf[:0])
	for _, b := range g.buf {
		if a == b {
			g.apply(a)
			return nil
		}
	}
	return fmt.Errorf("%w: %s", core.ErrIllegal, g.state.whyIllegal(a))
}

func (g *Game) apply(a Action) {
	g.hist = append(g.hist, g.state)
	g.plies = append(g.plies, a)
	g.state.Apply(a)
	if g.state.step == StepStart {
		// rules/other-games.md, Xana: "the third occurrence of a position
		// (board, reserves, captures, side to move)" ends the game.
		g.seen[g.state.hash]++
		g.repeated = g.seen[g.state.hash] >= 3
	}
}

// PlayText plays a part written in the notation.
func (g *Game) PlayText(text string) (Action, error) {
	if g.Over() {
		return 0, fmt.Errorf("%w: the game is over", core.ErrIllegal)
	}
	a, err := ParseAction(&g.state, text)
	if err != nil {
		return 0, err
	}
	g.apply(a)
	return a, nil
}

// Format writes a part in the current position.
func (g *Game) Format(a Action) string { return FormatAction(&g.state, a) }

// Moves returns the notation of every part played so far, in order.
func (g *Game) Moves() []string {
	out := make([]string, len(g.plies))
	for i, a := range g.plies {
		out[i] = FormatAction(&g.hist[i], a)
	}
	return out
}

// Undo takes back the last part, and the resignation after it if any.
func (g *Game) Undo() error {
	n := len(g.plies)
	if n == 0 {
		return errors.New("xana: nothing to undo")
	}
	if g.state.step == StepStart {
		g.seen[g.state.hash]--
		if g.seen[g.state.hash] == 0 {
			delete(g.seen, g.state.hash)
		}
	}
	g.state = g.hist[n-1]
	g.hist, g.plies = g.hist[:n-1], g.plies[:n-1]
	g.repeated, g.resigned = false, -1
	return nil
}

// Resign ends the game: seat resigns and the other seat wins.
func (g *Game) Resign(seat int) error {
	if g.Over() {
		return fmt.Errorf("%w: the game is over", core.ErrIllegal)
	}
	if seat < 0 || seat > 1 {
		return fmt.Errorf("xana: no seat %d", seat)
	}
	g.resigned = seat
	return nil
}

// Score returns col's points now (State.Score).
func (g *Game) Score(col Colour) int { return g.state.Score(col) }
