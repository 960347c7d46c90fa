// Package match plays computer players against each other, for measuring
// them: a ladder of levels, a level against a greedy player. Games come in
// pairs that share a seed (the same opening and dice) with the seats
// turned, so neither side gains from moving first.
package match

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/search"
)

// Player is one side of a match: a level, or the greedy player.
type Player struct {
	Level   int  // search.MinLevel to search.MaxLevel
	Greedy  bool // the one-move greedy player instead of a level
	Share   int  // spends 1/Share of the match's budget; 0 the whole
	Classic bool // searches as before issue 31 (search.Limits.Classic)
}

// ParsePlayer reads "1" to "6" or "greedy". A level may be followed by
// "/N", to spend 1/N of the budget ("6/4": level 6 at a quarter of the
// time), and by "classic", to search as the search did before issue 31
// ("6classic"): both for measuring the search.
func ParsePlayer(s string) (Player, error) {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, "greedy") {
		return Player{Greedy: true}, nil
	}
	var p Player
	level, classic := strings.CutSuffix(strings.ToLower(s), "classic")
	p.Classic = classic
	level, share, shared := strings.Cut(level, "/")
	n, err := strconv.Atoi(level)
	if err != nil || n < search.MinLevel || n > search.MaxLevel {
		return Player{}, fmt.Errorf("player %s: want a level %d to %d, or greedy", core.Quote(s), search.MinLevel, search.MaxLevel)
	}
	p.Level = n
	if shared {
		if p.Share, err = strconv.Atoi(share); err != nil || p.Share < 1 {
			return Player{}, fmt.Errorf("player %s: a share is /1 or more", core.Quote(s))
		}
	}
	return p, nil
}

func (p Player) String() string {
	if p.Greedy {
		return "greedy"
	}
	s := "level " + strconv.Itoa(p.Level)
	if p.Share > 1 {
		s += " at 1/" + strconv.Itoa(p.Share)
	}
	if p.Classic {
		s += " (classic search)"
	}
	return s
}

// limits returns p's limits for one move.
func (p Player) limits(b search.Budget, seed uint64) search.Limits {
	if p.Greedy {
		return search.Greedy(seed)
	}
	if p.Share > 1 {
		if b.Time <= 0 && b.Nodes <= 0 {
			b.Time = search.DefaultMoveTime
		}
		b.Time /= time.Duration(p.Share)
		b.Nodes = max(b.Nodes/int64(p.Share), min(b.Nodes, 1))
	}
	lim, _ := search.Level(p.Level, b, seed) // the level was checked by ParsePlayer
	lim.Classic = p.Classic
	return lim
}

// Config is a match.
type Config struct {
	Kind    catalog.Kind
	Seats   int    // players at each table; 0 for the game's usual
	Variant string // the kind's variant; "" for the usual
	A, B    Player // A takes one seat in turn, B every other
	Games   int
	Budget  search.Budget // level 6's per move
	Seed    uint64
	// Opening is how many actions each game starts with at random (the
	// same for both games of a pair), so games differ.
	Opening int
	// MaxActions ends a game that runs longer as a draw (unfinished).
	MaxActions int
	// Adjudicate gives a game stopped at MaxActions to the seat its own
	// count puts ahead, where the game has one (Xana's territory and
	// captures: a Leader method), instead of a draw.
	Adjudicate bool
	// Target, when above 0, makes each of the Games a series: games of
	// the kind, each started anew, until a seat has Target points (the
	// game's own score of a finished game, such as Xoliba's match to 50);
	// then the highest total wins the series, equal top totals playing on.
	// Only for games that score points.
	Target int
	// Jobs is how many games are played at once (default 1); results and
	// Game calls still come in the games' order.
	Jobs int
	// Game, when set, hears of every finished game, in order.
	Game func(Game)
}

