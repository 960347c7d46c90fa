package events

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/tournament"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// eventScreen is one event: its rounds with each table's result and
// buttons (play the game, resume it, type the result), the standings,
// the next round's pairing and the exports.
type eventScreen struct {
	host Host
	work *worker
	id   int64
	ev   *loaded // nil until loaded
	st   []tournament.Standing
	root *fyne.Container

	standings *widget.Table
	// actions are the buttons that change the event, disabled while a
	// change is being written.
	actions []*widget.Button
	busy    bool
}

func (s *eventScreen) Title() string {
	if s.ev == nil {
		return lang.L("Event")
	}
	return s.ev.stored.Name
}
func (s *eventScreen) Content() fyne.CanvasObject { return s.root }
func (s *eventScreen) Close()                     { s.work.close() }

// tableColumns head the standings table on screen, short.
func tableColumns() []string {
	return []string{lang.L("#"), lang.L("Name"), lang.L("Pts"), lang.L("BH"), lang.L("SB"), lang.L("H2H"),
		lang.L("Games"), lang.L("W"), lang.L("D"), lang.L("L"), lang.L("Byes")}
}

// pageColumns head the standings on the printable page, in full.
func pageColumns() []string {
	return []string{lang.L("#"), lang.L("Name"), lang.L("Points"), lang.L("Buchholz"), lang.L("Sonneborn-Berger"),
		lang.L("Head-to-head"), lang.L("Games"), lang.L("Won"), lang.L("Drawn"), lang.L("Lost"), lang.L("Byes")}
}

// ShowEvent shows the event with the id.
func ShowEvent(h Host, id int64) {
	s := &eventScreen{host: h, work: newWorker(h), id: id,
		root: container.NewStack(container.NewCenter(widget.NewLabel(lang.L("Loading…"))))}
	columns := tableColumns()
	s.standings = widget.NewTable(
		func() (int, int) { return len(s.st) + 1, len(columns) },
		func() fyne.CanvasObject { return widget.NewLabel("0.00") },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			l.TextStyle.Bold = id.Row == 0
			if id.Row == 0 {
				l.SetText(columns[id.Col])
				return
			}
			st := s.st[id.Row-1]
			l.SetText(standingRow(st, s.ev.name(st.Member))[id.Col])
		})
	for i, w := range []float32{36, 120, 52, 52, 52, 52, 76, 36, 36, 36, 88} {
		s.standings.SetColumnWidth(i, w)
	}
	h.Show(s)
	s.reload()
}

// reload reads the event again, then shows it.
func (s *eventScreen) reload() {
	db, id := s.host.DB(), s.id
	s.work.run(func(ctx context.Context) (func(), error) {
		ev, err := load(ctx, db, id)
		if err != nil {
			return nil, err
		}
		return func() { s.fill(ev) }, nil
	})
}

// change runs a write in the background with the actions disabled, then
// reads the event again.
func (s *eventScreen) change(job func(ctx context.Context) error) {
	s.setBusy(true)
	s.work.write(func(ctx context.Context) (func(), error) {
		err := job(ctx)
		return func() {
			s.setBusy(false)
			if err != nil {
				s.host.ShowError(err)
			}
			s.reload()
		}, nil
	})
}

func (s *eventScreen) setBusy(on bool) {
	s.busy = on
	for _, b := range s.actions {
		widgets.SetEnabled(b, !on)
	}
}

// standingRow is a member's standing as the table and the exports write
// it, column by column.
func standingRow(st tournament.Standing, name string) []string {
	return []string{fmt.Sprint(st.Rank), name, st.Points.String(), st.Buchholz.String(),
		st.SonnebornBerger.String(), st.HeadToHead.String(), fmt.Sprint(st.Games), fmt.Sprint(st.Wins),
		fmt.Sprint(st.Draws), fmt.Sprint(st.Losses), fmt.Sprint(st.Byes)}
}

