package lessons

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/core"
	"xima/games/maxima"
	engine "xima/games/xima"
	"xima/games/ximaera"
	"xima/storage"
	"xima/ui/internal/uitest"
	"xima/ui/lang"
	ximaui "xima/ui/xima"
)

var small = fyne.NewSize(1024, 600)

// TestEveryLessonByClicks completes each lesson from the list by clicks
// on its board and buttons, the goal of each step in turn: every step
// says why its action worked and Next leads on; the last says the lesson
// is complete, the club keeps it as done and the list says so.
func TestEveryLessonByClicks(t *testing.T) {
	lessons, err := Load("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lessons {
		t.Run(l.ID, func(t *testing.T) {
			h := newHost(t, "en", small)
			s := h.open(t, l.ID)
			for i, st := range l.Steps {
				if s.index != i || s.done {
					t.Fatalf("on step %d (done %v), want step %d to do", s.index+1, s.done, i+1)
				}
				h.play(t, s, st.Expect[len(st.Expect)-1])
				if !s.done {
					t.Fatalf("step %s: %s by clicks did not reach the goal; the screen says %q", st.Name, st.Expect, s.feedback.Text)
				}
				if want := "✓ " + st.Why; !strings.HasPrefix(s.feedback.Text, want) {
					t.Errorf("step %s says %q, want %q", st.Name, s.feedback.Text, want)
				}
				if moves := s.game.Moves(); len(moves) < len(st.Then) {
					t.Errorf("step %s: the game has %d moves, want the replies %v played", st.Name, len(moves), st.Then)
				}
				if i < len(l.Steps)-1 {
					test.Tap(s.next)
				}
			}
			if !strings.Contains(s.feedback.Text, "Lesson complete") || !s.next.Disabled() {
				t.Errorf("the last step says %q (Next disabled: %v)", s.feedback.Text, s.next.Disabled())
			}
			if got := h.club[progressKey(l.ID)]; got != progressDone {
				t.Errorf("the club keeps %q, want %q", got, progressDone)
			}
			test.Tap(uitest.FindButton(s.Content(), "Lessons"))
			if labels := uitest.AllLabels(h.Screen.Content()); !strings.Contains(labels, "Done") || h.Screen.(*List).open[l.ID].Text != "Again" {
				t.Errorf("the list says %q, want the lesson done", labels)
			}
		})
	}
}

// TestWrongActionsAreExplained plays wrong actions in English and
// Spanish: a click the rules refuse shows the engine's refusal in the
// window's language, a legal action off the goal the step's hint, and
// neither changes the position nor ends the step; the right one then
// does. Xima's step up to the second floor, from a ground block (a bare
// step), and Maxima's step out of check, with a Pawn (check), and
// Ximaera's frozen piece.
func TestWrongActionsAreExplained(t *testing.T) {
	inEachLanguage(t, func(t *testing.T, h *testHost, lessons []Lesson) {
		s := h.open(t, "xima")
		goTo(t, s, "step-up")
		x := s.stage.(*ximaui.LessonBoard)
		d2, d3 := cell(t, "D2"), cell(t, "D3")
		want := x.Game().Why(engine.BlockSource(d2, 0), d3)
		wantCode(t, want, engine.BareStep)
		before := x.Game().State()
		h.tapCell(t, x, d2)
		h.tapCell(t, x, d3)
		wantSaid(t, s, "✗ "+lang.Refusal(want))
		wantUnchanged(t, s, before)

		// Legal, but not the goal: the top of B2 to A2.
		h.play(t, s, "B2A2")
		hint := stepNamed(t, lessons[0], "step-up").Hint
		if !strings.Contains(s.feedback.Text, hint) || s.feedback.Text == hint {
			t.Errorf("a legal move off the goal says %q, want the taken-back sentence and the hint %q", s.feedback.Text, hint)
		}
		wantUnchanged(t, s, before)
		h.play(t, s, "B2C3")
		if !s.done {
			t.Errorf("the goal after the wrong tries did not end the step: %q", s.feedback.Text)
		}

		s = h.open(t, "maxima")
		goTo(t, s, "check")
		g := s.game.(*maxima.Game)
		want = g.Why(maxima.MoveAction(parsed(t, maxima.ParseSquare, "a3"), parsed(t, maxima.ParseSquare, "a4")))
		wantCode(t, want, maxima.InCheck)
		h.play(t, s, "a3-a4")
		wantSaid(t, s, "✗ "+lang.Refusal(want))
		if s.done || len(s.game.Moves()) != 0 {
			t.Error("the refused move ended the step or was played")
		}

		s = h.open(t, "ximaera")
		goTo(t, s, "pivot")
		xg := s.game.(*ximaera.Game)
		c4 := hexCell(t, "c4")
		want = xg.Why(ximaera.MoveAction(c4, c4))
		wantCode(t, want, ximaera.Frozen)
		sp := s.stage.(*boardStage).game.(spotter)
		pos, ok := sp.Spot("c4")
		h.tapAt(t, pos, ok, "c4")
		wantSaid(t, s, "✗ "+lang.Refusal(want))
	})
}

