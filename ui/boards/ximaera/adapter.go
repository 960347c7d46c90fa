// Package ximaera is Ximaera's board in the window and its adapter to
// boards.Game, made from the engine's game (xima/games/ximaera, imported
// under the same name): adapter.go is the Game face, input.go the clicks
// and the selection, geometry.go where the parts lie, draw.go the
// drawing, palette.go the colours, picture.go the rules pages' pictures.
package ximaera

import (
	"strings"

	"fyne.io/fyne/v2"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/ximaera"
	"xima/ui/boards"
	"xima/ui/lang"
)

// about is Ximaera's line on the home screen, in English: the home
// screen translates it.
const about = "Two players share twelve pieces of four kinds on a honeycomb of 19 cells: each turn drop one or slide one, and whoever first connects three of a kind wins."

// Kind is Ximaera for the home and set-up screens: two players, no
// variants. The engine needs no randomness, so the seed goes unused.
func Kind() boards.Kind {
	return boards.Kind{
		Kind:  catalog.Ximaera(),
		About: about,
		Adapt: func(g core.Game) boards.Game { return newAdapter(g.(*ximaera.Game)) },
	}
}

// adapter is a Ximaera game as the shell plays it: the engine's Game
// and the board that shows it and takes clicks.
type adapter struct {
	boards.EngineMoves
	*boards.Clicks
	game *ximaera.Game
	view *board
}

var _ boards.Game = (*adapter)(nil)

func newAdapter(g *ximaera.Game) *adapter {
	b := newBoard(g)
	return &adapter{EngineMoves: boards.EngineMoves{E: g}, Clicks: &b.Clicks, game: g, view: b}
}

func (x *adapter) Result() (over bool, winner int, reason string) {
	r := x.game.Result()
	if !r.Over {
		return false, -1, ""
	}
	s := x.game.State()
	return true, r.Winner, reasonText(&s, r.Reason)
}

// reasonText is how a game ended, translated: a group's kind, shape and
// cells, or the rule or the player that ended it.
func reasonText(s *ximaera.State, why core.Reason) string {
	switch why {
	case ximaera.Group:
		cells, shape, _ := s.WinningGroup()
		return lang.L("three {{.Pieces}} in a {{.Shape}}: {{.Cells}}", map[string]any{
			"Pieces": plural(s.At(cells[0])),
			"Shape":  shapeName(shape),
			"Cells":  cells[0].String() + " " + cells[1].String() + " " + cells[2].String(),
		})
	case ximaera.NoMove:
		return lang.L("no legal move for the player to move")
	}
	if words, ok := lang.End(why); ok {
		return words
	}
	return lang.L("resignation")
}

// plural names three pieces of kind p: "pivots", "red pips".
func plural(p ximaera.Piece) string {
	switch p {
	case ximaera.Pivot:
		return lang.L("pivots")
	case ximaera.Red:
		return lang.L("red pips")
	case ximaera.Green:
		return lang.L("green pips")
	}
	return lang.L("blue pips")
}

// shapeName names a group's shape.
func shapeName(sh ximaera.Shape) string {
	switch sh {
	case ximaera.Straight:
		return lang.L("line")
	case ximaera.Bent:
		return lang.L("bent line")
	}
	return lang.L("triangle")
}

// status counts the seat's drops and moves; the player to move also sees
// how many legal actions there are.
func (x *adapter) Status(seat int) string {
	drops, moves := 0, 0
	for i, m := range x.game.Moves() {
		switch {
		case i%ximaera.Seats != seat:
		case strings.Contains(m, "@"):
			drops++
		default:
			moves++
		}
	}
	line := lang.L("Drops {{.Drops}} · moves {{.Moves}}", map[string]any{"Drops": drops, "Moves": moves})
	if !x.game.Over() && seat == x.game.ToMove() {
		line += " · " + lang.L("legal actions: {{.N}}", map[string]any{"N": len(x.game.Legal())})
	}
	return line
}

func (x *adapter) Board() fyne.CanvasObject { return x.view }

// Turn says what the player to move does: drop a piece or move one.
func (x *adapter) Turn() string {
	if x.game.Over() {
		return ""
	}
	return lang.L("drop a piece from the reserve, or move one on the board")
}

func (x *adapter) Refresh() { x.view.Refresh() }
