package storage

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// BenchmarkAutosave measures one autosave: a game of two profiles with a
// record of 80 actions, its clocks and the side to move, committed to disk.
func BenchmarkAutosave(b *testing.B) {
	db := mustOpen(b)
	ctx := context.Background()
	ana, beto := mustProfile(b, db, "Ana"), mustProfile(b, db, "Beto")
	var record strings.Builder
	record.WriteString("[Game \"Xima\"]\n[White \"Ana\"]\n[Black \"Beto\"]\n\n")
	for i := 1; i <= 40; i++ {
		fmt.Fprintf(&record, "%d. -G%d -F%d ", i, i%13+1, (i+5)%13+1)
	}
	s := SavedGame{Game: "Xima", Mode: "hotseat", Rated: true, Record: record.String(), Actions: 80,
		TimeControl: time.Hour, Seats: []SavedSeat{
			{ProfileID: ana.ID, Name: "Ana", Left: time.Hour},
			{ProfileID: beto.ID, Name: "Beto", Left: time.Hour},
		}}
	var err error
	if s.ID, err = db.Autosave(ctx, s); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		s.Actions++
		s.ToMove = s.Actions % 2
		s.Seats[s.ToMove].Left -= time.Second
		s.Seats[s.ToMove].Used += time.Second
		if _, err := db.Autosave(ctx, s); err != nil {
			b.Fatal(err)
		}
	}
}

// bigClub fills db with members profiles and games rated two-player games
// among them, nine in ten of them Xima, in one transaction, and computes
// the standings.
func bigClub(b *testing.B, db *DB, members, games int) []int64 {
	b.Helper()
	ctx := context.Background()
	ids := make([]int64, members)
	names := make(map[int64]string, members)
	err := db.update(ctx, func(tx *sql.Tx) error {
		for i := range ids {
			name := fmt.Sprintf("Member %04d", i)
			res, err := tx.ExecContext(ctx, `INSERT INTO profiles (uid, name, name_fold, created) VALUES (?, ?, ?, ?)`,
				newKey(), name, foldName(name), millis(epoch))
			if err != nil {
				return err
			}
			if ids[i], err = res.LastInsertId(); err != nil {
				return err
			}
			names[ids[i]] = name
		}
		game, err := tx.PrepareContext(ctx, `INSERT INTO finished
			(uid, game, mode, rated, result, started, ended, duration_ms, record)
			VALUES (?, ?, 'club', 1, '1-0', ?, ?, 1800000, '1. -G2 -G4 1-0')`)
		if err != nil {
			return err
		}
		seat, err := tx.PrepareContext(ctx, `INSERT INTO seats
			(game_id, seat, profile_id, name, outcome, rating_before, rating_after, delta, force, power, level, experience)
			VALUES (?, ?, ?, ?, ?, ?, ?, 7.5, 40, 1, 90, 3)`)
		if err != nil {
			return err
		}
		type standing struct {
			profile int64
			game    string
		}
		rating := make(map[standing]float64)
		for g := range games {
			name := "Xima"
			if g%10 == 9 {
				name = "Xana"
			}
			start := millis(epoch) + int64(g)*60000
			res, err := game.ExecContext(ctx, newKey(), name, start, start+1800000)
			if err != nil {
				return err
			}
			id, _ := res.LastInsertId()
			w, l := ids[(g*7)%members], ids[(g*13+1)%members]
			if w == l {
				l = ids[(g*13+2)%members]
			}
			for s, p := range []int64{w, l} {
				k := standing{p, name}
				before := rating[k]
				if before == 0 {
					before = StartRating
				}
				after, out := before+7.5, Win
				if s == 1 {
					after, out = before-7.5, Loss
				}
				rating[k] = after
				if _, err := seat.ExecContext(ctx, id, s, p, names[p], out, before, after); err != nil {
					return err
				}
			}
		}
		for _, id := range ids {
			if err := refreshStandings(ctx, tx, id); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	return ids
}

// BenchmarkLeaderboard reads the whole Xima leaderboard of a club of 1,000
// members with 100,000 rated games.
func BenchmarkLeaderboard(b *testing.B) {
	db := mustOpen(b)
	bigClub(b, db, 1000, 100000)
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		board, err := db.Leaderboard(ctx, "Xima", 0)
		if err != nil {
			b.Fatal(err)
		}
		if len(board) != 1000 {
			b.Fatalf("%d lines", len(board))
		}
	}
}

// BenchmarkRecordRatedGame records one rated game in that club: the game,
// its rating rows and both players' standings computed again.
func BenchmarkRecordRatedGame(b *testing.B) {
	db := mustOpen(b)
	ids := bigClub(b, db, 1000, 100000)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		ratedGame(b, db, "Xima", ids[i%1000], ids[(i+1)%1000])
		i++
	}
}

// BenchmarkOpenClub opens the club's file: the lock, the read-only checks
// (quick_check reads every page) and the pools.
func BenchmarkOpenClub(b *testing.B) {
	db := mustOpen(b)
	bigClub(b, db, 1000, 100000)
	path := db.Path()
	if err := db.Close(); err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	for b.Loop() {
		db, err := Open(ctx, path)
		if err != nil {
			b.Fatal(err)
		}
		db.Close()
	}
}

// BenchmarkUIDuringAutosave measures what the UI waits for while a
// background goroutine autosaves a game without pause: one round of
// profiles, leaderboard and saved game (a rename one round in ten).
func BenchmarkUIDuringAutosave(b *testing.B) {
	db := mustOpen(b)
	ctx := context.Background()
	var ids []int64
	for i := range 10 {
		ids = append(ids, mustProfile(b, db, fmt.Sprintf("Player %d", i)).ID)
	}
	for i := range 30 {
		ratedGame(b, db, "Xima", ids[i%10], ids[(i+3)%10])
	}
	s := SavedGame{Game: "Xima", Mode: "hotseat", Seats: []SavedSeat{{ProfileID: ids[0], Name: "Player 0"}, {Name: "Guest"}}}
	var err error
	if s.ID, err = db.Autosave(ctx, s); err != nil {
		b.Fatal(err)
	}
	id := s.ID
	stop := make(chan struct{})
	saver := make(chan error, 1)
	go func() {
		for {
			select {
			case <-stop:
				saver <- nil
				return
			default:
			}
			s.Actions++
			s.Record += " a"
			if _, err := db.Autosave(ctx, s); err != nil {
				saver <- err
				return
			}
		}
	}()
	seen, i := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		if err := uiRound(ctx, db, ids[1], id, i, &seen); err != nil {
			b.Fatal(err)
		}
		i++
	}
	close(stop)
	if err := <-saver; err != nil {
		b.Fatal(err)
	}
}

