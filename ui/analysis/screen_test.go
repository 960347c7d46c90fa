package analysis

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	an "xima/games/analysis"
	"xima/games/catalog"
	"xima/games/core"
	"xima/storage"
	"xima/ui/boards"
	"xima/ui/boards/maxima"
	"xima/ui/boards/xana"
	"xima/ui/boards/ximaera"
	"xima/ui/boards/xoliba"
	"xima/ui/internal/uitest"
	"xima/ui/mistakes"
	ximaui "xima/ui/xima"
)

// testHost holds what background jobs post until the test runs it.
type testHost struct {
	uitest.Host
	posted chan func()
}

func (h *testHost) Board3D() ximaui.Board { return nil }

func openHost(t *testing.T) *testHost {
	t.Helper()
	h := &testHost{posted: make(chan func(), 10000)}
	h.Posted = func(f func()) { h.posted <- f }
	h.Open(t, "en", fyne.NewSize(1280, 800))
	// The shell's default theme (the test app's lacks the bold monospace
	// font Xima's replay uses).
	fyne.CurrentApp().Settings().SetTheme(theme.DefaultTheme())
	return h
}

// kinds are the window's five games.
func kinds(h *testHost) []boards.Kind {
	return []boards.Kind{ximaui.Kind(h), ximaera.Kind(), xana.Kind(), xoliba.Kind(), maxima.Kind()}
}

