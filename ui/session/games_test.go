package session

import (
	"context"
	"strings"
	"testing"
	"time"

	"xima/games/catalog"
	"xima/games/core"
)

// playTurn plays the first legal action (rolling first when the game has
// dice) until the player to move changes, and returns the mover.
func playTurn(t *testing.T, s *Session) int {
	t.Helper()
	mover := s.Game().ToMove()
	for i := 0; s.Game().ToMove() == mover && !s.Over(); i++ {
		if i == 10 {
			t.Fatal("the turn never ended")
		}
		if s.NeedsRoll() {
			if _, err := s.Roll(); err != nil {
				t.Fatal(err)
			}
		}
		legal := s.Game().Legal()
		if err := s.Play(legal[len(legal)-1]); err != nil {
			t.Fatal(err)
		}
	}
	return mover
}

// TestEveryGameMovesAtOnceWhileTheStoreIsSlow: with every write stuck,
// each game's actions still play at once, and the newest save lands.
func TestEveryGameMovesAtOnceWhileTheStoreIsSlow(t *testing.T) {
	for _, kind := range catalog.All() {
		t.Run(kind.Name, func(t *testing.T) {
			g, err := kind.New(catalog.Options{Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			store := &fakeStore{gate: make(chan struct{})}
			s, err := New(context.Background(), Config{Kind: Kind{Name: kind.Name, Read: kind.Read}, Game: g,
				Seats: guests(g.Seats()), Mode: "hotseat", Store: store})
			if err != nil {
				t.Fatal(err)
			}
			for range 3 {
				playTurn(t, s)
			}
			played := len(g.Moves())
			close(store.gate)
			s.Flush()
			last := store.saves[len(store.saves)-1]
			if last.Actions != played || last.Game != kind.Name {
				t.Fatalf("last save %+v, want %d actions of %s", last, played, kind.Name)
			}
			back, err := kind.Read(strings.NewReader(last.Record))
			if err != nil || len(back.Moves()) != played {
				t.Fatalf("the saved record reads back as %v, %v", back, err)
			}
		})
	}
}

// TestEveryGameHasClocks: in each game the mover's clock runs, the
// increment is added when the turn passes, and a flag fall ends the game.
func TestEveryGameHasClocks(t *testing.T) {
	for _, kind := range catalog.All() {
		t.Run(kind.Name, func(t *testing.T) {
			g, err := kind.New(catalog.Options{Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			clock := newFakeClock()
			done := make(chan Finished, 1)
			s, err := New(context.Background(), Config{Kind: Kind{Name: kind.Name, Read: kind.Read}, Game: g,
				Seats: guests(g.Seats()), Mode: "hotseat", Store: &fakeStore{}, Now: clock.now,
				Clock:      TimeControl{Agreed: time.Minute, Increment: 3 * time.Second},
				OnFinished: func(f Finished) { done <- f }})
			if err != nil {
				t.Fatal(err)
			}
			clock.add(20 * time.Second)
			mover := playTurn(t, s)
			if got := s.Remaining(mover); got != 43*time.Second {
				t.Fatalf("after 20 s and the turn: %v left, want 43 s", got)
			}
			next := s.Game().ToMove()
			clock.add(time.Minute)
			if !s.Tick() {
				t.Fatal("no flag fall")
			}
			f := <-done
			if !f.Result.Over || f.Result.Reason != core.Flagged || f.Result.Winner == next {
				t.Fatalf("after the flag of seat %d: %+v", next, f.Result)
			}
		})
	}
}
