package core_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"xima/games/core"
	"xima/games/core/coretest"
)

func TestContractSuiteOnToyGame(t *testing.T) {
	coretest.Game(t, coretest.Suite{
		New:   func(int) (core.Game, error) { return coretest.NewRace(), nil },
		Read:  coretest.ReadRace,
		Seats: []int{2}, Games: 20, MaxPlies: 12,
	})
	coretest.Position(t, func() *coretest.RaceLine { return &coretest.NewRace().RaceLine }, 20, 12)
}

func TestReplayErrorsPointAtTheirPlace(t *testing.T) {
	for _, tc := range []struct {
		text, want string
		sentinel   error
	}{
		{"[Game \"Race\"]\n\n+1 +2\n+7\n", "move 3 (+7): illegal action", core.ErrIllegal},
		{"[Game \"Race\"]\n[Date \"x\"]\n[Game \"Race\"]\n", "line 3, col 1 (Game): syntax error: tag Game given twice", core.ErrSyntax},
		{"\n[Game \"  Chess \"]\n", `line 2, col 1 (Game): syntax error: game "  Chess " is not Race`, core.ErrSyntax},
		{"[Game \"Race\"]\n  [Result \"1-0\"]\n\n+2 +2\n", "line 2, col 3 (Result): result does not match the moves: Result \"1-0\" but the game is not over", core.ErrResult},
		{"[Game \"Race\"]\n[Result \"0-1\"]\n\n+2 +2 +2 +2 +2\n", "line 2, col 1 (Result): result does not match the moves: Result \"0-1\" but the moves give another end", core.ErrResult},
		{"[Event \"Club\rnight\"]\n", "control character", core.ErrSyntax},
	} {
		_, err := coretest.ReadRace(strings.NewReader(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, tc.sentinel) {
			t.Errorf("%q: got %v, want %q", tc.text, err, tc.want)
		}
	}
}

func TestReplayTakesAResignationFromTheTags(t *testing.T) {
	g, err := coretest.ReadRace(strings.NewReader("[Game \"race\"]\n[Result \"1-0\"]\n[Termination \"flag\"]\n\n+1 +1\n"))
	if err != nil {
		t.Fatal(err)
	}
	if r := g.Result(); r != (core.Result{Over: true, Winner: 0, Reason: core.Flagged}) {
		t.Fatalf("result %+v", r)
	}
}

func TestQuoteBoundsLongText(t *testing.T) {
	long := strings.Repeat("x", 1<<20)
	if q := core.Quote(long); len(q) > 50 {
		t.Fatalf("quoted %d bytes", len(q))
	}
	_, err := coretest.ReadRace(strings.NewReader("+" + long))
	if err == nil || len(err.Error()) > 120 {
		t.Fatalf("error of %d bytes for a huge word", len(fmt.Sprint(err)))
	}
}

func TestReasonCodes(t *testing.T) {
	for r, want := range map[core.Reason]bool{"resign": true, "out-of-blocks": true, "": false, "Resign": false, "two words": false} {
		if r.Valid() != want {
			t.Errorf("%q.Valid() = %v", r, !want)
		}
	}
}

func TestPerftCountsAndStops(t *testing.T) {
	ctx := context.Background()
	// Race from 0: the totals after k plays of 1 or 2; the game ends on 10.
	for depth, want := range []uint64{1, 2, 4, 8, 16, 32} {
		if n, err := core.Perft(ctx, &coretest.NewRace().RaceLine, depth); err != nil || n != want {
			t.Errorf("Perft(%d) = %d, %v; want %d", depth, n, err, want)
		}
	}
	rows, err := core.Divide(ctx, &coretest.NewRace().RaceLine, 3)
	if err != nil || len(rows) != 2 || rows[0].Leaves+rows[1].Leaves != 8 {
		t.Fatalf("Divide = %v, %v", rows, err)
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := core.Perft(done, &coretest.NewRace().RaceLine, 12); !errors.Is(err, context.Canceled) {
		t.Fatalf("Perft after cancel: %v", err)
	}
}
