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

// Result says whether and how a game ended and who won.
type Result struct {
	Over   bool
	Winner int    // the winning seat; -1 for a draw, a lost patience or no winner yet
	Reason string // how it ended, e.g. "fewer than three pieces"; "" while not over
}

// ply is one action played, with its notation and move number.
type ply struct {
	action Action
	text   string
	round  int
}

// Game is a validated game: it checks every action, keeps the positions
// for the repetition rule and the notation of every action for the record,
// and scores the end.
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

// Line returns a copy of the game's line (position and earlier positions),
// for search and perft.
func (g *Game) Line() *Line { return g.line.Clone() }

// Legal returns the legal actions of the seat to move (empty once the game
// is over).
func (g *Game) Legal() []Action {
	g.buf = g.line.Legal(g.buf[:0])
	return append([]Action(nil), g.buf...)
}

// Play makes a, if it is legal.
func (g *Game) Play(a Action) error {
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
		text := "an unknown action"
		if a.valid() {
			text = FormatAction(s, a)
		}
		return fmt.Errorf("%w: %s is not a legal action for %s", core.ErrIllegal, text, strings.ToLower(SeatColor(s.ToMove()).String()))
	}
	p := ply{action: a, text: FormatAction(s, a), round: g.round}
	mover := s.orderIndex(s.toMove)
	g.line.Apply(a)
	g.plies = append(g.plies, p)
	if !s.Over() && s.orderIndex(s.toMove) <= mover {
		g.round++
	}
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

// Format returns the notation of a legal action in the current position.
func (g *Game) Format(a Action) string { return FormatAction(&g.line.State, a) }

// Moves returns the notation of every action played so far, in order.
func (g *Game) Moves() []string {
	out := make([]string, len(g.plies))
	for i, p := range g.plies {
		out[i] = p.text
	}
	return out
}

// Undo takes back the last action, and a resignation or agreement after
// it; with no action played, only the resignation or agreement. It replays
// the game from the start, which cannot drift from what Play did.
func (g *Game) Undo() error {
	n := len(g.plies)
	if e := g.line.State.end; e != Resignation && e != Agreement {
		if n == 0 {
			return errors.New("xoliba: nothing to undo")
		}
		n--
	}
	ng, err := NewGame(g.cfg)
	if err != nil {
		return err
	}
	for _, p := range g.plies[:n] {
		if err := ng.Play(p.action); err != nil {
			return err
		}
	}
	*g = *ng
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

// Result returns whether the game is over, the winner and the reason.
func (g *Game) Result() Result {
	s := &g.line.State
	if !s.Over() {
		return Result{Winner: -1}
	}
	return Result{Over: true, Winner: s.Winner(), Reason: s.end.String()}
}

// Scores returns each seat's points as the game stands (State.Scores).
func (g *Game) Scores() []int { return g.line.State.Scores() }

// Resign ends the game: the seat resigns and the others win
// (State.Winner). Before any action it is the opening resignation a Match
// rewards (rules/other-games.md, Xoliba, Opening resignation).
func (g *Game) Resign(seat int) error {
	s := &g.line.State
	if s.Over() {
		return fmt.Errorf("%w: the game is over", core.ErrIllegal)
	}
	if seat < 0 || seat >= s.Players() || !s.In(seat) {
		return fmt.Errorf("xoliba: seat %d is not in the game", seat)
	}
	s.end, s.resigned = Resignation, uint8(seat)
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
	s.end = Agreement
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
