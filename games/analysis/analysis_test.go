package analysis_test

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"xima/games/analysis"
	"xima/games/catalog"
	"xima/games/core"
)

// randomGame plays plies random actions of a new game of kind, or fewer
// if it ends first.
func randomGame(t *testing.T, kind catalog.Kind, plies int, seed uint64) core.Game {
	t.Helper()
	g, err := kind.New(catalog.Options{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	for range plies {
		legal := g.Legal()
		if len(legal) == 0 || g.Result().Over {
			break
		}
		if err := g.Play(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestEveryGamesMovesAreClassedTheSameOnEveryRun(t *testing.T) {
	for _, kind := range catalog.All() {
		t.Run(kind.Name, func(t *testing.T) {
			g := randomGame(t, kind, 12, 3)
			opt := analysis.Options{Nodes: 400, Seed: 1}
			var steps []int
			a, err := analysis.Analyse(context.Background(), kind, g, opt, func(done, total int) {
				steps = append(steps, done)
				if total != len(g.Moves()) {
					t.Errorf("progress total %d, want %d", total, len(g.Moves()))
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(a.Moves) != len(g.Moves()) || len(steps) != len(a.Moves) || steps[len(steps)-1] != len(a.Moves) {
				t.Fatalf("%d moves analysed, %d progress reports, of %d moves", len(a.Moves), len(steps), len(g.Moves()))
			}
			judged := 0
			for i, m := range a.Moves {
				if m.Played != g.Moves()[i] || m.Class == "" || m.Class != analysis.Part && (m.Best == "" || len(m.Line) == 0 || m.Line[0] != m.Best) {
					t.Errorf("move %d: %+v", i, m)
				}
				for _, chances := range [][]float64{m.Before, m.After} {
					sum := 0.0
					for _, p := range chances {
						sum += p
					}
					if len(chances) != g.Seats() || math.Abs(sum-1) > 1e-9 {
						t.Errorf("move %d: chances %v", i, chances)
					}
				}
				if m.Loss < 0 || m.Loss > 1 || (m.Class == analysis.Best) != (m.Best == m.Played && m.Class.Judged()) {
					t.Errorf("move %d: %s played, %s best, class %s, loss %v", i, m.Played, m.Best, m.Class, m.Loss)
				}
				if m.Class.Judged() {
					judged++
				}
			}
			counted := 0
			for _, s := range a.Summary {
				for _, n := range s.Counts {
					counted += n
				}
			}
			if counted != judged {
				t.Errorf("summary counts %d moves, %d judged", counted, judged)
			}
			again, err := analysis.Analyse(context.Background(), kind, g, opt, nil)
			if err != nil || !reflect.DeepEqual(a, again) {
				t.Errorf("a second run differs (%v)", err)
			}
		})
	}
}

// The Maxima game of issue 31: after 16. g1-h3, Black's g4-e3 loses to
// the quiet d2-e2 and mate two moves later.
const maximaBlunder = `[Game "Maxima"]
1. c3-c5 d7-d6 2. a3-a2 c8-f5 3. b3-b5 e7-e4 4. g2-h2 d8-h4 5. d3-c3
e9-d7 6. c3-a3 b8-c9 7. c2-c1 e4-d4 8. e2-f1 d7-e5 9. c5-c3 c7-c5 10. d1-c2 f7-c7 11.
f1-d3 h4-e4 12. b5-b4 e8-a4 13. b4-b3 f8-e9 14. h2-g2 f5-g4 15. h3-g4 e5-g4 16. g1-h3 g4-e3`

func TestAPlantedBlunderIsClassedOne(t *testing.T) {
	kind := catalog.Maxima()
	g, err := kind.Read(strings.NewReader(maximaBlunder))
	if err != nil {
		t.Fatal(err)
	}
	a, err := analysis.Analyse(context.Background(), kind, g, analysis.Options{Nodes: 20000, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	last := a.Moves[len(a.Moves)-1]
	if last.Played != "g4-e3" || last.Class != analysis.Blunder || last.After[last.Seat] > 0.01 {
		t.Errorf("g4-e3: %+v, want a blunder into a lost game", last)
	}
	if errs := a.Errors(last.Seat); len(errs) == 0 || errs[len(errs)-1].Ply != last.Ply {
		t.Errorf("Black's errors %v miss g4-e3", errs)
	}
}

func TestAnalysisStopsWhenItsContextEnds(t *testing.T) {
	kind := catalog.Maxima()
	g, err := kind.Read(strings.NewReader(maximaBlunder))
	if err != nil {
		t.Fatal(err)
	}
	// Searches without end: only the context stops them.
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	_, err = analysis.Analyse(ctx, kind, g, analysis.Options{Nodes: 1 << 40, Seed: 1}, func(done, _ int) {
		t.Errorf("move %d analysed by a search without end", done)
	})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("analysis past its context's end: %v", err)
	}
}

func TestAnnotatedRecordReplaysToTheSameGame(t *testing.T) {
	for _, kind := range catalog.All() {
		t.Run(kind.Name, func(t *testing.T) {
			g := randomGame(t, kind, 10, 5)
			a, err := analysis.Analyse(context.Background(), kind, g, analysis.Options{Nodes: 300, Seed: 1}, nil)
			if err != nil {
				t.Fatal(err)
			}
			text, err := analysis.Annotate(g, a)
			if err != nil {
				t.Fatal(err)
			}
			judged := 0
			for _, m := range a.Moves {
				if m.Class.Judged() {
					judged++
				}
			}
			if n := strings.Count(text, "{analysis: "); n < judged || n > len(a.Moves) {
				t.Errorf("%d comments for %d moves, %d judged:\n%s", n, len(a.Moves), judged, text)
			}
			back, err := kind.Read(strings.NewReader(text))
			if err != nil {
				t.Fatalf("%v\n%s", err, text)
			}
			if !reflect.DeepEqual(back.Moves(), g.Moves()) || back.Result() != g.Result() {
				t.Errorf("replayed %v %+v, want %v %+v", back.Moves(), back.Result(), g.Moves(), g.Result())
			}
		})
	}
}

// At a Xima table of four, every seat has its chance, from the max-n
// search's scores of all the seats.
func TestFourSeatsEachHaveAChance(t *testing.T) {
	kind := catalog.Xima()
	g, err := kind.New(catalog.Options{Seats: 4, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(9, 7))
	for range 8 {
		legal := g.Legal()
		if err := g.Play(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	a, err := analysis.Analyse(context.Background(), kind, g, analysis.Options{Nodes: 500, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range a.Moves {
		sum := 0.0
		for _, p := range m.Before {
			sum += p
		}
		if len(m.Before) != 4 || math.Abs(sum-1) > 1e-9 || m.Before[m.Seat] <= 0 || m.Before[m.Seat] >= 1 {
			t.Errorf("move %d of seat %d: chances %v", m.Ply, m.Seat, m.Before)
		}
	}
	if len(a.Summary) != 4 {
		t.Errorf("%d summaries for 4 seats", len(a.Summary))
	}
}
