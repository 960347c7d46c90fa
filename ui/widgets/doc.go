// Package widgets holds what the window's screens share: the play
// screens' controls (PlayControls: actions, move box, status, moves, the
// game-over dialog) and compact panels, the move list, the rating chart
// and the step chart (a game's figures step by step), the seat and
// time-control pickers, the replay bar, the full-screen board, the input
// blocker, the colours, small label helpers and Background, which runs
// the store's work off Fyne's goroutine.
package widgets
