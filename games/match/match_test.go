package match_test

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/match"
	"xima/games/search"
)

// tables lists every table a computer plays: each kind at each size, and
// Xima in each style.
func tables() []match.Config {
	var out []match.Config
	for _, k := range catalog.All() {
		if k.NewComputer == nil {
			continue
		}
		variants := []string{""}
		if k.Name == "Xima" {
			variants = k.Variants
		}
		for _, seats := range k.Seats {
			for _, v := range variants {
				out = append(out, match.Config{Kind: k, Seats: seats, Variant: v})
			}
		}
	}
	return out
}

// TestComputersPlayLegalGamesThatReplay plays many quick games between the
// weak levels (whose random mistakes wander over the whole game) at every
// table: match.Run fails on any illegal action, and each finished game's
// record must read back to the same actions and result.
func TestComputersPlayLegalGamesThatReplay(t *testing.T) {
	perTable := 140 // thousands of games over all the tables
	if testing.Short() {
		perTable = 6
	}
	total := 0
	for _, cfg := range tables() {
		name := cfg.Kind.Name + "/" + string(rune('0'+cfg.Seats)) + cfg.Variant
		cfg.A, cfg.B = match.Player{Level: 1}, match.Player{Level: 2}
		cfg.Games, cfg.Seed = perTable, 11
		cfg.Budget = search.Budget{Nodes: 300}
		cfg.MaxActions = 400
		cfg.Game = func(g match.Game) {
			total++
			game := g.Games[0]
			rec, err := core.RecordText(game)
			if err != nil {
				t.Fatalf("%s game %d: %v", name, g.Index, err)
			}
			back, err := cfg.Kind.Read(strings.NewReader(rec))
			if err != nil {
				t.Fatalf("%s game %d: its record does not replay: %v\n%s", name, g.Index, err, rec)
			}
			if !slices.Equal(back.Moves(), game.Moves()) || back.Result() != game.Result() {
				t.Fatalf("%s game %d: the record replays to %v, %v; played %v, %v", name, g.Index,
					back.Result(), len(back.Moves()), game.Result(), len(game.Moves()))
			}
		}
		if _, err := match.Run(context.Background(), cfg); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	if total < len(tables())*perTable {
		t.Errorf("%d games played", total)
	}
}

func TestStrongerLevelWins(t *testing.T) {
	k, _ := catalog.Find("Xima")
	sum, err := match.Run(context.Background(), match.Config{Kind: k, A: match.Player{Level: 4}, B: match.Player{Level: 1},
		Games: 4, Budget: search.Budget{Nodes: 20000}, Seed: 3, Opening: 2})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Wins < 3 {
		t.Errorf("level 4 against level 1: %+v", sum)
	}
}

func TestParsePlayer(t *testing.T) {
	for ok, want := range map[string]match.Player{"1": {Level: 1}, "6": {Level: 6}, "greedy": {Greedy: true},
		" Greedy ": {Greedy: true}, "6/4": {Level: 6, Share: 4}, "6classic": {Level: 6, Classic: true},
		"5/2Classic": {Level: 5, Share: 2, Classic: true}} {
		if p, err := match.ParsePlayer(ok); err != nil || p != want {
			t.Errorf("%q: %+v, %v; want %+v", ok, p, err, want)
		}
	}
	for _, bad := range []string{"0", "7", "", "strong", "6/0", "6/", "classic", "greedy/2"} {
		if _, err := match.ParsePlayer(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestEloInterval(t *testing.T) {
	s := match.Summary{Games: 100, Wins: 70, Draws: 10, Losses: 20}
	d, lo, hi := s.EloInterval()
	if math.Abs(d-match.Elo(0.75)) > 1e-9 || !(lo < d && d < hi) || lo < 60 || hi > 350 {
		t.Errorf("75%%: %v (%v to %v)", d, lo, hi)
	}
	if e := match.Elo(0.5); math.Abs(e) > 1e-9 {
		t.Errorf("Elo(0.5) = %v", e)
	}
}

// TestSeriesPlaysToTarget plays Xoliba's match to a target: each series
// is several games shuffled anew, its points are the sum of its games'
// scores, it ends as soon as a seat reaches the target, and the seat with
// the most points wins it.
func TestSeriesPlaysToTarget(t *testing.T) {
	k, _ := catalog.Find("Xoliba")
	const target = 50
	var series []match.Game
	sum, err := match.Run(context.Background(), match.Config{Kind: k, A: match.Player{Level: 3}, B: match.Player{Level: 2},
		Games: 4, Budget: search.Budget{Nodes: 500}, Seed: 5, Opening: 1, Target: target,
		Game: func(g match.Game) { series = append(series, g) }})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Played <= sum.Games {
		t.Errorf("%d series in %d games: a series to %d should take more than one game", sum.Games, sum.Played, target)
	}
	for _, g := range series {
		total := make([]int, 2)
		for n, game := range g.Games {
			if n > 0 && slices.Equal(game.Moves(), g.Games[n-1].Moves()) {
				t.Errorf("series %d: game %d repeats game %d", g.Index, n+1, n)
			}
			for seat, p := range game.(interface{ Scores() []int }).Scores() {
				total[seat] += p
			}
			if n < len(g.Games)-1 && max(total[0], total[1]) >= target {
				t.Errorf("series %d went on after game %d with %v", g.Index, n+1, total)
			}
		}
		if !slices.Equal(total, g.Points) || max(total[0], total[1]) < target {
			t.Errorf("series %d: points %v, its games' scores add to %v", g.Index, g.Points, total)
		}
		want := 0.0
		if total[g.ASeat] > total[1-g.ASeat] {
			want = 1
		}
		if g.Outcome != want {
			t.Errorf("series %d: A (seat %d) scores %v with points %v", g.Index, g.ASeat, g.Outcome, total)
		}
	}
}

func TestSeriesNeedsPoints(t *testing.T) {
	k, _ := catalog.Find("Maxima")
	_, err := match.Run(context.Background(), match.Config{Kind: k, A: match.Player{Level: 1}, B: match.Player{Level: 1},
		Games: 2, Budget: search.Budget{Nodes: 100}, Target: 50})
	if err == nil || !strings.Contains(err.Error(), "no points") {
		t.Errorf("a Maxima series to 50: %v", err)
	}
}

// TestAdjudicateGivesAStoppedGameToTheLeader stops Xana games early: each
// goes to the seat the game's own count puts ahead, not to a draw.
func TestAdjudicateGivesAStoppedGameToTheLeader(t *testing.T) {
	k, _ := catalog.Find("Xana")
	var games []match.Game
	sum, err := match.Run(context.Background(), match.Config{Kind: k, A: match.Player{Level: 2}, B: match.Player{Level: 1},
		Games: 6, Budget: search.Budget{Nodes: 100}, Seed: 3, Opening: 2, MaxActions: 24, Adjudicate: true,
		Game: func(g match.Game) { games = append(games, g) }})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Unfinished != 6 || sum.Draws != 0 {
		t.Fatalf("%+v: want 6 games stopped and adjudicated", sum)
	}
	for _, g := range games {
		lead := g.Games[0].(interface{ Leader() int }).Leader()
		if want := map[bool]float64{true: 1, false: 0}[lead == g.ASeat]; g.Outcome != want {
			t.Errorf("game %d: A in seat %d scores %v, the leader is seat %d", g.Index, g.ASeat, g.Outcome, lead)
		}
	}
}

// Every move a level searched has its depth in the summary, beside its time.
func TestSummaryKeepsEachSearchDepth(t *testing.T) {
	kind, err := catalog.Find("Maxima")
	if err != nil {
		t.Fatal(err)
	}
	cfg := match.Config{Kind: kind, A: match.Player{Level: 6}, B: match.Player{Level: 6, Share: 4},
		Games: 2, Budget: search.Budget{Nodes: 4000}, MaxActions: 24, Seed: 3}
	sum, err := match.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.ADepth) == 0 || len(sum.ADepth) != len(sum.AThink) || len(sum.BDepth) != len(sum.BThink) {
		t.Fatalf("depths %d and %d for %d and %d moves", len(sum.ADepth), len(sum.BDepth), len(sum.AThink), len(sum.BThink))
	}
	if match.Mean(sum.ADepth) <= match.Mean(sum.BDepth) {
		t.Errorf("four times the positions searched no deeper: mean depth %.2f against %.2f", match.Mean(sum.ADepth), match.Mean(sum.BDepth))
	}
	if got := match.Quantile([]int{4, 1, 3, 2}, 0.5); got != 3 {
		t.Errorf("median of 1-4: %d", got)
	}
	if got := match.Mean([]int{1, 2, 6}); got != 3 {
		t.Errorf("mean of 1, 2, 6: %v", got)
	}
}
