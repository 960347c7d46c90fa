package maxima

import (
	"context"
	"math/rand/v2"
	"testing"

	"xima/games/search"
)

// mirror returns s seen from the other side: every piece moved to the
// mirrored rank (r to 10-r, the file kept, as the set-up mirrors) with its
// colour swapped, and the other side to move.
func mirror(s State) State {
	var m State
	m.king = [2]Square{NoSquare, NoSquare}
	for _, q := range allSquares {
		p := s.board[q]
		if p == Empty {
			continue
		}
		t := MakeSquare(q.File(), Ranks-1-q.Rank())
		m.board[t] = MakePiece(p.Color()^1, p.Kind())
		if p.Kind() == King {
			m.king[p.Color()^1] = t
		}
	}
	m.count = [2]uint8{s.count[1], s.count[0]}
	m.toMove = s.toMove ^ 1
	m.hash = m.computeHash()
	return m
}

// randomLines returns the positions, not over, of a few seeded random games.
func randomLines(t *testing.T, games, plies int) []State {
	t.Helper()
	rng := rand.New(rand.NewPCG(16, 2))
	var out []State
	for range games {
		l := NewLine(NewState())
		for range plies {
			if l.Result().Over {
				break
			}
			out = append(out, l.State)
			acts := l.Legal(nil)
			l.Apply(acts[rng.IntN(len(acts))])
		}
	}
	return out
}

func TestEvaluateOpeningIsEven(t *testing.T) {
	l := NewLine(NewState())
	// Only the move separates the sides at the start.
	if w, b := l.Evaluate(0), l.Evaluate(1); w != tuned.tempo || b != -w {
		t.Fatalf("opening: White %d, Black %d", w, b)
	}
}

func TestEvaluateSign(t *testing.T) {
	for _, c := range []struct{ name, toMove, pieces string }{
		{"a Mage more", "b", "Ke1 Mb1 Pc3 Pd3 ke9 pc7 pd7"},
		{"a Long Leaper more", "w", "Ke1 Lc2 Pc3 Pd3 ke9 pc7 pd7"},
		{"Black frozen", "w", "Ke1 Id5 Wa3 ke9 ia9 wd6"},
		{"on the enemy goal square", "b", "Kb1 Pd10 Ph3 kg9 pa7 ph7"},
		{"last pieces", "w", "Ke1 Pa3 Pb3 ke9 gd6"},
	} {
		s := build(t, c.toMove, c.pieces)
		l := NewLine(s)
		w, b := l.Evaluate(0), l.Evaluate(1)
		if w <= 0 || b >= 0 {
			t.Errorf("%s: White %d, Black %d; want White ahead", c.name, w, b)
		}
		// The same position mirrored is as good for Black.
		m := NewLine(mirror(s))
		if mb := m.Evaluate(1); mb != w {
			t.Errorf("%s: mirrored, Black %d; want %d", c.name, mb, w)
		}
	}
}

func TestEvaluateSymmetric(t *testing.T) {
	for _, s := range randomLines(t, 6, 80) {
		l, m := NewLine(s), NewLine(mirror(s))
		w, b := l.Evaluate(0), l.Evaluate(1)
		if w != -b {
			t.Fatalf("%s: White %d, Black %d", s.Position(), w, b)
		}
		if mb := m.Evaluate(1); mb != w {
			t.Fatalf("%s: White %d, mirrored Black %d", s.Position(), w, mb)
		}
		if w > search.MaxEval || w < -search.MaxEval {
			t.Fatalf("%s: %d out of range", s.Position(), w)
		}
	}
}

