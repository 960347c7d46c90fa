package storage

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// clubOfFour makes four profiles and an event of theirs, round 1 paired.
func clubOfFour(t *testing.T, db *DB) Event {
	t.Helper()
	var members []EventMember
	for _, name := range []string{"Ana", "Beto", "Carla", "Dora"} {
		members = append(members, EventMember{ProfileID: mustProfile(t, db, name).ID})
	}
	e, err := db.CreateEvent(context.Background(), Event{
		Name: "Club night", Game: "Maxima", Format: "round-robin", Rounds: 3, TableSize: 2,
		TimeControl: 10 * time.Minute, Increment: 5 * time.Second, Members: members,
		Tables: []EventTable{{Round: 1, Seats: []int{0, 3}}, {Round: 1, Seats: []int{1, 2}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func TestEventRoundTrip(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "xima.db")
	db := mustOpenPath(t, path)
	e := clubOfFour(t, db)
	if e.ID == 0 || e.Paired != 1 || len(e.Tables) != 2 || e.Tables[1].Number != 2 || e.Members[2].Name != "Carla" ||
		e.Created != epoch.Add(4*time.Second) {
		t.Fatalf("created %+v", e)
	}
	if err := db.AddRound(ctx, e.ID, 2, []EventTable{{Seats: []int{3, 2}}, {Seats: []int{0, 1}}}); !errors.Is(err, ErrInvalid) {
		t.Fatalf("a round paired over an undecided one: %v", err)
	}
	if err := db.SetResult(ctx, e.Tables[0].ID, 0); err != nil {
		t.Fatal(err)
	}
	if err := db.SetResult(ctx, e.Tables[1].ID, -1); err != nil {
		t.Fatal(err)
	}
	if err := db.AddRound(ctx, e.ID, 2, []EventTable{{Seats: []int{3, 2}}, {Seats: []int{0}}, {Seats: []int{1}}}); err != nil {
		t.Fatal(err)
	}
	if err := db.AddRound(ctx, e.ID, 2, []EventTable{{Seats: []int{3, 2}}, {Seats: []int{0, 1}}}); !errors.Is(err, ErrInvalid) {
		t.Errorf("round 2 paired twice: %v", err)
	}
	if err := db.SetResult(ctx, e.Tables[0].ID, 1); !errors.Is(err, ErrInvalid) {
		t.Errorf("a result changed in a round followed by another: %v", err)
	}
	want, err := db.Event(ctx, e.ID)
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(tablesText(want))
	if got != "[1.1 0-3 typed 0 1.2 1-2 typed -1 2.1 3-2  -1 2.2 0 bye 0 2.3 1 bye 0]" {
		t.Errorf("tables %s", got)
	}
	db.Close()

	db = mustOpenPath(t, path)
	back, err := db.Event(ctx, e.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, want) {
		t.Errorf("reopened:\n%+v\nwant\n%+v", back, want)
	}
	list, err := db.Events(ctx)
	if err != nil || len(list) != 1 || list[0].Paired != 2 || list[0].Tables != nil || len(list[0].Members) != 4 ||
		list[0].TimeControl != 10*time.Minute || list[0].Increment != 5*time.Second {
		t.Fatalf("events %+v %v", list, err)
	}
	if err := db.DeleteEvent(ctx, e.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Event(ctx, e.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("a deleted event: %v", err)
	}
	if n := queryStrings(t, db.read, `SELECT count(*) FROM event_seats`); n[0] != "0" {
		t.Errorf("%s seats left", n[0])
	}
}

// tablesText writes each table as "round.number seats decided winner".
func tablesText(e Event) []string {
	var out []string
	for _, tb := range e.Tables {
		var seats []string
		for _, m := range tb.Seats {
			seats = append(seats, fmt.Sprint(m))
		}
		out = append(out, fmt.Sprintf("%d.%d %s %s %d", tb.Round, tb.Number, strings.Join(seats, "-"), tb.Decided, tb.Winner))
	}
	return out
}

// A game begun for a table is found while it is saved and decides the
// table once it is finished; a game deleted unfinished frees the table.
func TestEventTableDecidedByItsGame(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t)
	e := clubOfFour(t, db)
	table := e.Tables[1] // Beto (member 1) first, Carla (2)
	start, err := db.BeginGame(ctx, table.ID, epoch)
	if err != nil {
		t.Fatal(err)
	}
	sv := SavedGame{Game: "Maxima", Mode: "hotseat", Record: "[Game \"Maxima\"]\n", Started: start, Seats: []SavedSeat{
		{ProfileID: e.Members[1].ProfileID, Name: "Beto"}, {ProfileID: e.Members[2].ProfileID, Name: "Carla"}}}
	// A game of other players, or of another game, with the same start
	// is not the table's.
	other := sv
	other.Seats = []SavedSeat{sv.Seats[1], sv.Seats[0]}
	if _, err := db.Autosave(ctx, other); err != nil {
		t.Fatal(err)
	}
	savedID, err := db.Autosave(ctx, sv)
	if err != nil {
		t.Fatal(err)
	}
	got, err := db.Event(ctx, e.ID)
	if err != nil || got.Tables[1].SavedID != savedID || got.Tables[1].Decided != "" {
		t.Fatalf("table %+v %v, want its game %d in progress", got.Tables[1], err, savedID)
	}
	if err := db.SetResult(ctx, table.ID, 0); !errors.Is(err, ErrInvalid) {
		t.Errorf("a result typed over a game in progress: %v", err)
	}
	if _, err := db.BeginGame(ctx, table.ID, epoch); !errors.Is(err, ErrInvalid) {
		t.Errorf("a second game begun: %v", err)
	}
	gameID, err := db.RecordGame(ctx, FinishedGame{Game: "Maxima", Mode: "hotseat", Result: "black",
		Record: sv.Record + "1-0\n", Started: start, Seats: []Seat{
			{ProfileID: e.Members[1].ProfileID, Name: "Beto", Outcome: Loss},
			{ProfileID: e.Members[2].ProfileID, Name: "Carla", Outcome: Win}}}, savedID)
	if err != nil {
		t.Fatal(err)
	}
	got, err = db.Event(ctx, e.ID)
	if tb := got.Tables[1]; err != nil || tb.Decided != DecidedGame || tb.Winner != 1 || tb.GameID != gameID || tb.SavedID != 0 {
		t.Fatalf("table %+v %v, want won by seat 1 in game %d", tb, err, gameID)
	}
	// The game knows its event by its start; another game's start is no
	// event's.
	if id, err := db.EventOfGame(ctx, "Maxima", start); err != nil || id != e.ID {
		t.Errorf("the event of the table's game: %d %v, want %d", id, err, e.ID)
	}
	if id, err := db.EventOfGame(ctx, "Xana", start); err != nil || id != 0 {
		t.Errorf("the event of another game's game: %d %v, want none", id, err)
	}
	if err := db.SetResult(ctx, table.ID, 0); !errors.Is(err, ErrInvalid) {
		t.Errorf("a result typed over a game's: %v", err)
	}
	if err := db.CorrectResult(ctx, table.ID, 0, nil, tenPoints); !errors.Is(err, ErrInvalid) {
		t.Errorf("a played game's result corrected: %v", err)
	}

	// The other table: a game begun, then deleted unfinished.
	start, err = db.BeginGame(ctx, e.Tables[0].ID, epoch)
	if err != nil {
		t.Fatal(err)
	}
	sv.Started, sv.Seats = start, []SavedSeat{{ProfileID: e.Members[0].ProfileID, Name: "Ana"},
		{ProfileID: e.Members[3].ProfileID, Name: "Dora"}}
	if savedID, err = db.Autosave(ctx, sv); err != nil {
		t.Fatal(err)
	}
	if err := db.DeleteSaved(ctx, savedID); err != nil {
		t.Fatal(err)
	}
	if err := db.SetResult(ctx, e.Tables[0].ID, -1); err != nil {
		t.Errorf("a result typed once the game was deleted: %v", err)
	}
}

// Two games begun in the same millisecond get different starts, apart
// from every saved and finished game's.
func TestBeginGameGivesEachGameItsOwnStart(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t)
	e := clubOfFour(t, db)
	if _, err := db.Autosave(ctx, SavedGame{Game: "Maxima", Mode: "hotseat", Started: epoch,
		Seats: []SavedSeat{{Name: "X"}, {Name: "Y"}}}); err != nil {
		t.Fatal(err)
	}
	a, err := db.BeginGame(ctx, e.Tables[0].ID, epoch)
	if err != nil {
		t.Fatal(err)
	}
	b, err := db.BeginGame(ctx, e.Tables[1].ID, epoch)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Equal(epoch.Add(-time.Millisecond)) || !b.Equal(epoch.Add(-2*time.Millisecond)) {
		t.Errorf("starts %v and %v", a, b)
	}
}

func TestCreateEventRefusesBadInput(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t)
	ana, beto := mustProfile(t, db, "Ana").ID, mustProfile(t, db, "Beto").ID
	good := func() Event {
		return Event{Name: "Cup", Game: "Xana", Format: "swiss", Rounds: 1, TableSize: 2,
			Members: []EventMember{{ProfileID: ana}, {ProfileID: beto}}}
	}
	for _, c := range []struct {
		change func(*Event)
		want   string
	}{
		{func(e *Event) { e.Name = " " }, "create event: invalid name: empty"},
		{func(e *Event) { e.Members = e.Members[:1] }, "create event: invalid: 1 members, want 2 at least"},
		{func(e *Event) { e.Members[1].ProfileID = ana }, "create event \"Cup\": member 2: invalid: profile 1 is a member twice"},
		{func(e *Event) { e.Members[1].ProfileID = 99 }, "create event \"Cup\": member 2: profile 99: not found"},
		{func(e *Event) { e.TableSize = 9 }, "create event: invalid: tables of 9, want 2 to 8"},
		{func(e *Event) { e.Rounds = 0 }, "create event: invalid: 0 rounds, want 1 at least"},
		{func(e *Event) { e.Tables = []EventTable{{Round: 2, Seats: []int{0, 1}}} }, "create event: invalid: a new event's tables are round 1's, not round 2's"},
		{func(e *Event) { e.Tables = []EventTable{{Round: 1, Seats: []int{0, 0}}} }, "create event \"Cup\": invalid: round 1, table 1: member 0 is not a member or sits twice"},
		{func(e *Event) { e.Tables = []EventTable{{Round: 1, Seats: []int{0, 1, 2}}} }, "create event \"Cup\": invalid: round 1, table 1: 3 seats at tables of 2"},
	} {
		e := good()
		c.change(&e)
		_, err := db.CreateEvent(ctx, e)
		if err == nil || err.Error() != c.want {
			t.Errorf("got %v\nwant %s", err, c.want)
		}
	}
	if list, _ := db.Events(ctx); len(list) != 0 {
		t.Errorf("a refused event left %d events", len(list))
	}
}

// A file an older Xima left (schema version 4, with profiles) opens with
// the events' tables, and its profiles play an event.
func TestEventsOnAnOlderFile(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "xima.db")
	raw, err := sql.Open("sqlite3", dsn(path, url.Values{"_foreign_keys": {"1"}, "_txlock": {"immediate"}}))
	if err != nil {
		t.Fatal(err)
	}
	if err := migrate(ctx, raw, 4); err != nil {
		t.Fatal(err)
	}
	for _, s := range seedVersion[1] {
		if _, err := raw.Exec(s); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := raw.Exec(`SELECT count(*) FROM events`); err == nil {
		t.Fatal("version 4 already has events")
	}
	raw.Close()
	db := mustOpenPath(t, path)
	e, err := db.CreateEvent(ctx, Event{Name: "Cup", Game: "Xima", Variant: "sport", Format: "round-robin", Rounds: 1,
		TableSize: 2, Members: []EventMember{{ProfileID: 1}, {ProfileID: 2}}, Tables: []EventTable{{Round: 1, Seats: []int{0, 1}}}})
	if err != nil {
		t.Fatal(err)
	}
	if e.Members[0].Name != "Ana" || e.Members[1].Name != "Beto" {
		t.Errorf("members %+v", e.Members)
	}
	integrityCheck(t, db)
}

// The event kill test's child: on the database eventKillEnv names, it
// runs events of eight members one table at a time, for ever: each
// round's tables (member i meets i XOR r), then each table decided, the
// even ones by a result typed in, the odd ones by a game begun, saved and
// finished. It prints a line once each write has returned:
// "round EVENT N", "typed TABLE WINNER", "game TABLE WINNER GAME".
func TestEventKillChild(t *testing.T) {
	path := os.Getenv(eventKillEnv)
	if path == "" {
		t.Skip("the child of TestEventSurvivesSIGKILL")
	}
	ctx := context.Background()
	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	fail := func(err error) {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	for {
		list, err := db.Events(ctx)
		if err != nil {
			fail(err)
		}
		var e Event
		if len(list) > 0 {
			if e, err = db.Event(ctx, list[0].ID); err != nil {
				fail(err)
			}
		}
		if len(list) == 0 || e.Paired == e.Rounds && undecided(e) < 0 {
			e = Event{Name: fmt.Sprintf("Night %d", len(list)+1), Game: "Maxima", Format: "round-robin", Rounds: 7, TableSize: 2}
			for i := range 8 {
				p, err := db.ProfileByName(ctx, fmt.Sprintf("M%d", i))
				if errors.Is(err, ErrNotFound) {
					p, err = db.CreateProfile(ctx, fmt.Sprintf("M%d", i), "")
				}
				if err != nil {
					fail(err)
				}
				e.Members = append(e.Members, EventMember{ProfileID: p.ID})
			}
			if e, err = db.CreateEvent(ctx, e); err != nil {
				fail(err)
			}
		}
		i := undecided(e)
		if i < 0 {
			var tables []EventTable
			for m := range 8 {
				if o := m ^ (e.Paired + 1); m < o {
					tables = append(tables, EventTable{Seats: []int{m, o}})
				}
			}
			if err := db.AddRound(ctx, e.ID, e.Paired+1, tables); err != nil {
				fail(err)
			}
			fmt.Printf("round %d %d\n", e.ID, e.Paired+1)
			continue
		}
		tb := e.Tables[i]
		winner := int(tb.ID%3) - 1
		if tb.Number%2 == 0 {
			if err := db.SetResult(ctx, tb.ID, winner); err != nil {
				fail(err)
			}
			fmt.Printf("typed %d %d\n", tb.ID, winner)
			continue
		}
		// a game the last child began and saved before it was killed is
		// resumed, as the app resumes it, not begun again
		start, savedID := tb.Started, tb.SavedID
		if savedID == 0 {
			var err error
			if start, err = db.BeginGame(ctx, tb.ID, time.Now()); err != nil {
				fail(err)
			}
		}
		sv := SavedGame{Game: "Maxima", Mode: "hotseat", Record: "1.", Started: start}
		fg := FinishedGame{Game: "Maxima", Mode: "hotseat", Result: "draw", Record: "1. 1/2-1/2", Started: start}
		for s, m := range tb.Seats {
			p := e.Members[m]
			sv.Seats = append(sv.Seats, SavedSeat{ProfileID: p.ProfileID, Name: p.Name})
			outcome := Draw
			if winner >= 0 {
				outcome = map[bool]Outcome{true: Win, false: Loss}[s == winner]
			}
			fg.Seats = append(fg.Seats, Seat{ProfileID: p.ProfileID, Name: p.Name, Outcome: outcome})
		}
		if savedID == 0 {
			var err error
			if savedID, err = db.Autosave(ctx, sv); err != nil {
				fail(err)
			}
		}
		gameID, err := db.RecordGame(ctx, fg, savedID)
		if err != nil {
			fail(err)
		}
		fmt.Printf("game %d %d %d\n", tb.ID, winner, gameID)
	}
}

// eventKillEnv names the database of TestEventKillChild.
const eventKillEnv = "XIMA_EVENT_KILL_DB"

// undecided returns the index of the first undecided table, or -1.
func undecided(e Event) int {
	for i, tb := range e.Tables {
		if tb.Decided == "" {
			return i
		}
	}
	return -1
}

// TestEventSurvivesSIGKILL kills the child above with SIGKILL in the
// middle of its rounds, three times over one file, and checks after each
// kill that the file opens, passes integrity_check, and holds every round
// and result the child acknowledged, a game's result included once the
// event is read again.
func TestEventSurvivesSIGKILL(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "xima.db")
	rounds := map[[2]int64]bool{}   // event, round
	results := map[int64][2]int64{} // table: winner, game (0 typed)
	for n, killAfter := range []int{40, 77, 123} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestEventKillChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), eventKillEnv+"="+path)
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
			var a, b, c int64
			switch {
			case strings.HasPrefix(line, "round "):
				fmt.Sscanf(line, "round %d %d", &a, &b)
				rounds[[2]int64{a, b}] = true
			case strings.HasPrefix(line, "typed "):
				fmt.Sscanf(line, "typed %d %d", &a, &b)
				results[a] = [2]int64{b, 0}
			case strings.HasPrefix(line, "game "):
				fmt.Sscanf(line, "game %d %d %d", &a, &b, &c)
				results[a] = [2]int64{b, c}
			default:
				t.Fatalf("child said %q", line)
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
		for lines.Scan() { // printed before it died: acknowledged too
			ack(lines.Text())
		}
		cmd.Wait()

		db, err := Open(ctx, path)
		if err != nil {
			t.Fatalf("kill %d: open: %v", n, err)
		}
		integrityCheck(t, db)
		found := map[[2]int64]bool{}
		tables := map[int64]EventTable{}
		list, err := db.Events(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, summary := range list {
			e, err := db.Event(ctx, summary.ID)
			if err != nil {
				t.Fatal(err)
			}
			for _, tb := range e.Tables {
				found[[2]int64{e.ID, int64(tb.Round)}] = true
				tables[tb.ID] = tb
			}
		}
		for r := range rounds {
			if !found[r] {
				t.Errorf("kill %d: event %d lost its round %d", n, r[0], r[1])
			}
		}
		for id, want := range results {
			tb := tables[id]
			decided := map[bool]string{true: DecidedGame, false: DecidedTyped}[want[1] != 0]
			if tb.Decided != decided || int64(tb.Winner) != want[0] || tb.GameID != want[1] {
				t.Errorf("kill %d: table %d is %+v, acknowledged winner %d, game %d", n, id, tb, want[0], want[1])
			}
		}
		db.Close()
		t.Logf("kill %d after %d lines: %d rounds and %d results acknowledged in all", n, read, len(rounds), len(results))
	}
}

// tenPoints is a rater for the tests: the record's last word says who won
// ("1-0", "0-1", else a draw), the winner gains 10 from their rating
// before and the loser gives 10.
func tenPoints(_, record string, before []float64) ([]RatingChange, error) {
	words := strings.Fields(record)
	delta := map[string][]float64{"1-0": {10, -10}, "0-1": {-10, 10}}[words[len(words)-1]]
	out := make([]RatingChange, len(before))
	for i, b := range before {
		d := 0.0
		if delta != nil {
			d = delta[i]
		}
		out[i] = RatingChange{Before: b, After: b + d, Delta: 10}
	}
	return out, nil
}

// typedResult is the rated game without moves that keeps a typed result
// of table t: result is "1-0", "0-1" or "1/2-1/2".
func typedResult(e Event, t EventTable, result string) *FinishedGame {
	g := &FinishedGame{Game: e.Game, Mode: TypedMode, Rated: true, Result: result,
		Record: "[Game \"Maxima\"]\n" + result + "\n"}
	outcomes := map[string][2]Outcome{"1-0": {Win, Loss}, "0-1": {Loss, Win}, "1/2-1/2": {Draw, Draw}}[result]
	for s, m := range t.Seats {
		g.Seats = append(g.Seats, Seat{ProfileID: e.Members[m].ProfileID, Name: e.Members[m].Name, Outcome: outcomes[s]})
	}
	return g
}

// A result typed in is corrected in its place: the typed game replaced
// (or dropped for a result that counts for the standings only), the later
// rated games rated again in order, the standings following; once the
// next round is paired it is refused.
func TestCorrectResultRatesAgainInOrder(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t)
	e := clubOfFour(t, db)
	ana, beto, dora := e.Members[0].ProfileID, e.Members[1].ProfileID, e.Members[3].ProfileID
	table := e.Tables[0] // Ana (0) against Dora (3)
	rating := func(id int64) GameRating {
		t.Helper()
		p, err := db.Profile(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return p.Rating("Maxima")
	}
	if err := db.CorrectResult(ctx, table.ID, 0, typedResult(e, table, "1-0"), tenPoints); err != nil {
		t.Fatal(err)
	}
	// Ana 1510, Dora 1490; then a later game Ana wins against Beto: 1520.
	later := ratedGame(t, db, "Maxima", ana, beto)
	if a, d := rating(ana), rating(dora); a.Rating != StartRating+20 || d.Rating != StartRating-10 || a.Games != 2 {
		t.Fatalf("before the correction: Ana %+v, Dora %+v", a, d)
	}
	got, err := db.Event(ctx, e.ID)
	if tb := got.Tables[0]; err != nil || tb.Decided != DecidedGame || !tb.Typed || tb.Winner != 0 {
		t.Fatalf("table %+v %v, want Ana's typed win", tb, err)
	}
	first, err := db.Game(ctx, got.Tables[0].GameID)
	if err != nil {
		t.Fatal(err)
	}

	// Dora won: the typed game is replaced at its place, before the
	// later game, which is rated again from Ana's 1490.
	if err := db.CorrectResult(ctx, table.ID, 1, typedResult(e, table, "0-1"), tenPoints); err != nil {
		t.Fatal(err)
	}
	got, err = db.Event(ctx, e.ID)
	if tb := got.Tables[0]; err != nil || tb.Decided != DecidedGame || !tb.Typed || tb.Winner != 1 || tb.GameID == first.ID {
		t.Fatalf("table %+v %v, want Dora's typed win in a new game", tb, err)
	}
	second, err := db.Game(ctx, got.Tables[0].GameID)
	if err != nil || !second.Ended.Equal(first.Ended) || second.Seats[1].Outcome != Win {
		t.Fatalf("the corrected game %+v %v, want ended at %v like the first", second, err, first.Ended)
	}
	if _, err := db.Game(ctx, first.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("the first typed game is still there: %v", err)
	}
	g, err := db.Game(ctx, later)
	if err != nil || g.Seats[0].Rating.Before != StartRating-10 || g.Seats[0].Rating.After != StartRating {
		t.Errorf("the later game %+v %v, want Ana from 1490 to 1500", g.Seats, err)
	}
	if a, d := rating(ana), rating(dora); a.Rating != StartRating || d.Rating != StartRating+10 || a.Wins != 1 || a.Losses != 1 {
		t.Errorf("after the correction: Ana %+v, Dora %+v", a, d)
	}

	// A draw that counts for the standings only: the typed game goes,
	// and the later game is rated from Ana's 1500 again.
	if err := db.CorrectResult(ctx, table.ID, -1, nil, tenPoints); err != nil {
		t.Fatal(err)
	}
	got, err = db.Event(ctx, e.ID)
	if tb := got.Tables[0]; err != nil || tb.Decided != DecidedTyped || tb.Typed || tb.Winner != -1 || tb.GameID != 0 {
		t.Fatalf("table %+v %v, want a draw typed in", tb, err)
	}
	if a, d := rating(ana), rating(dora); a.Rating != StartRating+10 || a.Games != 1 || d.Games != 0 || d.Rating != StartRating {
		t.Errorf("after the draw: Ana %+v, Dora %+v", a, d)
	}

	// A result that does not match its game is refused (a played game's
	// table: TestEventTableDecidedByItsGame).
	if err := db.CorrectResult(ctx, table.ID, 0, typedResult(e, table, "0-1"), tenPoints); !errors.Is(err, ErrInvalid) {
		t.Errorf("a winner its game does not give: %v", err)
	}
	if err := db.SetResult(ctx, e.Tables[1].ID, 0); err != nil {
		t.Fatal(err)
	}
	if err := db.AddRound(ctx, e.ID, 2, []EventTable{{Seats: []int{0, 1}}, {Seats: []int{2, 3}}}); err != nil {
		t.Fatal(err)
	}
	if err := db.CorrectResult(ctx, table.ID, 0, nil, tenPoints); !errors.Is(err, ErrInvalid) ||
		!strings.Contains(err.Error(), "round 2 is paired on its results") {
		t.Errorf("a round 1 result corrected once round 2 is paired: %v", err)
	}
	integrityCheck(t, db)
}
