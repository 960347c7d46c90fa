package core_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

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
		{"[Game \"Race\"]\n[Date \"2026.??.??\"]\n[game \"Race\"]\n", "line 3, col 1 (game): syntax error: tag game given twice, at lines 1 and 3", core.ErrSyntax},
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

// FuzzReplay replays any text as a Race record: no panic; an error is a
// short message with no control character; a record accepted holds a
// Termination, if it gives one, to the end its moves reached, and no
// Result "*" for a game that ended (issue 29). Seeds: testdata/fuzz.
func FuzzReplay(f *testing.F) {
	f.Add("[Game \"Race\"]\n[Result \"1-0\"]\n[Termination \"ten\"]\n\n+2 +2 +2 +2 +2\n")
	f.Fuzz(func(t *testing.T, text string) {
		g, err := coretest.ReadRace(strings.NewReader(text))
		if err != nil {
			if msg := err.Error(); len(msg) > 400 || !utf8.ValidString(msg) || strings.IndexFunc(msg, unicode.IsControl) >= 0 {
				t.Fatalf("a %d-byte message %.200q", len(msg), msg)
			}
			return
		}
		rec, err := core.Parse(text)
		if err != nil {
			t.Fatalf("replayed but does not parse: %v", err)
		}
		end := g.Result()
		if term, _ := rec.Get(core.TagTermination); strings.TrimSpace(term) != "" && core.Reason(strings.TrimSpace(term)) != end.Reason {
			t.Fatalf("Termination %q read for an end by %q", term, end.Reason)
		}
		if res, _ := rec.Get(core.TagResult); strings.TrimSpace(res) == "*" && end.Over {
			t.Fatalf("Result * read for a game that ended (%s)", end.Reason)
		}
	})
}

// TestReplayRefusesMoreMovesThanARecordMayHold: a record of MaxMoves move
// words reads and replays; one more is refused by the reader at that
// word, with its line.
func TestReplayRefusesMoreMovesThanARecordMayHold(t *testing.T) {
	text := func(n int) string {
		var b strings.Builder
		b.WriteString("[Game \"Counter\"]\n\n")
		for i := range n {
			if i > 0 && i%20 == 0 {
				b.WriteString("\n")
			}
			b.WriteString("+1 ")
		}
		return b.String() + "*\n"
	}
	rec, err := core.Parse(text(core.MaxMoves))
	if err != nil {
		t.Fatalf("%d moves: %v", core.MaxMoves, err)
	}
	long := &countingGame{Race: coretest.NewRace()}
	if err := core.Replay(rec, long); err != nil || long.words != core.MaxMoves {
		t.Fatalf("%d moves: %v, %d read", core.MaxMoves, err, long.words)
	}
	_, err = core.Parse(text(core.MaxMoves + 1))
	var pe *core.ParseError
	if !errors.As(err, &pe) || !errors.Is(err, core.ErrTooLong) || pe.Line != 3+core.MaxMoves/20 {
		t.Fatalf("%d moves: %v, want ErrTooLong at line %d", core.MaxMoves+1, err, 3+core.MaxMoves/20)
	}
}

// countingGame is Race reading every word as a move it only counts, so
// that a record of any length replays.
type countingGame struct {
	*coretest.Race
	words int
}

func (c *countingGame) ReadWord(string) error { c.words++; return nil }
