package xana

import (
	"errors"
	"fmt"

	"xima/games/core"
)

// GameName is the record's Game tag value.
const GameName = "Xana"

// Passes is the end only Xana has, as a Result.Reason code: both players
// passed in a row (rules/other-games.md, Xana, End). The third occurrence
// of a position is core.Repetition, a resignation core.Resigned, a fallen
// flag core.Flagged.
const Passes core.Reason = "passes"

// The faces Xana shows the rest of the program (house rule 15).
var (
	_ core.Game                   = (*Game)(nil)
	_ core.RecordGame             = (*Game)(nil)
	_ core.Position[Action, Undo] = (*Line)(nil)
)

// Config describes a game before its first part. The zero value is a game
// on the board of side 8.
type Config struct {
	Size  int        // the board's side N, MinSize to MaxSize; 0 means DefaultSize
	Names [2]string  // the players' names by seat; seat 0 begins as White
	Date  string     // "2026.11.22"
	Tags  []core.Tag // other header tags, kept as they are
}

// Game is a validated game: it checks every part, keeps the history (a
// Line, with the repetition rule), the result and the record.
type Game struct {
	cfg   Config
	line  *Line
	plies []Action
	undos []Undo      // undos[i] takes plies[i] back; it holds the position before it
	left  core.Result // a resignation or a fallen flag; zero while none
	buf   []Action

	// While GameFromRecord replays a record: the movetext's words, how
	// many ReadWord has read, and whether the last one was "+".
	words []string
	read  int
	open  bool
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
	return &Game{cfg: cfg, line: NewLine(s)}, nil
}

// Config returns the game's configuration.
func (g *Game) Config() Config {
	c := g.cfg
	c.Tags = append([]core.Tag(nil), c.Tags...)
	return c
}

// State returns a copy of the current position.
func (g *Game) State() State { return g.line.State }

// Taken counts the stones captured so far, both sides' (core.Capturer).
func (g *Game) Taken() int { return g.line.Lost(White) + g.line.Lost(Black) }

// Line returns a copy of the game's position and history, for search and
// perft.
func (g *Game) Line() *Line { return g.line.Clone() }

// Name returns the record's Game tag value, "Xana".
func (g *Game) Name() string { return GameName }

// Seats returns the number of players, 2.
func (g *Game) Seats() int { return 2 }

// SeatCode returns the untranslated name of a seat by the colour it began
// with: "white" for seat 0, "black" for seat 1 (a swap later turns the
// colours round, not the codes).
func (g *Game) SeatCode(seat int) string {
	if seat == 0 {
		return "white"
	}
	return "black"
}

// Names returns the players' names, seat 0 first ("" for no name).
func (g *Game) Names() []string { return []string{g.cfg.Names[0], g.cfg.Names[1]} }

// ToMove returns the seat whose turn it is.
func (g *Game) ToMove() int { return g.line.ToMove() }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.Result().Over }

// Result returns how the game stands. A game ended by passes or repetition
// goes to the higher score, the colour that moved first on equal scores
// (rules/other-games.md, Xana: End).
func (g *Game) Result() core.Result {
	if g.left.Over {
		return g.left
	}
	return g.line.Result()
}

// Leader returns the seat that would win if the game ended now by passes:
// the higher count, White's seat on equal counts (rules/other-games.md,
// Xana, End). A match that stops a long game reads it (games/match).
func (g *Game) Leader() int { return g.line.State.scored(Passes).Winner }

// Legal returns the legal parts now in a fresh slice, empty once the game
// is over. Each is an Action: Action(a) reads it.
func (g *Game) Legal() []core.Action {
	out := []core.Action{}
	if g.Over() {
		return out
	}
	g.buf = g.line.Legal(g.buf[:0])
	for _, a := range g.buf {
		out = append(out, core.Action(a))
	}
	return out
}

// action returns a as the game's own Action, false when a packs none.
func action(a core.Action) (Action, bool) { return Action(a), a < 1<<27 }

// Play plays the part a, if it is legal; the error wraps core.ErrIllegal.
func (g *Game) Play(a core.Action) error {
	act, ok := action(a)
	if !ok {
		return fmt.Errorf("%w: %#x is not a part", core.ErrIllegal, uint32(a))
	}
	return g.play(act)
}

func (g *Game) play(a Action) error {
	if g.Over() {
		return refuseOver()
	}
	// Past the end check, Line's legal parts are State's (a third
	// repetition ends the game).
	if err := g.line.Why(a); err != nil {
		return err
	}
	g.plies = append(g.plies, a)
	g.undos = append(g.undos, g.line.Apply(a))
	return nil
}

// Parse reads a part written in the notation against the current position;
// the error wraps core.ErrSyntax or core.ErrIllegal.
func (g *Game) Parse(text string) (core.Action, error) {
	a, err := g.parse(text)
	return core.Action(a), err
}

func (g *Game) parse(text string) (Action, error) {
	if g.Over() {
		return 0, refuseOver()
	}
	return ParseAction(&g.line.State, text)
}

// PlayText plays a part written in the notation.
func (g *Game) PlayText(text string) (core.Action, error) {
	a, err := g.playText(text)
	return core.Action(a), err
}

func (g *Game) playText(text string) (Action, error) {
	a, err := g.parse(text)
	if err != nil {
		return 0, err
	}
	return a, g.play(a)
}

// Format writes a part in the current position.
func (g *Game) Format(a core.Action) string { return FormatAction(&g.line.State, Action(a)) }

// Moves returns the notation of every part played so far, in order.
func (g *Game) Moves() []string {
	out := make([]string, len(g.plies))
	for i, a := range g.plies {
		out[i] = FormatAction(&g.undos[i].prev, a)
	}
	return out
}

// Actions returns every part played so far, in order.
func (g *Game) Actions() []Action { return append([]Action(nil), g.plies...) }

// Undo takes back the last part, and the resignation or fallen flag after
// it if any.
func (g *Game) Undo() error {
	n := len(g.plies)
	if n == 0 {
		return errors.New("xana: nothing to undo")
	}
	g.line.Unapply(g.undos[n-1])
	g.plies, g.undos = g.plies[:n-1], g.undos[:n-1]
	g.left = core.Result{}
	return nil
}

// Resign ends the game: seat resigns, whoever is to move, and the other
// seat wins.
func (g *Game) Resign(seat int) error { return g.leave(seat, core.Resigned) }

// Flag ends the game for seat, whose clock ran out: the other seat wins.
func (g *Game) Flag(seat int) error { return g.leave(seat, core.Flagged) }

func (g *Game) leave(seat int, why core.Reason) error {
	if seat < 0 || seat > 1 {
		return fmt.Errorf("xana: no seat %d", seat)
	}
	if g.Over() {
		return refuseOver()
	}
	g.left = core.Result{Over: true, Winner: 1 - seat, Reason: why}
	return nil
}

// Score returns col's points now (State.Score).
func (g *Game) Score(col Colour) int { return g.line.Score(col) }
