package xima

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"xima/games/core"
)

// Config describes a game before its first action.
type Config struct {
	Styles  []Style       // one per seat, red first; 2 to 4 of them
	Names   []string      // the players' names, optional
	Seed    uint64        // the dice's seed, written into the record
	HasSeed bool          // Seed was given (a record without one cannot roll)
	Clock   time.Duration // agreed time per player; 0 untimed
	Date    string        // "2026.11.22"
	Tags    []core.Tag    // other header tags, kept as they are

	// Position is the start position, a Position tag's value ("" the
	// empty board); NewGame writes it back in its own form.
	Position string
}

// EventKind says what an Event records.
type EventKind uint8

// The kinds of events.
const (
	EventAction EventKind = iota // an action of the side to move
	EventRoll                    // the side to move rolled the dice
	EventResign                  // a player resigned
	EventFlag                    // a player's clock ran out
)

// Event is one entry of a game's history.
type Event struct {
	Kind     EventKind
	Player   Player
	Round    int // the movetext number of the turn
	Action   Action
	Dice     []uint8
	Short    string        // the action in short form, as played
	Long     string        // the action in long form
	Clock    time.Duration // the player's remaining time after the action
	HasClock bool
}

// GameName is the record's Game tag value.
const GameName = "Xima"

// Xima's Game and Line are the contract's game and position faces (house
// rule 15).
var (
	_ core.Game                   = (*Game)(nil)
	_ core.RecordGame             = (*Game)(nil)
	_ core.Position[Action, Undo] = (*Line)(nil)
)

// Game is a validated game: it checks every action, rolls the dice from its
// seeded source, keeps the history for the record and undo, and declares a
// drowned player the winner. Actions cross its core.Game face as
// core.Action values, which hold an Action as it is: Action(a) reads one.
type Game struct {
	cfg    Config
	line   *Line
	events []Event
	undos  []undoRecord // one per action event, in order
	src    *rand.PCG    // the dice's source, which rng draws from
	rng    *rand.Rand
	round  int
	// buf holds the legal actions now when bufFor is line and bufAt is
	// changes: every roll, action, resignation and undo counts a change.
	buf     []Action
	bufFor  *Line
	bufAt   int
	changes int
}

// legal returns the legal actions now, the repetition rule included, in a
// buffer the game reuses: callers only read it.
func (g *Game) legal() []Action {
	if g.bufFor != g.line || g.bufAt != g.changes {
		g.buf = g.line.Legal(g.buf[:0])
		g.bufFor, g.bufAt = g.line, g.changes
	}
	return g.buf
}

// NewGame starts a game.
func NewGame(cfg Config) (*Game, error) {
	s, round, err := cfg.start()
	if err != nil {
		return nil, err
	}
	if cfg.Position != "" {
		cfg.Position = FormatPosition(&s, round)
	}
	if len(cfg.Names) > len(cfg.Styles) {
		return nil, fmt.Errorf("xima: %d names for %d players", len(cfg.Names), len(cfg.Styles))
	}
	cfg.Styles = append([]Style(nil), cfg.Styles...)
	cfg.Names = append([]string(nil), cfg.Names...)
	g := &Game{cfg: cfg, line: NewLine(s), round: round, bufAt: -1}
	g.src = rand.NewPCG(cfg.Seed, cfg.Seed^0x5851F42D4C957F2D)
	g.rng = rand.New(g.src)
	return g, nil
}

// undoRecord is what takes an action back: the position's undo record, and
// the round and the dice's source as they were.
type undoRecord struct {
	undo  Undo
	round int
	src   rand.PCG
}

// Name returns the record's Game tag value, "Xima".
func (g *Game) Name() string { return GameName }

// Config returns the game's configuration.
func (g *Game) Config() Config {
	c := g.cfg
	c.Styles = append([]Style(nil), c.Styles...)
	c.Names = append([]string(nil), c.Names...)
	c.Tags = append([]core.Tag(nil), c.Tags...)
	return c
}

// Seats returns the number of players at the table, those out included.
func (g *Game) Seats() int { return g.line.Players() }

// SeatCode returns the seat's colour in lower case: "red", "blue",
// "yellow", "green".
func (g *Game) SeatCode(seat int) string { return strings.ToLower(Player(seat).String()) }

// Names returns the players' names by seat, "" where none was given.
func (g *Game) Names() []string {
	out := make([]string, g.Seats())
	copy(out, g.cfg.Names)
	return out
}

// ToMove returns the seat to move: the player who made the last action
// once the game is over (the drowned winner after a drowning).
func (g *Game) ToMove() int { return int(g.line.toMove) }

// State returns a copy of the current position.
func (g *Game) State() State { return g.line.State }

