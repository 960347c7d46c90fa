package maxima

import (
	"slices"
	"strconv"
)

// An independent, naive reading of the rules for cross-checking: a plain
// grid of signed kinds, moves generated forward, check found by trying
// every enemy move and looking whether the King is gone or the palace full
// (rules/other-games.md, Maxima, Check). Slow and simple on purpose.

type naive struct {
	sq    [11][8]int8 // +kind White, -kind Black, 0 empty
	white bool        // White to move
}

type nmove struct {
	f0, r0, f1, r1 int
	suicide        bool
}

func (m nmove) String() string {
	name := func(f, r int) string { return string(rune('a'+f)) + strconv.Itoa(r) }
	if m.suicide {
		return name(m.f0, m.r0) + "S"
	}
	return name(m.f0, m.r0) + "-" + name(m.f1, m.r1)
}

func toNaive(s *State) naive {
	var n naive
	for q := Square(0); q < Squares; q++ {
		if p := s.At(q); p != Empty {
			v := int8(p.Kind())
			if p.Color() == Black {
				v = -v
			}
			n.sq[q.Rank()][q.File()] = v
		}
	}
	n.white = s.ToMove() == White
	return n
}

func nExists(f, r int) bool {
	return f >= 0 && f < 8 && r >= 0 && r <= 10 && ((r >= 1 && r <= 9) || f == 3 || f == 4)
}

func (n *naive) at(f, r int) int8 {
	if !nExists(f, r) {
		return 0
	}
	return n.sq[r][f]
}

func nside(v int8) int {
	if v > 0 {
		return 1
	}
	if v < 0 {
		return -1
	}
	return 0
}

func nkind(v int8) Kind {
	if v < 0 {
		v = -v
	}
	return Kind(v)
}

func (n *naive) frozen(f, r int) bool {
	v := n.sq[r][f]
	k := nkind(v)
	if k == Mage {
		return false
	}
	for df := -1; df <= 1; df++ {
		for dr := -1; dr <= 1; dr++ {
			w := n.at(f+df, r+dr)
			if (df != 0 || dr != 0) && nside(w) == -nside(v) {
				if nkind(w) == Immobilizer || (k == Immobilizer && nkind(w) == Chameleon) {
					return true
				}
			}
		}
	}
	return false
}

var nDirs = [8][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

// pseudo lists the moves of side (1 White, -1 Black).
func (n *naive) pseudo(side int) []nmove {
	var ms []nmove
	for r := 0; r <= 10; r++ {
		for f := 0; f < 8; f++ {
			if !nExists(f, r) || nside(n.sq[r][f]) != side {
				continue
			}
			k := nkind(n.sq[r][f])
			add := func(f1, r1 int) { ms = append(ms, nmove{f0: f, r0: r, f1: f1, r1: r1}) }
			if n.frozen(f, r) {
				if k != King {
					ms = append(ms, nmove{f0: f, r0: r, f1: f, r1: r, suicide: true})
				}
				continue
			}
			switch k {
			case Pawn, Immobilizer, Coordinator, Withdrawer:
				for i, d := range nDirs {
					if k == Pawn && i%2 == 1 {
						continue
					}
					for x, y := f+d[0], r+d[1]; nExists(x, y) && n.sq[y][x] == 0; x, y = x+d[0], y+d[1] {
						add(x, y)
					}
				}
			case Guard:
				for _, d := range nDirs {
					if x, y := f+d[0], r+d[1]; nExists(x, y) && nside(n.sq[y][x]) != side {
						add(x, y)
					}
				}
			case King:
				for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
					x, y := (f+d[0]+8)%8, r+d[1]
					if nExists(x, y) && nside(n.sq[y][x]) != side {
						add(x, y)
					}
				}
			case LongLeaper, Chameleon:
				for _, d := range nDirs {
					x, y := f+d[0], r+d[1]
					if k == Chameleon && nExists(x, y) && nside(n.sq[y][x]) == -side {
						if ek := nkind(n.sq[y][x]); ek == Guard || ek == Mage || ek == King {
							add(x, y)
							continue
						}
					}
					for nExists(x, y) {
						v := n.sq[y][x]
						if v == 0 {
							add(x, y)
						} else if nside(v) == -side && (k == LongLeaper || nkind(v) == LongLeaper) && nExists(x+d[0], y+d[1]) && n.sq[y+d[1]][x+d[0]] == 0 {
							x, y = x+d[0], y+d[1]
							add(x, y)
						} else {
							break
						}
						x, y = x+d[0], y+d[1]
					}
				}
			case Mage:
				for _, g := range [4][2]int{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}} {
					x, y := f+g[0], r+g[1]
					if !nExists(x, y) || nside(n.sq[y][x]) == side {
						continue
					}
					add(x, y)
					if n.sq[y][x] != 0 {
						continue
					}
					for _, o := range [2][2]int{{g[0], 0}, {0, g[1]}} {
						for a, b := x+o[0], y+o[1]; nExists(a, b) && nside(n.sq[b][a]) != side; a, b = a+o[0], b+o[1] {
							add(a, b)
							if n.sq[b][a] != 0 {
								break
							}
						}
					}
				}
			}
		}
	}
	return ms
}

