package session

import (
	"errors"
	"fmt"
	"strings"

	"xima/games/catalog"
	"xima/games/core"
	"xima/storage"
)

// CIMAXRatings rates a finished game of a kind rated by CIMAX (Xima),
// keeping each player's game force and power and the game level beside
// the change (catalog.Kind.RateCIMAX).
func CIMAXRatings(g core.Game, before []float64) ([]storage.RatingChange, error) {
	kind, err := catalog.Find(g.Name())
	if err != nil {
		return nil, err
	}
	changes, err := kind.RateCIMAX(g, before)
	if err != nil {
		return nil, err
	}
	out := make([]storage.RatingChange, len(changes))
	for i, c := range changes {
		out[i] = storage.RatingChange{Before: c.Before, After: c.After, Delta: c.Delta,
			Force: c.Force, Power: c.Power, Level: c.Level, Experience: c.Experience}
	}
	return out, nil
}

// RateRecord rates a finished game from its record as play rates it:
// CIMAX for Xima, Elo for the others. It is the storage.Rater an import
// works a club's ratings out again with.
func RateRecord(game, record string, before []float64) ([]storage.RatingChange, error) {
	kind, err := catalog.Find(game)
	if err != nil {
		return nil, err
	}
	g, err := kind.Read(strings.NewReader(record))
	if err != nil {
		return nil, fmt.Errorf("the record does not read back: %w", err)
	}
	if kind.Rating == catalog.CIMAX {
		return CIMAXRatings(g, before)
	}
	return EloRatings(g, before)
}

var _ storage.Rater = RateRecord

// CheckFinished says why fg, a finished game's row (from a club file), is
// not one play could have stored (FinishedRow): play stores a game only
// once it is over, rated or casual, with one seat per player of its
// record, the result code and every seat's outcome its end gives. The
// record is replayed by its game's rules. It is the import check of the
// window and of xima import (storage.ImportOptions.CheckGame).
func CheckFinished(fg storage.FinishedGame) error {
	kind, err := catalog.Find(fg.Game)
	if err != nil {
		return err
	}
	if strings.TrimSpace(fg.Record) == "" {
		return errors.New("the record is empty")
	}
	g, err := kind.Read(strings.NewReader(fg.Record))
	if err != nil {
		return fmt.Errorf("the record does not play back: %w", err)
	}
	if !g.Result().Over {
		return fmt.Errorf("the record's game is not over after %d moves: only a finished game is kept", len(g.Moves()))
	}
	if len(fg.Seats) != g.Seats() {
		return fmt.Errorf("%s, but the record's game has %d players", plural(len(fg.Seats), "seat"), g.Seats())
	}
	want := FinishedRow(g, fg.Record, make([]Seat, g.Seats()))
	if fg.Result != want.Result {
		return fmt.Errorf("result %s, but the record gives %q", core.Quote(fg.Result), want.Result)
	}
	for i, s := range fg.Seats {
		if w := want.Seats[i].Outcome; s.Outcome != w {
			return fmt.Errorf("seats[%d] (%s): outcome %s, but the record gives %s", i, g.SeatCode(i), s.Outcome, w)
		}
	}
	return nil
}

// plural writes n and the noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// KindOf is the session's view of a game of the catalog: its name, its
// record reader and how its finished games are rated (Kind.Rating).
func KindOf(k catalog.Kind) Kind {
	kind := Kind{Name: k.Name, Read: k.Read}
	if k.Rating == catalog.CIMAX {
		kind.Rate = CIMAXRatings
	}
	return kind
}
