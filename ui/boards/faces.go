package boards

import (
	"errors"
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/storage"
)

// The optional faces of a Game: the play screen asks for each and does
// without where a board has none. Every game's board shares the one play
// screen; these are where a game shows more than the others.

// SeatPanels draws each seat's panel its own way (Xima's colour, blocks
// and force), with the label the screen writes the seat's clock in; the
// game's Refresh keeps the panels up to date.
type SeatPanels interface {
	SeatPanel(seat int, player string) (panel fyne.CanvasObject, clock *widget.Label)
}

// Panels are the rows a game adds under the seats (Xima's level, dice and
// reserve) and the tools beside the moves' heading (Xima's 2D/3D switch
// and long notation).
type Panels interface {
	Panels() []fyne.CanvasObject
	Tools() []fyne.CanvasObject
}

// MoveRows writes the move list its own way (Xima's rounds, colours and
// dice) instead of "1. move" a ply.
type MoveRows interface {
	MoveRows() []string
}

// RowPlies is a MoveRows whose rows are not a ply each (Xana's turns of
// a stack part and walls): the plies played by the end of each row, so
// that browsing or replaying a row shows the position after it.
type RowPlies interface {
	RowPlies() []int
}

// Hints shows a hinted action on the board.
type Hints interface {
	ShowHint(a core.Action)
}

// Keys takes a key typed on the play screen (Esc clears a selection); it
// reports whether it used the key.
type Keys interface {
	TypedKey(k *fyne.KeyEvent) bool
}

// Seated tells whether a seat still plays: a Xima player of three or four
// who resigned does not, while the others play on.
type Seated interface {
	InGame(seat int) bool
}

// SeatColours gives a seat's colour, shown beside the player to move over
// the full-screen board.
type SeatColours interface {
	SeatColour(seat int) color.Color
}

// EndTable writes the end dialog's figures its own way (Xima's force,
// power and CIMAX); ratings are the rated game's changes, nil otherwise.
type EndTable interface {
	EndTable(seatLabel func(seat int) string, ratings []storage.RatingChange) fyne.CanvasObject
}

// Table is what the play screen lends a board that does more than play
// actions (SetPlay): roll the dice through the session, and know whether
// a person may act now.
type Table interface {
	// Roll rolls the dice for the player to move.
	Roll() error
	// CanAct reports whether a person may act: the game neither over nor
	// paused, and not the computer's turn.
	CanAct() bool
	// Changed shows the game after the board changed it, as after any
	// action.
	Changed()
}

// AtTable is a board that takes the play screen's Table.
type AtTable interface {
	SetTable(t Table)
}

// Placeholder is the move box's example, translated ("Type a move: -K3,
// B2C3, =G6"), instead of "Type a move".
type Placeholder interface {
	Placeholder() string
}

// TypedRefusals shows on the board what a move typed in notation ran into
// (Xima outlines the column a step too high met), as a click's refusal.
type TypedRefusals interface {
	ShowRefusal(err error)
}

// Clocked is a game whose record keeps the agreed time per player (Xima's
// Clock tag): playing on from the record keeps its clock.
type Clocked interface {
	AgreedClock() time.Duration
}

// Replayer is a game's replay: the board at each step and what the replay
// screen shows beside it. The replay screen keeps the navigation, the
// move list, full screen and the keys, once for every game.
type Replayer interface {
	// Steps is the last step: step 0 is the opening, step i the position
	// after the move list's row i-1.
	Steps() int
	// Show draws step i; forward says it comes right after the step shown
	// before (a game may animate it).
	Show(i int, forward bool)
	Board() fyne.CanvasObject
	// Rows are the move list's rows.
	Rows() []string
	// Side are the rows over the navigation (seat panels, the level);
	// Tools the controls beside it (the 2D/3D switch).
	Side() []fyne.CanvasObject
	Tools() []fyne.CanvasObject
	// Chart is the analysis chart over the move list; nil for a game with
	// none.
	Chart() fyne.CanvasObject
	// Result is how the replayed game ended, as Game.Result says it (the
	// reason in words, translated); over is false for a game left unfinished.
	Result() (over bool, winner int, reason string)
}

// LessonBoard is the board a lesson's step is played on (boards.Kind's
// Lesson): a click that chose a legal action goes to the lesson's try,
// which plays it when it reached the step's goal and else says why not
// (ErrMissed for a legal action off the goal), the position staying.
type LessonBoard interface {
	// Show puts a step's game on the board and returns what to lay out.
	Show(g core.Game) fyne.CanvasObject
	// Refresh redraws the board from the game, once an action was played.
	Refresh()
}

// ErrMissed is a lesson's answer to a legal action that is not the
// step's goal: the board marks it and plays nothing.
var ErrMissed = errors.New("lessons: a legal action, not the step's goal")

// Closer is a board (or replay, or lesson board) holding what must be
// given back when its screen closes: Xima's 3D view frees its GPU and
// scene resources.
type Closer interface {
	Close()
}

// CloseIfCloser closes x when it is a Closer.
func CloseIfCloser(x any) {
	if c, ok := x.(Closer); ok {
		c.Close()
	}
}
