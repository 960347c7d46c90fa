package session

import (
	"context"
	"errors"
	"strings"
	"testing"

	"xima/games/catalog"
	"xima/games/core"
)

// TestAgreementEndsAndStoresTheGame: in a game its rules let the players
// end by agreement (Maxima), Agree ends it drawn by agreement and the
// session stores it; a game without that end (Race) offers none.
func TestAgreementEndsAndStoresTheGame(t *testing.T) {
	kind := catalog.Maxima()
	g, err := kind.New(catalog.Options{})
	if err != nil {
		t.Fatal(err)
	}
	store := &fakeStore{}
	s, err := New(context.Background(), Config{Kind: KindOf(kind), Game: g, Seats: guests(2), Mode: "hotseat", Store: store})
	if err != nil {
		t.Fatal(err)
	}
	if !s.CanAgree() {
		t.Fatal("Maxima offers no agreement")
	}
	if err := s.Agree(); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	r := s.Game().Result()
	if !r.Over || r.Winner != -1 || r.Reason != core.Agreement || s.CanAgree() {
		t.Fatalf("after Agree: %+v, can agree %v", r, s.CanAgree())
	}
	if len(store.finished) != 1 {
		t.Fatalf("stored %d games", len(store.finished))
	}
	back, err := kind.Read(strings.NewReader(store.finished[0].Record))
	if err != nil || back.Result() != r {
		t.Fatalf("the stored record reads back as %v, %v", back, err)
	}
	if race := start(t, Config{Store: &fakeStore{}}); race.CanAgree() || race.Agree() == nil {
		t.Error("Race, whose rules have no end by agreement, offers one")
	}
}

// TestComputersAcceptOnlyWhenNotAhead: a computer that has not moved yet,
// or whose last search saw itself ahead, plays on; one that saw itself
// even or behind accepts.
func TestComputersAcceptOnlyWhenNotAhead(t *testing.T) {
	for _, tc := range []struct {
		score int
		moved bool
		want  error
	}{
		{0, false, ErrNoAgreement},
		{120, true, ErrNoAgreement},
		{0, true, nil},
		{-300, true, nil},
	} {
		q, f := newPostQueue(), &fakeComputer{score: tc.score}
		s := startRace(t, q, f, Config{Seats: []Seat{{}, {Computer: 3}}})
		if tc.moved {
			if _, err := s.PlayText("+1"); err != nil {
				t.Fatal(err)
			}
			q.until(t, func() bool { return s.Thinking() < 0 })
		}
		if err := s.ComputersAccept(); !errors.Is(err, tc.want) {
			t.Errorf("score %d, moved %v: %v, want %v", tc.score, tc.moved, err, tc.want)
		}
	}
}
