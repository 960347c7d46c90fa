// Package session is one game being played at the table, whatever the
// game: its seats, clocks, background autosave and finishing (the stored
// row and the rating change), written once for every game against
// core.Game. It holds no Fyne: screens drive it from the UI goroutine and
// hear from its background writer through callbacks.
package session

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"xima/games/core"
	"xima/storage"
)

// Seat is who sits at one seat.
type Seat struct {
	ProfileID int64  // 0 for a guest or a computer
	Name      string // the profile's name; "" for a guest, whom the screen names by the seat's side; a computer's code ("computer:3")
	Computer  int    // the computer player's level (search.MinLevel to search.MaxLevel); 0 for a person
}

// Rater computes each seat's rating change after a finished game, from
// the seats' ratings before it.
type Rater func(g core.Game, before []float64) ([]storage.RatingChange, error)

// Kind is what a session needs to know of a game beyond its face.
type Kind struct {
	Name string                               // the game's name in the store, its record's Game tag
	Read func(r io.Reader) (core.Game, error) // the game's record reader
	Rate Rater                                // nil for Elo
}

// Config starts a session.
type Config struct {
	Kind  Kind
	Game  core.Game // the game, at its start or as a saved record left it
	Seats []Seat
	Rated bool
	Mode  string // how it is played, for the store: "hotseat", "computer" (Mode)
	Clock TimeControl
	Store Store
	Now   func() time.Time
	// Saved is the autosave being resumed (its id, start and clocks), or nil.
	Saved *storage.SavedGame
	// OnSaveError is called when an autosave fails, once for a run of
	// failures (a full disk fails every move: the screen shows one
	// notice, not one a move); OnSaveRecovered once an autosave succeeds
	// after them, so the screen can say that saving works again.
	// OnFinished is called once the finished game is stored, or could not
	// be. All are handed to Post, which runs them on the screen's
	// goroutine (fyne.Do in the window; a queue the test drains in
	// tests); without Post they run on the background writer's goroutine.
	OnSaveError     func(error)
	OnSaveRecovered func()
	OnFinished      func(Finished)
	Post            func(func())

	// Computers makes the game's computer players (one for each computer
	// seat, one more for hints; no computer seat and no hint where New is
	// nil) and says how long they think: Budget is what the strongest
	// level spends on a move (search.Level; empty for
	// search.DefaultMoveTime), HintBudget a hint's (Budget's when empty;
	// tests give node budgets, whose choices repeat), and Pace the least
	// time from a computer's turn starting to its action being played, so
	// that people can follow a game of computers.
	Computers Computers
	// OnComputer plays a computer's action through the screen's own path
	// (which calls Play, so the board shows it as it shows a person's);
	// Play itself when nil. It runs through Post, only while the position
	// is still the one the computer thought about.
	OnComputer func(core.Action)
	// OnComputerError tells that a computer could not choose an action.
	OnComputerError func(error)

	// OnCue is told what just happened at the table, for its sound: after
	// every action played (a person's or a computer's) a move, a capture
	// or the game's end; the end of a game resigned or lost on time; a
	// running clock entering its last stretch, once each time. It runs on
	// the screen's goroutine and must return at once; nil for no sounds.
	OnCue func(Cue)
}

// Errors of the actions a session refuses.
var (
	ErrRated  = errors.New("a rated game cannot be undone or paused")
	ErrPaused = errors.New("the game is paused")
	ErrOver   = errors.New("the game is over")
	// ErrComputerRated refuses a rated game with a computer seat.
	ErrComputerRated = errors.New("a game against the computer is not rated")
	// ErrComputerTurn refuses what a person may do only on their own turn.
	ErrComputerTurn = errors.New("the computer is to move")
	// ErrNoComputer is returned where the game has no computer player.
	ErrNoComputer = errors.New("this game has no computer player yet")
)

