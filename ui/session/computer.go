package session

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/search"
)

// Computers is how a screen's computer players are made, how long they
// think and how fast they play: what Config takes as Computer, Budget,
// HintBudget and Pace.
type Computers struct {
	New                func() catalog.Computer // nil where the game has no computer player
	Budget, HintBudget search.Budget
	Pace               time.Duration
}

// computerPrefix starts a computer seat's stored name: "computer:3" is
// the computer at level 3. The store keeps the code; the screen
// translates it.
const computerPrefix = "computer:"

// ComputerCode is the stored name of a computer seat of level: "computer:3".
func ComputerCode(level int) string { return computerPrefix + strconv.Itoa(level) }

// ComputerLevel reads a stored seat name: the computer's level, and
// whether name is a computer's code at all.
func ComputerLevel(name string) (int, bool) {
	rest, ok := strings.CutPrefix(name, computerPrefix)
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	if err != nil || n < search.MinLevel || n > search.MaxLevel || strconv.Itoa(n) != rest {
		return 0, false
	}
	return n, true
}

// Mode is how a game of these seats is played, as the store keeps it:
// "computer" when a computer sits at the table, "hotseat" otherwise.
func Mode(seats []Seat) string {
	for _, seat := range seats {
		if seat.Computer > 0 {
			return "computer"
		}
	}
	return "hotseat"
}

// seatComputers reads the computer seats of cfg (a level, or a stored
// name that is a computer's code, as a resumed game gives it), gives each
// its code as name, and refuses what cannot be played.
func seatComputers(cfg *Config) error {
	found := false
	for i := range cfg.Seats {
		seat := &cfg.Seats[i]
		if seat.Computer == 0 && seat.ProfileID == 0 {
			seat.Computer, _ = ComputerLevel(seat.Name)
		}
		if seat.Computer == 0 {
			continue
		}
		if seat.Computer < search.MinLevel || seat.Computer > search.MaxLevel {
			return fmt.Errorf("session: seat %d: computer level %d (want %d to %d)", i+1, seat.Computer, search.MinLevel, search.MaxLevel)
		}
		seat.ProfileID, seat.Name = 0, ComputerCode(seat.Computer)
		found = true
	}
	switch {
	case !found:
		return nil
	case cfg.Computers.New == nil:
		return fmt.Errorf("%s: %w", cfg.Kind.Name, ErrNoComputer)
	case cfg.Rated:
		return ErrComputerRated
	case cfg.Post == nil:
		return errors.New("session: computer seats need Post")
	}
	return nil
}

// player is one computer player and the end of its last search: a
// Computer is for one goroutine at a time, so a search waits until the
// one before it, cancelled, has returned.
type player struct {
	c    catalog.Computer
	last chan struct{}
	// score is what its last move's search thought of the position, for
	// itself (catalog.Choice.Score); scored once it has moved.
	score  int
	scored bool
}

// thought is a search in progress: the seat it is for and the change of
// the position it started at.
type thought struct {
	seat   int
	at     int
	cancel context.CancelFunc
}

// Demo reports whether computers sit at every seat.
func (s *Session) Demo() bool {
	for _, seat := range s.cfg.Seats {
		if seat.Computer == 0 {
			return false
		}
	}
	return true
}

// HasComputer reports whether a computer sits at the table.
func (s *Session) HasComputer() bool { return Mode(s.cfg.Seats) == "computer" }

// ComputerToMove reports whether the game goes on and a computer is to move.
func (s *Session) ComputerToMove() bool {
	return !s.Over() && s.cfg.Seats[s.game.ToMove()].Computer > 0
}

// Thinking returns the seat whose computer is thinking, or -1.
func (s *Session) Thinking() int {
	if s.thought == nil {
		return -1
	}
	return s.thought.seat
}

// HintPending reports whether a hint is being worked out.
func (s *Session) HintPending() bool { return s.hint != nil }

// Step has the computer to move play one action while the game is paused.
func (s *Session) Step() error {
	switch {
	case s.Over():
		return ErrOver
	case !s.paused:
		return errors.New("step: the game is not paused")
	case !s.ComputerToMove():
		return errors.New("step: a person is to move")
	case s.thought != nil:
		return nil
	}
	s.stepping = true
	s.drive()
	return nil
}

// stopThinking cancels the computer's thought and the hint in progress;
// their answers, when they come, are dropped.
func (s *Session) stopThinking() {
	for _, t := range []*thought{s.thought, s.hint} {
		if t != nil {
			t.cancel()
		}
	}
	s.thought, s.hint, s.stepping = nil, nil, false
}

