package ximaera

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"

	"xima/games/core"
)

// invariants checks what every position keeps: the board and the kind
// masks agree, no kind has more than three pieces, the hash equals a fresh
// computation, the barred cell holds a piece, and a game still on has no
// group of three.
func invariants(t *testing.T, s *State) {
	t.Helper()
	var kinds [Kinds + 1]uint32
	for c := range Cell(Cells) {
		if p := s.board[c]; p != None {
			kinds[p] |= bit(c)
		}
	}
	if kinds != s.kinds {
		t.Fatal("the kind masks disagree with the board")
	}
	for p := Pivot; p <= Blue; p++ {
		if s.Reserve(p) < 0 || bits.OnesCount32(s.kinds[p])+s.Reserve(p) != PerKind {
			t.Fatalf("%s: reserve %d", p, s.Reserve(p))
		}
	}
	if s.key != s.computeKey() {
		t.Fatal("incremental repetition key differs from a fresh one")
	}
	if h := s.Hash(); h&(1<<57-1) != s.key&(1<<57-1) || int(h>>57&1) != s.ToMove() || Cell(h>>58) != s.barred {
		t.Fatalf("hash %#x does not pack the board, the side to move and the barred cell", h)
	}
	if c, ok := s.Barred(); ok && s.At(c) == None {
		t.Fatalf("barred %s is empty", c)
	}
	if _, _, ok := s.WinningGroup(); ok != (s.Result().Reason == Group) {
		t.Fatalf("group %v but end %s", ok, s.Result().Reason)
	}
}

// everyAction lists every drop and every pair of distinct cells.
func everyAction() []Action {
	var all []Action
	for p := Pivot; p <= Blue; p++ {
		for c := range Cell(Cells) {
			all = append(all, DropAction(p, c))
		}
	}
	for from := range Cell(Cells) {
		for to := range Cell(Cells) {
			all = append(all, MoveAction(from, to))
		}
	}
	return all
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	games := 500
	if testing.Short() {
		games = 100
	}
	all := everyAction()
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range games {
		g := randomGame(t, rng, 300, func(g *Game, a Action) {
			s := g.State()
			invariants(t, &s)
			legal := map[Action]bool{}
			for _, b := range s.Legal(nil) {
				legal[b] = true
				// Every legal action formats and parses back to itself.
				if got, err := ParseAction(&s, FormatAction(&s, b)); err != nil || got != b {
					t.Fatalf("game %d: %s parsed as %v, %v", i, FormatAction(&s, b), got, err)
				}
			}
			// The validator accepts exactly the generated actions.
			for _, b := range all {
				if (s.Why(b) == nil) != legal[b] {
					t.Fatalf("game %d: %s legal %v, check says %v\n%s", i, FormatAction(&s, b), legal[b], s.Why(b), s.Diagram())
				}
			}
			// Apply then Unapply restores the exact state.
			before := s
			u := s.Apply(a)
			invariants(t, &s)
			s.Unapply(u)
			if s != before {
				t.Fatalf("game %d: undo of %s did not restore the state", i, FormatAction(&before, a))
			}
		})
		s := g.State()
		invariants(t, &s)
		// Undoing the whole game through Game.Undo comes back to the opening.
		for g.Plies() > 0 {
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
		}
		if g.State() != NewState() || g.Line().Plies() != 0 {
			t.Fatalf("game %d: undoing every action does not give the opening", i)
		}
	}
}

// Every 16-bit value, action or garbage, is accepted by the validator
// exactly when the generator lists it, without a panic.
func TestCheckTakesAnyActionValue(t *testing.T) {
	s := build(t, "Pc3 Rd3 Gb2 Be5 Pa1", "b2")
	legal := map[Action]bool{}
	for _, a := range s.Legal(nil) {
		legal[a] = true
	}
	for v := range 1 << 16 {
		a := Action(v)
		if (s.Why(a) == nil) != legal[a] {
			t.Fatalf("%#04x: legal %v, check %v", v, legal[a], s.Why(a))
		}
	}
	g, _ := NewGame(Config{})
	if err := g.Play(0xffff); err == nil || !strings.Contains(err.Error(), "not an action") {
		t.Fatalf("garbage played: %v", err)
	}
	// A core.Action wider than an Action is refused, not cut to a legal one.
	if err := g.Play(1<<16 | g.Legal()[0]); !errors.Is(err, core.ErrIllegal) || g.Plies() != 0 {
		t.Fatalf("a wide action played: %v", err)
	}
}

func TestRandomGamesRecordRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 150 {
		g := randomGame(t, rng, 1+rng.IntN(200), nil)
		if i%7 == 0 && !g.Over() {
			if err := g.Resign(i % 2); err != nil {
				t.Fatal(err)
			}
		}
		text := g.Record()
		g2, err := ParseGame(text)
		if err != nil {
			t.Fatalf("game %d: reading back its record: %v\n%s", i, err, text)
		}
		if g2.Record() != text || g2.State() != g.State() || g2.Result() != g.Result() {
			t.Fatalf("game %d: record, position or result changed on a round trip\n%s", i, text)
		}
	}
}
