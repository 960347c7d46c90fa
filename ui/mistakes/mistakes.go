// Package mistakes is "learn from your mistakes": for one player of an
// analysed game, each position where that player erred (an inaccuracy or
// worse) comes back on the game's board, and the player looks for a
// better move. The computer judges the answer in the background, as hard
// as the analysis searched: right when it keeps the player's chance of
// winning within Margin of the best move's. Then, or on asking, the
// screen shows the best move as an arrow and the computer's line.
package mistakes

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/analysis"
	"xima/games/core"
	"xima/ui/boards"
	"xima/ui/host"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// Show opens the mistakes of seat in g, a game of kind that a analysed;
// player is the seat's player's name, "" when it has none; back returns
// to the screen that opened it (nil: the screen offers Home).
func Show(h host.Host, kind boards.Kind, g core.Game, a *analysis.Analysis, seat int, player string, back func()) {
	s, err := newScreen(h, kind, g, a, seat, player, back)
	if err != nil {
		h.ShowError(err)
		return
	}
	h.Show(s)
}

// Screen is one player's mistakes, one at a time: the board on the left;
// on the right the question, the computer's word on the last answer and
// the line, with Try again, Show the answer and Next mistake. It is a
// host.Screen.
type Screen struct {
	h      host.Host
	kind   boards.Kind
	a      *analysis.Analysis
	seat   int
	record string
	errs   []analysis.Move
	side   string // the seat's side, "White"

	index int       // the mistake on show
	game  core.Game // its position, on the stage
	// asked counts the answers sent to the computer: a verdict that comes
	// back for an earlier one (a position left since) is dropped.
	asked    int
	checking bool
	// over: the mistake was answered right or its answer shown; the
	// board takes no more answers until Try again.
	over bool

	ctx    context.Context
	cancel context.CancelFunc

	stage                              *Stage
	teach                              *Teaching
	heading, count, question, feedback *widget.Label
	line                               *widget.Label
	retry, answer, next                *widget.Button
	root                               fyne.CanvasObject
}

func newScreen(h host.Host, kind boards.Kind, g core.Game, a *analysis.Analysis, seat int, player string, back func()) (*Screen, error) {
	record, err := core.RecordText(g)
	if err != nil {
		return nil, err
	}
	s := &Screen{h: h, kind: kind, a: a, seat: seat, record: record, errs: a.Errors(seat)}
	s.side = kind.Adapt(g).SeatName(seat)
	s.ctx, s.cancel = context.WithCancel(h.Context())
	s.stage = NewStage(kind, s.try, s.refused)
	s.teach = NewTeaching(h)

	// The heading names the player, as the analysis's button did: the
	// side alone is the same for every game reviewed.
	s.heading = widgets.BoldLabel(lang.L("Learn from your mistakes: {{.Side}}", map[string]any{"Side": widgets.SeatLabel(player, s.side)}))
	s.heading.Truncation = fyne.TextTruncateEllipsis
	s.count = widget.NewLabel("")
	leave := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), h.ShowHome)
	if back != nil {
		leave = widget.NewButtonWithIcon(lang.L("Back to the analysis"), theme.NavigateBackIcon(), back)
	}
	top := container.NewBorder(nil, nil, leave, s.count, s.heading)

	s.question = widget.NewLabel("")
	s.question.Wrapping = fyne.TextWrapWord
	s.feedback = widget.NewLabel("")
	s.feedback.Wrapping = fyne.TextWrapWord
	s.line = widget.NewLabel("")
	s.line.Wrapping = fyne.TextWrapWord
	margin := widget.NewLabel(lang.L("An answer is right when it keeps your chance of winning within {{.Margin}} points of the best move's, by the computer's search.",
		map[string]any{"Margin": fmt.Sprintf("%.0f", Margin*100)}))
	margin.Wrapping = fyne.TextWrapWord
	margin.Importance = widget.LowImportance
	s.retry = widget.NewButtonWithIcon(lang.L("Try again"), theme.ViewRefreshIcon(), func() { s.showMistake(s.index) })
	s.answer = widget.NewButtonWithIcon(lang.L("Show the answer"), theme.VisibilityIcon(), s.showAnswer)
	s.next = widget.NewButtonWithIcon(lang.L("Next mistake"), theme.NavigateNextIcon(), func() { s.showMistake(s.index + 1) })
	s.next.IconPlacement = widget.ButtonIconTrailingText
	nav := container.NewHBox(s.retry, s.answer, layout.NewSpacer(), s.next)
	words := container.NewVBox(s.question, margin, widget.NewSeparator(), s.feedback, s.line)
	panel := container.NewBorder(nil, container.NewVBox(s.teach.Content(), nav), nil, nil, container.NewVScroll(words))

	split := container.NewHSplit(s.stage.Content(), panel)
	split.Offset = 0.6
	s.root = container.NewBorder(top, nil, nil, nil, split)
	if len(s.errs) == 0 {
		s.question.SetText(lang.L("No move of {{.Side}} was an inaccuracy or worse: nothing to learn from here.", map[string]any{"Side": s.side}))
		for _, b := range []*widget.Button{s.retry, s.answer, s.next} {
			b.Disable()
		}
		return s, nil
	}
	s.showMistake(0)
	return s, nil
}

// Title names the screen.
func (s *Screen) Title() string { return lang.L("Learn from your mistakes") }

