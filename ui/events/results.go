package events

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"xima/games/catalog"
	"xima/games/core"
	"xima/storage"
	"xima/ui/lang"
	"xima/ui/session"
)

// play begins the table's game, saves it at its start with the members'
// profiles at their seats, rated, and opens it in the play screen. When
// it is finished the table takes its result (storage.BeginGame).
func (s *eventScreen) play(tb storage.EventTable) {
	db, h, ev, seed, now := s.host.DB(), s.host, s.ev, s.host.Seed(), s.host.Now()
	s.setBusy(true)
	s.work.write(func(ctx context.Context) (func(), error) {
		sv, err := ev.begin(ctx, db, tb, seed, now)
		if err != nil {
			return func() {
				s.setBusy(false)
				h.ShowError(err)
				s.reload()
			}, nil
		}
		return func() { h.Resume(sv) }, nil
	})
}

// begin starts a game for tb at now, saved at its start.
func (l *loaded) begin(ctx context.Context, db *storage.DB, tb storage.EventTable, seed uint64, now time.Time) (storage.SavedGame, error) {
	g, err := l.newGame(tb, seed)
	if err != nil {
		return storage.SavedGame{}, err
	}
	start, err := db.BeginGame(ctx, tb.ID, now)
	if err != nil {
		return storage.SavedGame{}, err
	}
	sv, err := l.saved(g, tb, start)
	if err != nil {
		return storage.SavedGame{}, err
	}
	if sv.ID, err = db.Autosave(ctx, sv); err != nil {
		return storage.SavedGame{}, err
	}
	return db.LoadSaved(ctx, sv.ID)
}

// newGame is a new game for tb: the event's game and variant, the
// members' names at their seats.
func (l *loaded) newGame(tb storage.EventTable, seed uint64) (core.Game, error) {
	names := make([]string, len(tb.Seats))
	for s, m := range tb.Seats {
		names[s] = l.name(m)
	}
	return l.kind.New(catalog.Options{Seats: len(tb.Seats), Variant: l.stored.Variant, Seed: seed, Names: names})
}

// saved is g, tb's game, as an autosave keeps it: rated, the event's
// clock, started at start.
func (l *loaded) saved(g core.Game, tb storage.EventTable, start time.Time) (storage.SavedGame, error) {
	rec, err := core.RecordText(g)
	if err != nil {
		return storage.SavedGame{}, err
	}
	e := l.stored
	sv := storage.SavedGame{Game: e.Game, Mode: session.Mode(nil), Rated: true, Record: rec, Actions: len(g.Moves()),
		ToMove: g.ToMove(), TimeControl: e.TimeControl, Increment: e.Increment, Started: start}
	for _, m := range tb.Seats {
		p := e.Members[m]
		sv.Seats = append(sv.Seats, storage.SavedSeat{ProfileID: p.ProfileID, Name: p.Name, Left: e.TimeControl})
	}
	return sv, nil
}

// resume opens the table's game in progress.
func (s *eventScreen) resume(tb storage.EventTable) {
	db, h := s.host.DB(), s.host
	s.work.run(func(ctx context.Context) (func(), error) {
		sv, err := db.LoadSaved(ctx, tb.SavedID)
		if err != nil {
			return nil, err
		}
		return func() { h.Resume(sv) }, nil
	})
}

// askResult asks who won the table, or whether it was drawn, and stores
// the answer. A result typed in before is offered for correction, chosen
// as it stands.
func (s *eventScreen) askResult(tb storage.EventTable) {
	var options []string
	for _, m := range tb.Seats {
		options = append(options, lang.L("{{.Name}} won", map[string]any{"Name": s.ev.name(m)}))
	}
	draw := lang.L("Draw")
	if len(tb.Seats) > 2 {
		draw = lang.L("Nobody won (the table's point is shared)")
	}
	options = append(options, draw)
	choice := widget.NewRadioGroup(options, nil)
	title := lang.L("Result of table {{.N}}", map[string]any{"N": tb.Number})
	note := widget.NewLabel(s.typedNote())
	if tb.Decided != "" {
		title = lang.L("Correct the result of table {{.N}}", map[string]any{"N": tb.Number})
		choice.SetSelected(options[len(options)-1])
		if tb.Winner >= 0 {
			choice.SetSelected(options[tb.Winner])
		}
		note.SetText(lang.L("The standings and the ratings are worked out again; the next round is paired on the corrected result."))
	}
	note.Wrapping = fyne.TextWrapWord
	body := container.NewVBox(widget.NewLabel(s.ev.seatsText(tb)), choice, note)
	d := dialog.NewCustomConfirm(title, lang.L("Save"), lang.L("Cancel"), body, func(ok bool) {
		i := slices.Index(options, choice.Selected)
		if !ok || i < 0 {
			return
		}
		winner := i
		if i == len(tb.Seats) {
			winner = -1
		}
		s.typeResult(tb, winner)
	}, s.host.Window())
	d.Resize(fyne.NewSize(520, 0))
	d.Show()
}

// correctable reports whether a table's result was typed in, so that it
// may be corrected while its round is the last paired.
func correctable(tb storage.EventTable) bool {
	return tb.Decided == storage.DecidedTyped || tb.Decided == storage.DecidedGame && tb.Typed
}

// tooLate says why a result typed in for an earlier round can no longer
// be corrected.
func (s *eventScreen) tooLate(tb storage.EventTable) {
	dialog.ShowInformation(lang.L("Correct the result of table {{.N}}", map[string]any{"N": tb.Number}),
		lang.L("Round {{.Round}} can no longer be corrected: round {{.Next}} is paired on its results. A result typed in may be corrected until the next round is paired.",
			map[string]any{"Round": tb.Round, "Next": tb.Round + 1}), s.host.Window())
}

