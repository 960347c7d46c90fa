package maxima

import (
	"errors"
	"fmt"

	"xima/games/core"
)

// The reasons a game ends, as Result.Reason gives them.
const (
	ReasonPalace     = "palace invaded"
	ReasonBareKing   = "bare king"
	ReasonCheckmate  = "checkmate"
	ReasonStalemate  = "stalemate"
	ReasonRepetition = "third repetition"
	ReasonAgreement  = "agreement"
	ReasonResign     = "resignation"
)

// Result is how a game stands: Winner is the winning seat (0 White, 1
// Black), -1 for a draw or while the game goes on.
type Result struct {
	Over   bool
	Winner int
	Reason string // short English, one of the Reason constants; "" while not over
}

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
	result Result
	buf    []Action
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
	g.result = g.line.Outcome()
	return g, nil
}

// Config returns the game's configuration.
func (g *Game) Config() Config {
	c := g.cfg
	c.Tags = append([]core.Tag(nil), c.Tags...)
	return c
}

// State returns a copy of the current position.
func (g *Game) State() State { return g.line.State }

// Legal returns the legal moves of the side to move in a fresh slice,
// empty once the game is over.
func (g *Game) Legal() []Action {
	if g.result.Over {
		return []Action{}
	}
	g.buf = g.line.Legal(g.buf[:0])
	return append([]Action{}, g.buf...)
}

// Play makes a, if it is legal; the error wraps core.ErrIllegal.
func (g *Game) Play(a Action) error {
	if err := g.play(a); err != nil {
		return fmt.Errorf("maxima: %w", err)
	}
	return nil
}

// errOver is the reason for refusing a move after the end.
var errOver = fmt.Errorf("%w: the game is over", core.ErrIllegal)

func (g *Game) play(a Action) error {
	s := &g.line.State
	if g.result.Over {
		return errOver
	}
	g.buf = g.line.Legal(g.buf[:0])
	legal := false
	for _, b := range g.buf {
		legal = legal || a == b
	}
	if !legal {
		return fmt.Errorf("%w: %s", core.ErrIllegal, s.whyIllegal(a))
	}
	g.texts = append(g.texts, FormatAction(s, a))
	g.moves = append(g.moves, a)
	g.undos = append(g.undos, g.line.Apply(a))
	g.result = g.line.Outcome()
	return nil
}

// PlayText makes the move written in text ("d2-d5", "c4S").
func (g *Game) PlayText(text string) (Action, error) {
	a, err := g.playText(text)
	if err != nil {
		return 0, fmt.Errorf("maxima: %w", err)
	}
	return a, nil
}

func (g *Game) playText(text string) (Action, error) {
	if g.result.Over {
		return 0, errOver
	}
	a, err := ParseAction(&g.line.State, text)
	if err != nil {
		return 0, err
	}
	return a, g.play(a)
}

// Format returns the notation of a in the current position.
func (g *Game) Format(a Action) string { return FormatAction(&g.line.State, a) }

// Moves returns the notation of every ply played so far, in order.
func (g *Game) Moves() []string { return append([]string(nil), g.texts...) }

// Actions returns every ply played so far, in order.
func (g *Game) Actions() []Action { return append([]Action(nil), g.moves...) }

// Undo takes back the last ply; a resignation or agreed draw after it is
// taken back with it.
func (g *Game) Undo() error {
	n := len(g.moves)
	if n == 0 {
		return errors.New("maxima: nothing to undo")
	}
	g.line.Unapply(g.undos[n-1])
	g.moves, g.undos, g.texts = g.moves[:n-1], g.undos[:n-1], g.texts[:n-1]
	g.result = g.line.Outcome()
	return nil
}

// ToMove returns the seat to move: 0 White, 1 Black.
func (g *Game) ToMove() int { return int(g.line.toMove) }

// Seats returns 2.
func (g *Game) Seats() int { return 2 }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.result.Over }

// Result returns how the game stands.
func (g *Game) Result() Result { return g.result }

// Resign ends the game, seat resigning; the other seat wins.
func (g *Game) Resign(seat int) error {
	if seat != 0 && seat != 1 {
		return fmt.Errorf("maxima: no seat %d", seat)
	}
	if g.result.Over {
		return fmt.Errorf("maxima: %w", errOver)
	}
	g.result = Result{Over: true, Winner: 1 - seat, Reason: ReasonResign}
	return nil
}

// AgreeDraw ends the game drawn by agreement (rules/other-games.md, Maxima, End).
func (g *Game) AgreeDraw() error {
	if g.result.Over {
		return fmt.Errorf("maxima: %w", errOver)
	}
	g.result = Result{Over: true, Winner: -1, Reason: ReasonAgreement}
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
