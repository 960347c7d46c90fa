package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"xima/games/catalog"
	"xima/games/core"
)

// xanaRecord parses a Xana record for the headless functions, with a Game
// tag when text has none.
func xanaRecord(t *testing.T, text string) *core.Record {
	t.Helper()
	if !strings.Contains(text, "[Game ") {
		text = "[Game \"Xana\"]\n" + text
	}
	rec, err := core.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

func xanaSample(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("games/xana/testdata/neto-sample.xana")
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestXanaActionsCount(t *testing.T) {
	for record, want := range map[string]string{
		"":               "2705",
		"1. 3@k4":        "2690", // the turn is closed: Black's first turn, swap included
		"1. 3@k4 +":      "37",   // the 36 cells of k4's circle, and end
		"1. 3@k4 + i4 +": "36",
		"[Size \"2\"]\n": "29",
		"1. pass pass":   "0",
	} {
		var out bytes.Buffer
		if err := printActionsOf(catalog.Xana(), xanaRecord(t, record), true, &out); err != nil || strings.TrimSpace(out.String()) != want {
			t.Errorf("%q: %q %v, want %s", record, out.String(), err, want)
		}
	}
}

func TestXanaActionsListSorted(t *testing.T) {
	var out bytes.Buffer
	if err := printActionsOf(catalog.Xana(), xanaRecord(t, "1. 3@k4 3@g8"), false, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	for i := 1; i < len(lines); i++ {
		if lines[i-1] >= lines[i] {
			t.Fatalf("not sorted at %q %q", lines[i-1], lines[i])
		}
	}
	for _, want := range []string{"-", "1@a8", "13@C8", "3@k4", "k4-j1", "k4>1i4", "k4>2k2", "pass"} {
		if !strings.Contains("\n"+out.String(), "\n"+want+"\n") {
			t.Errorf("missing %s", want)
		}
	}
	out.Reset()
	if err := printActionsOf(catalog.Xana(), xanaRecord(t, "1. 3@k4 +"), false, &out); err != nil || !strings.HasPrefix(out.String(), "e4\nend\nf3\n") {
		t.Errorf("walls: %q %v", out.String(), err)
	}
	out.Reset()
	if err := printActionsOf(catalog.Xana(), xanaRecord(t, "1. 3@k4"), false, &out); err != nil || !strings.HasSuffix(out.String(), "pass\nswap\n") {
		t.Errorf("swap missing at Black's first turn: %v", err)
	}
}

func TestXanaPerft(t *testing.T) {
	var out bytes.Buffer
	if err := printPerftOf(context.Background(), catalog.Xana(), xanaRecord(t, "[Size \"2\"]\n"), 3, false, &out); err != nil || out.String() != "1781\n" {
		t.Fatalf("%q %v", out.String(), err)
	}
	out.Reset()
	if err := printPerftOf(context.Background(), catalog.Xana(), xanaRecord(t, "[Size \"2\"]\n1. 4@c2 +"), 2, true, &out); err != nil {
		t.Fatal(err)
	}
	// 4@c2 leaves the walls of c2's circle (the 6 other cells) and end.
	// then Black's first turn: 6 cells by 4 stones, pass and swap.
	want := "a2 6\nb1 6\nb3 6\nd1 6\nd3 6\ne2 6\nend 26\n62\n"
	if out.String() != want {
		t.Fatalf("divide:\n%s\nwant\n%s", out.String(), want)
	}
}

func TestXanaReplayText(t *testing.T) {
	var out bytes.Buffer
	if err := replay(catalog.Xana(), xanaRecord(t, xanaSample(t)), false, false, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Xana, board of side 8, 69 parts",
		"  8 . . . c # . . . . . . # . # .\n",
		"White (seat 0, Letters): 2 in reserve, 12 on board, 2 lost; score 60 = territory 60 + 0 captured",
		"Black (seat 1, Numbers): 2 in reserve, 14 on board, 0 lost; score 46 = territory 44 + 2 captured",
		"Result: White (seat 0) wins by resignation",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("replay lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	if err := replay(catalog.Xana(), xanaRecord(t, "1. 3@k4 +"), false, false, &out); err != nil || !strings.Contains(out.String(), "in progress, White (seat 0) to move, after stack") {
		t.Errorf("%v\n%s", err, out.String())
	}
}

func TestXanaReplayErrors(t *testing.T) {
	err := replay(catalog.Xana(), xanaRecord(t, "1. 3@k4 + i4 o4 3@g8 2. k4-k2 + a8"), false, false, &bytes.Buffer{})
	if err == nil || err.Error() != "move 2: a8: illegal action: a8 is in no circle of a White stack" || !errors.Is(err, core.ErrIllegal) {
		t.Fatalf("err = %v", err)
	}
	err = printActionsOf(catalog.Xana(), xanaRecord(t, "1. 3@k9"), false, &bytes.Buffer{})
	if err == nil || !errors.Is(err, core.ErrSyntax) || !strings.HasPrefix(err.Error(), "move 1: 3@k9: ") {
		t.Fatalf("err = %v", err)
	}
	if err := printPerftOf(context.Background(), catalog.Xana(), xanaRecord(t, "[Size \"1\"]\n"), 1, false, &bytes.Buffer{}); err == nil {
		t.Fatal("size 1 accepted")
	}
}

// Issue 14: the page's repetition ends this game at move 5; the text says
// so in words, the JSON by the Termination code.
func TestXanaReplayRepetition(t *testing.T) {
	const record = "[Size \"3\"]\n\n1. 1@c3 pass 2. c3-e3 pass 3. e3-c3 pass 4. c3-e3 pass 5. e3-c3"
	var out bytes.Buffer
	if err := replay(catalog.Xana(), xanaRecord(t, record), false, false, &out); err != nil || !strings.Contains(out.String(), "Result: White (seat 0) wins by third repetition\n") {
		t.Fatalf("%v\n%s", err, out.String())
	}
	out.Reset()
	if err := replay(catalog.Xana(), xanaRecord(t, record), true, false, &out); err != nil {
		t.Fatal(err)
	}
	var r struct {
		Result *struct {
			Reason     string
			WinnerSeat int `json:"winner_seat"`
		}
	}
	if err := json.Unmarshal(out.Bytes(), &r); err != nil || r.Result == nil || r.Result.Reason != "repetition" || r.Result.WinnerSeat != 0 {
		t.Fatalf("%v %s", err, out.String())
	}
	out.Reset()
	if err := printActionsOf(catalog.Xana(), xanaRecord(t, record), true, &out); err != nil || strings.TrimSpace(out.String()) != "0" {
		t.Fatalf("%v %q", err, out.String())
	}
}
