// Package tournament runs a club event of any game: a round robin by
// Berger tables, or a Swiss over a number of rounds, its pairings with the
// first seat balanced, the results, and the standings with their
// tie-breaks (Buchholz, Sonneborn-Berger, head-to-head).
//
// It knows no game's rules and no store: members are numbered from 0 in
// the order they were entered (their seed), a table is its members in seat
// order (seat 0 moves first), and a result is the winning seat or a draw.
// Tables of 2 are the usual games; tables of 3 or 4 (Xima) are grouped by
// the same rules and scored by placement points. docs/events.md explains
// each rule and the sums.
package tournament