// Taken counts the blocks taken by majority so far, every player's
// (core.Capturer).
func (g *Game) Taken() int {
	n := 0
	for p := range g.line.Players() {
		n += g.line.Took(Player(p))
	}
	return n
}

// Events returns a copy of the history.
func (g *Game) Events() []Event { return append([]Event(nil), g.events...) }

// Actions returns every action played so far, in order.
func (g *Game) Actions() []Action {
	var out []Action
	for _, ev := range g.events {
		if ev.Kind == EventAction {
			out = append(out, ev.Action)
		}
	}
	return out
}

// Moves returns the notation (short form, as recorded) of every action
// played so far, in order.
func (g *Game) Moves() []string {
	out := []string{}
	for _, ev := range g.events {
		if ev.Kind == EventAction {
			out = append(out, ev.Short)
		}
	}
	return out
}

// Round returns the movetext number of the current turn.
func (g *Game) Round() int { return g.round }

// Result returns how the game stands.
func (g *Game) Result() core.Result { return g.line.State.Result() }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.line.Over() }

// NeedsRoll reports whether the side to move must roll before acting.
func (g *Game) NeedsRoll() bool { return g.line.NeedsRoll() }

// Legal returns the legal actions of the side to move in a fresh slice, the
// repetition rule included (empty once the game is over). A dice player who
// has not rolled gets the actions of any die value, which Play refuses until
// the roll.
func (g *Game) Legal() []core.Action {
	legal := g.legal()
	out := make([]core.Action, len(legal))
	for i, a := range legal {
		out[i] = core.Action(a)
	}
	return out
}

// Format returns the short form of a, a legal action now (FormatShort).
func (g *Game) Format(a core.Action) string {
	act := Action(a)
	if !act.valid() {
		return "??"
	}
	return FormatShort(&g.line.State, act, g.legal())
}

// Roll rolls the side to move's dice from the game's seeded source.
func (g *Game) Roll() ([]uint8, error) {
	if !g.line.NeedsRoll() {
		return nil, fmt.Errorf("xima: %s does not roll now", g.line.toMove)
	}
	n := 1
	if g.line.styles[g.line.toMove] == TwoDice {
		n = 2
	}
	dice := make([]uint8, n)
	for i := range dice {
		dice[i] = uint8(g.rng.IntN(6) + 1)
	}
	return dice, g.setRoll(dice)
}

// SetRoll sets the dice the side to move rolled (a record's "[3,5]"). The
// seeded source still advances, so rolls after it are those of an unbroken game.
func (g *Game) SetRoll(dice ...uint8) error {
	if g.line.NeedsRoll() {
		for range dice {
			g.rng.IntN(6)
		}
	}
	return g.setRoll(append([]uint8(nil), dice...))
}

func (g *Game) setRoll(dice []uint8) error {
	if err := g.line.Roll(dice...); err != nil {
		return err
	}
	g.changes++
	g.events = append(g.events, Event{Kind: EventRoll, Player: g.line.toMove, Round: g.round, Dice: dice})
	return nil
}

// Play makes a, if it is legal; the error wraps core.ErrIllegal, and is a
// *core.Refusal saying why for an action of the position.
func (g *Game) Play(a core.Action) error { return g.play(Action(a), 0, false) }

// PlayClocked makes a and notes the mover's remaining time after it, which
// the record keeps.
func (g *Game) PlayClocked(a core.Action, remaining time.Duration) error {
	return g.play(Action(a), remaining, true)
}

// PlayText makes the action written in either notation form.
func (g *Game) PlayText(text string) (core.Action, error) {
	a, err := g.Parse(text)
	if err != nil {
		return 0, err
	}
	return a, g.Play(a)
}

// Parse reads an action in either form against the legal actions; the
// error wraps core.ErrSyntax, core.ErrIllegal (a *core.Refusal saying why)
// or core.ErrAmbiguous.
func (g *Game) Parse(text string) (core.Action, error) {
	if r := g.line.refuseTurn(); r != nil {
		return 0, r
	}
	a, err := ParseAction(&g.line.State, g.legal(), text)
	return core.Action(a), err
}

func (g *Game) play(a Action, remaining time.Duration, clocked bool) error {
	s := &g.line.State
	if r := s.refuseTurn(); r != nil {
		return r
	}
	if !a.valid() {
		return fmt.Errorf("%w: %#x is not an action", core.ErrIllegal, uint32(a))
	}
	legal := g.legal()
	if !slices.Contains(legal, a) {
		return explain(s, legal, a)
	}
	ev := Event{Kind: EventAction, Player: s.toMove, Round: g.round, Action: a,
		Short: FormatShort(s, a, legal), Long: FormatLong(s, a), Clock: remaining, HasClock: clocked}
	mover := s.toMove
	g.undos = append(g.undos, undoRecord{undo: g.line.Apply(a), round: g.round, src: *g.src})
	g.changes++
	g.events = append(g.events, ev)
	if !s.Over() && s.toMove <= mover && !(s.toMove == mover && s.MidTurn()) {
		g.round++ // the turn went back round the table
	}
	g.checkDrowned()
	return nil
}

