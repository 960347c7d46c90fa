package tournament

import (
	"slices"
)

// searchBudget bounds the positions one pairing search visits, so that an
// event that cannot be paired says so at once instead of trying every
// matching of a large field.
const searchBudget = 200_000

// record is what the rounds so far say of one member, for pairing.
type record struct {
	points Value
	colour int // first seats minus second seats at tables of two
	last   int // +1: first seat in the last game at two, -1 second, 0 none
	byes   int
	firsts int // first seats at any table
}

// swissState is a Swiss's past: each member's record and who has met whom.
type swissState struct {
	rec []record
	met [][]int // met[a][b]: tables a and b shared
}

func (e *Event) swissState() swissState {
	n := e.cfg.Members
	s := swissState{rec: make([]record, n), met: make([][]int, n)}
	for i := range s.met {
		s.met[i] = make([]int, n)
	}
	for _, round := range e.rounds {
		for _, t := range round {
			for seat, m := range t.Seats {
				r := &s.rec[m]
				r.points += points(t, seat)
				if t.Bye() {
					r.byes++
					continue
				}
				for _, o := range t.Seats {
					if o != m {
						s.met[m][o]++
					}
				}
				if seat == 0 {
					r.firsts++
				}
				if len(t.Seats) == 2 {
					r.last = 1 - 2*seat
					r.colour += r.last
				}
			}
		}
	}
	return s
}

// ranking returns the members by points, then by their order.
func (s swissState) ranking() []int {
	order := make([]int, len(s.rec))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return int(s.rec[b].points - s.rec[a].points)
	})
	return order
}

// pairSwiss pairs the next Swiss round.
func (e *Event) pairSwiss() ([]Table, error) {
	s := e.swissState()
	if e.cfg.TableSize == 2 {
		return s.pairTwo()
	}
	return s.groupTables(tableSizes(e.cfg.Members, e.cfg.TableSize)), nil
}

// pairTwo pairs members at tables of two, by score, with no rematch and no
// second bye. With an odd number of members the bye goes to the lowest
// ranked member who has had none and whose leaving lets the rest be
// paired. The rest are paired from the top: each member, in ranking
// order, meets the first opponent left that keeps a pairing of all
// possible, trying first the middle of its own score group (the top half
// of a group meets the bottom half), then the rest of the group upwards,
// then the groups below. A first search also keeps colours apart (two
// members due the same colour do not meet); if no pairing does, a second
// drops that wish.
func (s swissState) pairTwo() ([]Table, error) {
	ranked := s.ranking()
	for _, colours := range []bool{true, false} {
		budget := searchBudget
		if len(ranked)%2 == 0 {
			if pairs, ok := s.match(ranked, colours, &budget); ok {
				return s.seat(pairs, -1), nil
			}
			continue
		}
		for i := len(ranked) - 1; i >= 0; i-- {
			bye := ranked[i]
			if s.rec[bye].byes > 0 {
				continue
			}
			rest := slices.Delete(slices.Clone(ranked), i, i+1)
			if pairs, ok := s.match(rest, colours, &budget); ok {
				return s.seat(pairs, bye), nil
			}
		}
	}
	return nil, ErrNoPairing
}

// due says how much m is due the first seat at a table of two: more the
// less often it had it than the second, and, at a balance, when it had
// the second in its last game.
func (s swissState) due(m int) int {
	r := s.rec[m]
	switch {
	case r.colour != 0:
		return -r.colour
	default:
		return -r.last
	}
}

// clash reports whether a and b are both due the same seat by their
// balance (both had the first seat more often, or both less).
func (s swissState) clash(a, b int) bool {
	ca, cb := s.rec[a].colour, s.rec[b].colour
	return ca > 0 && cb > 0 || ca < 0 && cb < 0
}

