package widgets

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/ui/host"
	"xima/ui/lang"
	"xima/ui/session"
)

// PlayConfig is what a play screen tells its controls.
type PlayConfig struct {
	Host    host.Host
	Session *session.Session
	// Board is the game's board, which a pause hides.
	Board fyne.CanvasObject
	// Hints says whether the game has a computer player to ask for hints.
	Hints bool
	// Placeholder is the move box's example: "Type a move".
	Placeholder string
	// SeatLabel names a seat's player and side: "Ana (Red)".
	SeatLabel func(seat int) string
	// InGame reports whether a seat still plays (a Xima player of three or
	// four who resigned does not); nil when every seat plays to the end.
	InGame func(seat int) bool
	// Submit plays what was typed in the move box.
	Submit func(text string) error
	// Changed shows the game after it changed (an action, an undo, a
	// resignation, a pause): the screen drops its selection and refreshes.
	Changed func()
	// Refresh shows the game as it stands; the screen calls Update.
	Refresh func()
	// OnHint marks the hinted action on the board; nil when naming it in
	// the status line is all.
	OnHint func(a core.Action)
	// Rules shows the game's rules over the screen (the "?" button); nil
	// for none.
	Rules func()
}

// PlayControls are what every play screen shows beside its board and
// seats, written once for every game: the actions row (Undo, Pause,
// Resign, Home), the move box and its problem line, the status line with
// Result, Hint and Step, and the moves list; and the session's calls
// behind them. A pause hides the board (BoardArea).
type PlayControls struct {
	cfg  PlayConfig
	sess *session.Session

	Undo, Pause, Resign, Home *widget.Button
	// Agree offers to end the game by agreement, where its rules allow it.
	Agree *widget.Button
	// Help opens the game's rules (PlayConfig.Rules).
	Help *widget.Button
	// Result shows the game-over dialog again once it was put away.
	Result, Hint, Step *widget.Button
	Entry              *widget.Entry
	// Submit plays what the move box holds; it waits when the box does.
	Submit *widget.Button
	// Problem says why the last thing asked was refused.
	Problem *widget.Label
	// Status says whose computer is thinking, the hint found, or how the
	// game ended.
	Status *widget.Label
	Moves  *MoveList
	// BoardArea holds the board, or a notice while the game is paused.
	BoardArea *fyne.Container
	paused    fyne.CanvasObject

	hintText string
	outcome  string
	// End is the game-over dialog, once the game has ended.
	End dialog.Dialog
}

// NewPlayControls makes the controls of a play screen.
func NewPlayControls(cfg PlayConfig) *PlayControls {
	c := &PlayControls{cfg: cfg, sess: cfg.Session}
	c.Undo = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), c.undo)
	c.Pause = widget.NewButtonWithIcon(lang.L("Pause"), theme.MediaPauseIcon(), c.togglePause)
	c.Resign = widget.NewButtonWithIcon(lang.L("Resign"), theme.CancelIcon(), c.AskResign)
	c.Home = widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), cfg.Host.ShowHome)
	c.Agree = widget.NewButtonWithIcon(lang.L("Agree to end"), theme.ConfirmIcon(), c.offerAgreement)
	SetVisible(c.Agree, c.sess.CanAgree())
	c.Help = widget.NewButtonWithIcon("", theme.HelpIcon(), cfg.Rules)
	if cfg.Rules == nil {
		c.Help.Hide()
	}
	c.Result = widget.NewButtonWithIcon(lang.L("Result"), theme.InfoIcon(), func() {
		if c.End != nil {
			c.End.Show()
		}
	})
	c.Result.Hide()
	c.Hint = widget.NewButtonWithIcon(lang.L("Hint"), theme.QuestionIcon(), c.askHint)
	c.Step = widget.NewButtonWithIcon(lang.L("Step"), theme.MediaSkipNextIcon(), c.step)
	c.Entry = widget.NewEntry()
	c.Entry.SetPlaceHolder(cfg.Placeholder)
	c.Entry.OnSubmitted = c.submit
	c.Submit = widget.NewButton(lang.L("Play"), func() { c.submit(c.Entry.Text) })
	c.Problem = widget.NewLabel("")
	c.Problem.Importance = widget.DangerImportance
	c.Problem.Wrapping = fyne.TextWrapWord
	c.Problem.Hide()
	c.Status = widget.NewLabel("")
	c.Status.Importance = widget.HighImportance
	c.Status.Truncation = fyne.TextTruncateEllipsis
	c.Moves = NewMoveList()
	c.paused = container.NewCenter(BoldLabel(lang.L("Paused")))
	c.paused.Hide()
	c.BoardArea = container.NewStack(cfg.Board, c.paused)
	if c.sess.Rated() {
		c.Undo.Hide()
		c.Pause.Hide()
	}
	if c.sess.Rated() || !cfg.Hints {
		c.Hint.Hide()
	}
	return c
}