// drive starts the computer's thought when a computer is to move, the
// game going on and not paused (unless for a Step): it rolls the dice
// first where they must be rolled, then searches a copy of the game in a
// goroutine; the answer comes back through Post.
func (s *Session) drive() {
	if s.thought != nil || s.closed || s.Over() || s.paused && !s.stepping {
		return
	}
	seat := s.game.ToMove()
	level := s.cfg.Seats[seat].Computer
	if level == 0 {
		return
	}
	if r, ok := s.game.(roller); ok && r.NeedsRoll() {
		if _, err := s.roll(); err != nil {
			s.computerError(seat, err)
			return
		}
	}
	lim, err := search.Level(level, s.cfg.Computers.Budget, uint64(s.changes)<<8|uint64(seat))
	if err != nil {
		s.computerError(seat, err)
		return
	}
	if share, ok := s.timeShare(seat); ok && (lim.Time == 0 || share < lim.Time) {
		lim.Time = share
	}
	t := &thought{seat: seat, at: s.changes}
	if !s.think(s.players[seat], t, lim, s.cfg.Computers.Pace, func(ch catalog.Choice, err error) { s.answer(t, ch, err) }) {
		return
	}
	s.thought = t
}

// timeShare is what a computer may spend on a move under the clock: a
// thirtieth of its time left and the increment.
func (s *Session) timeShare(seat int) (time.Duration, bool) {
	if !s.cfg.Clock.Timed() {
		return 0, false
	}
	return max(s.clocks.remaining(seat)/30+s.cfg.Clock.Increment*3/4, time.Millisecond), true
}

// think searches a copy of the game (read back from its record, so that
// nothing is shared with the screen) with pl in a goroutine, taking at
// least pace, and posts done with the choice.
func (s *Session) think(pl *player, t *thought, lim search.Limits, pace time.Duration, done func(catalog.Choice, error)) bool {
	rec, err := core.RecordText(s.game)
	var g core.Game
	if err == nil {
		g, err = s.cfg.Kind.Read(strings.NewReader(rec))
	}
	if err != nil {
		s.computerError(t.seat, fmt.Errorf("copying the game: %w", err))
		return false
	}
	ctx, cancel := context.WithCancel(s.ctx)
	t.cancel = cancel
	prev, end := pl.last, make(chan struct{})
	pl.last = end
	post := s.cfg.Post
	// Not widgets.Background: a turn waits for the previous one and is cancelled by the session, not a screen.
	go func() {
		defer close(end)
		start := time.Now()
		if prev != nil {
			<-prev
		}
		ch, err := pl.c.Think(ctx, g, lim)
		if err == nil && pace > 0 {
			wait := time.NewTimer(pace - time.Since(start))
			select {
			case <-wait.C:
			case <-ctx.Done():
				wait.Stop()
			}
		}
		post(func() { done(ch, err) })
	}()
	return true
}

// answer plays the computer's choice, when it is still wanted: not
// cancelled, and the position the one it thought about.
func (s *Session) answer(t *thought, ch catalog.Choice, err error) {
	if s.thought != t {
		return
	}
	s.thought = nil
	if s.closed || t.at != s.changes || s.Over() || s.game.ToMove() != t.seat {
		s.stepping = false
		return
	}
	if err != nil {
		s.stepping = false
		s.computerError(t.seat, err)
		return
	}
	s.players[t.seat].score, s.players[t.seat].scored = ch.Score, true
	if s.cfg.OnComputer != nil {
		s.cfg.OnComputer(ch.Action)
	} else if err := s.Play(ch.Action); err != nil {
		s.computerError(t.seat, err)
	}
	s.stepping = false
}

func (s *Session) computerError(seat int, err error) {
	if s.cfg.OnComputerError != nil {
		s.cfg.OnComputerError(fmt.Errorf("seat %d (%s): %w", seat+1, s.cfg.Seats[seat].Name, err))
	}
}

// Hint asks the strongest level, within the hint budget, what the person
// to move should play, off the screen's goroutine: done gets the action
// through Post, unless the position changed before it came. A rated game
// has no hints.
func (s *Session) Hint(done func(a core.Action, err error)) error {
	switch err := s.check(); {
	case s.cfg.Rated:
		return ErrRated
	case err != nil:
		return err
	case s.cfg.Computers.New == nil:
		return ErrNoComputer
	case s.ComputerToMove():
		return ErrComputerTurn
	case s.cfg.Post == nil:
		return errors.New("session: hints need Post")
	case s.NeedsRoll():
		return errors.New("roll the dice first")
	}
	if s.hint != nil {
		s.hint.cancel()
	}
	if s.hinter == nil {
		s.hinter = &player{c: s.cfg.Computers.New()}
	}
	budget := s.cfg.Computers.HintBudget
	if budget == (search.Budget{}) {
		budget = s.cfg.Computers.Budget
	}
	lim, err := search.Level(search.MaxLevel, budget, uint64(s.changes))
	if err != nil {
		return err
	}
	t := &thought{seat: s.game.ToMove(), at: s.changes}
	ok := s.think(s.hinter, t, lim, 0, func(ch catalog.Choice, err error) {
		if s.hint != t {
			return
		}
		s.hint = nil
		if t.at == s.changes {
			done(ch.Action, err)
		}
	})
	if !ok {
		return errors.New("the hint could not start")
	}
	s.hint = t
	return nil
}
