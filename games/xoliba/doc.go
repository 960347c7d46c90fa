// Package xoliba is the rules engine of Xoliba, Ari Saastamoinen's game of
// triangles on a 45-point octagon, for one, two or three players, as
// ../shared/rules/other-games.md (section Xoliba) reads the published rules.
//
// State is the position, a value copied with =. State.Legal generates the
// legal actions (the repetition rule aside), State.Apply plays one without
// checking (the hot path) and returns an Undo for State.Unapply. Line adds
// the positions played before and with them the repetition rule: it is the
// core.Position a search drives. Game validates, records and scores one
// game behind core.Game, ends carrying core.Reason codes (NoMove,
// FewPieces...); Match strings games into a match.
// The starting position is shuffled from a seed (NewState), so a record with
// its Seed tag replays exactly.
package xoliba
