package session

import (
	"fmt"
	"strings"

	"xima/games/catalog"
	"xima/games/core"
	engine "xima/games/xima"
	"xima/storage"
)

// CIMAXRatings rates a finished Xima game by CIMAX, keeping each player's
// game force and power and the game level beside the change.
func CIMAXRatings(g core.Game, before []float64) ([]storage.RatingChange, error) {
	xg, ok := g.(*engine.Game)
	if !ok {
		return nil, fmt.Errorf("cimax: a %s game is not a Xima game", g.Name())
	}
	changes, err := engine.CIMAX(before, xg)
	if err != nil {
		return nil, err
	}
	m := engine.Measure(xg)
	out := make([]storage.RatingChange, len(changes))
	for i, rc := range changes {
		out[i] = storage.RatingChange{Before: rc.Before, After: rc.After, Delta: rc.Delta,
			Force: m.Forces[i].Total(), Power: m.Powers[i], Level: m.Level, Experience: rc.Experience}
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
	if _, ok := g.(*engine.Game); ok {
		return CIMAXRatings(g, before)
	}
	return EloRatings(g, before)
}

var _ storage.Rater = RateRecord

// CheckRecord reads a finished game's record with its game's rules: an
// import refuses a record that does not play back.
func CheckRecord(game, record string) error {
	kind, err := catalog.Find(game)
	if err != nil {
		return err
	}
	_, err = kind.Read(strings.NewReader(record))
	return err
}
