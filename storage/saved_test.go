package storage

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestAutosaveRoundTrip(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	ana := mustProfile(t, db, "Ana")
	s := SavedGame{
		Game: "Xima", Mode: "hotseat", Rated: true, Record: "[Game \"Xima\"]\n1. -G2", Actions: 1, ToMove: 1,
		TimeControl: 10 * time.Minute,
		Seats: []SavedSeat{
			{ProfileID: ana.ID, Name: "Ana", Left: 9*time.Minute + 58*time.Second, Used: 2 * time.Second},
			{Name: "Computer", Left: 10 * time.Minute},
			{Name: "Guest \"G\"", Left: 10 * time.Minute},
		},
	}
	id, err := db.Autosave(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	first, err := db.LoadSaved(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if first.Record != s.Record || first.ToMove != 1 || first.TimeControl != s.TimeControl ||
		len(first.Seats) != 3 || first.Seats[0] != s.Seats[0] || first.Seats[2] != s.Seats[2] || first.Started.IsZero() {
		t.Errorf("first autosave read back: %+v", first)
	}

	// The next action: the same id, a longer record, new clocks, a seat gone.
	s.ID, s.Record, s.Actions, s.ToMove = id, s.Record+" -G4", 2, 0
	s.Seats = s.Seats[:2]
	s.Seats[1].Left, s.Seats[1].Used = 9*time.Minute+30*time.Second, 30*time.Second
	if got, err := db.Autosave(ctx, s); err != nil || got != id {
		t.Fatalf("second autosave = %d, %v", got, err)
	}
	second, _ := db.LoadSaved(ctx, id)
	if second.Record != s.Record || second.Actions != 2 || len(second.Seats) != 2 || second.Seats[1] != s.Seats[1] ||
		!second.Started.Equal(first.Started) || !second.Updated.After(first.Updated) {
		t.Errorf("second autosave read back: %+v", second)
	}

	other, err := db.Autosave(ctx, SavedGame{Game: "Xana", Mode: "hotseat", Seats: []SavedSeat{{Name: "A"}, {Name: "B"}}})
	if err != nil {
		t.Fatal(err)
	}
	list, err := db.SavedGames(ctx)
	if err != nil || len(list) != 2 || list[0].ID != other || list[1].ID != id {
		t.Fatalf("SavedGames = %+v, %v; want the latest saved first", list, err)
	}

	if err := db.DeleteSaved(ctx, id); err != nil {
		t.Fatal(err)
	}
	if _, err := db.LoadSaved(ctx, id); !errors.Is(err, ErrNotFound) {
		t.Errorf("LoadSaved after delete: %v", err)
	}
	if err := db.DeleteSaved(ctx, id); !errors.Is(err, ErrNotFound) {
		t.Errorf("second delete: %v", err)
	}
	if _, err := db.Autosave(ctx, s); !errors.Is(err, ErrNotFound) {
		t.Errorf("autosave of a deleted game: %v", err)
	}
	if n := queryStrings(t, db.read, "SELECT count(*) FROM saved_seats WHERE saved_id = ?", id); n[0] != "0" {
		t.Errorf("%s seats left of a deleted saved game", n[0])
	}
	for _, bad := range []SavedGame{
		{Game: "Xima", Mode: "hotseat"},
		{Game: "Xima", Mode: "hotseat", ToMove: 2, Seats: []SavedSeat{{Name: "A"}, {Name: "B"}}},
		{Game: "", Mode: "hotseat", Seats: []SavedSeat{{Name: "A"}}},
		{Game: "Xima", Mode: "hotseat", Seats: []SavedSeat{{ProfileID: 999, Name: ""}}},
		{Game: "Xima", Mode: "hotseat", Seats: []SavedSeat{{ProfileID: 999, Name: "A"}}},
	} {
		if _, err := db.Autosave(ctx, bad); !errors.Is(err, ErrInvalid) && !errors.Is(err, ErrNotFound) {
			t.Errorf("Autosave(%+v) = %v", bad, err)
		}
	}
}

func TestRecordGameDeletesItsSavedGame(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	saved, err := db.Autosave(ctx, SavedGame{Game: "Xima", Mode: "hotseat", Record: "1. -G2 -G4",
		Seats: []SavedSeat{{Name: "A"}, {Name: "B"}}})
	if err != nil {
		t.Fatal(err)
	}
	id, err := db.RecordGame(ctx, FinishedGame{Game: "Xima", Mode: "hotseat", Result: "1-0", Record: "1. -G2 -G4 1-0",
		Seats: []Seat{{Name: "A", Outcome: Win}, {Name: "B", Outcome: Loss}}}, saved)
	if err != nil {
		t.Fatal(err)
	}
	if list, _ := db.SavedGames(ctx); len(list) != 0 {
		t.Errorf("the finished game is still saved: %+v", list)
	}
	if g, err := db.Game(ctx, id); err != nil || g.Record != "1. -G2 -G4 1-0" {
		t.Errorf("Game = %+v, %v", g, err)
	}
}

// The child processes: the test binary started again with helperEnv set.
const (
	helperEnv   = "XIMA_STORAGE_HELPER"
	helperDBEnv = "XIMA_STORAGE_HELPER_DB"
)

// TestHelperProcess is the child the tests below start; run directly it
// skips. "hold" opens the database and waits to be killed; "autosave"
// plays three games, autosaving every action and printing "id actions" on
// stdout once Autosave has returned; "open" opens and closes it; "export"
// opens it read-only and exports it to stdout.
func TestHelperProcess(t *testing.T) {
	mode := os.Getenv(helperEnv)
	if mode == "" {
		t.Skip("the child process of other tests")
	}
	ctx := context.Background()
	if mode == "export" {
		db, err := OpenReadOnly(ctx, os.Getenv(helperDBEnv))
		if err == nil {
			_, err = db.Export(ctx, os.Stdout)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
		os.Exit(0)
	}
	db, err := Open(ctx, os.Getenv(helperDBEnv))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	switch mode {
	case "open":
		if err := db.Close(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
	case "hold":
		fmt.Println("ready")
		time.Sleep(time.Hour)
	case "autosave":
		games, err := db.SavedGames(ctx)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
		for len(games) < 3 {
			games = append(games, SavedGame{Game: "Xima", Mode: "hotseat", TimeControl: time.Hour,
				Seats: []SavedSeat{{Name: "Ana", Left: time.Hour}, {Name: "Beto", Left: time.Hour}}})
		}
		for n := 0; ; n++ {
			g := &games[n%3]
			g.Actions++
			g.Record += fmt.Sprintf(" a%d", g.Actions)
			g.ToMove = g.Actions % 2
			g.Seats[g.ToMove].Left -= time.Second
			g.Seats[g.ToMove].Used += time.Second
			if g.ID, err = db.Autosave(ctx, *g); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(3)
			}
			fmt.Printf("%d %d\n", g.ID, g.Actions)
		}
	}
	os.Exit(0)
}

func startHelper(t *testing.T, mode, path string) (*exec.Cmd, *bufio.Scanner, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), helperEnv+"="+mode, helperDBEnv+"="+path)
	stderr := new(bytes.Buffer)
	cmd.Stderr = stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	return cmd, bufio.NewScanner(out), stderr
}

// TestAutosaveSurvivesSIGKILL kills a child process in the middle of
// autosaving, three times over the same file, and checks after each kill
// that the file opens, passes integrity_check and holds every action the
// child acknowledged.
func TestAutosaveSurvivesSIGKILL(t *testing.T) {
	path := filepath.Join(t.TempDir(), "xima.db")
	ctx := context.Background()
	acked := map[int64]int{} // saved game id: last acknowledged action
	for round, killAfter := range []int{150, 217, 333} {
		cmd, lines, stderr := startHelper(t, "autosave", path)
		read := 0
		ack := func(line string) {
			var id int64
			var n int
			if _, err := fmt.Sscanf(line, "%d %d", &id, &n); err != nil {
				t.Fatalf("child said %q", line)
			}
			if n <= acked[id] {
				t.Fatalf("round %d: game %d went back from action %d to %d", round, id, acked[id], n)
			}
			acked[id] = n
			read++
		}
		for read < killAfter && lines.Scan() {
			ack(lines.Text())
		}
		if read < killAfter {
			t.Fatalf("round %d: the child stopped after %d actions: %s", round, read, stderr)
		}
		if err := cmd.Process.Kill(); err != nil { // SIGKILL on Unix
			t.Fatal(err)
		}
		// What the child printed before it died was acknowledged too.
		for lines.Scan() {
			ack(lines.Text())
		}
		if err := cmd.Wait(); err == nil {
			t.Fatalf("round %d: the child was not killed", round)
		}

		db, err := Open(ctx, path)
		if err != nil {
			t.Fatalf("round %d: open after the kill: %v", round, err)
		}
		integrityCheck(t, db)
		if len(acked) != 3 {
			t.Fatalf("round %d: %d games acknowledged", round, len(acked))
		}
		for id, n := range acked {
			s, err := db.LoadSaved(ctx, id)
			if err != nil {
				t.Fatalf("round %d: %v", round, err)
			}
			// The action being made at the kill may have reached the disk
			// without being acknowledged; nothing acknowledged may be missing.
			if s.Actions != n && s.Actions != n+1 {
				t.Errorf("round %d: game %d holds %d actions, %d were acknowledged", round, id, s.Actions, n)
			}
			var want strings.Builder
			for a := 1; a <= s.Actions; a++ {
				fmt.Fprintf(&want, " a%d", a)
			}
			if s.Record != want.String() {
				t.Errorf("round %d: game %d record does not hold actions 1 to %d in order", round, id, s.Actions)
			}
			if used := s.Seats[0].Used + s.Seats[1].Used; used != time.Duration(s.Actions)*time.Second {
				t.Errorf("round %d: game %d clocks used %v after %d actions", round, id, used, s.Actions)
			}
		}
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
		t.Logf("round %d: killed after %d acknowledged actions", round, read)
	}
}

// TestLockHeldByAnotherProcess: a second copy of the app gets ErrLocked,
// and the lock goes with the process that held it, even killed.
func TestLockHeldByAnotherProcess(t *testing.T) {
	path := filepath.Join(t.TempDir(), "xima.db")
	cmd, lines, stderr := startHelper(t, "hold", path)
	if !lines.Scan() || lines.Text() != "ready" {
		t.Fatalf("child did not open the database: %s", stderr)
	}
	_, err := Open(context.Background(), path)
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("Open while another process has the file = %v, want ErrLocked", err)
	}
	t.Log(err)
	cmd.Process.Kill()
	cmd.Wait()
	db := mustOpenPath(t, path)
	mustProfile(t, db, "Ana")
}

