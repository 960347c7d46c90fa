package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"xima/games/catalog"
)

func TestMaximaActions(t *testing.T) {
	var buf bytes.Buffer
	if err := printActionsOf(catalog.Maxima(), parseRecord(t, "[Game \"Maxima\"]\n"), true, &buf); err != nil || buf.String() != "41\n" {
		t.Fatalf("%q %v", buf.String(), err)
	}
	buf.Reset()
	if err := printActionsOf(catalog.Maxima(), parseRecord(t, "1. d3-d5 d7-d6"), false, &buf); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	for i := 1; i < len(lines); i++ {
		if lines[i-1] >= lines[i] {
			t.Fatalf("not sorted at %q %q", lines[i-1], lines[i])
		}
	}
	for _, want := range []string{"b2-d0", "d2-d3", "d5-h5", "b1-a2"} {
		if !strings.Contains("\n"+buf.String(), "\n"+want+"\n") {
			t.Errorf("missing %s:\n%s", want, buf.String())
		}
	}
}

func TestMaximaActionsSuicide(t *testing.T) {
	var buf bytes.Buffer
	rec := parseRecord(t, "[Position \"2/7k/8/8/8/8/3I4/3g4/8/K7/2 b\"]\n")
	if err := printActionsOf(catalog.Maxima(), rec, false, &buf); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(buf.String(), "d3S\n") {
		t.Fatalf("actions:\n%s", buf.String())
	}
}

func TestMaximaPerft(t *testing.T) {
	for depth, want := range map[int]string{0: "1\n", 1: "41\n", 2: "1643\n", 3: "78930\n"} {
		var buf bytes.Buffer
		if err := printPerftOf(context.Background(), catalog.Maxima(), parseRecord(t, ""), depth, false, &buf); err != nil || buf.String() != want {
			t.Errorf("depth %d: %q %v, want %q", depth, buf.String(), err, want)
		}
	}
	var buf bytes.Buffer
	if err := printPerftOf(context.Background(), catalog.Maxima(), parseRecord(t, ""), 2, true, &buf); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 42 || lines[41] != "1643" || !strings.HasPrefix(lines[0], "a3-a2 ") {
		t.Fatalf("divide:\n%s", buf.String())
	}
}

func TestMaximaPerftAfterTheEnd(t *testing.T) {
	var buf bytes.Buffer
	rec := parseRecord(t, "[Position \"2/7k/8/8/8/3p4/3G4/8/8/K7/2 b\"]\n1... d5-c5 2. d4-c5")
	if err := printPerftOf(context.Background(), catalog.Maxima(), rec, 2, false, &buf); err != nil || buf.String() != "0\n" {
		t.Fatalf("%q %v", buf.String(), err)
	}
}

func TestMaximaReplay(t *testing.T) {
	var buf bytes.Buffer
	rec := parseRecord(t, "[White \"Ana\"]\n1. d3-d5 d7-d6 2. d2-d3")
	if err := replay(catalog.Maxima(), rec, false, false, &buf); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Maxima, 3 plies", " 5 .  .  .  P", "White: Ana", "Result: in progress, Black to move", "   a  b  c  d"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("replay lacks %q:\n%s", want, buf.String())
		}
	}
	buf.Reset()
	rec = parseRecord(t, "[Position \"2/7k/8/8/8/3p4/3G4/8/8/K7/2 b\"]\n1... d5-c5 2. d4-c5")
	if err := replay(catalog.Maxima(), rec, false, false, &buf); err != nil || !strings.Contains(buf.String(), "Result: White wins (bare king)") {
		t.Fatalf("%v\n%s", err, buf.String())
	}
}

func TestMaximaReplayReportsTheFirstIllegalMove(t *testing.T) {
	var buf bytes.Buffer
	err := replay(catalog.Maxima(), parseRecord(t, "1. d3-d5 d7-d6 2. d5-d9"), false, false, &buf)
	if err == nil || err.Error() != "move 2: d5-d9: illegal action: the Pawn on d5 cannot reach d9: d6 is in the way" {
		t.Fatalf("err = %v", err)
	}
}

// A record in the older words reads; the text says the end in words, the
// JSON gives the Termination code.
func TestMaximaReplayResultCodes(t *testing.T) {
	for _, tc := range []struct{ record, text, code string }{
		{"[Result \"0-1\"]\n[Termination \"resignation\"]\n\n1. d3-d5\n", "Result: Black wins (resignation)\n", "resign"},
		{"[Position \"2/7k/8/8/8/3p4/3G4/8/8/K7/2 b\"]\n[Result \"1-0\"]\n[Termination \"bare king\"]\n\n1... d5-c5 2. d4-c5\n",
			"Result: White wins (bare king)\n", "bare-king"},
	} {
		var buf bytes.Buffer
		if err := replay(catalog.Maxima(), parseRecord(t, tc.record), false, false, &buf); err != nil || !strings.HasSuffix(buf.String(), tc.text) {
			t.Errorf("%v\n%s", err, buf.String())
		}
		buf.Reset()
		if err := replay(catalog.Maxima(), parseRecord(t, tc.record), true, false, &buf); err != nil {
			t.Fatal(err)
		}
		var got struct{ Result *struct{ Reason string } }
		if err := json.Unmarshal(buf.Bytes(), &got); err != nil || got.Result == nil || got.Result.Reason != tc.code {
			t.Errorf("%v: %s", err, buf.String())
		}
	}
}
