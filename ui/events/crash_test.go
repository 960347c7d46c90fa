package events

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"xima/games/tournament"
	"xima/storage"
)

// crashDBEnv names the database of TestEventScreenKillChild.
const crashDBEnv = "XIMA_EVENT_SCREEN_DB"

// The kill test's child: on the database crashDBEnv names, it runs Maxima
// Swiss events of five members through the event's screen for ever:
// each table's result typed in its dialog (rated by Elo: a game begun,
// saved and stored), each next round paired by its button, a new event
// when one is over. A table left with its game saved (killed mid-way) is
// resumed and resigned. It prints "result TABLE WINNER" and "round EVENT
// N" once the screen has written them.
func TestEventScreenKillChild(t *testing.T) {
	path := os.Getenv(crashDBEnv)
	if path == "" {
		t.Skip("the child of TestEventScreenSurvivesSIGKILL")
	}
	h := openTestHost(t, path)
	members := []string{"Ana", "Beto", "Carla", "Dora", "Eva"}
	if list := mustProfiles(t, h.Store); len(list) == 0 {
		h.profiles(members...)
	}
	for n := 0; ; n++ {
		list, err := h.Store.Events(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		var s *eventScreen
		if len(list) > 0 {
			ShowEvent(h, list[0].ID)
			h.settle()
			s = h.Screen.(*eventScreen)
		}
		if s == nil || s.ev.t.Over() {
			s = h.createEvent("Maxima", members, tournament.Swiss, "5")
			fmt.Printf("round %d 1\n", s.ev.stored.ID)
		}
		if s.ev.t.CanPair() {
			h.tap(fmt.Sprintf("Pair round %d", s.ev.stored.Paired+1))
			fmt.Printf("round %d %d\n", s.ev.stored.ID, s.ev.stored.Paired)
			continue
		}
		for i, tb := range s.ev.round(s.ev.stored.Paired) {
			switch {
			case tb.Decided != "":
				continue
			case tb.SavedID != 0: // killed between the saved game and the stored one
				s.resume(tb)
				h.settle()
				sess := h.Sessions[len(h.Sessions)-1]
				if err := sess.Resign(0); err != nil {
					t.Fatal(err)
				}
				h.settle()
				fmt.Printf("result %d 1\n", tb.ID)
			default:
				winner := (n+i)%3 - 1
				option := "Draw"
				if winner >= 0 {
					option = s.ev.name(tb.Seats[winner]) + " won"
				}
				h.typeResult(s, tb.Number, option)
				fmt.Printf("result %d %d\n", tb.ID, winner)
			}
			break
		}
	}
}

// TestEventScreenSurvivesSIGKILL kills the child above with SIGKILL in
// the middle of its rounds, three times over one file, and checks after
// each kill that the file opens, that every event replays (load) and
// holds every round and result the child acknowledged.
func TestEventScreenSurvivesSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the test binary three times")
	}
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "club.db")
	rounds := map[[2]int64]bool{}
	results := map[int64]int{}
	for n, killAfter := range []int{9, 17, 26} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestEventScreenKillChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashDBEnv+"="+path)
		stderr := new(bytes.Buffer)
		cmd.Stderr = stderr
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(out)
		read := 0
		ack := func(line string) {
			var a, b int64
			switch {
			case strings.HasPrefix(line, "round "):
				fmt.Sscanf(line, "round %d %d", &a, &b)
				rounds[[2]int64{a, b}] = true
			case strings.HasPrefix(line, "result "):
				fmt.Sscanf(line, "result %d %d", &a, &b)
				results[a] = int(b)
			default:
				return // the test binary's own lines
			}
			read++
		}
		for read < killAfter && lines.Scan() {
			ack(lines.Text())
		}
		if read < killAfter {
			t.Fatalf("kill %d: the child stopped after %d lines: %s", n, read, stderr)
		}
		if err := cmd.Process.Kill(); err != nil { // SIGKILL on Unix
			t.Fatal(err)
		}
		for lines.Scan() {
			ack(lines.Text())
		}
		cmd.Wait()

		db, err := storage.Open(ctx, path)
		if err != nil {
			t.Fatalf("kill %d: open: %v", n, err)
		}
		list, err := db.Events(ctx)
		if err != nil {
			t.Fatal(err)
		}
		found := map[[2]int64]bool{}
		tables := map[int64]storage.EventTable{}
		for _, e := range list {
			ev, err := load(ctx, db, e.ID)
			if err != nil {
				t.Fatalf("kill %d: event %d does not replay: %v", n, e.ID, err)
			}
			for _, tb := range ev.stored.Tables {
				found[[2]int64{e.ID, int64(tb.Round)}] = true
				tables[tb.ID] = tb
			}
		}
		for r := range rounds {
			if !found[r] {
				t.Errorf("kill %d: event %d lost its round %d", n, r[0], r[1])
			}
		}
		for id, winner := range results {
			if tb := tables[id]; tb.Decided != storage.DecidedGame || tb.Winner != winner {
				t.Errorf("kill %d: table %d is %+v, acknowledged won by seat %d", n, id, tb, winner)
			}
		}
		db.Close()
		t.Logf("kill %d after %d lines: %d rounds and %d results acknowledged in all", n, read, len(rounds), len(results))
	}
}
