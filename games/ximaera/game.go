package ximaera

import (
	"errors"
	"fmt"
	"strconv"

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

// The faces Ximaera shows the rest of the program (house rule 15).
var (
	_ core.Game                   = (*Game)(nil)
	_ core.RecordGame             = (*Game)(nil)
	_ core.Position[Action, Undo] = (*Line)(nil)
)

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

// Name returns the record's Game tag value, "Ximaera".
func (g *Game) Name() string { return GameName }

// SeatCode returns the untranslated name of a seat: "1" for seat 0, who
// moves first, and "2" (the pieces belong to no one; the rules page
// counts players).
func (g *Game) SeatCode(seat int) string { return strconv.Itoa(seat + 1) }

// Names returns the players' names, seat 0 first ("" for a seat with no
// name).
func (g *Game) Names() []string {
	names := make([]string, Seats)
	copy(names, g.cfg.Names)
	return names
}

// Legal returns the legal actions in a fresh slice; empty once the game is over.
func (g *Game) Legal() []core.Action {
	g.buf = g.line.Legal(g.buf[:0])
	out := make([]core.Action, len(g.buf))
	for i, a := range g.buf {
		out[i] = core.Action(a)
	}
	return out
}

// action returns a as the game's own Action, or false when a packs none.
func action(a core.Action) (Action, bool) { return Action(a), a <= 0xffff }

// Play makes a, if it is legal. The error wraps core.ErrIllegal.
func (g *Game) Play(a core.Action) error {
	act, ok := action(a)
	if !ok {
		return fmt.Errorf("%w: %#x is not an action", core.ErrIllegal, uint32(a))
	}
	s := &g.line.State
	if err := s.Why(act); err != nil {
		return err
	}
	text := FormatAction(s, act)
	g.undos = append(g.undos, g.line.Apply(act))
	g.moves = append(g.moves, text)
	return nil
}

// Parse reads an action in the notation against the current position. The
// error wraps core.ErrSyntax or core.ErrIllegal.
func (g *Game) Parse(text string) (core.Action, error) {
	a, err := ParseAction(&g.line.State, text)
	if err != nil {
		return 0, err
	}
	return core.Action(a), nil
}

// PlayText makes the action written in the notation.
func (g *Game) PlayText(text string) (core.Action, error) {
	a, err := g.Parse(text)
	if err != nil {
		return 0, err
	}
	return a, g.Play(a)
}

// Format returns the notation of a, an action in the current position.
func (g *Game) Format(a core.Action) string { return FormatAction(&g.line.State, Action(a)) }

// Moves returns the notation of every action played so far, in order.
func (g *Game) Moves() []string { return append([]string(nil), g.moves...) }

// LastAction returns the last action played, and false before the first.
func (g *Game) LastAction() (Action, bool) {
	if len(g.undos) == 0 {
		return 0, false
	}
	return g.undos[len(g.undos)-1].action, true
}

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
func (g *Game) Result() core.Result { return g.line.Result() }

// Resign ends the game: the player in seat loses, the other wins, whoever
// is to move.
func (g *Game) Resign(seat int) error { return g.leave(seat, core.Resigned) }

// Flag ends the game for the player in seat, whose clock ran out: the
// other wins.
func (g *Game) Flag(seat int) error { return g.leave(seat, core.Flagged) }

func (g *Game) leave(seat int, why core.Reason) error {
	s := &g.line.State
	switch {
	case s.Over():
		return fmt.Errorf("%w: the game is over", core.ErrIllegal)
	case seat < 0 || seat >= Seats:
		return fmt.Errorf("ximaera: no seat %d", seat)
	}
	s.end, s.winner = why, uint8(seat^1)
	return nil
}

// Plies returns the number of actions played.
func (g *Game) Plies() int { return len(g.moves) }