// Session is one game in play. Its methods are for one goroutine, the
// screen's; only the writes happen elsewhere.
type Session struct {
	cfg      Config
	game     core.Game
	clocks   *clocks
	paused   bool
	started  time.Time
	finished bool
	saver    *saver
	// The computer players (computer.go): ctx ends with Close; changes
	// counts every change of the position, so that an answer about an
	// older one is dropped.
	ctx      context.Context
	cancel   context.CancelFunc
	closed   bool
	changes  int
	players  []*player // by seat; nil for a person
	hinter   *player
	thought  *thought // the computer's thought in progress, or nil
	hint     *thought // a hint in progress, or nil
	stepping bool     // Step: one computer action while paused
	// low is, by seat, whether its clock was in its last stretch when
	// last looked at (cueLowTime).
	low []bool
}

// roller is the face of a game with dice (Xima's luck styles).
type roller interface {
	NeedsRoll() bool
	Roll() ([]uint8, error)
}

// clockedPlayer is the face of a game whose record keeps each action's
// clock reading (Xima).
type clockedPlayer interface {
	PlayClocked(a core.Action, remaining time.Duration) error
}

// New starts a session; with cfg.Saved it resumes the saved game's clocks.
func New(ctx context.Context, cfg Config) (*Session, error) {
	n := cfg.Game.Seats()
	if len(cfg.Seats) != n {
		return nil, fmt.Errorf("session: %d seats for a game of %d", len(cfg.Seats), n)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.OnSaveError == nil {
		cfg.OnSaveError = func(error) {}
	}
	if cfg.OnSaveRecovered == nil {
		cfg.OnSaveRecovered = func() {}
	}
	if cfg.OnFinished == nil {
		cfg.OnFinished = func(Finished) {}
	}
	if post := cfg.Post; post != nil {
		onErr, onOK, onFin := cfg.OnSaveError, cfg.OnSaveRecovered, cfg.OnFinished
		cfg.OnSaveError = func(err error) { post(func() { onErr(err) }) }
		cfg.OnSaveRecovered = func() { post(onOK) }
		cfg.OnFinished = func(f Finished) { post(func() { onFin(f) }) }
	}
	cfg.Seats = append([]Seat(nil), cfg.Seats...)
	if err := seatComputers(&cfg); err != nil {
		return nil, err
	}
	s := &Session{cfg: cfg, game: cfg.Game, started: cfg.Now(), clocks: newClocks(cfg.Now, cfg.Clock, n), low: make([]bool, n)}
	s.ctx, s.cancel = context.WithCancel(ctx)
	s.players = make([]*player, n)
	for i, seat := range cfg.Seats {
		if seat.Computer > 0 {
			s.players[i] = &player{c: cfg.Computers.New()}
		}
	}
	var savedID int64
	if sv := cfg.Saved; sv != nil {
		savedID, s.started = sv.ID, sv.Started
		for i, seat := range sv.Seats {
			if i < n && cfg.Clock.Timed() {
				s.clocks.left[i], s.clocks.used[i] = seat.Left, seat.Used
			}
		}
	}
	s.saver = newSaver(ctx, cfg.Store, cfg.Kind, savedID, cfg.OnSaveError, cfg.OnSaveRecovered, cfg.OnFinished)
	s.startClock()
	s.drive()
	return s, nil
}

// Game returns the game. Screens read it; they change it only through the
// session.
func (s *Session) Game() core.Game { return s.game }

// Seats returns who sits where.
func (s *Session) Seats() []Seat { return append([]Seat(nil), s.cfg.Seats...) }

// Rated reports whether the game is rated.
func (s *Session) Rated() bool { return s.cfg.Rated }

// Clock returns the agreed time control.
func (s *Session) Clock() TimeControl { return s.cfg.Clock }

// Started returns when the game began.
func (s *Session) Started() time.Time { return s.started }

// Paused reports whether the game is paused.
func (s *Session) Paused() bool { return s.paused }

// Over reports whether the game has ended.
func (s *Session) Over() bool { return s.game.Result().Over }

// Remaining returns seat's time left (the agreed time in an untimed game).
func (s *Session) Remaining(seat int) time.Duration { return s.clocks.remaining(seat) }

// LowTime reports whether seat's clock is in its last stretch.
func (s *Session) LowTime(seat int) bool {
	return s.cfg.Clock.Timed() && s.clocks.remaining(seat) <= s.cfg.Clock.LowTime()
}

// Running returns the seat whose clock runs, or -1.
func (s *Session) Running() int { return s.clocks.running }

func (s *Session) check() error {
	switch {
	case s.Over():
		return ErrOver
	case s.paused && !s.stepping:
		return ErrPaused
	}
	return nil
}

// Play makes a for the player to move, charging their clock (and giving
// the increment when their turn ends), then saves the game or, when it
// ended, finishes it. A player whose time ran out loses instead.
func (s *Session) Play(a core.Action) error {
	if err := s.check(); err != nil {
		return err
	}
	if s.Tick() {
		return ErrOver
	}
	mover := s.game.ToMove()
	before, counted := taken(s.game)
	s.clocks.stop()
	var err error
	if cp, ok := s.game.(clockedPlayer); ok && s.cfg.Clock.Timed() {
		err = cp.PlayClocked(a, s.clocks.left[mover])
	} else {
		err = s.game.Play(a)
	}
	if err != nil {
		s.startClock()
		return err
	}
	if s.game.ToMove() != mover && s.cfg.Clock.Timed() {
		s.clocks.left[mover] += s.cfg.Clock.Increment
	}
	s.stopThinking()
	s.played(before, counted)
	s.changed()
	return nil
}

// PlayText reads an action in the game's notation and plays it.
func (s *Session) PlayText(text string) (core.Action, error) {
	if err := s.check(); err != nil {
		return 0, err
	}
	a, err := s.game.Parse(text)
	if err != nil {
		return 0, err
	}
	return a, s.Play(a)
}

// NeedsRoll reports whether the player to move must roll the dice first.
func (s *Session) NeedsRoll() bool {
	r, ok := s.game.(roller)
	return ok && !s.Over() && r.NeedsRoll()
}

// Roll rolls the dice for the player to move.
func (s *Session) Roll() ([]uint8, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	return s.roll()
}

func (s *Session) roll() ([]uint8, error) {
	r, ok := s.game.(roller)
	if !ok {
		return nil, fmt.Errorf("%s has no dice", s.cfg.Kind.Name)
	}
	dice, err := r.Roll()
	if err != nil {
		return nil, err
	}
	s.changes++
	s.save()
	return dice, nil
}

// Undo takes back the last action, in a casual game. Against the
// computer it goes back to the last person's turn: the computer's reply
// and the person's action before it. In a game of computers alone it
// takes back one action and pauses the game (Step and Resume go on).
// Either way it stops the computer's thought in progress.
func (s *Session) Undo() error {
	if s.cfg.Rated {
		return ErrRated
	}
	demo := s.Demo()
	if err := s.check(); err != nil && !(demo && err == ErrPaused) {
		return err
	}
	s.stopThinking()
	s.clocks.stop()
	for n := 0; ; n++ {
		if err := s.game.Undo(); err != nil {
			if n > 0 {
				break // back at the start: as far as it goes
			}
			s.startClock()
			s.drive()
			return err
		}
		if demo || s.cfg.Seats[s.game.ToMove()].Computer == 0 {
			break
		}
	}
	if demo {
		s.paused = true
	}
	s.changed()
	return nil
}

// Resign takes seat's player out, whoever is to move.
func (s *Session) Resign(seat int) error {
	if s.Over() {
		return ErrOver
	}
	s.clocks.stop()
	if err := s.game.Resign(seat); err != nil {
		s.startClock()
		return err
	}
	s.stopThinking()
	if s.Over() {
		s.cue(CueEnd)
	}
	s.changed()
	return nil
}

// Tick makes the player whose clock ran out lose (a flag fall is a
// resignation) and reports whether it did, a game it ended cued; a clock
// entering its last stretch is cued (CueLowTime). Screens call it as their
// clock labels refresh.
func (s *Session) Tick() bool {
	s.cueLowTime()
	seat := s.clocks.flagged()
	if seat < 0 || s.Over() || s.paused {
		return false
	}
	s.clocks.stop()
	if err := s.game.Flag(seat); err != nil {
		s.startClock()
		return false
	}
	s.stopThinking()
	if s.Over() {
		s.cue(CueEnd)
	}
	s.changed()
	return true
}

// Pause stops the clocks of a casual game; Resume starts them again.
func (s *Session) Pause() error {
	if s.cfg.Rated {
		return ErrRated
	}
	if err := s.check(); err != nil {
		return err
	}
	s.stopThinking()
	s.clocks.stop()
	s.paused = true
	s.save()
	return nil
}

// Resume ends a pause; a computer to move starts thinking.
func (s *Session) Resume() {
	s.paused = false
	s.startClock()
	s.drive()
}

// Close stops the clocks and the computers' thoughts and, for a game not
// finished, queues its save; the write goes on in the background (Flush
// waits for it).
func (s *Session) Close() {
	s.closed = true
	s.stopThinking()
	s.cancel()
	s.clocks.stop()
	if !s.finished && len(s.game.Moves()) > 0 {
		s.save()
	}
}

// Flush waits until every save and the finished game are written.
func (s *Session) Flush() { s.saver.flush() }

func (s *Session) startClock() {
	if s.cfg.Clock.Timed() && !s.paused && !s.Over() {
		s.clocks.start(s.game.ToMove())
	}
}

// changed saves the game after an action, or finishes it when it ended,
// and starts the next player's clock, or the computer's thought.
func (s *Session) changed() {
	s.changes++
	if s.Over() {
		s.finish()
		return
	}
	s.save()
	s.startClock()
	s.drive()
}

// snapshot is the game as an autosave keeps it.
func (s *Session) snapshot() (storage.SavedGame, error) {
	rec, err := core.RecordText(s.game)
	if err != nil {
		return storage.SavedGame{}, err
	}
	sv := storage.SavedGame{Game: s.cfg.Kind.Name, Mode: s.cfg.Mode, Rated: s.cfg.Rated, Record: rec,
		Actions: len(s.game.Moves()), ToMove: s.game.ToMove(), TimeControl: s.cfg.Clock.Agreed,
		Increment: s.cfg.Clock.Increment, Started: s.started}
	for i, seat := range s.cfg.Seats {
		sv.Seats = append(sv.Seats, storage.SavedSeat{ProfileID: seat.ProfileID, Name: seat.Name,
			Left: s.clocks.remaining(i), Used: s.clocks.spent(i)})
	}
	return sv, nil
}

func (s *Session) save() {
	sv, err := s.snapshot()
	if err != nil {
		s.cfg.OnSaveError(fmt.Errorf("autosave: %w", err))
		return
	}
	s.saver.queueSave(sv)
}

// finish builds the finished game's row (outcomes and the result as codes)
// and hands it to the background writer, which rates and stores it.
func (s *Session) finish() {
	s.finished = true
	s.clocks.stop()
	final, err := s.snapshot()
	if err != nil {
		s.cfg.OnFinished(Finished{Result: s.game.Result(), Err: err})
		return
	}
	res := s.game.Result()
	fg := FinishedRow(s.game, final.Record, s.cfg.Seats)
	fg.Game, fg.Mode, fg.Rated = s.cfg.Kind.Name, s.cfg.Mode, s.cfg.Rated
	fg.Started, fg.Duration = s.started, s.cfg.Now().Sub(s.started)
	s.saver.queueFinish(finishJob{game: fg, final: final, res: res})
}

// FinishedRow is the stored row of g, a game that ended, with its record
// text: the result and every seat's outcome as codes. The caller sets the
// game's name, mode, rating, and times. Every finished game, played or
// imported, is built here.
func FinishedRow(g core.Game, record string, seats []Seat) storage.FinishedGame {
	res := g.Result()
	fg := storage.FinishedGame{Result: ResultCode(g, res), Record: record}
	for i, seat := range seats {
		fg.Seats = append(fg.Seats, storage.Seat{ProfileID: seat.ProfileID, Name: seat.Name, Outcome: Outcome(res, i, len(seats))})
	}
	return fg
}

// ResultCode is a finished game's result as the store keeps it: the
// winning seat's side ("white", "red"), or "draw" when nobody won.
func ResultCode(g core.Game, r core.Result) string {
	if r.Winner >= 0 {
		return g.SeatCode(r.Winner)
	}
	return "draw"
}

// Outcome is seat's outcome of a game that ended with r: a win, a loss,
// or a draw when nobody won a game of several players (a patience left
// unsolved is lost).
func Outcome(r core.Result, seat, seats int) storage.Outcome {
	switch {
	case r.Winner == seat:
		return storage.Win
	case r.Winner < 0 && seats > 1:
		return storage.Draw
	}
	return storage.Loss
}