// match pairs the members of ranked (in ranking order, an even number)
// with no rematch, and, when colours, no clash; false when it cannot
// within the budget.
func (s swissState) match(ranked []int, colours bool, budget *int) ([][2]int, bool) {
	left := slices.Clone(ranked)
	var pairs [][2]int
	var try func() bool
	try = func() bool {
		if len(left) == 0 {
			return true
		}
		if *budget--; *budget < 0 {
			return false
		}
		top := left[0]
		for _, o := range s.candidates(left) {
			if s.met[top][o] > 0 || colours && s.clash(top, o) {
				continue
			}
			saved := slices.Clone(left)
			left = slices.DeleteFunc(left, func(m int) bool { return m == top || m == o })
			pairs = append(pairs, [2]int{top, o})
			if try() {
				return true
			}
			pairs, left = pairs[:len(pairs)-1], saved
		}
		return false
	}
	return pairs, try()
}

// candidates orders the opponents of left[0], the top member left: the
// members of its score group from the middle down, then the group above
// the middle, upwards, then the members below the group in ranking order.
func (s swissState) candidates(left []int) []int {
	top := s.rec[left[0]].points
	g := 1
	for g < len(left) && s.rec[left[g]].points == top {
		g++
	}
	var out []int
	mid := g / 2
	if mid == 0 {
		mid = 1
	}
	out = append(out, left[mid:g]...)
	for i := mid - 1; i >= 1; i-- {
		out = append(out, left[i])
	}
	return append(out, left[g:]...)
}

// seat makes the round's tables from pairs (the higher ranked first),
// giving the first seat to the member due it, and adds the bye last.
// Between members equally due, the higher ranked gets the first seat on
// odd tables and the second on even ones, so that round 1 alternates.
func (s swissState) seat(pairs [][2]int, bye int) []Table {
	var tables []Table
	for i, p := range pairs {
		a, b := p[0], p[1]
		switch da, db := s.due(a), s.due(b); {
		case db > da, da == db && i%2 == 1:
			a, b = b, a
		}
		tables = append(tables, Table{Seats: []int{a, b}, Winner: -1})
	}
	if bye >= 0 {
		tables = append(tables, Table{Seats: []int{bye}, Done: true})
	}
	return tables
}

// groupTables seats a Swiss round at tables of three or four: tables
// follow the ranking (the top members at the first table), and of the
// ways to fill them the search keeps the one with the fewest pairs of
// members who have met before, then with the least spread of ranks at
// its tables; within a table the member who has had the first seat least
// often takes it, then the others by ranking.
func (s swissState) groupTables(sizes []int) []Table {
	ranked := s.ranking()
	place := make([]int, len(ranked))
	for i, m := range ranked {
		place[m] = i
	}
	const repeat = 1 << 20 // a repeated pair outweighs any spread
	var best [][]int
	bestCost := -1
	budget := searchBudget
	groups := make([][]int, len(sizes))
	left := slices.Clone(ranked)
	// fill seats table t from left[from:], members joining in ranking
	// order so that each table's set comes once.
	var fill func(t, from, cost int)
	fill = func(t, from, cost int) {
		if budget--; budget < 0 || bestCost >= 0 && cost >= bestCost {
			return
		}
		if t == len(sizes) {
			bestCost = cost
			best = make([][]int, len(groups))
			for i, g := range groups {
				best[i] = slices.Clone(g)
			}
			return
		}
		g := groups[t]
		if len(g) == sizes[t] {
			fill(t+1, 0, cost+place[g[len(g)-1]]-place[g[0]])
			return
		}
		end := len(left)
		if len(g) == 0 {
			end = 1 // a table opens with the top member left
		}
		for i := from; i < end; i++ {
			m := left[i]
			add := 0
			for _, o := range g {
				add += repeat * s.met[m][o]
			}
			left = slices.Delete(left, i, i+1)
			groups[t] = append(g, m)
			fill(t, i, cost+add)
			groups[t] = g
			left = slices.Insert(left, i, m)
		}
	}
	fill(0, 0, 0)
	tables := make([]Table, len(best))
	for i, g := range best {
		slices.SortStableFunc(g, func(a, b int) int { return s.rec[a].firsts - s.rec[b].firsts })
		tables[i] = Table{Seats: g, Winner: -1}
	}
	return tables
}
