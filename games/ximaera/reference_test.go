package ximaera

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"xima/games/core"
)

// ref is a second, deliberately plain reading of rules/other-games.md,
// Ximaera, on file/rank coordinates and strings, sharing no code with the
// engine, so the two can be compared.
type ref struct {
	grid   [7][7]byte // [file][rank], 0 when empty
	toMove int
	barred string   // "" when nothing is barred
	seen   []string // every board so far
	over   bool
	winner int
	end    string // how it ended, as the record's Termination writes it
}

func refOn(f, r int) bool { return f >= 1 && f <= 5 && r >= 1 && r <= 5 && f-r <= 2 && r-f <= 2 }

func refName(f, r int) string { return fmt.Sprintf("%c%d", 'a'+f-1, r) }

var refSteps = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}}

func newRef(s *State) *ref {
	x := &ref{toMove: s.ToMove()}
	for c := range Cell(Cells) {
		if p := s.At(c); p != None {
			x.grid[c.File()][c.Rank()] = p.Letter()
		}
	}
	if c, ok := s.Barred(); ok {
		x.barred = c.String()
	}
	x.seen = []string{x.board()}
	return x
}

func (x *ref) board() string {
	var b strings.Builder
	for f := 1; f <= 5; f++ {
		for r := 1; r <= 5; r++ {
			c := x.grid[f][r]
			if c == 0 {
				c = '.'
			}
			b.WriteByte(c)
		}
	}
	return b.String()
}

func (x *ref) nextToPivot(f, r int) bool {
	for _, d := range refSteps {
		if refOn(f+d[0], r+d[1]) && x.grid[f+d[0]][r+d[1]] == 'P' {
			return true
		}
	}
	return false
}

