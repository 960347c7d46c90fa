package ui

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"xima/games/catalog"
	"xima/games/core"
	"xima/storage"
	"xima/ui/lang"
	"xima/ui/session"
)

// RecordImport is a record file read for the club's history: its game,
// the row it becomes, and what the club knows of it and its players.
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
// goroutine: it reads and replays): the game, dated by its Date tag, or
// by modTime, the file's time, where it has none; and, for a finished
// game, the game of that content already here and the profiles of its
// players' names. A bad record is an error naming the file and the place.
func ReadRecordImport(ctx context.Context, db *storage.DB, name string, r io.Reader, modTime time.Time) (*RecordImport, error) {
	ri, rec, err := readRecord(name, r)
	if err != nil || !ri.Game.Result().Over {
		return ri, err
	}
	names := ri.Game.Names()
	seats := make([]session.Seat, len(names))
	for i, n := range names {
		seats[i].Name = n
	}
	ri.Row = session.FinishedRow(ri.Game, ri.Text, seats)
	ri.Row.Game, ri.Row.Mode, ri.Row.Started = ri.Kind.Name, "imported", modTime
	if date, ok := rec.Get(core.TagDate); ok {
		if day, err := time.ParseInLocation("2006.01.02", strings.TrimSpace(date), time.Local); err == nil {
			ri.Row.Started = day
		}
	}
	if ri.Same, err = db.SameGame(ctx, ri.Row); err != nil {
		return nil, err
	}
	people := make([]string, len(names))
	for i, n := range names {
		if _, computer := session.ComputerLevel(n); !computer {
			people[i] = n
		}
	}
	if ri.Players, err = db.MatchNames(ctx, people); err != nil {
		return nil, err
	}
	return ri, nil
}

// readRecord reads and replays a record file: its game, refused (with
// the file's name and the place) when the record is bad or names a
// player as the store never could.
func readRecord(name string, r io.Reader) (*RecordImport, *core.Record, error) {
	rec, err := core.Read(r)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	kind, err := catalog.ForRecord(rec)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	g, err := kind.FromRecord(rec)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	// A name the store would refuse is refused now, not at every autosave.
	for i, n := range g.Names() {
		if n == "" {
			continue
		}
		if err := storage.CheckName(n); err != nil {
			return nil, nil, fmt.Errorf("%s: %s %s: %w", name, lang.L("the name of"), g.SeatCode(i), err)
		}
	}
	text, err := core.RecordText(g)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	return &RecordImport{Name: name, Kind: kind, Game: g, Text: text}, rec, nil
}

// asked returns the players to ask about (each name once) and, for each
// seat, which of them it is (-1: nobody to ask).
func (ri *RecordImport) asked() ([]storage.NameMatch, []int) {
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
		switch _, computer := session.ComputerLevel(s.Name); {
		case computer:
			seatLinks[i] = storage.Link{Kind: storage.LinkGuest}
		case links != nil:
			seatLinks[i] = links[i]
		}
	}
	res, err := db.ImportGame(ctx, ri.Row, seatLinks, policy)
	if err != nil {
		return res, fmt.Errorf("%s: %w", ri.Name, err)
	}
	return res, nil
}

// recordForExport returns a finished game's record with the Date tag and
// its players' names where the record has none: a record written by a
// board game's play carries neither, and without them the file, imported
// into this club or another, could not be matched to its profiles nor to
// this game. Where the tags cannot be added, the record goes as it is.
func recordForExport(g storage.FinishedGame) string {
	kind, err := catalog.Find(g.Game)
	if err != nil {
		return g.Record
	}
	rec, err := core.Parse(g.Record)
	if err != nil {
		return g.Record
	}
	var add []core.Tag
	if _, ok := rec.Get(core.TagDate); !ok && !g.Started.IsZero() {
		add = append(add, core.Tag{Name: core.TagDate, Value: g.Started.Local().Format("2006.01.02")})
	}
	tags := nameTags(kind, len(g.Seats))
	for i, s := range g.Seats {
		if v, ok := rec.Get(tags[i]); s.Name != "" && tags[i] != "" && (!ok || v == "") {
			add = append(add, core.Tag{Name: tags[i], Value: s.Name})
		}
	}
	if len(add) == 0 {
		return g.Record
	}
	words := make([]string, len(rec.Tokens))
	for i, tok := range rec.Tokens {
		words[i] = tok.Text
		if tok.Kind == core.TokenComment {
			words[i] = "{" + tok.Text + "}"
		}
	}
	text := core.FormatRecord(append(rec.Tags, add...), words)
	if _, err := kind.Read(strings.NewReader(text)); text == "" || err != nil {
		return g.Record
	}
	return text
}

// nameTags returns the tag that names each seat's player in records of
// kind's games of n players ("" where none does), found by writing a new
// game with names.
func nameTags(kind catalog.Kind, n int) []string {
	tags := make([]string, n)
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("Player of seat %d", i)
	}
	g, err := kind.New(catalog.Options{Seats: n, Names: names})
	if err != nil {
		return tags
	}
	text, err := core.RecordText(g)
	if err != nil {
		return tags
	}
	rec, err := core.Parse(text)
	if err != nil {
		return tags
	}
	for _, t := range rec.Tags {
		for i, name := range names {
			if t.Value == name {
				tags[i] = t.Name
			}
		}
	}
	return tags
}
