package catalog

import (
	"context"
	"errors"
	"strings"
	"testing"

	"xima/games/core"
)

func TestEveryKindStartsReadsAndCounts(t *testing.T) {
	ctx := context.Background()
	for _, k := range All() {
		for _, seats := range k.Seats {
			g, err := k.New(Options{Seats: seats, Seed: 1})
			if err != nil {
				t.Fatalf("%s for %d: %v", k.Name, seats, err)
			}
			if g.Name() != k.Name || g.Seats() != seats {
				t.Fatalf("%s for %d made a %s game of %d", k.Name, seats, g.Name(), g.Seats())
			}
			for range 3 {
				if legal := g.Legal(); len(legal) > 0 {
					if err := g.Play(legal[len(legal)/2]); err != nil {
						t.Fatal(err)
					}
				}
			}
			text, err := core.RecordText(g)
			if err != nil {
				t.Fatal(err)
			}
			back, kind, err := ReadAny(strings.NewReader(text))
			if err != nil || kind.Name != k.Name || len(back.Moves()) != len(g.Moves()) {
				t.Fatalf("%s record read back as %s, %v:\n%s", k.Name, kind.Name, err, text)
			}
			n, err := k.Perft(ctx, back, 1)
			if err != nil || n != uint64(len(back.Legal())) {
				t.Errorf("%s: perft 1 = %d, %v; %d legal actions", k.Name, n, err, len(back.Legal()))
			}
			rows, err := k.Divide(ctx, back, 2)
			var sum uint64
			for _, r := range rows {
				sum += r.Leaves
			}
			if n2, _ := k.Perft(ctx, back, 2); err != nil || sum != n2 {
				t.Errorf("%s: divide 2 sums to %d, perft 2 = %d (%v)", k.Name, sum, n2, err)
			}
		}
	}
}

func TestFindAndForRecord(t *testing.T) {
	if k, err := Find("  maxima "); err != nil || k.Name != "Maxima" {
		t.Fatalf("Find: %v %v", k.Name, err)
	}
	if _, err := Find("Chess"); !errors.Is(err, ErrUnknownGame) {
		t.Fatalf("Find(Chess) = %v", err)
	}
	rec, err := core.Parse("[Event \"x\"]\n[Game \"\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ForRecord(rec); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Fatalf("an empty Game tag: %v", err)
	}
}
