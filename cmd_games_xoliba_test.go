package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"xima/games/catalog"
	"xima/games/core"
)

func TestXolibaActionsFromSeed(t *testing.T) {
	rec := parseRecord(t, "[Game \"Xoliba\"]\n[Seed \"1\"]\n")
	var buf bytes.Buffer
	if err := printActionsOf(catalog.Xoliba(), rec, true, &buf); err != nil || buf.String() != "56\n" {
		t.Fatalf("count %q, %v", buf.String(), err)
	}
	buf.Reset()
	if err := printActionsOf(catalog.Xoliba(), rec, false, &buf); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 56 || lines[0] != "a4-b5" || lines[55] != "g6-e4" {
		t.Fatalf("%d actions, first %q, last %q", len(lines), lines[0], lines[len(lines)-1])
	}
	for i := 1; i < len(lines); i++ {
		if lines[i-1] >= lines[i] {
			t.Fatalf("not sorted at %q %q", lines[i-1], lines[i])
		}
	}
	for _, want := range []string{"d5-e5/c3,e1", "d5-e5/d4,d6", "d5-e5/d6,f6", "d6-d7"} {
		if !strings.Contains("\n"+buf.String(), "\n"+want+"\n") {
			t.Errorf("missing %s", want)
		}
	}
}

func TestXolibaPerftAndDivide(t *testing.T) {
	rec := parseRecord(t, "[Game \"Xoliba\"]\n[Seed \"1\"]\n")
	var buf bytes.Buffer
	if err := printPerftOf(context.Background(), catalog.Xoliba(), rec, 2, false, &buf); err != nil || buf.String() != "1696\n" {
		t.Fatalf("perft %q, %v", buf.String(), err)
	}
	buf.Reset()
	if err := printPerftOf(context.Background(), catalog.Xoliba(), rec, 2, true, &buf); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 57 || lines[56] != "1696" || !strings.HasPrefix(lines[0], "a4-b5 ") {
		t.Fatalf("divide output:\n%s", buf.String())
	}
}

func TestXolibaReplay(t *testing.T) {
	rec := parseRecord(t, "[Game \"Xoliba\"]\n[Seed \"1\"]\n[Blue \"Ana\"]\n\n1. d6-d7 c7-d6\n")
	var buf bytes.Buffer
	if err := replay(catalog.Xoliba(), rec, false, false, &buf); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Xoliba, 2 players, seed 1, 2 actions", "   a b c d e f g", "Blue (Ana): 10 pieces, lost 7, took 2, biggest triangle large",
		"Order: Blue, Red", "Result: in progress, Blue to move"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("replay lacks %q:\n%s", want, buf.String())
		}
	}
	buf.Reset()
	if err := replay(catalog.Xoliba(), rec, true, false, &buf); err != nil {
		t.Fatal(err)
	}
	var r struct {
		Game   string   `json:"game"`
		ToMove string   `json:"to_move"`
		Moves  []string `json:"moves"`
		Seats  []struct {
			Color  string   `json:"color"`
			Name   string   `json:"name"`
			Pieces int      `json:"pieces"`
			Points []string `json:"points"`
		} `json:"seats"`
		White  []string  `json:"white"`
		Result *struct{} `json:"result"`
	}
	if err := json.Unmarshal(buf.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if r.Game != "Xoliba" || r.ToMove != "blue" || len(r.Moves) != 2 || len(r.Seats) != 2 || r.Seats[1].Name != "Ana" ||
		r.Seats[0].Pieces+r.Seats[1].Pieces+len(r.White) != 45 || r.Result != nil {
		t.Fatalf("json %+v", r)
	}
}

func TestXolibaReplayReportsTheFirstIllegalMove(t *testing.T) {
	rec := parseRecord(t, "[Game \"Xoliba\"]\n[Seed \"1\"]\n\n1. d6-d7 c7-d6 2. a4-a3\n")
	err := replay(catalog.Xoliba(), rec, false, false, &bytes.Buffer{})
	if err == nil || err.Error() != "move 2: a4-a3: illegal action: a3 holds a red piece, not a white one" || !errors.Is(err, core.ErrIllegal) {
		t.Fatalf("err = %v", err)
	}
	rec = parseRecord(t, "[Game \"Xoliba\"]\n[Seed \"1\"]\n\n1. d5-e5\n")
	if err := printActionsOf(catalog.Xoliba(), rec, true, &bytes.Buffer{}); !errors.Is(err, core.ErrAmbiguous) {
		t.Fatalf("ambiguous move: %v", err)
	}
}
