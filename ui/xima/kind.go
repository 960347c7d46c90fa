package xima

import (
	"fyne.io/fyne/v2"

	"xima/games/catalog"
	"xima/games/core"
	engine "xima/games/xima"
	"xima/ui/boards"
)

// about is Xima's line on the home screen, in English: the home screen
// translates it.
const about = "A stepped pyramid of four floors, 2 to 4 players: blocks climb, dominate, capture by majority and fall; race the special block to the summit."

// styleChoices are the styles a seat picks from, and styleNames their
// names in English (boards.Kind.SeatOptions; the screens translate them).
var (
	styleChoices = []engine.Style{engine.Sport, engine.Luck, engine.TwoDice}
	styleNames   = []string{"Sport", "Luck (one die)", "Two dice"}
)

// Kind is Xima for the window's list of games: its pyramid in 2D or 3D,
// a style chosen seat by seat, the position editor (blank, or on a
// game's position), and its own replay with the magnitudes' chart. The
// editor is offered where h can save a record (an EditorHost, as the
// shell is).
func Kind(h Host) boards.Kind {
	k := catalog.Xima()
	// The set-up picks a style per seat (SeatOptions), not one for all.
	k.Variants = nil
	kind := boards.Kind{
		Kind:        k,
		About:       about,
		Adapt:       func(g core.Game) boards.Game { return newAdapter(h, g.(*engine.Game)) },
		SeatOptions: styleNames,
		Start:       newGame,
		Lesson: func(try func(core.Action) error, refused func(error)) boards.LessonBoard {
			return newLessonBoard(h.Board3D(), try, refused)
		},
		Replayer: func(g core.Game, names []string, goTo func(int)) (boards.Replayer, error) {
			return newReplayer(h, g.(*engine.Game), names, goTo)
		},
	}
	if eh, ok := h.(EditorHost); ok {
		kind.Editor = func() { ShowEditor(eh) }
		kind.EditPosition = func(g core.Game) { ShowEditorAt(eh, engine.SetupOf(g.(*engine.Game))) }
	}
	return kind
}

// Annotated is Kind(h) whose replay shows note under the seats' panels,
// the same in 2D and 3D, and calls onStep with every step it shows (0 is
// the opening): the library's replay of a book game, with the book's
// comment on the move on show.
func Annotated(h Host, note fyne.CanvasObject, onStep func(step int)) boards.Kind {
	k := Kind(h)
	k.Replayer = func(g core.Game, names []string, goTo func(int)) (boards.Replayer, error) {
		r, err := newReplayer(h, g.(*engine.Game), names, goTo)
		if err != nil {
			return nil, err
		}
		r.note, r.onStep = note, onStep
		return r, nil
	}
	return k
}

// newGame starts a game as the set-up chose it: each seat's style and
// name, the agreed clock and the day in its record.
func newGame(o boards.StartOptions) (core.Game, error) {
	cfg := engine.Config{Seed: o.Seed, HasSeed: true, Clock: o.Clock, Date: o.Date, Names: o.Names}
	for i := range o.Seats {
		st := engine.Sport
		if i < len(o.SeatOptions) {
			st = styleChoices[o.SeatOptions[i]]
		}
		cfg.Styles = append(cfg.Styles, st)
	}
	return engine.NewGame(cfg)
}
