package storage

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"path/filepath"
	"testing"
	"time"
)

func TestMigrationFilesNumbered(t *testing.T) {
	list := migrationList()
	if len(list) < 2 {
		t.Fatalf("%d migrations", len(list))
	}
	for i, m := range list {
		if m.version != i+1 {
			t.Errorf("migration %d is %s: the files must be numbered 1, 2, 3... without gaps", i+1, m.name)
		}
		if want := fmt.Sprintf("%04d_", m.version); m.name[:5] != want {
			t.Errorf("%s does not start with %s", m.name, want)
		}
	}
}

// seedVersion writes, with plain SQL, data that a file at schema version v
// can hold: what an older Xima would have left in it.
var seedVersion = map[int][]string{
	1: {
		`INSERT INTO profiles (id, uid, name, name_fold, colour, created) VALUES
			(1, '0123456789abcdef0123456789abcdef', 'Ana', 'ANA', '#ff0000', 1700000000000),
			(2, 'fedcba9876543210fedcba9876543210', 'Beto', 'BETO', '', 1700000000000)`,
		`INSERT INTO finished (id, uid, game, mode, rated, result, started, ended, duration_ms, record) VALUES
			(1, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'Xima', 'club', 1, '1-0', 1700000100000, 1700000200000, 100000, '1. -G2 1-0')`,
		`INSERT INTO seats VALUES
			(1, 0, 1, 'Ana', 1, 1000, 1010, 10, 40, 0.9, 90, 5),
			(1, 1, 2, 'Beto', 3, 1000, 990, 10, 50, 1.3, 90, 10)`,
		`INSERT INTO standings VALUES (1, 'Xima', 1010, 5, 1, 1, 0, 0), (2, 'Xima', 990, 10, 1, 0, 0, 1)`,
	},
	2: {
		`INSERT INTO saved (id, game, mode, rated, record, actions, to_move, time_control_ms, started, updated)
			VALUES (1, 'Xima', 'hotseat', 0, '1. -G2 -G4', 2, 0, 600000, 1700000300000, 1700000400000)`,
		`INSERT INTO saved_seats VALUES (1, 0, 1, 'Ana', 590000, 10000), (1, 1, NULL, 'Guest', 595000, 5000)`,
	},
}

