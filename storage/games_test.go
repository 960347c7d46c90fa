package storage

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestRecordRatedGame(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	ana, beto, carla := mustProfile(t, db, "Ana"), mustProfile(t, db, "Beto"), mustProfile(t, db, "Carla")
	record := "[Game \"Xima\"]\n[CIMAX \"1000,1000,1000\"]\n1. -G2 -G4 -A1 2. =G7 TOP 1-0\n"
	g := FinishedGame{
		Game: "Xima", Mode: "club", Rated: true, Result: "1-0", Record: record,
		Started: epoch.Add(-time.Hour), Duration: 25 * time.Minute,
		Seats: []Seat{
			{ProfileID: ana.ID, Name: "Ana", Outcome: Win,
				Rating: RatingChange{Before: 1000, After: 1101.2, Delta: 101.2, Force: 40, Power: 0.972, Level: 90.5, Experience: 50.6}},
			{ProfileID: beto.ID, Name: "Beto", Outcome: Loss,
				Rating: RatingChange{Before: 1000, After: 949.4, Delta: 101.2, Force: 25, Power: 1.353, Level: 90.5, Experience: 50.6}},
			{ProfileID: carla.ID, Name: "Carla", Outcome: Loss,
				Rating: RatingChange{Before: 1000, After: 949.4, Delta: 101.2, Force: 25.5, Power: 1.1, Level: 90.5, Experience: 50.6}},
		},
	}
	id, err := db.RecordGame(ctx, g, 0)
	if err != nil {
		t.Fatal(err)
	}
	got, err := db.Game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if got.Record != record || got.Result != "1-0" || got.Duration != 25*time.Minute ||
		!got.Started.Equal(epoch.Add(-time.Hour)) || got.Ended.IsZero() || len(got.Key) != 32 {
		t.Errorf("game read back: %+v", got)
	}
	for i := range g.Seats {
		if got.Seats[i] != g.Seats[i] {
			t.Errorf("seat %d read back %+v, want %+v", i, got.Seats[i], g.Seats[i])
		}
	}
	a, _ := db.Profile(ctx, ana.ID)
	if r := a.Rating("Xima"); r.Rating != 1101.2 || r.Experience != 50.6 || r.Games != 1 || r.Wins != 1 {
		t.Errorf("Ana's standing: %+v", r)
	}
	if r := a.Rating("Xoliba"); r.Rating != StartRating || r.Games != 0 {
		t.Errorf("a game not played: %+v", r)
	}
	h, err := db.History(ctx, beto.ID, "Xima")
	if err != nil || len(h) != 1 {
		t.Fatalf("History = %+v, %v", h, err)
	}
	if h[0].GameID != id || h[0].Seat != 1 || h[0].Outcome != Loss || h[0].RatingChange != g.Seats[1].Rating {
		t.Errorf("history entry %+v", h[0])
	}

	// The same changes again are stale: the ratings moved. Nothing is written.
	before := snapshot(t, db)
	_, err = db.RecordGame(ctx, g, 0)
	if !errors.Is(err, ErrStaleRating) {
		t.Fatalf("second record with old ratings: %v, want ErrStaleRating", err)
	}
	if snapshot(t, db) != before {
		t.Error("a refused game changed the database")
	}
}

