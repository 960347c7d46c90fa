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

// typedMode is the mode of a game stored for a result typed in: it has no
// moves, only the end the result gives.
const typedMode = "typed"

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
// the answer.
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
	note := widget.NewLabel(s.typedNote())
	note.Wrapping = fyne.TextWrapWord
	body := container.NewVBox(widget.NewLabel(s.ev.seatsText(tb)), choice, note)
	d := dialog.NewCustomConfirm(lang.L("Result of table {{.N}}", map[string]any{"N": tb.Number}),
		lang.L("Save"), lang.L("Cancel"), body, func(ok bool) {
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

// typeResult stores a result typed in: for a game rated by Elo, as a
// rated game without moves that ends that way (the losers resign; a
// draw is agreed where the game can agree one), which decides the table
// as a played game would; otherwise, or for a draw the game cannot
// record, as the table's result alone.
func (s *eventScreen) typeResult(tb storage.EventTable, winner int) {
	db, ev, elo, seed, now := s.host.DB(), s.ev, s.host.Elo(s.ev.stored.Game), s.host.Seed(), s.host.Now()
	s.change(func(ctx context.Context) error {
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
	seats := make([]session.Seat, len(sv.Seats))
	for i, st := range sv.Seats {
		seats[i] = session.Seat{ProfileID: st.ProfileID, Name: st.Name}
	}
	fg := session.FinishedRow(g, sv.Record, seats)
	fg.Game, fg.Mode, fg.Rated, fg.Started = l.stored.Game, typedMode, true, start
	for range 3 {
		before := make([]float64, len(seats))
		for i, st := range seats {
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