func sign(x int) int { return max(min(x, 1), -1) }

// apply returns the position after m, captures made.
func (n naive) apply(m nmove) naive {
	n.white = !n.white
	if m.suicide {
		n.sq[m.r0][m.f0] = 0
		return n
	}
	v := n.sq[m.r0][m.f0]
	side, k := nside(v), nkind(v)
	df, dr := sign(m.f1-m.f0), sign(m.r1-m.r0)
	line := m.f1 == m.f0 || m.r1 == m.r0 || m.f1-m.f0 == m.r1-m.r0 || m.f1-m.f0 == m.r0-m.r1
	orth := m.f1 == m.f0 || m.r1 == m.r0
	enemy := func(f, r int) bool { return nside(n.at(f, r)) == -side }
	kindAt := func(f, r int) Kind { return nkind(n.at(f, r)) }
	var caps [][2]int
	if k == LongLeaper || k == Chameleon {
		for x, y := m.f0+df, m.r0+dr; x != m.f1 || y != m.r1; x, y = x+df, y+dr {
			if n.sq[y][x] != 0 {
				caps = append(caps, [2]int{x, y})
			}
		}
	}
	if line && (k == Withdrawer || k == Chameleon) && enemy(m.f0-df, m.r0-dr) && (k == Withdrawer || kindAt(m.f0-df, m.r0-dr) == Withdrawer) {
		caps = append(caps, [2]int{m.f0 - df, m.r0 - dr})
	}
	n.sq[m.r0][m.f0] = 0
	n.sq[m.r1][m.f1] = v
	if k == Pawn || (k == Chameleon && orth) {
		for _, d := range [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
			x, y := m.f1+d[0], m.r1+d[1]
			if enemy(x, y) && nside(n.at(x+d[0], y+d[1])) == side && (k == Pawn || kindAt(x, y) == Pawn) {
				caps = append(caps, [2]int{x, y})
			}
		}
	}
	if k == Coordinator || k == Chameleon {
		kf, kr := -1, -1
		for r := 0; r <= 10; r++ {
			for f := 0; f < 8; f++ {
				if nExists(f, r) && n.sq[r][f] == int8(side)*int8(King) {
					kf, kr = f, r
				}
			}
		}
		if kf >= 0 && kf != m.f1 && kr != m.r1 {
			for _, c := range [2][2]int{{m.f1, kr}, {kf, m.r1}} {
				if enemy(c[0], c[1]) && (k == Coordinator || kindAt(c[0], c[1]) == Coordinator) {
					caps = append(caps, c)
				}
			}
		}
	}
	for _, c := range caps {
		n.sq[c[1]][c[0]] = 0
	}
	return n
}

func (n *naive) hasKing(side int) bool {
	for r := range n.sq {
		for _, v := range n.sq[r] {
			if v == int8(side)*int8(King) {
				return true
			}
		}
	}
	return false
}

// goalsFilled reports whether side's pieces stand on both goal squares of
// owner (1 White: d0 e0; -1 Black: d10 e10).
func (n *naive) goalsFilled(side, owner int) bool {
	r := 0
	if owner == -1 {
		r = 10
	}
	return nside(n.sq[r][3]) == side && nside(n.sq[r][4]) == side
}

func (n *naive) count(side int) int {
	c := 0
	for r := range n.sq {
		for _, v := range n.sq[r] {
			if nside(v) == side {
				c++
			}
		}
	}
	return c
}

// inCheck tries every enemy move: does one take side's King or fill
// side's palace?
func (n *naive) inCheck(side int) bool {
	for _, m := range n.pseudo(-side) {
		after := n.apply(m)
		if (n.hasKing(side) && !after.hasKing(side)) || after.goalsFilled(-side, side) {
			return true
		}
	}
	return false
}

// legal lists the legal moves' names, sorted.
func (n *naive) legal() []string {
	side := 1
	if !n.white {
		side = -1
	}
	if n.goalsFilled(-side, side) || n.count(side) <= 1 {
		return nil
	}
	var names []string
	for _, m := range n.pseudo(side) {
		after := n.apply(m)
		if after.goalsFilled(side, side) {
			continue
		}
		if !after.goalsFilled(side, -side) && after.inCheck(side) {
			continue
		}
		names = append(names, m.String())
	}
	slices.Sort(names)
	return names
}

// perft counts leaves naively (no repetition: too shallow to matter).
func (n *naive) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	side := 1
	if !n.white {
		side = -1
	}
	var total uint64
	for _, name := range n.legal() {
		for _, m := range n.pseudo(side) {
			if m.String() == name {
				after := n.apply(m)
				total += after.perft(depth - 1)
				break
			}
		}
	}
	return total
}
