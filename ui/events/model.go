package events

import (
	"context"
	"fmt"
	"strings"

	"xima/games/catalog"
	"xima/games/tournament"
	"xima/storage"
	"xima/ui/lang"
)

// loaded is an event as its screen shows it: as stored, its game's kind,
// the tournament replayed from its rounds, and each table size's sides in
// words.
type loaded struct {
	stored storage.Event
	kind   catalog.Kind
	t      *tournament.Event
	sides  map[int][]string // table size: each seat's side ("White")
	codes  map[int][]string // table size: each seat's code ("white"), for the CSV
}

// load reads an event (deciding the tables whose games have finished)
// and replays it.
func load(ctx context.Context, db *storage.DB, id int64) (*loaded, error) {
	e, err := db.Event(ctx, id)
	if err != nil {
		return nil, err
	}
	kind, err := catalog.Find(e.Game)
	if err != nil {
		return nil, fmt.Errorf("event %q: %w", e.Name, err)
	}
	t, err := restore(e)
	if err != nil {
		return nil, fmt.Errorf("event %q: %w", e.Name, err)
	}
	l := &loaded{stored: e, kind: kind, t: t, sides: map[int][]string{}, codes: map[int][]string{}}
	for _, tb := range e.Tables {
		n := len(tb.Seats)
		if n < 2 || l.sides[n] != nil {
			continue
		}
		g, err := kind.New(catalog.Options{Seats: n, Variant: e.Variant, Seed: 1})
		if err != nil {
			return nil, fmt.Errorf("event %q: %w", e.Name, err)
		}
		for s := range n {
			l.sides[n] = append(l.sides[n], lang.Side(g.SeatCode(s)))
			l.codes[n] = append(l.codes[n], g.SeatCode(s))
		}
	}
	return l, nil
}

// restore replays a stored event's rounds and results into a tournament.
func restore(e storage.Event) (*tournament.Event, error) {
	f, err := tournament.ParseFormat(e.Format)
	if err != nil {
		return nil, err
	}
	t, err := tournament.New(tournament.Config{Format: f, Members: len(e.Members), TableSize: e.TableSize, Rounds: e.Rounds})
	if err != nil {
		return nil, err
	}
	for r := 1; r <= e.Paired; r++ {
		var round []storage.EventTable
		for _, tb := range e.Tables {
			if tb.Round == r {
				round = append(round, tb)
			}
		}
		tables := make([]tournament.Table, len(round))
		for i, tb := range round {
			tables[i].Seats = tb.Seats
		}
		if err := t.AddRound(tables); err != nil {
			return nil, err
		}
		for i, tb := range round {
			if tb.Decided != "" && tb.Decided != storage.DecidedBye {
				if err := t.SetResult(r-1, i, tb.Winner); err != nil {
					return nil, err
				}
			}
		}
	}
	return t, nil
}

// round returns the stored tables of round r (from 1).
func (l *loaded) round(r int) []storage.EventTable {
	var out []storage.EventTable
	for _, tb := range l.stored.Tables {
		if tb.Round == r {
			out = append(out, tb)
		}
	}
	return out
}

// name is member m's name.
func (l *loaded) name(m int) string { return l.stored.Members[m].Name }

// seatsText names a table's players in seat order with their sides:
// "Ana (White) – Dora (Black)"; a bye is its member's name alone.
func (l *loaded) seatsText(tb storage.EventTable) string {
	if len(tb.Seats) == 1 {
		return l.name(tb.Seats[0])
	}
	parts := make([]string, len(tb.Seats))
	for s, m := range tb.Seats {
		parts[s] = fmt.Sprintf("%s (%s)", l.name(m), l.sides[len(tb.Seats)][s])
	}
	return strings.Join(parts, " – ")
}

// resultText is a table's result in words, or "" while undecided.
func (l *loaded) resultText(tb storage.EventTable) string {
	var text string
	switch {
	case tb.Decided == storage.DecidedBye:
		return lang.L("bye (a point)")
	case tb.Decided == "" && tb.SavedID != 0:
		return lang.L("game in progress")
	case tb.Decided == "":
		return ""
	case tb.Winner < 0 && len(tb.Seats) > 2:
		text = lang.L("Nobody won")
	case tb.Winner < 0:
		text = lang.L("Draw")
	default:
		text = lang.L("{{.Name}} won", map[string]any{"Name": l.name(tb.Seats[tb.Winner])})
	}
	if correctable(tb) {
		text += " " + lang.L("(typed in)")
	}
	return text
}

// variantText names a game's variant: Xima's styles in words, a board
// size as it is.
func variantText(code string) string {
	switch code {
	case "sport":
		return lang.L("Sport")
	case "luck":
		return lang.L("Luck (one die)")
	case "two-dice":
		return lang.L("Two dice")
	}
	return code
}

// formatText names a format.
func formatText(f tournament.Format) string {
	switch f {
	case tournament.DoubleRoundRobin:
		return lang.L("Double round robin")
	case tournament.Swiss:
		return lang.L("Swiss")
	}
	return lang.L("Round robin")
}

// gameText is the event's game, with its variant when it has one.
func gameText(e storage.Event) string {
	if e.Variant == "" {
		return e.Game
	}
	return e.Game + " (" + variantText(e.Variant) + ")"
}

// summary is an event's line: game, format, members, rounds.
func summary(e storage.Event) string {
	f, _ := tournament.ParseFormat(e.Format)
	return lang.L("{{.Game}} · {{.Format}} · {{.Members}} members · tables of {{.Size}} · round {{.Round}} of {{.Rounds}}",
		map[string]any{"Game": gameText(e), "Format": formatText(f), "Members": len(e.Members), "Size": e.TableSize,
			"Round": e.Paired, "Rounds": e.Rounds})
}