// Game is one game of a match, or one series of games (Config.Target).
type Game struct {
	Index      int
	ASeat      int         // A's seat
	Games      []core.Game // the finished game, or the series' games in order (their records replay)
	Points     []int       // each seat's total over a series; nil for a single game
	Outcome    float64     // A's score: 1 a win, 0.5 a draw, 0 a loss
	Unfinished bool        // a game stopped at MaxActions: a draw, or adjudicated (Config.Adjudicate); a series ends there too
	AThink     []time.Duration
	BThink     []time.Duration
	ADepth     []int  // the depth of every move A searched (not its random ones, not a turn's later parts)
	BDepth     []int  // B's
	Evals      []Eval // every searched move's score, in order
}

// Eval is what a player's search said of its move: the score for the
// seat that moved, in the series' game Game (an index of Games). Fitting
// how scores turn into results reads them (games/analysis).
type Eval struct {
	Game, Seat, Score int
}

// Summary is a match's result from A's side.
type Summary struct {
	Games, Wins, Draws, Losses, Unfinished int
	Played                                 int             // games played, more than Games when each is a series
	AThink, BThink                         []time.Duration // every move's thinking time
	ADepth, BDepth                         []int           // the depth of every searched move
}

// Score returns A's score in [0, 1].
func (s Summary) Score() float64 {
	if s.Games == 0 {
		return 0
	}
	return (float64(s.Wins) + float64(s.Draws)/2) / float64(s.Games)
}

// Run plays the match; it stops when ctx ends.
func Run(ctx context.Context, cfg Config) (Summary, error) {
	if cfg.Kind.NewComputer == nil {
		return Summary{}, fmt.Errorf("match: %s has no computer player", cfg.Kind.Name)
	}
	if cfg.Seats == 0 {
		cfg.Seats = cfg.Kind.Seats[0]
	}
	if cfg.MaxActions <= 0 {
		cfg.MaxActions = 1000
	}
	if cfg.Target > 0 {
		if err := checkScored(cfg); err != nil {
			return Summary{}, err
		}
	}
	jobs := min(max(cfg.Jobs, 1), cfg.Games)
	type played struct {
		g   Game
		err error
	}
	results := make([]chan played, cfg.Games)
	for i := range results {
		results[i] = make(chan played, 1)
	}
	next := make(chan int, cfg.Games)
	for i := range cfg.Games {
		next <- i
	}
	close(next)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // an error stops the other games
	for range jobs {
		go func() {
			for i := range next {
				g, err := playOne(ctx, cfg, i)
				results[i] <- played{g, err}
			}
		}()
	}
	var sum Summary
	for i := range cfg.Games {
		r := <-results[i]
		g, err := r.g, r.err
		if err != nil {
			return sum, fmt.Errorf("match: game %d: %w", i+1, err)
		}
		sum.Games++
		sum.Played += len(g.Games)
		switch g.Outcome {
		case 1:
			sum.Wins++
		case 0:
			sum.Losses++
		default:
			sum.Draws++
		}
		if g.Unfinished {
			sum.Unfinished++
		}
		sum.AThink = append(sum.AThink, g.AThink...)
		sum.BThink = append(sum.BThink, g.BThink...)
		sum.ADepth = append(sum.ADepth, g.ADepth...)
		sum.BDepth = append(sum.BDepth, g.BDepth...)
		if cfg.Game != nil {
			cfg.Game(g)
		}
	}
	return sum, nil
}

// playOne plays game or series i: pair i/2's seed, A in seat i mod Seats.
func playOne(ctx context.Context, cfg Config, i int) (Game, error) {
	seed := cfg.Seed + uint64(i/2)
	out := Game{Index: i, ASeat: i % cfg.Seats}
	if cfg.Target <= 0 {
		return out, out.play(ctx, cfg, seed)
	}
	out.Points = make([]int, cfg.Seats)
	for n := uint64(1); ; n++ {
		// each game of a series its own seed, the same in both series of a pair
		if err := out.play(ctx, cfg, seed^n*0x9e3779b97f4a7c15); err != nil || out.Unfinished {
			return out, err
		}
		last := out.Games[len(out.Games)-1]
		for seat, p := range last.(scored).Scores() {
			out.Points[seat] += p
		}
		if winner, over := seriesWinner(out.Points, cfg.Target); over {
			out.Outcome = 0
			if winner == out.ASeat {
				out.Outcome = 1
			}
			return out, nil
		}
	}
}

