// Package analysis is the computer's analysis of a game on screen, for
// any of the window's games: the board at each step with the better move
// drawn where the move played was not the best, the evaluation graph
// (each seat's chance of winning), the moves classed, the better move's
// line in words, a summary per player and the way to learn from a
// player's mistakes. The computer works in the background, with progress
// and Cancel; a finished game's analysis is kept in the club's file and
// reused when the game is opened again.
package analysis

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	an "xima/games/analysis"
	"xima/games/core"
	"xima/storage"
	"xima/ui/boards"
	"xima/ui/host"
	"xima/ui/lang"
	"xima/ui/mistakes"
	"xima/ui/widgets"
)

// Game is a game to analyse: a game of Kind, its seats' names, and its
// finished game's id in the club's file (0 for a game not there, a book's:
// its analysis is kept with the screen only).
type Game struct {
	Kind  boards.Kind
	Game  core.Game
	Names []string
	ID    int64
}

// moveTimes are the times per position the screen offers; the default is
// analysis.DefaultMoveTime.
var moveTimes = []time.Duration{100 * time.Millisecond, an.DefaultMoveTime, time.Second}

// Seed is the search's seed: the same game analysed twice at the same
// setting gets the same judgement but for timing.
const Seed = 1

// Show opens the analysis of g: the stored one when it searched as hard
// as the default asks, else a new one.
func Show(h host.Host, g Game) {
	s, err := newScreen(h, g, an.Options{MoveTime: an.DefaultMoveTime, Seed: Seed})
	if err != nil {
		h.ShowError(err)
		return
	}
	h.Show(s)
	s.start()
}

// Screen is a game's analysis (a host.Screen).
type Screen struct {
	h      host.Host
	src    Game
	record string
	moves  []string // the plies, in the game's notation
	sides  []string // each seat's label, "Ana (White)"
	opt    an.Options
	a      *an.Analysis // nil until analysed
	step   int          // 0 the opening, len(moves) the end

	ctx    context.Context // the screen's life
	cancel context.CancelFunc
	// job stops the analysis running (nil when none runs); jobDone is
	// closed when its work returns.
	job     context.CancelFunc
	jobDone chan struct{}

	board   boards.Game // the step's, on show
	holder  *fyne.Container
	rep     boards.Replayer // the game's own replay, for its chart; nil for none
	graph   *Graph
	list    *widgets.MoveList
	note    *widget.Label
	status  *widget.Label
	summary *fyne.Container
	learn   *fyne.Container
	bar     *widget.ProgressBar
	stop    *widget.Button
	again   *widget.Button
	times   *widget.Select
	root    fyne.CanvasObject
}

func newScreen(h host.Host, src Game, opt an.Options) (*Screen, error) {
	record, err := core.RecordText(src.Game)
	if err != nil {
		return nil, err
	}
	s := &Screen{h: h, src: src, record: record, moves: src.Game.Moves(), opt: opt}
	if len(s.moves) == 0 {
		return nil, an.ErrNotAnalysed
	}
	s.ctx, s.cancel = context.WithCancel(h.Context())
	end := src.Kind.Adapt(src.Game)
	for seat := range src.Game.Seats() {
		s.sides = append(s.sides, widgets.SeatLabel(s.name(seat), end.SeatName(seat)))
	}
	s.build(end)
	s.show(len(s.moves))
	return s, nil
}

// name is seat's player's name, "" when the game has none.
func (s *Screen) name(seat int) string {
	if seat < len(s.src.Names) {
		return s.src.Names[seat]
	}
	return ""
}

func (s *Screen) Title() string              { return lang.L("Analysis") }
func (s *Screen) Content() fyne.CanvasObject { return s.root }

// Close stops the analysis running and gives back the boards.
func (s *Screen) Close() {
	s.cancel()
	boards.CloseIfCloser(s.board)
	boards.CloseIfCloser(s.rep)
}

// Analysis is the analysis on show, nil before it is made.
func (s *Screen) Analysis() *an.Analysis { return s.a }

// Step is the step on show; Show moves to step i.
func (s *Screen) Step() int  { return s.step }
func (s *Screen) Show(i int) { s.show(i) }

