// Package xoliba is Xoliba's board in the window and its adapter to
// boards.Game, made from the engine's game (xima/games/xoliba, imported
// under the same name): adapter.go is the Game face, input.go the clicks
// and the selection, geometry.go where the points lie, draw.go the
// drawing, palette.go the colours, picture.go the rules pages' pictures.
package xoliba

import (
	"fyne.io/fyne/v2"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/xoliba"
	"xima/ui/boards"
	"xima/ui/lang"
)

// about is Xoliba's line on the home screen, in English: the home
// screen translates it.
const about = "Swap your pieces with white ones on an octagon of 45 points to make triangles of three of your own: each triangle turns every piece inside it white, and the biggest triangle left at the end scores."

// Kind is Xoliba for the home and set-up screens: two or three
// players, or one for the patience; no variants. The seed shuffles the
// starting position.
func Kind() boards.Kind {
	return boards.Kind{
		Kind:  catalog.Xoliba(),
		About: about,
		Adapt: func(g core.Game) boards.Game { return newAdapter(g.(*xoliba.Game)) },
	}
}

// adapter is a Xoliba game as the shell plays it: the engine's Game and
// the board that shows it and takes clicks.
type adapter struct {
	boards.EngineMoves
	*boards.Clicks
	game *xoliba.Game
	view *board
}

var _ boards.Game = (*adapter)(nil)

func newAdapter(g *xoliba.Game) *adapter {
	b := newBoard(g)
	return &adapter{EngineMoves: boards.EngineMoves{E: g}, Clicks: &b.Clicks, game: g, view: b}
}

// colourName is the seat's colour, translated.
func colourName(seat int) string { return lang.L(xoliba.SeatColor(seat).String()) }

func (x *adapter) Result() (over bool, winner int, reason string) {
	r := x.game.Result()
	if !r.Over {
		return false, -1, ""
	}
	s := x.game.State()
	return true, r.Winner, reasonText(&s)
}

// reasonText is how a finished game ended, translated; a two-player game
// adds the biggest triangles, which decide it.
func reasonText(s *xoliba.State) string {
	mover := map[string]any{"Colour": colourName(s.ToMove())}
	var why string
	switch s.End() {
	case xoliba.NoMove:
		why = lang.L("{{.Colour}} passed twice in a row", mover)
		if s.Players() == 1 {
			why = lang.L("no triangle left to form")
		}
	case xoliba.FewPieces:
		why = lang.L("fewer than three pieces")
		for seat := range min(s.Players(), 2) {
			if s.Count(xoliba.SeatColor(seat)) < 3 {
				why = lang.L("{{.Colour}} has fewer than three pieces", map[string]any{"Colour": colourName(seat)})
				break
			}
		}
	case xoliba.QuietTurns:
		why = lang.L("thirty turns without a capture")
	case xoliba.LastPlayer:
		why = lang.L("only one player left")
	case xoliba.AllCaptured:
		why = lang.L("all blue pieces captured")
	case core.Repetition, core.Agreement:
		why, _ = lang.End(s.End())
	default: // a resignation or a flag fall, whatever the triangles
		if words, ok := lang.End(s.End()); ok {
			return words
		}
		return lang.L("resignation")
	}
	if s.Players() != 2 {
		return why
	}
	return lang.L("{{.Why}}; biggest triangles: red {{.Red}}, blue {{.Blue}}", map[string]any{
		"Why": why, "Red": shapeName(s.Biggest(xoliba.Red)), "Blue": shapeName(s.Biggest(xoliba.Blue))})
}

// shapeName names a triangle's size, translated.
func shapeName(sh xoliba.Shape) string {
	switch sh {
	case xoliba.Small:
		return lang.L("small")
	case xoliba.Medium:
		return lang.L("medium")
	case xoliba.Large:
		return lang.L("large")
	}
	return lang.L("none")
}

// status gives the seat's pieces, the enemy pieces it captured, its biggest
// triangle and its score as the game stands (final once it is over).
func (x *adapter) Status(seat int) string {
	s := x.game.State()
	c := xoliba.SeatColor(seat)
	score := x.game.Scores()[seat]
	if s.Players() == 3 && !s.In(seat) {
		return lang.L("Out · captured {{.Took}} · score {{.Score}}", map[string]any{"Took": s.Took(seat), "Score": score})
	}
	data := map[string]any{"Pieces": s.Count(c), "Took": s.Took(seat), "Shape": shapeName(s.Biggest(c)), "Score": score}
	line := lang.L("Pieces {{.Pieces}} · captured {{.Took}} · biggest triangle {{.Shape}} · score {{.Score}}", data)
	if s.Players() == 1 {
		data["Blue"], data["Initial"] = s.Count(xoliba.Blue), s.Initial(xoliba.Blue)
		line = lang.L("Pieces {{.Pieces}} · blue left {{.Blue}} of {{.Initial}} · biggest triangle {{.Shape}}", data)
	}
	if !s.Over() && s.Passed(seat) {
		line += " · " + lang.L("passed")
	}
	return line
}

func (x *adapter) Board() fyne.CanvasObject { return x.view.content }

// Turn says what the player to move does: swap a piece with a white one
// to form a triangle, or pass when no move can.
func (x *adapter) Turn() string {
	if x.game.Over() {
		return ""
	}
	if legal := x.game.Legal(); len(legal) == 1 && xoliba.Action(legal[0]).IsPass() {
		return lang.L("no move forms a triangle: pass")
	}
	return lang.L("swap a piece of yours with a white one to form a triangle")
}

func (x *adapter) Refresh() { x.view.refresh() }
