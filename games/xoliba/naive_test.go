package xoliba

import (
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
)

// A second, deliberately naive implementation of the rules, written from
// rules/other-games.md without the engine's tables, bitsets or packed
// actions: a map of points, triangles found by trying every pair of pieces,
// points inside found by areas. The tests compare its action lists and
// perft counts with the engine's.

type npt struct{ c, r int }

func (p npt) name() string { return string([]byte{byte('a' + p.c), byte('1' + p.r)}) }

func nOnBoard(p npt) bool {
	if p.c < 0 || p.c > 6 || p.r < 0 || p.r > 6 {
		return false
	}
	return !((p.c == 0 || p.c == 6) && (p.r == 0 || p.r == 6))
}

// nAll lists the points column by column (the documented placement order).
func nAll() []npt {
	var out []npt
	for c := range 7 {
		for r := range 7 {
			if nOnBoard(npt{c, r}) {
				out = append(out, npt{c, r})
			}
		}
	}
	return out
}

type naive struct {
	players int
	board   map[npt]int // 0 white, 1 red, 2 blue, 3 green
	order   []int
	toMove  int
	out     map[int]bool
	passed  map[int]bool
	quiet   int
	over    bool
	lost    [3]int
	took    [3]int
	history []string // earlier positions (board + to move)
}

func naiveStart(players int, seed uint64) *naive {
	r := rand.New(rand.NewPCG(seed, seed^0x5851F42D4C957F2D))
	var bag []int
	add := func(c, n int) {
		for range n {
			bag = append(bag, c)
		}
	}
	corners := map[string]bool{}
	for _, n := range strings.Fields("b1 f1 a2 g2 a6 g6 b7 f7") {
		corners[n] = true
	}
	switch players {
	case 1:
		add(1, 17)
		add(2, 17)
		add(0, 3)
	case 2:
		add(1, 17)
		add(2, 17)
		add(0, 11)
	case 3:
		add(1, 12)
		add(2, 12)
		add(3, 12)
		add(0, 9)
	}
	r.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	n := &naive{players: players, board: map[npt]int{}, out: map[int]bool{}, passed: map[int]bool{}}
	i := 0
	for _, p := range nAll() {
		if players == 1 && corners[p.name()] {
			n.board[p] = 0
			continue
		}
		n.board[p] = bag[i]
		i++
	}
	lot := r.Perm(players)
	edges := map[string]bool{}
	for _, e := range strings.Fields("c1 d1 e1 c7 d7 e7 a3 a4 a5 g3 g4 g5") {
		edges[e] = true
	}
	count := func(seat int, set map[string]bool) int {
		k := 0
		for p, c := range n.board {
			if c == seat+1 && set[p.name()] {
				k++
			}
		}
		return k
	}
	for s := range players {
		n.order = append(n.order, s)
	}
	sort.SliceStable(n.order, func(i, j int) bool {
		a, b := n.order[i], n.order[j]
		if count(a, corners) != count(b, corners) {
			return count(a, corners) < count(b, corners)
		}
		if count(a, edges) != count(b, edges) {
			return count(a, edges) < count(b, edges)
		}
		return lot[a] < lot[b]
	})
	n.toMove = n.order[0]
	if players == 1 && len(n.moves()) == 0 {
		n.over = true
	}
	return n
}

func (n *naive) clone() *naive {
	m := *n
	m.board = map[npt]int{}
	for k, v := range n.board {
		m.board[k] = v
	}
	m.out, m.passed = map[int]bool{}, map[int]bool{}
	for k, v := range n.out {
		m.out[k] = v
	}
	for k, v := range n.passed {
		m.passed[k] = v
	}
	m.history = slices.Clone(n.history)
	return &m
}

