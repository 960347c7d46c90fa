// Package maxima is the rules engine of Maxima (Roberto Lavieri, 2003), an
// Ultima variant on an 8x9 board with four goal squares, as
// ../shared/rules/other-games.md (section Maxima) reads the author's page.
//
// State is the position, a value copied with =. State.Legal generates the
// legal moves (check and the own-palace rule included, repetition not),
// State.Apply plays one without checking (the hot path) and returns an Undo
// for State.Unapply. Line adds the history of positions and with it the
// draw by third repetition; Game validates, records and keeps the result.
// Game is the game face every game shares (core.Game, core.RecordGame),
// Line the position face a search drives (core.Position); results are
// core.Result values whose reasons are codes (Palace, BareKing, Checkmate,
// Stalemate and core's shared ones).
// Rules decisions are in docs/maxima-rules.md, the record in
// docs/maxima-record.md.
package maxima
