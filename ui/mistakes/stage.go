package mistakes

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"xima/games/core"
	"xima/ui/boards"
)

// ErrAsked is what a Stage's board hears back from a click: the action
// went to the screen's question, which plays it itself if it is right.
var ErrAsked = errors.New("mistakes: the action was asked, not played")

// Stage is a position on the game's own board whose clicks ask instead of
// playing: the legal action a click chose goes to ask (the screen judges
// it, in the background if it must), a refused one's reason to refused.
// The learn-from-mistakes screen and the puzzles' share it.
type Stage struct {
	kind    boards.Kind
	ask     func(core.Action)
	refused func(error)
	game    boards.Game
	box     *fyne.Container
}

// NewStage makes an empty stage for games of kind.
func NewStage(kind boards.Kind, ask func(core.Action), refused func(error)) *Stage {
	return &Stage{kind: kind, ask: ask, refused: refused, box: container.NewStack()}
}

// Content is the board, with the rows the game adds under it (Xima's
// reserve, which a drop is clicked from).
func (s *Stage) Content() fyne.CanvasObject { return s.box }

// Show puts g on a new board, the one before given back.
func (s *Stage) Show(g core.Game) {
	s.Close()
	s.game = s.kind.Adapt(g)
	s.game.SetPlay(func(a core.Action) error {
		s.ask(a)
		return ErrAsked
	})
	s.game.SetOnRefused(s.refused)
	var under []fyne.CanvasObject
	if more, ok := s.game.(boards.Panels); ok {
		under = more.Panels()
	}
	s.box.Objects = []fyne.CanvasObject{container.NewBorder(nil, container.NewVBox(under...), nil, nil, s.game.Board())}
	s.box.Refresh()
	s.game.Refresh()
}

// Game is the board's game (nil before Show).
func (s *Stage) Game() boards.Game { return s.game }

// Play plays a on the board's game and redraws it.
func (s *Stage) Play(a core.Action) error {
	if err := s.game.Engine().Play(a); err != nil {
		return err
	}
	s.game.Refresh()
	return nil
}

// Hint draws a on the board as the hinted action, where the board draws
// hints (boards.Hints).
func (s *Stage) Hint(a core.Action) {
	if h, ok := s.game.(boards.Hints); ok {
		h.ShowHint(a)
		s.game.Refresh()
	}
}

// Close gives back what the board holds (Xima's 3D view).
func (s *Stage) Close() {
	if s.game != nil {
		boards.CloseIfCloser(s.game)
	}
}
