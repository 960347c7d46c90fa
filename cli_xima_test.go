package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// The text keeps its words for each end; the JSON gives the end's code,
// the record's Termination; old Termination words still read.
func TestXimaReplayResultCodes(t *testing.T) {
	for _, tc := range []struct{ record, text, code string }{
		{"1. -A1 flag=Red", "Result: Blue wins (flag fall)", "flag"},
		{"1. -A1 -B1 2. resign", "Result: Blue wins (resignation)", "resign"},
		{"[Result \"Blue\"]\n[Termination \"resignation\"]\n\n1. -A1 -B1", "Result: Blue wins (resignation)", "resign"},
		{"[Result \"Red\"]\n[Termination \"flag\"]\n\n1. -A1 -B1", "Result: Red wins (flag fall)", "flag"},
		{"[Players \"3\"]\n\n1. -A1 resign=Yellow -B1 2. flag=Blue", "Result: Red wins (flag fall)", "flag"},
	} {
		out, err := runCLI(t, tc.record, "replay", "-")
		if err != nil || !strings.Contains(out, tc.text) {
			t.Errorf("%q: %v\n%s", tc.record, err, out)
		}
		out, err = runCLI(t, tc.record, "replay", "--json", "-")
		var r struct {
			Result *struct{ Winner, Reason string }
		}
		if err != nil || json.Unmarshal([]byte(out), &r) != nil || r.Result == nil || r.Result.Reason != tc.code {
			t.Errorf("%q: %v, json %s", tc.record, err, out)
		}
	}
	if _, err := runCLI(t, "[Result \"Red\"]\n[Termination \"summit\"]\n\n1. -A1 -B1", "replay", "-"); err == nil {
		t.Error("a Termination the moves do not give was taken")
	}
}

// perft counts with every player in the sport style, whatever the record's
// styles, from the position the record reaches.
func TestXimaPerftPlaysSport(t *testing.T) {
	for record, want := range map[string]string{
		"":                             "31968",
		"[Styles \"luck,two-dice\"]\n": "31968",
		"[Styles \"sport,luck\"]\n[Seed \"3\"]\n\n1. -G2": "41238",
	} {
		args := []string{"perft", "--depth", "2"}
		if record != "" {
			args = append(args, "-")
		}
		out, err := runCLI(t, record, args...)
		if err != nil || strings.TrimSpace(out) != want {
			t.Errorf("%q: %q %v, want %s", record, out, err, want)
		}
	}
	out, err := runCLI(t, "", "perft", "--depth", "1", "--divide")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if err != nil || len(lines) != 177 || lines[176] != "176" || !strings.HasSuffix(lines[0], " 1") {
		t.Fatalf("divide: %v\n%s", err, out)
	}
}