func (s *Screen) build(end boards.Game) {
	s.holder = container.NewStack()
	s.note = widget.NewLabel("")
	s.note.Wrapping = fyne.TextWrapWord
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	s.summary, s.learn = container.NewVBox(), container.NewGridWithColumns(1)
	s.bar = widget.NewProgressBar()
	s.stop = widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), s.cancelJob)
	s.again = widget.NewButtonWithIcon(lang.L("Analyse again"), theme.ViewRefreshIcon(), s.analyse)
	var names []string
	for _, t := range moveTimes {
		names = append(names, lang.L("{{.Seconds}} s a position", map[string]any{"Seconds": fmt.Sprintf("%g", t.Seconds())}))
	}
	s.times = widget.NewSelect(names, func(string) {
		s.opt.MoveTime, s.opt.Nodes = moveTimes[s.times.SelectedIndex()], 0
	})
	for i, t := range moveTimes {
		if t == s.opt.MoveTime {
			s.times.SetSelectedIndex(i)
		}
	}

	s.graph = NewGraph(s.show)
	var colours []color.Color
	for seat := range s.src.Game.Seats() {
		var c color.Color = widgets.PlayerColours[seat%len(widgets.PlayerColours)]
		if sc, ok := end.(boards.SeatColours); ok {
			c = sc.SeatColour(seat)
		}
		colours = append(colours, c)
	}
	s.graph.colours = colours
	var graphs fyne.CanvasObject = container.NewBorder(Legend(s.sides, colours), nil, nil, nil, s.graph)
	if s.src.Kind.Replayer != nil {
		// Xima's replay charts its magnitudes (force, power, level): shown
		// beside the chances, on the same steps.
		if rep, err := s.src.Kind.Replayer(s.fresh(), s.src.Names, s.show); err == nil && rep.Chart() != nil {
			s.rep = rep
			graphs = container.NewGridWithColumns(2, graphs, rep.Chart())
		} else if err == nil {
			boards.CloseIfCloser(rep)
		}
	}
	s.list = widgets.NewMoveList()
	s.list.OnSelected = func(i int) { s.show(i + 1) }
	s.list.Set(s.rows(), -1)

	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), s.h.ShowHome)
	heading := widgets.BoldLabel(lang.L("Analysis of a game of {{.Game}}", map[string]any{"Game": s.src.Kind.Name}))
	heading.Truncation = fyne.TextTruncateEllipsis
	top := container.NewBorder(nil, nil, home, nil, heading)
	controls := container.NewBorder(nil, nil, widget.NewLabel(lang.L("Time")), container.NewHBox(s.again, s.stop), s.times)
	head := container.NewVBox(controls, s.bar, s.status, s.summary, s.learn)
	moves := container.NewVSplit(graphs, s.list.List)
	moves.Offset = 0.4
	right := container.NewBorder(head, nil, nil, nil, moves)
	left := container.NewBorder(nil, s.note, nil, nil, s.holder)
	split := container.NewHSplit(left, right)
	split.Offset = 0.5
	s.root = container.NewBorder(top, nil, nil, nil, split)
	s.running(false)
}

// fresh is the game read again from its record: a copy the screen's
// boards and jobs can hold.
func (s *Screen) fresh() core.Game {
	g, err := an.Position(s.src.Kind.Kind, s.record, len(s.moves))
	if err != nil {
		return s.src.Game // the record was written from it: read back it cannot fail but by a bug
	}
	return g
}

// rows are the move list's rows: each move with its class once analysed.
func (s *Screen) rows() []string {
	rows := make([]string, len(s.moves))
	for i, m := range s.moves {
		if s.a != nil && i < len(s.a.Moves) {
			rows[i] = moveRow(s.a.Moves[i], s.sides[s.a.Moves[i].Seat])
		} else {
			rows[i] = fmt.Sprintf("%d. %s", i+1, m)
		}
	}
	return rows
}

