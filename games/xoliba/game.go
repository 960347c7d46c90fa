package xoliba

import (
	"errors"
	"fmt"
	"strings"

	"xima/games/core"
)

// Config describes a game before its first action. The zero value is a
// two-player game shuffled from seed 0.
type Config struct {
	Players int      // 1, 2 or 3; 0 means 2
	Seed    uint64   // the shuffle's seed, which also draws the lot for who starts
	Setup   string   // a starting position in the Setup notation; "" shuffles from Seed
	Names   []string // the players' names by seat (red, blue, green), optional
	Date    string   // "2026.11.22"
	Tags    []core.Tag
}

// GameName is the record's Game tag value.
const GameName = "Xoliba"

// Xoliba's Game and Line are the contract's game and position faces.
var (
	_ core.Game                   = (*Game)(nil)
	_ core.RecordGame             = (*Game)(nil)
	_ core.Position[Action, Undo] = (*Line)(nil)
)

// ply is one action played, with its notation, its move number and what
// takes it back.
type ply struct {
	action Action
	text   string
	round  int
	undo   Undo
}

// Game is a validated game: it checks every action, keeps the positions
// for the repetition rule and the notation of every action for the record,
// and scores the end. Actions cross its face as core.Action values, which
// hold an Action as it is.
type Game struct {
	cfg   Config
	start State
	line  *Line
	plies []ply
	round int // the move number of the turn to play
	buf   []Action
}

// NewGame starts a game: the position is cfg.Setup's, or shuffled from
// cfg.Seed (NewState).
func NewGame(cfg Config) (*Game, error) {
	if cfg.Players == 0 {
		cfg.Players = 2
	}
	if len(cfg.Names) > cfg.Players {
		return nil, fmt.Errorf("xoliba: %d names for %d players", len(cfg.Names), cfg.Players)
	}
	var s State
	var err error
	if cfg.Setup != "" {
		s, err = ParseSetup(cfg.Players, cfg.Setup, cfg.Seed)
	} else {
		s, err = NewState(cfg.Players, cfg.Seed)
	}
	if err != nil {
		return nil, err
	}
	cfg.Names = append([]string(nil), cfg.Names...)
	cfg.Tags = append([]core.Tag(nil), cfg.Tags...)
	return &Game{cfg: cfg, start: s, line: NewLine(s), round: 1}, nil
}

// Name returns "Xoliba".
func (g *Game) Name() string { return GameName }

// Config returns the game's configuration.
func (g *Game) Config() Config {
	c := g.cfg
	c.Names = append([]string(nil), c.Names...)
	c.Tags = append([]core.Tag(nil), c.Tags...)
	return c
}

// Start returns a copy of the starting position.
func (g *Game) Start() State { return g.start }

// State returns a copy of the current position.
func (g *Game) State() State { return g.line.State }

// Taken counts the pieces turned white so far, every player's
// (core.Capturer).
func (g *Game) Taken() int {
	st, n := &g.line.State, 0
	for seat := range st.Players() {
		n += st.Took(seat)
	}
	return n
}

// Line returns a copy of the game's line (position and earlier positions),
// for search and perft.
func (g *Game) Line() *Line { return g.line.Clone() }

// SeatCode returns the seat's colour in lower case: "red", "blue", "green".
func (g *Game) SeatCode(seat int) string { return strings.ToLower(SeatColor(seat).String()) }

// Names returns the players' names by seat, "" where none was given.
func (g *Game) Names() []string {
	out := make([]string, g.Seats())
	copy(out, g.cfg.Names)
	return out
}

// Legal returns the legal actions of the seat to move (empty once the game
// is over).
func (g *Game) Legal() []core.Action {
	g.buf = g.line.Legal(g.buf[:0])
	out := make([]core.Action, len(g.buf))
	for i, a := range g.buf {
		out[i] = core.Action(a)
	}
	return out
}

// Play makes a, if it is legal.
func (g *Game) Play(ca core.Action) error {
	a := Action(ca)
	s := &g.line.State
	if s.Over() {
		return fmt.Errorf("%w: the game is over", core.ErrIllegal)
	}
	g.buf = g.line.Legal(g.buf[:0])
	legal := false
	for _, b := range g.buf {
		legal = legal || a == b
	}
	if !legal {
		return s.whyNot(a)
	}
	p := ply{action: a, text: FormatAction(s, a), round: g.round}
	mover := s.orderIndex(s.toMove)
	p.undo = g.line.Apply(a)
	g.plies = append(g.plies, p)
	if !s.Over() && s.orderIndex(s.toMove) <= mover {
		g.round++
	}
	return nil
}

