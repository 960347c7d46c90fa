package storage

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func TestProfileNamesStoredExactly(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	for _, name := range []string{
		`O'Brien "The Rock"`,
		`Robert'); DROP TABLE profiles;--`,
		`%_\ LIKE wildcards`,
		"👩‍👩‍👧‍👦 family",
		"Ximá Habana 🇨🇺",
		"名前",
		strings.Repeat("é", MaxNameRunes),
	} {
		p, err := db.CreateProfile(ctx, name, "")
		if err != nil {
			t.Errorf("CreateProfile(%q): %v", name, err)
			continue
		}
		got, err := db.Profile(ctx, p.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Name != name {
			t.Errorf("stored %q, read back %q", name, got.Name)
		}
		if byName, err := db.ProfileByName(ctx, name); err != nil || byName.ID != p.ID {
			t.Errorf("ProfileByName(%q) = %+v, %v", name, byName, err)
		}
	}
	list, err := db.Profiles(ctx, false)
	if err != nil || len(list) != 7 {
		t.Fatalf("Profiles = %d profiles, %v; the tables must all still be there", len(list), err)
	}
}

func TestProfileNamesRefusedClearly(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	for _, c := range []struct{ name, msg string }{
		{"", "empty"},
		{"   ", "empty"},
		{strings.Repeat("a", MaxNameRunes+1), "65 characters, the limit is 64"},
		{strings.Repeat("x", 1000), "1000 characters, the limit is 64"},
		{strings.Repeat("🎲", 1000), "1000 characters, the limit is 64"},
		{"Ana\nBeto", "control character"},
		{"Ana\x00", "control character"},
		{" Ana", "begins or ends with a space"},
		{"Ana ", "begins or ends with a space"},
		{"bad \xff utf-8", "not valid UTF-8"},
	} {
		_, err := db.CreateProfile(ctx, c.name, "")
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("CreateProfile(%.20q) = %v, want ErrInvalid saying %q", c.name, err, c.msg)
		}
	}
	if _, err := db.CreateProfile(ctx, "Ana", "red"); !errors.Is(err, ErrInvalid) {
		t.Errorf("colour red: %v", err)
	}
	if list, _ := db.Profiles(ctx, true); len(list) != 0 {
		t.Errorf("refused names left %d profiles", len(list))
	}
}

func TestProfileNameUniqueIgnoringCase(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	ana := mustProfile(t, db, "Ana")
	elodie := mustProfile(t, db, "Élodie")
	for _, name := range []string{"ana", "ANA", "aNa", "éLODIE", "ÉLODIE"} {
		if _, err := db.CreateProfile(ctx, name, ""); !errors.Is(err, ErrNameTaken) {
			t.Errorf("CreateProfile(%q) = %v, want ErrNameTaken", name, err)
		}
	}
	if err := db.RenameProfile(ctx, elodie.ID, "ana"); !errors.Is(err, ErrNameTaken) {
		t.Errorf("rename onto another's name: %v", err)
	}
	// A profile may change the case of its own name.
	if err := db.RenameProfile(ctx, ana.ID, "ANA"); err != nil {
		t.Fatal(err)
	}
	// An archived profile keeps its name.
	if err := db.ArchiveProfile(ctx, ana.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := db.CreateProfile(ctx, "Ana", ""); !errors.Is(err, ErrNameTaken) {
		t.Errorf("name of an archived profile: %v", err)
	}
	if _, err := db.ProfileByName(ctx, "nobody"); !errors.Is(err, ErrNotFound) {
		t.Errorf("ProfileByName(nobody) = %v", err)
	}
}

func TestRenameArchiveKeepHistory(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	ana, beto := mustProfile(t, db, "Ana"), mustProfile(t, db, "Beto")
	game := ratedGame(t, db, "Xima", ana.ID, beto.ID)

	if err := db.RenameProfile(ctx, ana.ID, "Ana María"); err != nil {
		t.Fatal(err)
	}
	if err := db.SetColour(ctx, ana.ID, "#00AAFF"); err != nil {
		t.Fatal(err)
	}
	if err := db.ArchiveProfile(ctx, ana.ID); err != nil {
		t.Fatal(err)
	}
	p, err := db.Profile(ctx, ana.ID)
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "Ana María" || p.Colour != "#00AAFF" || !p.Archived || p.Rating("Xima").Rating != 1010 {
		t.Errorf("after rename, colour, archive: %+v", p)
	}
	if list, _ := db.Profiles(ctx, false); len(list) != 1 || list[0].Name != "Beto" {
		t.Errorf("Profiles without archived: %+v", list)
	}
	if list, _ := db.Profiles(ctx, true); len(list) != 2 {
		t.Errorf("Profiles with archived: %+v", list)
	}
	if board, _ := db.Leaderboard(ctx, "Xima", 0); len(board) != 1 || board[0].ProfileID != beto.ID {
		t.Errorf("leaderboard shows an archived profile: %+v", board)
	}
	if h, _ := db.History(ctx, ana.ID, "Xima"); len(h) != 1 || h[0].GameID != game {
		t.Errorf("archived profile's history: %+v", h)
	}
	g, err := db.Game(ctx, game)
	if err != nil {
		t.Fatal(err)
	}
	if g.Seats[0].Name != "Ana" {
		t.Errorf("the finished game took the new name: %q", g.Seats[0].Name)
	}
	if err := db.UnarchiveProfile(ctx, ana.ID); err != nil {
		t.Fatal(err)
	}
	if board, _ := db.Leaderboard(ctx, "Xima", 0); len(board) != 2 {
		t.Errorf("unarchived profile not back on the leaderboard: %+v", board)
	}
	for _, err := range []error{
		db.RenameProfile(ctx, 999, "X"), db.ArchiveProfile(ctx, 999), db.SetColour(ctx, 999, ""),
	} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("on a missing profile: %v, want ErrNotFound", err)
		}
	}
}

