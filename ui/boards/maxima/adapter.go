// Package maxima is Maxima's board in the window and its adapter to
// boards.Game, made from the engine's game (xima/games/maxima, imported
// under the same name): adapter.go is the Game face, input.go the clicks
// and the selection, geometry.go where the squares lie, draw.go the
// drawing, pieces.go the pieces' images, palette.go the colours,
// picture.go the rules pages' pictures.
package maxima

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/maxima"
	"xima/ui/boards"
	"xima/ui/lang"
)

// Kind is Maxima for the home and set-up screens: two players, no
// variants, no randomness.
func Kind() boards.Kind {
	return boards.Kind{
		Kind: catalog.Maxima(),
		About: "Chess with strange pieces on a longer board, each capturing in its own way (jumping, squeezing, " +
			"pulling away, freezing): checkmate the enemy King or put two pieces on the enemy's goal squares.",
		Adapt: func(g core.Game) boards.Game { return newAdapter(g.(*maxima.Game)) },
	}
}

// adapter is a Maxima game as the shell plays it.
type adapter struct {
	boards.EngineMoves
	*boards.Clicks
	g     *maxima.Game
	b     *board
	start [2]int // each side's pieces in the start position
	// view is the board with the pieces' legend beside it.
	view fyne.CanvasObject
}

var _ boards.Game = (*adapter)(nil)

func newAdapter(g *maxima.Game) *adapter {
	b := newBoard(g)
	m := &adapter{EngineMoves: boards.EngineMoves{E: g}, Clicks: &b.Clicks, g: g, b: b,
		view: container.NewBorder(nil, nil, nil, container.NewVBox(newLegend()), b)}
	pos := g.Config().Position
	if pos == "" {
		pos = maxima.Opening
	}
	if s, err := maxima.ParsePosition(pos); err == nil {
		m.start = [2]int{s.Count(maxima.White), s.Count(maxima.Black)}
	}
	return m
}

func (m *adapter) Result() (bool, int, string) {
	r := m.g.Result()
	if !r.Over {
		return false, -1, ""
	}
	return true, r.Winner, reasonText(r.Reason)
}

// reasonText is how a game ended, in words, translated: the words shared
// with the other games, else Maxima's own.
func reasonText(why core.Reason) string {
	if words, ok := lang.End(why); ok {
		return words
	}
	switch why {
	case maxima.Palace:
		return lang.L("palace invaded")
	case maxima.BareKing:
		return lang.L("bare king")
	case maxima.Checkmate:
		return lang.L("checkmate")
	case maxima.Stalemate:
		return lang.L("stalemate")
	}
	return string(why)
}

func (m *adapter) Board() fyne.CanvasObject { return m.view }
func (m *adapter) Refresh()                 { m.b.reset() }

// Turn says what the side to move does: move a piece, out of check when
// in check.
func (m *adapter) Turn() string {
	switch {
	case m.g.Over():
		return ""
	case m.g.InCheck():
		return lang.L("you are in check: move a piece to parry it")
	}
	return lang.L("click a piece of yours, then where it goes")
}

// status gives the side's pieces on the board, the enemy pieces it has
// captured, its frozen pieces and, on its turn, check.
func (m *adapter) Status(seat int) string {
	s := m.g.State()
	c := maxima.Color(seat)
	frozen := 0
	for r := range maxima.Ranks {
		for f := range maxima.Files {
			q := maxima.MakeSquare(f, r)
			if p := s.At(q); p != maxima.Empty && p.Color() == c && s.Immobilized(q) {
				frozen++
			}
		}
	}
	line := lang.L("Pieces {{.Pieces}} · captured {{.Taken}} · frozen {{.Frozen}}", map[string]any{
		"Pieces": s.Count(c), "Taken": max(m.start[1-seat]-s.Count(1-c), 0), "Frozen": frozen})
	if !m.g.Over() && s.ToMove() == c {
		if s.KingAttacked(c) {
			line += " · " + lang.L("King in check")
		}
		if s.PalaceThreatened(c) {
			line += " · " + lang.L("goal squares threatened")
		}
	}
	return line
}

// sideName is side c's name, translated.
func sideName(c maxima.Color) string { return lang.L(c.String()) }

// pieceName is the name of a piece type, translated.
func pieceName(k maxima.Kind) string {
	switch k {
	case maxima.Pawn:
		return lang.L("Pawn")
	case maxima.Guard:
		return lang.L("Guard")
	case maxima.LongLeaper:
		return lang.L("Long Leaper")
	case maxima.Mage:
		return lang.L("Mage")
	case maxima.Chameleon:
		return lang.L("Chameleon")
	case maxima.Immobilizer:
		return lang.L("Immobilizer")
	case maxima.Coordinator:
		return lang.L("Coordinator")
	case maxima.Withdrawer:
		return lang.L("Withdrawer")
	}
	return lang.L("King")
}
