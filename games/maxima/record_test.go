package maxima

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"xima/games/core"
)

func TestRecordRoundTripsRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 40 {
		g, err := NewGame(Config{White: "Ana \"A\"", Black: "Luis", Date: "2026.11.22", Tags: []core.Tag{{Name: "Event", Value: "club"}}})
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 120 && !g.Over(); ply++ {
			s := g.State()
			playAction(t, g, pickMove(rng, &s, gameLegal(g)))
		}
		if i%3 == 1 && !g.Over() {
			if err := g.Resign(i % 2); err != nil {
				t.Fatal(err)
			}
		}
		if i%3 == 2 && !g.Over() {
			if err := g.Agree(); err != nil {
				t.Fatal(err)
			}
		}
		text := g.Record()
		if !strings.HasPrefix(text, "[Game \"Maxima\"]\n") {
			t.Fatalf("record does not start with the Game tag:\n%s", text)
		}
		again, err := ParseGame(text)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if again.Record() != text || again.State() != g.State() || again.Result() != g.Result() {
			t.Fatalf("round trip differs:\n%s\n%s", text, again.Record())
		}
	}
}

func TestRecordFromAPosition(t *testing.T) {
	g, err := NewGame(Config{Position: "2/7k/8/8/8/3p4/3G4/8/8/K7/2 b"})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"d5-c5", "d4-c5"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	want := "[Game \"Maxima\"]\n[Position \"2/7k/8/8/8/3p4/3G4/8/8/K7/2 b\"]\n[Result \"1-0\"]\n[Termination \"bare-king\"]\n\n1... d5-c5 2. d4-c5\n"
	if got := g.Record(); got != want {
		t.Fatalf("record\n%s\nwant\n%s", got, want)
	}
	if _, err := ParseGame(want); err != nil {
		t.Fatal(err)
	}
}

func TestReadGameErrors(t *testing.T) {
	for text, want := range map[string]error{
		"1. d3-d5 d7-d6 2. d5-d9":                       core.ErrIllegal,
		"1. d3-d5 zz":                                   core.ErrSyntax,
		"[Game \"Xima\"]\n1. d3-d5":                     core.ErrSyntax,
		"[Result \"1-0\"]\n[Termination \"checkmate\"]": core.ErrResult,
		"[Result \"2-0\"]\n":                            core.ErrSyntax,
		"[Position \"8 w\"]\n":                          core.ErrSyntax,
	} {
		_, err := ParseGame(text)
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, want) {
			t.Errorf("%q: %v, want a ParseError wrapping %v", text, err, want)
		}
	}
	_, err := ParseGame("[Game \"Maxima\"]\n\n1. d3-d5 d7-d6\n2. d5-d9")
	var pe *core.ParseError
	if !errors.As(err, &pe) || pe.Move != 2 || pe.Line != 4 || pe.Col != 4 || pe.Text != "d5-d9" {
		t.Fatalf("%#v", pe)
	}
	if pe.Error() != "move 2 (d5-d9): illegal action: the Pawn on d5 cannot reach d9: d6 is in the way" {
		t.Fatalf("%v", pe)
	}
}

