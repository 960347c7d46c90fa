package session

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"xima/games/catalog"
	"xima/games/core"
	"xima/storage"
)

// RecordImport is a record file read for the club's history: its game,
// the row it becomes, and what the club knows of it and its players.
// The command line's import and the window's both read records so.
type RecordImport struct {
	Name string // the file's name, for messages
	Kind catalog.Kind
	Game core.Game
	Text string               // the record as the game writes it
	Row  storage.FinishedGame // the finished game's row: casual, dated by the record
	// Same is the game already in the history with the record's content,
	// if any: importing it again adds nothing.
	Same *storage.FinishedGame
	// Players are the record's named players with the club's profile of
	// their name, seat by seat ("" for a guest or a computer).
	Players []storage.NameMatch
}

// ReadRecordImport reads a record file for the history (off the UI
// goroutine: it reads and replays): the game, dated by its Date tag (the
// first day a partial date allows), or by modTime, the file's time, where
// it has none or its year is unknown; and, for a finished game, the game
// of that content already here and the profiles of its players' names. A
// bad record is an error naming the file and the place.
func ReadRecordImport(ctx context.Context, db *storage.DB, name string, r io.Reader, modTime time.Time) (*RecordImport, error) {
	ri, rec, err := readRecord(name, r)
	if err != nil || !ri.Game.Result().Over {
		return ri, err
	}
	names := ri.Game.Names()
	seats := make([]Seat, len(names))
	for i, n := range names {
		seats[i].Name = n
	}
	ri.Row = FinishedRow(ri.Game, ri.Text, seats)
	ri.Row.Game, ri.Row.Mode, ri.Row.Started = ri.Kind.Name, "imported", modTime
	if v, ok := rec.Get(core.TagDate); ok {
		// core.Parse has refused a Date that is no day of the calendar.
		if date, err := core.ParseDate(v); err == nil {
			if day, known := date.Time(time.Local); known {
				ri.Row.Started = day
			}
		}
	}
	if ri.Same, err = db.SameGame(ctx, ri.Row); err != nil {
		return nil, err
	}
	people := make([]string, len(names))
	for i, n := range names {
		if _, computer := ComputerLevel(n); !computer {
			people[i] = n
		}
	}
	if ri.Players, err = db.MatchNames(ctx, people); err != nil {
		return nil, err
	}
	return ri, nil
}

// ReadRecord reads and replays a record file for the window to show, not
// to add to the history: its kind, game and text alone (ReadRecordImport's
// first step).
func ReadRecord(name string, r io.Reader) (*RecordImport, error) {
	ri, _, err := readRecord(name, r)
	return ri, err
}

// readRecord reads and replays a record file: its game, refused (with
// the file's name, escaped, and the place) when the record is bad or
// names a player as the store never could.
func readRecord(name string, r io.Reader) (*RecordImport, *core.Record, error) {
	fail := func(err error) (*RecordImport, *core.Record, error) {
		return nil, nil, fmt.Errorf("%s: %w", core.Excerpt(name), err)
	}
	rec, err := core.Read(r)
	if err != nil {
		return fail(err)
	}
	kind, err := catalog.ForRecord(rec)
	if err != nil {
		return fail(err)
	}
	g, err := kind.FromRecord(rec)
	if err != nil {
		return fail(err)
	}
	// A name the store would refuse is refused now, not at every autosave.
	for i, n := range g.Names() {
		if n == "" {
			continue
		}
		if err := storage.CheckName(n); err != nil {
			return fail(fmt.Errorf("the name of %s: %w", g.SeatCode(i), err))
		}
	}
	text, err := core.RecordText(g)
	if err != nil {
		return fail(err)
	}
	return &RecordImport{Name: name, Kind: kind, Game: g, Text: text}, rec, nil
}

// Asked returns the players to ask about (each name once) and, for each
// seat, which of them it is (-1: nobody to ask).
func (ri *RecordImport) Asked() ([]storage.NameMatch, []int) {
	var asked []storage.NameMatch
	which := make([]int, len(ri.Players))
	for i, m := range ri.Players {
		which[i] = -1
		if m.Name == "" || !m.Ask() {
			continue
		}
		for j, a := range asked {
			if strings.EqualFold(a.Name, m.Name) {
				which[i] = j
			}
		}
		if which[i] < 0 {
			which[i] = len(asked)
			asked = append(asked, m)
		}
	}
	return asked, which
}

// Store adds the game to the history with each seat's link (nil: each
// named player as policy decides; a computer is kept as its code).
func (ri *RecordImport) Store(ctx context.Context, db *storage.DB, links []storage.Link, policy storage.LinkPolicy) (storage.ImportedGame, error) {
	seatLinks := make([]storage.Link, len(ri.Row.Seats))
	for i, s := range ri.Row.Seats {
		switch _, computer := ComputerLevel(s.Name); {
		case computer:
			seatLinks[i] = storage.Link{Kind: storage.LinkGuest}
		case links != nil:
			seatLinks[i] = links[i]
		}
	}
	res, err := db.ImportGame(ctx, ri.Row, seatLinks, policy)
	if err != nil {
		return res, fmt.Errorf("%s: %w", core.Excerpt(ri.Name), err)
	}
	return res, nil
}
