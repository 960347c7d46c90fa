package play

import (
	"context"
	"fmt"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	"xima/storage"
	"xima/ui/boards"
	"xima/ui/host"
	"xima/ui/lang"
	"xima/ui/rules"
	"xima/ui/session"
	"xima/ui/widgets"
)

// Screen is a game in play, any game: the board, the seats with their
// figures and clocks, the moves, and the controls, with what the game's
// board adds (boards' optional faces). It plays through a play session,
// which keeps the clocks, saves every action in the background and
// stores the finished game.
type Screen struct {
	host   Host
	setup  Setup
	game   boards.Game
	sess   *session.Session
	ctx    context.Context
	cancel context.CancelFunc
	root   fyne.CanvasObject
	// ctl are the controls: actions, move box, status, moves.
	ctl *widgets.PlayControls
	// status are the seats' figures (nil for a game with its own seat
	// panels); clocks their time left; names their players' labels.
	status []*widget.Label
	names  []*widget.Label
	clocks []*widget.Label
	// turn says who plays and what they can do (boards.Game.Turn).
	turn *widget.Label
	// full shows the board alone, with the player to move (swatch,
	// toMove) and the last move (last) over it.
	full   *widgets.FullScreen
	swatch *canvas.Rectangle
	toMove *widget.Label
	last   *widget.Label
	// browse shows an earlier position while the game waits.
	browse *browser
	// endContent is the end dialog's body, the figures tests read.
	endContent fyne.CanvasObject
}

var _ boards.Table = (*Screen)(nil)

// Start shows a new game set up as st, or says why it cannot start.
func Start(h Host, st Setup) {
	g, err := st.newGame(h, h.Seed())
	if err != nil {
		h.ShowError(err)
		return
	}
	Show(h, st, g, nil)
}

// Show shows the play screen of g, a new game or the saved game being
// resumed, or says why it cannot start.
func Show(h Host, st Setup, g boards.Game, saved *storage.SavedGame) {
	p, err := NewScreen(h, st, g, saved)
	if err != nil {
		h.ShowError(err)
		return
	}
	h.Show(p)
}

// NewScreen makes the play screen of g, resuming saved when not nil.
func NewScreen(h Host, st Setup, g boards.Game, saved *storage.SavedGame) (*Screen, error) {
	kind := st.Kind
	p := &Screen{host: h, setup: st, game: g}
	p.ctx, p.cancel = context.WithCancel(h.Context())
	seats := make([]session.Seat, len(st.Seats))
	for i, seat := range st.Seats {
		seats[i] = session.Seat{ProfileID: seat.ProfileID, Name: seat.Name, Computer: seat.Computer}
	}
	var err error
	p.sess, err = session.New(p.ctx, session.Config{
		Kind: session.KindOf(kind.Kind), Game: g.Engine(), Seats: seats,
		Rated: st.Rated, Mode: session.Mode(seats), Clock: st.Clock, Store: storeOf(h), Now: h.Now, Saved: saved,
		OnSaveError: func(err error) { host.SaveFailed(h, err) }, OnSaveRecovered: func() { host.SavedAgain(h) }, Post: h.Post,
		OnFinished: p.showEnd, Computers: h.Computers(kind.Name),
		OnComputer: p.playComputer, OnComputerError: func(err error) { p.ctl.ComputerFailed(err) },
		OnCue: cuesOf(h),
	})
	if err != nil {
		p.cancel()
		return nil, err
	}
	h.Track(p.sess)
	if t, ok := g.(boards.AtTable); ok {
		t.SetTable(p)
	}
	g.SetPlay(p.playAction)
	g.SetOnPlayed(p.refresh)
	p.build()
	g.SetOnRefused(p.explain)
	p.refresh()
	if st.Clock.Timed() && !h.NoTicker() {
		go widgets.RunClock(p.ctx, p.sess, p.tick)
	}
	return p, nil
}

