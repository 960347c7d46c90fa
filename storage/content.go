package storage

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"slices"
	"strings"
)

// contentKey returns what identifies a finished game whatever computer
// recorded it and however its record was written: 32 hex digits of a
// SHA-256 over the game's name and result, its day (the record's Date
// tag, or the day it started in local time where the record has none),
// its players' names by seat (case folded; "" for a guest) and the
// record's movetext words (move numbers, comments and result markers left
// out). Import takes a game whose key is here as one already here.
func contentKey(g FinishedGame) string {
	date, words := recordContent(g.Record)
	if date == "" {
		date = g.Started.Local().Format("2006.01.02")
	}
	h := sha256.New()
	field := func(s string) {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	field(foldName(strings.TrimSpace(g.Game)))
	field(g.Result)
	field(date)
	for _, s := range g.Seats {
		field(foldName(s.Name))
	}
	field("")
	for _, w := range words {
		field(w)
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// resultMarkers end a movetext; the Result tag says the same.
var resultMarkers = []string{"*", "1-0", "0-1", "1/2-1/2"}

// recordContent returns a record's Date tag value and its movetext words.
// The store knows no rules: it reads only the layout every game's record
// shares (docs/xima-record.md): tag lines "[Name "value"]" first, then
// words, with "12." numbers and "{...}" comments between them.
func recordContent(record string) (date string, words []string) {
	rest := record
	for rest != "" {
		line, after, _ := strings.Cut(rest, "\n")
		t := strings.TrimSpace(line)
		if t != "" && !(len(t) > 1 && t[0] == '[' && (t[1]|0x20 >= 'a' && t[1]|0x20 <= 'z')) {
			break
		}
		if name, value, ok := strings.Cut(t, `"`); ok && strings.EqualFold(strings.TrimSpace(name[min(1, len(name)):]), "Date") {
			date, _, _ = strings.Cut(value, `"`)
			date = strings.TrimSpace(date)
		}
		rest = after
	}
	for rest != "" {
		before, comment, ok := strings.Cut(rest, "{")
		for _, w := range strings.Fields(before) {
			if d := strings.TrimLeft(w, "0123456789"); d != w && strings.HasPrefix(d, ".") {
				w = strings.TrimLeft(d, ".") // "12." or "12...-G2": the number goes
			}
			if w != "" && !slices.Contains(resultMarkers, w) {
				words = append(words, w)
			}
		}
		if !ok {
			break
		}
		_, rest, _ = strings.Cut(comment, "}")
	}
	return date, words
}

// fillContent gives every finished game its content key: what migration 6
// adds to the games recorded before it. The keys are worked out as the
// rows stream by and written once the reading is done.
func fillContent(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `SELECT f.id, f.game, f.result, f.record, f.started, s.name
		FROM finished f LEFT JOIN seats s ON s.game_id = f.id ORDER BY f.id, s.seat`)
	if err != nil {
		return err
	}
	type keyed struct {
		id  int64
		key string
	}
	var keys []keyed
	var g FinishedGame
	flush := func() {
		if g.ID != 0 {
			keys = append(keys, keyed{g.ID, contentKey(g)})
		}
	}
	for rows.Next() {
		var id, started int64
		var game, result, record string
		var name sql.NullString
		if err := rows.Scan(&id, &game, &result, &record, &started, &name); err != nil {
			rows.Close()
			return err
		}
		if id != g.ID {
			flush()
			g = FinishedGame{ID: id, Game: game, Result: result, Record: record, Started: fromMillis(started)}
		}
		if name.Valid {
			g.Seats = append(g.Seats, Seat{Name: name.String})
		}
	}
	flush()
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, k := range keys {
		if _, err := tx.ExecContext(ctx, `UPDATE finished SET content = ? WHERE id = ?`, k.key, k.id); err != nil {
			return err
		}
	}
	return nil
}
