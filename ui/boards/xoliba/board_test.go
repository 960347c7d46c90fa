package xoliba

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"xima/games/core"
	"xima/games/xoliba"
	"xima/ui/internal/uitest"
	"xima/ui/lang"
)

// onScreen is a Xoliba game with its board in a test window,
// counting the board's calls to onPlayed and keeping the last refusal it
// told.
type onScreen struct {
	game   *adapter
	board  *board
	played int
	why    error
}

// reason is the last refusal the board told, as the problem line words
// it; "" when the last click selected or cleared.
func (x *onScreen) reason() string {
	if x.why == nil {
		return ""
	}
	return lang.Refusal(x.why)
}

// newOnScreen shows the game of cfg after the moves.
func newOnScreen(t *testing.T, cfg xoliba.Config, moves ...string) *onScreen {
	t.Helper()
	test.NewTempApp(t)
	g, err := xoliba.NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	x := &onScreen{game: newAdapter(g)}
	for _, m := range moves {
		if err := x.game.PlayText(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	x.board = x.game.view
	x.game.SetOnPlayed(func() { x.played++ })
	x.game.SetOnRefused(func(err error) { x.why = err })
	x.game.Refresh()
	w := test.NewTempWindow(t, x.game.Board())
	w.Resize(fyne.NewSize(640, 720))
	return x
}

// tap clicks the centre of the point named name.
func (x *onScreen) tap(name string) {
	p, ok := xoliba.ParsePoint(name)
	if !ok {
		panic("no point " + name)
	}
	test.TapAt(x.board, newGeometry(x.board.Size()).point(p))
}

// setup writes a position in the Setup notation: the points listed
// for each colour, white pieces everywhere else.
func setup(pieces map[xoliba.Color]string) string {
	at := map[string]byte{}
	for c, list := range pieces {
		for _, name := range strings.Fields(list) {
			at[name] = "wrbg"[c]
		}
	}
	var rows []string
	for r := 6; r >= 0; r-- {
		var row []byte
		for c := range 7 {
			if p, ok := xoliba.PointAt(c, r); ok {
				ch := at[p.String()]
				if ch == 0 {
					ch = 'w'
				}
				row = append(row, ch)
			}
		}
		rows = append(rows, string(row))
	}
	return strings.Join(rows, "/")
}

// legal is the engine's legal actions as Xoliba's own.
func legal(g *xoliba.Game) []xoliba.Action {
	var out []xoliba.Action
	for _, a := range g.Legal() {
		out = append(out, xoliba.Action(a))
	}
	return out
}

// engineTargets are the points the engine lets the piece on from go
// to, in point order.
func engineTargets(g *xoliba.Game, from xoliba.Point) []xoliba.Point {
	var out []xoliba.Point
	for _, a := range legal(g) {
		if !a.IsPass() && a.From() == from {
			out = append(out, a.To())
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// shownTargets are the points whose destination dot the renderer shows.
func shownTargets(t *testing.T, b *board) []xoliba.Point {
	t.Helper()
	r := test.WidgetRenderer(b).(*renderer)
	var out []xoliba.Point
	for i, po := range r.points {
		if !po.dot.Hidden {
			out = append(out, xoliba.Point(i))
		}
	}
	return out
}

// actionsTo are the engine's legal actions moving from to to.
func actionsTo(g *xoliba.Game, from, to xoliba.Point) []xoliba.Action {
	var out []xoliba.Action
	for _, a := range legal(g) {
		if !a.IsPass() && a.From() == from && a.To() == to {
			out = append(out, a)
		}
	}
	return out
}

func TestXolibaClickToPlay(t *testing.T) {
	x := newOnScreen(t, xoliba.Config{Seed: 1})
	g := x.game.game
	// A move that is one action, and a white point the piece cannot reach.
	var a xoliba.Action
	for _, b := range legal(g) {
		if len(actionsTo(g, b.From(), b.To())) == 1 {
			a = b
			break
		}
	}
	from := a.From()
	want := engineTargets(g, from)
	s := g.State()
	unreachable := xoliba.NoPoint
	for _, p := range s.Pieces(xoliba.White).Points() {
		if !slices.Contains(want, p) {
			unreachable = p
		}
	}
	if unreachable == xoliba.NoPoint {
		t.Fatal("no white point out of reach")
	}

	x.tap(from.String())
	if got := x.board.targets.Points(); !slices.Equal(got, want) {
		t.Fatalf("%s: targets %v, want %v", from, got, want)
	}
	if got := shownTargets(t, x.board); !slices.Equal(got, want) {
		t.Fatalf("%s: dots on %v, want %v", from, got, want)
	}
	x.tap(unreachable.String())
	if len(g.Moves()) != 0 || x.played != 0 || x.board.from != from || !slices.Equal(shownTargets(t, x.board), want) {
		t.Fatalf("a click on %s, out of reach: moves %v, selection %s", unreachable, g.Moves(), x.board.from)
	}
	if x.reason() == "" || x.reason() != lang.Refusal(g.Why(from, unreachable)) {
		t.Errorf("a click on %s, out of reach: reason %q", unreachable, x.reason())
	}
	// A second click on the piece clears; the opponent's pieces take no
	// selection.
	x.tap(from.String())
	enemy := s.Pieces(xoliba.SeatColor(1 - s.ToMove())).Points()[0]
	x.tap(enemy.String())
	if x.board.from != xoliba.NoPoint {
		t.Fatalf("the opponent's piece on %s was selected", enemy)
	}

	text := g.Format(core.Action(a))
	x.tap(from.String())
	x.tap(a.To().String())
	if got := g.Moves(); !slices.Equal(got, []string{text}) || x.played != 1 {
		t.Fatalf("after the click: moves %v, onPlayed %d times", got, x.played)
	}
	if x.board.from != xoliba.NoPoint || x.board.targets != 0 {
		t.Error("the selection outlived the move")
	}
	r := test.WidgetRenderer(x.board).(*renderer)
	if r.points[a.To()].halo.Hidden || r.points[from].halo.Hidden || r.lastTri[0].Hidden {
		t.Error("the last move is not marked")
	}
	corners := map[fyne.Position]bool{}
	geo := newGeometry(x.board.Size())
	for _, p := range a.Corners().Points() {
		corners[geo.point(p)] = true
	}
	for i, l := range r.lastTri {
		if !corners[l.Position1] || !corners[l.Position2] || l.Position1 == l.Position2 {
			t.Errorf("side %d of the last move's triangle runs from %v to %v", i, l.Position1, l.Position2)
		}
	}
	test.TapAt(x.board, fyne.NewPos(2, 2)) // off the board
	if x.board.from != xoliba.NoPoint || x.played != 1 {
		t.Error("a click off the board did something")
	}
}

// TestXolibaBoardShowsThePosition reads the renderer back: a disc on every
// point in its piece's colour, the letters, all the board's lines.
func TestXolibaBoardShowsThePosition(t *testing.T) {
	x := newOnScreen(t, xoliba.Config{Players: 3, Seed: 4})
	s := x.game.game.State()
	r := test.WidgetRenderer(x.board).(*renderer)
	for i, po := range r.points {
		c := s.At(xoliba.Point(i))
		letter := map[xoliba.Color]string{xoliba.White: "", xoliba.Red: "R", xoliba.Blue: "B", xoliba.Green: "G"}[c]
		if po.disc.Hidden || po.disc.FillColor != pieces[c] || po.letter.Text != letter {
			t.Errorf("%s: disc %v letter %q, engine has %s", xoliba.Point(i), po.disc.FillColor, po.letter.Text, c)
		}
	}
	// 38 along the rows, 38 along the columns, 68 diagonal.
	if len(r.lines) != len(segments) || len(segments) != 144 {
		t.Errorf("%d lines, %d segments", len(r.lines), len(segments))
	}
	for _, seg := range segments {
		dc, dr := seg.b.Col()-seg.a.Col(), seg.b.Row()-seg.a.Row()
		if max(dc, -dc) > 1 || max(dr, -dr) > 1 {
			t.Errorf("segment %s-%s joins points that are not neighbours", seg.a, seg.b)
		}
	}
	for seat := range 3 {
		c := xoliba.SeatColor(seat)
		want := "Pieces 12 · captured 0 · biggest triangle " + s.Biggest(c).String() + " · score 0"
		if got := x.game.Status(seat); got != want {
			t.Errorf("status of %s: %q, want %q", c, got, want)
		}
	}
}

// choice plays random moves from seed until the player to move has
// a move whose triangles capture different pieces, and returns it.
func choice(t *testing.T, x *onScreen, seed uint64) (from, to xoliba.Point) {
	t.Helper()
	g := x.game.game
	rng := rand.New(rand.NewPCG(seed, 1))
	for !g.Over() {
		legal := legal(g)
		for _, a := range legal {
			if !a.IsPass() && len(actionsTo(g, a.From(), a.To())) > 1 {
				x.game.Refresh()
				return a.From(), a.To()
			}
		}
		if err := g.Play(core.Action(legal[rng.IntN(len(legal))])); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no move with a choice of triangles")
	return
}

func TestXolibaChooseTriangle(t *testing.T) {
	x := newOnScreen(t, xoliba.Config{Seed: 2})
	g := x.game.game
	from, to := choice(t, x, 2)
	want := actionsTo(g, from, to)
	s := g.State()
	tris := s.Triangles(from, to)
	plies := len(g.Moves())

	x.tap(from.String())
	x.tap(to.String())
	if len(g.Moves()) != plies || x.played != 0 {
		t.Fatal("a move with a choice of triangles was played at once")
	}
	var got []xoliba.Action
	for _, o := range x.board.options {
		got = append(got, o.action)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("%s-%s: options %v, the engine's actions %v", from, to, got, want)
	}
	r := test.WidgetRenderer(x.board).(*renderer)
	// The move is shown as if played: the piece on its destination.
	if r.points[to].disc.FillColor != pieces[xoliba.SeatColor(s.ToMove())] || r.points[from].disc.FillColor != white {
		t.Error("the move to choose a triangle for is not shown played")
	}
	for i, o := range x.board.options {
		if x.board.pick != i {
			test.Tap(x.board.next)
		}
		if r.pickTri[0].Hidden || r.pickTri[0].Position1 != newGeometry(x.board.Size()).point(o.corners[0]) {
			t.Fatalf("option %d: its triangle is not drawn", i)
		}
		// The crossed pieces are those the engine says the triangle turns white.
		var crossed xoliba.Set
		for p, po := range r.points {
			if !po.cross[0].Hidden {
				crossed |= xoliba.Bit(xoliba.Point(p))
			}
		}
		var engine xoliba.Set
		for _, tr := range tris {
			if tr.Action == o.action {
				engine = tr.Captures
			}
		}
		if crossed != engine || crossed != o.captures {
			t.Fatalf("option %d: crosses on %v, the engine captures %v", i, crossed.Points(), engine.Points())
		}
	}
	test.Tap(x.board.prev) // back to the first
	if x.board.pick != len(want)-2 {
		t.Fatalf("prev went to option %d", x.board.pick)
	}
	test.Tap(x.board.next)
	// A click on another option's corner shows it.
	other := x.board.options[0].corners[1]
	x.tap(other.String())
	if x.board.options == nil || !cornerSet(x.board.options[x.board.pick].corners).Has(other) {
		t.Fatalf("a click on the corner %s did not show its triangle", other)
	}
	pick := x.board.options[x.board.pick].action
	text := g.Format(core.Action(pick))
	x.tap(to.String())
	if moves := g.Moves(); len(moves) != plies+1 || moves[plies] != text || x.played != 1 {
		t.Fatalf("clicked %s, moves end %v", text, moves[plies:])
	}

	// Take plays the option shown.
	x = newOnScreen(t, xoliba.Config{Seed: 2})
	from, to = choice(t, x, 2)
	x.tap(from.String())
	x.tap(to.String())
	test.Tap(x.board.next)
	text = x.game.game.Format(core.Action(x.board.options[1].action))
	test.Tap(x.board.take)
	if moves := x.game.game.Moves(); moves[len(moves)-1] != text || x.played != 1 || x.board.options != nil {
		t.Fatalf("Take played %v, want %s", moves[len(moves)-1], text)
	}
}

// TestXolibaClickRandomGames plays random games of one, two and three
// players by clicks only: before each click on a destination the marked
// points are the engine's.
func TestXolibaClickRandomGames(t *testing.T) {
	x := newOnScreen(t, xoliba.Config{})
	rng := rand.New(rand.NewPCG(5, 9))
	plies, choices, passes := 0, 0, 0
	for game := range 9 {
		g, err := xoliba.NewGame(xoliba.Config{Players: 1 + game%3, Seed: rng.Uint64()})
		if err != nil {
			t.Fatal(err)
		}
		x.game.game, x.board.game = g, g
		x.board.SetPlay(g.Play)
		x.game.Refresh()
		for ply := 0; ply < 60 && !g.Over(); ply++ {
			legal := legal(g)
			a := legal[rng.IntN(len(legal))]
			text, before := g.Format(core.Action(a)), x.played
			if x.board.pass.Disabled() != !a.IsPass() {
				t.Fatalf("game %d ply %d: pass enabled %v with %s to play", game, ply, !x.board.pass.Disabled(), text)
			}
			if a.IsPass() {
				test.Tap(x.board.pass)
				passes++
			} else {
				x.tap(a.From().String())
				want := engineTargets(g, a.From())
				if got := shownTargets(t, x.board); !slices.Equal(got, want) {
					t.Fatalf("game %d ply %d, %s: dots on %v, want %v", game, ply, text, got, want)
				}
				x.tap(a.To().String())
				if x.board.options != nil {
					choices++
					for x.board.options[x.board.pick].action != a {
						test.Tap(x.board.next)
					}
					x.tap(a.To().String())
				}
			}
			plies++
			if got := g.Moves(); len(got) != ply+1 || got[ply] != text || x.played != before+1 {
				t.Fatalf("game %d ply %d: clicked %s, moves end %v", game, ply, text, got[max(0, len(got)-2):])
			}
		}
	}
	if plies < 150 || choices < 3 {
		t.Errorf("only %d actions clicked, %d with a choice of triangles", plies, choices)
	}
	t.Logf("%d actions clicked, %d with a choice of triangles, %d passes", plies, choices, passes)
}

// stuck is a two-player position where blue cannot move: its only
// triangle would be a2-g2-d5, and d6 blocks d7's way (red moves first).
var stuck = map[xoliba.Color]string{xoliba.Red: "c3 e3 c5 e5 d6", xoliba.Blue: "a2 g2 d7"}

// keepStuck returns a move of the player to move, one action from its
// origin to its destination, after which the next player still has no move.
func keepStuck(t *testing.T, g *xoliba.Game) xoliba.Action {
	t.Helper()
	s := g.State()
	for _, a := range s.Legal(nil) {
		next := s
		next.Apply(a)
		if only := next.Legal(nil); len(only) == 1 && only[0].IsPass() && len(actionsTo(g, a.From(), a.To())) == 1 {
			return a
		}
	}
	t.Fatal("every move frees the next player")
	return 0
}

// TestXolibaPassAndFinishedGame passes twice with the Pass button, which
// ends a two-player game, and reads the result and the status lines.
func TestXolibaPassAndFinishedGame(t *testing.T) {
	x := newOnScreen(t, xoliba.Config{Setup: setup(stuck)})
	g := x.game.game
	if !x.board.pass.Disabled() {
		t.Fatal("pass enabled while red can move")
	}
	x.tap("c3")
	x.tap("d4")
	if g.ToMove() != 1 || x.board.pass.Disabled() || !strings.Contains(x.board.hint.Text, "press Pass") {
		t.Fatalf("blue cannot move: to move %d, pass disabled %v, hint %q", g.ToMove(), x.board.pass.Disabled(), x.board.hint.Text)
	}
	x.tap("d7") // no move: selected with no destination, so clicks say why
	if x.board.from.String() != "d7" || x.board.targets != 0 {
		t.Fatalf("a piece without a move: selection %v, targets %v", x.board.from, x.board.targets.Points())
	}
	x.tap("d7")
	test.Tap(x.board.pass)
	if x.game.Status(1) != "Pieces 3 · captured 0 · biggest triangle none · score 0 · passed" {
		t.Errorf("blue after a pass: %q", x.game.Status(1))
	}
	a := keepStuck(t, g)
	x.tap(a.From().String())
	x.tap(a.To().String())
	if !strings.Contains(x.board.hint.Text, "passing now ends the game") {
		t.Errorf("the second pass is not announced: %q", x.board.hint.Text)
	}
	test.Tap(x.board.pass)
	if got := g.Moves(); !slices.Equal(got, []string{"c3-d4", "pass", g.Format(core.Action(a)), "pass"}) || x.played != 4 {
		t.Fatalf("moves %v, onPlayed %d times", got, x.played)
	}
	end := g.State()
	red := end.Biggest(xoliba.Red).String()
	over, winner, reason := x.game.Result()
	if !over || winner != 0 || reason != "Blue passed twice in a row; biggest triangles: red "+red+", blue none" {
		t.Fatalf("result %v %d %q", over, winner, reason)
	}
	if got := x.game.Status(0); got != "Pieces 5 · captured 0 · biggest triangle "+red+" · score 0" {
		t.Errorf("red's status at the end: %q", got)
	}
	if !x.board.pass.Disabled() || x.board.hint.Text != "The game is over." {
		t.Errorf("at the end: pass disabled %v, hint %q", x.board.pass.Disabled(), x.board.hint.Text)
	}
	x.tap("c3")
	if x.board.from != xoliba.NoPoint || x.played != 4 {
		t.Error("a click after the end selected or played")
	}

	if err := x.game.Undo(); err != nil {
		t.Fatal(err)
	}
	x.game.Refresh()
	if err := x.game.Resign(1); err != nil {
		t.Fatal(err)
	}
	if over, winner, reason := x.game.Result(); !over || winner != 0 || reason != "resignation" {
		t.Errorf("after a resignation: %v %d %q", over, winner, reason)
	}
}

// TestXolibaThreePlayersAndPatience: a player out of a three-player game,
// and the patience's status and end.
func TestXolibaThreePlayersAndPatience(t *testing.T) {
	stuck := map[xoliba.Color]string{xoliba.Red: "c3 e3 c5 e5 d6", xoliba.Blue: "a2 g2 d7", xoliba.Green: "a3 c7 g4"}
	x := newOnScreen(t, xoliba.Config{Players: 3, Setup: setup(stuck)})
	g := x.game.game
	for g.ToMove() != 0 {
		test.Tap(x.board.pass)
	}
	x.tap("c3")
	x.tap("d4")
	for !g.Over() && !x.board.pass.Disabled() {
		test.Tap(x.board.pass)
	}
	a := keepStuck(t, g)
	x.tap(a.From().String())
	x.tap(a.To().String())
	if s := g.State(); s.Players() != 3 || !s.Passed(2) || s.ToMove() != 2 {
		t.Fatalf("green, who passed, is not to move: %v", g.Moves())
	}
	for !g.Over() && !x.board.pass.Disabled() {
		test.Tap(x.board.pass)
	}
	over, _, reason := x.game.Result()
	if !over || reason != "only one player left" || x.game.Status(1) != "Out · captured 0 · score 0" {
		t.Fatalf("over %v %q; blue %q; moves %v", over, reason, x.game.Status(1), g.Moves())
	}

	x = newOnScreen(t, xoliba.Config{Players: 1, Setup: setup(map[xoliba.Color]string{xoliba.Red: "c3 e3 d7 a5 g5", xoliba.Blue: "d3 a4"})})
	if x.game.Seats() != 1 || x.board.pass.Visible() {
		t.Fatal("a patience has one seat and no Pass button")
	}
	if got := x.game.Status(0); got != "Pieces 5 · blue left 2 of 2 · biggest triangle none" {
		t.Errorf("patience status %q", got)
	}
	x.tap("d7")
	x.tap("d4")
	over, winner, reason := x.game.Result()
	if !over || winner != -1 || reason != "Red has fewer than three pieces" {
		t.Errorf("patience result %v %d %q", over, winner, reason)
	}
}

func TestXolibaRecordRoundTrip(t *testing.T) {
	x := newOnScreen(t, xoliba.Config{Players: 3, Seed: 8})
	rng := rand.New(rand.NewPCG(8, 8))
	for range 12 {
		legal := legal(x.game.game)
		if err := x.game.game.Play(core.Action(legal[rng.IntN(len(legal))])); err != nil {
			t.Fatal(err)
		}
	}
	rec := x.game.Record()
	back, err := Kind().ReadGame(strings.NewReader(rec))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Moves(), x.game.Moves()) || back.Record() != rec || back.ToMove() != x.game.ToMove() || back.Seats() != 3 {
		t.Errorf("read back %v to move %d, want %v to move %d", back.Moves(), back.ToMove(), x.game.Moves(), x.game.ToMove())
	}
	for seat := range 3 {
		if back.Status(seat) != x.game.Status(seat) {
			t.Errorf("seat %d: status %q read back as %q", seat, x.game.Status(seat), back.Status(seat))
		}
	}

	done := newOnScreen(t, xoliba.Config{Setup: setup(stuck)}, "c3-d4", "pass")
	for _, text := range []string{done.game.game.Format(core.Action(keepStuck(t, done.game.game))), "pass"} {
		if err := done.game.PlayText(text); err != nil {
			t.Fatal(err)
		}
	}
	g, err := Kind().ReadGame(strings.NewReader(done.game.Record()))
	if err != nil {
		t.Fatal(err)
	}
	if over, winner, reason := g.Result(); !over || winner != 0 || !strings.HasPrefix(reason, "Blue passed twice") {
		t.Errorf("finished record: over %v winner %d %q", over, winner, reason)
	}
	_, err = Kind().ReadGame(strings.NewReader("[Game \"Xoliba\"]\n[Seed \"1\"]\n\n1. a1-a2\n"))
	var pe *core.ParseError
	if !errors.As(err, &pe) {
		t.Errorf("bad record: %v", err)
	}
	for _, n := range []int{1, 2, 3} {
		bg, err := Kind().NewGame(n, "", 3)
		if err != nil || bg.Seats() != n {
			t.Errorf("%d players: %v", n, err)
		}
	}
	if _, err := Kind().NewGame(4, "", 1); err == nil {
		t.Error("a four-player Xoliba game started")
	}
}

// TestXolibaClicksSayWhyTheyAreRefused clicks what the rules refuse, a
// kind at a time, and reads the reason as the problem line shows it.
func TestXolibaClicksSayWhyTheyAreRefused(t *testing.T) {
	pieces := setup(map[xoliba.Color]string{xoliba.Red: "c3 e3 d6", xoliba.Blue: "a4 g4 b6"})
	for _, tc := range []struct {
		name   string
		clicks []string
		want   string
	}{
		{"white piece", []string{"b2"}, "The piece on b2 is white: move one of your own"},
		{"not yours", []string{"a4"}, "The piece on a4 is Blue's, not yours"},
		{"target not white", []string{"c3", "a4"}, "A piece swaps only with a white piece, and the one on a4 is Blue's"},
		{"not in line", []string{"d6", "c4"}, "No straight line joins d6 and c4"},
		{"path not white", []string{"d6", "a6"}, "Only white pieces may lie between: b6, between d6 and a6, is not white"},
		{"no triangle", []string{"d6", "f6"}, "A piece of yours on f6 would form no valid triangle"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newOnScreen(t, xoliba.Config{Setup: pieces})
			for _, c := range tc.clicks {
				x.tap(c)
			}
			if x.reason() != tc.want {
				t.Errorf("reason %q, want %q", x.reason(), tc.want)
			}
			if len(x.game.Moves()) != 0 {
				t.Errorf("a refused click played %v", x.game.Moves())
			}
			if len(tc.clicks) > 1 && x.board.from.String() != tc.clicks[0] {
				t.Errorf("selection %v after a refused click, want %s", x.board.from, tc.clicks[0])
			}
		})
	}
	t.Run("in Spanish", func(t *testing.T) {
		uitest.UseLanguage(t, "es")
		x := newOnScreen(t, xoliba.Config{Setup: pieces})
		x.tap("d6")
		x.tap("f6")
		if want := "Una pieza tuya en f6 no formaría ningún triángulo válido"; x.reason() != want {
			t.Errorf("reason %q, want %q", x.reason(), want)
		}
	})
}