// TestConcurrentUIAndBackgroundSave runs a background autosave loop while
// another goroutine, the UI, reads and writes: every call succeeds, every
// save lands, the UI never sees a saved game go back and the file stays
// sound. Run it with -race too. How long the calls take is measured by
// BenchmarkUIDuringAutosave, not asserted here.
func TestConcurrentUIAndBackgroundSave(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	var ids []int64
	for i := range 10 {
		ids = append(ids, mustProfile(t, db, fmt.Sprintf("Player %d", i)).ID)
	}
	for i := range 30 {
		ratedGame(t, db, "Xima", ids[i%10], ids[(i+3)%10])
	}
	const saves = 200
	var savedID atomic.Int64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		defer close(done)
		s := SavedGame{Game: "Xima", Mode: "hotseat", Seats: []SavedSeat{{ProfileID: ids[0], Name: "Player 0"}, {Name: "Guest"}}}
		for a := 1; a <= saves; a++ {
			s.Actions = a
			s.Record += fmt.Sprintf(" a%d", a)
			var err error
			if s.ID, err = db.Autosave(ctx, s); err != nil {
				t.Error(err)
				return
			}
			savedID.Store(s.ID)
		}
	})
	wg.Go(func() {
		seen := 0
		for i := 0; ; i++ {
			select {
			case <-done:
				return
			default:
			}
			if err := uiRound(ctx, db, ids[1], savedID.Load(), i, &seen); err != nil {
				t.Error(err)
				return
			}
		}
	})
	wg.Wait()
	s, err := db.LoadSaved(ctx, savedID.Load())
	if err != nil || s.Actions != saves {
		t.Fatalf("after the run: %+v, %v", s, err)
	}
	integrityCheck(t, db)
}

