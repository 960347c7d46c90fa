package render3d

import (
	"math"
	"slices"
	"time"

	"xima/games/xima"
)

// Animation timing in seconds at normal speed; the teacher mode plays
// everything teacherSlow times slower.
const (
	stepTime    = 0.16 // one cell of a move
	enterTime   = 0.35 // a new block from the reserve to its drop cell
	vanishTime  = 0.35 // captured blocks, a block given up
	fallStart   = 0.1  // the blocks above start falling while the captured shrink
	gravity     = 28.0 // units per second squared
	bounce      = 0.25 // share of the landing speed a falling block bounces back with
	teacherSlow = 4
)

// animation plays one action: the block travels its path cell by cell,
// captured blocks vanish, the blocks above them fall.
type animation struct {
	start    time.Time
	slow     float64
	before   xima.State
	after    xima.State
	action   xima.Action
	mover    xima.Block
	path     []PathPoint
	enter    bool // the block comes from the reserve
	origin   Vec3 // where it starts: its reserve slot, or its cell
	captured []int
	falls    []fall
	moveEnd  float64 // seconds at normal speed
	total    float64
}

// newAnimation prepares the animation of a played from before, starting
// at start and slow times slower than normal (taken as 1 unless it is a
// finite number above 0).
func newAnimation(before xima.State, a xima.Action, start time.Time, slow float64) *animation {
	if !(slow > 0) || math.IsInf(slow, 1) {
		slow = 1
	}
	an := &animation{start: start, slow: slow, before: before, after: before, action: a}
	an.after.Apply(a)
	an.path = Path(before, a)
	p := before.ToMove()
	switch a.Kind() {
	case xima.KindMove:
		an.mover, _ = before.Top(a.From())
		an.moveEnd = stepTime * float64(max(len(an.path)-1, 0))
	case xima.KindDropCommon, xima.KindDropSpecial:
		special := a.Kind() == xima.KindDropSpecial
		an.mover = xima.MakeBlock(p, special)
		an.enter = true
		commons, sp := reserveSlots(p, before.Reserve(p), true)
		an.origin = sp
		if !special && len(commons) > 0 {
			an.origin = commons[len(commons)-1]
		}
		an.moveEnd = enterTime + stepTime*float64(max(len(an.path)-1, 0))
	case xima.KindRescue:
		an.mover, _ = before.Top(a.To())
		an.moveEnd = vanishTime
	}
	if len(an.path) > 0 && !an.enter {
		p0 := an.path[0]
		an.origin = CellCentre(p0.Cell, p0.Height)
	}
	an.captured, an.falls = settle(before, a)
	an.total = an.moveEnd
	if len(an.captured) > 0 {
		longest := 0.0
		for _, f := range an.falls {
			longest = max(longest, fallTime(float64(f.from-f.to)*Unit))
		}
		an.total += max(vanishTime, fallStart+longest)
	}
	return an
}

// elapsed returns the animation's time at normal speed: 0 up to its start.
// now may come before the start: the frame loop reads the clock and then
// waits for Fyne's goroutine, where a move may be animated meanwhile
// (issue 15).
func (an *animation) elapsed(now time.Time) float64 {
	d := now.Sub(an.start)
	if d <= 0 {
		return 0
	}
	return d.Seconds() / an.slow
}

// done reports whether the animation has ended at now.
func (an *animation) done(now time.Time) bool { return an.elapsed(now) >= an.total }

// points returns the path's points in the scene, from the block's start:
// the trail the teacher mode shows.
func (an *animation) points() []Vec3 {
	pts := []Vec3{an.origin}
	for i, p := range an.path {
		if i > 0 || an.enter {
			pts = append(pts, CellCentre(p.Cell, p.Height))
		}
	}
	return pts
}

func ease(u float64) float64 { return u * u * (3 - 2*u) }

func lerp(a, b Vec3, u float64) Vec3 { return a.Add(b.Sub(a).Scale(u)) }

