package xoliba

import (
	"math/rand/v2"
	"slices"
	"testing"

	"xima/games/core"
)

// invariants checks what every position keeps: pieces on distinct points,
// counts that add up, the incremental hash equal to a fresh one.
func invariants(t *testing.T, s *State) {
	t.Helper()
	if s.pieces[0]&s.pieces[1] != 0 || s.pieces[0]&s.pieces[2] != 0 || s.pieces[1]&s.pieces[2] != 0 {
		t.Fatal("two pieces on one point")
	}
	if s.occupied()&^AllPoints != 0 {
		t.Fatal("a piece off the board")
	}
	took := 0
	for c := Red; c <= Green; c++ {
		seat := int(c) - 1
		onBoard := s.Count(c)
		if s.Players() == 3 && !s.In(seat) {
			if onBoard != 0 {
				t.Fatalf("%s is out but has %d pieces", c, onBoard)
			}
			continue
		}
		if onBoard+s.Lost(c) != s.Initial(c) {
			t.Fatalf("%s: %d on board + %d lost != %d at the start", c, onBoard, s.Lost(c), s.Initial(c))
		}
		took += s.Took(seat)
	}
	lostByOthers := 0
	for c := Red; c <= Green; c++ {
		lostByOthers += s.Lost(c)
	}
	if took > lostByOthers {
		t.Fatalf("took %d enemy pieces but only %d were lost", took, lostByOthers)
	}
	if s.Players() > 1 && s.QuietMoves() > QuietLimit {
		t.Fatalf("%d quiet moves", s.QuietMoves())
	}
	if !s.Over() && !s.In(s.ToMove()) {
		t.Fatal("a player out of the game is to move")
	}
	if s.Hash() != s.computeHash() {
		t.Fatal("incremental hash differs from a fresh one")
	}
}

func names(s *State, acts []Action) []string {
	out := make([]string, len(acts))
	for i, a := range acts {
		out[i] = FormatAction(s, a)
	}
	slices.Sort(out)
	return out
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	games := 600
	if testing.Short() {
		games = 150
	}
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]Action, 0, 256)
	for i := range games {
		players := 1 + i%3
		g, err := NewGame(Config{Players: players, Seed: rng.Uint64()})
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 400 && !g.Over(); ply++ {
			s := g.State()
			invariants(t, &s)
			buf = s.Legal(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("game %d: no legal action but not over", i)
			}
			seen := map[Action]bool{}
			for _, a := range buf {
				if seen[a] {
					t.Fatalf("game %d: %s generated twice", i, FormatAction(&s, a))
				}
				seen[a] = true
				text := FormatAction(&s, a)
				back, err := ParseAction(&s, text)
				if err != nil || back != a {
					t.Fatalf("game %d: %s parses back as %v, %v", i, text, back, err)
				}
				before := s
				u := s.Apply(a)
				invariants(t, &s)
				s.Unapply(u)
				if s != before {
					t.Fatalf("game %d: apply+unapply of %s changed the state", i, text)
				}
			}
			if err := g.Play(core.Action(buf[rng.IntN(len(buf))])); err != nil {
				t.Fatal(err)
			}
		}
		s := g.State()
		invariants(t, &s)
		if g.Over() {
			checkEnd(t, g)
		}
	}
}

// checkEnd checks that a finished game ended for the reason it gives.
func checkEnd(t *testing.T, g *Game) {
	t.Helper()
	s := g.State()
	switch s.End() {
	case FewPieces:
		low := false
		for seat := range s.Players() {
			low = low || s.Count(SeatColor(seat)) < 3
		}
		if !low {
			t.Fatal("fewer than three pieces, but everyone has three")
		}
	case QuietTurns:
		if s.QuietMoves() != QuietLimit {
			t.Fatalf("ended after %d quiet moves", s.QuietMoves())
		}
	case AllCaptured:
		if s.Count(Blue) != 0 || g.Result().Winner != 0 {
			t.Fatal("all captured, but blue pieces remain or red did not win")
		}
	case LastPlayer:
		if s.Players() != 3 || s.left() != 1 {
			t.Fatal("one player left, but not so")
		}
	case NoMove:
		if s.canMove(uint8(s.ToMove())) {
			t.Fatal("no move, but the player to move has one")
		}
	case core.Repetition:
		if l := g.Line(); l.Occurrences() != 3 {
			t.Fatalf("repetition after %d occurrences", l.Occurrences())
		}
	default:
		t.Fatalf("ended by %s", s.End())
	}
}

func TestRandomGamesMatchNaive(t *testing.T) {
	games := 45
	if testing.Short() {
		games = 9
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range games {
		players := 1 + i%3
		seed := rng.Uint64()
		g, err := NewGame(Config{Players: players, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		n := naiveStart(players, seed)
		for ply := 0; ply < 250; ply++ {
			s := g.State()
			got, want := names(&s, s.Legal(nil)), n.legal()
			if !slices.Equal(got, want) {
				t.Fatalf("%d players, seed %d, ply %d:\nengine %v\nnaive  %v\n%s", players, seed, ply, got, want, s.Diagram())
			}
			if g.Over() != n.over {
				t.Fatalf("seed %d ply %d: over %v, naive %v", seed, ply, g.Over(), n.over)
			}
			if g.Over() {
				break
			}
			text := want[rng.IntN(len(want))]
			if _, err := g.PlayText(text); err != nil {
				t.Fatal(err)
			}
			n.play(text)
			if s := g.State(); s.ToMove() != n.toMove && !g.Over() {
				t.Fatalf("seed %d ply %d: %s to move, naive %d", seed, ply, SeatColor(s.ToMove()), n.toMove)
			}
			for seat := range players {
				if s := g.State(); s.Took(seat) != n.took[seat] || s.Lost(SeatColor(seat)) != n.lost[seat] {
					t.Fatalf("seed %d ply %d: seat %d took %d lost %d, naive %d %d", seed, ply, seat, s.Took(seat), s.Lost(SeatColor(seat)), n.took[seat], n.lost[seat])
				}
			}
		}
	}
}