// show moves to step i, the position after i moves, clamped. After a move
// that erred, the board shows the position it was played from, with the
// better move drawn.
func (s *Screen) show(i int) {
	i = max(0, min(i, len(s.moves)))
	s.step = i
	at, note := i, ""
	var m an.Move
	if s.a != nil && i > 0 {
		m = s.a.Moves[i-1]
		note = moveNote(m, s.sides[m.Seat])
		if m.Class.Erred() {
			at = i - 1
		}
	}
	g, err := an.Position(s.src.Kind.Kind, s.record, at)
	if err != nil {
		s.note.SetText(err.Error())
		return
	}
	boards.CloseIfCloser(s.board)
	s.board = s.src.Kind.Adapt(g)
	s.board.SetOnPlayed(func() {})
	if at < i {
		if act, err := g.Parse(m.Best); err == nil {
			if hints, ok := s.board.(boards.Hints); ok {
				hints.ShowHint(act)
			}
		}
	}
	var under []fyne.CanvasObject
	if more, ok := s.board.(boards.Panels); ok {
		under = more.Panels()
	}
	board := container.NewStack(s.board.Board(), widgets.NewInputBlocker())
	s.holder.Objects = []fyne.CanvasObject{container.NewBorder(nil, container.NewVBox(under...), nil, nil, board)}
	s.holder.Refresh()
	s.board.Refresh()
	s.note.SetText(note)
	s.graph.SetStep(i)
	s.list.Set(s.list.Rows(), i-1)
	if s.rep != nil {
		s.rep.Show(min(i, s.rep.Steps()), false)
	}
}

// TypedKey steps through the game with the arrow keys.
func (s *Screen) TypedKey(k *fyne.KeyEvent) {
	if i, ok := widgets.KeyStep(k, s.step, len(s.moves)); ok {
		s.show(i)
	}
}

// start shows the stored analysis when it searched as hard as the screen
// asks, and else analyses the game.
func (s *Screen) start() {
	db := s.h.DB()
	if s.src.ID == 0 || db == nil {
		s.analyse()
		return
	}
	id := s.src.ID
	s.status.SetText(lang.L("Reading the stored analysis…"))
	widgets.BackgroundOr(s.h.Post, s.ctx, func(ctx context.Context) (*an.Analysis, error) {
		st, err := db.Analysis(ctx, id, an.Version)
		if err != nil {
			return nil, err
		}
		a := &an.Analysis{}
		if err := json.Unmarshal([]byte(st.JSON), a); err != nil {
			return nil, fmt.Errorf("the analysis of game %d: %w", id, err)
		}
		return a, nil
	}, func(a *an.Analysis) {
		if s.enough(a) {
			s.set(a)
			s.status.SetText(lang.L("The analysis kept in the club file ({{.Setting}}).", map[string]any{"Setting": setting(a)}))
			return
		}
		s.analyse()
	}, func(err error) {
		s.analyse()
		if !errors.Is(err, storage.ErrNotFound) {
			s.status.SetText(lang.L("The stored analysis cannot be read ({{.Error}}); analysing again.", map[string]any{"Error": err.Error()}))
		}
	})
}

// enough reports whether a, a stored analysis, is of this game and
// searched at least as hard as the screen asks.
func (s *Screen) enough(a *an.Analysis) bool {
	if a.Version != an.Version || len(a.Moves) != len(s.moves) || len(a.End) != s.src.Game.Seats() {
		return false
	}
	for i, m := range a.Moves {
		if m.Played != s.moves[i] || len(m.Before) != len(a.End) || len(m.After) != len(a.End) {
			return false
		}
	}
	if s.opt.Nodes > 0 {
		return a.Nodes >= s.opt.Nodes
	}
	return a.Nodes == 0 && a.MoveMS >= s.opt.MoveTime.Milliseconds()
}

// setting is how hard a searched, in words.
func setting(a *an.Analysis) string {
	if a.Nodes > 0 {
		return lang.L("{{.Nodes}} positions a move", map[string]any{"Nodes": a.Nodes})
	}
	return lang.L("{{.Seconds}} s a position", map[string]any{"Seconds": fmt.Sprintf("%g", float64(a.MoveMS)/1000)})
}

// analysed is a finished analysis and whether keeping it failed.
type analysed struct {
	a       *an.Analysis
	keepErr error
}

