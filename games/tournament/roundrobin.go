package tournament

import "slices"

// tableSizes splits n members into tables of at most k: as few tables as
// that allows, their sizes as even as possible, the larger first. At
// tables of two an odd member sits alone: the bye. At tables of three or
// four every table has two members at least, so there is no bye.
func tableSizes(n, k int) []int {
	t := (n + k - 1) / k
	sizes := make([]int, t)
	for i := range sizes {
		sizes[i] = n / t
		if i < n%t {
			sizes[i]++
		}
	}
	return sizes
}

// roundRobin plans a round robin's rounds: Berger tables at tables of two,
// rotating tables at three or four. A double round robin plays the plan
// twice, the first seats turned the second time.
func roundRobin(cfg Config) [][]Table {
	var plan [][]Table
	if cfg.TableSize == 2 {
		plan = berger(cfg.Members)
	} else {
		plan = rotatingTables(cfg.Members, cfg.TableSize)
	}
	if cfg.Format == DoubleRoundRobin {
		for _, round := range plan[:len(plan):len(plan)] {
			second := make([]Table, len(round))
			for i, t := range round {
				second[i] = t
				if !t.Bye() {
					second[i].Seats = turned(t.Seats)
				}
			}
			plan = append(plan, second)
		}
	}
	return plan
}

// turned is a table's seats in the order of the second cycle: at two the
// first seat goes to the other member; at more every member moves up one
// seat, so that each has had the first seat once over the two cycles
// where possible.
func turned(seats []int) []int {
	out := append(seats[1:len(seats):len(seats)], seats[0])
	return out
}

// berger is the round robin of n members at tables of two by the circle
// method, as FIDE's Berger tables give it: member n-1 (or, for an odd n, a
// bye standing for member n) stays put while the others turn n/2 places a
// round. Round r (from 0) seats ring[i] = (i + r*n/2) mod (n-1) against
// ring[n-1-i], ring[i] first; the fixed member plays ring[0], first in the
// odd rounds. Every member has the first seat (n-1)/2 or n/2 times.
func berger(members int) [][]Table {
	n := members + members%2 // the bye is a member too
	fixed := n - 1
	rounds := make([][]Table, n-1)
	for r := range rounds {
		ring := make([]int, n-1)
		for i := range ring {
			ring[i] = (i + r*n/2) % (n - 1)
		}
		pairs := [][2]int{{ring[0], fixed}}
		if r%2 == 1 {
			pairs[0] = [2]int{fixed, ring[0]}
		}
		for i := 1; i < n/2; i++ {
			pairs = append(pairs, [2]int{ring[i], ring[n-1-i]})
		}
		var tables, bye []Table
		for _, p := range pairs {
			switch {
			case p[0] == members:
				bye = append(bye, Table{Seats: []int{p[1]}, Done: true})
			case p[1] == members:
				bye = append(bye, Table{Seats: []int{p[0]}, Done: true})
			default:
				tables = append(tables, Table{Seats: []int{p[0], p[1]}, Winner: -1})
			}
		}
		rounds[r] = append(tables, bye...)
	}
	return rounds
}

// rotatingTables is the round robin of n members at tables of up to k (3
// or 4): rounds until every two members have shared a table at least
// once. Each round seats members at tableSizes(n, k) tables, choosing of
// all the ways to split them the one that brings together the most pairs
// not yet met (ties: the first in the members' order). At each table the
// member who has had the first seat least often takes it (ties: the
// member who came first), and the others follow in the same order.
func rotatingTables(n, k int) [][]Table {
	met := make([][]bool, n)
	for i := range met {
		met[i] = make([]bool, n)
	}
	unmet := n * (n - 1) / 2
	firsts := make([]int, n)
	var rounds [][]Table
	sizes := tableSizes(n, k)
	for unmet > 0 {
		best, bestNew := [][]int(nil), -1
		splits(n, sizes, func(groups [][]int) {
			fresh := 0
			for _, g := range groups {
				for i, a := range g {
					for _, b := range g[i+1:] {
						if !met[a][b] {
							fresh++
						}
					}
				}
			}
			if fresh > bestNew {
				bestNew = fresh
				best = make([][]int, len(groups))
				for i, g := range groups {
					best[i] = append([]int(nil), g...)
				}
			}
		})
		round := make([]Table, len(best))
		for i, g := range best {
			for x, a := range g {
				for _, b := range g[x+1:] {
					if !met[a][b] {
						met[a][b], met[b][a] = true, true
						unmet--
					}
				}
			}
			seats := append([]int(nil), g...)
			slices.SortStableFunc(seats, func(a, b int) int { return firsts[a] - firsts[b] })
			firsts[seats[0]]++
			round[i] = Table{Seats: seats, Winner: -1}
		}
		rounds = append(rounds, round)
	}
	return rounds
}

// splits calls fn with every way to seat members 0..n-1 at tables of the
// given sizes, each way once: member by member, a member joins a table
// with room, and of the empty tables of one size only the first, since
// tables of one size are interchangeable. The order is that of the
// members' choices, the first table first. The groups are reused between
// calls.
func splits(n int, sizes []int, fn func([][]int)) {
	groups := make([][]int, len(sizes))
	var place func(m int)
	place = func(m int) {
		if m == n {
			fn(groups)
			return
		}
		for t, size := range sizes {
			if len(groups[t]) == size || len(groups[t]) == 0 && t > 0 && sizes[t-1] == size && len(groups[t-1]) == 0 {
				continue
			}
			groups[t] = append(groups[t], m)
			place(m + 1)
			groups[t] = groups[t][:len(groups[t])-1]
		}
	}
	place(0)
}
