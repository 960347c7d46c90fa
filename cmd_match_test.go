package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/match"
)

// bestmove prints one line: an action the game reads as legal, by the
// search and by the classic search kept for measuring it.
func TestBestmovePrintsOneLegalAction(t *testing.T) {
	for i, k := range catalog.All() {
		if k.NewComputer == nil {
			continue
		}
		args := []string{"bestmove", "--game", k.Name, "--nodes", "3000"}
		if i%2 == 1 {
			args = append(args, "--classic")
		}
		out, err := runCLI(t, "", args...)
		if err != nil {
			t.Fatalf("%s: %v", k.Name, err)
		}
		if strings.Count(out, "\n") != 1 {
			t.Fatalf("%s: %q is not one line", k.Name, out)
		}
		g, _ := k.New(catalog.Options{})
		if _, err := g.PlayText(strings.TrimSpace(out)); err != nil {
			t.Errorf("%s: bestmove printed %q: %v", k.Name, out, err)
		}
	}
}

// With a node limit the answer repeats, and a record on stdin is read.
func TestBestmoveAfterARecordRepeats(t *testing.T) {
	first, err := runCLI(t, "1. -G2 -G4", "bestmove", "--nodes", "4000", "--seed", "5", "-")
	if err != nil {
		t.Fatal(err)
	}
	again, _ := runCLI(t, "1. -G2 -G4", "bestmove", "--nodes", "4000", "--seed", "5", "-")
	if first != again {
		t.Errorf("%q then %q", first, again)
	}
}

func TestBestmoveRefusals(t *testing.T) {
	var ee *exitError
	if _, err := runCLI(t, "", "bestmove", "--level", "7"); !errors.As(err, &ee) || ee.code != 2 {
		t.Errorf("level 7: %v", err)
	}
	if _, err := runCLI(t, "", "match", "--game", "Chess"); !errors.As(err, &ee) || ee.code != 2 {
		t.Errorf("unknown game: %v", err)
	}
	if _, err := runCLI(t, "", "match", "--a", "9"); !errors.As(err, &ee) || ee.code != 2 {
		t.Errorf("level 9: %v", err)
	}
}

// match prints the score from A's side and writes records that replay.
func TestMatchWritesRecordsThatReplay(t *testing.T) {
	dir := t.TempDir()
	out, err := runCLI(t, "", "match", "--game", "Xima", "--a", "3", "--b", "1", "--games", "2", "--nodes", "2000", "--out", dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"level 3 (A) against level 1 (B), 2 games", "A's score:", "Elo difference:", "A's move time: median", "A's depth: median", "B's depth: median"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "game-*.txt"))
	if len(files) != 2 {
		t.Fatalf("records: %v", files)
	}
	for _, f := range files {
		rec, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		replay, err := runCLI(t, string(rec), "replay", "-")
		if err != nil {
			t.Errorf("%s does not replay: %v", f, err)
		}
		if !strings.Contains(replay, " wins (") {
			t.Fatalf("level 3 did not beat level 1 in %s:\n%s", f, replay)
		}
		if _, err := runCLI(t, string(rec), "bestmove", "-"); err == nil || !strings.Contains(err.Error(), "game is over") {
			t.Errorf("bestmove after the end: %v", err)
		}
	}
}

// match --out never writes over another match's records: a directory that
// holds some is refused before any game is played, and the file is kept
// (issue 29, F10).
func TestMatchOutNeverOverwrites(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "game-001.txt")
	if err := os.WriteFile(old, []byte("last night's game"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := runCLI(t, "", "match", "--game", "Xima", "--a", "1", "--b", "1", "--games", "1", "--nodes", "200", "--out", dir)
	if err == nil || !strings.Contains(err.Error(), "game-001.txt") {
		t.Fatalf("match into a directory with game-001.txt: %v", err)
	}
	if got, _ := os.ReadFile(old); string(got) != "last night's game" {
		t.Errorf("game-001.txt holds %q", got)
	}
	if err := writeMatchRecord(dir, match.Game{Games: []core.Game{nil}}); !errors.Is(err, fs.ErrExist) {
		t.Errorf("writeMatchRecord over game-001.txt: %v, want fs.ErrExist", err)
	}
}
