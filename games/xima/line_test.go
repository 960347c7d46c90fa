package xima

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// repeatOnce plays on l a block of each side there and back (X to Y, P to
// Q, Y to X, Q to P), so that the position before comes a second time, and
// returns the four actions.
func repeatOnce(t testing.TB, l *Line) []Action {
	t.Helper()
	start := l.Hash()
	there := func(a Action) bool { return a.Kind() == KindMove }
	back := func(a Action) func(Action) bool {
		return func(b Action) bool { return b.Kind() == KindMove && b.From() == a.To() && b.To() == a.From() }
	}
	for _, a := range slices.DeleteFunc(l.Legal(nil), func(a Action) bool { return !there(a) }) {
		ua := l.Apply(a)
		for _, p := range slices.DeleteFunc(l.Legal(nil), func(a Action) bool { return !there(a) }) {
			up := l.Apply(p)
			if i := slices.IndexFunc(l.Legal(nil), back(a)); i >= 0 {
				ub := l.Apply(MoveAction(a.To(), a.From()))
				if j := slices.IndexFunc(l.Legal(nil), back(p)); j >= 0 {
					l.Apply(MoveAction(p.To(), p.From()))
					if l.Hash() == start {
						return []Action{a, p, MoveAction(a.To(), a.From()), MoveAction(p.To(), p.From())}
					}
					t.Fatal("a move there and back changed the position")
				}
				l.Unapply(ub)
			}
			l.Unapply(up)
		}
		l.Unapply(ua)
	}
	t.Fatal("no block of either side can go there and back")
	return nil
}

// allowedByReplay is the repetition rule worked out afresh: the State's
// actions less those that make a position for the third time, and whether
// any was left out.
func allowedByReplay(l *Line) (acts []Action, forbade bool) {
	for _, a := range l.State.Legal(nil) {
		if a.Kind() != KindPass {
			u := l.State.Apply(a)
			repeats := l.Seen(l.hash) >= 2
			l.State.Unapply(u)
			if repeats {
				forbade = true
				continue
			}
		}
		acts = append(acts, a)
	}
	if len(acts) == 0 && l.diceLeft > 0 {
		acts = append(acts, PassAction)
	}
	return acts, forbade
}

// The legal list a Line keeps for its node is the one worked out afresh,
// at every node of random walks down and back up from a position met twice
// (where the rule forbids the walk's return), whichever is asked first.
func TestKeptLegalListMatchesTheRule(t *testing.T) {
	l := NewLine(midgame(t))
	cycle := repeatOnce(t, l)
	rng := rand.New(rand.NewPCG(7, 8))
	forbidden := 0 // nodes where the rule forbade an action
	check := func(where string) {
		t.Helper()
		want, forbade := allowedByReplay(l)
		if forbade {
			forbidden++
		}
		wantRepeated := l.Seen(l.Hash()) >= 2 || forbade
		var got []Action
		var repeated bool
		if rng.IntN(2) == 0 {
			repeated, got = l.Repeated(), l.Legal(nil)
		} else {
			got, repeated = l.Legal(nil), l.Repeated()
		}
		if !slices.Equal(got, want) || repeated != wantRepeated {
			t.Fatalf("%s: %d actions (repeated %v), want %d (repeated %v)", where, len(got), repeated, len(want), wantRepeated)
		}
	}
	for walk := range 200 {
		var undos []Undo
		for ply := range 6 {
			check("down")
			acts := l.Legal(nil)
			if len(acts) == 0 || l.Over() {
				break
			}
			a := acts[rng.IntN(len(acts))]
			if next := cycle[ply%len(cycle)]; rng.IntN(4) > 0 && slices.Contains(acts, next) {
				a = next
			}
			undos = append(undos, l.Apply(a))
		}
		for len(undos) > 0 {
			l.Unapply(undos[len(undos)-1])
			undos = undos[:len(undos)-1]
			check("up")
		}
		if walk == 0 && len(l.twice) == 0 {
			t.Fatal("no position is seen twice at the walks' start")
		}
	}
	if forbidden == 0 {
		t.Fatal("no walk met a node where the rule forbids an action")
	}
}
