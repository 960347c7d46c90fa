package xima

import (
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	engine "xima/games/xima"
	"xima/storage"
)

const bookGame = "../../assets/book/book-11.3.10.xima"

// replayBook shows the book's example game (11.3.10) in the replay.
func replayBook(t *testing.T, ts *testHost) (*replayScreen, *engine.Game) {
	t.Helper()
	book, err := os.ReadFile(bookGame)
	if err != nil {
		t.Fatal(err)
	}
	ShowReplay(ts, storage.FinishedGame{Game: engine.GameName, Record: string(book)}, []string{"Ana", "Ben"})
	r, ok := asReplay(ts.current)
	if !ok {
		t.Fatalf("screen %T, want the replay", ts.current)
	}
	g, err := engine.ParseGame(string(book))
	if err != nil {
		t.Fatal(err)
	}
	return r, g
}

// cliFigure writes x as `xima replay` does: at most 2 decimals.
func cliFigure(x float64) string {
	r := math.Round(x*100) / 100
	if r == 0 {
		r = 0
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}

// TestAnalysisChartsTheEnginesMagnitudes: after every action of the
// book's game the chart's force, power and level are the engine's, and
// they read as `xima replay --every` prints them
// (testdata/book-11.3.10-every.txt is its output for the same record).
func TestAnalysisChartsTheEnginesMagnitudes(t *testing.T) {
	ts := newTestHost(t)
	r, g := replayBook(t, ts)
	every := engine.MeasureEvery(g)
	if over, winner, _ := r.Result(); over != g.Result().Over || over && winner != g.Result().Winner {
		t.Errorf("the replay says over %v, won by %d; the game %+v", over, winner, g.Result())
	}
	chart := r.analysis.chart
	left, level := chart.Left(), chart.Right()
	if len(left) != 2 || len(level.Values) != len(every)+1 {
		t.Fatalf("%d lines of %d steps, want 2 of %d", len(left), len(level.Values), len(every)+1)
	}
	opening := engine.Measure(mustNewGame(t, g.Config()))
	if left[0].Values[0] != opening.Forces[0].Total() || level.Values[0] != opening.Level {
		t.Errorf("opening: red %v, level %v", left[0].Values[0], level.Values[0])
	}
	for i, m := range every {
		for p := range left {
			if got, want := left[p].Values[i+1], m.Forces[p].Total(); got != want {
				t.Errorf("after action %d: %s's force %v, engine %v", i+1, engine.Player(p), got, want)
			}
		}
		if level.Values[i+1] != m.Level {
			t.Errorf("after action %d: level %v, engine %v", i+1, level.Values[i+1], m.Level)
		}
	}
	golden, err := os.ReadFile("testdata/book-11.3.10-every.txt")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile(`Red (\S+) Blue (\S+), level (\S+)$`)
	lines := strings.Split(strings.TrimSpace(string(golden)), "\n")[1:]
	if len(lines) != len(every) {
		t.Fatalf("the CLI printed %d actions, the chart has %d", len(lines), len(every))
	}
	for i, line := range lines {
		m := row.FindStringSubmatch(line)
		got := []string{cliFigure(left[0].Values[i+1]), cliFigure(left[1].Values[i+1]), cliFigure(level.Values[i+1])}
		if m == nil || m[1] != got[0] || m[2] != got[1] || m[3] != got[2] {
			t.Errorf("action %d: the CLI prints %q, the chart has %q", i+1, line, got)
		}
	}
	r.analysis.measure.SetSelected("Power")
	for i, m := range every {
		for p, se := range r.analysis.chart.Left() {
			if se.Values[i+1] != m.Powers[p] {
				t.Errorf("after action %d: %s's power %v, engine %v", i+1, engine.Player(p), se.Values[i+1], m.Powers[p])
			}
		}
	}
}

func mustNewGame(t *testing.T, cfg engine.Config) *engine.Game {
	t.Helper()
	g, err := engine.NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestAnalysisClickJumpsToTheAction: a click on the chart shows the
// position after the action under it, marked on the chart; the keys move
// the mark along.
func TestAnalysisClickJumpsToTheAction(t *testing.T) {
	ts := newTestHost(t)
	r, _ := replayBook(t, ts)
	chart := r.analysis.chart
	if chart.Step() != 62 || chart.Size().Width < 200 {
		t.Fatalf("chart at step %d, %v wide", chart.Step(), chart.Size().Width)
	}
	test.TapAt(chart, fyne.NewPos(chart.X(17), chart.Size().Height/2))
	if r.step != 17 || chart.Step() != 17 || r.pos.Text != "17 / 62" {
		t.Fatalf("after a click on action 17: step %d, chart at %d, %q", r.step, chart.Step(), r.pos.Text)
	}
	if b := r.boards.Board().(*board2D); b.state != r.frames[17].state || b.marks.Last != r.frames[17].last {
		t.Error("the board does not show action 17")
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if chart.Step() != 18 {
		t.Errorf("after Right the chart marks %d", chart.Step())
	}
	// A click left of the first action is the opening, right of the last
	// the end.
	test.TapAt(chart, fyne.NewPos(1, 10))
	if r.step != 0 {
		t.Errorf("a click at the left edge: step %d", r.step)
	}
	test.TapAt(chart, fyne.NewPos(chart.Size().Width-1, 10))
	if r.step != 62 {
		t.Errorf("a click at the right edge: step %d", r.step)
	}
}