// Parse reads an action of the seat to move in the notation (ParseAction).
func (g *Game) Parse(text string) (core.Action, error) {
	a, err := ParseAction(&g.line.State, text)
	return core.Action(a), err
}

// PlayText makes the action written in the notation.
func (g *Game) PlayText(text string) (core.Action, error) {
	a, err := g.Parse(text)
	if err != nil {
		return 0, err
	}
	return a, g.Play(a)
}

// Format returns the notation of a legal action in the current position.
func (g *Game) Format(a core.Action) string { return FormatAction(&g.line.State, Action(a)) }

// Moves returns the notation of every action played so far, in order.
func (g *Game) Moves() []string {
	out := make([]string, len(g.plies))
	for i, p := range g.plies {
		out[i] = p.text
	}
	return out
}

// Actions returns every action played so far, in order.
func (g *Game) Actions() []Action {
	out := make([]Action, len(g.plies))
	for i, p := range g.plies {
		out[i] = p.action
	}
	return out
}

// Undo takes back the last action, and a resignation, flag fall or
// agreement after it; with no action played, only that end.
func (g *Game) Undo() error {
	s := &g.line.State
	ended := s.leftGame() || s.end == core.Agreement
	if ended { // the position before it had not ended, nor anyone resigned
		s.end, s.resigned = core.NotOver, 0
	}
	n := len(g.plies)
	if n == 0 {
		if ended {
			return nil
		}
		return errors.New("xoliba: nothing to undo")
	}
	p := g.plies[n-1]
	g.line.Unapply(p.undo)
	g.plies = g.plies[:n-1]
	g.round = p.round
	return nil
}

// ToMove returns the seat to move.
func (g *Game) ToMove() int { return g.line.State.ToMove() }

// Seats returns the number of players.
func (g *Game) Seats() int { return g.line.State.Players() }

// Round returns the move number of the turn to play (a round of turns).
func (g *Game) Round() int { return g.round }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.line.State.Over() }

// Result returns how the game stands: whether it is over, the winning
// seat (-1 for a draw, a patience left unsolved or no winner yet) and the
// reason's code.
func (g *Game) Result() core.Result { return g.line.State.Result() }

// Scores returns each seat's points as the game stands (State.Scores).
func (g *Game) Scores() []int { return g.line.State.Scores() }

// Resign ends the game: the seat resigns, whoever is to move, and the
// others win (State.Winner; with three players the other two compare their
// captures, so a player already out may resign too). Before any action it
// is the opening resignation a Match rewards (rules/other-games.md, Xoliba,
// Opening resignation).
func (g *Game) Resign(seat int) error { return g.leave(seat, core.Resigned) }

// Flag ends the game as Resign does, for a player whose clock ran out.
func (g *Game) Flag(seat int) error { return g.leave(seat, core.Flagged) }

func (g *Game) leave(seat int, why core.Reason) error {
	s := &g.line.State
	if s.Over() {
		return fmt.Errorf("%w: the game is over", core.ErrIllegal)
	}
	if seat < 0 || seat >= s.Players() {
		return fmt.Errorf("xoliba: no seat %d in a %d-player game", seat, s.Players())
	}
	s.end, s.resigned = why, uint8(seat)
	return nil
}

// Agree ends the game by the players' agreement; it is scored as it stands
// (rules/other-games.md, Xoliba: the end by agreement).
func (g *Game) Agree() error {
	s := &g.line.State
	if s.Over() {
		return fmt.Errorf("%w: the game is over", core.ErrIllegal)
	}
	if s.Players() == 1 {
		return fmt.Errorf("%w: a patience has no one to agree with; resign instead", core.ErrIllegal)
	}
	s.end = core.Agreement
	return nil
}

// orderIndex returns the seat's place in the order of play.
func (s *State) orderIndex(seat uint8) int {
	for i := range int(s.players) {
		if s.order[i] == seat {
			return i
		}
	}
	return 0
}
