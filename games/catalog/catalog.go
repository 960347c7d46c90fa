// Package catalog is the one list of the games this program plays, shared
// by the command line and the window: each game's name, table sizes and
// variants, how to start one, read its record, count its action tree,
// report its position, rate its players, and its computer player.
// It knows each engine only through games/core's faces.
package catalog

import (
	"context"
	"fmt"
	"io"
	"strings"

	"xima/games/core"
)

// Options start a new game.
type Options struct {
	Seats   int      // players at the table; 0 for the game's usual number
	Variant string   // one of the kind's Variants; "" for the usual
	Seed    uint64   // the game's random seed (dice, a shuffled start)
	Names   []string // the players' names by seat, optional
}

// Kind is one game the program plays.
type Kind struct {
	// Name is the game's name: its record's Game tag and its name in the store.
	Name string
	// Seats lists the table sizes the game takes, the usual first.
	Seats []int
	// Variants lists the versions to choose from (board sizes), the usual
	// first; nil when the game has one. VariantName says what they are.
	Variants    []string
	VariantName string
	// New starts a game.
	New func(o Options) (core.Game, error)
	// FromRecord replays a record already read.
	FromRecord func(rec *core.Record) (core.Game, error)
	// NewComputer returns a computer player for the kind's games.
	NewComputer func() Computer
	// Rating is how the kind's rated games change their players' ratings.
	Rating Rating
	// Extension ends the name of a file holding one record of the game
	// (".xima"); the file dialogs show it.
	Extension string
	// WinScale turns the search's scores into chances of winning (games/
	// analysis): a seat ahead by WinScale wins e times as often as it
	// loses. Fitted per game on self-play (docs/analysis.md).
	WinScale float64

	// cimax works out a finished game's CIMAX changes (RateCIMAX), for
	// the kind rated by CIMAX.
	cimax func(g core.Game, before []float64) ([]Change, error)

	perft  func(ctx context.Context, g core.Game, depth int) (uint64, error)
	divide func(ctx context.Context, g core.Game, depth int) ([]core.DivideRow, error)
	// report, when not nil, makes the kind's replay report; else the game
	// is its own (core.Report).
	report func(rec *core.Record, g core.Game, every bool) (core.Report, error)
	// longName, when not nil, names the actions the command line lists
	// instead of the game's Format (Xima's long form).
	longName func(g core.Game, a core.Action) string
	// ready, when not nil, readies a game read from a record for listing
	// its actions (Xima rolls a dice player's dice from the record's seed).
	ready func(g core.Game) error
}

// Read reads a record of the kind's game and replays it.
func (k Kind) Read(r io.Reader) (core.Game, error) {
	rec, err := core.Read(r)
	if err != nil {
		return nil, err
	}
	return k.FromRecord(rec)
}

// Perft counts the leaves of the action tree depth actions deep from g's
// position, g being a game of this kind; it stops when ctx ends.
func (k Kind) Perft(ctx context.Context, g core.Game, depth int) (uint64, error) {
	return k.perft(ctx, g, depth)
}

// Divide is Perft split by root action.
func (k Kind) Divide(ctx context.Context, g core.Game, depth int) ([]core.DivideRow, error) {
	return k.divide(ctx, g, depth)
}

// Report returns the game's own account of g, read from rec, for replay
// (its engine's report.go); every asks for the figures after every
// action too, in the games that have them (Xima's magnitudes).
func (k Kind) Report(rec *core.Record, g core.Game, every bool) (core.Report, error) {
	if k.report != nil {
		return k.report(rec, g, every)
	}
	if r, ok := g.(core.Report); ok {
		return r, nil
	}
	return nil, fmt.Errorf("%s: no report of its position", k.Name)
}

// ActionName names action a of g's position as the command line lists it
// (actions, perft --divide, bestmove): the game's notation, or the form
// the kind lists its actions in.
func (k Kind) ActionName(g core.Game, a core.Action) string {
	if k.longName != nil {
		return k.longName(g, a)
	}
	return g.Format(a)
}

// ReadyToList readies g, read from a record, for listing its legal
// actions: a game with dice rolls them first where the record allows.
func (k Kind) ReadyToList(g core.Game) error {
	if k.ready != nil {
		return k.ready(g)
	}
	return nil
}

// walker makes a kind's Perft and Divide from the game's position face:
// line returns a copy of a game's position with its history.
func walker[G core.Game, A core.ActionValue, U any](line func(G) core.Position[A, U]) (
	func(context.Context, core.Game, int) (uint64, error), func(context.Context, core.Game, int) ([]core.DivideRow, error)) {
	perft := func(ctx context.Context, g core.Game, depth int) (uint64, error) {
		return core.Perft(ctx, line(g.(G)), depth)
	}
	divide := func(ctx context.Context, g core.Game, depth int) ([]core.DivideRow, error) {
		return core.Divide(ctx, line(g.(G)), depth)
	}
	return perft, divide
}

// All returns every game, Xima first, in the order the home screen shows them.
func All() []Kind {
	return append([]Kind{Xima(), Ximaera(), Xana(), Xoliba(), Maxima()}, registered()...)
}

// Find returns the kind named name, spaces and case aside.
func Find(name string) (Kind, error) {
	var names []string
	for _, k := range All() {
		if strings.EqualFold(k.Name, strings.TrimSpace(name)) {
			return k, nil
		}
		names = append(names, k.Name)
	}
	return Kind{}, fmt.Errorf("%w %s (this build plays %s)", ErrUnknownGame, core.Quote(name), strings.Join(names, ", "))
}

// ErrUnknownGame is returned for a game no engine plays.
var ErrUnknownGame = fmt.Errorf("unknown game")

// ForRecord returns the kind of a record's game: its Game tag, Xima when
// it has none (the records of the book have none).
func ForRecord(rec *core.Record) (Kind, error) {
	name, err := rec.GameName("Xima")
	if err != nil {
		return Kind{}, err
	}
	k, err := Find(name)
	if err != nil {
		return Kind{}, rec.TagError(core.TagGame, err)
	}
	return k, nil
}

// ReadAny reads a record of any game, picked by its Game tag.
func ReadAny(r io.Reader) (core.Game, Kind, error) {
	rec, err := core.Read(r)
	if err != nil {
		return nil, Kind{}, err
	}
	k, err := ForRecord(rec)
	if err != nil {
		return nil, Kind{}, err
	}
	g, err := k.FromRecord(rec)
	return g, k, err
}

// seatsOf returns o's table size, or def.
func seatsOf(o Options, def int) int {
	if o.Seats == 0 {
		return def
	}
	return o.Seats
}