// Content is the screen's content.
func (s *Screen) Content() fyne.CanvasObject { return s.root }

// Close stops a check under way and gives back the board.
func (s *Screen) Close() {
	s.cancel()
	s.stage.Close()
}

// showMistake puts mistake i's position on the board, its question
// asked afresh (nothing happens past the last).
func (s *Screen) showMistake(i int) {
	if i < 0 || i >= len(s.errs) {
		return
	}
	m := s.errs[i]
	g, err := analysis.Position(s.kind.Kind, s.record, m.Ply)
	if err != nil {
		s.h.ShowError(err)
		return
	}
	s.index, s.game, s.over, s.checking = i, g, false, false
	s.asked++ // a verdict still on its way is for the position left
	s.stage.Show(g)
	s.teach.Show(s.kind, func() (core.Game, error) { return analysis.Position(s.kind.Kind, s.record, m.Ply) })
	s.count.SetText(lang.L("{{.N}} of {{.Total}}", map[string]any{"N": i + 1, "Total": len(s.errs)}))
	s.question.SetText(lang.L("Move {{.Move}}: {{.Side}} played {{.Played}} ({{.Class}}: {{.Loss}} points of the chance of winning lost). Find a better move on the board.",
		map[string]any{"Move": m.Ply + 1, "Side": s.side, "Played": m.Played, "Class": classWords(m.Class), "Loss": fmt.Sprintf("%.0f", m.Loss*100)}))
	s.say("", widget.MediumImportance)
	s.line.SetText("")
	s.retry.Disable()
	s.answer.Enable()
	widgets.SetEnabled(s.next, i < len(s.errs)-1)
}

// try sends the answer a click chose to the computer (Stage's ask).
func (s *Screen) try(act core.Action) {
	if s.over || s.checking {
		return
	}
	m, move := s.errs[s.index], s.game.Format(act)
	if move == m.Played {
		s.say(lang.L("✗ {{.Move}} is the move played in the game: look for a better one.", map[string]any{"Move": move}), widget.DangerImportance)
		return
	}
	s.checking = true
	s.asked++
	asked := s.asked
	s.say(lang.L("The computer is checking {{.Move}}…", map[string]any{"Move": move}), widget.MediumImportance)
	widgets.BackgroundOr(s.h.Post, s.ctx, func(ctx context.Context) (Verdict, error) {
		// The search's own copy of the position: the board keeps drawing
		// the screen's.
		g, err := analysis.Position(s.kind.Kind, s.record, m.Ply)
		if err != nil {
			return Verdict{}, err
		}
		return Judge(ctx, s.kind.Kind, s.a, m, g, act)
	}, func(v Verdict) {
		if asked == s.asked {
			s.judged(act, move, v)
		}
	}, func(err error) {
		if asked == s.asked {
			s.checking = false
			s.h.ShowError(err)
		}
	})
}

// judged shows the computer's verdict on the answer move (act).
func (s *Screen) judged(act core.Action, move string, v Verdict) {
	s.checking = false
	m := s.errs[s.index]
	words := map[string]any{"Move": move, "Chance": percent(v.Chance), "Best": percent(m.Before[m.Seat])}
	if !v.Right {
		s.say(lang.L("✗ Not this one: after {{.Move}} your chance of winning is {{.Chance}}, after the best move {{.Best}}. Try another move, or show the answer.", words), widget.DangerImportance)
		s.retry.Enable()
		return
	}
	s.over = true
	if err := s.stage.Play(act); err != nil {
		s.h.ShowError(err)
	}
	s.say(lang.L("✓ Right: after {{.Move}} your chance of winning is {{.Chance}}, as good as after the best move ({{.Best}}).", words), widget.SuccessImportance)
	s.showLine(m)
	s.retry.Enable()
	s.answer.Disable()
}

// showAnswer draws the best move on the position and writes its line.
func (s *Screen) showAnswer() {
	if s.checking {
		return
	}
	m := s.errs[s.index]
	s.over = true
	s.stage.Show(s.game)
	if best, err := s.game.Parse(m.Best); err == nil {
		s.stage.Hint(best)
	}
	s.say(lang.L("The best move was {{.Move}}: your chance of winning after it is {{.Chance}}.", map[string]any{"Move": m.Best, "Chance": percent(m.Before[m.Seat])}), widget.WarningImportance)
	s.showLine(m)
	s.retry.Enable()
	s.answer.Disable()
}

func (s *Screen) showLine(m analysis.Move) {
	s.line.SetText(lang.L("The computer's line: {{.Line}}", map[string]any{"Line": strings.Join(m.Line, " ")}))
}

// refused shows why the rules refuse a click (Stage's refused).
func (s *Screen) refused(err error) {
	if err != nil && !s.over && !s.checking {
		s.say("✗ "+lang.Refusal(err), widget.DangerImportance)
	}
}

func (s *Screen) say(text string, imp widget.Importance) {
	s.feedback.Importance = imp
	s.feedback.SetText(text)
}

// percent writes a chance of winning, 0 to 1, as "63%".
func percent(c float64) string { return fmt.Sprintf("%.0f%%", c*100) }

// classWords is an error's class in words, translated.
func classWords(c analysis.Class) string {
	switch c {
	case analysis.Inaccuracy:
		return lang.L("inaccuracy")
	case analysis.Mistake:
		return lang.L("mistake")
	}
	return lang.L("blunder")
}