// Panel lays out the side of a play screen: the actions row on top, then
// rows (the seats, the turn's own controls), the move box, the problem and
// status lines, and the moves list under its heading (with tools beside
// it, or nil), which takes the height left and alone scrolls. Nothing but
// the moves sits in a scroll, so no control falls below the fold.
func (c *PlayControls) Panel(rows []fyne.CanvasObject, tools fyne.CanvasObject) fyne.CanvasObject {
	actions := container.NewHBox(c.Undo, c.Pause, c.Resign, c.Agree, layout.NewSpacer(), c.Home)
	heading := container.NewHBox(BoldLabel(lang.L("Moves")), layout.NewSpacer())
	if tools != nil {
		heading.Add(tools)
	}
	top := container.NewVBox(actions, widget.NewSeparator())
	for _, r := range rows {
		top.Add(r)
	}
	top.Add(container.NewBorder(nil, nil, nil, c.Submit, c.Entry))
	top.Add(c.Problem)
	// "?" sits beside the status line, which gives way (it truncates), so
	// the panel is no wider for it.
	top.Add(container.NewBorder(nil, nil, nil, container.NewHBox(c.Result, c.Hint, c.Step, c.Help), c.Status))
	top.Add(heading)
	return container.NewBorder(top, nil, nil, nil, c.Moves.List)
}

// Update sets the controls for the game as it stands: what may be pressed,
// Pause or Resume, the board or the pause's notice, the status line.
func (c *PlayControls) Update() {
	s := c.sess
	over, paused, computer := s.Over(), s.Paused(), s.ComputerToMove()
	SetEnabled(c.Undo, !over && !s.Rated() && len(s.Game().Moves()) > 0 && (!paused || s.Demo()))
	SetEnabled(c.Pause, !over)
	SetEnabled(c.Resign, len(c.resigners()) > 0)
	SetEnabled(c.Agree, s.CanAgree() && !paused)
	SetEnabled(c.Entry, !over && !paused && !computer && !s.NeedsRoll())
	SetEnabled(c.Submit, !c.Entry.Disabled())
	SetVisible(c.Step, paused && s.HasComputer())
	SetEnabled(c.Step, computer && s.Thinking() < 0)
	SetEnabled(c.Hint, !over && !paused && !computer && !s.NeedsRoll() && !s.HintPending())
	SetVisible(c.Result, over && c.End != nil)
	if paused {
		c.Pause.SetText(lang.L("Resume"))
		c.Pause.SetIcon(theme.MediaPlayIcon())
	} else {
		c.Pause.SetText(lang.L("Pause"))
		c.Pause.SetIcon(theme.MediaPauseIcon())
	}
	// A paused clocked game hides its position: no thinking on the
	// opponent's time.
	if paused != c.paused.Visible() {
		SetVisible(c.paused, paused)
		SetVisible(c.cfg.Board, !paused)
		c.BoardArea.Refresh()
	}
	c.Status.SetText(c.statusText())
}

// Clear drops the hint shown and the problem: the game moved on.
func (c *PlayControls) Clear() {
	c.hintText = ""
	c.showProblem("")
}

// Fail shows what went wrong with the last thing asked: an engine's
// refusal in the player's language (lang.Refusal), any other error as it
// reads.
func (c *PlayControls) Fail(err error) { c.showProblem(problemWords(err)) }

// problemWords says err in the player's language: the session's own
// refusal, or an engine's (lang.Refusal).
func problemWords(err error) string {
	if errors.Is(err, session.ErrComputerTurn) {
		return lang.L("The computer is to move.")
	}
	return lang.Refusal(err)
}

