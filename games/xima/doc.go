// Package xima is the rules engine of Xima, the four-floor pyramid game, as
// ../shared/rules/xima.md reads the book "Scientific Xima".
//
// State is the position, a value copied with =. State.Legal generates the
// actions the rules allow except the repetition rule, State.Apply plays one
// without checking (the hot path) and returns an Undo for State.Unapply.
// Line adds the game's history of positions and with it the repetition rule;
// Game validates, records and keeps the dice, the clock times and the result.
//
// Game is Xima's core.Game and core.RecordGame, Line its
// core.Position[Action, Undo]; results are core.Result values whose reasons
// are codes: SummitReached, Drowned, OutOfBlocks, core.Resigned,
// core.Flagged.
package xima