func TestMergeProfiles(t *testing.T) {
	db := mustOpen(t)
	ctx := context.Background()
	ana, anaM, beto, carla := mustProfile(t, db, "Ana"), mustProfile(t, db, "ana m."), mustProfile(t, db, "Beto"), mustProfile(t, db, "Carla")
	ratedGame(t, db, "Xima", ana.ID, beto.ID)   // Ana 1010
	ratedGame(t, db, "Xima", beto.ID, anaM.ID)  // ana m. 990
	ratedGame(t, db, "Xima", anaM.ID, carla.ID) // ana m. 1000, the latest of the two
	ratedGame(t, db, "Xana", anaM.ID, beto.ID)  // only ana m. played Xana
	casual, err := db.RecordGame(ctx, FinishedGame{Game: "Xima", Mode: "hotseat", Result: "0-1",
		Seats: []Seat{{ProfileID: anaM.ID, Name: "ana m.", Outcome: Loss}, {Name: "Guest", Outcome: Win}}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	saved, err := db.Autosave(ctx, SavedGame{Game: "Xima", Mode: "hotseat",
		Seats: []SavedSeat{{ProfileID: anaM.ID, Name: "ana m."}, {ProfileID: beto.ID, Name: "Beto"}}})
	if err != nil {
		t.Fatal(err)
	}

	if err := db.MergeProfiles(ctx, ana.ID, anaM.ID); err != nil {
		t.Fatal(err)
	}

	p, err := db.Profile(ctx, ana.ID)
	if err != nil {
		t.Fatal(err)
	}
	x, xana := p.Rating("Xima"), p.Rating("Xana")
	if x.Rating != 1000 || x.Games != 3 || x.Wins != 2 || x.Losses != 1 || x.Experience != 20 {
		t.Errorf("merged Xima standing: %+v", x)
	}
	if xana.Rating != 1010 || xana.Games != 1 {
		t.Errorf("merged Xana standing: %+v", xana)
	}
	if h, _ := db.History(ctx, ana.ID, ""); len(h) != 4 {
		t.Errorf("merged history has %d rated games, want 4", len(h))
	}
	if g, _ := db.Game(ctx, casual); g.Seats[0].ProfileID != ana.ID || g.Seats[0].Name != "ana m." {
		t.Errorf("casual game after merge: %+v", g.Seats[0])
	}
	if s, _ := db.LoadSaved(ctx, saved); s.Seats[0].ProfileID != ana.ID {
		t.Errorf("saved game after merge: %+v", s.Seats[0])
	}
	// The old id is an alias; the old name is free.
	if old, err := db.Profile(ctx, anaM.ID); err != nil || old.ID != ana.ID {
		t.Errorf("Profile(old id) = %+v, %v", old, err)
	}
	if _, err := db.ProfileByName(ctx, "ana m."); !errors.Is(err, ErrNotFound) {
		t.Errorf("old name still found: %v", err)
	}
	if list, _ := db.Profiles(ctx, true); len(list) != 3 {
		t.Errorf("Profiles lists the merged-away profile: %+v", list)
	}
	if _, err := db.CreateProfile(ctx, "ana m.", ""); err != nil {
		t.Errorf("old name not free: %v", err)
	}
	if h, _ := db.HeadToHead(ctx, anaM.ID, beto.ID, "Xima"); h.Games != 2 || h.AWins != 1 || h.BWins != 1 {
		t.Errorf("head to head through the alias: %+v", h)
	}
	// Merging into the alias's target again, and chains, stay one step deep.
	if err := db.MergeProfiles(ctx, anaM.ID, ana.ID); !errors.Is(err, ErrInvalid) {
		t.Errorf("merging a profile with itself: %v", err)
	}
	if err := db.MergeProfiles(ctx, carla.ID, ana.ID); err != nil {
		t.Fatal(err)
	}
	if p, _ := db.Profile(ctx, anaM.ID); p.ID != carla.ID {
		t.Errorf("alias of an alias leads to %d, want %d", p.ID, carla.ID)
	}
	checkStandings(t, db)
}

// checkStandings compares every standing with one computed here from the
// history: the rating after the latest rated game, the experience summed.
func checkStandings(t *testing.T, db *DB) {
	t.Helper()
	ctx := context.Background()
	list, err := db.Profiles(ctx, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range list {
		want := map[string]GameRating{}
		h, err := db.History(ctx, p.ID, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range h {
			r := want[e.Game]
			r.Game, r.Rating = e.Game, e.After
			r.Experience += e.Experience
			r.Games++
			switch e.Outcome {
			case Win:
				r.Wins++
			case Draw:
				r.Draws++
			case Loss:
				r.Losses++
			}
			want[e.Game] = r
		}
		if len(p.Ratings) != len(want) {
			t.Errorf("%s: %d standings, history has %d games", p.Name, len(p.Ratings), len(want))
		}
		for _, got := range p.Ratings {
			w := want[got.Game]
			if d := got.Experience - w.Experience; d > 1e-9 || d < -1e-9 {
				t.Errorf("%s %s: experience %v, history sums %v", p.Name, got.Game, got.Experience, w.Experience)
			}
			got.Experience = w.Experience
			if got != w {
				t.Errorf("%s: standing %+v, history gives %+v", p.Name, got, w)
			}
		}
	}
}
