package storage

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// club fills a database with what a club has: profiles with colours, an
// archived one, a merged one, rated games in two games, a casual game with
// a guest, names with quotes and emoji, and a saved game in progress.
func club(t testing.TB, db *DB) {
	t.Helper()
	ctx := context.Background()
	names := []string{"Ana", `O'Brien "Rock"`, "Ximá 🎲", "Dani", "Eva", "Eva M."}
	var ids []int64
	for i, n := range names {
		p, err := db.CreateProfile(ctx, n, fmt.Sprintf("#%02x%02x%02x", i*40, 255-i*40, i*10))
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	for i := range 12 {
		ratedGame(t, db, "Xima", ids[i%5], ids[(i+2)%5])
	}
	ratedGame(t, db, "Xana", ids[5], ids[3])
	ratedGame(t, db, "Xima", ids[5], ids[0])
	if _, err := db.RecordGame(ctx, FinishedGame{Game: "Xoliba", Mode: "hotseat", Result: "*", Record: "1. a1 {unfinished}",
		Duration: time.Hour, Seats: []Seat{{ProfileID: ids[1], Name: names[1]}, {Name: "Guest"}}}, 0); err != nil {
		t.Fatal(err)
	}
	if err := db.MergeProfiles(ctx, ids[4], ids[5]); err != nil {
		t.Fatal(err)
	}
	if err := db.ArchiveProfile(ctx, ids[3]); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Autosave(ctx, SavedGame{Game: "Xima", Mode: "hotseat", Seats: []SavedSeat{{ProfileID: ids[0], Name: "Ana"}}}); err != nil {
		t.Fatal(err)
	}
}

func export(t testing.TB, db *DB) []byte {
	t.Helper()
	var buf bytes.Buffer
	if _, err := db.Export(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// withoutExportTime drops the first line, which holds the export time.
func withoutExportTime(b []byte) string {
	_, rest, _ := strings.Cut(string(b), "\n")
	return rest
}

// view is what a user sees of a database, without row ids: profiles with
// their ratings, leaderboards, histories and games.
func view(t *testing.T, db *DB) string {
	t.Helper()
	ctx := context.Background()
	var b strings.Builder
	profiles, err := db.Profiles(ctx, true)
	if err != nil {
		t.Fatal(err)
	}
	names := map[int64]string{}
	for _, p := range profiles {
		names[p.ID] = p.Name
		fmt.Fprintf(&b, "profile %s %q %s %v %v %+v\n", p.Key, p.Name, p.Colour, p.Created, p.Archived, p.Ratings)
		h, err := db.History(ctx, p.ID, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range h {
			fmt.Fprintf(&b, "  history %s %v %d %v %+v\n", e.Game, e.Ended, e.Seat, e.Outcome, e.RatingChange)
		}
	}
	for _, game := range []string{"Xima", "Xana", "Xoliba"} {
		board, err := db.Leaderboard(ctx, game, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range board {
			fmt.Fprintf(&b, "board %s %d %q %+v\n", game, s.Rank, s.Name, s.GameRating)
		}
	}
	games, err := db.SearchGames(ctx, GameFilter{})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games {
		fmt.Fprintf(&b, "game %s %s %s %v %q %q %v %v %v\n", g.Key, g.Game, g.Mode, g.Rated, g.Result, g.Record, g.Started, g.Ended, g.Duration)
		for _, s := range g.Seats {
			fmt.Fprintf(&b, "  seat %q %q %v %+v\n", names[s.ProfileID], s.Name, s.Outcome, s.Rating)
		}
	}
	return b.String()
}

func TestExportImportRoundTrip(t *testing.T) {
	src := mustOpen(t)
	club(t, src)
	file := export(t, src)

	var parsed clubFile
	if err := json.Unmarshal(file, &parsed); err != nil {
		t.Fatalf("the export is not JSON: %v", err)
	}
	if parsed.Format != FileFormat || parsed.Version != FileVersion || len(parsed.Profiles) != 6 || len(parsed.Games) != 15 {
		t.Fatalf("export has format %q version %d, %d profiles, %d games", parsed.Format, parsed.Version, len(parsed.Profiles), len(parsed.Games))
	}

	dst := mustOpen(t)
	ctx := context.Background()
	st, err := dst.Import(ctx, bytes.NewReader(file), ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if st.ProfilesAdded != 6 || st.GamesAdded != 15 || st.GamesPresent != 0 || len(st.Renamed) != 0 {
		t.Errorf("first import: %+v", st)
	}
	if got, want := view(t, dst), view(t, src); got != want {
		t.Errorf("imported database differs:\n%s\nwant\n%s", got, want)
	}
	checkStandings(t, dst)
	// The merged-away profile came along as an alias.
	eva, err := dst.ProfileByName(ctx, "Eva")
	if err != nil {
		t.Fatal(err)
	}
	var alias int64
	dst.read.QueryRow(`SELECT id FROM profiles WHERE merged_into IS NOT NULL`).Scan(&alias)
	if p, err := dst.Profile(ctx, alias); err != nil || p.ID != eva.ID {
		t.Errorf("merged profile after import leads to %+v, %v", p, err)
	}
	if again := export(t, dst); withoutExportTime(again) != withoutExportTime(file) {
		t.Errorf("exporting the imported database gives another file:\n%s\nwant\n%s", again, file)
	}

	// Importing the same file again, or into the database it came from,
	// changes nothing.
	for name, db := range map[string]*DB{"twice": dst, "into its source": src} {
		before := snapshot(t, db)
		st, err := db.Import(ctx, bytes.NewReader(file), ImportOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if st.ProfilesAdded != 0 || st.GamesAdded != 0 || st.GamesPresent != 15 {
			t.Errorf("import %s: %+v", name, st)
		}
		if snapshot(t, db) != before {
			t.Errorf("import %s changed the database", name)
		}
	}
}

func TestImportNameClash(t *testing.T) {
	ctx := context.Background()
	src := mustOpen(t)
	a, b := mustProfile(t, src, "Ana"), mustProfile(t, src, strings.Repeat("L", MaxNameRunes))
	ratedGame(t, src, "Xima", a.ID, b.ID)
	file := export(t, src)

	dst := mustOpen(t)
	local := mustProfile(t, dst, "ANA")
	mustProfile(t, dst, strings.Repeat("l", MaxNameRunes))
	st, err := dst.Import(ctx, bytes.NewReader(file), ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := []Rename{
		{a.Key, "Ana", "Ana (2)"},
		{b.Key, b.Name, strings.Repeat("L", MaxNameRunes-4) + " (2)"},
	}
	if fmt.Sprint(st.Renamed) != fmt.Sprint(want) || st.ProfilesAdded != 2 {
		t.Errorf("renamed %+v, want %+v", st.Renamed, want)
	}
	imported, err := dst.ProfileByName(ctx, "Ana (2)")
	if err != nil {
		t.Fatal(err)
	}
	if imported.Key != a.Key || imported.Rating("Xima").Rating != 1010 {
		t.Errorf("imported Ana: %+v", imported)
	}
	if p, _ := dst.Profile(ctx, local.ID); p.Name != "ANA" || len(p.Ratings) != 0 {
		t.Errorf("the local ANA changed: %+v", p)
	}
	before := snapshot(t, dst)
	if st, err := dst.Import(ctx, bytes.NewReader(file), ImportOptions{}); err != nil || st.ProfilesAdded != 0 || len(st.Renamed) != 0 {
		t.Errorf("second import: %+v, %v", st, err)
	}
	if snapshot(t, dst) != before {
		t.Error("second import changed the database")
	}
}

// TestImportKeepsLocalChanges: a profile present on both sides keeps its
// local name and gains the games it played elsewhere; its standing follows
// the games in the order they ended.
func TestImportKeepsLocalChanges(t *testing.T) {
	ctx := context.Background()
	src := mustOpen(t)
	a, b := mustProfile(t, src, "Ana"), mustProfile(t, src, "Beto")
	ratedGame(t, src, "Xima", a.ID, b.ID)
	first := export(t, src)
	dst := mustOpen(t)
	if _, err := dst.Import(ctx, bytes.NewReader(first), ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	// Both clubs go on: Ana is renamed here, and wins again there.
	da, _ := dst.ProfileByName(ctx, "Ana")
	if err := dst.RenameProfile(ctx, da.ID, "Ana P."); err != nil {
		t.Fatal(err)
	}
	src.Now = func() time.Time { return epoch.Add(time.Hour) }
	ratedGame(t, src, "Xima", a.ID, b.ID)
	st, err := dst.Import(ctx, bytes.NewReader(export(t, src)), ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if st.ProfilesAdded != 0 || st.GamesAdded != 1 || st.GamesPresent != 1 {
		t.Errorf("second import: %+v", st)
	}
	p, _ := dst.Profile(ctx, da.ID)
	if p.Name != "Ana P." || p.Rating("Xima").Rating != 1020 || p.Rating("Xima").Games != 2 {
		t.Errorf("Ana after the second import: %+v", p)
	}
}

// badFiles are club files Import must refuse, each with what the message
// says.
var badFiles = map[string]struct{ file, msg string }{
	"empty":         {``, "line 1, column 1: the file is empty"},
	"not JSON":      {`hello`, "invalid character"},
	"array":         {`[]`, "want a club file (a JSON object), got an array"},
	"other format":  {`{"format":"chess-pgn","version":1}`, `format: "chess-pgn", want "xima-club"`},
	"newer version": {`{"format":"xima-club","version":2}`, "version: 2 is newer than this xima reads (1); update xima"},
	"version 0":     {`{"format":"xima-club","version":0}`, "version: 0, want 1"},
	"unknown field": {`{"format":"xima-club","version":1,"members":[]}`, `unknown field "members"`},
	"trailing data": {`{"format":"xima-club","version":1} {}`, "line 1, column 36: more after the end of the club file's object"},
	"bad key": {`{"format":"xima-club","version":1,"profiles":[
		{"key":"x","name":"Ana","created":"2026-01-01T00:00:00Z"}]}`, `profiles[0]: key "x"`},
	"long name": {`{"format":"xima-club","version":1,"profiles":[
		{"key":"0123456789abcdef0123456789abcdef","name":"` + strings.Repeat("n", 65) + `","created":"2026-01-01T00:00:00Z"}]}`,
		"profiles[0]: invalid name: 65 characters, the limit is 64"},
	"same name twice": {`{"format":"xima-club","version":1,"profiles":[
		{"key":"0123456789abcdef0123456789abcdef","name":"Ana","created":"2026-01-01T00:00:00Z"},
		{"key":"0123456789abcdef0123456789abcdee","name":"ANA","created":"2026-01-01T00:00:00Z"}]}`, `profiles[1]: name "ANA" twice`},
	"merged into nobody": {`{"format":"xima-club","version":1,"profiles":[
		{"key":"0123456789abcdef0123456789abcdef","name":"Ana","created":"2026-01-01T00:00:00Z","merged_into":"0123456789abcdef0123456789abcdee"}]}`,
		"profiles[0]: merged into"},
	"seat without profile": {`{"format":"xima-club","version":1,"profiles":[],"games":[
		{"key":"0123456789abcdef0123456789abcdef","game":"Xima","mode":"club","rated":false,"result":"1-0",
		 "started":"2026-01-01T00:00:00Z","ended":"2026-01-01T01:00:00Z","duration_ms":1000,"record":"",
		 "seats":[{"profile":"0123456789abcdef0123456789abcdee","name":"Ana","outcome":"win"}]}]}`,
		"games[0].seats[0]: profile"},
	"rated without rating": {`{"format":"xima-club","version":1,"profiles":[
		{"key":"0123456789abcdef0123456789abcdee","name":"Ana","created":"2026-01-01T00:00:00Z"}],"games":[
		{"key":"0123456789abcdef0123456789abcdef","game":"Xima","mode":"club","rated":true,"result":"1-0",
		 "started":"2026-01-01T00:00:00Z","ended":"2026-01-01T01:00:00Z","duration_ms":1000,"record":"",
		 "seats":[{"profile":"0123456789abcdef0123456789abcdee","name":"Ana","outcome":"win"}]}]}`,
		"games[0].seats[0]: a rating in an unrated game, or none in a rated one"},
	"bad outcome": {`{"format":"xima-club","version":1,"games":[
		{"key":"0123456789abcdef0123456789abcdef","game":"Xima","mode":"club","rated":false,"result":"1-0",
		 "started":"2026-01-01T00:00:00Z","ended":"2026-01-01T01:00:00Z","duration_ms":1000,"record":"",
		 "seats":[{"name":"Ana","outcome":"victory"}]}]}`, `outcome "victory"`},
	"game twice": {`{"format":"xima-club","version":1,"games":[
		{"key":"0123456789abcdef0123456789abcdef","game":"Xima","mode":"club","rated":false,"result":"",
		 "started":"2026-01-01T00:00:00Z","ended":"2026-01-01T01:00:00Z","duration_ms":0,"record":"",
		 "seats":[{"name":"Ana","outcome":"none"}]},
		{"key":"0123456789abcdef0123456789abcdef","game":"Xima","mode":"club","rated":false,"result":"",
		 "started":"2026-01-01T00:00:00Z","ended":"2026-01-01T01:00:00Z","duration_ms":0,"record":"",
		 "seats":[{"name":"Ana","outcome":"none"}]}]}`, "games[1]: key 0123456789abcdef0123456789abcdef twice"},
}

func TestImportRefusesBadFiles(t *testing.T) {
	db := mustOpen(t)
	club(t, db)
	before := snapshot(t, db)
	for name, c := range badFiles {
		_, err := db.Import(context.Background(), strings.NewReader(c.file), ImportOptions{})
		if !errors.Is(err, ErrBadFile) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: %v, want ErrBadFile saying %q", name, err, c.msg)
		}
	}
	if snapshot(t, db) != before {
		t.Error("a refused file changed the database")
	}
}
