// Package puzzles is the puzzle screen: a profile (or a guest, whose
// progress is not kept) picks a game and solves its shipped puzzles
// (games/puzzles), each a position where one move wins. The next puzzle
// is one not yet solved near the solver's puzzle rating; the first answer
// to a puzzle rates the solver, Elo against the puzzle's rating, and
// every attempt is kept in the club's file (storage.PuzzleProgress).
package puzzles

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/games/puzzles"
	"xima/storage"
	"xima/ui/boards"
	"xima/ui/host"
	"xima/ui/lang"
	"xima/ui/mistakes"
	"xima/ui/widgets"
)

// Show opens the puzzles of the window's games (kinds), for a guest
// until a profile is picked.
func Show(h host.Host, kinds []boards.Kind) { h.Show(newScreen(h, kinds, puzzles.Shipped)) }

// Screen is the puzzle screen: the profile and the game on top, the
// puzzle's board on the left, on the right what to find, the verdict,
// the solution's line and theme once solved, the solver's rating and
// progress. It is a host.Screen.
type Screen struct {
	h     host.Host
	kinds []boards.Kind
	// shipped gives a game's puzzles, easiest first (puzzles.Shipped).
	shipped func(game string) ([]puzzles.Puzzle, error)
	ctx     context.Context
	cancel  context.CancelFunc

	kind     boards.Kind
	profiles []storage.Profile
	profile  int64 // 0 for a guest
	// loads counts the loads of a game's puzzles: one that comes back
	// after another was asked for is dropped.
	loads    int
	all      []puzzles.Puzzle
	progress storage.PuzzleProgress
	puzzle   puzzles.Puzzle
	game     core.Game // the puzzle's position, on the stage
	// answered: the puzzle's first answer was given (it alone is rated);
	// over: it was solved or its solution shown.
	answered, over bool

	stage                              *mistakes.Stage
	teach                              *mistakes.Teaching
	board                              *fyne.Container // holds the stage's content
	who, which                         *widget.Select
	heading, task, feedback, line, why *widget.Label
	rating, count                      *widget.Label
	retry, solution, next              *widget.Button
	root                               fyne.CanvasObject
}

func newScreen(h host.Host, kinds []boards.Kind, shipped func(string) ([]puzzles.Puzzle, error)) *Screen {
	s := &Screen{h: h, kinds: kinds, shipped: shipped, kind: kinds[0], progress: guest()}
	s.ctx, s.cancel = context.WithCancel(h.Context())
	s.stage = mistakes.NewStage(s.kind, s.try, s.refused)
	s.teach = mistakes.NewTeaching(h)

	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), h.ShowHome)
	s.who = widgets.NewSelect([]string{guestName()}, nil)
	s.who.SetSelectedIndex(0)
	s.who.OnChanged = func(string) { s.load() }
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = k.Name
	}
	s.which = widgets.NewSelect(names, nil)
	s.which.SetSelectedIndex(0)
	s.which.OnChanged = func(string) { s.load() }
	top := container.NewHBox(home, widgets.BoldLabel(lang.L("Puzzles")), layout.NewSpacer(),
		widget.NewLabel(lang.L("Solver:")), s.who, widget.NewLabel(lang.L("Game:")), s.which)

	s.heading = widgets.BoldLabel("")
	s.task = widget.NewLabel("")
	s.task.Wrapping = fyne.TextWrapWord
	s.feedback = widget.NewLabel("")
	s.feedback.Wrapping = fyne.TextWrapWord
	s.why = widget.NewLabel("")
	s.why.Wrapping = fyne.TextWrapWord
	s.line = widget.NewLabel("")
	s.line.Wrapping = fyne.TextWrapWord
	s.rating = widgets.BoldLabel("")
	s.count = widget.NewLabel("")
	// Wrapped, or its one long line (longer in Spanish) would squeeze the board.
	s.count.Wrapping = fyne.TextWrapWord
	s.retry = widget.NewButtonWithIcon(lang.L("Try again"), theme.ViewRefreshIcon(), s.again)
	s.solution = widget.NewButtonWithIcon(lang.L("Show the solution"), theme.VisibilityIcon(), s.showSolution)
	s.next = widget.NewButtonWithIcon(lang.L("Next puzzle"), theme.NavigateNextIcon(), func() { s.showNext(s.puzzle.ID) })
	s.next.IconPlacement = widget.ButtonIconTrailingText
	nav := container.NewHBox(s.retry, s.solution, layout.NewSpacer(), s.next)
	words := container.NewVBox(s.heading, s.task, widget.NewSeparator(), s.feedback, s.why, s.line,
		widget.NewSeparator(), s.rating, s.count)
	panel := container.NewBorder(nil, container.NewVBox(s.teach.Content(), nav), nil, nil, container.NewVScroll(words))
	s.board = container.NewStack(s.stage.Content())
	split := container.NewHSplit(s.board, panel)
	split.Offset = 0.6
	s.root = container.NewBorder(top, nil, nil, nil, split)

	if db := h.DB(); db != nil {
		widgets.Background(h, s.ctx, func(ctx context.Context) ([]storage.Profile, error) {
			return db.Profiles(ctx, false)
		}, s.gotProfiles)
	}
	s.load()
	return s
}

