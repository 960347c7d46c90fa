package puzzles

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"xima/games/puzzles"
	"xima/storage"
	"xima/ui/boards"
	"xima/ui/boards/maxima"
	"xima/ui/internal/uitest"
)

// maximaPuzzles stand for the shipped ones: two Maxima positions, the
// easier first, whose solutions are legal moves there (the screen judges
// by the puzzle's solution, games/puzzles checks that it wins).
var maximaPuzzles = []puzzles.Puzzle{
	{ID: "easy", Game: "Maxima", Record: "[Game \"Maxima\"]\n\n1. g3-g5 d9-d10\n", Solution: "e3-e5",
		Line: []string{"e3-e5", "d7-d6"}, Theme: puzzles.Advantage, Rating: 1000, Depth: 2},
	{ID: "hard", Game: "Maxima", Record: "[Game \"Maxima\"]\n\n1. c3-c5 b7-b6 2. c5-f5 g8-e10 3. d3-d6 e9-g8 4. c2-c4 e7-e6 " +
		"5. d2-d5 b6-c6 6. f3-f4 d8-g5 7. e1-f3 g5-g4 8. b3-b7 c8-a6 9. e3-d3 a6-a1 10. d1-c1 a1-f6 11. d5-e5 f8-c5 " +
		"12. e5-d6 g8-h6 13. d6-d5 f6-b2 14. d3-b3 b8-b4 15. c4-a4 h6-b5 16. b1-c4\n", Solution: "b5-h4",
		Line: []string{"b5-h4"}, Theme: "checkmate", Rating: 1350, Depth: 4}, // a shipped puzzle: the line mates
}

type testHost struct {
	uitest.Host
	posted chan func()
}

// run runs what the screen's background work handed back.
func (h *testHost) run() { (<-h.posted)() }

// openPuzzles shows the puzzles of Maxima to Ana, a profile of a new club.
func openPuzzles(t *testing.T, db *storage.DB) (*testHost, *Screen) {
	t.Helper()
	h := &testHost{posted: make(chan func(), 4)}
	h.Posted = func(f func()) { h.posted <- f }
	h.Store = db
	h.Open(t, "en", fyne.NewSize(1280, 800))
	s := newScreen(h, []boards.Kind{maxima.Kind()}, func(string) ([]puzzles.Puzzle, error) { return maximaPuzzles, nil })
	h.Show(s)
	h.run() // the profiles
	h.run() // the guest's puzzles
	s.who.SetSelectedIndex(1)
	h.run()
	if s.profile == 0 || s.puzzle.ID == "" {
		t.Fatalf("profile %d, puzzle %q", s.profile, s.puzzle.ID)
	}
	return h, s
}

func newClub(t *testing.T) *storage.DB {
	db, err := storage.Open(context.Background(), filepath.Join(t.TempDir(), "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.CreateProfile(context.Background(), "Ana", ""); err != nil {
		t.Fatal(err)
	}
	return db
}

// play answers move on the board as a click would, and waits for the
// attempt to be stored.
func (h *testHost) play(t *testing.T, s *Screen, move string) {
	t.Helper()
	act, err := s.game.Parse(move)
	if err != nil {
		t.Fatal(err)
	}
	s.try(act)
	h.run()
}

func TestSolvedRaisesMissedLowers(t *testing.T) {
	db := newClub(t)
	h, s := openPuzzles(t, db)
	// The new solver, rated 1200, gets the puzzle nearest: hard (1350).
	if s.puzzle.ID != "hard" {
		t.Fatalf("first puzzle %s, want hard", s.puzzle.ID)
	}
	h.play(t, s, "b5-h4")
	if s.progress.Rating <= storage.StartPuzzleRating || !strings.Contains(s.feedback.Text, "Right") {
		t.Errorf("solved: rating %.1f, said %q", s.progress.Rating, s.feedback.Text)
	}
	if !strings.Contains(s.why.Text, "checkmate") || !strings.Contains(s.line.Text, "b5-h4") {
		t.Errorf("explained %q, %q", s.why.Text, s.line.Text)
	}
	if r := s.stage.Game().Engine().Result(); !r.Over {
		t.Errorf("the line was not played out to its mate: %v", s.stage.Game().Engine().Moves())
	}
	up := s.progress.Rating

	s.next.Tapped(nil)
	if s.puzzle.ID != "easy" {
		t.Fatalf("next puzzle %s, want easy", s.puzzle.ID)
	}
	h.play(t, s, "a3-a4")
	if s.progress.Rating >= up || s.feedback.Importance != widget.DangerImportance {
		t.Errorf("missed: rating %.1f after %.1f, said %q", s.progress.Rating, up, s.feedback.Text)
	}
	down := s.progress.Rating
	s.retry.Tapped(nil)
	h.play(t, s, "e3-e5") // a second answer is kept, not rated
	if s.progress.Rating != down {
		t.Errorf("a second answer changed the rating: %.1f to %.1f", down, s.progress.Rating)
	}

	// Progress comes back from the club's file.
	p, err := db.PuzzleProgress(context.Background(), s.profile, "Maxima")
	if err != nil || p.Rating != down || p.Solved() != 2 || len(p.Tried) != 2 {
		t.Errorf("stored %+v, %v; want rating %.1f, 2 solved of 2", p, err, down)
	}
	_, again := openPuzzles(t, db)
	if again.progress.Rating != down || !strings.Contains(again.count.Text, "Solved 2 of 2 tried") {
		t.Errorf("reopened: rating %.1f, %q", again.progress.Rating, again.count.Text)
	}
	if !strings.Contains(again.heading.Text, "Every puzzle") {
		t.Errorf("with both solved the screen shows %q", again.heading.Text)
	}
}

func TestGuestKeepsNothing(t *testing.T) {
	db := newClub(t)
	h := &testHost{posted: make(chan func(), 4)}
	h.Posted = func(f func()) { h.posted <- f }
	h.Store = db
	h.Open(t, "en", fyne.NewSize(1280, 800))
	s := newScreen(h, []boards.Kind{maxima.Kind()}, func(string) ([]puzzles.Puzzle, error) { return maximaPuzzles, nil })
	h.Show(s)
	h.run()
	h.run()
	act, _ := s.game.Parse("a3-a4")
	s.try(act) // nothing to store: nothing posted
	if s.progress.Rating >= storage.StartPuzzleRating || len(h.posted) != 0 {
		t.Errorf("guest: rating %.1f, %d jobs", s.progress.Rating, len(h.posted))
	}
}

func TestNextNearestUnsolved(t *testing.T) {
	all := []puzzles.Puzzle{{ID: "a", Rating: 800}, {ID: "b", Rating: 1200}, {ID: "c", Rating: 1600}}
	for _, c := range []struct {
		tried  map[string]bool
		rating float64
		skip   string
		want   string
	}{
		{nil, 1250, "", "b"},
		{map[string]bool{"b": true}, 1250, "", "c"},
		{map[string]bool{"b": false}, 1250, "", "c"},           // a miss comes after the new ones
		{map[string]bool{"a": true, "c": true}, 100, "b", "b"}, // the one left, even just shown
	} {
		if p, ok := next(all, c.tried, c.rating, c.skip); !ok || p.ID != c.want {
			t.Errorf("next(%v, %.0f) = %s, want %s", c.tried, c.rating, p.ID, c.want)
		}
	}
	if _, ok := next(all, map[string]bool{"a": true, "b": true, "c": true}, 1200, ""); ok {
		t.Error("a puzzle offered with all solved")
	}
}