func TestRecordGameRefusesBadGames(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	ana, beto := mustProfile(t, db, "Ana"), mustProfile(t, db, "Beto")
	good := func() FinishedGame {
		return FinishedGame{Game: "Xima", Mode: "club", Rated: true, Result: "1-0", Record: "1. -G2 1-0",
			Seats: []Seat{
				{ProfileID: ana.ID, Name: "Ana", Outcome: Win, Rating: RatingChange{Before: 1000, After: 1010}},
				{ProfileID: beto.ID, Name: "Beto", Outcome: Loss, Rating: RatingChange{Before: 1000, After: 990}},
			}}
	}
	before := snapshot(t, db)
	for _, c := range []struct {
		name   string
		change func(*FinishedGame)
		want   error
	}{
		{"NaN", func(g *FinishedGame) { g.Seats[0].Rating.Power = math.NaN() }, ErrInvalid},
		{"infinity", func(g *FinishedGame) { g.Seats[1].Rating.After = math.Inf(-1) }, ErrInvalid},
		{"guest in rated", func(g *FinishedGame) { g.Seats[1].ProfileID = 0 }, ErrInvalid},
		{"no outcome in rated", func(g *FinishedGame) { g.Seats[1].Outcome = NoOutcome }, ErrInvalid},
		{"rating in casual", func(g *FinishedGame) { g.Rated = false }, ErrInvalid},
		{"profile twice", func(g *FinishedGame) { g.Seats[1].ProfileID = ana.ID }, ErrInvalid},
		{"missing profile", func(g *FinishedGame) { g.Seats[1].ProfileID = 999 }, ErrNotFound},
		{"stale", func(g *FinishedGame) { g.Seats[1].Rating.Before = 999 }, ErrStaleRating},
		{"no seats", func(g *FinishedGame) { g.Seats = nil }, ErrInvalid},
		{"no game", func(g *FinishedGame) { g.Game = "" }, ErrInvalid},
		{"bad record", func(g *FinishedGame) { g.Record = "\xff" }, ErrInvalid},
		{"huge record", func(g *FinishedGame) { g.Record = strings.Repeat("x", MaxRecordBytes+1) }, ErrInvalid},
		{"negative duration", func(g *FinishedGame) { g.Duration = -time.Second }, ErrInvalid},
		{"seat name", func(g *FinishedGame) { g.Seats[0].Name = strings.Repeat("n", 100) }, ErrInvalid},
	} {
		g := good()
		c.change(&g)
		if _, err := db.RecordGame(ctx, g, 0); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
	if snapshot(t, db) != before {
		t.Error("refused games changed the database")
	}
	if _, err := db.RecordGame(ctx, good(), 0); err != nil {
		t.Errorf("the good game: %v", err)
	}
	if _, err := db.Game(ctx, 999); !errors.Is(err, ErrNotFound) {
		t.Errorf("Game(999) = %v", err)
	}
}

func TestSearchGames(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	ana, beto, carla := mustProfile(t, db, "Ana"), mustProfile(t, db, "Beto"), mustProfile(t, db, "Carla")
	day := func(d int) time.Time { return time.Date(2026, 3, d, 18, 0, 0, 0, time.UTC) }
	type spec struct {
		day    int
		game   string
		result string
		seats  []Seat
	}
	ids := map[string]int64{}
	for name, s := range map[string]spec{
		"ana beats beto":  {1, "Xima", "1-0", []Seat{{ana.ID, "Ana", Win, RatingChange{}}, {beto.ID, "Beto", Loss, RatingChange{}}}},
		"beto beats ana":  {2, "Xima", "0-1", []Seat{{ana.ID, "Ana", Loss, RatingChange{}}, {beto.ID, "Beto", Win, RatingChange{}}}},
		"draw ana carla":  {3, "Xima", "1/2-1/2", []Seat{{carla.ID, "Carla", Draw, RatingChange{}}, {ana.ID, "Ana", Draw, RatingChange{}}}},
		"xana three":      {4, "Xana", "1-0-0", []Seat{{carla.ID, "Carla", Win, RatingChange{}}, {ana.ID, "Ana", Loss, RatingChange{}}, {beto.ID, "Beto", Loss, RatingChange{}}}},
		"beto vs guest":   {5, "Xima", "1-0", []Seat{{beto.ID, "Beto", Win, RatingChange{}}, {0, "Guest", Loss, RatingChange{}}}},
		"abandoned carla": {6, "Xima", "*", []Seat{{carla.ID, "Carla", NoOutcome, RatingChange{}}, {0, "Computer", NoOutcome, RatingChange{}}}},
	} {
		id, err := db.RecordGame(ctx, FinishedGame{Game: s.game, Mode: "hotseat", Result: s.result,
			Record: name, Seats: s.seats, Started: day(s.day), Duration: time.Minute}, 0)
		if err != nil {
			t.Fatal(err)
		}
		ids[name] = id
	}
	for _, c := range []struct {
		name   string
		filter GameFilter
		want   []string // newest first
	}{
		{"all", GameFilter{}, []string{"abandoned carla", "beto vs guest", "xana three", "draw ana carla", "beto beats ana", "ana beats beto"}},
		{"player", GameFilter{ProfileID: ana.ID}, []string{"xana three", "draw ana carla", "beto beats ana", "ana beats beto"}},
		{"player's wins", GameFilter{ProfileID: beto.ID, Outcome: Win}, []string{"beto vs guest", "beto beats ana"}},
		{"player's draws", GameFilter{ProfileID: carla.ID, Outcome: Draw}, []string{"draw ana carla"}},
		{"game", GameFilter{Game: "Xana"}, []string{"xana three"}},
		{"result", GameFilter{Result: "1-0"}, []string{"beto vs guest", "ana beats beto"}},
		{"dates", GameFilter{From: day(2), To: day(4)}, []string{"draw ana carla", "beto beats ana"}},
		{"limit", GameFilter{ProfileID: ana.ID, Limit: 2}, []string{"xana three", "draw ana carla"}},
		{"nothing", GameFilter{Game: "Maxima"}, nil},
	} {
		got, err := db.SearchGames(ctx, c.filter)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var names []string
		for _, g := range got {
			names = append(names, g.Record)
			if g.ID != ids[g.Record] || len(g.Seats) < 2 {
				t.Errorf("%s: game %+v", c.name, g)
			}
		}
		if strings.Join(names, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s: got %q, want %q", c.name, names, c.want)
		}
	}
	if _, err := db.SearchGames(ctx, GameFilter{Outcome: Win}); !errors.Is(err, ErrInvalid) {
		t.Errorf("outcome without a profile: %v", err)
	}

	h, err := db.HeadToHead(ctx, ana.ID, beto.ID, "")
	if err != nil {
		t.Fatal(err)
	}
	if h != (HeadToHead{Games: 3, AWins: 1, BWins: 1}) {
		t.Errorf("Ana against Beto, all games: %+v", h)
	}
	if h, _ := db.HeadToHead(ctx, ana.ID, carla.ID, "Xima"); h != (HeadToHead{Games: 1, Draws: 1}) {
		t.Errorf("Ana against Carla in Xima: %+v", h)
	}
	if h, _ := db.HeadToHead(ctx, carla.ID, beto.ID, "Xana"); h != (HeadToHead{Games: 1, AWins: 1}) {
		t.Errorf("Carla against Beto in Xana: %+v", h)
	}
	if _, err := db.HeadToHead(ctx, ana.ID, ana.ID, ""); !errors.Is(err, ErrInvalid) {
		t.Errorf("head to head with oneself: %v", err)
	}
}

func TestLeaderboard(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	var ids []int64
	for _, n := range []string{"Ana", "Beto", "Carla", "Dani", "Eva"} {
		ids = append(ids, mustProfile(t, db, n).ID)
	}
	ratedGame(t, db, "Xima", ids[0], ids[1]) // Ana 1010, Beto 990
	ratedGame(t, db, "Xima", ids[2], ids[3]) // Carla 1010, Dani 990
	ratedGame(t, db, "Xima", ids[0], ids[4]) // Ana 1020, Eva 990
	ratedGame(t, db, "Xana", ids[4], ids[1]) // another game's board
	board, err := db.Leaderboard(ctx, "Xima", 0)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, s := range board {
		lines = append(lines, strings.Join([]string{itoa(s.Rank), s.Name, ftoa(s.Rating), itoa(s.Games)}, " "))
	}
	want := "1 Ana 1020 2|2 Carla 1010 1|3 Beto 990 1|3 Dani 990 1|3 Eva 990 1"
	if got := strings.Join(lines, "|"); got != want {
		t.Errorf("leaderboard\n got %s\nwant %s", got, want)
	}
	if top, _ := db.Leaderboard(ctx, "Xima", 2); len(top) != 2 || top[1].Name != "Carla" {
		t.Errorf("top 2: %+v", top)
	}
	if xana, _ := db.Leaderboard(ctx, "Xana", 0); len(xana) != 2 || xana[0].Name != "Eva" || xana[0].Rating != 1010 {
		t.Errorf("Xana board: %+v", xana)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func ftoa(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// TestStandingsFollowHistory plays random rated games among a few profiles,
// with merges between them, and checks every standing against the history.
func TestStandingsFollowHistory(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(1, 2))
	var ids []int64
	for _, n := range []string{"Ana", "Beto", "Carla", "Dani", "Eva", "Fede"} {
		ids = append(ids, mustProfile(t, db, n).ID)
	}
	games := []string{"Xima", "Ximaera", "Xana"}
	for i := range 60 {
		game := games[rng.IntN(len(games))]
		n := 2 + rng.IntN(3)
		perm := rng.Perm(len(ids))[:n]
		var seats []Seat
		delta := rng.Float64() * 100
		for j, k := range perm {
			p, err := db.Profile(ctx, ids[k])
			if err != nil {
				t.Fatal(err)
			}
			before := p.Rating(game).Rating
			out, after := Loss, before-delta/float64(n-1)
			if j == 0 {
				out, after = Win, before+delta
			}
			seats = append(seats, Seat{ProfileID: p.ID, Name: p.Name, Outcome: out,
				Rating: RatingChange{Before: before, After: after, Delta: delta, Experience: rng.Float64() * 10}})
		}
		if _, err := db.RecordGame(ctx, FinishedGame{Game: game, Mode: "club", Rated: true, Seats: seats}, 0); err != nil {
			t.Fatal(err)
		}
		if i == 30 {
			if err := db.MergeProfiles(ctx, ids[0], ids[5]); err != nil {
				t.Fatal(err)
			}
			ids = ids[:5]
		}
	}
	checkStandings(t, db)
}