// Title names the screen.
func (s *Screen) Title() string { return lang.L("Puzzles") }

// Content is the screen's content.
func (s *Screen) Content() fyne.CanvasObject { return s.root }

// Close stops the screen's loads and gives back the board; attempts
// already sent are written by the store on their own.
func (s *Screen) Close() {
	s.cancel()
	s.stage.Close()
}

func guestName() string { return lang.L("Guest") }

// guest is a guest's progress: kept on the screen only.
func guest() storage.PuzzleProgress {
	return storage.PuzzleProgress{Rating: storage.StartPuzzleRating, Tried: map[string]bool{}}
}

// gotProfiles offers the club's profiles after the guest.
func (s *Screen) gotProfiles(ps []storage.Profile) {
	s.profiles = ps
	options := []string{guestName()}
	for _, p := range ps {
		options = append(options, p.Name)
	}
	s.who.SetOptions(options)
}

// load reads the puzzles of the game picked and the solver's progress in
// it, in the background, and shows the next puzzle.
func (s *Screen) load() {
	s.kind = s.kinds[max(0, s.which.SelectedIndex())]
	s.profile = 0
	if i := s.who.SelectedIndex(); i > 0 {
		s.profile = s.profiles[i-1].ID
	}
	s.loads++
	load, kind, profile, db, shipped := s.loads, s.kind, s.profile, s.h.DB(), s.shipped
	type loaded struct {
		all      []puzzles.Puzzle
		progress storage.PuzzleProgress
	}
	widgets.Background(s.h, s.ctx, func(ctx context.Context) (loaded, error) {
		all, err := shipped(kind.Name)
		if err != nil || profile == 0 {
			return loaded{all, guest()}, err
		}
		p, err := db.PuzzleProgress(ctx, profile, kind.Name)
		return loaded{all, p}, err
	}, func(l loaded) {
		if load != s.loads {
			return
		}
		s.stage.Close()
		s.stage = mistakes.NewStage(kind, s.try, s.refused)
		s.board.Objects = []fyne.CanvasObject{s.stage.Content()}
		s.board.Refresh()
		s.all, s.progress = l.all, l.progress
		s.showNext("")
	})
}

// showNext shows the next puzzle to solve, skip (the puzzle left) last.
func (s *Screen) showNext(skip string) {
	s.showProgress(0)
	p, ok := next(s.all, s.progress.Tried, s.progress.Rating, skip)
	if !ok {
		done := lang.L("Every puzzle of {{.Game}} is solved.", map[string]any{"Game": s.kind.Name})
		if len(s.all) == 0 {
			done = lang.L("No puzzles of {{.Game}} yet.", map[string]any{"Game": s.kind.Name})
		}
		s.heading.SetText(done)
		for _, o := range []fyne.CanvasObject{s.task, s.feedback, s.why, s.line} {
			o.(*widget.Label).SetText("")
		}
		s.retry.Disable()
		s.solution.Disable()
		s.next.Disable()
		s.teach.Clear()
		return
	}
	s.puzzle, s.answered = p, false
	s.heading.SetText(lang.L("Puzzle {{.ID}}, rated {{.Rating}}", map[string]any{"ID": p.ID, "Rating": p.Rating}))
	s.next.Enable()
	s.again()
}

// again puts the puzzle's position back on the board for an answer.
func (s *Screen) again() {
	g, err := s.puzzle.Position(s.kind.Kind)
	if err != nil {
		s.h.ShowError(err)
		return
	}
	s.game, s.over = g, false
	s.stage.Show(g)
	puzzle, kind := s.puzzle, s.kind
	s.teach.Show(kind, func() (core.Game, error) { return puzzle.Position(kind.Kind) })
	side := s.stage.Game().SeatName(g.ToMove())
	s.task.SetText(lang.L("{{.Side}} to move: find the move that wins.", map[string]any{"Side": side}))
	s.say("", widget.MediumImportance)
	s.why.SetText("")
	s.line.SetText("")
	s.retry.Disable()
	s.solution.Enable()
}