// moverAt returns where the moving block's base is t seconds (normal
// speed) into the move: it rises before it crosses onto a higher column
// and crosses before it drops onto a lower one. Any t will do: before 0
// (or NaN) the block is at its start, after the move at its end; a path
// of no cells keeps it at its origin.
func (an *animation) moverAt(t float64) Vec3 {
	if !(t > 0) {
		t = 0
	}
	if an.enter {
		if t < enterTime {
			end := an.origin
			if len(an.path) > 0 {
				end = CellCentre(an.path[0].Cell, an.path[0].Height)
			}
			u := t / enterTime
			p := lerp(an.origin, end, ease(u))
			p.Y += 2.5 * math.Sin(math.Pi*u)
			return p
		}
		t -= enterTime
	}
	switch len(an.path) {
	case 0:
		return an.origin
	case 1:
		p := an.path[0]
		return CellCentre(p.Cell, p.Height)
	}
	// The steps taken, capped before the conversion: an int conversion
	// of a float out of range is undefined (+Inf included).
	n := len(an.path) - 1
	steps := min(t/stepTime, float64(n))
	i := min(int(steps), n-1)
	u := min(max(steps-float64(i), 0), 1)
	a, b := an.path[i], an.path[i+1]
	pa, pb := CellCentre(a.Cell, a.Height), CellCentre(b.Cell, b.Height)
	switch {
	case b.Height > a.Height: // climb, then cross
		p := lerp(pa, pb, ease(min(1, max(0, (u-0.3)/0.7))))
		p.Y = pa.Y + (pb.Y-pa.Y)*ease(min(1, u/0.45)) + 0.1*math.Sin(math.Pi*u)
		return p
	case b.Height < a.Height: // cross, then drop with gravity
		p := lerp(pa, pb, ease(min(1, u/0.6)))
		if u > 0.5 {
			d := (u - 0.5) / 0.5
			p.Y = pa.Y - (pa.Y-pb.Y)*d*d
		} else {
			p.Y = pa.Y + 0.1*math.Sin(math.Pi*u)
		}
		return p
	}
	p := lerp(pa, pb, ease(u))
	p.Y += 0.12 * math.Sin(math.Pi*u)
	return p
}

// fallTime returns how long a block takes to fall d units and bounce.
func fallTime(d float64) float64 {
	t1 := math.Sqrt(2 * d / gravity)
	return t1 + 2*bounce*t1
}

// fallOffset returns how high above its resting place a block that falls
// d units is t seconds after it starts: accelerating, then one small bounce.
func fallOffset(d, t float64) float64 {
	t1 := math.Sqrt(2 * d / gravity)
	if t < t1 {
		return d - gravity*t*t/2
	}
	v := bounce * gravity * t1
	tb := t - t1
	return max(0, v*tb-gravity*tb*tb/2)
}

// spec returns the frame at now: the position before the action with the
// moving block (and, after a capture, the destination column) drawn where
// the animation has them. ok is false once the animation is over.
func (an *animation) spec(now time.Time, marks *Marks) (f frameSpec, ok bool) {
	t := an.elapsed(now)
	if t >= an.total {
		return f, false
	}
	f = newFrameSpec(&an.before, marks)
	a := an.action
	switch a.Kind() {
	case xima.KindMove:
		f.hideFrom[a.From()] = uint8(an.before.Height(a.From()) - 1)
	case xima.KindDropCommon:
		f.reserveLess[an.mover.Owner()][0] = 1
	case xima.KindDropSpecial:
		f.reserveLess[an.mover.Owner()][1] = 1
	case xima.KindRescue:
		f.hideFrom[a.To()] = uint8(an.before.Height(a.To()) - 1)
		f.extra = append(f.extra, placed{an.mover, an.origin, 1 - min(t/vanishTime, 1), false})
		return f, true
	}
	if t < an.moveEnd {
		f.extra = append(f.extra, placed{an.mover, an.moverAt(t), 1, true})
		return f, true
	}
	// The block has landed on a column it captures: the captured blocks
	// shrink away, then the rest fall into place (rules/xima.md,
	// Domination and capture).
	to := a.To()
	f.hideFrom[to] = 0
	col := make([]xima.Block, 0, an.before.Height(to)+1)
	for i := range an.before.Height(to) {
		col = append(col, an.before.At(to, i))
	}
	col = append(col, an.mover)
	t -= an.moveEnd
	base := to.Terrain()
	for i, b := range col {
		scale, level := 1.0, float64(i)
		if slices.Contains(an.captured, i) {
			if t >= vanishTime {
				continue
			}
			scale = 1 - t/vanishTime
		}
		for _, fl := range an.falls {
			if fl.from == i && t >= fallStart {
				d := float64(fl.from-fl.to) * Unit
				level = float64(fl.to) + fallOffset(d, t-fallStart)/Unit
			}
		}
		p := CellCentre(to, base)
		p.Y += level * Unit
		f.extra = append(f.extra, placed{b, p, scale, i == 0})
	}
	return f, true
}