func (n *naive) key() string {
	var b strings.Builder
	for _, p := range nAll() {
		b.WriteByte(byte('0' + n.board[p]))
	}
	b.WriteByte(byte('0' + n.toMove))
	return b.String()
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// nTriangle returns the size of the valid triangle a, b, c, or 0.
func nTriangle(a, b, c npt) int {
	pts := []npt{a, b, c}
	for i := range 3 {
		apex, p, q := pts[i], pts[(i+1)%3], pts[(i+2)%3]
		k := abs(apex.c - p.c)
		if k < 1 || k > 3 {
			continue
		}
		diag := func(x npt) bool { return abs(apex.c-x.c) == k && abs(apex.r-x.r) == k }
		if !diag(p) || !diag(q) || p == q {
			continue
		}
		if p.c == q.c && abs(p.r-q.r) == 2*k || p.r == q.r && abs(p.c-q.c) == 2*k {
			return k
		}
	}
	return 0
}

// nInside lists the points in the closed triangle a, b, c but its corners.
func nInside(a, b, c npt) []npt {
	area := func(p, q, r npt) int { return abs((q.c-p.c)*(r.r-p.r) - (r.c-p.c)*(q.r-p.r)) }
	var out []npt
	for _, x := range nAll() {
		if x != a && x != b && x != c && area(a, b, x)+area(b, c, x)+area(c, a, x) == area(a, b, c) {
			out = append(out, x)
		}
	}
	return out
}

type nMove struct {
	from, to npt
	corners  [2]npt // the chosen triangle's other corners
	turns    []npt
	text     string
}

// moves lists the moves of the player to move, written in the notation.
func (n *naive) moves() []nMove {
	me := n.toMove + 1
	var out []nMove
	for _, from := range nAll() {
		if n.board[from] != me {
			continue
		}
		for _, d := range [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}} {
			for to := (npt{from.c + d[0], from.r + d[1]}); nOnBoard(to) && n.board[to] == 0; to = (npt{to.c + d[0], to.r + d[1]}) {
				b := map[npt]int{}
				for k, v := range n.board {
					b[k] = v
				}
				b[from], b[to] = 0, me
				var mine []npt
				for _, p := range nAll() {
					if b[p] == me && p != to {
						mine = append(mine, p)
					}
				}
				type cand struct {
					pair  [2]npt
					turns string
					list  []npt
				}
				var cands []cand
				for i := range mine {
					for j := i + 1; j < len(mine); j++ {
						if nTriangle(to, mine[i], mine[j]) == 0 {
							continue
						}
						var turns []npt
						for _, x := range nInside(to, mine[i], mine[j]) {
							if b[x] != 0 {
								turns = append(turns, x)
							}
						}
						if len(turns) > 0 && n.players == 1 {
							turns = append(turns, to, mine[i], mine[j])
						}
						var names []string
						for _, x := range turns {
							names = append(names, x.name())
						}
						sort.Strings(names)
						pair := [2]npt{mine[i], mine[j]}
						if pair[0].name() > pair[1].name() {
							pair[0], pair[1] = pair[1], pair[0]
						}
						cands = append(cands, cand{pair, strings.Join(names, " "), turns})
					}
				}
				sort.Slice(cands, func(i, j int) bool {
					return cands[i].pair[0].name()+","+cands[i].pair[1].name() < cands[j].pair[0].name()+","+cands[j].pair[1].name()
				})
				seen := map[string]bool{}
				var firsts []cand
				for _, c := range cands {
					if !seen[c.turns] {
						seen[c.turns] = true
						firsts = append(firsts, c)
					}
				}
				for _, c := range firsts {
					text := from.name() + "-" + to.name()
					if len(firsts) > 1 {
						text += "/" + c.pair[0].name() + "," + c.pair[1].name()
					}
					out = append(out, nMove{from, to, c.pair, c.list, text})
				}
			}
		}
	}
	return out
}

// legal returns the legal actions' notation, sorted.
func (n *naive) legal() []string {
	if n.over {
		return nil
	}
	var out []string
	for _, m := range n.moves() {
		out = append(out, m.text)
	}
	if len(out) == 0 && n.players > 1 {
		out = append(out, "pass")
	}
	sort.Strings(out)
	return out
}

func (n *naive) count(color int) int {
	k := 0
	for _, c := range n.board {
		if c == color {
			k++
		}
	}
	return k
}

// play plays the action written text (one of legal()).
func (n *naive) play(text string) {
	n.history = append(n.history, n.key())
	me := n.toMove
	if text == "pass" {
		// A second pass in a row ends the two-player game and puts a
		// three-player player out.
		switch {
		case !n.passed[me]:
			n.passed[me] = true
		case n.players == 2:
			n.over = true
			return
		default:
			n.drop(me)
			if n.left() <= 1 {
				n.over = true
				return
			}
		}
		n.next()
		n.repetition()
		return
	}
	var m nMove
	for _, c := range n.moves() {
		if c.text == text {
			m = c
		}
	}
	n.board[m.from], n.board[m.to] = 0, me+1
	n.passed[me] = false
	if len(m.turns) == 0 {
		n.quiet++
	} else {
		n.quiet = 0
		for _, x := range m.turns {
			if c := n.board[x]; c != 0 {
				n.lost[c-1]++
				if c-1 != me {
					n.took[me]++
				}
				n.board[x] = 0
			}
		}
	}
	switch n.players {
	case 1:
		n.over = n.count(2) == 0 || n.count(1) < 3 || len(n.moves()) == 0
		return
	case 2:
		if n.count(1) < 3 || n.count(2) < 3 || n.quiet >= 30 {
			n.over = true
			return
		}
	case 3:
		for s := range 3 {
			if !n.out[s] && n.count(s+1) < 3 {
				n.drop(s)
			}
		}
		if n.left() <= 1 || n.quiet >= 30 {
			n.over = true
			return
		}
	}
	n.next()
	n.repetition()
}

func (n *naive) drop(s int) {
	n.out[s] = true
	for p, c := range n.board {
		if c == s+1 {
			n.board[p] = 0
		}
	}
}

func (n *naive) left() int { return n.players - len(n.out) }

func (n *naive) next() {
	i := slices.Index(n.order, n.toMove)
	for {
		i = (i + 1) % len(n.order)
		if !n.out[n.order[i]] {
			break
		}
	}
	n.toMove = n.order[i]
}

func (n *naive) repetition() {
	if n.over {
		return
	}
	k, times := n.key(), 1
	for _, h := range n.history {
		if h == k {
			times++
		}
	}
	n.over = times >= 3
}

func (n *naive) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	acts := n.legal()
	if depth == 1 {
		return uint64(len(acts))
	}
	var total uint64
	for _, a := range acts {
		c := n.clone()
		c.play(a)
		total += c.perft(depth - 1)
	}
	return total
}

// naiveFrom copies a position built by hand (build) into the naive
// implementation: the board, the order of play and the seat to move.
func naiveFrom(s *State) *naive {
	n := &naive{players: s.Players(), board: map[npt]int{}, out: map[int]bool{}, passed: map[int]bool{},
		order: s.Order(), toMove: s.ToMove()}
	for _, p := range nAll() {
		q, _ := PointAt(p.c, p.r)
		n.board[p] = int(s.At(q))
	}
	for seat := range s.Players() {
		n.passed[seat] = s.Passed(seat)
		if !s.In(seat) {
			n.out[seat] = true
		}
	}
	return n
}
