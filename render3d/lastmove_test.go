package render3d

import (
	"testing"
	"time"
)

func TestViewLastMove(t *testing.T) {
	r, v := newTestView(t, 800, 600)
	// Ply 58 of the book's game, 30. CxB2: a capture, the rest fall.
	s, a := bookBefore(t, 58)
	after := s
	after.Apply(a)
	v.SetPosition(after, Marks{})
	r.frame(time.Now())
	plain := clone(v.img)
	// As the play screen shows a move: animated, then the marks set.
	v.Animate(s, a)
	v.SetPosition(after, Marks{Last: a, HasLast: true})
	r.frame(time.Now().Add(time.Minute)) // the animation is over
	marked := v.img
	defer func() { writeFailed(t, plain, "plain"); writeFailed(t, marked, "marked") }()
	if v.Animating() || v.Frames() != 2 {
		t.Fatalf("the last move's marks drew no final frame (frames %d, animating %v)", v.Frames(), v.Animating())
	}
	cam := v.Camera()
	orange := func(c [3]float64) float64 { return c[0] - c[2] }
	// The frame lies on the edge of each top nearest the camera.
	for _, c := range lastCells(a) {
		edge := CellCentre(c, after.Surface(c)).Add(Vec3{0, 0, 0.44})
		x, y := cam.Project(edge)
		if before, got := mean(plain, x, y), mean(marked, x, y); orange(got) < orange(before)+40 {
			t.Errorf("%s's top edge: %v without the mark, %v with it; want orange", c, before, got)
		}
	}
	// The blue block it captured floats see-through over B2.
	taken := takenBlocks(&s, &after, a)
	if len(taken) != 1 || taken[0].block.Owner() != 1 {
		t.Fatalf("30. CxB2 took %+v, want one blue block", taken)
	}
	x, y := cam.Project(taken[0].bottom.Add(Vec3{0, Unit / 2, 0}))
	blue := func(c [3]float64) float64 { return c[2] - c[0] }
	if before, got := mean(plain, x, y), mean(marked, x, y); blue(got) < blue(before)+20 {
		t.Errorf("over B2: %v without the mark, %v with it; want the captured blue block", before, got)
	}
	if len(lastCells(a)) != 2 {
		t.Errorf("a move marks %v, want its origin and destination", lastCells(a))
	}
}
