package catalog

import (
	"context"
	"encoding/json"
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

// Every kind carries what is its own: a record file extension of its own,
// its rating method, and a report of its position, text and JSON.
func TestEveryKindReportsRatesAndNamesItsFiles(t *testing.T) {
	exts := map[string]bool{}
	for _, k := range All() {
		if !strings.HasPrefix(k.Extension, ".") || exts[k.Extension] {
			t.Errorf("%s: extension %q", k.Name, k.Extension)
		}
		exts[k.Extension] = true
		if want := map[bool]Rating{true: CIMAX, false: Elo}[k.Name == "Xima"]; k.Rating != want {
			t.Errorf("%s rates by %s, want %s", k.Name, k.Rating, want)
		}
		g, err := k.New(Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		rec, err := core.Parse("")
		if err != nil {
			t.Fatal(err)
		}
		r, err := k.Report(rec, g, true)
		if err != nil {
			t.Fatalf("%s: %v", k.Name, err)
		}
		var text, js strings.Builder
		if err := r.WriteText(&text); err != nil || !strings.HasPrefix(text.String(), k.Name+", ") {
			t.Errorf("%s: text %v\n%s", k.Name, err, text.String())
		}
		var v struct{ Game string }
		if err := r.WriteJSON(&js); err != nil || json.Unmarshal([]byte(js.String()), &v) != nil || v.Game != k.Name {
			t.Errorf("%s: JSON %v\n%s", k.Name, err, js.String())
		}
	}
}