// Explain shows why the board refused the last click, or clears the
// problem line when err is nil (the click was taken).
func (c *PlayControls) Explain(err error) {
	if err == nil {
		c.showProblem("")
		return
	}
	c.Fail(err)
}

// showProblem shows text on the problem line, which takes no room while
// there is none.
func (c *PlayControls) showProblem(text string) {
	c.Problem.SetText(text)
	SetVisible(c.Problem, text != "")
}

// ComputerFailed tells that a computer could not choose an action
// (session.Config.OnComputerError).
func (c *PlayControls) ComputerFailed(err error) {
	c.cfg.Refresh()
	c.Fail(err)
}

// statusText says whose computer is thinking, that a hint is being looked
// for, the hint found, or how the game ended.
func (c *PlayControls) statusText() string {
	switch {
	case c.sess.Over():
		return c.outcome
	case c.sess.Thinking() >= 0:
		return lang.L("{{.Player}} is thinking…", map[string]any{"Player": c.cfg.SeatLabel(c.sess.Thinking())})
	case c.sess.HintPending():
		return lang.L("Looking for a hint…")
	}
	return c.hintText
}

func (c *PlayControls) submit(text string) {
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	if c.sess.ComputerToMove() {
		c.Fail(session.ErrComputerTurn)
		return
	}
	if err := c.cfg.Submit(text); err != nil {
		c.showProblem(text + ": " + lang.Refusal(err))
		return
	}
	c.Entry.SetText("")
}

// undo takes back the last action (against the computer, back to the
// person's turn); time spent is not given back.
func (c *PlayControls) undo() {
	if err := c.sess.Undo(); err != nil {
		c.Fail(err)
		return
	}
	c.Clear()
	c.cfg.Changed()
}

func (c *PlayControls) togglePause() {
	if c.sess.Paused() {
		c.sess.Resume()
	} else if err := c.sess.Pause(); err != nil {
		c.Fail(err)
		return
	}
	c.cfg.Changed()
}

// step has the computer to move play one action while paused.
func (c *PlayControls) step() {
	if err := c.sess.Step(); err != nil {
		c.Fail(err)
	}
	c.cfg.Refresh()
}

// askHint has the strongest level look for the mover's action, off the
// screen's goroutine, then names it in the status line ("Hint: B2C3") and
// has the screen mark it.
func (c *PlayControls) askHint() {
	err := c.sess.Hint(func(a core.Action, err error) {
		if err != nil {
			c.Fail(err)
		} else {
			c.hintText = lang.L("Hint: {{.Move}}", map[string]any{"Move": c.sess.Game().Format(a)})
			if c.cfg.OnHint != nil {
				c.cfg.OnHint(a)
			}
		}
		c.cfg.Refresh()
	})
	if err != nil {
		c.Fail(err)
	}
	c.cfg.Refresh()
}

// resigners are the seats that may resign now: the people still playing,
// whoever is to move.
func (c *PlayControls) resigners() []int {
	if c.sess.Over() {
		return nil
	}
	var out []int
	for i, seat := range c.sess.Seats() {
		if seat.Computer == 0 && (c.cfg.InGame == nil || c.cfg.InGame(i)) {
			out = append(out, i)
		}
	}
	return out
}

// AskResign asks who resigns (a menu of the people still playing, when
// more than one), then for a confirmation: anyone may resign at any time.
func (c *PlayControls) AskResign() {
	seats := c.resigners()
	switch len(seats) {
	case 0:
		return
	case 1:
		c.confirmResign(seats[0])
		return
	}
	var items []*fyne.MenuItem
	for _, seat := range seats {
		label := lang.L("{{.Player}} resigns…", map[string]any{"Player": c.cfg.SeatLabel(seat)})
		items = append(items, fyne.NewMenuItem(label, func() { c.confirmResign(seat) }))
	}
	cv := c.cfg.Host.Window().Canvas()
	widget.ShowPopUpMenuAtRelativePosition(fyne.NewMenu("", items...), cv, fyne.NewPos(0, c.Resign.Size().Height), c.Resign)
}

