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
			if err := g.Play(pickMove(rng, &s, g.Legal())); err != nil {
				t.Fatal(err)
			}
		}
		if i%3 == 1 && !g.Over() {
			if err := g.Resign(i % 2); err != nil {
				t.Fatal(err)
			}
		}
		if i%3 == 2 && !g.Over() {
			if err := g.AgreeDraw(); err != nil {
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
	want := "[Game \"Maxima\"]\n[Position \"2/7k/8/8/8/3p4/3G4/8/8/K7/2 b\"]\n[Result \"1-0\"]\n[Termination \"bare king\"]\n\n1... d5-c5 2. d4-c5\n"
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
		"[Result \"1-0\"]\n[Termination \"checkmate\"]": errResult,
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
	if pe.Error() != "move 2 (d5-d9): illegal action: the Pawn on d5 cannot reach d9" {
		t.Fatalf("%v", pe)
	}
}

func TestResultTagsApplyResignationAndDraw(t *testing.T) {
	for text, want := range map[string]Result{
		"[Result \"1-0\"]\n1. d3-d5":                                {true, 0, ReasonResign},
		"[Result \"0-1\"]\n[Termination \"resignation\"]\n1. d3-d5": {true, 1, ReasonResign},
		"[Result \"1/2-1/2\"]\n1. d3-d5":                            {true, -1, ReasonAgreement},
		"[Result \"*\"]\n1. d3-d5 1-0":                              {false, -1, ""},
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
