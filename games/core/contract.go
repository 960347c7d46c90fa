package core

import (
	"io"
	"strings"
)

// Action is an action of any game as an opaque value: each game packs its
// own Action type into it and back without loss. Only the game that made an
// Action can read it.
type Action uint32

// Reason says how a game ended, as a stable untranslated code ("resign",
// "summit"): what storage and exports keep and what the screen translates.
// Every game uses the shared reasons below where they fit and declares its
// own for the ends only it has.
type Reason string

// The reasons every game may end by.
const (
	NotOver    Reason = ""           // the game goes on
	Resigned   Reason = "resign"     // every other player resigned (or left)
	Flagged    Reason = "flag"       // a player's clock ran out: a resignation
	Repetition Reason = "repetition" // a position came back a third time
	Agreement  Reason = "agreement"  // the players agreed (a draw, or the end of a patience)
)

// Valid reports whether r is written as a code: lower-case letters, digits
// and hyphens, at least one character.
func (r Reason) Valid() bool {
	return r != "" && strings.IndexFunc(string(r), func(c rune) bool {
		return !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')
	}) < 0
}

// Result is how a game stands. Winner is a seat, or -1 while the game goes
// on and for a draw (or a patience left unsolved).
type Result struct {
	Over   bool
	Winner int
	Reason Reason
}

// Going is the Result of a game that has not ended.
var Going = Result{Winner: -1}

// Draw reports whether the game ended with no winner.
func (r Result) Draw() bool { return r.Over && r.Winner < 0 }

// Game is the game-level face every engine's Game satisfies: what the
// window, the command line, storage and events use. It validates every
// action, keeps the history for undo and the record, and knows the result.
// Seats are numbered from 0, the first to move.
type Game interface {
	// Name returns the record's Game tag value ("Xima", "Maxima").
	Name() string
	// Seats returns the number of players at the table.
	Seats() int
	// SeatCode returns the untranslated name of a seat's side ("red",
	// "white", "1"): what a guest seat is stored as.
	SeatCode(seat int) string
	// Names returns the players' names, seat 0 first ("" for a seat with
	// no name).
	Names() []string
	// ToMove returns the seat of the player to move (the one who would be,
	// once the game is over).
	ToMove() int
	// Legal returns the legal actions of the player to move in a fresh
	// slice; none once the game is over.
	Legal() []Action
	// Format returns the notation of a, a legal action now.
	Format(a Action) string
	// Parse reads an action in the game's notation against the legal
	// actions now; the error wraps ErrSyntax, ErrIllegal or ErrAmbiguous.
	Parse(text string) (Action, error)
	// Play makes a, if it is legal; the error wraps ErrIllegal.
	Play(a Action) error
	// PlayText is Parse then Play.
	PlayText(text string) (Action, error)
	// Moves returns the notation of every action played, in order.
	Moves() []string
	// Undo takes back the last action, and any resignation after it.
	Undo() error
	// Resign takes the player in seat out of the game, whoever is to move.
	// In a two-player game the other player wins.
	Resign(seat int) error
	// Flag is Resign for a player whose clock ran out (reason Flagged).
	Flag(seat int) error
	// Result returns how the game stands.
	Result() Result
	// WriteRecord writes the game's record, which the game's reader reads
	// back to an equal game.
	WriteRecord(w io.Writer) error
}

// Position is the position-level face a generic search drives: a position
// with whatever history its rules need (repetition), changed in place with
// no allocation. A is the game's action type, U its undo record; Apply
// trusts its caller to pass a legal action.
type Position[A comparable, U any] interface {
	// Seats returns the number of players at the table.
	Seats() int
	// ToMove returns the seat of the player to move.
	ToMove() int
	// Legal appends the legal actions to dst and returns the extended
	// slice; it appends nothing once the game is over.
	Legal(dst []A) []A
	// Apply plays a and returns what Unapply needs to take it back.
	Apply(a A) U
	// Unapply takes back the action Apply returned u for, which must be
	// the last one applied.
	Unapply(u U)
	// Hash returns the position's hash, the side to move included.
	Hash() uint64
	// Result returns how the game stands in this position.
	Result() Result
}

// RecordText returns g's record as a string.
func RecordText(g Game) (string, error) {
	var b strings.Builder
	if err := g.WriteRecord(&b); err != nil {
		return "", err
	}
	return b.String(), nil
}

// Capturer is the face of a game whose actions take pieces off the board
// (every game but Ximaera): Taken counts the pieces taken so far, so that
// a screen tells a capture from a quiet action (the table's sounds).
type Capturer interface {
	Taken() int
}

// Agreer is the face of a game its rules let the players end by agreement
// (Xoliba scores it as it stands, Maxima is drawn): the window offers it,
// and a record may give that end by its tags alone.
type Agreer interface {
	// Agree ends the game by the players' agreement (Reason Agreement).
	Agree() error
}