func (x *ref) legal() []string {
	if x.over {
		return nil
	}
	var out []string
	for _, k := range []byte("PRGB") {
		n := 0
		for f := 1; f <= 5; f++ {
			for r := 1; r <= 5; r++ {
				if x.grid[f][r] == k {
					n++
				}
			}
		}
		for f := 1; f <= 5 && n < 3; f++ {
			for r := 1; r <= 5; r++ {
				if refOn(f, r) && x.grid[f][r] == 0 {
					out = append(out, string(k)+"@"+refName(f, r))
				}
			}
		}
	}
	for f := 1; f <= 5; f++ {
		for r := 1; r <= 5; r++ {
			if !refOn(f, r) || x.grid[f][r] == 0 || refName(f, r) == x.barred || x.nextToPivot(f, r) {
				continue
			}
			for _, d := range refSteps {
				k := 1
				for ; refOn(f+k*d[0], r+k*d[1]) && x.grid[f+k*d[0]][r+k*d[1]] == 0; k++ {
					out = append(out, refName(f, r)+"-"+refName(f+k*d[0], r+k*d[1]))
				}
				if k == 1 && x.grid[f][r] == 'P' && refOn(f+d[0], r+d[1]) && refOn(f+2*d[0], r+2*d[1]) && x.grid[f+2*d[0]][r+2*d[1]] == 0 {
					out = append(out, refName(f, r)+"-"+refName(f+2*d[0], r+2*d[1]))
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

func refCell(name string) (int, int) { return int(name[0]-'a') + 1, int(name[1] - '0') }

// play makes a legal action and applies the ends in the page's order.
func (x *ref) play(a string) {
	var k byte
	var tf, tr int
	if kind, to, ok := strings.Cut(a, "@"); ok {
		k = kind[0]
		tf, tr = refCell(to)
	} else {
		from, to, _ := strings.Cut(a, "-")
		ff, fr := refCell(from)
		k, x.grid[ff][fr] = x.grid[ff][fr], 0
		tf, tr = refCell(to)
	}
	x.grid[tf][tr] = k
	mover := x.toMove
	x.toMove = 1 - mover
	x.barred = refName(tf, tr)
	x.seen = append(x.seen, x.board())
	count := 0
	for _, b := range x.seen {
		if b == x.board() {
			count++
		}
	}
	switch {
	case x.group(k):
		x.over, x.winner, x.end = true, mover, "group"
	case count == 3:
		x.over, x.winner, x.end = true, 1-mover, "repetition"
	case len(x.legal()) == 0:
		x.over, x.winner, x.end = true, 1-mover, "no-move"
	}
}

// group reports whether the three pieces of kind k are on the board and
// joined: a walk from one of them over neighbours of kind k reaches all.
func (x *ref) group(k byte) bool {
	var cells [][2]int
	for f := 1; f <= 5; f++ {
		for r := 1; r <= 5; r++ {
			if x.grid[f][r] == k {
				cells = append(cells, [2]int{f, r})
			}
		}
	}
	if len(cells) != 3 {
		return false
	}
	reached := map[[2]int]bool{cells[0]: true}
	for range 3 {
		for c := range reached {
			for _, d := range refSteps {
				if n := [2]int{c[0] + d[0], c[1] + d[1]}; refOn(n[0], n[1]) && x.grid[n[0]][n[1]] == k {
					reached[n] = true
				}
			}
		}
	}
	return len(reached) == 3
}

func (x *ref) perft(depth int) uint64 {
	legal := x.legal()
	if depth == 1 {
		return uint64(len(legal))
	}
	var n uint64
	for _, a := range legal {
		y := *x
		y.seen = slices.Clone(x.seen)
		y.play(a)
		n += y.perft(depth - 1)
	}
	return n
}

// The engine and the plain reading agree on the legal actions and the ends
// all along seeded random games. Every other game shuffles: a player often
// plays their last move backwards, so that positions come back and the
// repetition rule is tested in short mode too.
func TestEngineAgreesWithPlainReading(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	games := 300
	if testing.Short() {
		games = 60
	}
	ends := map[core.Reason]int{}
	for i := range games {
		shuffler := i%2 == 1
		g, _ := NewGame(Config{})
		x := newRef(ptr(g.State()))
		for ply := 0; ply < 400; ply++ {
			s := g.State()
			got, want := legalTexts(&s), x.legal()
			if !slices.Equal(got, want) {
				t.Fatalf("game %d ply %d: engine %v\nplain %v\n%s", i, ply, got, want, s.Diagram())
			}
			if r := g.Result(); r.Over != x.over || (x.over && (r.Winner != x.winner || string(r.Reason) != x.end)) {
				t.Fatalf("game %d ply %d: over %v/%v, winner %d/%d, end %q/%q", i, ply, r.Over, x.over, r.Winner, x.winner, r.Reason, x.end)
			}
			if x.over {
				ends[g.Result().Reason]++
				break
			}
			// Shuffle back and forth now and then, so repetitions happen.
			a := want[rng.IntN(len(want))]
			moves := g.Moves()
			if len(moves) >= 4 && rng.IntN(3) == 0 && slices.Contains(want, moves[len(moves)-4]) {
				a = moves[len(moves)-4]
			}
			if len(moves) >= 2 && shuffler && rng.IntN(2) == 0 {
				if from, to, ok := strings.Cut(moves[len(moves)-2], "-"); ok && slices.Contains(want, to+"-"+from) {
					a = to + "-" + from
				}
			}
			mustPlay(t, g, a)
			x.play(a)
		}
	}
	if ends[Group] == 0 || ends[core.Repetition] == 0 || !testing.Short() && ends[NoMove] == 0 {
		t.Fatalf("the games should end every way that random play reaches: %v", ends)
	}
	t.Logf("ends: %v", ends)
}

func TestPerftAgreesWithPlainReading(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for i := range 12 {
		g := randomGame(t, rng, 6+rng.IntN(30), nil)
		depth := 2
		if i%4 == 0 {
			depth = 3
		}
		if got, want := Perft(g.Line(), depth), newRefFromGame(g).perft(depth); got != want {
			t.Fatalf("game %d (%s): perft(%d) %d, plain %d", i, strings.Join(g.Moves(), " "), depth, got, want)
		}
	}
}

// newRefFromGame replays a game's moves on a plain reading from the opening,
// so it has the same history.
func newRefFromGame(g *Game) *ref {
	x := newRef(ptr(NewState()))
	for _, m := range g.Moves() {
		x.play(m)
	}
	return x
}
