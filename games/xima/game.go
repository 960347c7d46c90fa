package xima

import (
	"errors"
	"fmt"
	"math/rand/v2"
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

// Game is a validated game: it checks every action, rolls the dice from its
// seeded source, keeps the history for the record and undo, and declares a
// drowned player the winner.
type Game struct {
	cfg    Config
	line   *Line
	events []Event
	rng    *rand.Rand
	round  int
	buf    []Action
}

// NewGame starts a game.
func NewGame(cfg Config) (*Game, error) {
	s, err := NewState(cfg.Styles...)
	if err != nil {
		return nil, err
	}
	if len(cfg.Names) > len(cfg.Styles) {
		return nil, fmt.Errorf("xima: %d names for %d players", len(cfg.Names), len(cfg.Styles))
	}
	cfg.Styles = append([]Style(nil), cfg.Styles...)
	cfg.Names = append([]string(nil), cfg.Names...)
	g := &Game{cfg: cfg, line: NewLine(s), round: 1}
	g.rng = rand.New(rand.NewPCG(cfg.Seed, cfg.Seed^0x5851F42D4C957F2D))
	return g, nil
}

// Config returns the game's configuration.
func (g *Game) Config() Config {
	c := g.cfg
	c.Styles = append([]Style(nil), c.Styles...)
	c.Names = append([]string(nil), c.Names...)
	c.Tags = append([]core.Tag(nil), c.Tags...)
	return c
}

// State returns a copy of the current position.
func (g *Game) State() State { return g.line.State }

// Events returns a copy of the history.
func (g *Game) Events() []Event { return append([]Event(nil), g.events...) }

// Round returns the movetext number of the current turn.
func (g *Game) Round() int { return g.round }

// Result returns the winner and how the game ended (NotOver while it goes on).
func (g *Game) Result() (Player, Reason) { return g.line.Result() }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.line.Over() }

// NeedsRoll reports whether the side to move must roll before acting.
func (g *Game) NeedsRoll() bool { return g.line.NeedsRoll() }

// Legal returns the legal actions of the side to move, the repetition rule
// included (empty once the game is over). A dice player who has not rolled
// gets the actions of any die value.
func (g *Game) Legal() []Action {
	g.buf = g.line.Legal(g.buf[:0])
	return append([]Action(nil), g.buf...)
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
	g.events = append(g.events, Event{Kind: EventRoll, Player: g.line.toMove, Round: g.round, Dice: dice})
	return nil
}

// ErrNeedsRoll is returned by Play when a dice player has not rolled yet.
var ErrNeedsRoll = errors.New("roll the dice first")

// Play makes a, if it is legal.
func (g *Game) Play(a Action) error { return g.play(a, 0, false) }

// PlayClocked makes a and notes the mover's remaining time after it.
func (g *Game) PlayClocked(a Action, remaining time.Duration) error {
	return g.play(a, remaining, true)
}

// PlayText makes the action written in either notation form.
func (g *Game) PlayText(text string) (Action, error) {
	a, err := g.Parse(text)
	if err != nil {
		return 0, err
	}
	return a, g.Play(a)
}

// Parse reads an action in either form against the legal actions.
func (g *Game) Parse(text string) (Action, error) {
	if g.line.Over() {
		return 0, fmt.Errorf("%w: the game is over", core.ErrIllegal)
	}
	if g.line.NeedsRoll() {
		return 0, fmt.Errorf("%w: %w", core.ErrIllegal, ErrNeedsRoll)
	}
	g.buf = g.line.Legal(g.buf[:0])
	return ParseAction(&g.line.State, g.buf, text)
}

func (g *Game) play(a Action, remaining time.Duration, clocked bool) error {
	s := &g.line.State
	if s.Over() {
		return fmt.Errorf("%w: the game is over", core.ErrIllegal)
	}
	if s.NeedsRoll() {
		return fmt.Errorf("%w: %w", core.ErrIllegal, ErrNeedsRoll)
	}
	g.buf = g.line.Legal(g.buf[:0])
	legal := false
	for _, b := range g.buf {
		legal = legal || a == b
	}
	if !legal {
		return fmt.Errorf("%w: %s is not a legal action for %s", core.ErrIllegal, FormatLong(s, a), s.toMove)
	}
	ev := Event{Kind: EventAction, Player: s.toMove, Round: g.round, Action: a,
		Short: FormatShort(s, a, g.buf), Long: FormatLong(s, a), Clock: remaining, HasClock: clocked}
	mover := s.toMove
	g.line.Apply(a)
	g.events = append(g.events, ev)
	g.afterTurn(mover)
	return nil
}

// afterTurn advances the round when the turn went back round the table, and
// declares a drowned side to move the winner.
func (g *Game) afterTurn(mover Player) {
	s := &g.line.State
	if !s.Over() && s.toMove <= mover && !(s.toMove == mover && s.MidTurn()) {
		g.round++
	}
	if !s.Over() {
		g.buf = g.line.Legal(g.buf[:0])
		if len(g.buf) == 0 {
			s.drown()
		}
	}
}

// Resign takes player p out of the game (flag: the clock ran out).
func (g *Game) Resign(p Player, flag bool) error {
	s := &g.line.State
	if s.Over() {
		return fmt.Errorf("%w: the game is over", core.ErrIllegal)
	}
	if int(p) >= s.Players() || !s.Alive(p) {
		return fmt.Errorf("xima: %s is not in the game", p)
	}
	kind := EventResign
	if flag {
		kind = EventFlag
	}
	g.events = append(g.events, Event{Kind: kind, Player: p, Round: g.round})
	toMove := s.toMove
	s.Resign(p, flag)
	if s.toMove != toMove {
		g.afterTurn(toMove)
	} else if !s.Over() {
		g.afterTurn(s.toMove)
	}
	return nil
}

// Undo takes back the last action (and any resignation after it), keeping
// the roll it was made with. It replays the game from the start, which is
// cheap and cannot drift from what Play did.
func (g *Game) Undo() error {
	last := -1
	for i, ev := range g.events {
		if ev.Kind == EventAction {
			last = i
		}
	}
	if last < 0 {
		return errors.New("xima: nothing to undo")
	}
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
			err = g.Resign(ev.Player, ev.Kind == EventFlag)
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
func (g *Game) Line() *Line {
	l := &Line{State: g.line.State, seen: make(map[uint64]uint8, len(g.line.seen)), twice: g.line.twice}
	for h, n := range g.line.seen {
		l.seen[h] = n
	}
	return l
}