// fill shows the event as loaded.
func (s *eventScreen) fill(ev *loaded) {
	s.ev, s.st, s.actions = ev, ev.t.Standings(), nil
	s.host.Window().SetTitle("Xima - " + s.Title())
	e := ev.stored
	back := widget.NewButtonWithIcon(lang.L("Events"), theme.NavigateBackIcon(), func() { Show(s.host) })
	csv := widget.NewButtonWithIcon(lang.L("Export CSV"), theme.DocumentSaveIcon(), func() { s.saveFile(s.csvFile()) })
	pdf := widget.NewButtonWithIcon(lang.L("Pairings and results (PDF)"), theme.DocumentPrintIcon(), func() { s.saveFile(s.pdfFile()) })
	png := widget.NewButtonWithIcon(lang.L("Printable page"), theme.DocumentPrintIcon(), func() { s.saveFile(s.pageFile()) })
	bar := container.NewHBox(back, csv, pdf, png)
	if ev.t.CanPair() {
		next := widget.NewButtonWithIcon(lang.L("Pair round {{.N}}", map[string]any{"N": e.Paired + 1}),
			theme.MediaSkipNextIcon(), s.pairNext)
		next.Importance = widget.HighImportance
		s.actions = append(s.actions, next)
		bar.Add(next)
	}
	state := widget.NewLabel(s.stateText())
	state.Importance = widget.HighImportance
	note := widget.NewLabel(s.typedNote())
	note.Wrapping = fyne.TextWrapWord
	head := container.NewVBox(widgets.BoldLabel(e.Name), widget.NewLabel(summary(e)), bar, state, note)

	rounds := widget.NewAccordion()
	rounds.MultiOpen = true
	for r := e.Paired; r >= 1; r-- {
		item := widget.NewAccordionItem(lang.L("Round {{.N}}", map[string]any{"N": r}), s.roundBox(r))
		rounds.Append(item)
	}
	if e.Paired > 0 {
		rounds.Open(0)
	}
	s.standings.Refresh()
	legend := widget.NewLabel(lang.L("Pts points · BH Buchholz · SB Sonneborn-Berger · H2H head-to-head · W won · D drawn · L lost"))
	legend.Wrapping = fyne.TextWrapWord
	split := container.NewHSplit(container.NewVScroll(rounds),
		container.NewBorder(widgets.BoldLabel(lang.L("Standings")), legend, nil, nil, s.standings))
	split.Offset = 0.42
	s.root.Objects = []fyne.CanvasObject{container.NewPadded(container.NewBorder(head, nil, nil, nil, split))}
	s.root.Refresh()
	s.setBusy(s.busy)
}

// stateText says where the event stands.
func (s *eventScreen) stateText() string {
	t := s.ev.t
	switch {
	case t.Over():
		return lang.L("The event is over.")
	case t.CanPair():
		return lang.L("Round {{.N}} is complete: pair the next round.", map[string]any{"N": s.ev.stored.Paired})
	}
	return lang.L("Round {{.N}}: play the games or type their results.", map[string]any{"N": s.ev.stored.Paired})
}

// typedNote says what a result typed in does to the ratings.
func (s *eventScreen) typedNote() string {
	if s.host.Elo(s.ev.stored.Game) {
		return lang.L("A result typed in is rated by Elo and kept in the history as a game without moves (a draw, where the game cannot record one, counts for the standings only).")
	}
	return lang.L("A result typed in counts for the standings only: CIMAX needs the game's moves. Play a table's game here to rate it.")
}

// roundBox lists round r's tables with their results and buttons.
func (s *eventScreen) roundBox(r int) fyne.CanvasObject {
	box := container.NewVBox()
	last := r == s.ev.stored.Paired
	for _, tb := range s.ev.round(r) {
		title := widgets.BoldLabel(lang.L("Table {{.N}}", map[string]any{"N": tb.Number}))
		players := widget.NewLabel(s.ev.seatsText(tb))
		players.Wrapping = fyne.TextWrapWord
		result := widget.NewLabel(s.ev.resultText(tb))
		buttons := container.NewHBox()
		switch {
		case !last && correctable(tb):
			buttons.Add(widget.NewButtonWithIcon(lang.L("Correct"), theme.DocumentCreateIcon(), func() { s.tooLate(tb) }))
		case !last:
		case tb.SavedID != 0:
			buttons.Add(s.action(lang.L("Resume"), theme.MediaPlayIcon(), func() { s.resume(tb) }))
		case tb.Decided == "":
			buttons.Add(s.action(lang.L("Play"), theme.MediaPlayIcon(), func() { s.play(tb) }))
			buttons.Add(s.action(lang.L("Result"), theme.DocumentCreateIcon(), func() { s.askResult(tb) }))
		case correctable(tb): // a result typed in may be corrected
			buttons.Add(s.action(lang.L("Correct"), theme.DocumentCreateIcon(), func() { s.askResult(tb) }))
		}
		box.Add(container.NewBorder(nil, nil, title, buttons, container.NewVBox(players, result)))
		box.Add(widget.NewSeparator())
	}
	return box
}

// action is a button that changes the event.
func (s *eventScreen) action(text string, icon fyne.Resource, tapped func()) *widget.Button {
	b := widget.NewButtonWithIcon(text, icon, tapped)
	s.actions = append(s.actions, b)
	return b
}

// pairNext pairs the next round from the results stored now and stores
// it.
func (s *eventScreen) pairNext() {
	db, id := s.host.DB(), s.id
	s.change(func(ctx context.Context) error {
		ev, err := load(ctx, db, id)
		if err != nil {
			return err
		}
		tables, err := ev.t.PairNext()
		if err != nil {
			return err
		}
		round := ev.stored.Paired + 1
		return db.AddRound(ctx, id, round, storedTables(tables, round))
	})
}