// TestMigrateFromEveryVersion leaves a file at each earlier schema version
// (0 is an empty file), fills it as that version could be filled, and
// checks that Open brings it up to date with every row kept.
func TestMigrateFromEveryVersion(t *testing.T) {
	ctx := context.Background()
	latest := len(migrationList())
	for k := 0; k < latest; k++ {
		t.Run(fmt.Sprintf("from version %d", k), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "xima.db")
			raw, err := sql.Open("sqlite3", dsn(path, url.Values{"_foreign_keys": {"1"}, "_txlock": {"immediate"}}))
			if err != nil {
				t.Fatal(err)
			}
			if err := migrate(ctx, raw, k); err != nil {
				t.Fatal(err)
			}
			for v := 1; v <= k; v++ {
				for _, s := range seedVersion[v] {
					if _, err := raw.Exec(s); err != nil {
						t.Fatalf("seed version %d: %v", v, err)
					}
				}
			}
			var version int
			raw.QueryRow("PRAGMA user_version").Scan(&version)
			raw.Close()
			if version != k {
				t.Fatalf("left at version %d, want %d", version, k)
			}

			db := mustOpenPath(t, path)
			if got := queryStrings(t, db.read, "PRAGMA user_version"); got[0] != fmt.Sprint(latest) {
				t.Fatalf("user_version after Open = %s, want %d", got[0], latest)
			}
			integrityCheck(t, db)
			if k >= 1 {
				ana, err := db.ProfileByName(ctx, "ANA")
				if err != nil {
					t.Fatal(err)
				}
				if r := ana.Rating("Xima"); ana.Colour != "#ff0000" || r.Rating != 1010 || r.Wins != 1 {
					t.Errorf("Ana after migrating: %+v", ana)
				}
				h, err := db.History(ctx, ana.ID, "Xima")
				if err != nil || len(h) != 1 || h[0].After != 1010 || h[0].Force != 40 {
					t.Errorf("history after migrating: %+v, %v", h, err)
				}
				board, err := db.Leaderboard(ctx, "Xima", 10)
				if err != nil || len(board) != 2 || board[0].Name != "Ana" {
					t.Errorf("leaderboard after migrating: %+v, %v", board, err)
				}
			}
			if k >= 2 {
				s, err := db.LoadSaved(ctx, 1)
				if err != nil {
					t.Fatal(err)
				}
				if s.Record != "1. -G2 -G4" || s.Seats[0].Left != 590*time.Second || s.Seats[1].Name != "Guest" {
					t.Errorf("saved game after migrating: %+v", s)
				}
			}
			// The migrated file takes new data of every kind.
			p := mustProfile(t, db, "Carla")
			if _, err := db.Autosave(ctx, SavedGame{Game: "Xima", Mode: "hotseat",
				Seats: []SavedSeat{{ProfileID: p.ID, Name: "Carla"}}}); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestOpenMigratedFileAgain: a second Open of an up-to-date file applies
// nothing and changes nothing.
func TestOpenMigratedFileAgain(t *testing.T) {
	path := filepath.Join(t.TempDir(), "xima.db")
	db, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	mustProfile(t, db, "Ana")
	before := snapshot(t, db)
	db.Close()
	again := mustOpenPath(t, path)
	if after := snapshot(t, again); after != before {
		t.Errorf("reopening changed the data:\n%s\nwant\n%s", after, before)
	}
}

// TestMigrationFourStoresCodes: a version-3 file holds results and guest
// names in the words of the language of the day; version 4 keeps codes.
func TestMigrationFourStoresCodes(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "xima.db")
	raw, err := sql.Open("sqlite3", dsn(path, url.Values{"_foreign_keys": {"1"}}))
	if err != nil {
		t.Fatal(err)
	}
	if err := migrate(ctx, raw, 3); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		`INSERT INTO profiles (id, uid, name, name_fold, colour, created) VALUES
			(1, '0123456789abcdef0123456789abcdef', 'Ana', 'ANA', '', 1700000000000)`,
		`INSERT INTO finished (id, uid, game, mode, rated, result, started, ended, duration_ms, record) VALUES
			(1, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1', 'Xana', 'hotseat', 0, 'Blanco', 1, 2, 1, 'r'),
			(2, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2', 'Xima', 'hotseat', 0, 'Red', 1, 2, 1, 'r'),
			(3, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa3', 'Ximaera', 'hotseat', 0, 'Jugador 2', 1, 2, 1, 'r'),
			(4, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa4', 'Maxima', 'hotseat', 0, 'draw', 1, 2, 1, 'r')`,
		`INSERT INTO seats (game_id, seat, profile_id, name, outcome) VALUES
			(1, 0, 1, 'Ana', 1), (1, 1, NULL, 'Invitado Negro', 3),
			(2, 0, NULL, 'Guest Red', 1), (2, 1, NULL, 'Guest of honour', 3),
			(3, 0, 1, 'Ana', 3), (3, 1, 1, 'Ana', 1), (4, 0, 1, 'Ana', 2), (4, 1, 1, 'Ana', 2)`,
		`INSERT INTO saved (id, game, mode, rated, record, actions, to_move, time_control_ms, started, updated)
			VALUES (1, 'Xima', 'hotseat', 0, 'r', 0, 0, 0, 1, 2)`,
		`INSERT INTO saved_seats VALUES (1, 0, NULL, 'Guest Blue', 0, 0), (1, 1, 1, 'Ana', 0, 0)`,
	} {
		if _, err := raw.Exec(s); err != nil {
			t.Fatal(err)
		}
	}
	raw.Close()
	db := mustOpenPath(t, path)
	for query, want := range map[string]string{
		"SELECT group_concat(result, ',') FROM (SELECT result FROM finished ORDER BY id)":            "white,red,2,draw",
		"SELECT group_concat(name, ',') FROM (SELECT name FROM seats ORDER BY game_id, seat)":        "Ana,,,Guest of honour,Ana,Ana,Ana,Ana",
		"SELECT group_concat(name, ',') FROM (SELECT name FROM saved_seats ORDER BY saved_id, seat)": ",Ana",
		"SELECT increment_ms FROM saved": "0",
	} {
		if got := queryStrings(t, db.read, query); got[0] != want {
			t.Errorf("%s = %q, want %q", query, got[0], want)
		}
	}
	sv, err := db.LoadSaved(ctx, 1)
	if err != nil || sv.Seats[0].Name != "" || sv.Increment != 0 {
		t.Fatalf("LoadSaved = %+v, %v", sv, err)
	}
}
