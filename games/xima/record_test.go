package xima

import (
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"xima/games/core"
)

func TestBookExampleGameReplays(t *testing.T) {
	f, err := os.Open("testdata/book-11.3.10.xima")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := ReadGame(f)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if s.Ply() != 62 {
		t.Fatalf("%d plies, want 62", s.Ply())
	}
	if w, r := g.Result(); w != Blue || r != ByTop {
		t.Fatalf("result %v %v, want blue by summit", w, r)
	}
	if s.Took(Red) != 2 || s.Took(Blue) != 1 {
		t.Fatalf("captures red %d blue %d, want 2 and 1 (book: values 6 and 3)", s.Took(Red), s.Took(Blue))
	}
	if g.Turns(Red) != 31 || g.Turns(Blue) != 31 {
		t.Fatalf("turns %d %d, want 31 each", g.Turns(Red), g.Turns(Blue))
	}
}

// The book prints the game with misprints; the reader reports the first.
func TestBookTextAsPrintedFailsClearly(t *testing.T) {
	_, err := ParseGame("1. -B1 -J1 2. J1 -B1 3. -K1 -I1 4. -L1 BxJ 5. J1 -H1")
	var pe *core.ParseError
	if !errors.As(err, &pe) || pe.Move != 4 || pe.Text != "BxJ" || !errors.Is(err, core.ErrSyntax) {
		t.Fatalf("err = %v", err)
	}
	if !strings.HasPrefix(err.Error(), "move 4 (BxJ): ") {
		t.Fatalf("message %q", err)
	}
	_, err = ParseGame("1. -B1 -J1 2. J1 -B1 3. -K1 -I1 4. -L1 BxJ1 5. J1 -H1 6. -A1 HA1 7. -L1 -B2 " +
		"8. LK1 -B1 9. -F1 IF1 10. -J2 -K3 11. H4 I3 12. -K3 H4 13. KI3")
	if !errors.As(err, &pe) || pe.Move != 13 || !errors.Is(err, core.ErrAmbiguous) || !strings.Contains(err.Error(), "K1I3 or K3I3") {
		t.Fatalf("ambiguous KI3: %v", err)
	}
}

func TestRecordRoundTripWithClocksAndTags(t *testing.T) {
	g, err := NewGame(Config{Styles: []Style{Sport, Luck}, Names: []string{`Ana "la" Roja`, "Luís 🎲"},
		Seed: 7, HasSeed: true, Clock: time.Hour, Date: "2026.11.22", Tags: []core.Tag{{Name: "CIMAX", Value: "1000,1000"}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.PlayClocked(DropAction(false, MakeCell(6, 1)), 59*time.Minute+30*time.Second); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Roll(); err != nil {
		t.Fatal(err)
	}
	if err := g.PlayClocked(g.Legal()[0], 58*time.Minute+1500*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	text := g.Record()
	for _, want := range []string{`[Red "Ana \"la\" Roja"]`, `[Blue "Luís 🎲"]`, `[Clock "60"]`, `[CIMAX "1000,1000"]`, "{59:30}", "{58:01.5}", "1. -G2"} {
		if !strings.Contains(text, want) {
			t.Errorf("record lacks %s:\n%s", want, text)
		}
	}
	g2, err := ParseGame(text)
	if err != nil {
		t.Fatal(err)
	}
	if g2.Record() != text || g2.TimeUsed(Blue) != time.Minute+58500*time.Millisecond {
		t.Fatalf("round trip changed the record or clocks:\n%s\n%s", text, g2.Record())
	}
}

func TestRecordErrors(t *testing.T) {
	cases := map[string]error{
		"[Game \"Chess\"]\n1. e4":                 core.ErrSyntax,
		"[Players \"5\"]\n":                       core.ErrSyntax,
		"[Styles \"sport\"]\n":                    core.ErrSyntax,
		"[Styles \"sport,luck\"]\n1. -A1 -A2":     core.ErrSyntax, // blue's luck needs dice
		"[Styles \"sport,luck\"]\n1. -A1 [7] -A2": core.ErrSyntax,
		"1. -A1 -A1":                              core.ErrIllegal,
		"1. -A1 {59:00 2. -B1":                    core.ErrSyntax,
		"[Result \"Blue\"]\n1. -A1 -B1":           errResult,
		"[Result \"Red\"]\n" + bookMoves(t):       errResult,
	}
	for text, want := range cases {
		_, err := ParseGame(text)
		if !errors.Is(err, want) {
			t.Errorf("%q: err %v, want %v", text, err, want)
		}
	}
}

func TestResignationInRecord(t *testing.T) {
	g, err := ParseGame("[Result \"Red\"]\n[Termination \"resignation\"]\n1. -A1 -B1")
	if err != nil {
		t.Fatal(err)
	}
	if w, r := g.Result(); w != Red || r != ByResign {
		t.Fatalf("result %v %v", w, r)
	}
	g, err = ParseGame("[Players \"3\"]\n1. -A1 -B1 -C1 2. flag")
	if err != nil {
		t.Fatal(err)
	}
	if st := g.State(); st.Alive(Red) || st.ToMove() != Blue || st.Height(MakeCell(0, 0)) != 0 {
		t.Fatal("red's flag takes red out with its blocks")
	}
	if !strings.Contains(g.Record(), "flag=Red") {
		t.Fatalf("record:\n%s", g.Record())
	}
}

func bookMoves(t *testing.T) string {
	data, err := os.ReadFile("testdata/book-11.3.10.xima")
	if err != nil {
		t.Fatal(err)
	}
	_, moves, _ := strings.Cut(string(data), "\n\n")
	return moves
}
