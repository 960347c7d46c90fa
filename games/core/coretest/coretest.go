// Package coretest is the contract test suite every game runs against its
// engine: random games through the game face (notation, undo, resign, flag,
// results with codes, records) and random walks through the position face
// (apply and unapply restore the position, nothing allocates). A game's
// tests call Game and Position with its own constructors.
package coretest

import (
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"xima/games/core"
)

// Suite describes a game for the game-face tests.
type Suite struct {
	// New starts a game at a table of seats players.
	New func(seats int) (core.Game, error)
	// Read reads a record that WriteRecord wrote.
	Read func(r io.Reader) (core.Game, error)
	// Seats lists the table sizes to test.
	Seats []int
	// Games is the number of random games per table size; MaxPlies cuts
	// each one short.
	Games, MaxPlies int
}

// roller is the face of a game with dice: the player to move rolls first.
type roller interface {
	NeedsRoll() bool
	Roll() ([]uint8, error)
}

// snapshot is what a game face shows; undo must bring it back exactly.
type snapshot struct {
	toMove int
	legal  []core.Action
	moves  []string
	result core.Result
	record string
}

func snap(t *testing.T, g core.Game) snapshot {
	t.Helper()
	rec, err := core.RecordText(g)
	if err != nil {
		t.Fatalf("record: %v", err)
	}
	return snapshot{g.ToMove(), g.Legal(), g.Moves(), g.Result(), rec}
}

func (a snapshot) equal(b snapshot) bool {
	return a.toMove == b.toMove && slices.Equal(a.legal, b.legal) && slices.Equal(a.moves, b.moves) &&
		a.result == b.result && a.record == b.record
}

// Game plays random games through the game face and checks, at every
// step: each legal action's notation reads back as that action; an undo
// restores the game exactly; the result has a code once over and none
// before; a finished or cut game's record reads back to the same record;
// and any seat may resign or flag at any moment.
func Game(t *testing.T, s Suite) {
	rng := rand.New(rand.NewPCG(7, uint64(len(s.Seats))))
	for _, seats := range s.Seats {
		for i := range s.Games {
			t.Run(fmt.Sprintf("%dseats/game%d", seats, i), func(t *testing.T) {
				g, err := s.New(seats)
				if err != nil {
					t.Fatal(err)
				}
				if g.Seats() != seats {
					t.Fatalf("Seats() = %d, want %d", g.Seats(), seats)
				}
				randomGame(t, s, g, rng)
				roundTrip(t, s, g)
				resignAny(t, s, g, rng)
			})
		}
	}
}

func randomGame(t *testing.T, s Suite, g core.Game, rng *rand.Rand) {
	t.Helper()
	for ply := 0; ply < s.MaxPlies; ply++ {
		checkResult(t, g)
		if g.Result().Over {
			if len(g.Legal()) != 0 {
				t.Fatal("legal actions after the end")
			}
			return
		}
		rollIfNeeded(t, g)
		legal := g.Legal()
		if len(legal) == 0 {
			t.Fatalf("ply %d: no legal action and the game is not over", ply)
		}
		for _, a := range legal {
			text := g.Format(a)
			if got, err := g.Parse(text); err != nil || got != a {
				t.Fatalf("ply %d: %q reads as %v, %v; want %v", ply, text, got, err, a)
			}
		}
		a := legal[rng.IntN(len(legal))]
		text := g.Format(a)
		before := snap(t, g)
		if err := g.Play(a); err != nil {
			t.Fatalf("ply %d: play %s: %v", ply, text, err)
		}
		if rng.IntN(4) == 0 {
			if err := g.Undo(); err != nil {
				t.Fatalf("ply %d: undo: %v", ply, err)
			}
			if after := snap(t, g); !after.equal(before) {
				t.Fatalf("ply %d: undo of %s did not restore the game:\n%+v\nwant\n%+v", ply, text, after, before)
			}
			if err := g.Play(a); err != nil {
				t.Fatalf("ply %d: replay after undo: %v", ply, err)
			}
		}
	}
}

func rollIfNeeded(t *testing.T, g core.Game) {
	t.Helper()
	if r, ok := g.(roller); ok && r.NeedsRoll() {
		if _, err := r.Roll(); err != nil {
			t.Fatalf("roll: %v", err)
		}
	}
}

