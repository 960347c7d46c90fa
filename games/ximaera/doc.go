// Package ximaera is the rules engine of Ximaera (L. Lynn Smith, 2001), as
// ../shared/rules/other-games.md, Ximaera, reads the game: two players drop
// and move twelve neutral pieces (three pivots and three pips of each of
// three colours) on a hexagon of 19 cells, trying to connect three pieces
// of one kind.
//
// State is the position, a value copied with =. State.Legal generates the
// legal actions, State.Apply plays one without checking (the hot path) and
// returns an Undo for State.Unapply; Apply also ends the game on a group of
// three and on a player left without a move. Line adds the history of
// positions and with it the repetition rule; Game validates, records and
// keeps the result.
//
// Game is Ximaera's core.Game and core.RecordGame, Line its
// core.Position[Action, Undo]; results are core.Result values whose reasons
// are codes: Group, NoMove, core.Repetition, core.Resigned, core.Flagged.
package ximaera
