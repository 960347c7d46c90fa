package lessons

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// stage is the board a lesson is played on: the game's lesson board, or
// its own board (boardStage). It passes the learner's legal actions to
// the screen's try and tells its refused why the rules refuse a click.
type stage = boards.LessonBoard

// learner is what a stage tells the screen.
type learner struct {
	// try judges a legal action of the learner's: nil when it reached the
	// step's goal (the screen has played it, and the replies after it),
	// else why not; the position then stays as it was.
	try func(core.Action) error
	// refused tells why the rules refuse a click (a *core.Refusal), or nil
	// for a click that picked or cleared.
	refused func(error)
}

// errDone: a stage's action was not played, the step having reached its
// goal (a legal action off the goal is boards.ErrMissed).
var errDone = errors.New("lessons: the step has reached its goal")

// Screen is one lesson, a step at a time: the game's board on the left;
// on the right the step's title, its goal, what the learner's last action
// meant, and Back, Restart step and Next. It keeps the step reached in the
// club's settings. It is a host.Screen.
type Screen struct {
	h      Host
	opt    Options
	lesson *Lesson
	stage  stage
	index  int       // the step on show
	game   core.Game // its game
	done   bool      // whether it reached its goal

	count                 *widget.Label
	title, goal, feedback *widget.Label
	back, restart, next   *widget.Button
	board                 *fyne.Container
	root                  fyne.CanvasObject
}

// newScreen opens lesson l at the step it was left at.
func newScreen(h Host, opt Options, l *Lesson) (*Screen, error) {
	s := &Screen{h: h, opt: opt, lesson: l}
	me := learner{try: s.try, refused: s.refused}
	var err error
	if s.stage, err = newStage(opt, l.Game, me); err != nil {
		return nil, err
	}
	heading := widget.NewLabelWithStyle(l.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	heading.Truncation = fyne.TextTruncateEllipsis
	s.count = widget.NewLabel("")
	list := widget.NewButtonWithIcon(lang.L("Lessons"), theme.NavigateBackIcon(), func() { h.Show(NewList(h, opt)) })
	top := container.NewBorder(nil, nil, list, s.count, heading)

	s.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.title.Wrapping = fyne.TextWrapWord
	s.goal = widget.NewLabel("")
	s.goal.Wrapping = fyne.TextWrapWord
	s.feedback = widget.NewLabel("")
	s.feedback.Wrapping = fyne.TextWrapWord
	s.back = widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), func() { s.showStep(s.index - 1) })
	s.restart = widget.NewButtonWithIcon(lang.L("Restart step"), theme.ViewRefreshIcon(), func() { s.showStep(s.index) })
	s.next = widget.NewButtonWithIcon(lang.L("Next"), theme.NavigateNextIcon(), func() { s.showStep(s.index + 1) })
	s.next.IconPlacement = widget.ButtonIconTrailingText
	nav := container.NewHBox(s.back, s.restart, layout.NewSpacer(), s.next)
	// No scroll: every step's words fit at 1024x600 (the layout test).
	words := container.NewVBox(s.title, s.goal, widget.NewSeparator(), s.feedback)
	panel := container.NewBorder(nil, nav, nil, nil, words)

	s.board = container.NewStack()
	split := container.NewHSplit(s.board, panel)
	split.Offset = 0.6
	s.root = container.NewBorder(top, nil, nil, nil, split)
	step, _ := opt.progress(l)
	s.showStep(step)
	return s, nil
}

// Title is the lesson's title.
func (s *Screen) Title() string { return s.lesson.Title }

// Content is the screen's content.
func (s *Screen) Content() fyne.CanvasObject { return s.root }

// Close gives back what the lesson's board holds (a 3D view): the screen
// starts no goroutine, and its progress is saved as it is made.
func (s *Screen) Close() { boards.CloseIfCloser(s.stage) }

// showStep puts step i on the screen from its own position (nothing
// happens past either end) and keeps it as the step reached.
func (s *Screen) showStep(i int) {
	if i < 0 || i >= len(s.lesson.Steps) {
		return
	}
	st := &s.lesson.Steps[i]
	g, err := st.Start(s.lesson.Game)
	if err != nil {
		s.h.ShowError(err)
		return
	}
	s.index, s.game, s.done = i, g, false
	s.opt.saveProgress(s.lesson, i, false)
	s.board.Objects = []fyne.CanvasObject{s.stage.Show(g)}
	s.board.Refresh()
	s.count.SetText(lang.L("Step {{.Step}} of {{.Steps}}", map[string]any{"Step": i + 1, "Steps": len(s.lesson.Steps)}))
	s.title.SetText(st.Title)
	s.goal.SetText(st.Goal)
	s.say("", widget.MediumImportance)
	widgets.SetEnabled(s.back, i > 0)
	widgets.SetEnabled(s.next, i < len(s.lesson.Steps)-1)
	s.next.Importance = widget.MediumImportance
	s.next.Refresh()
}

// try judges the learner's legal action a (learner.try).
func (s *Screen) try(a core.Action) error {
	if s.done {
		return errDone
	}
	st := &s.lesson.Steps[s.index]
	switch st.Judge(s.game, a) {
	case Right:
		if err := s.game.Play(a); err != nil {
			s.refused(err)
			return err
		}
		if err := st.Reply(s.game); err != nil {
			s.h.ShowError(err)
		}
		s.reached()
		return nil
	case Missed:
		s.say(lang.L("That is allowed, but it is not this step's goal, so it was taken back.")+" "+st.Hint, widget.WarningImportance)
		return boards.ErrMissed
	}
	err := core.Refuse(core.NotReachable, "%s is not legal here", s.game.Format(a))
	s.refused(err)
	return err
}

// reached says why the step's action worked, and keeps the next step as
// the one reached, or the lesson as done after its last step.
func (s *Screen) reached() {
	s.done = true
	s.stage.Refresh()
	last := s.index == len(s.lesson.Steps)-1
	text := "✓ " + s.lesson.Steps[s.index].Why
	if last {
		text += "\n\n" + lang.L("Lesson complete!")
	}
	s.say(text, widget.SuccessImportance)
	s.opt.saveProgress(s.lesson, min(s.index+1, len(s.lesson.Steps)-1), last)
	s.next.Importance = widget.HighImportance
	s.next.Refresh()
}

// refused shows why the rules refuse a click (learner.refused); a click
// that picked or cleared takes the last reason away.
func (s *Screen) refused(err error) {
	switch {
	case s.done:
	case err != nil:
		s.say("✗ "+lang.Refusal(err), widget.DangerImportance)
	case s.feedback.Importance == widget.DangerImportance:
		s.say("", widget.MediumImportance)
	}
}

// say shows what the learner's last action meant, in the importance's
// colour.
func (s *Screen) say(text string, imp widget.Importance) {
	s.feedback.Importance = imp
	s.feedback.SetText(text)
}
