package ui

import (
	"io"

	"fyne.io/fyne/v2"

	"xima/games/core"
)

// boardGame is one of the four games other than Xima as the shell plays
// it: the engine's Game behind one face, with the game's own board.
type boardGame interface {
	// engine is the engine's game face, which the play session drives.
	engine() core.Game
	seats() int
	// seatName is the seat's side or colour: "White", "Letters".
	seatName(seat int) string
	toMove() int
	// result says whether the game is over, who won (-1 for a draw or no
	// winner) and how, in a few words.
	result() (over bool, winner int, reason string)
	// moves are the plies played, in the game's notation.
	moves() []string
	playText(text string) error
	undo() error
	resign(seat int) error
	record() string
	// status is the seat's figures on one line: score, pieces in hand...
	status(seat int) string
	// board is the game's board, drawn from the game; a click that plays a
	// move calls the function given to setOnPlayed.
	board() fyne.CanvasObject
	setOnPlayed(func())
	// setPlay sets what the board calls to make an action a click chose
	// (the engine's Play until then).
	setPlay(func(core.Action) error)
	// refresh redraws the board from the game.
	refresh()
}

// boardGameKind is one of those games for the home and set-up screens.
type boardGameKind struct {
	name       string
	about      string
	seatCounts []int    // the numbers of players it takes, the default first
	variants   []string // board sizes or versions to pick from, the default first; nil for none
	// variantLabel names what variants pick ("Board size").
	variantLabel string
	newGame      func(seats int, variant string, seed uint64) (boardGame, error)
	read         func(r io.Reader) (boardGame, error)
}

// boardGameKinds are the other games whose engines and boards are
// complete, in the order the home screen shows them.
func boardGameKinds() []boardGameKind {
	return []boardGameKind{ximaeraKind(), xanaKind(), xolibaKind(), maximaKind()}
}

// boardGameKind returns the kind named name.
func findBoardGameKind(name string) (boardGameKind, bool) {
	for _, k := range boardGameKinds() {
		if k.name == name {
			return k, true
		}
	}
	return boardGameKind{}, false
}
