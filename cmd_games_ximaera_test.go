package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"xima/games/catalog"
	"xima/games/core"
)

func TestXimaeraActions(t *testing.T) {
	var buf bytes.Buffer
	if err := printActionsOf(catalog.Ximaera(), parseRecord(t, ""), true, &buf); err != nil || buf.String() != "76\n" {
		t.Fatalf("%q %v", buf.String(), err)
	}
	buf.Reset()
	if err := printActionsOf(catalog.Ximaera(), parseRecord(t, "1. P@c3 R@d3"), false, &buf); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	// 4 kinds on 17 cells, and the pivot's 10 slides and its jump to e3.
	if len(lines) != 4*17+11 {
		t.Fatalf("%d actions:\n%s", len(lines), buf.String())
	}
	for i := 1; i < len(lines); i++ {
		if lines[i-1] >= lines[i] {
			t.Fatalf("not sorted at %q %q", lines[i-1], lines[i])
		}
	}
	for _, want := range []string{"B@a1", "P@e5", "c3-e3", "c3-a1"} {
		if !strings.Contains("\n"+buf.String(), "\n"+want+"\n") {
			t.Errorf("missing %s", want)
		}
	}
}

func TestXimaeraPerft(t *testing.T) {
	var buf bytes.Buffer
	if err := printPerftOf(context.Background(), catalog.Ximaera(), parseRecord(t, ""), 2, false, &buf); err != nil || buf.String() != "5472\n" {
		t.Fatalf("%q %v", buf.String(), err)
	}
	buf.Reset()
	if err := printPerftOf(context.Background(), catalog.Ximaera(), parseRecord(t, ""), 2, true, &buf); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 77 || lines[0] != "B@a1 72" || lines[76] != "5472" {
		t.Fatalf("divide: %d lines, first %q, last %q", len(lines), lines[0], lines[len(lines)-1])
	}
}

func TestXimaeraReplay(t *testing.T) {
	const record = "[Game \"Ximaera\"]\n[Player1 \"Ana\"]\n\n1. P@c3 R@d3 2. G@a1 R@b2 3. c3-e3 R@c2\n"
	var buf bytes.Buffer
	if err := replay(catalog.Ximaera(), parseRecord(t, record), false, false, &buf); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Ximaera, 6 actions", "3   . . . R P    a3-e3", "Frozen:  d3", "Barred:  c2",
		"player 1 (seat 0): Ana", "Result: player 2 (seat 1) wins (three red pips in a bent line: b2 c2 d3)"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("replay lacks %q:\n%s", want, buf.String())
		}
	}
	buf.Reset()
	if err := replay(catalog.Ximaera(), parseRecord(t, record), true, false, &buf); err != nil {
		t.Fatal(err)
	}
	var r struct {
		Game    string
		Players []string
		Moves   []string
		Board   []struct{ Cell, Piece string }
		Reserve map[string]int
		Frozen  []string
		Barred  *string
		Result  *struct {
			Winner      int
			End, Reason string
			Group       []string
		}
	}
	if err := json.Unmarshal(buf.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if r.Game != "Ximaera" || r.Players[0] != "Ana" || len(r.Moves) != 6 || len(r.Board) != 5 || r.Reserve["R"] != 0 || r.Reserve["B"] != 3 ||
		r.Barred == nil || *r.Barred != "c2" || r.Result == nil || r.Result.Winner != 1 || r.Result.End != "group" || strings.Join(r.Result.Group, " ") != "b2 c2 d3" {
		t.Fatalf("json %+v", r)
	}
	buf.Reset()
	if err := replay(catalog.Ximaera(), parseRecord(t, ""), true, false, &buf); err != nil || !strings.Contains(buf.String(), `"barred": null`) || !strings.Contains(buf.String(), `"result": null`) {
		t.Fatalf("opening json %v:\n%s", err, buf.String())
	}
}

func TestXimaeraReplayReportsTheFirstIllegalMove(t *testing.T) {
	err := replay(catalog.Ximaera(), parseRecord(t, "1. R@a1 G@e5 2. e5-d5"), false, false, &bytes.Buffer{})
	if err == nil || err.Error() != "move 2: e5-d5: illegal action: the green on e5 ended the opponent's last action and cannot move" {
		t.Fatalf("err = %v", err)
	}
	for _, f := range []func(*core.Record) error{
		func(rec *core.Record) error { return printActionsOf(catalog.Ximaera(), rec, true, &bytes.Buffer{}) },
		func(rec *core.Record) error {
			return printPerftOf(context.Background(), catalog.Ximaera(), rec, 1, false, &bytes.Buffer{})
		},
	} {
		if err := f(parseRecord(t, "1. R@a1 Q@e5")); err == nil || !strings.HasPrefix(err.Error(), "move 1: Q@e5: syntax error") {
			t.Errorf("err = %v", err)
		}
	}
}

// A resignation from an older record's words reads, and the JSON gives its
// end as the Termination code.
func TestXimaeraReplayResignationCode(t *testing.T) {
	const record = "[Game \"Ximaera\"]\n[Result \"1-0\"]\n[Termination \"resignation\"]\n\n1. P@c3 R@d3\n"
	var buf bytes.Buffer
	if err := replay(catalog.Ximaera(), parseRecord(t, record), false, false, &buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "Result: player 1 (seat 0) wins (resignation)\n") {
		t.Errorf("replay:\n%s", buf.String())
	}
	buf.Reset()
	if err := replay(catalog.Ximaera(), parseRecord(t, record), true, false, &buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"end": "resign"`) || !strings.Contains(buf.String(), `"reason": "resignation"`) {
		t.Errorf("json:\n%s", buf.String())
	}
}
