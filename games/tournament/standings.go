package tournament

import "slices"

// Standing is one member's place after the tables decided so far.
type Standing struct {
	Member int
	// Rank is the place, from 1; members equal on every measure share it.
	Rank int
	// Points: a win or a bye 1, a loss 0, a draw 1 shared by the table.
	Points Value
	// Buchholz sums, over the member's games, the mean points of the
	// table-mates (at tables of two: each opponent's points).
	Buchholz Value
	// SonnebornBerger sums, over the member's games, the points the member
	// scored times the table-mates' mean points (at two: the points of the
	// opponents beaten and half those of the opponents drawn).
	SonnebornBerger Value
	// HeadToHead is what the member scored at the tables shared with the
	// members equal on points, Buchholz and Sonneborn-Berger; 0 alone.
	HeadToHead Value
	// Games, Wins, Draws, Losses count the decided games, byes aside.
	Games, Wins, Draws, Losses, Byes int
}

// Standings ranks the members on the tables decided so far: by points,
// then Buchholz, Sonneborn-Berger and head-to-head, then the members'
// order. Byes score a point and add nothing to Buchholz or
// Sonneborn-Berger (there is nobody to sum).
func (e *Event) Standings() []Standing {
	n := e.cfg.Members
	st := make([]Standing, n)
	for m := range st {
		st[m].Member = m
	}
	e.eachDecided(func(t Table, seat int) {
		s := &st[t.Seats[seat]]
		s.Points += points(t, seat)
		switch {
		case t.Bye():
			s.Byes++
			return
		case t.Winner == seat:
			s.Wins++
		case t.Winner < 0:
			s.Draws++
		default:
			s.Losses++
		}
		s.Games++
	})
	e.eachDecided(func(t Table, seat int) {
		if t.Bye() {
			return
		}
		var mates Value
		for _, o := range t.Seats {
			if o != t.Seats[seat] {
				mates += st[o].Points
			}
		}
		k := Value(len(t.Seats) - 1)
		s := &st[t.Seats[seat]]
		s.Buchholz += mates / k
		s.SonnebornBerger += points(t, seat) * mates / (k * Point)
	})
	order := func(a, b Standing) int {
		for _, d := range [...]Value{b.Points - a.Points, b.Buchholz - a.Buchholz,
			b.SonnebornBerger - a.SonnebornBerger, b.HeadToHead - a.HeadToHead} {
			if d != 0 {
				return int(d)
			}
		}
		return 0
	}
	slices.SortStableFunc(st, order) // by member already: ties keep that order
	e.headToHead(st)
	slices.SortStableFunc(st, func(a, b Standing) int {
		if c := order(a, b); c != 0 {
			return c
		}
		return a.Member - b.Member
	})
	for i := range st {
		st[i].Rank = i + 1
		if i > 0 && order(st[i-1], st[i]) == 0 {
			st[i].Rank = st[i-1].Rank
		}
	}
	return st
}

// headToHead fills HeadToHead for every run of members in st (sorted)
// equal on points, Buchholz and Sonneborn-Berger.
func (e *Event) headToHead(st []Standing) {
	for i := 0; i < len(st); {
		j := i + 1
		for j < len(st) && st[j].Points == st[i].Points && st[j].Buchholz == st[i].Buchholz &&
			st[j].SonnebornBerger == st[i].SonnebornBerger {
			j++
		}
		if j-i > 1 {
			group := make(map[int]*Standing, j-i)
			for k := i; k < j; k++ {
				group[st[k].Member] = &st[k]
			}
			e.eachDecided(func(t Table, seat int) {
				s := group[t.Seats[seat]]
				if s == nil {
					return
				}
				for _, o := range t.Seats {
					if o != s.Member && group[o] != nil {
						s.HeadToHead += points(t, seat)
						return
					}
				}
			})
		}
		i = j
	}
}

// eachDecided calls fn for every seat of every decided table.
func (e *Event) eachDecided(fn func(t Table, seat int)) {
	for _, round := range e.rounds {
		for _, t := range round {
			if !t.Done {
				continue
			}
			for seat := range t.Seats {
				fn(t, seat)
			}
		}
	}
}