func checkResult(t *testing.T, g core.Game) {
	t.Helper()
	r := g.Result()
	switch {
	case r.Over && !r.Reason.Valid():
		t.Fatalf("ended with reason %q, not a code", r.Reason)
	case r.Over && (r.Winner < -1 || r.Winner >= g.Seats()):
		t.Fatalf("winner %d at a table of %d", r.Winner, g.Seats())
	case !r.Over && (r.Reason != core.NotOver || r.Winner != -1):
		t.Fatalf("game going on with %+v", r)
	}
	if to := g.ToMove(); to < 0 || to >= g.Seats() {
		t.Fatalf("ToMove() = %d at a table of %d", to, g.Seats())
	}
}

func roundTrip(t *testing.T, s Suite, g core.Game) {
	t.Helper()
	text, err := core.RecordText(g)
	if err != nil {
		t.Fatal(err)
	}
	back, err := s.Read(strings.NewReader(text))
	if err != nil {
		t.Fatalf("the record does not read back: %v\n%s", err, text)
	}
	again, err := core.RecordText(back)
	if err != nil {
		t.Fatal(err)
	}
	if again != text || back.Result() != g.Result() || back.Name() != g.Name() {
		t.Fatalf("record round trip differs:\n%s\nread back as\n%s", text, again)
	}
}

// resignAny replays the game's record, cut at a random ply, once per seat,
// and has that seat resign (or flag) whoever is to move.
func resignAny(t *testing.T, s Suite, g core.Game, rng *rand.Rand) {
	t.Helper()
	text, err := core.RecordText(g)
	if err != nil {
		t.Fatal(err)
	}
	for seat := range g.Seats() {
		h, err := s.Read(strings.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		for n := rng.IntN(len(h.Moves()) + 1); len(h.Moves()) > n; {
			if err := h.Undo(); err != nil {
				t.Fatalf("undo: %v", err)
			}
		}
		if h.Result().Over {
			if h.Resign(seat) == nil {
				t.Fatal("a resignation after the end was taken")
			}
			continue
		}
		flag := rng.IntN(2) == 0
		leave, want := h.Resign, core.Resigned
		if flag {
			leave, want = h.Flag, core.Flagged
		}
		if err := leave(seat); err != nil {
			t.Fatalf("seat %d (to move %d) cannot leave: %v", seat, h.ToMove(), err)
		}
		checkResult(t, h)
		r := h.Result()
		if h.Seats() == 2 && (!r.Over || r.Winner != 1-seat || r.Reason != want) {
			t.Fatalf("seat %d left a two-player game: %+v", seat, r)
		}
		if r.Over && r.Winner == seat {
			t.Fatalf("seat %d left and won: %+v", seat, r)
		}
		if !r.Over && h.Resign(seat) == nil {
			t.Fatalf("seat %d resigned twice", seat)
		}
	}
}

// Position walks random games through the position face from the opening
// position start returns (a new one at each call) and checks, at every node, that applying then
// unapplying each legal action restores the hash, the side to move, the
// result and the legal actions; and that Legal, Apply and Unapply allocate
// nothing.
func Position[P core.Position[A, U], A comparable, U any](t *testing.T, start func() P, walks, maxPlies int) {
	rng := rand.New(rand.NewPCG(11, 13))
	buf := make([]A, 0, 4096)
	var after []A
	for w := range walks {
		p := start()
		var path []U
		for ply := 0; ply < maxPlies; ply++ {
			h, to, res := p.Hash(), p.ToMove(), p.Result()
			legal := slices.Clone(p.Legal(buf[:0]))
			if res.Over {
				if len(legal) != 0 {
					t.Fatalf("walk %d ply %d: legal actions after the end", w, ply)
				}
				break
			}
			if len(legal) == 0 {
				t.Fatalf("walk %d ply %d: no legal action and the game is not over", w, ply)
			}
			for _, a := range legal {
				u := p.Apply(a)
				p.Unapply(u)
				after = p.Legal(after[:0])
				if p.Hash() != h || p.ToMove() != to || p.Result() != res || !slices.Equal(after, legal) {
					t.Fatalf("walk %d ply %d: apply and unapply of %v did not restore the position", w, ply, a)
				}
			}
			a := legal[rng.IntN(len(legal))]
			if ply == 0 && w == 0 {
				allocs := testing.AllocsPerRun(20, func() {
					p.Unapply(p.Apply(a))
					buf = p.Legal(buf[:0])
				})
				if allocs != 0 {
					t.Fatalf("Legal, Apply and Unapply allocate %v times", allocs)
				}
			}
			path = append(path, p.Apply(a))
		}
		for len(path) > 0 { // the walk back must also restore every step
			p.Unapply(path[len(path)-1])
			path = path[:len(path)-1]
		}
		if q := start(); q.Hash() != p.Hash() || q.ToMove() != p.ToMove() {
			t.Fatalf("walk %d: unwound position differs from the start", w)
		}
	}
}