// uiRound is what the UI does while a game autosaves: the profiles, the
// leaderboard, the saved game (which must never go back from seen actions)
// and, one round in ten, a rename.
func uiRound(ctx context.Context, db *DB, rename, savedID int64, i int, seen *int) error {
	if _, err := db.Profiles(ctx, false); err != nil {
		return err
	}
	if _, err := db.Leaderboard(ctx, "Xima", 10); err != nil {
		return err
	}
	if savedID != 0 {
		s, err := db.LoadSaved(ctx, savedID)
		if err != nil {
			return err
		}
		if s.Actions < *seen {
			return fmt.Errorf("saved game went back from %d to %d actions", *seen, s.Actions)
		}
		*seen = s.Actions
	}
	if i%10 == 0 {
		return db.RenameProfile(ctx, rename, fmt.Sprintf("Player one %d", i))
	}
	return nil
}

// TestReadsDoNotWaitForWrites holds a write transaction open, as a long
// import would, and reads meanwhile: the read succeeds while the writer
// still holds its transaction (a read that waited for it would wait until
// the busy timeout and fail) and sees the last commit.
// BenchmarkReadDuringWrite measures how long such a read takes.
func TestReadsDoNotWaitForWrites(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	mustProfile(t, db, "Ana")
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `UPDATE profiles SET colour = '#000000'`); err != nil {
		t.Fatal(err)
	}
	list, err := db.Profiles(ctx, false)
	if err != nil || len(list) != 1 || list[0].Colour != "" {
		t.Fatalf("read during a write: %+v, %v", list, err)
	}
}
