package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"
)

// Event is a club event: a round robin or a Swiss of one game among the
// club's profiles, with the rounds paired so far and their results. The
// store keeps what the pairing code decided; it knows no pairing rule.
type Event struct {
	ID          int64
	Name        string
	Game        string // "Xima", "Xana"...
	Variant     string // the game's variant ("sport", "8"); "" for the usual
	Format      string // the pairing's code: "round-robin", "double-round-robin", "swiss"
	Rounds      int    // the rounds planned
	TableSize   int    // players at a table, at most
	TimeControl time.Duration
	Increment   time.Duration
	Created     time.Time // set by CreateEvent
	Members     []EventMember
	// Tables are the rounds paired so far, by round and number; Events
	// leaves them out and counts the rounds in Paired.
	Tables []EventTable
	Paired int
}

// EventMember is one member of an event, numbered by its place in
// Members (its seed).
type EventMember struct {
	ProfileID int64
	Name      string // the profile's name now; CreateEvent ignores it
}

// How a table was decided, as EventTable.Decided keeps it.
const (
	DecidedBye   = "bye"   // a member alone: a win
	DecidedTyped = "typed" // a result typed in, no game behind it
	DecidedGame  = "game"  // a finished game (GameID) decided it
)

// TypedMode is the mode of a finished game stored for a result typed in:
// a rated game without moves that ends as the result says.
const TypedMode = "typed"

// EventTable is one table of a round: its members by seat, and, once
// decided, the winning seat (-1 for a draw) and how it was decided.
type EventTable struct {
	ID      int64
	Round   int   // from 1
	Number  int   // from 1 in its round
	Seats   []int // member numbers in seat order; one for a bye
	Winner  int
	Decided string // "" while undecided, or a Decided code
	GameID  int64  // the finished game that decided it, or 0
	// Typed is set when that game is a result typed in (mode TypedMode),
	// which CorrectResult may replace.
	Typed bool
	// Started is the start of the game begun for the table (BeginGame);
	// zero when none was. SavedID is that game while it is in progress
	// (saved, unfinished), or 0.
	Started time.Time
	SavedID int64
}

// CreateEvent stores a new event with its members and its first round's
// tables (e.Tables, round 1, or none), in one transaction, and returns it
// as stored. Members are distinct profiles, at least two; a table seats 1
// (a bye, decided at once) to TableSize members, each at most once.
func (db *DB) CreateEvent(ctx context.Context, e Event) (Event, error) {
	if err := checkEvent(e); err != nil {
		return Event{}, fmt.Errorf("create event: %w", err)
	}
	e.Created = db.now()
	err := db.update(ctx, func(tx *sql.Tx) error {
		seen := make(map[int64]bool, len(e.Members))
		for i, m := range e.Members {
			id, err := resolve(ctx, tx, m.ProfileID)
			if err != nil {
				return fmt.Errorf("member %d: %w", i+1, err)
			}
			if seen[id] {
				return fmt.Errorf("member %d: %w: profile %d is a member twice", i+1, ErrInvalid, m.ProfileID)
			}
			seen[id] = true
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO events
			(name, game, variant, format, rounds, table_size, time_control_ms, increment_ms, created)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			e.Name, e.Game, e.Variant, e.Format, e.Rounds, e.TableSize,
			e.TimeControl.Milliseconds(), e.Increment.Milliseconds(), millis(e.Created))
		if err != nil {
			return err
		}
		if e.ID, err = res.LastInsertId(); err != nil {
			return err
		}
		for i, m := range e.Members {
			if _, err := tx.ExecContext(ctx, `INSERT INTO event_members (event_id, number, profile_id)
				VALUES (?, ?, ?)`, e.ID, i, m.ProfileID); err != nil {
				return err
			}
		}
		if len(e.Tables) > 0 {
			if err := insertRound(ctx, tx, e, 1, e.Tables); err != nil {
				return err
			}
		}
		e, err = loadEvent(ctx, tx, e.ID)
		return err
	})
	if err != nil {
		return Event{}, fmt.Errorf("create event %s: %w", quote(e.Name), err)
	}
	return e, nil
}

