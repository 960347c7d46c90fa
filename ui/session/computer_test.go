package session

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/core/coretest"
	"xima/games/search"
	"xima/games/xima"
	"xima/storage"
)

// postQueue stands for the screen's goroutine: what a session posts
// waits until the test runs it.
type postQueue chan func()

func newPostQueue() postQueue     { return make(postQueue, 1000) }
func (q postQueue) post(f func()) { q <- f }
func (q postQueue) pending() int  { return len(q) }
func (q postQueue) next(t *testing.T) {
	t.Helper()
	select {
	case f := <-q:
		f()
	case <-time.After(20 * time.Second):
		t.Fatal("nothing was posted")
	}
}

// until runs what is posted until cond holds.
func (q postQueue) until(t *testing.T, cond func() bool) {
	t.Helper()
	for !cond() {
		q.next(t)
	}
}

// fakeComputer plays the last legal action; with gate set it first waits
// for the gate, or for its context to end, which it reports on stopped.
type fakeComputer struct {
	gate    chan struct{}
	started chan int // the number of actions played when Think started
	stopped chan error

	// score is what every choice says of the position, for the computer.
	score int

	mu   sync.Mutex
	lims []search.Limits
}

func (f *fakeComputer) Think(ctx context.Context, g core.Game, lim search.Limits) (catalog.Choice, error) {
	f.mu.Lock()
	f.lims = append(f.lims, lim)
	f.mu.Unlock()
	if f.started != nil {
		f.started <- len(g.Moves())
	}
	if f.gate != nil {
		select {
		case <-f.gate:
		case <-ctx.Done():
			f.stopped <- ctx.Err()
			return catalog.Choice{}, ctx.Err()
		}
	}
	legal := g.Legal()
	if len(legal) == 0 {
		return catalog.Choice{}, search.ErrNoAction
	}
	return catalog.Choice{Action: legal[len(legal)-1], Score: f.score}, nil
}

func (f *fakeComputer) limits() []search.Limits {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.lims)
}

func blockingComputer() *fakeComputer {
	return &fakeComputer{gate: make(chan struct{}), started: make(chan int, 10), stopped: make(chan error, 10)}
}

// startRace starts a game of Race with the seats given, its computers f.
func startRace(t *testing.T, q postQueue, f *fakeComputer, cfg Config) *Session {
	t.Helper()
	cfg.Post = q.post
	cfg.Computers.New = func() catalog.Computer { return f }
	if cfg.Store == nil {
		cfg.Store = &fakeStore{}
	}
	if cfg.Mode == "" {
		cfg.Mode = Mode(cfg.Seats)
	}
	return start(t, cfg)
}

func moves(s *Session) string { return strings.Join(s.Game().Moves(), " ") }

func TestComputerRepliesThroughPost(t *testing.T) {
	q, f := newPostQueue(), &fakeComputer{}
	var played []core.Action
	var s *Session
	s = startRace(t, q, f, Config{Seats: []Seat{{}, {Computer: 3}},
		OnComputer: func(a core.Action) {
			played = append(played, a)
			if err := s.Play(a); err != nil {
				t.Error(err)
			}
		}})
	if s.Thinking() != -1 || s.ComputerToMove() {
		t.Fatal("the computer thinks on the person's turn")
	}
	if _, err := s.PlayText("+1"); err != nil {
		t.Fatal(err)
	}
	if s.Thinking() != 1 || !s.ComputerToMove() {
		t.Fatalf("thinking %d after the person's move", s.Thinking())
	}
	q.until(t, func() bool { return s.Thinking() < 0 })
	if moves(s) != "+1 +2" || s.Game().ToMove() != 0 || len(played) != 1 {
		t.Fatalf("moves %q, to move %d, played %v", moves(s), s.Game().ToMove(), played)
	}
	want, _ := search.Level(3, search.Budget{}, 0)
	if lims := f.limits(); len(lims) != 1 || lims[0].Time != want.Time || lims[0].Depth != want.Depth || lims[0].Noise != want.Noise {
		t.Fatalf("level 3 thought with %+v", lims)
	}
}

