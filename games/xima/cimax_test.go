package xima

import (
	"errors"
	"math"
	"strings"
	"testing"

	"xima/games/core"
)

func TestCIMAXDeltaSeveralPlayers(t *testing.T) {
	// Three players, blue wins: each loser brings its alpha and beta.
	ratings := []float64{1000, 1200, 800}
	powers := []float64{1, 2, 0.5}
	want := (1000.0 / 1200 * 3 / 2) * (800.0 / 1200 * 3 / 1.5) * 100
	if d := CIMAXDelta(ratings, powers, 100, 1); !near(d, want, 1e-9) {
		t.Fatalf("Delta %v, want %v", d, want)
	}
	changes, err := RatingChanges(ratings, powers, 100, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []int{0, 2} {
		if c := changes[p]; !near(c.Delta, -want/2, 1e-9) || !near(c.Experience, want/2, 1e-9) || !near(c.After, ratings[p]-want/2, 1e-9) {
			t.Errorf("loser %d: %+v, want an equal share of %v", p, c, want)
		}
	}
	if c := changes[1]; !near(c.Delta, want, 1e-9) || !near(c.Experience, want/2, 1e-9) {
		t.Errorf("winner %+v", c)
	}

	// Four players, equal ratings and powers: Delta is the level.
	four := []float64{1500, 1500, 1500, 1500}
	if d := CIMAXDelta(four, []float64{1, 1, 1, 1}, 120, 3); !near(d, 120, 1e-9) {
		t.Errorf("four equal players: Delta %v, want the level 120", d)
	}
}

func TestRatingFloor(t *testing.T) {
	// Delta is 67.5 but the loser has 0.5 above the floor: that is all the winner gains.
	changes, err := RatingChanges([]float64{2, 1.5}, []float64{1, 1}, 90, 0)
	if err != nil {
		t.Fatal(err)
	}
	if c := changes[1]; c.After != 1 || c.Delta != -0.5 || c.Experience != 0.5 {
		t.Errorf("loser %+v", c)
	}
	if c := changes[0]; c.Delta != 0.5 || c.Experience != 0.25 || c.After != 2.5 {
		t.Errorf("winner %+v", c)
	}
	// Three players, one at the floor: the other loser still gives a full share.
	changes, err = RatingChanges([]float64{1000, 1, 1000}, []float64{1, 1, 1}, 90, 0)
	if err != nil {
		t.Fatal(err)
	}
	share := CIMAXDelta([]float64{1000, 1, 1000}, []float64{1, 1, 1}, 90, 0) / 2
	if changes[1].Delta != 0 || !near(changes[2].Delta, -share, 1e-9) || !near(changes[0].Delta, share, 1e-9) {
		t.Errorf("changes %+v, share %v", changes, share)
	}
}

func TestRatingChangesRefuses(t *testing.T) {
	for _, tc := range []struct {
		name            string
		ratings, powers []float64
		level           float64
		winner          int
	}{
		{"one player", []float64{1000}, []float64{1}, 10, 0},
		{"five players", []float64{1, 1, 1, 1, 1}, []float64{1, 1, 1, 1, 1}, 10, 0},
		{"powers count", []float64{1000, 1000}, []float64{1}, 10, 0},
		{"winner", []float64{1000, 1000}, []float64{1, 1}, 10, 2},
		{"rating below 1", []float64{1000, 0.5}, []float64{1, 1}, 10, 0},
		{"rating NaN", []float64{1000, math.NaN()}, []float64{1, 1}, 10, 0},
		{"power negative", []float64{1000, 1000}, []float64{1, -1}, 10, 0},
		{"level infinite", []float64{1000, 1000}, []float64{1, 1}, math.Inf(1), 0},
	} {
		if _, err := RatingChanges(tc.ratings, tc.powers, tc.level, tc.winner); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
}

func TestParseRatings(t *testing.T) {
	r, err := ParseRatings("1240.11, 1322.81", 2)
	if err != nil || len(r) != 2 || r[0] != 1240.11 || r[1] != 1322.81 {
		t.Fatalf("%v %v", r, err)
	}
	if r, err := ParseRatings("1,1e9", 2); err != nil || r[0] != MinRating || r[1] != MaxRating {
		t.Errorf("the bounds: %v %v", r, err)
	}
	for _, tc := range []struct {
		text string
		n    int
		want string
	}{
		{"1240.11", 2, "1 values for 2 players"},
		{"1000,1000,1000", 2, "3 values for 2 players"},
		{"1000,abc", 2, `Blue's rating "abc"`},
		{"1000,0.5", 2, `Blue's rating "0.5"`},
		{"1000,,1000", 3, `Blue's rating ""`},
		{"NaN,1000", 2, `Red's rating "NaN"`},
		{"1000,Inf", 2, `Blue's rating "Inf"`},
		{"1e308,1000", 2, `Red's rating "1e308" (want a number from 1 to 1000000000)`},
		{"1000,1000000000.5", 2, `Blue's rating "1000000000.5"`},
	} {
		_, err := ParseRatings(tc.text, tc.n)
		if !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want one saying %q", tc.text, err, tc.want)
		}
	}
}

func TestCIMAXNeedsAFinishedGame(t *testing.T) {
	g, err := NewGame(Config{Styles: []Style{Sport, Sport}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayText("-A1"); err != nil {
		t.Fatal(err)
	}
	if _, err := CIMAX([]float64{1000, 1000}, g); !errors.Is(err, ErrNotOver) {
		t.Errorf("unfinished game: %v, want ErrNotOver", err)
	}
	if _, err := CIMAX([]float64{1000}, g); err == nil || !strings.Contains(err.Error(), "1 ratings for 2 players") {
		t.Errorf("wrong count: %v", err)
	}
	if _, ok, err := g.Config().Ratings(); ok || err != nil {
		t.Errorf("a game without the tag has ratings: %v %v", ok, err)
	}
	bad, err := ParseGame("[CIMAX \"1000\"]\n\n1. -A1")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, err := bad.Config().Ratings(); !ok || err == nil {
		t.Errorf("a one-rating tag for two players: %v %v", ok, err)
	}
}