func (p *Screen) build() {
	g, st := p.game, p.setup
	p.browse = newBrowser(p)
	cfg := widgets.PlayConfig{
		Host: p.host, Session: p.sess, Board: container.NewStack(g.Board(), p.browse.holder),
		Hints:       p.host.Computers(st.Kind.Name).New != nil,
		Placeholder: lang.L("Type a move"),
		SeatLabel:   p.seatLabel,
		Submit:      p.submit,
		Changed:     p.refresh,
		Refresh:     p.refresh,
		Rules:       func() { rules.ShowOn(p.host, st.Kind.Name) },
	}
	if ph, ok := g.(boards.Placeholder); ok {
		cfg.Placeholder = ph.Placeholder()
	}
	if h, ok := g.(boards.Hints); ok {
		cfg.OnHint = h.ShowHint
	}
	if s, ok := g.(boards.Seated); ok {
		cfg.InGame = s.InGame
	}
	p.ctl = widgets.NewPlayControls(cfg)
	p.ctl.Moves.OnSelected = func(i int) { p.browse.show(i + 1) }
	// The figures of the game as it stands; while browsing, those of the
	// position on show take their place.
	live := container.NewVBox(p.seatPanels())
	var tools []fyne.CanvasObject
	if more, ok := g.(boards.Panels); ok {
		live.Objects = append(live.Objects, more.Panels()...)
		tools = more.Tools()
	}
	p.browse.live = live
	p.turn = widgets.BoldLabel("")
	p.turn.Wrapping = fyne.TextWrapWord
	rows := []fyne.CanvasObject{live, p.browse.figures, p.turn, p.browse.Back}

	p.swatch = canvas.NewRectangle(color.Transparent)
	p.swatch.SetMinSize(fyne.NewSize(14, 14))
	p.toMove = widgets.BoldLabel("")
	p.last = widget.NewLabel("")
	overlay := container.NewVBox(container.NewHBox(container.NewCenter(p.swatch), p.toMove), p.last)
	p.full = widgets.NewFullScreen(p.host.Window(), p.ctl.BoardArea, overlay)
	tools = append(tools, p.full.Button)
	split := container.NewHSplit(p.full.Slot(), p.ctl.Panel(rows, container.NewHBox(tools...)))
	split.Offset = 0.6
	p.root = p.full.Root(split)
}

// seatPanels are the seats: the game's own panels, or each player's name,
// clock and figures (boards.Game.Status).
func (p *Screen) seatPanels() fyne.CanvasObject {
	seats := container.NewVBox()
	own, hasOwn := p.game.(boards.SeatPanels)
	for i, seat := range p.setup.Seats {
		if hasOwn {
			panel, clock := own.SeatPanel(i, seat.Name)
			p.clocks = append(p.clocks, clock)
			seats.Add(panel)
			continue
		}
		name := widgets.BoldLabel(widgets.SeatLabel(seat.Name, p.game.SeatName(i)))
		name.Truncation = fyne.TextTruncateEllipsis
		status := widget.NewLabel("")
		status.Wrapping = fyne.TextWrapWord
		clock := widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true, Bold: true})
		p.names = append(p.names, name)
		p.status = append(p.status, status)
		p.clocks = append(p.clocks, clock)
		seats.Add(widgets.Compact(widgets.CompactColumn(widgets.CompactRow(nil, name, clock), status)))
	}
	return seats
}

func (p *Screen) Title() string {
	return lang.L("{{.Game}} game", map[string]any{"Game": p.setup.Kind.Name})
}
func (p *Screen) Content() fyne.CanvasObject { return p.root }

// Close leaves full screen, stops the clock's ticker, has the session
// save the game where it stands (in the background) and gives back what
// the boards hold (a 3D view's GPU resources).
func (p *Screen) Close() {
	p.full.Set(false)
	p.cancel()
	p.sess.Close()
	p.browse.close()
	boards.CloseIfCloser(p.game)
}

// Game is the game on the board; Session the play session; Controls the
// screen's controls; Turn the line saying who plays; EndContent the end
// dialog's body once shown; SeatClock a seat's clock. Tests read them.
func (p *Screen) Game() boards.Game                { return p.game }
func (p *Screen) Session() *session.Session        { return p.sess }
func (p *Screen) Controls() *widgets.PlayControls  { return p.ctl }
func (p *Screen) Turn() *widget.Label              { return p.turn }
func (p *Screen) EndContent() fyne.CanvasObject    { return p.endContent }
func (p *Screen) FullScreen() *widgets.FullScreen  { return p.full }
func (p *Screen) Setup() Setup                     { return p.setup }
func (p *Screen) SeatClock(seat int) *widget.Label { return p.clocks[seat] }

// Browsing is the step of the earlier position on show, if any; Back is
// the way back to the game; Browsed the replay shown meanwhile; Figures
// the seat panels of the position browsed and of the game as it stands.
func (p *Screen) Browsing() (step int, on bool) { return p.browse.step, p.browse.on() }
func (p *Screen) Back() *widget.Button          { return p.browse.Back }
func (p *Screen) Browsed() boards.Replayer      { return p.browse.rep }
func (p *Screen) Figures() (browsed *fyne.Container, live fyne.CanvasObject) {
	return p.browse.figures, p.browse.live
}

// Play plays an action as a click on the board does.
func (p *Screen) Play(a core.Action) error { return p.playAction(a) }