func TestUndoCancelsTheThoughtAndNothingIsPlayedAfter(t *testing.T) {
	q, f := newPostQueue(), blockingComputer()
	s := startRace(t, q, f, Config{Seats: []Seat{{}, {Computer: 2}}})
	s.PlayText("+1")
	<-f.started
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := <-f.stopped; !errors.Is(err, context.Canceled) {
		t.Fatalf("the computer stopped with %v", err)
	}
	q.next(t) // the cancelled answer
	close(f.gate)
	s.Flush()
	for q.pending() > 0 {
		q.next(t)
	}
	if moves(s) != "" || s.Thinking() != -1 || s.Game().ToMove() != 0 {
		t.Fatalf("after undo: moves %q, thinking %d", moves(s), s.Thinking())
	}
}

func TestUndoGoesBackToThePersonsTurn(t *testing.T) {
	q, f := newPostQueue(), &fakeComputer{}
	s := startRace(t, q, f, Config{Seats: []Seat{{}, {Computer: 1}}})
	s.PlayText("+1")
	q.until(t, func() bool { return s.Thinking() < 0 })
	s.PlayText("+1")
	q.until(t, func() bool { return s.Thinking() < 0 })
	if moves(s) != "+1 +2 +1 +2" {
		t.Fatalf("moves %q", moves(s))
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if moves(s) != "+1 +2" || s.Game().ToMove() != 0 || s.Thinking() != -1 {
		t.Fatalf("after undo: %q, to move %d, thinking %d", moves(s), s.Game().ToMove(), s.Thinking())
	}
}

func TestPauseResignAndCloseStopTheComputer(t *testing.T) {
	for _, stop := range []string{"pause", "resign", "close"} {
		t.Run(stop, func(t *testing.T) {
			q, f := newPostQueue(), blockingComputer()
			s := startRace(t, q, f, Config{Seats: []Seat{{}, {Computer: 2}}})
			s.PlayText("+1")
			<-f.started
			switch stop {
			case "pause":
				s.Pause()
			case "resign":
				s.Resign(0)
			case "close":
				s.Close()
			}
			if err := <-f.stopped; err == nil {
				t.Fatal("not stopped")
			}
			close(f.gate)
			q.next(t)
			s.Flush()
			for q.pending() > 0 {
				q.next(t)
			}
			if moves(s) != "+1" {
				t.Fatalf("moves %q", moves(s))
			}
			if stop == "pause" {
				s.Resume()
				q.until(t, func() bool { return s.Thinking() < 0 })
				if moves(s) != "+1 +2" {
					t.Fatalf("after resume: %q", moves(s))
				}
			}
		})
	}
}

func TestDemoPlaysToTheEndUnratedWithCodes(t *testing.T) {
	q, f := newPostQueue(), &fakeComputer{}
	store := &fakeStore{}
	var done *Finished
	s := startRace(t, q, f, Config{Store: store, Seats: []Seat{{Computer: 1}, {Computer: 6}},
		OnFinished: func(fin Finished) { done = &fin }})
	if !s.Demo() || s.Thinking() != 0 {
		t.Fatalf("demo %v, thinking %d", s.Demo(), s.Thinking())
	}
	q.until(t, func() bool { return done != nil })
	if moves(s) != "+2 +2 +2 +2 +2" || done.Err != nil || done.Ratings != nil {
		t.Fatalf("moves %q, finished %+v", moves(s), done)
	}
	fg := store.finished[0]
	if fg.Rated || fg.Mode != "computer" || fg.Seats[0].Name != "computer:1" || fg.Seats[1].Name != "computer:6" ||
		fg.Seats[0].ProfileID != 0 || fg.Seats[0].Outcome != storage.Win {
		t.Fatalf("stored %+v", fg)
	}
	back, err := coretest.ReadRace(strings.NewReader(fg.Record))
	if err != nil || strings.Join(back.Moves(), " ") != moves(s) {
		t.Fatalf("the record replays as %v, %v", back, err)
	}
}

func TestDemoPausesStepsAndUndoes(t *testing.T) {
	q, f := newPostQueue(), blockingComputer()
	s := startRace(t, q, f, Config{Seats: []Seat{{Computer: 1}, {Computer: 1}}})
	<-f.started
	if err := s.Pause(); err != nil {
		t.Fatal(err)
	}
	<-f.stopped
	q.next(t)
	close(f.gate)
	f.started = nil
	if err := s.Step(); err != nil {
		t.Fatal(err)
	}
	q.until(t, func() bool { return s.Thinking() < 0 })
	if moves(s) != "+2" || !s.Paused() || s.Thinking() != -1 {
		t.Fatalf("after a step: %q, paused %v, thinking %d", moves(s), s.Paused(), s.Thinking())
	}
	s.Step()
	q.until(t, func() bool { return s.Thinking() < 0 })
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if moves(s) != "+2" || !s.Paused() || s.Thinking() != -1 {
		t.Fatalf("after undo in a demo: %q, paused %v, thinking %d", moves(s), s.Paused(), s.Thinking())
	}
	s.Resume()
	q.until(t, func() bool { return s.Over() })
	if moves(s) != "+2 +2 +2 +2 +2" {
		t.Fatalf("after resume: %q", moves(s))
	}
}

func TestComputerSeatsAreNeverRatedAndResume(t *testing.T) {
	q := newPostQueue()
	_, err := New(context.Background(), Config{Kind: raceKind(), Game: coretest.NewRace(), Rated: true,
		Seats: []Seat{{ProfileID: 1, Name: "Ana"}, {Computer: 4}}, Post: q.post, Store: &fakeStore{},
		Computers: Computers{New: func() catalog.Computer { return &fakeComputer{} }}})
	if !errors.Is(err, ErrComputerRated) {
		t.Fatalf("a rated game against the computer: %v", err)
	}
	_, err = New(context.Background(), Config{Kind: raceKind(), Game: coretest.NewRace(),
		Seats: []Seat{{}, {Computer: 4}}, Post: q.post, Store: &fakeStore{}})
	if !errors.Is(err, ErrNoComputer) {
		t.Fatalf("a computer seat in a game with none: %v", err)
	}
	// A saved game's seats come back by their stored names.
	s := startRace(t, q, &fakeComputer{}, Config{Seats: []Seat{{Name: "computer:4"}, {Name: "computer:x"}}})
	if got := s.Seats(); got[0].Computer != 4 || got[1].Computer != 0 || s.Demo() || !s.HasComputer() {
		t.Fatalf("seats %+v", got)
	}
	if lvl, ok := ComputerLevel(ComputerCode(6)); !ok || lvl != 6 {
		t.Fatal("code round trip")
	}
	for _, bad := range []string{"computer:0", "computer:7", "computer:03", "Computer:3", "computer:"} {
		if _, ok := ComputerLevel(bad); ok {
			t.Errorf("%q read as a computer", bad)
		}
	}
}

func TestComputerThinksWithinItsShareOfTheClock(t *testing.T) {
	q, f := newPostQueue(), &fakeComputer{}
	clock := newFakeClock()
	s := startRace(t, q, f, Config{Now: clock.now, Clock: TimeControl{Agreed: time.Minute},
		Seats: []Seat{{}, {Computer: 6}}, Computers: Computers{Budget: search.Budget{Time: 10 * time.Second}}})
	s.PlayText("+1")
	q.until(t, func() bool { return s.Thinking() < 0 })
	if lims := f.limits(); len(lims) != 1 || lims[0].Time != 2*time.Second {
		t.Fatalf("limits %+v, want 2 s (a thirtieth of a minute)", lims)
	}
}

func TestHintIsLevelSixAndDroppedWhenThePositionMoves(t *testing.T) {
	q, f := newPostQueue(), &fakeComputer{}
	s := startRace(t, q, f, Config{Seats: []Seat{{}, {}}, Computers: Computers{HintBudget: search.Budget{Nodes: 100}}})
	var got []core.Action
	if err := s.Hint(func(a core.Action, err error) { got = append(got, a) }); err != nil {
		t.Fatal(err)
	}
	q.next(t)
	if len(got) != 1 || s.Game().Format(got[0]) != "+2" || s.HintPending() {
		t.Fatalf("hint %v", got)
	}
	if lims := f.limits(); lims[0].Nodes != 100 || lims[0].Depth != 0 {
		t.Fatalf("hint limits %+v", lims)
	}
	s.Hint(func(a core.Action, err error) { got = append(got, a) })
	s.PlayText("+1")
	q.next(t)
	if len(got) != 1 || s.HintPending() {
		t.Fatalf("a hint for an old position came: %v", got)
	}
	rated := start(t, Config{Store: &fakeStore{}, Rated: true, Seats: []Seat{{ProfileID: 1, Name: "Ana"}, {ProfileID: 2, Name: "Ben"}}})
	if err := rated.Hint(func(core.Action, error) {}); !errors.Is(err, ErrRated) {
		t.Fatalf("a hint in a rated game: %v", err)
	}
}

// TestEveryWiredGamePlaysAgainstItself: each game whose computer is wired
// plays a demo at a cheap level; every action comes back through Post, and
// the saved record reads back.
func TestEveryWiredGamePlaysAgainstItself(t *testing.T) {
	for _, kind := range catalog.All() {
		t.Run(kind.Name, func(t *testing.T) {
			if kind.NewComputer == nil {
				t.Skipf("no computer player for %s yet", kind.Name)
			}
			g, err := kind.New(catalog.Options{Seed: 5})
			if err != nil {
				t.Fatal(err)
			}
			q := newPostQueue()
			store := &fakeStore{}
			seats := make([]Seat, g.Seats())
			for i := range seats {
				seats[i].Computer = 1 + i%2
			}
			var done *Finished
			s, err := New(context.Background(), Config{Kind: Kind{Name: kind.Name, Read: kind.Read}, Game: g, Seats: seats,
				Mode: Mode(seats), Store: store, Post: q.post,
				Computers: Computers{New: kind.NewComputer, Budget: search.Budget{Nodes: 3000}}, OnFinished: func(f Finished) { done = &f },
				OnComputerError: func(err error) { t.Error(err) }})
			if err != nil {
				t.Fatal(err)
			}
			q.until(t, func() bool { return s.Over() || len(g.Moves()) >= 30 })
			if !s.Over() {
				s.Resign(s.Game().ToMove())
			}
			q.until(t, func() bool { return done != nil })
			if done.Err != nil || len(store.finished) != 1 {
				t.Fatalf("finished %+v", done)
			}
			fg := store.finished[0]
			back, err := kind.Read(strings.NewReader(fg.Record))
			if err != nil || !slices.Equal(back.Moves(), g.Moves()) || back.Result() != g.Result() {
				t.Fatalf("the record reads back as %v (%v)", back, err)
			}
			if fg.Seats[0].Name != "computer:1" || fg.Rated {
				t.Fatalf("stored seats %+v", fg.Seats)
			}
		})
	}
}

// TestXimaComputerRollsItsDice: a computer with dice rolls before it
// thinks (the search refuses a position before the roll), in one die's
// style and in two dice's, whose turn is two actions.
func TestXimaComputerRollsItsDice(t *testing.T) {
	kind := catalog.Xima()
	if kind.NewComputer == nil {
		t.Skip("no computer player for Xima yet")
	}
	g, err := xima.NewGame(xima.Config{Styles: []xima.Style{xima.Luck, xima.TwoDice}, Seed: 11, HasSeed: true})
	if err != nil {
		t.Fatal(err)
	}
	q := newPostQueue()
	seats := []Seat{{Computer: 2}, {Computer: 3}}
	s, err := New(context.Background(), Config{Kind: Kind{Name: kind.Name, Read: kind.Read}, Game: g, Seats: seats,
		Mode: Mode(seats), Store: &fakeStore{}, Post: q.post,
		Computers:       Computers{New: kind.NewComputer, Budget: search.Budget{Nodes: 2000}},
		OnComputerError: func(err error) { t.Error(err) }})
	if err != nil {
		t.Fatal(err)
	}
	q.until(t, func() bool { return s.Over() || len(g.Actions()) >= 12 })
	s.Close()
	rolls := 0
	for _, ev := range g.Events() {
		if ev.Kind == xima.EventRoll {
			rolls++
		}
	}
	if rolls < 4 {
		t.Fatalf("%d rolls in %d actions", rolls, len(g.Actions()))
	}
	rec, _ := core.RecordText(g)
	back, err := kind.Read(strings.NewReader(rec))
	if err != nil || !slices.Equal(back.Moves(), g.Moves()) {
		t.Fatalf("the record reads back as %v (%v)", back, err)
	}
}
