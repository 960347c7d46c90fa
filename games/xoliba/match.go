package xoliba

import (
	"errors"
	"fmt"
	"strconv"

	"xima/games/core"
)

// MatchConfig describes a match: a series of games until a player reaches
// the target (rules/other-games.md, Xoliba, Score, 3 players).
type MatchConfig struct {
	Players int      // 2 or 3; 0 means 2
	Seed    uint64   // the match's seed; game n is shuffled from GameSeed(Seed, n)
	Target  int      // the points that win the match; 0 means 50 (two players) or 25 (three)
	Names   []string // the players' names by seat, optional
	// OpeningResignation lets a player resign a game before its first move,
	// which gives the opponent 40% of the target, rounded up (two players only).
	OpeningResignation bool
}

// Match is a series of games between the same players, each shuffled anew.
type Match struct {
	cfg   MatchConfig
	games []*Game
}

// NewMatch starts a match and its first game.
func NewMatch(cfg MatchConfig) (*Match, error) {
	if cfg.Players == 0 {
		cfg.Players = 2
	}
	if cfg.Players != 2 && cfg.Players != 3 {
		return nil, fmt.Errorf("xoliba: a match of %d players: want 2 or 3", cfg.Players)
	}
	if cfg.OpeningResignation && cfg.Players != 2 {
		return nil, errors.New("xoliba: the opening resignation is for two players only")
	}
	if cfg.Target == 0 {
		cfg.Target = 50
		if cfg.Players == 3 {
			cfg.Target = 25
		}
	}
	if cfg.Target < 1 {
		return nil, fmt.Errorf("xoliba: match target %d: want at least 1", cfg.Target)
	}
	cfg.Names = append([]string(nil), cfg.Names...)
	m := &Match{cfg: cfg}
	if err := m.start(); err != nil {
		return nil, err
	}
	return m, nil
}

// GameSeed returns the seed game n (from 1) of a match is shuffled from:
// splitmix64 of the match seed plus n times its step.
func GameSeed(matchSeed uint64, n int) uint64 { return core.Mix(matchSeed + uint64(n)*core.Golden) }

// start begins the next game.
func (m *Match) start() error {
	n := len(m.games) + 1
	g, err := NewGame(Config{Players: m.cfg.Players, Seed: GameSeed(m.cfg.Seed, n), Names: m.cfg.Names,
		Tags: []core.Tag{{Name: "Round", Value: strconv.Itoa(n)}, {Name: "MatchSeed", Value: strconv.FormatUint(m.cfg.Seed, 10)},
			{Name: "Target", Value: strconv.Itoa(m.cfg.Target)}}})
	if err != nil {
		return err
	}
	m.games = append(m.games, g)
	return nil
}

// Config returns the match's configuration, defaults filled in.
func (m *Match) Config() MatchConfig {
	c := m.cfg
	c.Names = append([]string(nil), c.Names...)
	return c
}

// Game returns the game in play (the last one, over or not).
func (m *Match) Game() *Game { return m.games[len(m.games)-1] }

// Number returns the number of the game in play, from 1.
func (m *Match) Number() int { return len(m.games) }

// Games returns the match's games in order, the one in play last.
func (m *Match) Games() []*Game { return append([]*Game(nil), m.games...) }

// OpeningShare returns what an opening resignation gives the opponent: 40%
// of the target, rounded up (rules/other-games.md, Xoliba, Score).
func (m *Match) OpeningShare() int { return (m.cfg.Target*2 + 4) / 5 }

// ResignOpening resigns the game in play for seat before its first move,
// when the match allows it; start the next game with NextGame.
func (m *Match) ResignOpening(seat int) error {
	g := m.Game()
	switch {
	case !m.cfg.OpeningResignation:
		return fmt.Errorf("%w: this match has no opening resignation", core.ErrIllegal)
	case len(g.plies) > 0:
		return fmt.Errorf("%w: the opening resignation comes before the first move", core.ErrIllegal)
	}
	return g.Resign(seat)
}

// GamePoints returns the match points game n (from 1) gave each seat: its
// scores, or the opening share for an opening resignation; nil while the
// game is not over.
func (m *Match) GamePoints(n int) []int {
	if n < 1 || n > len(m.games) || !m.games[n-1].Over() {
		return nil
	}
	g := m.games[n-1]
	s := &g.line.State
	if s.end == core.Resigned && len(g.plies) == 0 && m.cfg.OpeningResignation {
		out := make([]int, m.cfg.Players)
		out[1-int(s.resigned)] = m.OpeningShare()
		return out
	}
	return g.Scores()
}

// Totals returns each seat's points from the games that are over.
func (m *Match) Totals() []int {
	out := make([]int, m.cfg.Players)
	for n := range m.games {
		for seat, p := range m.GamePoints(n + 1) {
			out[seat] += p
		}
	}
	return out
}

// Winner returns the seat that won the match, or -1 while it goes on:
// with two players the first to reach the target; with three, once someone
// has reached it, the highest total, equal top totals playing on.
func (m *Match) Winner() int {
	best, winner, reached := -1, -1, false
	for seat, t := range m.Totals() {
		reached = reached || t >= m.cfg.Target
		switch {
		case t > best:
			best, winner = t, seat
		case t == best:
			winner = -1
		}
	}
	if !reached {
		return -1
	}
	return winner
}

// Over reports whether the match has a winner.
func (m *Match) Over() bool { return m.Winner() >= 0 }

// NextGame starts the next game, shuffled from the next game seed, once the
// game in play is over and the match is not.
func (m *Match) NextGame() (*Game, error) {
	switch {
	case !m.Game().Over():
		return nil, errors.New("xoliba: the game in play is not over")
	case m.Over():
		return nil, errors.New("xoliba: the match is over")
	}
	if err := m.start(); err != nil {
		return nil, err
	}
	return m.Game(), nil
}
