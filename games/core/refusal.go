package core

import (
	"fmt"
	"strings"
)

// RefusalCode names why the rules refuse an action, as a stable
// untranslated code ("not-your-block", "too-high"): what an engine gives
// and what the screen turns into words (docs/refusals.md lists them all).
type RefusalCode string

// The refusals whose meaning is the same in every game that uses them.
const (
	GameOver     RefusalCode = "game-over"      // the game has ended: nothing more is played
	NoPiece      RefusalCode = "no-piece"       // Cell: nothing stands there to move
	NotYourPiece RefusalCode = "not-your-piece" // Cell holds a piece of Side
	Occupied     RefusalCode = "occupied"       // Cell already holds a piece
	SameCell     RefusalCode = "same-cell"      // the target, Cell, is where the piece already is
	NotInLine    RefusalCode = "not-in-line"    // From and Cell share no line the piece travels along
	Blocked      RefusalCode = "blocked"        // the Piece on From cannot go to Cell: Other is in the way
	NotReachable RefusalCode = "not-reachable"  // the piece on From cannot reach Cell (no closer reason)
)

// Valid reports whether c is written as a code: lower-case letters, digits
// and hyphens, at least one character.
func (c RefusalCode) Valid() bool { return Reason(c).Valid() }

// Refusal is why the rules refuse an action: a code and the typed
// arguments its words need, which the screen translates, and the reason
// in English for the command line. It is an error that wraps ErrIllegal.
// Each code documents which arguments it fills (docs/refusals.md); the
// others stay zero.
type Refusal struct {
	Code  RefusalCode
	Cell  string // the cell the reason is about (the target, the column too high), in the game's notation
	From  string // where the piece stands, or the cell it steps from
	Other string // a third cell the words name (a pivot, a goal square)
	N, M  int    // numbers the words name: heights, a distance, stones
	Dice  []int  // the die values the action could use
	Piece string // a piece's kind, as a code ("pivot", "long-leaper")
	Side  string // a side's code, as core.Game.SeatCode gives it ("blue", "white")
	Why   string // the reason in English, as the command line prints it
}

// Refuse returns a refusal with code and the English reason written as
// fmt.Sprintf writes format and args; the caller fills the arguments.
func Refuse(code RefusalCode, format string, args ...any) *Refusal {
	return &Refusal{Code: code, Why: fmt.Sprintf(format, args...)}
}

// Error returns "illegal action: " and the English reason.
func (r *Refusal) Error() string { return ErrIllegal.Error() + ": " + r.Why }

// Unwrap returns ErrIllegal, so errors.Is(err, ErrIllegal) holds.
func (r *Refusal) Unwrap() error { return ErrIllegal }

// PieceCode turns a piece's name ("Long Leaper") into its code
// ("long-leaper"): lower case, spaces as hyphens.
func PieceCode(name string) string {
	return strings.ReplaceAll(strings.ToLower(name), " ", "-")
}
