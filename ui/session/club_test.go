package session

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"xima/games/catalog"
	"xima/games/core"
	engine "xima/games/xima"
	"xima/storage"
)

// playedClub plays, through sessions on a real database, a game of every
// kind at every table size it takes, rated and casual, each ended by its
// players resigning in turn after a few random turns, with profiles
// archived and merged between: every kind of row play stores. It returns
// the database and its export.
func playedClub(t testing.TB) (*storage.DB, []byte) {
	t.Helper()
	ctx := context.Background()
	db, err := storage.Open(ctx, filepath.Join(t.TempDir(), "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	var players []storage.Profile
	for _, name := range []string{"Ana", "Bea", "Cai", "Dan", "Eva", "Fox"} {
		p, err := db.CreateProfile(ctx, name, "")
		if err != nil {
			t.Fatal(err)
		}
		players = append(players, p)
	}
	ratedPlayers := []storage.Profile{players[0], players[1], players[2], players[3], players[5]}
	rng := rand.New(rand.NewPCG(29, 3))
	for _, kind := range catalog.All() {
		k := Kind{Name: kind.Name, Read: kind.Read}
		if kind.Name == engine.GameName {
			k.Rate = CIMAXRatings
		}
		for _, n := range kind.Seats {
			for _, rated := range []bool{false, true} {
				seats := make([]Seat, n)
				if rated {
					for i, j := range rng.Perm(len(ratedPlayers))[:n] {
						seats[i] = Seat{ProfileID: ratedPlayers[j].ID, Name: ratedPlayers[j].Name}
					}
				}
				for i := range seats[:n-1] {
					// A casual game keeps its last seat for a guest;
					// one profile may sit at two of its seats.
					if !rated {
						p := players[rng.IntN(len(players))]
						seats[i] = Seat{ProfileID: p.ID, Name: p.Name}
					}
				}
				playToEnd(t, db, kind, k, seats, rated, rng)
			}
		}
		if kind.Name == engine.GameName {
			// Later games see Eva merged into Ana, and Fox archived. Eva
			// plays no rated game: a merge joins two rating histories
			// as they were, which an import rating them again in date
			// order would make one chain (the window merges no profiles).
			if err := db.MergeProfiles(ctx, players[0].ID, players[4].ID); err != nil {
				t.Fatal(err)
			}
			if err := db.ArchiveProfile(ctx, players[5].ID); err != nil {
				t.Fatal(err)
			}
			players, ratedPlayers = players[:4], players[:4]
		}
	}
	var file bytes.Buffer
	if _, err := db.Export(ctx, &file); err != nil {
		t.Fatal(err)
	}
	return db, file.Bytes()
}

// playToEnd plays a game of kind through a session stored in db: a few
// random turns, then the players resign in turn until it ends.
func playToEnd(t testing.TB, db *storage.DB, kind catalog.Kind, k Kind, seats []Seat, rated bool, rng *rand.Rand) {
	t.Helper()
	g, err := kind.New(catalog.Options{Seats: len(seats), Seed: rng.Uint64()})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan Finished, 1)
	s, err := New(context.Background(), Config{Kind: k, Game: g, Seats: seats, Rated: rated, Mode: "hotseat",
		Store: db, OnFinished: func(f Finished) { done <- f }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for turn := 0; turn < 2+rng.IntN(6) && !s.Over(); turn++ {
		if s.NeedsRoll() {
			if _, err := s.Roll(); err != nil {
				t.Fatal(err)
			}
		}
		legal := s.Game().Legal()
		if err := s.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	for seat := 0; !s.Over(); seat++ {
		if err := s.Resign(seat); err != nil {
			t.Fatalf("%s seat %d resigns: %v", kind.Name, seat, err)
		}
	}
	if f := <-done; f.Err != nil {
		t.Fatalf("%s of %d, rated %v: %v", kind.Name, len(seats), rated, f.Err)
	}
}

var exportedAt = regexp.MustCompile(`"exported":"[^"]*"`)

// importOptions are the window's and xima import's.
var importOptions = storage.ImportOptions{CheckGame: CheckFinished, Rate: RateRecord}

// TestPlayedClubImportsAsItself: what play stores, export writes and
// import (checking every game, rating again by the rules) reads back into
// an empty database as the same club: exporting that one gives the same
// file, games, seats, outcomes, ratings and profiles alike.
func TestPlayedClubImportsAsItself(t *testing.T) {
	ctx := context.Background()
	_, file := playedClub(t)
	var f struct{ Games []struct{ Rated bool } }
	if err := json.Unmarshal(file, &f); err != nil {
		t.Fatal(err)
	}
	rated, want := 0, 0
	for _, g := range f.Games {
		if g.Rated {
			rated++
		}
	}
	for _, kind := range catalog.All() {
		want += 2 * len(kind.Seats)
	}
	if len(f.Games) != want || rated != want/2 {
		t.Fatalf("the club has %d games, %d rated; want %d, half rated", len(f.Games), rated, want)
	}
	dst, err := storage.Open(ctx, filepath.Join(t.TempDir(), "copy.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer dst.Close()
	st, err := dst.Import(ctx, bytes.NewReader(file), importOptions)
	if err != nil {
		t.Fatal(err)
	}
	if st.GamesAdded != want || st.Unrated != 0 {
		t.Errorf("import: %+v", st)
	}
	got, lines := strings.Split(dump(t, dst), "\n"), strings.Split(string(exportedAt.ReplaceAll(file, nil)), "\n")
	if len(got) != len(lines) {
		t.Fatalf("the imported club exports %d lines, want %d", len(got), len(lines))
	}
	for i := range got {
		if got[i] != lines[i] {
			t.Errorf("the imported club exports\n%s\nwant\n%s", got[i], lines[i])
		}
	}
}

// TestImportRefusesWhatPlayCannotStore: every game of a played club's
// file, changed into a row play could not have stored, is refused, and
// the database it was imported into is left as it was.
func TestImportRefusesWhatPlayCannotStore(t *testing.T) {
	ctx := context.Background()
	_, file := playedClub(t)
	dst, err := storage.Open(ctx, filepath.Join(t.TempDir(), "dst.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer dst.Close()
	var f map[string]any
	if err := json.Unmarshal(file, &f); err != nil {
		t.Fatal(err)
	}
	games := f["games"].([]any)
	type mutation struct {
		name string
		want string // in the error
		// change changes game g of the file, or reports that it does not apply.
		change func(g map[string]any) bool
	}
	// fresh starts a game of file game g's kind and table.
	fresh := func(g map[string]any) core.Game {
		kind, err := catalog.Find(g["game"].(string))
		if err != nil {
			t.Fatal(err)
		}
		game, err := kind.New(catalog.Options{Seats: len(g["seats"].([]any))})
		if err != nil {
			t.Fatal(err)
		}
		return game
	}
	outcomes := func(g map[string]any) []map[string]any {
		var out []map[string]any
		for _, s := range g["seats"].([]any) {
			out = append(out, s.(map[string]any))
		}
		return out
	}
	mutations := []mutation{
		{"outcomes swapped", "outcome", func(g map[string]any) bool {
			s := outcomes(g)
			for i := range s {
				if s[i]["outcome"] != s[0]["outcome"] {
					s[0]["outcome"], s[i]["outcome"] = s[i]["outcome"], s[0]["outcome"]
					return true
				}
			}
			return false
		}},
		{"every seat wins", "outcome", func(g map[string]any) bool {
			for _, s := range outcomes(g) {
				s["outcome"] = "win"
			}
			return true
		}},
		{"a draw", "result|outcome", func(g map[string]any) bool {
			for _, s := range outcomes(g) {
				s["outcome"] = "draw"
			}
			g["result"] = "draw"
			return true
		}},
		{"no outcome", "outcome", func(g map[string]any) bool {
			if g["rated"] == true {
				return false // refused by the store's own checks
			}
			outcomes(g)[0]["outcome"] = "none"
			return true
		}},
		{"another result", "result", func(g map[string]any) bool {
			game := fresh(g)
			for seat := range game.Seats() {
				if code := game.SeatCode(seat); code != g["result"] {
					g["result"] = code
					return true
				}
			}
			return false
		}},
		{"a result of the record's words", "result", func(g map[string]any) bool {
			g["result"] = "1-0"
			return true
		}},
		{"a seat dropped", "seat", func(g map[string]any) bool {
			s := g["seats"].([]any)
			g["seats"] = s[:len(s)-1]
			return true
		}},
		{"a seat added", "seat", func(g map[string]any) bool {
			if g["rated"] == true {
				return false // a rated seat needs a profile and a rating
			}
			g["seats"] = append(g["seats"].([]any), map[string]any{"name": "Zed", "outcome": "loss"})
			return true
		}},
		{"an empty record", "empty", func(g map[string]any) bool {
			g["record"] = ""
			return true
		}},
		{"an unfinished record", "not over", func(g map[string]any) bool {
			rec, err := core.RecordText(fresh(g))
			if err != nil {
				t.Fatal(err)
			}
			g["record"] = rec
			return true
		}},
		{"another game's record", "", func(g map[string]any) bool {
			if g["game"] == engine.GameName {
				g["game"] = "Maxima"
			} else {
				g["game"] = engine.GameName
			}
			return true
		}},
		{"ended before it started", "before it started", func(g map[string]any) bool {
			g["ended"] = "1999-01-01T00:00:00Z"
			return true
		}},
	}
	compact, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	before := dump(t, dst)
	tried := 0
	for _, m := range mutations {
		for i := range games {
			var c map[string]any
			if err := json.Unmarshal(file, &c); err != nil {
				t.Fatal(err)
			}
			g := c["games"].([]any)[i].(map[string]any)
			what := fmt.Sprintf("%s, %v seats of %s (rated %v)", m.name, len(g["seats"].([]any)), g["game"], g["rated"])
			if !m.change(g) {
				continue
			}
			tried++
			data, err := json.Marshal(c)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Equal(data, compact) {
				t.Fatalf("%s: the file is not changed", what)
			}
			_, err = dst.Import(ctx, bytes.NewReader(data), importOptions)
			var fe *storage.FileError
			if !errors.Is(err, storage.ErrBadFile) || !errors.As(err, &fe) || !strings.HasPrefix(fe.Path, fmt.Sprintf("games[%d]", i)) ||
				!regexp.MustCompile(m.want).MatchString(err.Error()) {
				t.Errorf("%s: import gave %v", what, err)
			}
		}
	}
	if after := dump(t, dst); after != before {
		t.Errorf("refused files changed the database:\n%s", after)
	}
	t.Logf("%d changed files, each refused", tried)
}

// dump is a database's export without its time.
func dump(t testing.TB, db *storage.DB) string {
	t.Helper()
	var b bytes.Buffer
	if _, err := db.Export(context.Background(), &b); err != nil {
		t.Fatal(err)
	}
	return string(exportedAt.ReplaceAll(b.Bytes(), nil))
}

// FuzzImportPlayed feeds the window's and xima import's import (every
// game checked against its record, ratings worked out again) arbitrary
// files, from a played club's file and changes of it: no panic; a refused
// file is ErrBadFile placed in the file and changes nothing; after an
// accepted one every game of the club is one play could have stored
// (CheckFinished), and importing it again changes nothing.
func FuzzImportPlayed(f *testing.F) {
	_, file := playedClub(f)
	for _, change := range [][2]string{
		{`"outcome":"loss"`, `"outcome":"win"`},
		{`"outcome":"win"`, `"outcome":"draw"`},
		{`"result":"blue"`, `"result":"red"`},
		{`"result":"black"`, `"result":"draw"`},
		{`resign=Red`, ``},
		{`"ended":"20`, `"ended":"19`},
		{`{"name":"","outcome":"win"}`, `{"name":"","outcome":"win"},{"name":"","outcome":"loss"}`},
	} {
		f.Add(bytes.Replace(file, []byte(change[0]), []byte(change[1]), 1))
	}
	f.Add(file) // last: once imported, its games are here by key
	ctx := context.Background()
	db, err := storage.Open(ctx, filepath.Join(f.TempDir(), "fuzz.db"))
	if err != nil {
		f.Fatal(err)
	}
	defer db.Close()
	f.Fuzz(func(t *testing.T, data []byte) {
		before := dump(t, db)
		_, err := db.Import(ctx, bytes.NewReader(data), importOptions)
		if err != nil {
			var fe *storage.FileError
			if !errors.Is(err, storage.ErrBadFile) || !errors.As(err, &fe) || fe.Line < 1 || len(err.Error()) > 1000 {
				t.Fatalf("refused with %.300v", err)
			}
			if dump(t, db) != before {
				t.Fatal("a refused file changed the database")
			}
			return
		}
		games, err := db.SearchGames(ctx, storage.GameFilter{})
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range games {
			if err := CheckFinished(g); err != nil {
				t.Fatalf("import kept a game play could not have stored: %v\n%+v", err, g)
			}
		}
		once := dump(t, db)
		if _, err := db.Import(ctx, bytes.NewReader(data), importOptions); err != nil || dump(t, db) != once {
			t.Fatalf("the second import: %v, or it changed the database", err)
		}
	})
}