// BenchmarkReadDuringWrite measures a read made while a write transaction
// is open, as during a long import: it must not wait for the writer.
func BenchmarkReadDuringWrite(b *testing.B) {
	db := mustOpen(b)
	ctx := context.Background()
	mustProfile(b, db, "Ana")
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `UPDATE profiles SET colour = '#000000'`); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := db.Profiles(ctx, false); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpenLocked measures how long Open takes to refuse a database
// another DB of the process holds: it waits lockWaitMillis for a copy that
// is just closing, then reports ErrLocked.
func BenchmarkOpenLocked(b *testing.B) {
	db := mustOpen(b)
	ctx := context.Background()
	for b.Loop() {
		if _, err := Open(ctx, db.Path()); !errors.Is(err, ErrLocked) {
			b.Fatalf("Open = %v, want ErrLocked", err)
		}
	}
}

// BenchmarkExportClub exports the club of 1,000 members and 100,000 rated
// games: integrity and foreign key checks, every row read and checked.
func BenchmarkExportClub(b *testing.B) {
	db := mustOpen(b)
	bigClub(b, db, 1000, 100000)
	ctx := context.Background()
	var n int
	for b.Loop() {
		var buf bytes.Buffer
		if _, err := db.Export(ctx, &buf); err != nil {
			b.Fatal(err)
		}
		n = buf.Len()
	}
	b.ReportMetric(float64(n)/(1<<20), "MiB/file")
}

// BenchmarkImportClub imports that club's file into an empty database:
// read and checked, written, standings computed, integrity checked.
func BenchmarkImportClub(b *testing.B) {
	src := mustOpen(b)
	bigClub(b, src, 1000, 100000)
	ctx := context.Background()
	var buf bytes.Buffer
	if _, err := src.Export(ctx, &buf); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		b.StopTimer()
		db := mustOpen(b)
		b.StartTimer()
		if _, err := db.Import(ctx, bytes.NewReader(buf.Bytes()), ImportOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFillContent is migration 6's Go work on that club: every
// game's content key worked out from its record and seats, and written.
func BenchmarkFillContent(b *testing.B) {
	db := mustOpen(b)
	bigClub(b, db, 1000, 100000)
	ctx := context.Background()
	for b.Loop() {
		err := db.update(ctx, func(tx *sql.Tx) error { return fillContent(ctx, tx) })
		if err != nil {
			b.Fatal(err)
		}
	}
}
