// Package boards is what the window asks of a game: Game, a game with its
// board, and Kind, the catalog's kind of a game with what is the window's
// own. The four board games' boards are packages below this one
// (ui/boards/xana, ...); Xima's is ui/xima. A board may add the optional
// faces of faces.go.
package boards

import (
	"io"
	"time"

	"fyne.io/fyne/v2"

	"xima/games/catalog"
	"xima/games/core"
)

// Game is a game as the play screen plays it: the engine's Game behind one
// face, with the game's own board.
type Game interface {
	// Engine is the engine's game face, which the play session drives.
	Engine() core.Game
	Seats() int
	// SeatName is the seat's side or colour: "White", "Letters".
	SeatName(seat int) string
	ToMove() int
	// Result says whether the game is over, who won (-1 for a draw or no
	// winner) and how, in a few words.
	Result() (over bool, winner int, reason string)
	// Moves are the plies played, in the game's notation.
	Moves() []string
	PlayText(text string) error
	Undo() error
	Resign(seat int) error
	Record() string
	// Status is the seat's figures on one line: score, pieces in hand...
	Status(seat int) string
	// Board is the game's board, drawn from the game; a click that plays a
	// move calls the function given to SetOnPlayed.
	Board() fyne.CanvasObject
	SetOnPlayed(func())
	// SetPlay sets what the board calls to make an action a click chose
	// (the engine's Play until then).
	SetPlay(func(core.Action) error)
	// SetOnRefused sets what the board calls with why the engine refused
	// a click (a *core.Refusal: the screen words it), or with nil when a
	// click selected or cleared instead (one that plays goes to SetPlay's
	// function).
	SetOnRefused(func(error))
	// Turn says in a few words, translated, what the player to move can
	// do now ("click a piece of yours, then where it goes"); "" once the
	// game is over.
	Turn() string
	// Refresh redraws the board from the game.
	Refresh()
}

// Kind is one game for the window's screens: the catalog's kind (name,
// table sizes, variants, how to start and read a game) and what is the
// window's own. The window's one list of games holds a Kind per game,
// made by the game's UI package; every screen reads it, none tests a
// game's name.
type Kind struct {
	catalog.Kind
	// About is the game's line on the home screen, in English: the home
	// screen translates it.
	About string
	// VariantLabel names what the variants pick, in English ("Board size").
	VariantLabel string
	// Adapt puts a game of this kind, made by the catalog, on its board.
	Adapt func(core.Game) Game
	// SeatOptions, when not nil, are a choice each seat makes besides its
	// player (Xima's style: sport, one die, two dice), in English, the
	// usual first; Start receives the picks.
	SeatOptions []string
	// Start, when not nil, starts a new game its own way (Xima's styles,
	// clock and date in its record); nil starts it through the catalog.
	Start func(o StartOptions) (core.Game, error)
	// Editor, when not nil, opens the game's position editor from its home
	// card.
	Editor func()
	// EditPosition, when not nil, opens the game's position editor on g's
	// position: a teacher sets up a puzzle or a mistake to show a class.
	EditPosition func(g core.Game)
	// Lesson, when not nil, makes the board the game's lessons are played
	// on (Xima's pyramid with its reserve); nil plays them on the game's
	// own board (Adapt), its clicks going to try and refused.
	Lesson func(try func(core.Action) error, refused func(error)) LessonBoard
	// Replayer, when not nil, makes the replay of g its own way (Xima's
	// frames, seat panels and magnitudes' chart; goTo moves the replay to
	// a step, for a chart's clicks); nil steps through the record on the
	// game's board.
	Replayer func(g core.Game, names []string, goTo func(step int)) (Replayer, error)
}

// StartOptions start a new game from the set-up screen.
type StartOptions struct {
	catalog.Options
	// SeatOptions are each seat's pick of Kind.SeatOptions, by index.
	SeatOptions []int
	// Clock is the agreed time per player, for the record (0 untimed);
	// Date the day the game starts ("2026.11.28").
	Clock time.Duration
	Date  string
}

// NewGameWith starts a game as the set-up screen chose it, on its board.
func (k Kind) NewGameWith(o StartOptions) (Game, error) {
	if k.Start == nil {
		return k.NewGame(o.Seats, o.Variant, o.Seed)
	}
	g, err := k.Start(o)
	if err != nil {
		return nil, err
	}
	return k.Adapt(g), nil
}

// NewGame starts a game of seats players in the variant ("" for the
// usual) with the random seed, on its board.
func (k Kind) NewGame(seats int, variant string, seed uint64) (Game, error) {
	g, err := k.New(catalog.Options{Seats: seats, Variant: variant, Seed: seed})
	if err != nil {
		return nil, err
	}
	return k.Adapt(g), nil
}

// ReadGame reads a record of the kind's game and puts it on its board.
func (k Kind) ReadGame(r io.Reader) (Game, error) {
	g, err := k.Read(r)
	if err != nil {
		return nil, err
	}
	return k.Adapt(g), nil
}

// Refusals tells a board's screen why a click was refused: a board embeds
// it, and its adapter's SetOnRefused sets it.
type Refusals struct{ onRefused func(error) }

// SetOnRefused sets what Explain calls.
func (r *Refusals) SetOnRefused(f func(error)) { r.onRefused = f }

// Explain tells the screen why the engine refused a click (err), or that
// a click selected or cleared (nil).
func (r *Refusals) Explain(err error) {
	if r.onRefused != nil {
		r.onRefused(err)
	}
}