// play plays one game from seed, appends it to out.Games and sets
// out.Outcome from it.
func (out *Game) play(ctx context.Context, cfg Config, seed uint64) error {
	names := make([]string, cfg.Seats)
	for s := range names {
		names[s] = cfg.B.String()
	}
	names[out.ASeat] = cfg.A.String()
	g, err := cfg.Kind.New(catalog.Options{Seats: cfg.Seats, Variant: cfg.Variant, Seed: seed, Names: names})
	if err != nil {
		return err
	}
	out.Games = append(out.Games, g)
	opening := rand.New(rand.NewPCG(seed, 0x0be11))
	a, b := cfg.Kind.NewComputer(), cfg.Kind.NewComputer()
	for n := 0; !g.Result().Over; n++ {
		if n >= cfg.MaxActions {
			out.Outcome, out.Unfinished = 0.5, true
			if l, ok := g.(leader); ok && cfg.Adjudicate {
				out.Outcome = 0
				if l.Leader() == out.ASeat {
					out.Outcome = 1
				}
			}
			return nil
		}
		if err := rollIfNeeded(g); err != nil {
			return err
		}
		if n < cfg.Opening {
			legal := g.Legal()
			if err := g.Play(legal[opening.IntN(len(legal))]); err != nil {
				return err
			}
			continue
		}
		who, player, think, depth := b, cfg.B, &out.BThink, &out.BDepth
		if g.ToMove() == out.ASeat {
			who, player, think, depth = a, cfg.A, &out.AThink, &out.ADepth
		}
		start := time.Now() // the whole call: the copy of the position too
		ch, err := who.Think(ctx, g, player.limits(cfg.Budget, seed^uint64(n)<<20))
		if err != nil {
			return err
		}
		*think = append(*think, time.Since(start))
		if !ch.Random {
			out.Evals = append(out.Evals, Eval{Game: len(out.Games) - 1, Seat: g.ToMove(), Score: ch.Score})
			if ch.Depth > 0 { // a turn's later parts are played without a search
				*depth = append(*depth, ch.Depth)
			}
		}
		if err := g.Play(ch.Action); err != nil {
			return fmt.Errorf("%s played an illegal action: %w", player, err)
		}
	}
	switch r := g.Result(); {
	case r.Winner == out.ASeat:
		out.Outcome = 1
	case r.Winner < 0:
		out.Outcome = 0.5
	default:
		out.Outcome = 0
	}
	return nil
}

// leader is a game that can say who leads while it goes on (Xana).
type leader interface {
	Leader() int
}

// scored is a game whose finished games score points (Xoliba).
type scored interface {
	Scores() []int
}

// checkScored refuses a series of a game that scores no points.
func checkScored(cfg Config) error {
	g, err := cfg.Kind.New(catalog.Options{Seats: cfg.Seats, Variant: cfg.Variant, Seed: cfg.Seed})
	if err != nil {
		return err
	}
	if _, ok := g.(scored); !ok {
		return fmt.Errorf("match: %s games score no points to play a series to %d", cfg.Kind.Name, cfg.Target)
	}
	return nil
}

// seriesWinner returns the seat with the highest total once a seat has
// reached target; equal top totals play on.
func seriesWinner(points []int, target int) (winner int, over bool) {
	best, winner, reached := -1, -1, false
	for seat, t := range points {
		reached = reached || t >= target
		switch {
		case t > best:
			best, winner = t, seat
		case t == best:
			winner = -1
		}
	}
	return winner, reached && winner >= 0
}

// roller is a game with dice (Xima).
type roller interface {
	NeedsRoll() bool
	Roll() ([]uint8, error)
}

// rollIfNeeded rolls the dice for a dice player to move, from the game's
// own seeded source.
func rollIfNeeded(g core.Game) error {
	if r, ok := g.(roller); ok && r.NeedsRoll() {
		_, err := r.Roll()
		return err
	}
	return nil
}
