package ximaera

import (
	"errors"
	"strings"
	"testing"

	"xima/games/core"
)

func TestRecordWritesTagsAndNumberedMovetext(t *testing.T) {
	g, err := NewGame(Config{Names: []string{"Ana", `Luis "L"`}, Date: "2026.11.22", Tags: []core.Tag{{Name: "Event", Value: "Club"}}})
	if err != nil {
		t.Fatal(err)
	}
	mustPlay(t, g, "R@a1 R@b1 G@e5 R@c1")
	want := `[Game "Ximaera"]
[Player1 "Ana"]
[Player2 "Luis \"L\""]
[Date "2026.11.22"]
[Result "0-1"]
[Termination "group"]
[Event "Club"]

1. R@a1 R@b1 2. G@e5 R@c1
`
	if got := g.Record(); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	r := g.Result()
	if !r.Over || r.Winner != 1 || r.Reason != Group {
		t.Fatalf("result %+v", r)
	}
	g2, err := ParseGame(want)
	if err != nil || g2.Record() != want {
		t.Fatalf("round trip: %v", err)
	}
	cfg := g2.Config()
	if cfg.Names[1] != `Luis "L"` || cfg.Date != "2026.11.22" || len(cfg.Tags) != 1 {
		t.Fatalf("config %+v", cfg)
	}
}

func TestReadGameIsLenient(t *testing.T) {
	g, err := ParseGame("{no tags} 1. p@c3 {a comment} 1... R@D3\n2. c3-e3 *")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(g.Moves(), " "); got != "P@c3 R@d3 c3-e3" || g.ToMove() != 1 {
		t.Fatalf("moves %s, to move %d", got, g.ToMove())
	}
}

func TestReadGameErrorsArePositioned(t *testing.T) {
	for _, tc := range []struct {
		text     string
		sentinel error
		line     int
		col      int
		move     int
	}{
		{"1. R@a1 G@e5\n2. e5-d5", core.ErrIllegal, 2, 4, 2},
		{"1. R@a1 G@e5\n2. a1-b1 R@a1 3. Q@c3", core.ErrSyntax, 2, 18, 3},
		{"1. R@a1 R@b1 2. G@e5 R@c1 3. G@a2", core.ErrIllegal, 1, 30, 3},
		{"[Game \"Xima\"]\n1. R@a1", core.ErrSyntax, 1, 1, 0},
		{"[Event \"Club\"]\n  [Game \"Xima\"]\n1. R@a1", core.ErrSyntax, 2, 3, 0},
		{"[Player1 \"Ana\"]\n[player1 \"Eva\"]\n", core.ErrSyntax, 2, 1, 0},
		{"[Result \"1-0\"]\n1. R@a1", core.ErrResult, 1, 1, 0},
		{"[Result \"0-1\"]\n1. R@a1 R@b1 2. G@e5 R@c1", nil, 0, 0, 0},
		{"[Player1 \"Ana\"]\n[Result \"1-0\"]\n1. R@a1 R@b1 2. G@e5 R@c1", core.ErrResult, 2, 1, 0},
		{"[Date \"2026.11.22\"]\n[Result \"2-0\"]\n", core.ErrSyntax, 2, 1, 0},
		{"[Result \"1/2-1/2\"]\n", core.ErrSyntax, 1, 1, 0},
		{"[Result \"0-1\"]\n[Termination \"group\"]\n1. R@a1", core.ErrResult, 1, 1, 0},
		{"1. R@a1 {open", core.ErrSyntax, 1, 9, 0},
	} {
		_, err := ParseGame(tc.text)
		if tc.sentinel == nil {
			if err != nil {
				t.Errorf("%q: %v", tc.text, err)
			}
			continue
		}
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, tc.sentinel) || pe.Line != tc.line || pe.Col != tc.col || pe.Move != tc.move {
			t.Errorf("%q: %v (%+v), want %v at %d:%d move %d", tc.text, err, pe, tc.sentinel, tc.line, tc.col, tc.move)
		}
	}
}

