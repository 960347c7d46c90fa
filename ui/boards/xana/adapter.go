// Package xana is Xana's board in the window and its adapter to
// boards.Game, made from the engine's game (xima/games/xana, imported
// under the same name): adapter.go is the Game face, input.go the clicks,
// the pick and the controls, geometry.go where the cells lie, draw.go the
// drawing, palette.go the colours, picture.go the rules pages' pictures.
package xana

import (
	"unicode/utf8"

	"fyne.io/fyne/v2"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/xana"
	"xima/ui/boards"
	"xima/ui/lang"
)

// about is Xana's line on the home screen, in English: the home screen
// translates it.
const about = "Two players drop and move stacks of stones on a hexagon and build grey walls: a stack shut in with no empty cell beside it is captured, and whoever alone reaches the most empty ground wins."

// Kind is Xana for the home and set-up screens: two players, a board
// size to pick. The engine needs no randomness, so the seed goes unused.
func Kind() boards.Kind {
	return boards.Kind{
		Kind:         catalog.Xana(),
		About:        about,
		VariantLabel: "Board size",
		Adapt:        func(g core.Game) boards.Game { return newAdapter(g.(*xana.Game)) },
	}
}

// adapter is a Xana game as the shell plays it: the engine's Game and the
// board that shows it and takes clicks.
type adapter struct {
	boards.EngineMoves
	*boards.Clicks
	game *xana.Game
	view *board
}

var _ boards.Game = (*adapter)(nil)

func newAdapter(g *xana.Game) *adapter {
	b := newBoard(g)
	return &adapter{EngineMoves: boards.EngineMoves{E: g}, Clicks: &b.Clicks, game: g, view: b}
}

// seatName is the colour the seat plays now: seat 0 begins as White, and
// a swap turns the seats' colours round.
func (x *adapter) SeatName(seat int) string {
	s := x.game.State()
	return colourName(s.ColourOf(seat))
}

// result gives the engine's result with the final scores in the reason.
func (x *adapter) Result() (over bool, winner int, reason string) {
	r := x.game.Result()
	switch {
	case !r.Over:
		return false, -1, ""
	case r.Reason == core.Resigned || r.Reason == core.Flagged:
		words, _ := lang.End(r.Reason)
		return true, r.Winner, words
	}
	s := x.game.State()
	hi, lo := s.Score(xana.White), s.Score(xana.Black)
	if lo > hi {
		hi, lo = lo, hi
	}
	scores := map[string]any{"High": hi, "Low": lo}
	reason = lang.L("both players passed, {{.High}} to {{.Low}}", scores)
	if r.Reason == core.Repetition {
		reason = lang.L("a position came back a third time, {{.High}} to {{.Low}}", scores)
	}
	if hi == lo {
		reason += "; " + lang.L("equal scores go to White")
	}
	return true, r.Winner, reason
}

// status is the seat's colour and running score, split into territory and
// captured stones, then its stones off and on the board.
func (x *adapter) Status(seat int) string {
	s := x.game.State()
	c := s.ColourOf(seat)
	return lang.L("{{.Colour}} ({{.Letter}}): score {{.Score}} = territory {{.Territory}} + captured {{.Captured}} · reserve {{.Reserve}} · on board {{.Board}}", map[string]any{
		"Colour": colourName(c), "Letter": letter(c), "Score": s.Score(c), "Territory": s.Territory(c),
		"Captured": s.Lost(c ^ 1), "Reserve": s.Reserve(c), "Board": s.OnBoard(c)})
}

func (x *adapter) Board() fyne.CanvasObject { return x.view.content }

// Turn says what the player to move does at this step of the turn: the
// stack part then walls, walls, or a wall or the end.
func (x *adapter) Turn() string {
	if x.game.Over() {
		return ""
	}
	s := x.game.State()
	switch s.Step() {
	case xana.StepStart:
		return lang.L("drop or move a stack, then up to two walls")
	case xana.StepSkip:
		return lang.L("build a wall in a circle of your stacks")
	}
	return lang.L("build a wall, or end the turn")
}

func (x *adapter) Refresh() { x.view.refresh() }

// colourName is the colour's name, translated.
func colourName(c xana.Colour) string { return lang.L(c.String()) }

// letter marks the colour's stacks beside the colour itself: the first
// letter of its translated name ("W", "B"; "B", "N" in Spanish).
func letter(c xana.Colour) string {
	r, _ := utf8.DecodeRuneInString(colourName(c))
	return string(r)
}