// checkEvent validates what an event's fields can be checked for without
// the database.
func checkEvent(e Event) error {
	if err := checkName(e.Name); err != nil {
		return err
	}
	if err := checkLabel("game", e.Game, false); err != nil {
		return err
	}
	if err := checkLabel("variant", e.Variant, true); err != nil {
		return err
	}
	if err := checkLabel("format", e.Format, false); err != nil {
		return err
	}
	switch {
	case len(e.Members) < 2:
		return fmt.Errorf("%w: %d members, want 2 at least", ErrInvalid, len(e.Members))
	case e.Rounds < 1:
		return fmt.Errorf("%w: %d rounds, want 1 at least", ErrInvalid, e.Rounds)
	case e.TableSize < 2 || e.TableSize > MaxSeats:
		return fmt.Errorf("%w: tables of %d, want 2 to %d", ErrInvalid, e.TableSize, MaxSeats)
	case e.TimeControl < 0 || e.Increment < 0:
		return fmt.Errorf("%w: negative time control", ErrInvalid)
	}
	for _, t := range e.Tables {
		if t.Round != 1 {
			return fmt.Errorf("%w: a new event's tables are round 1's, not round %d's", ErrInvalid, t.Round)
		}
	}
	return nil
}

// AddRound stores round, the event's next round, its tables numbered in
// order, in one transaction. It refuses a round that is not the next one
// (paired meanwhile, say), one beyond the planned ones, and one while the
// last round has a table undecided (games finished since are counted
// first).
func (db *DB) AddRound(ctx context.Context, eventID int64, round int, tables []EventTable) error {
	err := db.update(ctx, func(tx *sql.Tx) error {
		e, err := loadEvent(ctx, tx, eventID)
		if err != nil {
			return err
		}
		if e, err = settle(ctx, tx, e); err != nil {
			return err
		}
		switch {
		case round != e.Paired+1:
			return fmt.Errorf("%w: round %d is not the next: %d are paired", ErrInvalid, round, e.Paired)
		case round > e.Rounds:
			return fmt.Errorf("%w: all %d rounds are paired", ErrInvalid, e.Rounds)
		}
		for _, t := range e.Tables {
			if t.Round == e.Paired && t.Decided == "" {
				return fmt.Errorf("%w: round %d, table %d is undecided", ErrInvalid, t.Round, t.Number)
			}
		}
		return insertRound(ctx, tx, e, round, tables)
	})
	if err != nil {
		return fmt.Errorf("event %d: add round %d: %w", eventID, round, err)
	}
	return nil
}

