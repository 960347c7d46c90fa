package xoliba

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"xima/games/core"
)

// randomGame plays random actions from a seeded game.
func randomGame(t testing.TB, rng *rand.Rand, cfg Config, maxPlies int) *Game {
	t.Helper()
	g, err := NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for range maxPlies {
		legal := g.Legal()
		if len(legal) == 0 {
			break
		}
		if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestRecordRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for i := range 150 {
		cfg := Config{Players: 1 + i%3, Seed: rng.Uint64(), Names: []string{"Ana \"la\" Roja"}, Date: "2026.11.22",
			Tags: []core.Tag{{Name: "Event", Value: "club"}}}
		g := randomGame(t, rng, cfg, rng.IntN(80))
		switch {
		case i%7 == 3 && !g.Over():
			if err := g.Resign(g.ToMove()); err != nil {
				t.Fatal(err)
			}
		case i%7 == 1 && !g.Over():
			if err := g.Flag((g.ToMove() + 1) % g.Seats()); err != nil {
				t.Fatal(err)
			}
		case i%7 == 5 && !g.Over() && cfg.Players > 1:
			if err := g.Agree(); err != nil {
				t.Fatal(err)
			}
		}
		text := g.Record()
		back, err := ParseGame(text)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if back.Record() != text || back.State() != g.State() || back.Result() != g.Result() {
			t.Fatalf("round trip differs:\n%s\n%s", text, back.Record())
		}
		if !strings.HasPrefix(text, "[Game \"Xoliba\"]\n[Players \"") {
			t.Fatalf("header %q", text[:40])
		}
	}
}

func TestRecordFromSetupAndResultChecks(t *testing.T) {
	setup := "wwdww/wwwwwww/wwwwwww/wwwwwww/wwrwrww/wwwbwww/wwwww"
	setup = strings.Replace(setup, "d", "r", 1)
	text := "[Game \"Xoliba\"]\n[Setup \"" + setup + "\"]\n[Seed \"0\"]\n"
	// Blue has one piece: the game is over before it starts.
	g, err := ParseGame(text)
	if err != nil {
		t.Fatal(err)
	}
	if !g.Over() || g.Result().Reason != FewPieces {
		t.Fatalf("result %+v", g.Result())
	}
	good := "[Game \"Xoliba\"]\n[Seed \"1\"]\n[Result \"Red\"]\n[Termination \"resignation\"]\n\n"
	g, err = ParseGame(good)
	if err != nil || g.Result().Winner != 0 || g.Result().Reason != core.Resigned {
		t.Fatalf("a resignation by tags: %+v %v", g.Result(), err)
	}
	for bad, want := range map[string]error{
		"[Game \"Xima\"]\n":                 core.ErrSyntax,
		"[Players \"4\"]\n":                 core.ErrSyntax,
		"[Seed \"-1\"]\n":                   core.ErrSyntax,
		"[Setup \"rrr\"]\n":                 core.ErrSyntax,
		"[Seed \"1\"]\n[Result \"Red\"]\n":  core.ErrResult,
		"[Seed \"1\"]\n\n1. a4-a3\n":        core.ErrIllegal,
		"[Seed \"1\"]\n\n1. resign=Green\n": core.ErrSyntax,
	} {
		_, err := ParseGame(bad)
		var pe *core.ParseError
		if !errors.Is(err, want) || !errors.As(err, &pe) {
			t.Errorf("%q: %v, want %v", bad, err, want)
		}
	}
	g, err = ParseGame("[Seed \"1\"]\n\n1. d6-d7 resign=Blue\n")
	if err != nil || g.Result().Winner != 0 || !strings.Contains(g.Record(), "1. d6-d7 resign=Blue\n") {
		t.Fatalf("a resignation out of turn: %v %+v", err, g.Result())
	}
	_, err = ParseGame("[Seed \"1\"]\n\n1. d6-d7 c7-d6\n2. a4-a3\n")
	var pe *core.ParseError
	if !errors.As(err, &pe) || pe.Move != 2 || pe.Line != 4 || pe.Col != 4 || pe.Text != "a4-a3" {
		t.Fatalf("error position %+v", pe)
	}
}

func TestGameUndo(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	g := randomGame(t, rng, Config{Seed: 5}, 10)
	states := []State{}
	moves := g.Moves()
	h, _ := NewGame(Config{Seed: 5})
	for _, m := range moves {
		states = append(states, h.State())
		if _, err := h.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	for i := len(moves) - 1; i >= 0; i-- {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		if g.State() != states[i] || len(g.Moves()) != i {
			t.Fatalf("undo to ply %d differs", i)
		}
	}
	if err := g.Undo(); err == nil {
		t.Fatal("undo with nothing played")
	}
	if err := g.Resign(0); err != nil || !g.Over() || g.Result().Winner != 1 {
		t.Fatal("resign")
	}
	if err := g.Undo(); err != nil || g.Over() {
		t.Fatal("undo of a resignation")
	}
}

func TestRecordTerminationIsACode(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	seen := map[core.Reason]bool{}
	for i := range 120 {
		g := randomGame(t, rng, Config{Players: 1 + i%3, Seed: rng.Uint64()}, 400)
		if !g.Over() {
			continue
		}
		r := g.Result().Reason
		if !r.Valid() || !strings.Contains(g.Record(), "\n[Termination \""+string(r)+"\"]\n") {
			t.Fatalf("reason %q, record\n%s", r, g.Record())
		}
		seen[r] = true
	}
	for _, r := range []core.Reason{NoMove, FewPieces, LastPlayer} {
		if !seen[r] {
			t.Errorf("no random game ended by %s", r)
		}
	}
}

// Records written before the codes carry the reason's English words in
// their Termination tag: they still read, to the same game.
func TestRecordReadsTheOldTerminationWords(t *testing.T) {
	for word, code := range map[string]core.Reason{
		"no move": NoMove, "fewer than three pieces": FewPieces, "threefold repetition": core.Repetition,
		"thirty turns without a capture": QuietTurns, "one player left": LastPlayer,
		"all blue pieces captured": AllCaptured, "agreement": core.Agreement, "Resignation": core.Resigned,
		"flag": core.Flagged, "no-move": NoMove,
	} {
		if got := (&Game{}).Termination(word); got != code {
			t.Errorf("%q reads as %q, want %q", word, got, code)
		}
	}
	for _, end := range oldTerminations {
		if got := (&Game{}).Termination("checkmate"); got == end {
			t.Errorf("an unknown Termination reads as %q", got)
		}
	}
	// Records as the old writer wrote them: the movetext shows the end.
	rng := rand.New(rand.NewPCG(23, 24))
	old := map[core.Reason]string{NoMove: "no move", FewPieces: "fewer than three pieces", LastPlayer: "one player left",
		core.Resigned: "resignation", core.Agreement: "agreement"}
	seen := map[core.Reason]bool{}
	for i := 0; i < 200 && len(seen) < len(old); i++ {
		g := randomGame(t, rng, Config{Players: 1 + i%3, Seed: rng.Uint64()}, rng.IntN(60))
		switch {
		case g.Over():
		case i%2 == 0:
			if err := g.Resign(rng.IntN(g.Seats())); err != nil {
				t.Fatal(err)
			}
		case g.Seats() > 1:
			if err := g.Agree(); err != nil {
				t.Fatal(err)
			}
		default:
			continue
		}
		r := g.Result().Reason
		text := g.Record()
		oldText := strings.Replace(text, "[Termination \""+string(r)+"\"]", "[Termination \""+old[r]+"\"]", 1)
		back, err := ParseGame(oldText)
		if err != nil || back.Record() != text {
			t.Fatalf("%v reading\n%s", err, oldText)
		}
		seen[r] = true
	}
	if len(seen) != len(old) {
		t.Fatalf("read old records ending by %v only", seen)
	}
	// A repetition, as TestRepetition plays it, from a record of old.
	start := build(t, 2, Red, map[Color]string{Red: "c3 e3 c6 e6 d5", Blue: "c1 e1 b1 b3 d2"})
	setup := start.Setup()
	text := "[Setup \"" + setup + "\"]\n[Result \"Draw\"]\n[Termination \"threefold repetition\"]\n\n" +
		"1. d5-d4 d2-c2 2. d4-d5 c2-d2 3. d5-d4 d2-c2 4. d4-d5 c2-d2\n"
	g, err := ParseGame(text)
	if err != nil || g.Result().Reason != core.Repetition || !strings.Contains(g.Record(), "[Termination \"repetition\"]") {
		t.Fatalf("repetition: %v %+v", err, g.Result())
	}
	// A patience solved, as TestPatience plays it.
	start = build(t, 1, Red, map[Color]string{Red: "c3 e3 d7 a5 g5 a2", Blue: "d3"})
	text = "[Players \"1\"]\n[Setup \"" + start.Setup() + "\"]\n[Result \"Red\"]\n[Termination \"all blue pieces captured\"]\n\n1. d7-d4\n"
	g, err = ParseGame(text)
	if err != nil || g.Result() != (core.Result{Over: true, Winner: 0, Reason: AllCaptured}) {
		t.Fatalf("a patience solved: %v %+v", err, g.Result())
	}
}

// A resignation, a flag fall or an agreement may be given by the Result
// and Termination tags alone (two players; an agreement with three too).
func TestRecordEndByTagsAlone(t *testing.T) {
	for _, c := range []struct {
		text   string
		winner int
		reason core.Reason
	}{
		{"[Seed \"1\"]\n[Result \"Red\"]\n[Termination \"resign\"]\n", 0, core.Resigned},
		{"[Seed \"1\"]\n[Result \"Blue\"]\n[Termination \"resignation\"]\n\n1. d6-d7\n", 1, core.Resigned},
		{"[Seed \"1\"]\n[Result \"Blue\"]\n[Termination \"flag\"]\n", 1, core.Flagged},
	} {
		g, err := ParseGame(c.text)
		if err != nil || g.Result() != (core.Result{Over: true, Winner: c.winner, Reason: c.reason}) {
			t.Errorf("%q: %+v, %v", c.text, g.Result(), err)
		}
	}
	for players := 2; players <= 3; players++ {
		g, err := NewGame(Config{Players: players, Seed: 4})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Agree(); err != nil {
			t.Fatal(err)
		}
		res := resultText(players, g.Result())
		text := fmt.Sprintf("[Players \"%d\"]\n[Seed \"4\"]\n[Result \"%s\"]\n[Termination \"agreement\"]\n", players, res)
		back, err := ParseGame(text)
		if err != nil || back.Result() != g.Result() {
			t.Errorf("an agreement by tags, %d players: %+v, %v", players, back.Result(), err)
		}
	}
	// With three players the tags cannot say who resigned.
	if _, err := ParseGame("[Players \"3\"]\n[Seed \"4\"]\n[Result \"Red\"]\n[Termination \"resign\"]\n"); !errors.Is(err, core.ErrResult) {
		t.Errorf("a three-player resignation by tags: %v", err)
	}
}

// Errors in the header point at the tag's line and column.
func TestRecordTagErrorsPointAtTheTag(t *testing.T) {
	start := build(t, 2, Red, map[Color]string{Red: "c3 e3 d7", Blue: "d3 a5 a6"})
	g, err := NewGame(Config{Setup: start.Setup()})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayText("d7-d4"); err != nil || !g.Over() {
		t.Fatalf("%v, over %v", err, g.Over())
	}
	over := g.Record()
	lineOf := func(text, prefix string) int {
		for i, l := range strings.Split(text, "\n") {
			if strings.HasPrefix(l, prefix) {
				return i + 1
			}
		}
		t.Fatalf("no %s in\n%s", prefix, text)
		return 0
	}
	for _, c := range []struct {
		text, tag string
		want      error
	}{
		{"[Game \"Xoliba\"]\n[Players \"4\"]\n", "[Players", core.ErrSyntax},
		{"[Event \"x\"]\n  [Seed \"-1\"]\n", "  [Seed", core.ErrSyntax},
		{"[Event \"x\"]\n[Setup \"rrr\"]\n", "[Setup", core.ErrSyntax},
		{"[Event \"x\"]\n[Game \"Xima\"]\n", "[Game", core.ErrSyntax},
		{"[Seed \"1\"]\n[Seed \"2\"]\n", "[Seed \"2", core.ErrSyntax},
		{"[Game \"Xoliba\"]\n[Seed \"1\"]\n[Result \"Red\"]\n", "[Result", core.ErrResult},
		{"[Seed \"1\"]\n[Result \"Purple\"]\n", "[Result", core.ErrSyntax},
		{strings.Replace(over, "[Termination \"few-pieces\"]", "[Termination \"no-move\"]", 1), "[Termination", core.ErrResult},
		{strings.Replace(over, "[Scores \"", "[Scores \"9", 1), "[Scores", core.ErrResult},
		{strings.Replace(over, "[Result \"Red\"]", "[Result \"*\"]", 1), "[Result", core.ErrResult},
	} {
		_, err := ParseGame(c.text)
		var pe *core.ParseError
		if !errors.Is(err, c.want) || !errors.As(err, &pe) {
			t.Errorf("%q: %v, want %v", c.text, err, c.want)
			continue
		}
		line := lineOf(c.text, c.tag)
		col := 1 + len(c.tag) - len(strings.TrimLeft(c.tag, " "))
		if pe.Line != line || pe.Col != col || pe.Move != 0 {
			t.Errorf("%q: %v at line %d col %d, want line %d col %d", c.text, err, pe.Line, pe.Col, line, col)
		}
	}
}

// Any seat may resign or flag, whoever is to move; with three players one
// already out may too, and the other two compare their captures.
func TestResignAnySeat(t *testing.T) {
	g, err := NewGame(Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	other := 1 - g.ToMove()
	if err := g.Flag(other); err != nil || g.Result() != (core.Result{Over: true, Winner: g.ToMove(), Reason: core.Flagged}) {
		t.Fatalf("flag out of turn: %v %+v", err, g.Result())
	}
	if !strings.Contains(g.Record(), "\n[Termination \"flag\"]\n") || !strings.HasSuffix(g.Record(), "flag="+SeatColor(other).String()+"\n") {
		t.Fatalf("record\n%s", g.Record())
	}
	if err := g.Resign(other); !errors.Is(err, core.ErrIllegal) {
		t.Fatalf("a resignation after the end: %v", err)
	}
	if err := g.Undo(); err != nil || g.Over() {
		t.Fatalf("undo of a flag fall: %v", err)
	}
	if err := g.Resign(3); err == nil {
		t.Fatal("seat 3 resigned from a two-player game")
	}
	rng := rand.New(rand.NewPCG(25, 26))
	for range 200 {
		g := randomGame(t, rng, Config{Players: 3, Seed: rng.Uint64()}, 1+rng.IntN(40))
		out := -1
		for seat := range 3 {
			if s := g.State(); !s.In(seat) {
				out = seat
			}
		}
		if g.Over() || out < 0 {
			continue
		}
		if err := g.Resign(out); err != nil {
			t.Fatal(err)
		}
		if r := g.Result(); !r.Over || r.Winner == out || r.Reason != core.Resigned {
			t.Fatalf("seat %d, out, resigned: %+v", out, r)
		}
		back, err := ParseGame(g.Record())
		if err != nil || back.Result() != g.Result() {
			t.Fatalf("%v\n%s", err, g.Record())
		}
		return
	}
	t.Fatal("no random three-player game with a player out")
}
