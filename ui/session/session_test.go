package session

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"xima/games/core"
	"xima/games/core/coretest"
	"xima/storage"
)

// fakeStore keeps what a session writes; with gate set, every write
// waits until the gate is closed (a slow disk).
type fakeStore struct {
	mu       sync.Mutex
	gate     chan struct{}
	saves    []storage.SavedGame
	finished []storage.FinishedGame
	deleted  []int64
	rating   float64
	failNext error
	saveErr  error // what every autosave returns while it is set
}

func (f *fakeStore) wait() {
	if f.gate != nil {
		<-f.gate
	}
}

func (f *fakeStore) Autosave(_ context.Context, s storage.SavedGame) (int64, error) {
	f.wait()
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.saveErr != nil {
		return 0, f.saveErr
	}
	if s.ID == 0 {
		s.ID = int64(len(f.saves) + 1)
	}
	f.saves = append(f.saves, s)
	return s.ID, nil
}

func (f *fakeStore) RecordGame(_ context.Context, g storage.FinishedGame, savedID int64) (int64, error) {
	f.wait()
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.failNext; err != nil {
		f.failNext = nil
		return 0, err
	}
	f.finished = append(f.finished, g)
	f.deleted = append(f.deleted, savedID)
	return int64(len(f.finished)), nil
}

