package storage

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestContentKeyIgnoresLayout: two copies of one game's record, written
// differently (wrapped, numbered, commented, tagged), are one game; a
// move, the result, the day or a player more makes another.
func TestContentKeyIgnoresLayout(t *testing.T) {
	day := time.Date(2026, 11, 22, 12, 0, 0, 0, time.Local)
	game := func(record string, names ...string) FinishedGame {
		g := FinishedGame{Game: "Xima", Result: "red", Record: record, Started: day}
		for _, n := range names {
			g.Seats = append(g.Seats, Seat{Name: n})
		}
		return g
	}
	base := contentKey(game("[Game \"Xima\"]\n[Red \"Ana\"]\n\n1. -G2 -G4 2. [3,5] G2G3 1-0\n", "Ana", "Beto"))
	same := []FinishedGame{
		game("[Game \"Xima\"]\n\n1.-G2 -G4\n2... [3,5] {a comment} G2G3\n", "ana", "BETO"),
		game("[game \"xima\"]\n[Date \"2026.11.22\"]\n[Blue \"Beto\"]\n-G2 -G4 [3,5] G2G3 *", "Ana", "Beto"),
		{Game: " xima ", Result: "red", Record: "1. -G2 -G4 2. [3,5] G2G3", Started: day.Add(5 * time.Hour),
			Seats: []Seat{{Name: "Ana", ProfileID: 7}, {Name: "Beto"}}},
	}
	for i, g := range same {
		if got := contentKey(g); got != base {
			t.Errorf("copy %d: key %s, want %s", i, got, base)
		}
	}
	other := []FinishedGame{
		game("1. -G2 -G4 2. [3,5] G2G4", "Ana", "Beto"),
		game("1. -G2 -G4 2. [3,4] G2G3", "Ana", "Beto"),
		game("[Date \"2026.11.23\"]\n1. -G2 -G4 2. [3,5] G2G3", "Ana", "Beto"),
		game("1. -G2 -G4 2. [3,5] G2G3", "Ana", ""),
		game("1. -G2 -G4 2. [3,5] G2G3", "Beto", "Ana"),
		{Game: "Xima", Result: "blue", Record: "1. -G2 -G4 2. [3,5] G2G3", Started: day, Seats: []Seat{{Name: "Ana"}, {Name: "Beto"}}},
		{Game: "Xana", Result: "red", Record: "1. -G2 -G4 2. [3,5] G2G3", Started: day, Seats: []Seat{{Name: "Ana"}, {Name: "Beto"}}},
	}
	for i, g := range other {
		if got := contentKey(g); got == base {
			t.Errorf("other game %d has the key of the first", i)
		}
	}
}

// TestMigrationSixKeysTheGames: the games recorded before migration 6 get
// their content keys, the ones new games get.
func TestMigrationSixKeysTheGames(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "xima.db")
	raw, err := sql.Open("sqlite3", dsn(path, url.Values{"_foreign_keys": {"1"}, "_txlock": {"immediate"}}))
	if err != nil {
		t.Fatal(err)
	}
	if err := migrate(ctx, raw, 5); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		`INSERT INTO profiles (id, uid, name, name_fold, created) VALUES (1, '00000000000000000000000000000001', 'Ana', 'ana', 0)`,
		`INSERT INTO finished (id, uid, game, mode, rated, result, started, ended, duration_ms, record) VALUES
			(1, '00000000000000000000000000000011', 'Xima', 'club', 0, 'red', 1795000000000, 1795000090000, 90000, '1. -G2 -G4'),
			(2, '00000000000000000000000000000012', 'Xana', 'club', 0, 'draw', 1795000000000, 1795000090000, 90000, '1. a1')`,
		`INSERT INTO seats (game_id, seat, profile_id, name, outcome) VALUES (1, 0, 1, 'Ana', 1), (1, 1, NULL, '', 3), (2, 0, NULL, '', 2)`,
	} {
		if _, err := raw.Exec(s); err != nil {
			t.Fatal(err)
		}
	}
	raw.Close()
	db := mustOpenPath(t, path)
	for _, id := range []int64{1, 2} {
		g, err := db.Game(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		got := queryStrings(t, db.read, `SELECT content FROM finished WHERE id = ?`, id)
		if len(got) != 1 || got[0] != contentKey(g) || len(got[0]) != 32 {
			t.Errorf("game %d: content %q, want %s", id, got, contentKey(g))
		}
	}
}

