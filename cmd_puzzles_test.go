package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"testing"

	"xima/games/puzzles"
)

// TestPuzzlesCommand makes a few Ximaera puzzles: checked, distinct, and
// the same whatever the number of jobs.
func TestPuzzlesCommand(t *testing.T) {
	var outs [2]string
	for i, jobs := range []string{"1", "2"} {
		var out bytes.Buffer
		err := runPuzzles(context.Background(), []string{"--game", "Ximaera", "--count", "3", "--games", "30", "--nodes", "2000",
			"--verify-nodes", "4000", "--sidelines=false", "--jobs", jobs}, nil, &out, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		outs[i] = out.String()
	}
	if outs[0] != outs[1] {
		t.Errorf("--jobs 2 made other puzzles:\n%s\nthan --jobs 1:\n%s", outs[1], outs[0])
	}
	ps, err := puzzles.Read(bytes.NewReader([]byte(outs[0])))
	if err != nil || len(ps) != 3 {
		t.Fatalf("%d puzzles, %v:\n%s", len(ps), err, outs[0])
	}
	if ps[0].ID == ps[1].ID || ps[1].ID == ps[2].ID || ps[0].ID == ps[2].ID {
		t.Errorf("repeated puzzles: %s", outs[0])
	}
}

func TestPuzzlesCommandUsage(t *testing.T) {
	for _, args := range [][]string{{"--count", "0"}, {"--levels", "7"}, {"--nodes", "100", "--verify-nodes", "50"}, {"extra"}} {
		var ee *exitError
		if err := runPuzzles(context.Background(), args, nil, io.Discard, io.Discard); !errors.As(err, &ee) || ee.code != 2 {
			t.Errorf("puzzles %q: %v, want a usage error", args, err)
		}
	}
}