// insertRound writes round's tables, numbered from 1; a bye is decided.
func insertRound(ctx context.Context, tx *sql.Tx, e Event, round int, tables []EventTable) error {
	if len(tables) == 0 {
		return fmt.Errorf("%w: round %d has no table", ErrInvalid, round)
	}
	seated := make([]bool, len(e.Members))
	for i, t := range tables {
		if len(t.Seats) < 1 || len(t.Seats) > e.TableSize {
			return fmt.Errorf("%w: round %d, table %d: %d seats at tables of %d", ErrInvalid, round, i+1, len(t.Seats), e.TableSize)
		}
		for _, m := range t.Seats {
			if m < 0 || m >= len(e.Members) || seated[m] {
				return fmt.Errorf("%w: round %d, table %d: member %d is not a member or sits twice", ErrInvalid, round, i+1, m)
			}
			seated[m] = true
		}
		var winner any
		decided := ""
		if len(t.Seats) == 1 {
			winner, decided = 0, DecidedBye
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO event_tables (event_id, round, number, winner, decided)
			VALUES (?, ?, ?, ?, ?)`, e.ID, round, i+1, winner, decided)
		if err != nil {
			return err
		}
		id, err := res.LastInsertId()
		if err != nil {
			return err
		}
		for seat, m := range t.Seats {
			if _, err := tx.ExecContext(ctx, `INSERT INTO event_seats (table_id, seat, member) VALUES (?, ?, ?)`,
				id, seat, m); err != nil {
				return err
			}
		}
	}
	return nil
}

// SetResult decides a table by a result typed in: winner is the winning
// seat, or -1 for a draw. A table of the last round only, not a bye, not
// one a finished game decided, and not while its game is in progress.
func (db *DB) SetResult(ctx context.Context, tableID int64, winner int) error {
	err := db.changeTable(ctx, tableID, false, func(tx *sql.Tx, _ Event, t EventTable) error {
		if winner < -1 || winner >= len(t.Seats) {
			return fmt.Errorf("%w: no seat %d at a table of %d", ErrInvalid, winner, len(t.Seats))
		}
		_, err := tx.ExecContext(ctx, `UPDATE event_tables SET winner = ?, decided = ? WHERE id = ?`,
			winner, DecidedTyped, tableID)
		return err
	})
	if err != nil {
		return fmt.Errorf("event table %d: set result: %w", tableID, err)
	}
	return nil
}

// BeginGame notes that a game is starting for a table at now, the
// players' clock, and returns its start: now to the millisecond, or a
// little before, a time that no other game of the event's game, saved or
// finished, and no other table has. The caller saves the
// game with that start (SavedGame.Started) and these players; from then on
// Event finds it, and once it is finished, decides the table by it. The
// table must be undecided, of the last round, without a game in
// progress.
func (db *DB) BeginGame(ctx context.Context, tableID int64, now time.Time) (time.Time, error) {
	start := now.Truncate(time.Millisecond)
	err := db.changeTable(ctx, tableID, false, func(tx *sql.Tx, _ Event, t EventTable) error {
		if t.Decided != "" {
			return fmt.Errorf("%w: round %d, table %d has its result", ErrInvalid, t.Round, t.Number)
		}
		var game string
		if err := tx.QueryRowContext(ctx, `SELECT e.game FROM events e JOIN event_tables t ON t.event_id = e.id
			WHERE t.id = ?`, tableID).Scan(&game); err != nil {
			return err
		}
		for {
			var taken bool
			err := tx.QueryRowContext(ctx, `SELECT
				EXISTS (SELECT 1 FROM saved WHERE game = ?1 AND started = ?2) OR
				EXISTS (SELECT 1 FROM finished WHERE game = ?1 AND started = ?2) OR
				EXISTS (SELECT 1 FROM event_tables WHERE started = ?2)`, game, millis(start)).Scan(&taken)
			if err != nil {
				return err
			}
			if !taken {
				break
			}
			start = start.Add(-time.Millisecond) // earlier, never later than now: a game's time is never negative
		}
		_, err := tx.ExecContext(ctx, `UPDATE event_tables SET started = ? WHERE id = ?`, millis(start), tableID)
		return err
	})
	if err != nil {
		return time.Time{}, fmt.Errorf("event table %d: begin game: %w", tableID, err)
	}
	return start, nil
}

// changeTable runs fn in a write transaction on a table that takes a
// result or a game: its event settled first, the table of the last round,
// not a bye, not decided by a game (but for a result typed in, when typed
// is set), no game in progress for it.
func (db *DB) changeTable(ctx context.Context, tableID int64, typed bool, fn func(tx *sql.Tx, e Event, t EventTable) error) error {
	return db.update(ctx, func(tx *sql.Tx) error {
		var eventID int64
		err := tx.QueryRowContext(ctx, `SELECT event_id FROM event_tables WHERE id = ?`, tableID).Scan(&eventID)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		e, err := loadEvent(ctx, tx, eventID)
		if err != nil {
			return err
		}
		if e, err = settle(ctx, tx, e); err != nil {
			return err
		}
		i := slices.IndexFunc(e.Tables, func(t EventTable) bool { return t.ID == tableID })
		t := e.Tables[i]
		switch {
		case t.Round != e.Paired:
			return fmt.Errorf("%w: round %d is over: round %d is paired on its results", ErrInvalid, t.Round, e.Paired)
		case t.Decided == DecidedBye:
			return fmt.Errorf("%w: round %d, table %d is a bye", ErrInvalid, t.Round, t.Number)
		case t.Decided == DecidedGame && !(typed && t.Typed):
			return fmt.Errorf("%w: round %d, table %d was decided by game %d", ErrInvalid, t.Round, t.Number, t.GameID)
		case t.SavedID != 0:
			return fmt.Errorf("%w: round %d, table %d has a game in progress (saved game %d)", ErrInvalid, t.Round, t.Number, t.SavedID)
		}
		return fn(tx, e, t)
	})
}

// CorrectResult corrects the result of a table of the last round paired
// that was typed in (SetResult, or a game of mode TypedMode), or types it
// in: winner is the winning seat, or -1 for a draw; game is the rated game
// without moves (mode TypedMode, the table's members' profiles at its
// seats) that keeps it in the history, or nil for a result that counts for
// the standings only. In one transaction the table's typed game, if it had
// one, is deleted, game takes its place in date order (its end; now when
// there was none), every rated game of the event's game from that place
// on is rated again by rate, in order, and its players' standings follow.
// A bye, a table decided by a game played, one with a game in progress and
// a table of an earlier round (the next round is paired on its result) are
// refused.
func (db *DB) CorrectResult(ctx context.Context, tableID int64, winner int, game *FinishedGame, rate Rater) error {
	err := db.changeTable(ctx, tableID, true, func(tx *sql.Tx, e Event, t EventTable) error {
		if winner < -1 || winner >= len(t.Seats) {
			return fmt.Errorf("%w: no seat %d at a table of %d", ErrInvalid, winner, len(t.Seats))
		}
		touched := make(map[int64]bool)
		var from *gamePlace
		if t.Decided == DecidedGame {
			old := gamePlace{id: t.GameID}
			if err := tx.QueryRowContext(ctx, `SELECT ended, content FROM finished WHERE id = ?`, old.id).
				Scan(&old.ended, &old.content); err != nil {
				return err
			}
			from = &old
			for _, q := range []string{`UPDATE event_tables SET game_id = NULL WHERE game_id = ?1`,
				`DELETE FROM seats WHERE game_id = ?1`, `DELETE FROM finished WHERE id = ?1`} {
				if _, err := tx.ExecContext(ctx, q, old.id); err != nil {
					return err
				}
			}
		}
		decided, gameID := DecidedTyped, any(nil)
		if game != nil {
			g, err := typedGame(e, t, winner, *game)
			if err != nil {
				return err
			}
			g.Ended = db.now()
			if from != nil {
				g.Ended = fromMillis(from.ended)
			}
			if g.Started.IsZero() || g.Started.After(g.Ended) {
				g.Started = g.Ended
			}
			if err := checkGame(g); err != nil {
				return err
			}
			place := gamePlace{ended: millis(g.Ended), content: contentKey(g)}
			if place.id, err = insertGame(ctx, tx, g, place.content); err != nil {
				return err
			}
			if from == nil || place.before(*from) {
				from = &place
			}
			decided, gameID = DecidedGame, place.id
		}
		if _, err := tx.ExecContext(ctx, `UPDATE event_tables SET winner = ?, decided = ?, game_id = ? WHERE id = ?`,
			winner, decided, gameID, tableID); err != nil {
			return err
		}
		if from == nil {
			return nil
		}
		if _, err := rechain(ctx, tx, e.Game, *from, rate, touched); err != nil {
			return err
		}
		for _, m := range t.Seats {
			touched[e.Members[m].ProfileID] = true
		}
		for p := range touched {
			if err := refreshStandings(ctx, tx, p); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("event table %d: correct result: %w", tableID, err)
	}
	return nil
}

// typedGame checks g, a result typed in for table t of event e: the
// event's game, mode TypedMode, rated, the members' profiles at their
// seats and the outcomes winner says. Its rating changes are stand-ins
// (CorrectResult rates it in its place); its key is new.
func typedGame(e Event, t EventTable, winner int, g FinishedGame) (FinishedGame, error) {
	if g.Game != e.Game || g.Mode != TypedMode || !g.Rated || len(g.Seats) != len(t.Seats) {
		return g, fmt.Errorf("%w: a typed result is a rated %s game of mode %s with %d seats", ErrInvalid, e.Game, TypedMode, len(t.Seats))
	}
	g.Seats = slices.Clone(g.Seats)
	for s, m := range t.Seats {
		want := Loss
		switch {
		case winner < 0:
			want = Draw
		case s == winner:
			want = Win
		}
		if g.Seats[s].ProfileID != e.Members[m].ProfileID || g.Seats[s].Outcome != want {
			return g, fmt.Errorf("%w: seat %d of the typed result is not member %d with outcome %s", ErrInvalid, s, m, want)
		}
		g.Seats[s].Rating = RatingChange{Before: StartRating, After: StartRating}
	}
	g.Key = newKey()
	return g, nil
}

// Event returns the event with its members and every table paired. First,
// in the same transaction, each table whose game has finished since is
// decided by it (its winner, or a draw, and the game's id).
func (db *DB) Event(ctx context.Context, id int64) (Event, error) {
	var e Event
	err := db.update(ctx, func(tx *sql.Tx) error {
		var err error
		if e, err = loadEvent(ctx, tx, id); err != nil {
			return err
		}
		e, err = settle(ctx, tx, e)
		return err
	})
	if err != nil {
		return Event{}, fmt.Errorf("event %d: %w", id, err)
	}
	return e, nil
}

// EventOfGame returns the id of the event a game of game started at
// started was begun for (BeginGame), or 0 when it was no event's.
func (db *DB) EventOfGame(ctx context.Context, game string, started time.Time) (int64, error) {
	var id int64
	err := db.view(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `SELECT e.id FROM event_tables t JOIN events e ON e.id = t.event_id
			WHERE t.started = ? AND e.game = ? ORDER BY t.id LIMIT 1`, millis(started), game).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("event of the %s game started %s: %w", game, started.UTC().Format(msTime), err)
	}
	return id, nil
}

// Events lists the events, the newest first, with their members and the
// rounds paired, without their tables.
func (db *DB) Events(ctx context.Context) ([]Event, error) {
	var list []Event
	err := db.view(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT `+eventColumns+` FROM events e ORDER BY e.created DESC, e.id DESC`)
		if err != nil {
			return err
		}
		for rows.Next() {
			e, err := scanEvent(rows)
			if err != nil {
				rows.Close()
				return err
			}
			list = append(list, e)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for i := range list {
			if list[i].Members, err = loadMembers(ctx, tx, list[i].ID); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("events: %w", err)
	}
	return list, nil
}

// DeleteEvent deletes an event with its rounds. The games played for it
// stay in the history, and its games in progress stay saved.
func (db *DB) DeleteEvent(ctx context.Context, id int64) error {
	return db.deleteRow(ctx, "events", id, "delete event")
}

const eventColumns = `e.id, e.name, e.game, e.variant, e.format, e.rounds, e.table_size,
	e.time_control_ms, e.increment_ms, e.created,
	(SELECT coalesce(max(t.round), 0) FROM event_tables t WHERE t.event_id = e.id)`

func scanEvent(row interface{ Scan(...any) error }) (Event, error) {
	var e Event
	var tc, inc, created int64
	err := row.Scan(&e.ID, &e.Name, &e.Game, &e.Variant, &e.Format, &e.Rounds, &e.TableSize,
		&tc, &inc, &created, &e.Paired)
	e.TimeControl, e.Increment = time.Duration(tc)*time.Millisecond, time.Duration(inc)*time.Millisecond
	e.Created = fromMillis(created)
	return e, err
}

// loadMembers reads an event's members with their profiles' names now.
func loadMembers(ctx context.Context, tx *sql.Tx, eventID int64) ([]EventMember, error) {
	rows, err := tx.QueryContext(ctx, `SELECT p.id, p.name FROM event_members m
		JOIN profiles a ON a.id = m.profile_id
		JOIN profiles p ON p.id = coalesce(a.merged_into, a.id)
		WHERE m.event_id = ? ORDER BY m.number`, eventID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var members []EventMember
	for rows.Next() {
		var m EventMember
		if err := rows.Scan(&m.ProfileID, &m.Name); err != nil {
			return nil, err
		}
		members = append(members, m)
	}
	return members, rows.Err()
}

// loadEvent reads an event whole, its tables as stored (unsettled).
func loadEvent(ctx context.Context, tx *sql.Tx, id int64) (Event, error) {
	e, err := scanEvent(tx.QueryRowContext(ctx, `SELECT `+eventColumns+` FROM events e WHERE e.id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Event{}, ErrNotFound
	}
	if err != nil {
		return Event{}, err
	}
	if e.Members, err = loadMembers(ctx, tx, id); err != nil {
		return Event{}, err
	}
	rows, err := tx.QueryContext(ctx, `SELECT t.id, t.round, t.number, coalesce(t.winner, -1), t.decided,
		coalesce(t.game_id, 0), coalesce(f.mode = ?, 0), t.started FROM event_tables t
		LEFT JOIN finished f ON f.id = t.game_id
		WHERE t.event_id = ? ORDER BY t.round, t.number`, TypedMode, id)
	if err != nil {
		return Event{}, err
	}
	for rows.Next() {
		var t EventTable
		var started sql.NullInt64
		if err := rows.Scan(&t.ID, &t.Round, &t.Number, &t.Winner, &t.Decided, &t.GameID, &t.Typed, &started); err != nil {
			rows.Close()
			return Event{}, err
		}
		if started.Valid {
			t.Started = fromMillis(started.Int64)
		}
		e.Tables = append(e.Tables, t)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return Event{}, err
	}
	for i := range e.Tables {
		if e.Tables[i].Seats, err = queryInts[int](ctx, tx, `SELECT member FROM event_seats WHERE table_id = ? ORDER BY seat`,
			e.Tables[i].ID); err != nil {
			return Event{}, err
		}
	}
	return e, nil
}

// settle looks for the game of each undecided table with a game begun:
// while it is saved the table notes it (SavedID); once it is finished it
// decides the table. The game is the one of the event's game with the
// table's start and its members, by profile, in seat order.
func settle(ctx context.Context, tx *sql.Tx, e Event) (Event, error) {
	for i := range e.Tables {
		t := &e.Tables[i]
		if t.Started.IsZero() || t.Decided != "" {
			continue
		}
		players := make([]int64, len(t.Seats))
		for s, m := range t.Seats {
			players[s] = e.Members[m].ProfileID
		}
		saved, err := queryInts[int64](ctx, tx, `SELECT id FROM saved WHERE game = ? AND started = ? ORDER BY id`,
			e.Game, millis(t.Started))
		if err != nil {
			return e, err
		}
		for _, id := range saved {
			seated, err := queryInts[int64](ctx, tx, `SELECT coalesce(profile_id, 0) FROM saved_seats
				WHERE saved_id = ? ORDER BY seat`, id)
			if err != nil {
				return e, err
			}
			if slices.Equal(seated, players) {
				t.SavedID = id
				break
			}
		}
		if t.SavedID != 0 {
			continue
		}
		finished, err := queryInts[int64](ctx, tx, `SELECT id FROM finished WHERE game = ? AND started = ? ORDER BY id`,
			e.Game, millis(t.Started))
		if err != nil {
			return e, err
		}
		for _, id := range finished {
			seats, err := loadSeats(ctx, tx, id)
			if err != nil {
				return e, err
			}
			if !sameProfiles(seats, players) {
				continue
			}
			t.Winner, t.Decided, t.GameID = -1, DecidedGame, id
			if err := tx.QueryRowContext(ctx, `SELECT mode = ? FROM finished WHERE id = ?`, TypedMode, id).Scan(&t.Typed); err != nil {
				return e, err
			}
			for s, seat := range seats {
				if seat.Outcome == Win {
					t.Winner = s
				}
			}
			if _, err := tx.ExecContext(ctx, `UPDATE event_tables SET winner = ?, decided = ?, game_id = ? WHERE id = ?`,
				t.Winner, t.Decided, t.GameID, t.ID); err != nil {
				return e, err
			}
			break
		}
	}
	return e, nil
}

// sameProfiles reports whether seats are players' profiles in order.
func sameProfiles(seats []Seat, players []int64) bool {
	return slices.EqualFunc(seats, players, func(s Seat, p int64) bool { return s.ProfileID == p })
}

// queryInts runs a query of one integer column.
func queryInts[T int | int64](ctx context.Context, tx *sql.Tx, query string, args ...any) ([]T, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var v T
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}