// Hint is positive exactly for the moves that fill the enemy palace or take
// at least the mover's worth, and leaves the position as it was.
func TestHintMarksTactics(t *testing.T) {
	seen := 0
	for _, s := range randomLines(t, 6, 80) {
		l := NewLine(s)
		before := l.State
		for _, a := range l.Legal(nil) {
			h := l.Hint(a)
			if l.State != before {
				t.Fatalf("%s: Hint(%s) changed the position", s.Position(), FormatAction(&s, a))
			}
			c := s
			c.Apply(a)
			taken := s.Captures(a)
			gain := 0
			for _, q := range taken {
				gain += tuned.value[s.board[q].Kind()]
			}
			takes := len(taken) > 0 && gain >= tuned.value[s.board[a.From()].Kind()]
			tactical := !a.Suicide() && (takes || c.filled(s.toMove, palace[s.toMove^1]))
			if tactical != (h > 0) {
				t.Fatalf("%s: Hint(%s) = %d, captures %v", s.Position(), FormatAction(&s, a), h, taken)
			}
			if tactical {
				seen++
			}
		}
	}
	if seen == 0 {
		t.Fatal("no capture met")
	}
	// The bigger victim first; a victim worth less than the mover is quiet.
	s := build(t, "w", "Ke1 Gc4 Gf4 md5 gf5 ke9")
	l := NewLine(s)
	if m, g := l.Hint(MoveAction(sq(t, "c4"), sq(t, "d5"))), l.Hint(MoveAction(sq(t, "f4"), sq(t, "f5"))); m <= g || g <= 0 {
		t.Fatalf("Mage %d, Guard %d", m, g)
	}
	s = build(t, "w", "Ke1 Gf4 pf5 ke9")
	if p := NewLine(s).Hint(MoveAction(sq(t, "f4"), sq(t, "f5"))); p != 0 {
		t.Fatalf("a Guard taking a Pawn: Hint %d, want 0 (quiet)", p)
	}
}

func TestEvaluateAndHintAllocateNothing(t *testing.T) {
	s := randomLines(t, 1, 40)[30]
	l := NewLine(s)
	acts := l.Legal(nil)
	n := testing.AllocsPerRun(100, func() {
		_ = l.Evaluate(0)
		for _, a := range acts {
			_ = l.Hint(a)
		}
	})
	if n != 0 {
		t.Fatalf("%v allocations", n)
	}
}

// The searcher finds the invasion that wins at once, and the capture of a
// Mage left hanging.
func TestSearchTakesTheWin(t *testing.T) {
	for _, c := range []struct{ position, want string }{
		{"P1/5G1k/8/8/8/8/8/8/1g6/K7/2 w", "f9-e10"},
		{"2/7k/8/8/3m4/2G5/8/8/8/K7/2 w", "c5-d6"},
	} {
		g, err := NewGame(Config{Position: c.position})
		if err != nil {
			t.Fatal(err)
		}
		s := search.New[*Line, Action, Undo]()
		lim, err := search.Level(search.MaxLevel, search.Budget{Nodes: 5000}, 1)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := s.Think(context.Background(), g.Line(), lim)
		if err != nil {
			t.Fatal(err)
		}
		st := g.State()
		if got := FormatAction(&st, rep.Best); got != c.want {
			t.Errorf("%s: played %s, want %s", c.position, got, c.want)
		}
	}
}

// A pass for the search's null move hands the move over with the hash kept
// right, counts as a position of the line (the repetition count stays in
// step), and Unpass restores the line exactly; no pass in check or with
// fewer than passPieces pieces.
func TestPassForTheSearch(t *testing.T) {
	var _ search.Passer = (*Line)(nil)
	for _, s := range randomLines(t, 4, 60) {
		l := NewLine(s)
		before, hist := l.State, len(l.hist)
		if l.Passable() != (!s.InCheck() && s.count[s.toMove] >= passPieces) {
			t.Fatalf("Passable %v in check %v with %d pieces", l.Passable(), s.InCheck(), s.count[s.toMove])
		}
		l.Pass()
		if l.toMove == before.toMove || l.hash != l.computeHash() || len(l.hist) != hist+1 || l.hist[hist] != l.hash {
			t.Fatalf("after a pass: %+v", l.State)
		}
		l.Unpass()
		if l.State != before || len(l.hist) != hist {
			t.Fatalf("Unpass left %+v, want %+v", l.State, before)
		}
	}
}
