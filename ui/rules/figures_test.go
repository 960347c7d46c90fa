package rules

import (
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"xima/games/core"
	"xima/games/maxima"
	"xima/games/xana"
	"xima/games/xima"
	"xima/games/ximaera"
	"xima/games/xoliba"
	"xima/ui/internal/uitest"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestEveryFigureDraws builds every picture: each position comes from the
// engine (a record it replays or a set-up it reads), each shot's action is
// legal there, and the drawing has something in it.
func TestEveryFigureDraws(t *testing.T) {
	test.NewTempApp(t)
	for _, game := range Games() {
		if len(figures[game]) == 0 {
			t.Errorf("%s has no picture", game)
		}
		for name, f := range figures[game] {
			sc, err := f()
			if err != nil {
				t.Errorf("%s %s: %v", game, name, err)
				continue
			}
			if n := drawn(newDrawing(sc, 260)); sc.w <= 0 || sc.h <= 0 || n < 20 {
				t.Errorf("%s %s: a drawing of %vx%v with %d canvas objects", game, name, sc.w, sc.h, n)
			}
		}
	}
}

// drawn counts the canvas objects o draws: a board's picture in a scene
// counts its own.
func drawn(o fyne.CanvasObject) int {
	switch v := o.(type) {
	case *fyne.Container:
		n := 0
		for _, c := range v.Objects {
			n += drawn(c)
		}
		return n
	case fyne.Widget:
		n := 0
		for _, c := range test.WidgetRenderer(v).Objects() {
			n += drawn(c)
		}
		return n
	}
	return 1
}

// The claims below are the captions' (text/*/<game>.md): each plays the
// picture's action in the engine, or asks it, and checks what the caption
// says happens.

// shotGame is a shot's game and its action, which start makes.
func shotGame[S, G any](t *testing.T, start func(S) (G, core.Action, error), s S) (G, core.Action) {
	t.Helper()
	g, a, err := start(s)
	if err != nil {
		t.Fatal(err)
	}
	return g, a
}

// ximaAfter plays a Xima shot and its action.
func ximaAfter(t *testing.T, name string) (before, after xima.State) {
	t.Helper()
	g, a := shotGame(t, ximaShot.game, ximaShots()[name])
	before = g.State()
	if err := g.Play(a); err != nil {
		t.Fatal(err)
	}
	return before, g.State()
}

// must reads a square's name with parse, failing the test on none.
func must[T any](t *testing.T, parse func(string) (T, bool), name string) T {
	t.Helper()
	c, ok := parse(name)
	if !ok {
		t.Fatalf("no square %s", name)
	}
	return c
}

// column lists a Xima column bottom to top, "red blue=".
func column(s *xima.State, c xima.Cell) string { return s.ColumnText(c) }

func TestXimaClimb(t *testing.T) {
	// "Blue's new block enters at G1, climbs onto the red block on G2 and
	// goes on to G4, on floor 2": and without a block to climb on, no new
	// block reaches floor 2.
	g, err := xima.NewGame(xima.Config{Styles: []xima.Style{xima.Sport, xima.Sport}})
	if err != nil {
		t.Fatal(err)
	}
	for _, ca := range g.Legal() {
		if a := xima.Action(ca); a.To().Floor() > 1 {
			t.Errorf("at the start %s reaches floor %d", g.Format(ca), a.To().Floor())
		}
	}
	_, after := ximaAfter(t, "climb")
	g4 := must(t, xima.ParseCell, "G4")
	if g4.Floor() != 2 || column(&after, g4) != "blue" || after.Surface(g4) != 2 {
		t.Errorf("after -G4: G4 on floor %d holds %q, surface %d", g4.Floor(), column(&after, g4), after.Surface(g4))
	}
	if g2 := must(t, xima.ParseCell, "G2"); column(&after, g2) != "red" {
		t.Errorf("G2 holds %q, want the red block it climbed over", column(&after, g2))
	}
}

func TestXimaFall(t *testing.T) {
	// "Red's block on G5, on floor 3, goes down the diagonal to J2 ... at
	// J2 on the ground of floor 1."
	before, after := ximaAfter(t, "fall")
	g5, j2 := must(t, xima.ParseCell, "G5"), must(t, xima.ParseCell, "J2")
	if g5.Floor() != 3 || column(&before, g5) != "red" {
		t.Fatalf("before: G5 (floor %d) holds %q", g5.Floor(), column(&before, g5))
	}
	if after.Height(g5) != 0 || j2.Floor() != 1 || column(&after, j2) != "red" || after.Surface(j2) != 1 {
		t.Errorf("after: G5 holds %d blocks, J2 (floor %d) holds %q with surface %d", after.Height(g5), j2.Floor(), column(&after, j2), after.Surface(j2))
	}
}

func TestXimaCapture(t *testing.T) {
	// "Red's block on G3 steps onto G2: the column holds two red blocks and
	// one blue, so the blue block is captured and the reds settle."
	before, after := ximaAfter(t, "capture")
	g2 := must(t, xima.ParseCell, "G2")
	if column(&before, g2) != "red blue" {
		t.Fatalf("before: G2 holds %q", column(&before, g2))
	}
	if column(&after, g2) != "red red" || after.Took(xima.Red) != 1 || after.CapturedOf(xima.Blue) != 1 {
		t.Errorf("after: G2 holds %q, red took %d, blue lost %d", column(&after, g2), after.Took(xima.Red), after.CapturedOf(xima.Blue))
	}
}

func TestXimaRescue(t *testing.T) {
	// "Red's special was captured on F2. Red gives up its block on G5, on
	// floor 3, and the special goes back to red's reserve."
	before, after := ximaAfter(t, "rescue")
	g5 := must(t, xima.ParseCell, "G5")
	if before.SpecialState(xima.Red) != xima.SpecialCaptured || g5.Floor() != 3 || column(&before, g5) != "red" {
		t.Fatalf("before: red's special %v, G5 (floor %d) holds %q", before.SpecialState(xima.Red), g5.Floor(), column(&before, g5))
	}
	if after.SpecialState(xima.Red) != xima.SpecialInReserve || after.Height(g5) != 0 {
		t.Errorf("after: red's special %v, G5 holds %d blocks", after.SpecialState(xima.Red), after.Height(g5))
	}
}

func TestXimaSummit(t *testing.T) {
	// "Red's special enters at G1 and climbs over the blocks on G2, G4 and
	// G6 to the summit: red wins at once."
	_, after := ximaAfter(t, "summit")
	if r := after.Result(); !r.Over || r.Winner != int(xima.Red) || r.Reason != xima.SummitReached {
		t.Errorf("after TOP: %+v", r)
	}
}

// movers are the cells whose pieces have a legal move now.
func ximaeraMovers(g *ximaera.Game) []string {
	var out []string
	for _, ca := range g.Legal() {
		if a := ximaera.Action(ca); !a.IsDrop() && !slices.Contains(out, a.From().String()) {
			out = append(out, a.From().String())
		}
	}
	sort.Strings(out)
	return out
}

func TestXimaeraPivot(t *testing.T) {
	// "The pivot on c3 slides in six directions or jumps over the red on c4
	// to c5 (dots). The red touches the pivot: frozen. The green on e4 was
	// played last: barred this turn."
	g, _ := shotGame(t, ximaeraGame, ximaeraShots()["pivot"])
	s := g.State()
	c3 := must(t, ximaera.ParseCell, "c3")
	c4 := must(t, ximaera.ParseCell, "c4")
	c5 := must(t, ximaera.ParseCell, "c5")
	if !slices.Contains(g.Legal(), core.Action(ximaera.MoveAction(c3, c5))) {
		t.Error("the pivot cannot jump c3-c5")
	}
	if !s.Frozen(c4) {
		t.Error("the red on c4 is not frozen")
	}
	if barred, ok := s.Barred(); !ok || barred.String() != "e4" {
		t.Errorf("barred %v %v, want e4", barred, ok)
	}
	if got := ximaeraMovers(g); !slices.Equal(got, []string{"c3"}) {
		t.Errorf("pieces that can move: %v, want only the pivot c3", got)
	}
}

func TestXimaeraWall(t *testing.T) {
	// "The pivots on c3 and d3 touch: neither can move again, and the red on
	// c4 and the green on e3 are frozen with them. Only the red on a1 can
	// move: the blue on b1 was played last."
	g, _ := shotGame(t, ximaeraGame, ximaeraShots()["wall"])
	s := g.State()
	for _, name := range []string{"c3", "d3", "c4", "e3"} {
		if c := must(t, ximaera.ParseCell, name); !s.Frozen(c) {
			t.Errorf("%s is not frozen", name)
		}
	}
	if got := ximaeraMovers(g); !slices.Equal(got, []string{"a1"}) {
		t.Errorf("pieces that can move: %v, want a1", got)
	}
}

func TestXimaeraGroup(t *testing.T) {
	// "A red dropped on c3 connects three reds: the player who drops it
	// wins."
	g, a := shotGame(t, ximaeraGame, ximaeraShots()["group"])
	mover := g.ToMove()
	if err := g.Play(a); err != nil {
		t.Fatal(err)
	}
	if r := g.Result(); !r.Over || r.Winner != mover || r.Reason != ximaera.Group {
		t.Errorf("after R@c3: %+v, want a win for seat %d by a group", r, mover)
	}
}

func TestXanaCircle(t *testing.T) {
	// "The circle of White's stack of 2 on f3 (dots): the empty cells at
	// most 2 steps away that it reaches through empty cells. d1 is 2 steps
	// away, but the walls on c2, e2 and f1 shut it off." The stack moves
	// to exactly those cells.
	g, _ := shotGame(t, xanaGame, xanaShots()["circle"])
	s := g.State()
	f3, d1 := must(t, s.ParseCell, "f3"), must(t, s.ParseCell, "d1")
	for _, w := range []string{"c2", "e2", "f1"} {
		if c := must(t, s.ParseCell, w); !s.Wall(c) {
			t.Errorf("no wall on %s", w)
		}
	}
	circle := s.Circle(f3, s.Height(f3))
	if s.Height(f3) != 2 || s.Distance(f3, d1) != 2 || slices.Contains(circle, d1) {
		t.Errorf("f3 height %d, d1 at %d steps, in the circle %v", s.Height(f3), s.Distance(f3, d1), slices.Contains(circle, d1))
	}
	var moves []xana.Cell
	for _, ca := range g.Legal() {
		if a := xana.Action(ca); a.Kind() == xana.KindMove && a.From() == f3 && a.Stones() == 2 {
			moves = append(moves, a.To())
		}
	}
	slices.Sort(moves)
	slices.Sort(circle)
	if len(circle) < 10 || !slices.Equal(moves, circle) {
		t.Errorf("the stack moves to %v, its circle is %v", moves, circle)
	}
}

func TestXanaCapture(t *testing.T) {
	// "Black's stone on m4 has one empty neighbour left. White's wall on l5
	// closes it: the stone is captured."
	g, a := shotGame(t, xanaGame, xanaShots()["capture"])
	before := g.State()
	m4 := must(t, before.ParseCell, "m4")
	if col, ok := before.Owner(m4); !ok || col != xana.Black {
		t.Fatal("no black stack on m4")
	}
	if err := g.Play(a); err != nil {
		t.Fatal(err)
	}
	after := g.State()
	if after.Height(m4) != 0 || after.Lost(xana.Black) != 1 {
		t.Errorf("after the wall: m4 holds %d, black lost %d", after.Height(m4), after.Lost(xana.Black))
	}
}

func xolibaShotGame(t *testing.T, name string) (*xoliba.Game, core.Action) {
	t.Helper()
	g, a := shotGame(t, xolibaShot.game, xolibaShots()[name])
	if g.ToMove() != 0 {
		t.Fatalf("seat %d moves first, want red", g.ToMove())
	}
	return g, a
}

func TestXolibaSwap(t *testing.T) {
	// "The red on d5 could swap with any white piece around it, but only
	// d4 forms a triangle with two other reds (b2 and f2)."
	g, _ := xolibaShotGame(t, "swap")
	d5 := must(t, xoliba.ParsePoint, "d5")
	var to []string
	for _, ca := range g.Legal() {
		if a := xoliba.Action(ca); a.From() == d5 {
			to = append(to, a.To().String())
		}
	}
	if !slices.Equal(to, []string{"d4"}) {
		t.Errorf("d5 moves to %v", to)
	}
}

func TestXolibaCapture(t *testing.T) {
	// "Red moves d5 to d4: the triangle b2-d4-f2 surrounds three blue pieces
	// and one red one, and all four turn white."
	g, a := xolibaShotGame(t, "capture")
	if got := xoliba.Action(a).Corners().Points(); len(got) != 3 || !slices.Contains(got, must(t, xoliba.ParsePoint, "b2")) || !slices.Contains(got, must(t, xoliba.ParsePoint, "f2")) {
		t.Errorf("the triangle's corners are %v", got)
	}
	if err := g.Play(a); err != nil {
		t.Fatal(err)
	}
	s := g.State()
	for _, p := range []string{"c3", "d3", "d2", "e2"} {
		if c := s.At(must(t, xoliba.ParsePoint, p)); c != xoliba.White {
			t.Errorf("%s is %v after the capture", p, c)
		}
	}
	if s.Lost(xoliba.Blue) != 3 || s.Lost(xoliba.Red) != 1 {
		t.Errorf("blue lost %d, red %d", s.Lost(xoliba.Blue), s.Lost(xoliba.Red))
	}
}

// maximaMoves are the legal moves of the piece on from, each with the
// squares it captures on ("d6:e6", "d5:").
func maximaMoves(t *testing.T, name string) (map[string]string, *maxima.Game) {
	t.Helper()
	sh := maximaShots()[name]
	g, err := sh.game()
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	for _, c := range []maxima.Color{maxima.White, maxima.Black} {
		if s.KingAttacked(c) {
			t.Errorf("%v's King is attacked in the picture", c)
		}
	}
	from := must(t, maxima.ParseSquare, sh.from)
	out := map[string]string{}
	for _, ca := range g.Legal() {
		a := maxima.Action(ca)
		if a.Suicide() || a.From() != from {
			continue
		}
		var taken []string
		for _, q := range g.Captures(a) {
			taken = append(taken, q.String())
		}
		sort.Strings(taken)
		out[a.To().String()] = strings.Join(taken, " ")
	}
	if len(out) == 0 {
		t.Fatalf("the piece on %s has no move", sh.from)
	}
	return out, g
}

// captures lists the moves that capture, "to:taken".
func captures(moves map[string]string) []string {
	var out []string
	for to, taken := range moves {
		if taken != "" {
			out = append(out, to+":"+taken)
		}
	}
	sort.Strings(out)
	return out
}

// lines reports whether every destination shares a file, a rank or a
// diagonal with from (orthogonal only: no diagonal).
func onLines(t *testing.T, from string, moves map[string]string, diagonal bool) {
	t.Helper()
	f := must(t, maxima.ParseSquare, from)
	for to := range moves {
		q := must(t, maxima.ParseSquare, to)
		df, dr := abs(q.File()-f.File()), abs(q.Rank()-f.Rank())
		if !(df == 0 || dr == 0 || (diagonal && df == dr)) {
			t.Errorf("%s-%s is off the piece's lines", from, to)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func TestMaximaPieces(t *testing.T) {
	for _, tc := range []struct {
		name     string
		captures []string // every capturing move of the piece, "to:taken"
		check    func(t *testing.T, moves map[string]string)
	}{
		// "moves like a rook ... to d6 it squeezes the black Pawn on e6
		// against the white Guard on f6"
		{"pawn", []string{"d6:e6"}, func(t *testing.T, m map[string]string) { onLines(t, "d4", m, false) }},
		// "steps to any of the eight squares around it, and takes the
		// Pawn on e6 by landing on it"
		{"guard", []string{"e6:e6"}, func(t *testing.T, m map[string]string) {
			if len(m) != 8 {
				t.Errorf("%d moves, want 8", len(m))
			}
		}},
		// "jumps the Pawn on c5 to c6, and may go on to jump the Guard on
		// c7 too"
		{"longleaper", []string{"c6:c5", "c8:c5 c7", "c9:c5 c7"}, func(t *testing.T, m map[string]string) { onLines(t, "c3", m, true) }},
		// "one diagonal step, then straight on away from its start:
		// d4-e5-e6-e7 takes the Pawn on e7"
		{"mage", []string{"e7:e7"}, nil},
		// "moving away from the black Withdrawer on d5 it takes it"
		{"chameleon", []string{"d0:d5", "d1:d5", "d2:d5", "d3:d5"}, func(t *testing.T, m map[string]string) { onLines(t, "d4", m, true) }},
		// "never captures; the black Pawn on e5 next to it is frozen"
		{"immobilizer", nil, func(t *testing.T, m map[string]string) { onLines(t, "d4", m, true) }},
		// "stopping on rank 5 (a5, c5 or e5) it makes a rectangle with its
		// King on b1 whose corner b5 holds the Pawn: captured"
		{"coordinator", []string{"a5:b5", "c5:b5", "e5:b5"}, func(t *testing.T, m map[string]string) { onLines(t, "c3", m, true) }},
		// "moving straight away from the Pawn on e5 (to c3 or b2: its King
		// stands on a1) it takes it"
		{"withdrawer", []string{"b2:e5", "c3:e5"}, func(t *testing.T, m map[string]string) { onLines(t, "d4", m, true) }},
		// "jumps like a knight, round the board's sides: from a4 also g3,
		// g5, h2 and h6; it takes the Pawn on c5 by landing on it"
		{"king", []string{"c5:c5"}, func(t *testing.T, m map[string]string) {
			var to []string
			for q := range m {
				to = append(to, q)
			}
			sort.Strings(to)
			if want := []string{"b6", "c3", "c5", "g3", "g5", "h2", "h6"}; !slices.Equal(to, want) {
				t.Errorf("the King goes to %v, want %v", to, want)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			moves, _ := maximaMoves(t, tc.name)
			if got := captures(moves); !slices.Equal(got, tc.captures) {
				t.Errorf("captures %v, want %v", got, tc.captures)
			}
			if tc.check != nil {
				tc.check(t, moves)
			}
		})
	}
}

func TestMaximaImmobilizerFreezes(t *testing.T) {
	_, g := maximaMoves(t, "immobilizer")
	s := g.State()
	e5 := must(t, maxima.ParseSquare, "e5")
	if !s.Immobilized(e5) {
		t.Error("the Pawn on e5 is not frozen")
	}
}

// screenshotPictures are the picture each game's rules screenshot shows.
var screenshotPictures = map[string]string{
	xima.GameName: "capture", ximaera.GameName: "pivot", xana.GameName: "circle",
	xoliba.GameName: "capture", maxima.GameName: "longleaper",
}

// TestScreenshotRules writes, when XIMA_SCREENSHOTS names a folder,
// rules-<game>-<language>.png: each game's rules screen at 1024x600 in
// the dark theme, on the page of its picture in screenshotPictures.
func TestScreenshotRules(t *testing.T) {
	dir := uitest.ScreenshotDir(t)
	for _, code := range languages {
		for _, game := range Games() {
			test.NewTempApp(t)
			fyne.CurrentApp().Settings().SetTheme(theme.DefaultTheme())
			uitest.UseLanguage(t, code)
			r, err := NewScreen(game, func() {})
			if err != nil {
				t.Fatal(err)
			}
			pages, err := readPages(code, game)
			if err != nil {
				t.Fatal(err)
			}
			i := slices.IndexFunc(pages, func(p page) bool { return p.picture == screenshotPictures[game] })
			if i < 0 {
				t.Fatalf("%s has no page with the picture %s", game, screenshotPictures[game])
			}
			r.show(i)
			w := test.NewTempWindow(t, r.Content())
			w.Resize(fyne.NewSize(1024, 600))
			var sheet uitest.Sheet
			sheet.Add(w)
			name := fmt.Sprintf("rules-%s-%s.png", strings.ToLower(game), code)
			if err := sheet.Write(filepath.Join(dir, name), 1); err != nil {
				t.Fatal(err)
			}
		}
	}
}
