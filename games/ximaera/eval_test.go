package ximaera

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"xima/games/search"
)

var _ search.Position[Action, Undo] = (*Line)(nil)
var _ search.Hinter[Action] = (*Line)(nil)

// wins reports whether a, legal in s, completes a group for the mover.
func wins(s State, a Action) bool {
	mover := s.ToMove()
	s.Apply(a)
	return s.end == Group && s.Winner() == mover
}

// gifts reports whether a, legal in s and not a win, leaves the opponent
// with no move, which wins for the opponent.
func gifts(s State, a Action) bool {
	s.Apply(a)
	return s.end == NoMove
}

// lostPieces and lostBarred: a full board where every action of the player
// to move leaves the opponent with no move.
const lostPieces, lostBarred = "Pd4 Pc3 Pb1 Rc2 Rd5 Rd3 Ga3 Gb3 Gc1 Be4 Bb2 Ba1", "d3"

func TestEvaluateSign(t *testing.T) {
	tests := []struct {
		name, pieces, barred string
		good                 bool // for the player to move
	}{
		{"the opening", "", "", true},
		{"a full board with moves to spare", "Pa1 Pc3 Pe5 Ra3 Rb1 Rd5 Gc1 Ge3 Gb4 Bd2 Ba2 Bc5", "", true},
		{"every action leaves the opponent no move", lostPieces, lostBarred, false},
	}
	for _, tc := range tests {
		l := NewLine(build(t, tc.pieces, tc.barred))
		me, v := l.ToMove(), l.Evaluate(l.ToMove())
		if got := v > 0; got != tc.good {
			t.Errorf("%s: Evaluate(mover) = %d, want > 0: %v", tc.name, v, tc.good)
		}
		if l.Evaluate(me^1) != -v {
			t.Errorf("%s: Evaluate(other) = %d, want %d", tc.name, l.Evaluate(me^1), -v)
		}
	}
}

// TestEvaluateAgreesWithTheRules checks the evaluation's shortcuts against
// Legal and Apply along random games: Evaluate counts the actions that
// leave the opponent a move, and Hint is > 0 exactly for the actions that
// complete a group and < 0 exactly for those that leave the opponent with
// no move.
func TestEvaluateAgreesWithTheRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	check := func(l *Line) {
		s := l.State
		room := 0
		for _, a := range s.Legal(nil) {
			h, w, g := l.Hint(a), wins(s, a), gifts(s, a)
			if (h > 0) != w || (h < 0) != (g && !w) {
				t.Fatalf("%s: Hint %d, wins %v, leaves no move %v\n%s", FormatAction(&s, a), h, w, g, s.Diagram())
			}
			if !g {
				room++
			}
		}
		want := evalRoom * min(room, roomCap)
		if room == 0 {
			want = -evalLost
		}
		if v := l.Evaluate(l.ToMove()); v != want {
			t.Fatalf("Evaluate = %d, want %d (room %d)\n%s", v, want, room, s.Diagram())
		}
	}
	for range 300 {
		randomGame(t, rng, 40, func(g *Game, _ Action) { check(g.Line()) })
	}
	// full boards, where the room is counted move by move
	for range 300 {
		perm := rng.Perm(Cells)
		var pieces strings.Builder
		for i := range Kinds * PerKind {
			fmt.Fprintf(&pieces, "%c%s ", Piece(1+i/PerKind).Letter(), Cell(perm[i]))
		}
		s := build(t, pieces.String(), Cell(perm[rng.IntN(Kinds*PerKind)]).String())
		if _, _, group := s.WinningGroup(); !group && s.hasLegal() {
			check(NewLine(s))
		}
	}
	check(NewLine(build(t, lostPieces, lostBarred)))
}

// TestEvaluateIsSymmetric: the colours of the pips are interchangeable, and
// so is the board mirrored across its long diagonal ((f, r) to (r, f)).
func TestEvaluateIsSymmetric(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 200 {
		g := randomGame(t, rng, 1+rng.IntN(14), nil)
		if g.Over() {
			continue
		}
		s := g.State()
		var swapped, mirrored State = s, s
		swapped.board, swapped.kinds = [Cells]Piece{}, [Kinds + 1]uint32{}
		mirrored.board, mirrored.kinds = [Cells]Piece{}, [Kinds + 1]uint32{}
		recolour := [...]Piece{None, Pivot, Green, Blue, Red}
		for c := range Cell(Cells) {
			p := s.board[c]
			if p == None {
				continue
			}
			swapped.board[c] = recolour[p]
			swapped.kinds[recolour[p]] |= bit(c)
			m, _ := CellAt(c.Rank(), c.File())
			mirrored.board[m] = p
			mirrored.kinds[p] |= bit(m)
		}
		if s.barred != NoCell {
			mirrored.barred, _ = CellAt(s.barred.Rank(), s.barred.File())
		}
		v := NewLine(s).Evaluate(0)
		if w := NewLine(swapped).Evaluate(0); w != v {
			t.Fatalf("colours swapped: %d, want %d\n%s", w, v, s.Diagram())
		}
		if w := NewLine(mirrored).Evaluate(0); w != v {
			t.Fatalf("mirrored: %d, want %d\n%s", w, v, s.Diagram())
		}
	}
}

func TestEvaluateAndHintAllocateNothing(t *testing.T) {
	l := NewLine(build(t, "Pa1 Pc3 Ra3 Rd5 Gc1 Gb4 Bd2", ""))
	acts := l.Legal(make([]Action, 0, MaxActions))
	sum := 0
	if n := testing.AllocsPerRun(100, func() {
		sum += l.Evaluate(0)
		for _, a := range acts {
			sum += l.Hint(a)
		}
	}); n != 0 {
		t.Errorf("Evaluate and Hint allocate %.1f times", n)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	l := NewLine(build(b, "Pa1 Pc3 Ra3 Rd5 Gc1 Gb4 Bd2", ""))
	sum := 0
	b.ReportAllocs()
	for b.Loop() {
		sum += l.Evaluate(0)
	}
	_ = sum
}
