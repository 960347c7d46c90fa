package maxima

import (
	"errors"
	"fmt"

	"xima/games/core"
)

// GameName is the record's Game tag value.
const GameName = "Maxima"

// The ends only Maxima has, as Result.Reason codes (rules/other-games.md,
// Maxima, End); a third repetition is core.Repetition, an agreed draw
// core.Agreement, a resignation core.Resigned, a fallen flag core.Flagged.
const (
	Palace    core.Reason = "palace"    // the last mover put pieces on both enemy goal squares
	BareKing  core.Reason = "bare-king" // the side to move has only its King left
	Checkmate core.Reason = "checkmate" // the side to move, in check, has no legal move
	Stalemate core.Reason = "stalemate" // the side to move, not in check, has no legal move: a draw
)

// The faces Maxima shows the rest of the program (house rule 15).
var (
	_ core.Game                   = (*Game)(nil)
	_ core.RecordGame             = (*Game)(nil)
	_ core.Position[Action, Undo] = (*Line)(nil)
)

// Config describes a game before its first move. The zero value is the
// standard opening with unnamed players.
type Config struct {
	White, Black string     // the players' names, optional
	Date         string     // "2026.11.22", optional
	Position     string     // a start position (ParsePosition); "" for the opening
	Tags         []core.Tag // other header tags, kept as they are
}

// Game is a validated game: it checks every move, keeps the history for
// the record, undo and the third repetition, and the result.
type Game struct {
	cfg    Config
	line   *Line
	moves  []Action
	undos  []Undo
	texts  []string
	result core.Result
	buf    []Action
	// reading is set while GameFromRecord replays a record, whose
	// Termination code readTerm is, for ParseResult.
	reading  bool
	readTerm core.Reason
}

// NewGame starts a game.
func NewGame(cfg Config) (*Game, error) {
	s := NewState()
	if cfg.Position != "" {
		var err error
		if s, err = ParsePosition(cfg.Position); err != nil {
			return nil, err
		}
		if s.Position() == Opening {
			cfg.Position = ""
		} else {
			cfg.Position = s.Position()
		}
	}
	cfg.Tags = append([]core.Tag(nil), cfg.Tags...)
	g := &Game{cfg: cfg, line: NewLine(s)}
	g.result = g.line.Result()
	return g, nil
}

// Config returns the game's configuration.
func (g *Game) Config() Config {
	c := g.cfg
	c.Tags = append([]core.Tag(nil), c.Tags...)
	return c
}

// Name returns the record's Game tag value, "Maxima".
func (g *Game) Name() string { return GameName }

// SeatCode returns the untranslated name of a seat's side: "white" for
// seat 0, "black" for seat 1.
func (g *Game) SeatCode(seat int) string {
	if seat == 0 {
		return "white"
	}
	return "black"
}

// Names returns the players' names, White first ("" for no name).
func (g *Game) Names() []string { return []string{g.cfg.White, g.cfg.Black} }

// State returns a copy of the current position.
func (g *Game) State() State { return g.line.State }

// Taken counts the pieces the moves so far took off the board, a
// suicide's own piece included (core.Capturer).
func (g *Game) Taken() int {
	n := 0
	for i := range g.undos {
		n += len(g.undos[i].Captured())
	}
	return n
}

// Legal returns the legal moves of the side to move in a fresh slice,
// empty once the game is over. Each is an Action: Action(a) reads it.
func (g *Game) Legal() []core.Action {
	out := []core.Action{}
	if g.result.Over {
		return out
	}
	g.buf = g.line.Legal(g.buf[:0])
	for _, a := range g.buf {
		out = append(out, core.Action(a))
	}
	return out
}

// action returns a as the game's own Action, false when a packs none.
func action(a core.Action) (Action, bool) { return Action(a), a <= 0xFFFF }

// Play makes a, if it is legal; the error wraps core.ErrIllegal.
func (g *Game) Play(a core.Action) error {
	act, ok := action(a)
	if !ok {
		return fmt.Errorf("maxima: %w: %#x is not a move", core.ErrIllegal, uint32(a))
	}
	if err := g.play(act); err != nil {
		return fmt.Errorf("maxima: %w", err)
	}
	return nil
}