func (f *fakeStore) Profile(_ context.Context, id int64) (storage.Profile, error) {
	return storage.Profile{ID: id, Ratings: []storage.GameRating{{Game: "Race", Rating: f.rating}}}, nil
}

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time      { return c.t }
func (c *fakeClock) add(d time.Duration) { c.t = c.t.Add(d) }
func newFakeClock() *fakeClock           { return &fakeClock{time.Date(2026, 11, 23, 20, 0, 0, 0, time.UTC)} }
func raceKind() Kind                     { return Kind{Name: "Race", Read: coretest.ReadRace} }
func guests(n int) []Seat                { return make([]Seat, n) }
func start(t *testing.T, cfg Config) *Session {
	t.Helper()
	if cfg.Game == nil {
		cfg.Game = coretest.NewRace()
	}
	if cfg.Seats == nil {
		cfg.Seats = guests(2)
	}
	cfg.Kind = raceKind()
	if cfg.Mode == "" {
		cfg.Mode = "hotseat"
	}
	s, err := New(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestMovesPlayAtOnceWhileTheStoreIsSlow(t *testing.T) {
	store := &fakeStore{gate: make(chan struct{})}
	s := start(t, Config{Store: store})
	for range 4 {
		if _, err := s.PlayText("+2"); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(s.Game().Moves()); n != 4 {
		t.Fatalf("%d moves played while the store blocks", n)
	}
	close(store.gate)
	s.Flush()
	last := store.saves[len(store.saves)-1]
	if last.Actions != 4 || last.ToMove != 0 || len(store.saves) > 2 {
		t.Fatalf("saves %d, last %+v: want at most the first and the newest", len(store.saves), last)
	}
}

func TestFinishedGameStoredOnceWithCodes(t *testing.T) {
	store := &fakeStore{}
	done := make(chan Finished, 1)
	s := start(t, Config{Store: store, OnFinished: func(f Finished) { done <- f }})
	for _, m := range []string{"+2", "+2", "+2"} {
		if _, err := s.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	s.Flush()
	if _, err := s.PlayText("+2"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.PlayText("+2"); err != nil { // reaches 10
		t.Fatal(err)
	}
	f := <-done
	if f.Err != nil || !f.Result.Over || f.Result.Winner != 0 {
		t.Fatalf("finished %+v", f)
	}
	if len(store.finished) != 1 {
		t.Fatalf("%d finished games stored", len(store.finished))
	}
	fg := store.finished[0]
	if fg.Result != "1" || fg.Seats[0].Outcome != storage.Win || fg.Seats[1].Outcome != storage.Loss || fg.Seats[1].Name != "" {
		t.Fatalf("stored %+v", fg)
	}
	if store.deleted[0] != 1 {
		t.Fatalf("the finished game deleted saved game %d, want 1", store.deleted[0])
	}
	if _, err := s.PlayText("+1"); !errors.Is(err, ErrOver) {
		t.Fatalf("play after the end: %v", err)
	}
}

func TestRatedGameIsRatedByElo(t *testing.T) {
	store := &fakeStore{rating: 1000}
	done := make(chan Finished, 1)
	s := start(t, Config{Store: store, Rated: true, Seats: []Seat{{ProfileID: 1, Name: "Ana"}, {ProfileID: 2, Name: "Beto"}},
		OnFinished: func(f Finished) { done <- f }})
	if err := s.Undo(); !errors.Is(err, ErrRated) {
		t.Fatalf("undo in a rated game: %v", err)
	}
	if err := s.Resign(1); err != nil { // out of turn: seat 0 is to move
		t.Fatal(err)
	}
	f := <-done
	if f.Err != nil || len(f.Ratings) != 2 || f.Ratings[0].Delta != 16 || f.Ratings[1].After != 984 {
		t.Fatalf("finished %+v", f)
	}
	if got := store.finished[0].Seats[0].Rating; got.After != 1016 {
		t.Fatalf("stored rating %+v", got)
	}
}

func TestUnstorableFinishKeepsTheGame(t *testing.T) {
	store := &fakeStore{failNext: errors.New("disk full")}
	done := make(chan Finished, 1)
	s := start(t, Config{Store: store, OnFinished: func(f Finished) { done <- f }})
	s.PlayText("+1")
	s.Resign(0)
	f := <-done
	if f.Err == nil {
		t.Fatal("no error reported")
	}
	s.Flush()
	last := store.saves[len(store.saves)-1]
	if last.ID != 1 || last.Actions != 1 {
		t.Fatalf("the final position was not kept: %+v", last)
	}
}

// TestOneNoticeForARunOfFailedSaves: with the disk full every move's
// autosave fails, and the screen hears of it once, not once a move (issue
// 29: dozens of dialogs stacked over the board); the first autosave that
// works again is told once, and a later failure is told again.
func TestOneNoticeForARunOfFailedSaves(t *testing.T) {
	store := &fakeStore{}
	var mu sync.Mutex
	var notices []string
	note := func(n string) {
		mu.Lock()
		defer mu.Unlock()
		notices = append(notices, n)
	}
	s := start(t, Config{Store: store, OnSaveError: func(err error) { note(err.Error()) },
		OnSaveRecovered: func() { note("works again") }})
	move := func(n int, saveErr error) {
		t.Helper()
		store.mu.Lock()
		store.saveErr = saveErr
		store.mu.Unlock()
		for range n {
			if _, err := s.PlayText("+1"); err != nil {
				t.Fatal(err)
			}
			s.Flush() // every move's autosave is tried
		}
	}
	full := errors.New("no space left on device")
	move(5, full)
	move(2, nil)
	move(1, full)
	want := []string{"no space left on device", "works again", "no space left on device"}
	if strings.Join(notices, "|") != strings.Join(want, "|") {
		t.Errorf("notices %q, want %q", notices, want)
	}
	if last := store.saves[len(store.saves)-1]; last.Actions != 7 {
		t.Errorf("the last save that worked has %d actions, want 7", last.Actions)
	}
}

func TestClockChargesTheMoverAndAddsTheIncrement(t *testing.T) {
	clock := newFakeClock()
	store := &fakeStore{}
	s := start(t, Config{Store: store, Now: clock.now, Clock: TimeControl{Agreed: time.Minute, Increment: 2 * time.Second}})
	clock.add(10 * time.Second)
	if s.Remaining(0) != 50*time.Second || s.Remaining(1) != time.Minute {
		t.Fatalf("after 10s: %v %v", s.Remaining(0), s.Remaining(1))
	}
	s.PlayText("+1")
	if s.Remaining(0) != 52*time.Second || s.Running() != 1 {
		t.Fatalf("after the move: %v, running %d", s.Remaining(0), s.Running())
	}
	if err := s.Pause(); err != nil {
		t.Fatal(err)
	}
	clock.add(time.Hour)
	s.Resume()
	if s.Remaining(1) != time.Minute {
		t.Fatalf("time ran while paused: %v", s.Remaining(1))
	}
	clock.add(55 * time.Second)
	if !s.LowTime(1) || s.LowTime(0) {
		t.Fatalf("low time: %v %v", s.LowTime(0), s.LowTime(1))
	}
	s.Flush()
	if sv := store.saves[len(store.saves)-1]; sv.Seats[0].Left != 52*time.Second || sv.Increment != 2*time.Second {
		t.Fatalf("saved clocks %+v", sv)
	}
}

func TestFlagFallEndsTheGame(t *testing.T) {
	clock := newFakeClock()
	done := make(chan Finished, 1)
	s := start(t, Config{Store: &fakeStore{}, Now: clock.now, Clock: TimeControl{Agreed: time.Minute},
		OnFinished: func(f Finished) { done <- f }})
	clock.add(59 * time.Second)
	if s.Tick() {
		t.Fatal("flag fell early")
	}
	clock.add(time.Second)
	if _, err := s.PlayText("+1"); !errors.Is(err, ErrOver) {
		t.Fatalf("a move after the flag fell: %v", err)
	}
	f := <-done
	if f.Result != (core.Result{Over: true, Winner: 1, Reason: core.Flagged}) {
		t.Fatalf("result %+v", f.Result)
	}
}

func TestResumeRestoresTheClocks(t *testing.T) {
	clock := newFakeClock()
	saved := &storage.SavedGame{ID: 7, Started: clock.t.Add(-time.Hour),
		Seats: []storage.SavedSeat{{Left: 30 * time.Second, Used: 30 * time.Second}, {Left: 45 * time.Second}}}
	store := &fakeStore{}
	s := start(t, Config{Store: store, Now: clock.now, Clock: TimeControl{Agreed: time.Minute}, Saved: saved})
	if s.Remaining(0) != 30*time.Second || s.Remaining(1) != 45*time.Second || !s.Started().Equal(saved.Started) {
		t.Fatalf("resumed with %v %v from %v", s.Remaining(0), s.Remaining(1), s.Started())
	}
	s.PlayText("+1")
	s.Flush()
	if sv := store.saves[0]; sv.ID != 7 {
		t.Fatalf("resumed game saved as %d, want 7", sv.ID)
	}
}

func TestCallbacksArePostedToTheScreen(t *testing.T) {
	var queue []func()
	var mu sync.Mutex
	finished := false
	s := start(t, Config{Store: &fakeStore{}, OnFinished: func(Finished) { finished = true },
		Post: func(f func()) { mu.Lock(); queue = append(queue, f); mu.Unlock() }})
	s.Resign(0)
	s.Flush()
	if finished {
		t.Fatal("OnFinished ran on the writer's goroutine")
	}
	mu.Lock()
	defer mu.Unlock()
	if len(queue) != 1 {
		t.Fatalf("%d callbacks posted", len(queue))
	}
	queue[0]()
	if !finished {
		t.Fatal("the posted callback did not finish")
	}
}

func TestEloNeverFallsBelowTheFloor(t *testing.T) {
	g := coretest.NewRace()
	g.Resign(1)
	got, err := EloRatings(g, []float64{storage.MinRating + 3, storage.MinRating + 3})
	if err != nil || got[1].After != storage.MinRating || got[1].Delta != -3 || got[0].After != storage.MinRating+19 {
		t.Fatalf("ratings %+v, %v", got, err)
	}
}
