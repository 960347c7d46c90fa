package session

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"xima/games/catalog"
)

// cueList is what a session cued, for a fake sound player.
type cueList []Cue

func (l *cueList) add(c Cue) { *l = append(*l, c) }

// bluesCapture is docs/xima-record.md's capture: blue's xD4 (C3 onto D4)
// takes the red block by majority; red's =F6 after it takes nothing.
const bluesCapture = `[Game "Xima"]
[Players "2"]
[Position "13/13/13/13/13/13/13/13/4R8/3(br)9/2(bb)10/13/r12 to=blue move=4"]
`

func TestCuesTellACaptureFromAMoveAndTheEnd(t *testing.T) {
	kind, err := catalog.Find("Xima")
	if err != nil {
		t.Fatal(err)
	}
	g, err := kind.Read(strings.NewReader(bluesCapture))
	if err != nil {
		t.Fatal(err)
	}
	var cues cueList
	s, err := New(context.Background(), Config{Kind: KindOf(kind), Game: g, Seats: guests(2), Mode: "hotseat",
		Store: &fakeStore{}, OnCue: cues.add})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"xD4", "=F6"} {
		if _, err := s.PlayText(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := s.Resign(s.Game().ToMove()); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	if want := (cueList{CueCapture, CueMove, CueEnd}); !slices.Equal(cues, want) {
		t.Fatalf("cues %v, want %v (capture, move, nothing for the undo, the resignation's end)", cues, want)
	}
}

func TestComputersMovesCueAsAPersonsAndTheWinEnds(t *testing.T) {
	q, f := newPostQueue(), &fakeComputer{}
	var cues cueList
	s := startRace(t, q, f, Config{Seats: []Seat{{}, {Computer: 3}}, OnCue: cues.add})
	for !s.Over() {
		if _, err := s.PlayText("+1"); err != nil {
			t.Fatal(err)
		}
		q.until(t, func() bool { return s.Thinking() < 0 })
	}
	s.Flush()
	n := len(s.Game().Moves())
	want := append(slices.Repeat(cueList{CueMove}, n-1), CueEnd)
	if n < 4 || !slices.Equal(cues, want) {
		t.Fatalf("moves %q cued %v, want %v", moves(s), cues, want)
	}
}

func TestLowTimeCuesOnceAsEachClockEntersIt(t *testing.T) {
	clock := newFakeClock()
	var cues cueList
	s := start(t, Config{Store: &fakeStore{}, Now: clock.now, Clock: TimeControl{Agreed: time.Minute, Increment: 20 * time.Second},
		OnCue: cues.add})
	clock.add(49 * time.Second) // 11 s left: not yet
	s.Tick()
	clock.add(2 * time.Second) // 9 s left
	s.Tick()
	s.Tick()
	if _, err := s.PlayText("+1"); err != nil { // 29 s left with the increment
		t.Fatal(err)
	}
	s.Tick() // the other clock, a minute left
	if _, err := s.PlayText("+1"); err != nil {
		t.Fatal(err)
	}
	s.Tick()                    // 29 s: out of the last stretch
	clock.add(20 * time.Second) // 9 s again
	s.Tick()
	clock.add(9 * time.Second) // the flag falls
	if !s.Tick() {
		t.Fatal("no flag fall")
	}
	s.Flush()
	want := cueList{CueLowTime, CueMove, CueMove, CueLowTime, CueEnd}
	if !slices.Equal(cues, want) {
		t.Fatalf("cued %v, want %v", cues, want)
	}
}

func TestUntimedAndUncuedSessionsPlayOn(t *testing.T) {
	var cues cueList
	s := start(t, Config{Store: &fakeStore{}, OnCue: cues.add})
	s.Tick()
	if _, err := s.PlayText("+1"); err != nil {
		t.Fatal(err)
	}
	quiet := start(t, Config{Store: &fakeStore{}})
	if _, err := quiet.PlayText("+1"); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(cues, cueList{CueMove}) {
		t.Fatalf("an untimed game cued %v", cues)
	}
}

func TestEveryGameWithCapturesCountsThem(t *testing.T) {
	for _, kind := range catalog.All() {
		g, err := kind.New(catalog.Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		n, counted := taken(g)
		if counted == (kind.Name == "Ximaera") {
			t.Fatalf("%s: counted %v: every game but Ximaera (which has no captures) reports its captures", kind.Name, counted)
		}
		if counted && n > 0 {
			t.Fatalf("%s: %d taken at the start", kind.Name, n)
		}
	}
}