// Refresh shows the game as it stands.
func (p *Screen) Refresh() { p.refresh() }

// SeatLabel is seat's player and side: "Computer (level 3: club player) (White)".
func (p *Screen) SeatLabel(seat int) string { return p.seatLabel(seat) }

// Roll rolls the dice for the player to move (boards.Table).
func (p *Screen) Roll() error {
	if _, err := p.sess.Roll(); err != nil {
		p.ctl.Fail(err)
		return err
	}
	p.changed()
	return nil
}

// CanAct reports whether a person may act now (boards.Table): not while
// an earlier position is browsed either.
func (p *Screen) CanAct() bool {
	return !p.sess.Over() && !p.sess.Paused() && !p.sess.ComputerToMove() && !p.browse.on()
}

// Changed shows the game after the board changed it (boards.Table).
func (p *Screen) Changed() { p.changed() }

// changed clears the hint and the problem, and shows the game as it
// stands.
func (p *Screen) changed() {
	p.ctl.Clear()
	p.refresh()
}

// refresh shows the game as it stands.
func (p *Screen) refresh() {
	// The board first: it drops a selection the game has moved past, which
	// the turn's line then no longer offers.
	p.game.Refresh()
	g := p.sess.Game()
	over := g.Result().Over
	for i := range p.status {
		p.status[i].SetText(p.game.Status(i))
		p.names[i].Importance = widget.MediumImportance
		if !over && i == g.ToMove() {
			p.names[i].Importance = widget.HighImportance
		}
		p.names[i].Refresh()
	}
	p.refreshClocks()
	rows := p.moveRows()
	switch {
	case p.browse.on() && (p.browse.wentOn() || p.sess.Paused()):
		// The game went on, or hides its position while paused: back to it.
		p.browse.leave()
		return
	case p.browse.on():
		p.ctl.Moves.Set(rows, p.browse.step-1)
	default:
		turn := ""
		if doing := p.game.Turn(); doing != "" && p.CanAct() {
			turn = p.seatLabel(g.ToMove()) + ": " + doing
		}
		p.turn.SetText(turn)
		p.ctl.Moves.Set(rows, len(rows)-1)
	}
	p.ctl.Update()
	if p.browse.on() {
		// Nothing is played on a browsed position: the move box and the
		// hint wait for Back to the game.
		widgets.SetEnabled(p.ctl.Entry, false)
		widgets.SetEnabled(p.ctl.Submit, false)
		widgets.SetEnabled(p.ctl.Hint, false)
	}
	p.showOverlay(rows)
}

// moveRows are the move list's rows: the game's own, or a ply a row.
func (p *Screen) moveRows() []string {
	if own, ok := p.game.(boards.MoveRows); ok {
		return own.MoveRows()
	}
	var rows []string
	for i, m := range p.game.Moves() {
		rows = append(rows, fmt.Sprintf("%d. %s", i+1, widgets.MoveWords(m)))
	}
	return rows
}

// showOverlay writes the full-screen board's essentials: who is to move
// (or the outcome) and the last move of rows.
func (p *Screen) showOverlay(rows []string) {
	g := p.sess.Game()
	if g.Result().Over {
		p.swatch.Hide()
		p.toMove.SetText(p.ctl.Status.Text)
	} else {
		p.swatch.Hide()
		if c, ok := p.game.(boards.SeatColours); ok {
			p.swatch.FillColor = c.SeatColour(g.ToMove())
			p.swatch.Show()
			p.swatch.Refresh()
		}
		p.toMove.SetText(lang.L("{{.Player}} to move", map[string]any{"Player": p.seatLabel(g.ToMove())}))
	}
	last := ""
	if len(rows) > 0 {
		last = lang.L("Last: {{.Move}}", map[string]any{"Move": rows[len(rows)-1]})
	}
	p.last.SetText(last)
}

// refreshClocks shows each seat's time left, the low ones in red.
func (p *Screen) refreshClocks() {
	if !p.sess.Clock().Timed() {
		return
	}
	for i, l := range p.clocks {
		widgets.ShowClock(l, p.sess.Remaining(i), p.sess.LowTime(i))
	}
}

// Tick makes a player whose time ran out lose, and shows the clocks (the
// clock's ticker calls it; tests call it by hand).
func (p *Screen) Tick() { p.tick() }

func (p *Screen) tick() {
	if p.ctx.Err() != nil {
		return
	}
	if p.sess.Tick() {
		p.changed()
		return
	}
	p.refreshClocks()
}

