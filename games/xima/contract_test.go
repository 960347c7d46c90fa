package xima

import (
	"fmt"
	"io"
	"math/rand/v2"
	"testing"
	"time"

	"xima/games/core"
	"xima/games/core/coretest"
)

// The optional faces the play session and the contract suite look for:
// dice, and clock readings kept in the record.
var (
	_ interface {
		NeedsRoll() bool
		Roll() ([]uint8, error)
	} = (*Game)(nil)
	_ interface {
		PlayClocked(a core.Action, remaining time.Duration) error
	} = (*Game)(nil)
)

// contractStyles are the tables the game suite plays, by table size: every
// style turns up, and a table of sport players.
var contractStyles = map[int][][]Style{
	2: {{Sport, Sport}, {Luck, TwoDice}},
	3: {{Sport, Luck, Sport}, {TwoDice, Sport, Sport}},
	4: {{Sport, Sport, Sport, Sport}, {Sport, TwoDice, Luck, Sport}},
}

// Xima passes the contract every game keeps (house rule 15): random games
// through the game face, dice rolled from the seed, and random walks
// through the position face in the sport style.
func TestContractGame(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 3
	}
	next := map[int]int{}
	coretest.Game(t, coretest.Suite{
		New: func(seats int) (core.Game, error) {
			tables := contractStyles[seats]
			if tables == nil {
				return nil, fmt.Errorf("xima: %d players (want 2 to 4)", seats)
			}
			i := next[seats]
			next[seats]++
			return NewGame(Config{Styles: tables[i%len(tables)], Seed: uint64(100*seats + i), HasSeed: true})
		},
		Read: func(r io.Reader) (core.Game, error) {
			g, err := ReadGame(r)
			if err != nil {
				return nil, err
			}
			return g, nil
		},
		Seats:    []int{2, 3, 4},
		Games:    games,
		MaxPlies: 300,
	})
}

func TestContractPosition(t *testing.T) {
	walks := 12
	if testing.Short() {
		walks = 3
	}
	for players := 2; players <= MaxPlayers; players++ {
		t.Run(fmt.Sprintf("%dplayers", players), func(t *testing.T) {
			start := func() *Line { return NewLine(newSport(t, players)) }
			coretest.Position[*Line, Action, Undo](t, start, walks, 300)
		})
	}
}

// Line.Result, the search's view, agrees with the Game's result, drowned
// players included, and an unapplied drowning leaves the line going.
func TestLineResultAgreesWithGame(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "A1", red)
	put(t, &s, "B1", blue)
	s.reserve[Red], s.special[Red] = 0, SpecialCaptured // nothing else to act with
	s.toMove = Blue
	s.hash = s.computeHash()
	l := NewLine(s)
	u := l.Apply(MoveAction(cell(t, "B1"), cell(t, "A1")))
	wantResult(t, l.Result(), Red, Drowned)
	if len(l.Legal(nil)) != 0 {
		t.Fatal("legal actions for a drowned side")
	}
	l.Unapply(u)
	if l.Result() != core.Going || l.ToMove() != int(Blue) {
		t.Fatalf("after the unapply: %+v, seat %d to move", l.Result(), l.ToMove())
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 6 {
		styles := contractStyles[2+i%3][i%2]
		g := randomGame(t, rng, styles, 400, func(g *Game, _ Action) {
			if got, want := g.Line().Result(), g.Result(); got != want {
				t.Fatalf("line %+v, game %+v", got, want)
			}
		})
		if got, want := g.Line().Result(), g.Result(); got != want {
			t.Fatalf("at the end: line %+v, game %+v", got, want)
		}
	}
}
