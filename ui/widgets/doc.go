// Package widgets holds what the window's screens share: the move list,
// the rating chart, the seat and time-control pickers, the replay bar, the
// input blocker, the colours and small label helpers.
package widgets