// eloRate is a Rater for the tests: the winner takes a tenth of the
// difference plus 10 from each loser (whatever the game).
func eloRate(game, record string, before []float64) ([]RatingChange, error) {
	out := make([]RatingChange, len(before))
	winner := 0
	if strings.Contains(record, "0-1") {
		winner = 1
	}
	for i, b := range before {
		if i == winner {
			continue
		}
		d := 10 + (b-before[winner])/10
		out[i] = RatingChange{Before: b, After: b - d, Delta: -d}
		out[winner].Delta += d
	}
	out[winner].Before = before[winner]
	out[winner].After = before[winner] + out[winner].Delta
	return out, nil
}

// table is one computer of the club, recording games of its own.
type table struct {
	db   *DB
	ids  map[string]int64
	when time.Time
}

func newTable(t *testing.T, when time.Time, names ...string) *table {
	tb := &table{db: mustOpen(t), ids: map[string]int64{}, when: when}
	for _, n := range names {
		tb.ids[n] = mustProfile(t, tb.db, n).ID
	}
	return tb
}

// play records a rated game at the table, rated by eloRate from the
// table's own standings, ending a minute after the table's last.
func (tb *table) play(t *testing.T, winner, loser, moves string) {
	t.Helper()
	ctx := context.Background()
	tb.when = tb.when.Add(time.Minute)
	tb.db.Now = func() time.Time { return tb.when }
	w, _ := tb.db.Profile(ctx, tb.ids[winner])
	l, _ := tb.db.Profile(ctx, tb.ids[loser])
	record := "[Game \"Xana\"]\n" + moves + " 1-0\n"
	rc, _ := eloRate("Xana", record, []float64{w.Rating("Xana").Rating, l.Rating("Xana").Rating})
	_, err := tb.db.RecordGame(ctx, FinishedGame{Game: "Xana", Mode: "club", Rated: true, Result: "white", Record: record,
		Duration: time.Minute, Seats: []Seat{
			{ProfileID: w.ID, Name: w.Name, Outcome: Win, Rating: rc[0]},
			{ProfileID: l.ID, Name: l.Name, Outcome: Loss, Rating: rc[1]}}}, 0)
	if err != nil {
		t.Fatal(err)
	}
}

// standings lists every profile's Xana standing and its games, by name.
func standings(t *testing.T, db *DB) string {
	t.Helper()
	ctx := context.Background()
	ps, err := db.Profiles(ctx, true)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, p := range ps {
		games, err := db.SearchGames(ctx, GameFilter{ProfileID: p.ID})
		if err != nil {
			t.Fatal(err)
		}
		r := p.Rating("Xana")
		fmt.Fprintf(&b, "%s %.3f %d/%d archived=%v\n", p.Name, r.Rating, r.Games, len(games), p.Archived)
	}
	return b.String()
}