func TestResignation(t *testing.T) {
	g, _ := NewGame(Config{})
	mustPlay(t, g, "R@a1 G@e5 a1-b1")
	if err := g.Resign(2); err == nil {
		t.Fatal("seat 2 resigned")
	}
	if err := g.Resign(1); err != nil {
		t.Fatal(err)
	}
	r := g.Result()
	if !r.Over || r.Winner != 0 || r.Reason != core.Resigned || len(g.Legal()) != 0 {
		t.Fatalf("result %+v", r)
	}
	if err := g.Resign(0); !errors.Is(err, core.ErrIllegal) {
		t.Fatalf("resigning an ended game: %v", err)
	}
	if _, err := g.PlayText("e5-d5"); !errors.Is(err, core.ErrIllegal) {
		t.Fatalf("playing on: %v", err)
	}
	text := g.Record()
	if !strings.Contains(text, "[Result \"1-0\"]\n[Termination \"resign\"]") {
		t.Fatalf("record\n%s", text)
	}
	g2, err := ParseGame(text)
	if err != nil || g2.Result() != r {
		t.Fatalf("read back: %v %+v", err, g2.Result())
	}
	// Undo takes back the resignation with the last action.
	if err := g.Undo(); err != nil || g.Over() || g.Plies() != 2 || g.ToMove() != 0 {
		t.Fatalf("undo: %v over %v plies %d", err, g.Over(), g.Plies())
	}
}

func TestGameAPI(t *testing.T) {
	g, _ := NewGame(Config{})
	if g.Seats() != 2 || g.ToMove() != 0 || len(g.Legal()) != 76 || g.Undo() == nil {
		t.Fatal("opening")
	}
	if _, err := NewGame(Config{Names: []string{"a", "b", "c"}}); err == nil {
		t.Fatal("three names accepted")
	}
	a := g.Legal()[0]
	text := g.Format(a)
	if err := g.Play(a); err != nil {
		t.Fatal(err)
	}
	if err := g.Play(a); !errors.Is(err, core.ErrIllegal) {
		t.Fatalf("playing an occupied cell: %v", err)
	}
	if m := g.Moves(); len(m) != 1 || m[0] != text || g.ToMove() != 1 {
		t.Fatalf("moves %v", m)
	}
	g.Moves()[0] = "changed"
	if g.Moves()[0] != text {
		t.Fatal("Moves exposes the history")
	}
}

// Either seat may resign or flag whoever is to move; a flag is written and
// read back as the code "flag".
func TestEitherSeatLeavesAtAnyTime(t *testing.T) {
	for _, tc := range []struct {
		seat int
		flag bool
		want core.Reason
	}{{0, false, core.Resigned}, {1, false, core.Resigned}, {0, true, core.Flagged}, {1, true, core.Flagged}} {
		g, _ := NewGame(Config{})
		mustPlay(t, g, "R@a1 G@e5 a1-b1") // seat 1 to move
		leave := g.Resign
		if tc.flag {
			leave = g.Flag
		}
		if err := leave(tc.seat); err != nil {
			t.Fatalf("seat %d: %v", tc.seat, err)
		}
		r := g.Result()
		if r != (core.Result{Over: true, Winner: 1 - tc.seat, Reason: tc.want}) {
			t.Fatalf("seat %d: %+v", tc.seat, r)
		}
		text := g.Record()
		if !strings.Contains(text, "[Termination \""+string(tc.want)+"\"]") {
			t.Fatalf("record\n%s", text)
		}
		if g2, err := ParseGame(text); err != nil || g2.Result() != r {
			t.Fatalf("read back: %v %+v", err, g2.Result())
		}
	}
}

// Records in users' databases carry the Termination words written before
// the codes: they read as the codes and are written back as codes.
func TestOldTerminationSpellingsRead(t *testing.T) {
	for _, tc := range []struct {
		old, code string
		moves     string
		winner    int
	}{
		{"resignation", "resign", "1. R@a1 G@e5 2. a1-b1", 0},
		{" Resignation ", "resign", "1. R@a1 G@e5 2. a1-b1", 0},
		{"RESIGN", "resign", "1. R@a1", 0},
		{"no move", "no-move", "1. P@c1 P@c3 2. P@d3 R@a2 3. G@b2 B@c2 4. R@d2 B@b3 5. G@e3 R@c4 6. B@d4 G@e4 7. c1-a1", 1},
		{"group", "group", "1. R@a1 R@b1 2. G@e5 R@c1", 1},
	} {
		result := []string{"1-0", "0-1"}[tc.winner]
		text := "[Game \"Ximaera\"]\n[Result \"" + result + "\"]\n[Termination \"" + tc.old + "\"]\n\n" + tc.moves + "\n"
		g, err := ParseGame(text)
		if err != nil {
			t.Fatalf("%q: %v", tc.old, err)
		}
		if r := g.Result(); !r.Over || r.Winner != tc.winner || string(r.Reason) != tc.code {
			t.Fatalf("%q: %+v", tc.old, r)
		}
		if !strings.Contains(g.Record(), "[Termination \""+tc.code+"\"]") {
			t.Fatalf("%q written as\n%s", tc.old, g.Record())
		}
	}
}
