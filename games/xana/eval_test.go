package xana

import (
	"math/rand/v2"
	"testing"

	"xima/games/search"
)

var _ search.Position[Action, Undo] = (*Line)(nil)
var _ search.Hinter[Action] = (*Line)(nil)

// A colour that walls off most of the board, or that is about to lose a
// stack, stands worse; Evaluate is zero-sum between the seats.
func TestEvaluateSign(t *testing.T) {
	tests := []struct {
		name  string
		mover Colour
		cells string
		ahead Colour
	}{
		{"White holds the middle, Black a corner", White, "o8=C a8=a", White},
		{"Black walled in a corner", Black, "o8=B b7=# b9=# d7=# d9=# e8=# a8=a", White},
	}
	for _, tc := range tests {
		s := position(t, 8, tc.mover, tc.cells)
		l := NewLine(s)
		ahead, behind := s.Seat(tc.ahead), s.Seat(tc.ahead^1)
		if v := l.Evaluate(ahead); v <= 0 {
			t.Errorf("%s: Evaluate(%v) = %d, want > 0", tc.name, tc.ahead, v)
		}
		if l.Evaluate(behind) != -l.Evaluate(ahead) {
			t.Errorf("%s: Evaluate(%v) = %d, want %d", tc.name, tc.ahead^1, l.Evaluate(behind), -l.Evaluate(ahead))
		}
	}
}

// A stack with one empty neighbour counts against its owner, the more when
// the opponent moves next.
func TestEvaluateFearsASingleEmptyNeighbour(t *testing.T) {
	const walls = "o8=F m8=# n7=# p7=# n9=# a8=a w8=a"
	for _, mover := range []Colour{White, Black} {
		two := position(t, 8, mover, walls)
		one := position(t, 8, mover, walls+" p9=#")
		seat := two.Seat(White)
		v2, v1 := NewLine(two).Evaluate(seat), NewLine(one).Evaluate(seat)
		// one also has a White cell less (p9): the difference is at least want
		want := 6 * evalAtariOtherToMove
		if mover == White {
			want = 6 * evalAtariMoverToMove
		}
		if v2-v1 < want {
			t.Errorf("%v to move: %d with two empty neighbours, %d with one: want at least %d less", mover, v2, v1, want)
		}
	}
}

// Captured stones count for the captor.
func TestEvaluateCountsCaptures(t *testing.T) {
	s := position(t, 8, White, "o8=A a8=a")
	before := NewLine(s).Evaluate(s.Seat(White))
	s.lost[Black] = 3
	if after := NewLine(s).Evaluate(s.Seat(White)); after != before+3*evalLost {
		t.Errorf("3 Black stones captured: %d, want %d", after, before+3*evalLost)
	}
}

// The board mirrored left to right scores the same, and so does the
// position with the colours turned, but for the first mover's edge.
func TestEvaluateIsSymmetric(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 60 {
		size := sizes[i%len(sizes)]
		g := randomGame(t, rng, size, 10+rng.IntN(60), nil)
		if g.Over() {
			continue
		}
		s := g.State()
		geo := s.geo()
		mirrored, turned := s, s
		for c := range geo.cells {
			m := geo.at(4*size-4-int(geo.x[c]), int(geo.r[c]))
			mirrored.cells[m] = s.cells[c]
			if v := s.cells[c]; v != 0 && v != wallCell {
				turned.cells[c] = v ^ colourBit
			}
		}
		turned.lost = [2]uint8{s.lost[Black], s.lost[White]}
		turned.toMove ^= 1
		seat := s.Seat(White)
		v := NewLine(s).Evaluate(seat)
		if w := NewLine(mirrored).Evaluate(seat); w != v {
			t.Fatalf("mirrored: %d, want %d", w, v)
		}
		// In turned, seat plays White's stacks as Black's.
		if w := NewLine(turned).Evaluate(turned.Seat(Black)); w != v-2*evalFirst {
			t.Fatalf("colours turned: %d, want %d", w, v-2*evalFirst)
		}
	}
}

// Hint is > 0 exactly for the parts that capture enemy stones, and < 0 for
// the parts (other than drops) that cost friendly stones and capture none.
func TestHintMarksCaptures(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	buf := make([]Action, 0, 4096)
	captures := 0
	for i := range 60 {
		randomGame(t, rng, sizes[i%len(sizes)], 200, func(g *Game, _ Action) {
			l := g.Line()
			me := l.toMove
			buf = l.Legal(buf[:0])
			for _, a := range buf {
				h := l.Hint(a)
				after := l.State
				after.Apply(a)
				took := after.lost[me^1] > l.lost[me^1]
				lost := after.lost[me] > l.lost[me]
				if (h > 0) != took {
					t.Fatalf("%s: Hint %d, captures %v", FormatAction(&l.State, a), h, took)
				}
				if a.Kind() != KindDrop && !took && (h < 0) != lost {
					t.Fatalf("%s: Hint %d, loses stones %v", FormatAction(&l.State, a), h, lost)
				}
				if took {
					captures++
				}
			}
		})
	}
	if captures == 0 {
		t.Error("no capture along the random games: the test saw nothing")
	}
}

func TestEvaluateAndHintAllocateNothing(t *testing.T) {
	s := position(t, 8, White, "o8=C a8=a g8=# w8=b")
	l := NewLine(s)
	acts := l.Legal(make([]Action, 0, 4096))
	sum := 0
	if n := testing.AllocsPerRun(20, func() {
		sum += l.Evaluate(0)
		for _, a := range acts {
			sum += l.Hint(a)
		}
	}); n != 0 {
		t.Errorf("Evaluate and Hint allocate %.1f times", n)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	s := position(b, 8, White, "o8=C a8=a g8=# w8=b k4=B k12=c")
	l := NewLine(s)
	sum := 0
	b.ReportAllocs()
	for b.Loop() {
		sum += l.Evaluate(0)
	}
	_ = sum
}
