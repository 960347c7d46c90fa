package ui

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"xima/games/catalog"
	"xima/storage"
	playui "xima/ui/play"
)

// The crash loop's child: a shell on the database XIMA_CRASH_DB that
// resumes the saved game (or starts a Ximaera game) and plays random moves
// through the play screen for ever, printing "ack N" once the session has
// written the game with N moves to the disk.
func TestCrashLoopChild(t *testing.T) {
	path := os.Getenv("XIMA_CRASH_DB")
	if path == "" {
		t.Skip("the crash loop's child process; TestCrashLoopLosesNothing runs it")
	}
	seed, _ := strconv.ParseUint(os.Getenv("XIMA_CRASH_SEED"), 10, 64)
	ts := openTestShell(t, path, test.NewTempApp(t))
	saved, err := ts.db.SavedGames(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var p *playui.Screen
	if len(saved) > 0 {
		ts.resume(saved[0])
		p = ts.current.(*playui.Screen)
	} else {
		p = startBoardGame(t, ts, "Ximaera", false)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for {
		g := p.Session().Game()
		if g.Result().Over {
			ts.settle() // the finished game is stored
			fmt.Println("over")
			p = startBoardGame(t, ts, "Ximaera", false)
			continue
		}
		legal := g.Legal()
		if err := p.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		ts.settle()
		if !g.Result().Over {
			fmt.Printf("ack %d\n", len(g.Moves()))
		}
	}
}

// TestCrashLoopLosesNothing kills the window's process with SIGKILL at
// random moments while moves are played (the store's kill test, for the
// whole stack: play screen, session, background writer, store), reopens the
// database each time (which runs SQLite's quick check), and checks that
// every acknowledged move is there and the saved record replays.
func TestCrashLoopLosesNothing(t *testing.T) {
	rounds := 20
	if testing.Short() {
		rounds = 5
	}
	path := t.TempDir() + "/club.db"
	rng := rand.New(rand.NewPCG(5, 8))
	acked, finished, total := 0, 0, 0
	for round := range rounds {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCrashLoopChild$")
		cmd.Env = append(os.Environ(), "XIMA_CRASH_DB="+path, fmt.Sprintf("XIMA_CRASH_SEED=%d", round))
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Every line the child printed before it died is read, so the
		// parent knows the last move it acknowledged and the games it ended.
		acks := make(chan struct{}, 1<<16)
		done := make(chan []string)
		go func() {
			var lines []string
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				lines = append(lines, sc.Text())
				acks <- struct{}{}
			}
			done <- lines
		}()
		for range 1 + rng.IntN(12) { // kill after a few lines, at a random moment
			<-acks
		}
		time.Sleep(time.Duration(rng.IntN(20)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		for _, line := range <-done {
			if n, ok := strings.CutPrefix(line, "ack "); ok {
				acked, _ = strconv.Atoi(n)
				total++
			} else if line == "over" {
				acked = 0
				finished++
			}
		}

		db, err := storage.Open(context.Background(), path)
		if err != nil {
			t.Fatalf("round %d: reopen: %v", round, err)
		}
		saved, err := db.SavedGames(context.Background())
		games, err2 := db.SearchGames(context.Background(), storage.GameFilter{})
		db.Close()
		if err != nil || err2 != nil {
			t.Fatalf("round %d: %v %v", round, err, err2)
		}
		if len(games) < finished {
			t.Fatalf("round %d: %d finished games kept, %d acknowledged", round, len(games), finished)
		}
		if len(saved) == 0 && len(games) > finished {
			// The last move ended the game: it was stored as finished before
			// the child could say "over".
			acked, finished = 0, len(games)
		}
		if acked == 0 {
			continue
		}
		if len(saved) != 1 || saved[0].Actions < acked {
			t.Fatalf("round %d: saved %+v after %d acknowledged moves", round, saved, acked)
		}
		kind, _ := catalog.Find(saved[0].Game)
		g, err := kind.Read(strings.NewReader(saved[0].Record))
		if err != nil || len(g.Moves()) != saved[0].Actions {
			t.Fatalf("round %d: the saved record does not replay to its %d moves: %v", round, saved[0].Actions, err)
		}
		acked = saved[0].Actions // the next round resumes from what was kept
	}
	t.Logf("%d rounds, %d moves acknowledged, %d games finished", rounds, total, finished)
	if total < rounds {
		t.Fatalf("only %d moves acknowledged in %d rounds", total, rounds)
	}
}