// TestProgressSurvivesReopening leaves Xima's lesson after three steps
// and opens it again from the list: it resumes at the fourth, from the
// club's setting, which the store accepts. A lesson only opened keeps
// nothing; one done stays done when it is started again.
func TestProgressSurvivesReopening(t *testing.T) {
	h := newHost(t, "en", small)
	l := h.open(t, "xima").lesson
	s := h.Screen.(*Screen)
	key := progressKey("xima")
	if v, ok := h.club[key]; ok {
		t.Errorf("a lesson only opened keeps %q", v)
	}
	for i := range 3 {
		h.play(t, s, l.Steps[i].Expect[0])
		if i < 2 {
			test.Tap(s.next)
		}
	}
	// Left without Next: the step after the one done is the step reached.
	if h.club[key] != "4" {
		t.Errorf("the club keeps %q for %s, want 4", h.club[key], key)
	}
	test.Tap(uitest.FindButton(s.Content(), "Lessons"))
	if labels := uitest.AllLabels(h.Screen.Content()); !strings.Contains(labels, "Step 4 of 10") {
		t.Errorf("the list says %q, want step 4 of 10", labels)
	}
	if b := h.Screen.(*List).open["xima"]; b.Text != "Resume" {
		t.Errorf("the button reads %q, want Resume", b.Text)
	}
	s = h.open(t, "xima")
	if s.index != 3 || s.done || s.title.Text != l.Steps[3].Title {
		t.Errorf("reopened at step %d (%q), want step 4 (%q) to do", s.index+1, s.title.Text, l.Steps[3].Title)
	}
	test.Tap(s.back)
	if h.club[key] != "3" {
		t.Errorf("back on step 3, the club keeps %q", h.club[key])
	}

	// The setting's name and value are the store's to keep.
	db, err := storage.Open(context.Background(), filepath.Join(t.TempDir(), "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.SetSetting(context.Background(), key, progressDone); err != nil {
		t.Fatal(err)
	}

	h.club[key] = progressDone
	s = h.open(t, "xima")
	if s.index != 0 {
		t.Errorf("a lesson done starts again at step %d, want 1", s.index+1)
	}
	test.Tap(s.next)
	if h.club[key] != progressDone {
		t.Errorf("a lesson done became %q", h.club[key])
	}
}

// TestScreensFit checks the list and every step of every lesson, its
// goal reached and why said, at 1024x600 in English and Spanish.
func TestScreensFit(t *testing.T) {
	inEachLanguage(t, func(t *testing.T, h *testHost, lessons []Lesson) {
		h.openList(t)
		uitest.CheckFits(t, h.Win, small)
		for _, l := range lessons {
			s := h.open(t, l.ID)
			for i, st := range l.Steps {
				goals, err := st.Goals(s.game)
				if err != nil {
					t.Fatal(err)
				}
				if err := s.try(goals[0]); err != nil {
					t.Fatalf("%s %s: %v", l.ID, st.Name, err)
				}
				uitest.CheckFits(t, h.Win, small)
				if i < len(l.Steps)-1 {
					test.Tap(s.next)
				}
			}
		}
	})
}

// inEachLanguage runs f in English and in Spanish, with a window of
// 1024x600 and the lessons in that language.
func inEachLanguage(t *testing.T, f func(t *testing.T, h *testHost, lessons []Lesson)) {
	for _, code := range languages {
		t.Run(code, func(t *testing.T) {
			h := newHost(t, code, small)
			lessons, err := Load(code)
			if err != nil {
				t.Fatal(err)
			}
			f(t, h, lessons)
		})
	}
}

// goTo shows the step named name, as Next would.
func goTo(t *testing.T, s *Screen, name string) {
	t.Helper()
	for i, st := range s.lesson.Steps {
		if st.Name == name {
			s.showStep(i)
			return
		}
	}
	t.Fatalf("lesson %s has no step %s", s.lesson.ID, name)
}

func stepNamed(t *testing.T, l Lesson, name string) Step {
	t.Helper()
	if st := l.step(name); st != nil {
		return *st
	}
	t.Fatalf("lesson %s has no step %s", l.ID, name)
	return Step{}
}

func wantCode(t *testing.T, err error, code core.RefusalCode) {
	t.Helper()
	var r *core.Refusal
	if !errors.As(err, &r) || r.Code != code {
		t.Fatalf("the engine says %v, want a refusal %s", err, code)
	}
}

func wantSaid(t *testing.T, s *Screen, want string) {
	t.Helper()
	if s.feedback.Text != want {
		t.Errorf("the screen says %q, want %q", s.feedback.Text, want)
	}
}

// wantUnchanged checks that Xima's step is where it started: the same
// position, no action played, the goal not reached.
func wantUnchanged(t *testing.T, s *Screen, before engine.State) {
	t.Helper()
	g := s.game.(*engine.Game)
	if now := g.State(); now.Hash() != before.Hash() || len(g.Moves()) != 0 || s.done {
		t.Errorf("the position changed (%d moves, done %v)", len(g.Moves()), s.done)
	}
}