// TestTwoComputersOneClub: two tables' exports, with members in common,
// imported into the organiser's club in either order: the games go to the
// organiser's profiles by name, keep their dates and stay rated, with one
// chain of ratings in date order; importing a file again adds nothing.
func TestTwoComputersOneClub(t *testing.T) {
	ctx := context.Background()
	start := time.Date(2026, 11, 22, 19, 0, 0, 0, time.UTC)
	a := newTable(t, start, "Ana", "Beto", "carla")
	b := newTable(t, start.Add(30*time.Second), "Ana", "Beto", "Dora")
	a.play(t, "Ana", "Beto", "1. a1 b2")
	b.play(t, "Beto", "Ana", "1. c3 d4")
	a.play(t, "carla", "Ana", "1. e5 f6")
	b.play(t, "Dora", "Beto", "1. g7 h8")
	a.play(t, "Beto", "carla", "1. a1 b2 c3")
	fileA, fileB := export(t, a.db), export(t, b.db)
	startedA, err := a.db.SearchGames(ctx, GameFilter{})
	if err != nil {
		t.Fatal(err)
	}

	var results []string
	for _, order := range [][][]byte{{fileA, fileB}, {fileB, fileA}} {
		org := newTable(t, start, "Ana", "Beto", "Carla")
		if _, err := org.db.CreateProfile(ctx, "Dora", ""); err != nil {
			t.Fatal(err)
		}
		dora, _ := org.db.ProfileByName(ctx, "Dora")
		if err := org.db.ArchiveProfile(ctx, dora.ID); err != nil {
			t.Fatal(err)
		}
		for i, file := range order {
			plan, err := org.db.PlanImport(ctx, bytes.NewReader(file))
			if err != nil {
				t.Fatal(err)
			}
			// Ana and Beto have their names here exactly: linked without a
			// word. carla (Carla here) and Dora (archived here) are asked
			// about: the organiser links both.
			links := map[string]Link{}
			var asked []string
			for _, p := range plan.Players {
				if p.Ask() {
					asked = append(asked, p.Name)
					links[p.Key] = Link{Kind: LinkTo, Profile: p.Profile.ID}
				}
			}
			if len(plan.Players) != 3 || len(asked) != 1 || (asked[0] != "carla" && asked[0] != "Dora") {
				t.Fatalf("file %d: plan %+v, asked about %v", i, plan.Players, asked)
			}
			st, err := org.db.ApplyImport(ctx, plan, ImportOptions{Links: links, Rate: eloRate})
			if err != nil {
				t.Fatal(err)
			}
			if st.ProfilesAdded != 0 || st.Linked != 3 || st.GamesPresent != 0 {
				t.Errorf("file %d: %+v", i, st)
			}
		}
		// The same files again: nothing new, nobody to ask about.
		before := snapshot(t, org.db)
		for _, file := range order {
			plan, err := org.db.PlanImport(ctx, bytes.NewReader(file))
			if err != nil || len(plan.Players) != 0 {
				t.Fatalf("plan again: %+v, %v", plan, err)
			}
			st, err := org.db.ApplyImport(ctx, plan, ImportOptions{Rate: eloRate})
			if err != nil || st.GamesAdded != 0 || st.ProfilesAdded != 0 || st.GamesPresent == 0 {
				t.Errorf("import again: %+v, %v", st, err)
			}
		}
		if snapshot(t, org.db) != before {
			t.Error("importing the same files again changed the club")
		}
		got := standings(t, org.db)
		results = append(results, got)
		if !strings.Contains(got, "Ana ") || strings.Contains(got, "(2)") || strings.Count(got, "\n") != 4 {
			t.Errorf("the organiser's club:\n%s", got)
		}
		// Every game kept its date and its rating, in one chain.
		games, err := org.db.SearchGames(ctx, GameFilter{})
		if err != nil || len(games) != 5 {
			t.Fatalf("games %d, %v", len(games), err)
		}
		for _, g := range games {
			if !g.Rated || g.Seats[0].ProfileID == 0 || g.Seats[1].ProfileID == 0 {
				t.Errorf("game %s: rated %v, seats %+v", g.Key, g.Rated, g.Seats)
			}
		}
		for _, g := range startedA {
			found := false
			for _, h := range games {
				found = found || (h.Key == g.Key && h.Started.Equal(g.Started) && h.Ended.Equal(g.Ended))
			}
			if !found {
				t.Errorf("game %s of table A lost its key or its dates", g.Key)
			}
		}
		checkChain(t, org.db)
	}
	if results[0] != results[1] {
		t.Errorf("the standings depend on the order of the files:\n%s\nand\n%s", results[0], results[1])
	}
}

// checkChain checks that every profile's rated games follow each other:
// each Before is the After of the game before (StartRating first).
func checkChain(t *testing.T, db *DB) {
	t.Helper()
	ctx := context.Background()
	ps, _ := db.Profiles(ctx, true)
	for _, p := range ps {
		h, err := db.History(ctx, p.ID, "Xana")
		if err != nil {
			t.Fatal(err)
		}
		last := StartRating
		for _, e := range h {
			if e.Before != last {
				t.Errorf("%s: game %d rated from %v, the rating was %v", p.Name, e.GameID, e.Before, last)
			}
			last = e.After
		}
		if got := p.Rating("Xana").Rating; len(h) > 0 && got != last {
			t.Errorf("%s: standing %v, last game %v", p.Name, got, last)
		}
	}
}