// playAction plays an action the board chose; on a computer's turn the
// board's clicks play nothing.
func (p *Screen) playAction(a core.Action) error {
	if p.sess.ComputerToMove() {
		p.ctl.Fail(session.ErrComputerTurn)
		return session.ErrComputerTurn
	}
	if err := p.sess.Play(a); err != nil {
		p.ctl.Fail(err)
		return err
	}
	p.changed()
	return nil
}

// explain shows why the board refused a click, or clears the problem line
// when it selected instead; on the computer's turn the clicks are not the
// player's, so that is the reason.
func (p *Screen) explain(err error) {
	if err != nil && p.sess.ComputerToMove() {
		err = session.ErrComputerTurn
	}
	p.ctl.Explain(err)
}

// submit plays a move typed in the game's notation.
func (p *Screen) submit(text string) error {
	if _, err := p.sess.PlayText(text); err != nil {
		if r, ok := p.game.(boards.TypedRefusals); ok {
			r.ShowRefusal(err)
		}
		return err
	}
	p.changed()
	return nil
}

// playComputer plays the computer's action as a click on the board would.
func (p *Screen) playComputer(a core.Action) {
	if err := p.sess.Play(a); err != nil {
		p.ctl.Fail(err)
	}
	p.changed()
}

// seatLabel is seat's player and side: "Computer (level 3: club player) (White)".
func (p *Screen) seatLabel(seat int) string {
	return widgets.SeatLabel(p.setup.Seats[seat].Name, p.game.SeatName(seat))
}

// TypedKey switches the full-screen board on F11 and leaves it on Esc;
// the arrow keys browse the moves played (Esc back to the game); else the
// board takes the key (Esc clears a selection).
func (p *Screen) TypedKey(k *fyne.KeyEvent) {
	if p.full.TypedKey(k) || p.browse.typedKey(k) {
		return
	}
	if keys, ok := p.game.(boards.Keys); ok {
		keys.TypedKey(k)
	}
}

// showEnd shows how the game ended and the rating changes, once the
// session has stored it.
func (p *Screen) showEnd(f session.Finished) {
	if f.Err != nil {
		p.host.ShowError(fmt.Errorf("%s: %w", lang.L("saving the finished game"), f.Err))
	}
	p.refresh()
	_, winner, reason := p.game.Result()
	head := lang.L("Draw: {{.Reason}}", map[string]any{"Reason": reason})
	if len(p.setup.Seats) == 1 {
		head = lang.L("Not solved: {{.Reason}}", map[string]any{"Reason": reason})
	}
	if winner >= 0 {
		head = lang.L("{{.Player}} wins: {{.Reason}}", map[string]any{"Player": p.seatLabel(winner), "Reason": reason})
	}
	body := container.NewVBox(widgets.BoldLabel(head))
	if table, ok := p.game.(boards.EndTable); ok {
		body.Add(table.EndTable(p.seatLabel, f.Ratings))
	} else {
		for i := range p.setup.Seats {
			line := p.seatLabel(i) + ": " + p.game.Status(i)
			if i < len(f.Ratings) {
				rc := f.Ratings[i]
				line += fmt.Sprintf(" · %s %.1f → %.1f (%+.1f)", lang.L("Rating"), rc.Before, rc.After, rc.Delta)
			}
			body.Add(widget.NewLabel(line))
		}
	}
	p.endContent = body
	ch := widgets.EndChoices{
		Replay:  func() { replayAt(p.host, p.setup.Kind, p.game.Engine(), p.setup.names(), math.MaxInt, f.Game.ID) },
		Rematch: func() { Start(p.host, p.setup) },
	}
	if a, ok := p.host.(Analyser); ok {
		ch.Analyse = func() { a.ShowAnalysis(p.setup.Kind, p.game.Engine(), p.setup.names(), f.Game.ID) }
	}
	if f.Game.ID != 0 {
		ch.Export = func() { p.host.ExportRecord(f.Game) }
	}
	eh, ok := p.host.(EventHost)
	if !ok || f.Game.ID == 0 {
		p.ctl.ShowEnd(head, body, ch)
		return
	}
	// An event's game goes back to its event instead of a rematch, which
	// would be no table's game; Rematch waits for the look-up, and a
	// failed look-up offers it.
	ch.Asking = true
	answer := p.ctl.ShowEnd(head, body, ch)
	db, game, started := p.host.DB(), f.Game.Game, f.Game.Started
	widgets.BackgroundOr(p.host.Post, p.ctx, func(ctx context.Context) (int64, error) {
		return db.EventOfGame(ctx, game, started)
	}, func(event int64) {
		if event == 0 {
			answer(nil)
			return
		}
		answer(func() { eh.ShowEvent(event) })
	}, func(error) { answer(nil) })
}