// shortGame plays up to plies random actions of a new game of kind.
func shortGame(t *testing.T, kind boards.Kind, plies int) core.Game {
	t.Helper()
	g, err := kind.New(catalog.Options{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 7))
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

// open shows the analysis of src at opt and starts it.
func open(t *testing.T, h *testHost, src Game, opt an.Options) *Screen {
	t.Helper()
	s, err := newScreen(h, src, opt)
	if err != nil {
		t.Fatal(err)
	}
	h.Show(s)
	s.start()
	return s
}

// settle runs what the jobs post until the screen shows an analysis and
// runs none.
func settle(t *testing.T, h *testHost, s *Screen) {
	t.Helper()
	deadline := time.After(2 * time.Minute)
	for s.a == nil || s.job != nil {
		select {
		case f := <-h.posted:
			f()
		case <-deadline:
			t.Fatalf("no analysis after two minutes; status %q", s.status.Text)
		}
	}
}

func TestEveryGamesMovesAreClassedOnScreen(t *testing.T) {
	h := openHost(t)
	for _, kind := range kinds(h) {
		t.Run(kind.Name, func(t *testing.T) {
			g := shortGame(t, kind, 8)
			s := open(t, h, Game{Kind: kind, Game: g, Names: []string{"Ana", "Beto"}}, an.Options{Nodes: 300, Seed: 1})
			settle(t, h, s)
			rows := s.list.Rows()
			if len(rows) != len(g.Moves()) {
				t.Fatalf("%d rows for %d moves", len(rows), len(g.Moves()))
			}
			for i, row := range rows {
				m := s.a.Moves[i]
				if !strings.Contains(row, ClassWord(m.Class)) || m.Class == "" {
					t.Errorf("row %d %q does not show its class %q", i, row, m.Class)
				}
			}
			if n := len(s.graph.chances); n != len(g.Moves())+1 {
				t.Errorf("graph of %d steps for %d moves", n, len(g.Moves()))
			}
			if len(s.summary.Objects) != g.Seats() {
				t.Errorf("%d summary lines for %d seats", len(s.summary.Objects), g.Seats())
			}
		})
	}
}

// TestAnalysisIsKeptAndReused: a finished game's analysis is stored, and
// opening the game again shows it with no computer made.
func TestAnalysisIsKeptAndReused(t *testing.T) {
	h := openHost(t)
	ctx := context.Background()
	db, err := storage.Open(ctx, filepath.Join(t.TempDir(), "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	h.Store = db
	kind := maxima.Kind()
	var computers atomic.Int32
	made := kind.NewComputer
	kind.NewComputer = func() catalog.Computer {
		computers.Add(1)
		return made()
	}
	g := shortGame(t, kind, 6)
	record, err := core.RecordText(g)
	if err != nil {
		t.Fatal(err)
	}
	id, err := db.RecordGame(ctx, storage.FinishedGame{Game: kind.Name, Mode: "hotseat", Result: "draw", Record: record,
		Seats: []storage.Seat{{Name: "Ana"}, {Name: "Beto"}}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	src := Game{Kind: kind, Game: g, ID: id}
	opt := an.Options{Nodes: 300, Seed: 1}
	first := open(t, h, src, opt)
	settle(t, h, first)
	if _, err := db.Analysis(ctx, id, an.Version); err != nil {
		t.Fatalf("analysis not kept: %v", err)
	}
	before := computers.Load()
	again := open(t, h, src, opt)
	settle(t, h, again)
	if got := computers.Load(); got != before {
		t.Errorf("opening the game again made %d computers, want none", got-before)
	}
	if !strings.Contains(again.status.Text, "kept in the club file") {
		t.Errorf("status %q does not say the analysis was kept", again.status.Text)
	}
	for i, m := range again.a.Moves {
		if m.Class != first.a.Moves[i].Class || m.Best != first.a.Moves[i].Best {
			t.Errorf("move %d read back %+v, was %+v", i, m, first.a.Moves[i])
		}
	}
	// A harder setting than the one kept searches again.
	harder := open(t, h, src, an.Options{Nodes: 600, Seed: 1})
	settle(t, h, harder)
	if computers.Load() == before {
		t.Error("a harder setting reused the weaker analysis")
	}
}

// TestClosingTheScreenStopsTheAnalysis: searches without end (no time,
// all the positions in the world) stop when the screen closes.
func TestClosingTheScreenStopsTheAnalysis(t *testing.T) {
	h := openHost(t)
	kind := maxima.Kind()
	s := open(t, h, Game{Kind: kind, Game: shortGame(t, kind, 6)}, an.Options{Nodes: 1 << 40, Seed: 1})
	done := s.jobDone
	if s.job == nil || done == nil {
		t.Fatal("no analysis running")
	}
	select {
	case <-done:
		t.Fatalf("the analysis ended before its screen closed; status %q", s.status.Text)
	default:
	}
	s.Close()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("the analysis still runs a minute after its screen closed")
	}
}

func TestGraphTapSelectsTheStep(t *testing.T) {
	h := openHost(t)
	kind := xoliba.Kind()
	s := open(t, h, Game{Kind: kind, Game: shortGame(t, kind, 8)}, an.Options{Nodes: 300, Seed: 1})
	settle(t, h, s)
	s.graph.Tapped(&fyne.PointEvent{Position: fyne.NewPos(s.graph.X(3), 20)})
	if s.Step() != 3 || s.graph.Step() != 3 {
		t.Errorf("tap at step 3 shows step %d, graph cursor %d", s.Step(), s.graph.Step())
	}
	if !strings.HasPrefix(s.note.Text, "Move 3,") {
		t.Errorf("note %q, want move 3's", s.note.Text)
	}
}

// erring is a Maxima game of random moves: at 600 positions a search
// (seed 1) White's first move, g3-g5, is a mistake where e3-e5 was best.
const erring = `[Game "Maxima"]

1. g3-g5 d9-d10 2. b3-b5 c8-c9 3. g5-g3 g8-h8 4. c3-b3 a7-a8 5. a3-b4 c9-d9 6.
b2-a2 b8-c8 7. g2-h1 h7-h6 8. e3-e4 e8-f9
`

// TestAnErrorShowsTheBetterMove: the step after an erring move shows the
// position it was played from, the better move and its line in words.
func TestAnErrorShowsTheBetterMove(t *testing.T) {
	h := openHost(t)
	kind := maxima.Kind()
	g, err := kind.Read(strings.NewReader(erring))
	if err != nil {
		t.Fatal(err)
	}
	s := open(t, h, Game{Kind: kind, Game: g, Names: []string{"Ana", "Beto"}}, an.Options{Nodes: 600, Seed: 1})
	settle(t, h, s)
	if m := s.a.Moves[0]; !m.Class.Erred() || m.Best != "e3-e5" {
		t.Fatalf("first move %+v, want an error with e3-e5 best", m)
	}
	s.Show(1)
	if n := len(s.board.Moves()); n != 0 {
		t.Errorf("after the erring first move the board stands after %d moves, want the opening it was played from", n)
	}
	if !strings.Contains(s.note.Text, "Better was e3-e5") || !strings.Contains(s.list.Rows()[0], ClassMark(s.a.Moves[0].Class)) {
		t.Errorf("note %q, row %q: want the better move and the error's mark", s.note.Text, s.list.Rows()[0])
	}
	if len(s.learn.Objects) == 0 {
		t.Fatal("no way to learn from the mistakes")
	}

	// Learning from Ana's mistakes and coming back shows the same analysis
	// at the same step, without analysing again.
	test.Tap(s.learn.Objects[0].(*widget.Button))
	m, ok := h.Screen.(*mistakes.Screen)
	if !ok {
		t.Fatalf("Learn opened %T", h.Screen)
	}
	test.Tap(uitest.FindButton(m.Content(), "Back to the analysis"))
	back, ok := h.Screen.(*Screen)
	if !ok || back == s {
		t.Fatalf("Back opened %T", h.Screen)
	}
	if back.a != s.a || back.job != nil || back.Step() != 1 || !strings.Contains(back.note.Text, "Better was e3-e5") {
		t.Errorf("back: analysis %p (was %p), job running %v, step %d, note %q", back.a, s.a, back.job != nil, back.Step(), back.note.Text)
	}
}