// TestImportLinksByPolicy: without the window's word, a player whose
// name matches only ignoring case gets a new profile (LinkSameName) or
// the profile (LinkAnyCase); a guest's rated games become casual.
func TestImportLinksByPolicy(t *testing.T) {
	ctx := context.Background()
	src := newTable(t, time.Date(2026, 11, 22, 19, 0, 0, 0, time.UTC), "ana", "Beto")
	src.play(t, "ana", "Beto", "1. a1")
	file := export(t, src.db)
	for _, c := range []struct {
		opt  ImportOptions
		want string
	}{
		{ImportOptions{}, "Ana 1000.000 0/0 archived=false\nana (2) 1010.000 1/1 archived=false\nBeto 990.000 1/1 archived=false\n"},
		{ImportOptions{Policy: LinkAnyCase}, "Ana 1010.000 1/1 archived=false\nBeto 990.000 1/1 archived=false\n"},
	} {
		dst := newTable(t, time.Now(), "Ana", "Beto")
		if _, err := dst.db.Import(ctx, bytes.NewReader(file), c.opt); err != nil {
			t.Fatal(err)
		}
		if got := standings(t, dst.db); got != c.want {
			t.Errorf("policy %d:\n%s\nwant\n%s", c.opt.Policy, got, c.want)
		}
	}
	dst := newTable(t, time.Now(), "Beto")
	plan, err := dst.db.PlanImport(ctx, bytes.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	links := map[string]Link{}
	for _, p := range plan.Players {
		if p.Name == "ana" {
			links[p.Key] = Link{Kind: LinkGuest}
		}
	}
	st, err := dst.db.ApplyImport(ctx, plan, ImportOptions{Links: links, Rate: eloRate})
	if err != nil || st.Guests != 1 || st.Unrated != 1 || st.GamesAdded != 1 {
		t.Fatalf("a guest: %+v, %v", st, err)
	}
	games, _ := dst.db.SearchGames(ctx, GameFilter{})
	if len(games) != 1 || games[0].Rated || games[0].Seats[0].Name != "ana" || games[0].Seats[0].ProfileID != 0 {
		t.Errorf("the game with a guest: %+v", games)
	}
}

// TestImportGameOnce: a record file's game is added once, with its date
// and its players linked by name; the same game again is Present.
func TestImportGameOnce(t *testing.T) {
	ctx := context.Background()
	db := mustOpen(t)
	ana := mustProfile(t, db, "Ana")
	day := time.Date(2026, 11, 20, 0, 0, 0, 0, time.Local)
	g := FinishedGame{Game: "Xana", Mode: "imported", Result: "white", Started: day,
		Record: "[Game \"Xana\"]\n[Date \"2026.11.20\"]\n[White \"Ana\"]\n[Black \"Zoe\"]\n\n1. a1 b2 1-0\n",
		Seats:  []Seat{{Name: "Ana", Outcome: Win}, {Name: "Zoe", Outcome: Loss}}}
	first, err := db.ImportGame(ctx, g, []Link{{}, {}}, LinkSameName)
	if err != nil || first.Present || first.Linked != 1 || first.ProfilesAdded != 1 {
		t.Fatalf("first import: %+v, %v", first, err)
	}
	got, err := db.Game(ctx, first.ID)
	if err != nil || !got.Started.Equal(day) || got.Seats[0].ProfileID != ana.ID || got.Seats[1].ProfileID == 0 || got.Rated {
		t.Errorf("the game: %+v, %v", got, err)
	}
	g.Record = "[Game \"Xana\"]\n[Date \"2026.11.20\"]\n\n1. a1\nb2 {again} 1-0"
	again, err := db.ImportGame(ctx, g, []Link{{}, {}}, LinkSameName)
	if err != nil || !again.Present || again.ID != first.ID {
		t.Fatalf("second import: %+v, %v", again, err)
	}
	if games, _ := db.SearchGames(ctx, GameFilter{}); len(games) != 1 {
		t.Errorf("%d games after importing one twice", len(games))
	}
}

// TestSettingsPerDatabase: two clubs keep their own settings, read back
// at the next Open.
func TestSettingsPerDatabase(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	paths := []string{filepath.Join(dir, "a.db"), filepath.Join(dir, "b.db")}
	for i, lang := range []string{"es", "en"} {
		db, err := Open(ctx, paths[i])
		if err != nil {
			t.Fatal(err)
		}
		if err := db.SetSetting(ctx, "language", lang); err != nil {
			t.Fatal(err)
		}
		if err := db.SetSetting(ctx, "folder.records", "/home/ana/Partidas"); err != nil {
			t.Fatal(err)
		}
		if err := db.SetSetting(ctx, "folder.records", ""); err != nil {
			t.Fatal(err)
		}
		db.Close()
	}
	for i, want := range []string{"es", "en"} {
		db, err := Open(ctx, paths[i])
		if err != nil {
			t.Fatal(err)
		}
		got := db.Settings()
		db.Close()
		if len(got) != 1 || got["language"] != want {
			t.Errorf("%s: settings %v, want language %s", paths[i], got, want)
		}
	}
	db := mustOpen(t)
	for _, bad := range [][2]string{{"", "x"}, {"a b", "x"}, {"lang", "\xff"}, {"lang", strings.Repeat("x", MaxSettingBytes+1)}} {
		if err := db.SetSetting(ctx, bad[0], bad[1]); err == nil {
			t.Errorf("setting %q = %.10q accepted", bad[0], bad[1])
		}
	}
}

// TestBackupAndRestore: a backup holds every profile and game; restoring
// it brings them back, and keeps what the club held as a dated copy.
func TestBackupAndRestore(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db := mustOpenPath(t, filepath.Join(dir, "club.db"))
	club(t, db)
	if err := db.SetSetting(ctx, "language", "es"); err != nil {
		t.Fatal(err)
	}
	want := view(t, db)
	backup := filepath.Join(dir, "backups", "club-backup.db")
	if err := os.Mkdir(filepath.Dir(backup), 0o755); err != nil {
		t.Fatal(err)
	}
	c, err := db.Backup(ctx, backup)
	if err != nil || c != (Counts{Profiles: 5, Games: 15}) {
		t.Fatalf("backup: %+v, %v", c, err)
	}
	if matches, _ := filepath.Glob(backup + ".partial-*"); len(matches) != 0 {
		t.Errorf("left behind: %v", matches)
	}
	// The club goes on, then is restored.
	mustProfile(t, db, "Zoe")
	if err := db.SetSetting(ctx, "language", "en"); err != nil {
		t.Fatal(err)
	}
	changed := view(t, db)
	keep := DatedPathBeside(db.Path(), "before-restore", epoch)
	c, err = db.Restore(ctx, backup, keep)
	if err != nil || c != (Counts{Profiles: 5, Games: 15}) {
		t.Fatalf("restore: %+v, %v", c, err)
	}
	if got := view(t, db); got != want {
		t.Errorf("restored club:\n%s\nwant\n%s", got, want)
	}
	if db.Settings()["language"] != "es" {
		t.Errorf("settings after the restore: %v", db.Settings())
	}
	integrityCheck(t, db)
	kept := mustOpenPath(t, keep)
	if got := view(t, kept); got != changed {
		t.Errorf("the copy kept:\n%s\nwant\n%s", got, changed)
	}
	// Not a club, and the club's own file, are refused.
	junk := filepath.Join(dir, "junk.db")
	os.WriteFile(junk, []byte("not a database at all, not even close to one: just some text"), 0o644)
	for _, from := range []string{junk, db.Path()} {
		if _, err := db.Restore(ctx, from, DatedPathBeside(db.Path(), "x", epoch)); err == nil {
			t.Errorf("restore from %s accepted", from)
		}
	}
	if got := view(t, db); got != want {
		t.Error("a refused restore changed the club")
	}
}
