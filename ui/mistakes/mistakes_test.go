package mistakes

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"xima/games/analysis"
	"xima/games/core"
	"xima/ui/boards"
	"xima/ui/boards/maxima"
	"xima/ui/internal/uitest"
)

// erring is a Maxima game of random moves: at 600 positions a search
// (seed 1) White's first move, g3-g5, is a mistake where e3-e5 was best.
const erring = `[Game "Maxima"]

1. g3-g5 d9-d10 2. b3-b5 c8-c9 3. g5-g3 g8-h8 4. c3-b3 a7-a8 5. a3-b4 c9-d9 6.
b2-a2 b8-c8 7. g2-h1 h7-h6 8. e3-e4 e8-f9
`

type testHost struct {
	uitest.Host
	posted chan func()
}

// openMistakes analyses erring and shows White's mistakes, the checks'
// verdicts held in h.posted until the test runs them.
func openMistakes(t *testing.T) (*testHost, *Screen, boards.Kind) {
	t.Helper()
	h := &testHost{posted: make(chan func(), 1)}
	h.Posted = func(f func()) { h.posted <- f }
	h.Open(t, "en", fyne.NewSize(1280, 800))
	kind := maxima.Kind()
	g, err := kind.Read(strings.NewReader(erring))
	if err != nil {
		t.Fatal(err)
	}
	a, err := analysis.Analyse(context.Background(), kind.Kind, g, analysis.Options{Nodes: 600, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	Show(h, kind, g, a, 0, "Ana", nil)
	s, ok := h.Screen.(*Screen)
	if !ok {
		t.Fatalf("screen %T", h.Screen)
	}
	if got := s.heading.Text; got != "Learn from your mistakes: Ana (White)" {
		t.Errorf("heading %q", got)
	}
	if m := s.errs[0]; m.Ply != 0 || m.Played != "g3-g5" || m.Best != "e3-e5" {
		t.Fatalf("first mistake %+v, want g3-g5 at ply 0 with e3-e5 best", m)
	}
	return h, s, kind
}

// click answers move on the board as a click would, and runs the
// computer's verdict.
func (h *testHost) click(t *testing.T, s *Screen, move string) {
	t.Helper()
	act, err := s.game.Parse(move)
	if err != nil {
		t.Fatal(err)
	}
	s.try(act)
	(<-h.posted)()
}

func TestWrongThenRightAnswer(t *testing.T) {
	h, s, _ := openMistakes(t)
	if got := s.count.Text; got != "1 of "+strconv.Itoa(len(s.errs)) {
		t.Errorf("count %q", got)
	}

	// a3-a2 keeps White about 48%, the best e3-e5 about 64%: wrong.
	h.click(t, s, "a3-a2")
	if s.feedback.Importance != widget.DangerImportance || !strings.Contains(s.feedback.Text, "Not this one") {
		t.Errorf("wrong answer said %q (%v)", s.feedback.Text, s.feedback.Importance)
	}
	if n := len(s.stage.Game().Engine().Moves()); n != 0 {
		t.Errorf("a wrong answer was played: %d moves on the board", n)
	}
	if s.line.Text != "" {
		t.Errorf("the line shows before the answer: %q", s.line.Text)
	}

	// d3-d6 is not the analysis' best, but the search finds it within
	// the margin: right, and played on the board.
	h.click(t, s, "d3-d6")
	if s.feedback.Importance != widget.SuccessImportance || !strings.Contains(s.feedback.Text, "Right") {
		t.Errorf("right answer said %q (%v)", s.feedback.Text, s.feedback.Importance)
	}
	if moves := s.stage.Game().Engine().Moves(); len(moves) != 1 || moves[0] != "d3-d6" {
		t.Errorf("board after a right answer: %v", moves)
	}
	if !strings.Contains(s.line.Text, "e3-e5") {
		t.Errorf("line %q lacks the best move", s.line.Text)
	}
	if !s.answer.Disabled() || s.retry.Disabled() {
		t.Error("after a right answer, Show the answer should be off and Try again on")
	}
}

func TestPlayedMoveIsWrongAtOnce(t *testing.T) {
	_, s, _ := openMistakes(t)
	act, _ := s.game.Parse("g3-g5")
	s.try(act) // no search: nothing is posted
	if s.checking || !strings.Contains(s.feedback.Text, "played in the game") {
		t.Errorf("the move played said %q", s.feedback.Text)
	}
}

func TestShowAnswerAndNext(t *testing.T) {
	_, s, _ := openMistakes(t)
	s.answer.Tapped(nil)
	if !strings.Contains(s.feedback.Text, "e3-e5") || !strings.HasPrefix(s.line.Text, "The computer's line: e3-e5") {
		t.Errorf("answer %q, line %q", s.feedback.Text, s.line.Text)
	}
	act, _ := s.game.Parse("d3-d6")
	s.try(act) // the answer is out: no more checks
	if s.checking {
		t.Error("a move after the answer was sent to the computer")
	}
	s.next.Tapped(nil)
	if s.index != 1 || s.count.Text != "2 of "+strconv.Itoa(len(s.errs)) || s.line.Text != "" {
		t.Errorf("after Next: mistake %d, count %q, line %q", s.index, s.count.Text, s.line.Text)
	}
	if n := len(s.game.Moves()); n != s.errs[1].Ply {
		t.Errorf("the second mistake's position has %d moves, want %d", n, s.errs[1].Ply)
	}
}

func TestJudgeKeepsThePosition(t *testing.T) {
	_, s, kind := openMistakes(t)
	m := s.errs[0]
	g, err := analysis.Position(kind.Kind, s.record, m.Ply)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := core.RecordText(g)
	act, _ := g.Parse("a3-a2")
	v, err := Judge(context.Background(), kind.Kind, s.a, m, g, act)
	if err != nil || v.Right || v.Chance >= m.Before[m.Seat]-Margin {
		t.Errorf("a3-a2 judged %+v, %v; best %.2f", v, err, m.Before[m.Seat])
	}
	if after, _ := core.RecordText(g); after != before {
		t.Error("Judge changed the position")
	}
}