func (c *PlayControls) confirmResign(seat int) {
	dialog.ShowConfirm(lang.L("Resign"), lang.L("{{.Player}} resigns the game?", map[string]any{"Player": c.cfg.SeatLabel(seat)}), func(ok bool) {
		if ok {
			c.ResignSeat(seat)
		}
	}, c.cfg.Host.Window())
}

// offerAgreement offers, for the player to move, to end the game by
// agreement as its rules score it: the computers at the table answer
// (they accept unless they think they are ahead), people at a shared
// table by the dialog.
func (c *PlayControls) offerAgreement() {
	player := c.cfg.SeatLabel(c.sess.Game().ToMove())
	question := lang.L("{{.Player}} offers to end the game by agreement. Do the other players accept?", map[string]any{"Player": player})
	if c.sess.HasComputer() {
		if err := c.sess.ComputersAccept(); err != nil {
			c.showProblem(lang.L("The computer plays on: it thinks it stands better, or has not played yet."))
			return
		}
		question = lang.L("The computer accepts. End the game by agreement?")
	}
	dialog.ShowConfirm(lang.L("Agree to end"), question, func(ok bool) {
		if !ok {
			return
		}
		if err := c.sess.Agree(); err != nil {
			c.Fail(err)
			return
		}
		c.Clear()
		c.cfg.Changed()
	}, c.cfg.Host.Window())
}

// ResignSeat takes seat's player out of the game.
func (c *PlayControls) ResignSeat(seat int) {
	if err := c.sess.Resign(seat); err != nil {
		c.Fail(err)
		return
	}
	c.Clear()
	c.cfg.Changed()
}

// EndChoices are what the game-over dialog offers beyond putting it away
// to look at the final position: Export saves the record to a file (nil
// when the game could not be stored), Analyse opens the computer's
// analysis (nil: no button). Asking says the game may be a club
// event's, still being looked up: Rematch shows disabled until ShowEnd's
// answer says which way on to offer.
type EndChoices struct {
	Replay, Rematch, Export, Analyse func()
	Asking                           bool
}

// ShowEnd shows the game-over dialog: body (which says the outcome, also
// kept for the status line), then View board, Replay, Export…, Home and
// Rematch. View board puts it away, leaving the final position in view;
// Result brings it back. It returns the answer to ch.Asking: given the
// way back to the game's event, the last button becomes Back to the event
// (a rematch would be no table's game); given nil, Rematch is enabled.
func (c *PlayControls) ShowEnd(outcome string, body fyne.CanvasObject, ch EndChoices) (answer func(event func())) {
	c.outcome = outcome
	var d dialog.Dialog
	view := widget.NewButtonWithIcon(lang.L("View board"), theme.VisibilityIcon(), func() { d.Hide() })
	replay := widget.NewButtonWithIcon(lang.L("Replay"), theme.MediaReplayIcon(), func() {
		d.Hide()
		ch.Replay()
	})
	export := widget.NewButtonWithIcon(lang.L("Export…"), theme.DocumentSaveIcon(), ch.Export)
	if ch.Export == nil {
		export.Disable()
	}
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), func() {
		d.Hide()
		c.cfg.Host.ShowHome()
	})
	next := widget.NewButtonWithIcon(lang.L("Rematch"), theme.ViewRefreshIcon(), func() {
		d.Hide()
		ch.Rematch()
	})
	next.Importance = widget.HighImportance
	if ch.Asking {
		next.Disable()
	}
	answer = func(event func()) {
		if event != nil {
			next.SetText(lang.L("Back to the event"))
			next.SetIcon(theme.NavigateBackIcon())
			next.OnTapped = func() {
				d.Hide()
				event()
			}
			d.Resize(d.MinSize()) // room for the longer text
		}
		next.Enable()
	}
	row := []fyne.CanvasObject{view, replay, export}
	if ch.Analyse != nil {
		row = append(row, widget.NewButtonWithIcon(lang.L("Analyse"), theme.SearchIcon(), func() {
			d.Hide()
			ch.Analyse()
		}))
	}
	buttons := container.NewHBox(append(row, layout.NewSpacer(), home, next)...)
	d = dialog.NewCustomWithoutButtons(lang.L("Game over"), container.NewVBox(body, buttons), c.cfg.Host.Window())
	c.End = d
	d.Show()
	c.cfg.Refresh()
	return answer
}