// analyse runs the analysis at the chosen setting in the background, a
// running one stopped first; a finished game's is kept in the club file.
func (s *Screen) analyse() {
	s.cancelJob()
	ctx, cancel := context.WithCancel(s.ctx)
	done := make(chan struct{})
	s.job, s.jobDone = cancel, done
	kind, g, opt, db, id := s.src.Kind.Kind, s.fresh(), s.opt, s.h.DB(), s.src.ID
	s.running(true)
	s.bar.SetValue(0)
	s.status.SetText(lang.L("The computer is analysing the game…"))
	widgets.BackgroundOr(s.h.Post, ctx, func(ctx context.Context) (analysed, error) {
		defer close(done)
		a, err := an.Analyse(ctx, kind, g, opt, func(n, total int) {
			s.h.Post(func() {
				if ctx.Err() == nil {
					s.bar.SetValue(float64(n) / float64(total))
				}
			})
		})
		if err != nil {
			return analysed{}, err
		}
		r := analysed{a: a}
		if id != 0 && db != nil {
			r.keepErr = keep(ctx, db, id, a)
		}
		return r, nil
	}, func(r analysed) {
		s.job = nil
		s.running(false)
		s.set(r.a)
		s.status.SetText(lang.L("Analysed at {{.Setting}}.", map[string]any{"Setting": setting(r.a)}))
		if r.keepErr != nil {
			s.status.SetText(s.status.Text + " " + lang.L("It could not be kept: {{.Error}}", map[string]any{"Error": r.keepErr.Error()}))
		}
	}, func(err error) {
		s.job = nil
		s.running(false)
		s.status.SetText(lang.L("The analysis failed: {{.Error}}", map[string]any{"Error": err.Error()}))
	})
}

// returnHere returns a way back to this analysis, at the step on show,
// from a screen it opens: the analysis is shown again, not run again.
func (s *Screen) returnHere() func() {
	h, src, opt, a, step := s.h, s.src, s.opt, s.a, s.step
	return func() {
		back, err := newScreen(h, src, opt)
		if err != nil {
			h.ShowError(err)
			return
		}
		h.Show(back)
		back.set(a)
		back.show(step)
		back.status.SetText(lang.L("Analysed at {{.Setting}}.", map[string]any{"Setting": setting(a)}))
	}
}

// keep stores a as game id's analysis.
func keep(ctx context.Context, db *storage.DB, id int64, a *an.Analysis) error {
	text, err := json.Marshal(a)
	if err != nil {
		return err
	}
	return db.SaveAnalysis(ctx, storage.GameAnalysis{GameID: id, Version: a.Version,
		MoveTime: time.Duration(a.MoveMS) * time.Millisecond, Nodes: a.Nodes, Seed: a.Seed, JSON: string(text)})
}

// cancelJob stops the analysis running, if one is.
func (s *Screen) cancelJob() {
	if s.job == nil {
		return
	}
	s.job()
	s.job = nil
	s.running(false)
	s.status.SetText(lang.L("Analysis cancelled."))
}

// running shows the progress bar and Cancel while an analysis runs, and
// Analyse again otherwise.
func (s *Screen) running(on bool) {
	if on {
		s.bar.Show()
		s.stop.Show()
		s.again.Hide()
	} else {
		s.bar.Hide()
		s.stop.Hide()
		s.again.Show()
	}
}

// set shows analysis a: the classes in the list, the graph, the summary
// and the way to learn from each player's mistakes.
func (s *Screen) set(a *an.Analysis) {
	s.a = a
	var marks []Mark
	for _, m := range a.Moves {
		if m.Class.Erred() {
			marks = append(marks, Mark{Step: m.Ply + 1, Seat: m.Seat, Class: m.Class})
		}
	}
	s.graph.Set(a.Chances(), s.graph.colours, marks)
	s.list.Set(s.rows(), s.step-1)
	s.summary.RemoveAll()
	s.learn.RemoveAll()
	s.learn.Layout = layout.NewGridLayoutWithColumns(max(1, len(a.Summary)))
	for _, sum := range a.Summary {
		if sum.Seat >= len(s.sides) {
			continue
		}
		s.summary.Add(widget.NewLabel(summaryLine(sum, s.sides[sum.Seat])))
		if len(a.Errors(sum.Seat)) > 0 {
			seat := sum.Seat
			s.learn.Add(widget.NewButtonWithIcon(lang.L("Learn from {{.Player}}'s mistakes", map[string]any{"Player": s.sides[seat]}),
				theme.QuestionIcon(), func() { mistakes.Show(s.h, s.src.Kind, s.fresh(), a, seat, s.name(seat), s.returnHere()) }))
		}
	}
	s.show(s.step)
}