// checkDrowned declares the side to move the winner when it has no legal
// action (rules/xima.md, End of the game).
func (g *Game) checkDrowned() {
	s := &g.line.State
	if !s.Over() {
		if len(g.legal()) == 0 {
			s.drown()
		}
	}
}

// Resign takes the player in seat out of the game, whoever is to move: with
// two players the other wins; with three or four, the resigner's blocks
// leave the board and the others play on.
func (g *Game) Resign(seat int) error { return g.leave(seat, false) }

// Flag is Resign for a player whose clock ran out (book 11.4.1: a
// resignation); the reason is core.Flagged.
func (g *Game) Flag(seat int) error { return g.leave(seat, true) }

func (g *Game) leave(seat int, flag bool) error {
	s := &g.line.State
	if s.Over() {
		return fmt.Errorf("%w: the game is over", core.ErrIllegal)
	}
	if seat < 0 || seat >= s.Players() || !s.Alive(Player(seat)) {
		return fmt.Errorf("xima: %s is not in the game", Player(seat))
	}
	p := Player(seat)
	kind := EventResign
	if flag {
		kind = EventFlag
	}
	g.events = append(g.events, Event{Kind: kind, Player: p, Round: g.round})
	toMove := s.toMove
	s.Resign(p, flag)
	g.changes++
	if !s.Over() && s.toMove != toMove && s.toMove <= toMove {
		g.round++ // the resigner's turn passed, and back round the table
	}
	g.checkDrowned()
	return nil
}

// Undo takes back the last action (and any resignation after it), keeping
// the roll it was made with. Rolls after it are taken back with it, and the
// dice's source goes back to where it stood.
func (g *Game) Undo() error {
	last, resigned := -1, false
	for i, ev := range g.events {
		switch ev.Kind {
		case EventAction:
			last, resigned = i, false
		case EventResign, EventFlag:
			resigned = true
		}
	}
	if last < 0 {
		return errors.New("xima: nothing to undo")
	}
	if !resigned { // only rolls after it: the position's undo record takes it back
		n := len(g.undos) - 1
		u := g.undos[n]
		g.line.Unapply(u.undo)
		*g.src = u.src
		g.round = u.round
		g.undos, g.events = g.undos[:n], g.events[:last]
		g.changes++
		return nil
	}
	// A resignation has no undo record: replay the game from the start,
	// which cannot drift from what Play did.
	ng, err := NewGame(g.cfg)
	if err != nil {
		return err
	}
	if err := ng.replay(g.events[:last]); err != nil {
		return err
	}
	*g = *ng
	return nil
}

// replay plays events recorded by an equal game.
func (g *Game) replay(events []Event) error {
	for _, ev := range events {
		var err error
		switch ev.Kind {
		case EventRoll:
			err = g.SetRoll(ev.Dice...)
		case EventAction:
			err = g.play(ev.Action, ev.Clock, ev.HasClock)
		case EventResign, EventFlag:
			err = g.leave(int(ev.Player), ev.Kind == EventFlag)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// TimeUsed returns the clock time player p used: the agreed time less what
// the last clock reading of p's showed (all of it after a flag fall); 0 in
// an untimed game.
func (g *Game) TimeUsed(p Player) time.Duration {
	if g.cfg.Clock == 0 {
		return 0
	}
	used := time.Duration(0)
	for _, ev := range g.events {
		if ev.Player != p {
			continue
		}
		switch {
		case ev.Kind == EventFlag:
			used = g.cfg.Clock
		case ev.Kind == EventAction && ev.HasClock:
			used = g.cfg.Clock - ev.Clock
		}
	}
	return max(used, 0)
}

// Turns returns how many turns player p has taken: a two-dice turn of two
// actions is one turn (its second action follows the first directly).
func (g *Game) Turns(p Player) int {
	n := 0
	for i, ev := range g.events {
		if ev.Kind != EventAction || ev.Player != p {
			continue
		}
		if i > 0 && g.events[i-1].Kind == EventAction && g.events[i-1].Player == p {
			continue
		}
		n++
	}
	return n
}

// Line returns a copy of the game's line (position and history) for search.
func (g *Game) Line() *Line { return g.line.clone() }