func (g *Game) play(a Action) error {
	s := &g.line.State
	if g.result.Over {
		return refuseOver()
	}
	// Past the end check, Line's legal moves are State's (a third
	// repetition ends the game).
	if err := s.Why(a); err != nil {
		return err
	}
	g.texts = append(g.texts, FormatAction(s, a))
	g.moves = append(g.moves, a)
	g.undos = append(g.undos, g.line.Apply(a))
	g.result = g.line.Result()
	return nil
}

// Parse reads a move ("d2-d5", "c4S") against the current position; the
// error wraps core.ErrSyntax or core.ErrIllegal.
func (g *Game) Parse(text string) (core.Action, error) {
	a, err := g.parse(text)
	if err != nil {
		return 0, fmt.Errorf("maxima: %w", err)
	}
	return core.Action(a), nil
}

func (g *Game) parse(text string) (Action, error) {
	if g.result.Over {
		return 0, refuseOver()
	}
	return ParseAction(&g.line.State, text)
}

// PlayText makes the move written in text ("d2-d5", "c4S").
func (g *Game) PlayText(text string) (core.Action, error) {
	a, err := g.playText(text)
	if err != nil {
		return 0, fmt.Errorf("maxima: %w", err)
	}
	return core.Action(a), nil
}

func (g *Game) playText(text string) (Action, error) {
	a, err := g.parse(text)
	if err != nil {
		return 0, err
	}
	return a, g.play(a)
}

// Format returns the notation of a in the current position.
func (g *Game) Format(a core.Action) string { return FormatAction(&g.line.State, Action(a)) }

// Moves returns the notation of every ply played so far, in order.
func (g *Game) Moves() []string { return append([]string(nil), g.texts...) }

// Actions returns every ply played so far, in order.
func (g *Game) Actions() []Action { return append([]Action(nil), g.moves...) }

// Undo takes back the last ply; a resignation, fallen flag or agreed draw
// after it is taken back with it.
func (g *Game) Undo() error {
	n := len(g.moves)
	if n == 0 {
		return errors.New("maxima: nothing to undo")
	}
	g.line.Unapply(g.undos[n-1])
	g.moves, g.undos, g.texts = g.moves[:n-1], g.undos[:n-1], g.texts[:n-1]
	g.result = g.line.Result()
	return nil
}

// ToMove returns the seat to move: 0 White, 1 Black.
func (g *Game) ToMove() int { return int(g.line.toMove) }

// Seats returns 2.
func (g *Game) Seats() int { return 2 }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.result.Over }

// Result returns how the game stands.
func (g *Game) Result() core.Result { return g.result }

// Resign ends the game, seat resigning whoever is to move; the other seat
// wins.
func (g *Game) Resign(seat int) error { return g.leave(seat, core.Resigned) }

// Flag ends the game for seat, whose clock ran out; the other seat wins.
func (g *Game) Flag(seat int) error { return g.leave(seat, core.Flagged) }

func (g *Game) leave(seat int, why core.Reason) error {
	if seat != 0 && seat != 1 {
		return fmt.Errorf("maxima: no seat %d", seat)
	}
	if g.result.Over {
		return fmt.Errorf("maxima: %w", refuseOver())
	}
	g.result = core.Result{Over: true, Winner: 1 - seat, Reason: why}
	return nil
}

// Agree ends the game drawn by agreement (core.Agreer) (rules/other-games.md, Maxima, End).
func (g *Game) Agree() error {
	if g.result.Over {
		return fmt.Errorf("maxima: %w", refuseOver())
	}
	g.result = core.Result{Over: true, Winner: -1, Reason: core.Agreement}
	return nil
}

// InCheck reports whether the side to move is in check (King or palace).
func (g *Game) InCheck() bool { return g.line.InCheck() }

// Captures returns the squares move a would capture on in the current
// position (for highlighting); a need not be legal, only well formed.
func (g *Game) Captures(a Action) []Square {
	s := g.line.State
	return s.Captures(a)
}

// Captures returns the squares a would capture on, for a pseudo-legal a:
// a suicide's own square, the pieces taken by a move.
func (s *State) Captures(a Action) []Square {
	if !a.From().Valid() || !a.To().Valid() || s.board[a.From()] == Empty {
		return nil
	}
	c := *s
	u := c.Apply(a)
	return append([]Square(nil), u.Captured()...)
}

// Line returns a copy of the game's line (position and history) for search
// and perft.
func (g *Game) Line() *Line {
	l := &Line{State: g.line.State, hist: make([]uint64, len(g.line.hist), len(g.line.hist)+64)}
	copy(l.hist, g.line.hist)
	return l
}