func TestResultTagsApplyResignationAndDraw(t *testing.T) {
	for text, want := range map[string]core.Result{
		"[Result \"1-0\"]\n1. d3-d5":                                {Over: true, Winner: 0, Reason: core.Resigned},
		"[Result \"0-1\"]\n[Termination \"resign\"]\n1. d3-d5":      {Over: true, Winner: 1, Reason: core.Resigned},
		"[Result \"0-1\"]\n[Termination \"resignation\"]\n1. d3-d5": {Over: true, Winner: 1, Reason: core.Resigned},
		"[Result \"1-0\"]\n[Termination \"flag\"]\n1. d3-d5":        {Over: true, Winner: 0, Reason: core.Flagged},
		"[Result \"1/2-1/2\"]\n1. d3-d5":                            {Over: true, Winner: -1, Reason: core.Agreement},
		"[Result \"1/2-1/2\"]\n[Termination \"Agreement\"]\n":       {Over: true, Winner: -1, Reason: core.Agreement},
		"[Result \"*\"]\n1. d3-d5 1-0":                              {Over: false, Winner: -1, Reason: ""},
	} {
		g, err := ParseGame(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if g.Result() != want {
			t.Errorf("%q: %+v, want %+v", text, g.Result(), want)
		}
	}
}

// Records written before the Reason codes carry the old Termination
// spellings: they read as the codes, and are written back with them.
func TestOldTerminationSpellings(t *testing.T) {
	for _, tc := range []struct {
		old, pos, moves, result string
		code                    core.Reason
	}{
		{"bare king", "2/7k/8/8/8/3p4/3G4/8/8/K7/2 b", "1... d5-c5 2. d4-c5", "1-0", BareKing},
		{"Palace Invaded", "1P/3G3k/8/8/8/p7/8/8/8/K7/2 w", "1. d9-d10", "1-0", Palace},
		{"third repetition", "", "1. a3-a4 a7-a6 2. a4-a3 a6-a7 3. a3-a4 a7-a6 4. a4-a3 a6-a7", "1/2-1/2", core.Repetition},
		{"resignation", "", "1. d3-d5", "0-1", core.Resigned},
		{"agreement", "", "1. d3-d5", "1/2-1/2", core.Agreement},
	} {
		text := "[Game \"Maxima\"]\n"
		if tc.pos != "" {
			text += "[Position \"" + tc.pos + "\"]\n"
		}
		text += "[Result \"" + tc.result + "\"]\n[Termination \"" + tc.old + "\"]\n\n" + tc.moves + "\n"
		g, err := ParseGame(text)
		if err != nil {
			t.Fatalf("%q: %v", tc.old, err)
		}
		if r := g.Result(); !r.Over || r.Reason != tc.code {
			t.Fatalf("%q: %+v", tc.old, r)
		}
		if !strings.Contains(g.Record(), "[Termination \""+string(tc.code)+"\"]") {
			t.Fatalf("%q written as\n%s", tc.old, g.Record())
		}
	}
}

// A tag error points at the tag's line and column.
func TestTagErrorsPointAtTheTag(t *testing.T) {
	for _, tc := range []struct {
		text      string
		line, col int
		want      error
	}{
		{"[Game \"Maxima\"]\n  [Position \"8 w\"]\n", 2, 3, core.ErrSyntax},
		{"[Event \"x\"]\n[Game \"Xima\"]\n", 2, 1, core.ErrSyntax},
		{"[White \"a\"]\n[White \"b\"]\n", 2, 1, core.ErrSyntax},
		{"[Game \"Maxima\"]\n[Result \"1-0\"]\n[Termination \"checkmate\"]\n\n1. d3-d5\n", 2, 1, core.ErrResult},
		{"[Game \"Maxima\"]\n[Date \"2026.11.??\"]\n[Termination \"checkmate\"]\n\n1. d3-d5\n", 3, 1, core.ErrResult},
		{"[Result \"2-0\"]\n", 1, 1, core.ErrSyntax},
	} {
		_, err := ParseGame(tc.text)
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, tc.want) || pe.Line != tc.line || pe.Col != tc.col {
			t.Errorf("%q: %v, want line %d col %d wrapping %v", tc.text, err, tc.line, tc.col, tc.want)
		}
	}
}

// A Termination the moves contradict is refused, in the old spelling too.
func TestTerminationMustMatchTheMoves(t *testing.T) {
	pos := "[Position \"2/7k/8/8/8/3p4/3G4/8/8/K7/2 b\"]\n[Result \"1-0\"]\n"
	for _, term := range []string{"checkmate", "palace invaded", "resign"} {
		_, err := ParseGame(pos + "[Termination \"" + term + "\"]\n1... d5-c5 2. d4-c5\n")
		if !errors.Is(err, core.ErrResult) {
			t.Errorf("%q: %v", term, err)
		}
	}
}