// try judges the move a click chose (the Stage's ask).
func (s *Screen) try(act core.Action) {
	if s.over {
		return
	}
	move := s.game.Format(act)
	right, err := s.puzzle.Solves(s.kind.Kind, move)
	if err != nil {
		s.h.ShowError(err)
		return
	}
	s.answer(right)
	if !right {
		s.say(lang.L("✗ Not this one: {{.Move}} does not win. Try again, or see the solution.", map[string]any{"Move": move}), widget.DangerImportance)
		s.retry.Enable()
		return
	}
	s.say(lang.L("✓ Right: {{.Move}} wins.", map[string]any{"Move": move}), widget.SuccessImportance)
	s.solved()
}

// answer rates the puzzle's first answer and keeps every attempt.
func (s *Screen) answer(right bool) {
	before := s.progress.Rating
	if !s.answered {
		if _, seen := s.progress.Tried[s.puzzle.ID]; !seen {
			s.progress.Rating = rated(before, s.puzzle.Rating, right)
		}
	}
	s.answered = true
	s.progress.Tried[s.puzzle.ID] = s.progress.Tried[s.puzzle.ID] || right
	s.showProgress(s.progress.Rating - before)
	db := s.h.DB()
	if s.profile == 0 || db == nil {
		return
	}
	profile, game := s.profile, s.kind.Name
	a := storage.PuzzleAttempt{Puzzle: s.puzzle.ID, Solved: right, At: s.h.Now(), Rating: s.progress.Rating}
	widgets.Background(s.h, s.h.Context(), func(ctx context.Context) (struct{}, error) {
		return struct{}{}, db.AddPuzzleAttempt(ctx, profile, game, a)
	}, func(struct{}) {})
}

// solved plays the solution's line on the board and explains it.
func (s *Screen) solved() {
	s.over = true
	for _, m := range s.puzzle.Line {
		act, err := s.game.Parse(m)
		if err != nil || s.stage.Play(act) != nil {
			break
		}
	}
	s.explain()
	s.solution.Disable()
}

// showSolution draws the solution's move on the position and explains it.
func (s *Screen) showSolution() {
	s.over = true
	s.stage.Show(s.game)
	if act, err := s.game.Parse(s.puzzle.Solution); err == nil {
		s.stage.Hint(act)
	}
	s.say(lang.L("The solution is {{.Move}}.", map[string]any{"Move": s.puzzle.Solution}), widget.WarningImportance)
	s.explain()
	s.retry.Enable()
	s.solution.Disable()
}

// explain says what the solution wins by and writes its line.
func (s *Screen) explain() {
	g, err := s.puzzle.Position(s.kind.Kind)
	if err != nil {
		s.h.ShowError(err)
		return
	}
	s.why.SetText(lang.L("What wins: {{.Theme}}.", map[string]any{"Theme": themeWords(s.kind, g, s.puzzle.Theme, s.puzzle.Line)}))
	s.line.SetText(lang.L("The line: {{.Line}}", map[string]any{"Line": strings.Join(s.puzzle.Line, " ")}))
}

// showProgress shows the solver's rating, its last change, and the
// puzzles solved and tried.
func (s *Screen) showProgress(change float64) {
	text := lang.L("Puzzle rating: {{.Rating}}", map[string]any{"Rating": fmt.Sprintf("%.0f", s.progress.Rating)})
	if change != 0 {
		text += fmt.Sprintf(" (%+.0f)", change)
	}
	s.rating.SetText(text)
	s.count.SetText(lang.L("Solved {{.Solved}} of {{.Tried}} tried; {{.All}} puzzles in {{.Game}}.",
		map[string]any{"Solved": s.progress.Solved(), "Tried": len(s.progress.Tried), "All": len(s.all), "Game": s.kind.Name}))
	if s.profile == 0 {
		s.count.SetText(s.count.Text + " " + lang.L("A guest's progress is not kept: pick a profile to keep it."))
	}
}

// refused shows why the rules refuse a click (the Stage's refused).
func (s *Screen) refused(err error) {
	if err != nil && !s.over {
		s.say("✗ "+lang.Refusal(err), widget.DangerImportance)
	}
}

func (s *Screen) say(text string, imp widget.Importance) {
	s.feedback.Importance = imp
	s.feedback.SetText(text)
}
