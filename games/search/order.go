package search

import "xima/games/core"

// Ordering marks: the table's move first, then tactical actions by their
// hint, the killers of the ply, then the rest by history and hint.
const (
	markTable    = 1 << 30
	markTactical = 1 << 28
	markKiller   = 1 << 27
	historyCap   = 1 << 20
)

const historySize = 1 << 12

// historySlot spreads a game's packed actions over the history table.
func historySlot[A core.ActionValue](a A) int {
	return int(uint32(a) * 0x9E3779B1 >> 20)
}

// order marks acts for pickNext and returns the marks.
func (s *Searcher[P, A, U]) order(acts []A, ply int, ttMove A, hasMove bool) []int32 {
	marks := s.marks[ply][:0]
	k := &s.killers[ply]
	for _, a := range acts {
		var m int32
		h := s.hintOf(a)
		switch {
		case hasMove && a == ttMove:
			m = markTable
		case h > 0:
			m = markTactical + int32(min(h, markKiller-1))
		case a == k[0] || a == k[1]:
			m = markKiller
		default:
			m = s.history[historySlot(a)] + int32(max(-historyCap, min(historyCap, h)))
		}
		marks = append(marks, m)
	}
	s.marks[ply] = marks
	return marks
}

// pickNext moves the best-marked action of acts[i:] to i: a selection sort
// done lazily, since a cutoff often comes after the first few.
func pickNext[A core.ActionValue](acts []A, marks []int32, i int) {
	best := i
	for j := i + 1; j < len(acts); j++ {
		if marks[j] > marks[best] {
			best = j
		}
	}
	acts[i], acts[best] = acts[best], acts[i]
	marks[i], marks[best] = marks[best], marks[i]
}

// cutoff remembers a quiet action that refuted a position, for its
// siblings (killers) and for anywhere in the tree (history).
func (s *Searcher[P, A, U]) cutoff(a A, ply, depth int, mark int32) {
	if mark >= markTactical {
		return
	}
	k := &s.killers[ply]
	if k[0] != a {
		k[1], k[0] = k[0], a
	}
	h := &s.history[historySlot(a)]
	*h = min(*h+int32(depth*depth), historyCap)
}

// sortRoot orders the root actions by their last scores, best first,
// keeping the order of equals (an insertion sort: root lists are short).
func sortRoot[A core.ActionValue](r []rootAction[A]) {
	for i := 1; i < len(r); i++ {
		for j := i; j > 0 && r[j].score > r[j-1].score; j-- {
			r[j], r[j-1] = r[j-1], r[j]
		}
	}
}
