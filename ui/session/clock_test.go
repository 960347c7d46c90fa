package session

import (
	"testing"
	"time"
)

// started reports whether a clock start was signalled since the last
// call, taking the signal.
func started(s *Session) bool {
	select {
	case <-s.ClockStarted():
		return true
	default:
		return false
	}
}

// A screen's ticker sleeps while no clock runs: a clock's start is
// signalled, and nothing else is.
func TestClockStartedSignalsEveryStart(t *testing.T) {
	clock := newFakeClock()
	s := start(t, Config{Store: &fakeStore{}, Now: clock.now, Clock: TimeControl{Agreed: time.Minute}})
	if !started(s) || started(s) {
		t.Fatal("the first clock's start is not signalled once")
	}
	if err := s.Pause(); err != nil {
		t.Fatal(err)
	}
	clock.add(time.Minute)
	if s.Tick() || started(s) || s.Running() >= 0 {
		t.Fatalf("paused: a clock runs (%d) or started", s.Running())
	}
	s.Resume()
	if !started(s) || s.Running() != 0 {
		t.Fatalf("resumed: no start signalled, running %d", s.Running())
	}
	if _, err := s.PlayText("+1"); err != nil {
		t.Fatal(err)
	}
	if !started(s) || s.Running() != 1 {
		t.Fatalf("after a move: no start signalled, running %d", s.Running())
	}

	untimed := start(t, Config{Store: &fakeStore{}, Now: clock.now})
	if _, err := untimed.PlayText("+1"); err != nil {
		t.Fatal(err)
	}
	if started(untimed) || untimed.Running() >= 0 {
		t.Errorf("an untimed game started a clock (running %d)", untimed.Running())
	}
}
