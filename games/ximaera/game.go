package ximaera

import (
	"errors"
	"fmt"

	"xima/games/core"
)

// Seats is the number of players: seat 0 (player 1, who moves first) and
// seat 1 (player 2).
const Seats = 2

// Config describes a game before its first action. The zero value is a
// game between two unnamed players.
type Config struct {
	Names []string   // the players' names, seat 0 first; optional, at most 2
	Date  string     // "2026.11.22", optional
	Tags  []core.Tag // other header tags, kept as they are
}

// Result is how a game stands: over or not, the winner's seat (-1 while
// the game goes on; Ximaera has no draws) and the reason in short English.
type Result struct {
	Over   bool
	Winner int
	Reason string
	End    End
}

// Game is a validated game: it checks every action, keeps the history for
// the repetition rule, the record and undo, and knows the result.
type Game struct {
	cfg   Config
	line  *Line
	undos []Undo
	moves []string
	buf   []Action
}

// NewGame starts a game at the opening position.
func NewGame(cfg Config) (*Game, error) {
	if len(cfg.Names) > Seats {
		return nil, fmt.Errorf("ximaera: %d names for %d players", len(cfg.Names), Seats)
	}
	cfg.Names = append([]string(nil), cfg.Names...)
	cfg.Tags = append([]core.Tag(nil), cfg.Tags...)
	return &Game{cfg: cfg, line: NewLine(NewState()), buf: make([]Action, 0, MaxActions)}, nil
}

// Config returns the game's configuration.
func (g *Game) Config() Config {
	c := g.cfg
	c.Names = append([]string(nil), c.Names...)
	c.Tags = append([]core.Tag(nil), c.Tags...)
	return c
}

// State returns a copy of the current position.
func (g *Game) State() State { return g.line.State }

// Line returns a copy of the game's position and history, for search and
// perft.
func (g *Game) Line() *Line { return g.line.clone(0) }

// Legal returns the legal actions in a fresh slice; empty once the game is over.
func (g *Game) Legal() []Action {
	g.buf = g.line.Legal(g.buf[:0])
	return append([]Action(nil), g.buf...)
}

// Play makes a, if it is legal. The error wraps core.ErrIllegal.
func (g *Game) Play(a Action) error {
	s := &g.line.State
	if err := s.check(a); err != nil {
		return err
	}
	text := FormatAction(s, a)
	g.undos = append(g.undos, g.line.Apply(a))
	g.moves = append(g.moves, text)
	return nil
}

// PlayText makes the action written in the notation.
func (g *Game) PlayText(text string) (Action, error) {
	a, err := ParseAction(&g.line.State, text)
	if err != nil {
		return 0, err
	}
	return a, g.Play(a)
}

// Format returns the notation of a, an action in the current position.
func (g *Game) Format(a Action) string { return FormatAction(&g.line.State, a) }

// Moves returns the notation of every action played so far, in order.
func (g *Game) Moves() []string { return append([]string(nil), g.moves...) }

// Undo takes back the last action, and the resignation after it if any.
func (g *Game) Undo() error {
	n := len(g.undos)
	if n == 0 {
		return errors.New("ximaera: nothing to undo")
	}
	g.line.Unapply(g.undos[n-1]) // restores the end before the action, so a resignation goes too
	g.undos, g.moves = g.undos[:n-1], g.moves[:n-1]
	return nil
}

// ToMove returns the seat of the player to move.
func (g *Game) ToMove() int { return g.line.ToMove() }

// Seats returns the number of players, 2.
func (g *Game) Seats() int { return Seats }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.line.Over() }

// Result returns how the game stands.
func (g *Game) Result() Result {
	s := &g.line.State
	r := Result{Over: s.Over(), Winner: s.Winner(), End: s.end}
	switch s.end {
	case Group:
		cells, shape, _ := s.WinningGroup()
		r.Reason = fmt.Sprintf("three %s in a %s: %s %s %s", plural(s.board[cells[0]]), shape, cells[0], cells[1], cells[2])
	case Repetition:
		r.Reason = "third repetition of a position"
	case NoMove:
		r.Reason = "no legal move for the player to move"
	case Resigned:
		r.Reason = "resignation"
	}
	return r
}

func plural(p Piece) string {
	if p == Pivot {
		return "pivots"
	}
	return p.String() + " pips"
}

// Resign ends the game: the player in seat loses, the other wins.
func (g *Game) Resign(seat int) error {
	s := &g.line.State
	switch {
	case s.Over():
		return fmt.Errorf("%w: the game is over", core.ErrIllegal)
	case seat < 0 || seat >= Seats:
		return fmt.Errorf("ximaera: no seat %d", seat)
	}
	s.end, s.winner = Resigned, uint8(seat^1)
	return nil
}

// Plies returns the number of actions played.
func (g *Game) Plies() int { return len(g.moves) }