// typeResult stores a result typed in: for a game rated by Elo, as a
// rated game without moves that ends that way (the losers resign; a
// draw is agreed where the game can agree one), which decides the table
// as a played game would; otherwise, or for a draw the game cannot
// record, as the table's result alone. A result typed in before is
// corrected in its place (storage.CorrectResult), the ratings worked out
// again in order.
func (s *eventScreen) typeResult(tb storage.EventTable, winner int) {
	db, ev, elo, seed, now := s.host.DB(), s.ev, s.host.Elo(s.ev.stored.Game), s.host.Seed(), s.host.Now()
	s.change(func(ctx context.Context) error {
		if tb.Decided != "" {
			return ev.correct(ctx, db, tb, winner, elo, seed)
		}
		if !elo {
			return db.SetResult(ctx, tb.ID, winner)
		}
		g, err := ev.newGame(tb, seed)
		if err != nil {
			return err
		}
		if err := end(g, winner); errors.Is(err, errNoDraw) {
			return db.SetResult(ctx, tb.ID, winner)
		} else if err != nil {
			return err
		}
		return ev.recordTyped(ctx, db, g, tb, now)
	})
}

// correct corrects tb's result typed in to winner: for a game rated by
// Elo, as a new game without moves in the old one's place, unless the
// game cannot record a draw.
func (l *loaded) correct(ctx context.Context, db *storage.DB, tb storage.EventTable, winner int, elo bool, seed uint64) error {
	if !elo {
		return db.CorrectResult(ctx, tb.ID, winner, nil, session.RateRecord)
	}
	g, err := l.newGame(tb, seed)
	if err != nil {
		return err
	}
	if err := end(g, winner); errors.Is(err, errNoDraw) {
		return db.CorrectResult(ctx, tb.ID, winner, nil, session.RateRecord)
	} else if err != nil {
		return err
	}
	fg, err := l.typedRow(g, tb, tb.Started)
	if err != nil {
		return err
	}
	return db.CorrectResult(ctx, tb.ID, winner, &fg, session.RateRecord)
}

// typedRow is g, ended as a result typed in for tb, as a finished game's
// row: rated, of mode storage.TypedMode, started at start; its rating
// changes are the caller's.
func (l *loaded) typedRow(g core.Game, tb storage.EventTable, start time.Time) (storage.FinishedGame, error) {
	sv, err := l.saved(g, tb, start)
	if err != nil {
		return storage.FinishedGame{}, err
	}
	fg := session.FinishedRow(g, sv.Record, l.seats(sv))
	fg.Game, fg.Mode, fg.Rated, fg.Started = l.stored.Game, storage.TypedMode, true, start
	return fg, nil
}

// seats are a saved game's seats as a session names them.
func (l *loaded) seats(sv storage.SavedGame) []session.Seat {
	seats := make([]session.Seat, len(sv.Seats))
	for i, st := range sv.Seats {
		seats[i] = session.Seat{ProfileID: st.ProfileID, Name: st.Name}
	}
	return seats
}

// errNoDraw means a game cannot record a draw without moves.
var errNoDraw = errors.New("the game cannot record a draw")

// end ends g, a game at its start, the way a result typed in says:
// every other player resigns, or the players agree a draw.
func end(g core.Game, winner int) error {
	if winner >= 0 {
		for seat := range g.Seats() {
			if seat != winner && !g.Result().Over {
				if err := g.Resign(seat); err != nil {
					return err
				}
			}
		}
	} else {
		// A game its players may end by agreement (core.Agreer: Maxima's
		// draw, Xoliba's score as it stands, a draw at the start).
		a, ok := g.(core.Agreer)
		if !ok || a.Agree() != nil {
			return errNoDraw
		}
	}
	if r := g.Result(); !r.Over || r.Winner != winner {
		return fmt.Errorf("%w (the game ended %+v)", errNoDraw, r)
	}
	return nil
}

// recordTyped stores g, ended as a result typed in, as tb's rated game:
// begun and saved like a played game, then rated by Elo and stored in
// place of the saved game, so that a crash between leaves the game to
// resume, never a result half kept. A rating changed meanwhile (another
// game finished) is read again.
func (l *loaded) recordTyped(ctx context.Context, db *storage.DB, g core.Game, tb storage.EventTable, now time.Time) error {
	start, err := db.BeginGame(ctx, tb.ID, now)
	if err != nil {
		return err
	}
	sv, err := l.saved(g, tb, start)
	if err != nil {
		return err
	}
	savedID, err := db.Autosave(ctx, sv)
	if err != nil {
		return err
	}
	fg, err := l.typedRow(g, tb, start)
	if err != nil {
		return err
	}
	for range 3 {
		before := make([]float64, len(fg.Seats))
		for i, st := range fg.Seats {
			p, err := db.Profile(ctx, st.ProfileID)
			if err != nil {
				return err
			}
			before[i] = p.Rating(fg.Game).Rating
		}
		changes, err := session.EloRatings(g, before)
		if err != nil {
			return err
		}
		for i := range fg.Seats {
			fg.Seats[i].Rating = changes[i]
		}
		if _, err = db.RecordGame(ctx, fg, savedID); !errors.Is(err, storage.ErrStaleRating) {
			return err
		}
	}
	return fmt.Errorf("table %d: the ratings kept changing; try again", tb.Number)
}
