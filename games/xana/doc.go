// Package xana is the rules engine of Xana (Joao Pedro Neto, 2005), as
// ../shared/rules/other-games.md (section Xana) reads the game's page: a
// hexagon of side N (default 8), stacks dropped or moved within their
// circles, neutral walls, captures of stacks with no empty neighbour, and
// territory scoring.
//
// A turn has parts, and every part is one Action: the stack part (a drop, a
// move, or "-" for none), then up to two walls, closed by "end" (or by the
// second wall); "pass" and "swap" are turns of one part. State is the
// position, a value copied with =; State.Legal lists the legal parts at the
// current step, State.Apply plays one without checking (the hot path) and
// returns an Undo for State.Unapply. Line is a State with the positions met
// at the start of each turn, which the repetition rule needs; Game
// validates, plays on a Line and keeps the result and the record.
// Game is the game face every game shares (core.Game, core.RecordGame),
// Line the position face a search drives (core.Position); results are
// core.Result values whose reasons are codes (Passes and core's shared
// ones). Rules decisions are in docs/xana-rules.md, the record in
// docs/xana-record.md.
package xana
