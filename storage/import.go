package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// ImportStats says what an import added.
type ImportStats struct {
	ProfilesAdded int
	GamesAdded    int
	GamesPresent  int      // games the club had already (by key, or by content), left as they are
	Renamed       []Rename // added profiles whose name another profile had
	Linked        int      // players linked to a profile here by name or by the user's word
	Guests        int      // players kept as guests (no profile)
	Unrated       int      // rated games added as casual: a player of theirs was kept as a guest
	Rerated       int      // rated games whose ratings were worked out again in date order
}

// Rename is an imported profile stored under another name because a
// different profile already had its name. Key is the file's key, "" for
// a name from a record file.
type Rename struct {
	Key, From, To string
}

// Rater works out the rating changes of a finished rated game by its
// rules (the store knows none) from its players' ratings before it, in
// seat order.
type Rater func(game, record string, before []float64) ([]RatingChange, error)

// ImportOptions are what Import checks beyond the club file's own rules,
// and what it does with the file's players.
type ImportOptions struct {
	// CheckGame, when not nil, says why a game of the file is not one play
	// could have stored: its record replayed by the game's own rules (the
	// store knows none) against its result, its seats and their outcomes
	// in seat order, and whether it is rated. Import refuses a file with
	// such a game. It is asked only about the games the import would add,
	// before a rated game with a guest at the table is made casual.
	CheckGame func(g FinishedGame) error
	// Links says what becomes of the file's players the club does not know
	// by key, by their key in the file (ImportPlan.Players): what the
	// window asked. The others go as Policy says.
	Links  map[string]Link
	Policy LinkPolicy
	// Rate, when not nil, works out the ratings of every rated game of a
	// game the import adds rated games to, from the earliest game added on,
	// in date order (the time a game ended, then its content key): the
	// club's ratings are one chain whatever order the files came in. With
	// Rate nil the file's rating rows are kept as they are.
	Rate Rater
}

// ImportPlan is a club file read and checked, and its players the club
// does not know by key, for the window to ask about before ApplyImport.
type ImportPlan struct {
	file    *clubFile
	Players []PlannedPlayer
}

// PlannedPlayer is a profile of a club file whose key the club does not
// know, and the club's profile of its name, if any.
type PlannedPlayer struct {
	Key   string
	Games int // the file's games they played
	NameMatch
}

// PlanImport reads and checks a club file written by Export (everything
// Import checks but the records' rules) and says who in it the club does
// not know by key. It writes nothing.
func (db *DB) PlanImport(ctx context.Context, r io.Reader) (*ImportPlan, error) {
	f, err := readClubFile(r, MaxClubFileBytes, maxValueBytes)
	var fe *FileError
	if errors.As(err, &fe) {
		return nil, fmt.Errorf("import: %w: %w", ErrBadFile, err)
	}
	if err != nil {
		return nil, fmt.Errorf("import: %w", err)
	}
	plan := &ImportPlan{file: f}
	games := make(map[string]int)
	for _, g := range f.Games {
		for _, s := range g.Seats {
			games[s.Profile]++
		}
	}
	err = db.view(ctx, func(tx *sql.Tx) error {
		for _, p := range f.Profiles {
			if p.MergedInto != "" {
				continue // it goes where the profile it was merged into goes
			}
			var known bool
			if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM profiles WHERE uid = ?)`, p.Key).Scan(&known); err != nil {
				return err
			}
			if known {
				continue
			}
			m, err := matchName(ctx, tx, p.Name)
			if err != nil {
				return err
			}
			plan.Players = append(plan.Players, PlannedPlayer{Key: p.Key, Games: games[p.Key], NameMatch: m})
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("import: %w", err)
	}
	return plan, nil
}

// Import reads a club file written by Export and adds, in one
// transaction, the profiles and finished games the club does not have
// yet: PlanImport, then ApplyImport.
func (db *DB) Import(ctx context.Context, r io.Reader, opt ImportOptions) (ImportStats, error) {
	if db.write == nil {
		return ImportStats{}, fmt.Errorf("import: %w", ErrReadOnly)
	}
	plan, err := db.PlanImport(ctx, r)
	if err != nil {
		return ImportStats{}, err
	}
	return db.ApplyImport(ctx, plan, opt)
}

// ApplyImport adds, in one transaction, what a planned club file holds
// that the club does not:
//   - Profiles are matched by key first: a key the club has (a profile, or
//     an alias of one) is that profile, left as it is here. Another is
//     linked by opt.Links, or by opt.Policy: to a profile here (its key is
//     kept as an alias of it, so the next import knows it), to a new
//     profile (" (2)", " (3)"... when its name is taken; ImportStats.
//     Renamed), or to none (a guest: the seats keep the name).
//   - A game is here already when its key or its content (contentKey) is:
//     importing the same file twice, or a game that came by a record file
//     or another computer's file, adds nothing. Others are added; a rated
//     one with a guest at the table is added casual (ImportStats.Unrated).
//   - Ratings: see ImportOptions.Rate. Standings are computed again for
//     every profile that gained or changed a rated game.
//
// The games are checked first (opt.CheckGame), then, before it
// commits, SQLite's integrity and foreign key checks run on the whole
// database: a damaged one is left as it was (ErrCorrupt).
func (db *DB) ApplyImport(ctx context.Context, plan *ImportPlan, opt ImportOptions) (ImportStats, error) {
	if db.write == nil {
		return ImportStats{}, fmt.Errorf("import: %w", ErrReadOnly)
	}
	var st ImportStats
	err := db.update(ctx, func(tx *sql.Tx) error {
		var err error
		if st, err = importFile(ctx, tx, plan.file, opt); err != nil {
			return err
		}
		// The whole file, as it will be committed, is sound.
		return checkFile(ctx, tx)
	})
	if err != nil {
		return ImportStats{}, fmt.Errorf("import: %w", err)
	}
	return st, nil
}

// check validates what the whole file must hold together: keys once,
// names once, merges and seats that name profiles of the file. Each
// profile and game was checked alone as it was read. Its errors are
// *FileError.
func (f *clubFile) check() error {
	profiles := make(map[string]*fileProfile, len(f.Profiles))
	names := make(map[string]bool, len(f.Profiles))
	for i := range f.Profiles {
		p := &f.Profiles[i]
		path := fmt.Sprintf("profiles[%d]", i)
		if profiles[p.Key] != nil {
			return p.at.errorf(path, "key %s twice", p.Key)
		}
		if p.MergedInto == "" {
			fold := foldName(p.Name)
			if names[fold] {
				return p.at.errorf(path, "name %s twice", quote(p.Name))
			}
			names[fold] = true
		}
		profiles[p.Key] = p
	}
	for i, p := range f.Profiles {
		if p.MergedInto == "" {
			continue
		}
		if to := profiles[p.MergedInto]; to == nil || to.MergedInto != "" {
			return p.at.errorf(fmt.Sprintf("profiles[%d]", i), "merged into %s, which is not a profile of the file", quote(p.MergedInto))
		}
	}
	games := make(map[string]bool, len(f.Games))
	for i := range f.Games {
		g := &f.Games[i]
		path := fmt.Sprintf("games[%d]", i)
		if games[g.Key] {
			return g.at.errorf(path, "key %s twice", g.Key)
		}
		games[g.Key] = true
		for j, s := range g.Seats {
			if s.Profile != "" && profiles[s.Profile] == nil {
				return s.at.errorf(fmt.Sprintf("%s.seats[%d]", path, j), "profile %s is not in the file", quote(s.Profile))
			}
		}
	}
	return nil
}

// check validates what a profile can be checked for alone.
func (p *fileProfile) check(path string) error {
	switch {
	case !isKey(p.Key):
		return p.at.errorf(path, "key %s is not 32 hex digits", quote(p.Key))
	case p.Created.IsZero():
		return p.at.errorf(path, "no creation time")
	}
	if err := checkTime("creation", p.Created); err != nil {
		return p.at.errorf(path, "%w", err)
	}
	if err := checkName(p.Name); err != nil {
		return p.at.errorf(path, "%w", err)
	}
	if err := checkColour(p.Colour); err != nil {
		return p.at.errorf(path, "%w", err)
	}
	if p.MergedInto != "" && !isKey(p.MergedInto) {
		return p.at.errorf(path, "merged into %s, which is not a key", quote(p.MergedInto))
	}
	return nil
}

// check validates what a game can be checked for alone: all but the
// profiles its seats name.
func (g *fileGame) check(path string) error {
	switch {
	case !isKey(g.Key):
		return g.at.errorf(path, "key %s is not 32 hex digits", quote(g.Key))
	case g.Started.IsZero() || g.Ended.IsZero():
		return g.at.errorf(path, "no start or end time")
	case g.DurationMS < 0 || g.DurationMS > math.MaxInt64/int64(time.Millisecond):
		return g.at.errorf(path, "duration %d ms", g.DurationMS)
	}
	for i, s := range g.Seats {
		spath := fmt.Sprintf("%s.seats[%d]", path, i)
		if s.Profile != "" && !isKey(s.Profile) {
			return s.at.errorf(spath, "profile %s is not a key", quote(s.Profile))
		}
		if g.Rated != (s.Rating != nil) {
			return s.at.errorf(spath, "a rating in an unrated game, or none in a rated one")
		}
		if s.Rating == nil {
			continue
		}
		if err := checkRatingChange(*s.Rating); err != nil {
			return s.at.errorf(spath, "%w", err)
		}
		for j := range i {
			if s.Profile != "" && g.Seats[j].Profile == s.Profile {
				return s.at.errorf(spath, "profile %s plays two seats of a rated game (seats %d and %d)", s.Profile, j, i)
			}
		}
	}
	// Here a seat's profile id only needs to say whether it has one.
	err := checkGame(g.finished(func(key string) int64 {
		if key == "" {
			return 0
		}
		return -1
	}))
	if err != nil {
		return g.at.errorf(path, "%w", err)
	}
	return nil
}

// finished converts a file game, giving each seat the id profileID returns
// for its key ("" gives 0).
func (g *fileGame) finished(profileID func(key string) int64) FinishedGame {
	fg := FinishedGame{
		Key: g.Key, Game: g.Game, Mode: g.Mode, Rated: g.Rated, Result: g.Result,
		Record: g.Record, Started: g.Started, Ended: g.Ended,
		Duration: time.Duration(g.DurationMS) * time.Millisecond,
	}
	for _, s := range g.Seats {
		seat := Seat{ProfileID: profileID(s.Profile), Name: s.Name, Outcome: s.Outcome}
		if s.Rating != nil {
			seat.Rating = *s.Rating
		}
		fg.Seats = append(fg.Seats, seat)
	}
	return fg
}

func importFile(ctx context.Context, tx *sql.Tx, f *clubFile, opt ImportOptions) (ImportStats, error) {
	var st ImportStats
	ids := make(map[string]int64, len(f.Profiles)) // 0: a guest
	// Profiles merged into others come after the ones they point to.
	for _, merged := range []bool{false, true} {
		for _, p := range f.Profiles {
			if (p.MergedInto != "") != merged {
				continue
			}
			var id int64
			err := tx.QueryRowContext(ctx, `SELECT coalesce(merged_into, id) FROM profiles WHERE uid = ?`,
				p.Key).Scan(&id)
			switch {
			case errors.Is(err, sql.ErrNoRows) && merged:
				// An alias of the profile it was merged into, wherever that went.
				err = nil
				if id = ids[p.MergedInto]; id != 0 {
					err = insertAlias(ctx, tx, p, id)
					st.ProfilesAdded++
				}
			case errors.Is(err, sql.ErrNoRows):
				id, err = linkFileProfile(ctx, tx, p, opt, &st)
			}
			if err != nil {
				return st, fmt.Errorf("profile %s: %w", quote(p.Name), err)
			}
			ids[p.Key] = id
		}
	}
	// A game of the file is here when its key is, or when a game of its
	// content is that no other game of the file was found to be: two games
	// of one content (a quick resignation, played twice) stay two.
	here, err := loadGamesHere(ctx, tx)
	if err != nil {
		return st, err
	}
	byKey := make([]bool, len(f.Games))
	for i, fg := range f.Games {
		byKey[i] = here.claimKey(fg.Key)
	}
	touched := make(map[int64]bool)
	rerate := make(map[string]gamePlace) // by game: the earliest rated game added
	for i := range f.Games {
		fg := &f.Games[i]
		g := fg.finished(func(key string) int64 { return ids[key] })
		content := contentKey(g)
		if byKey[i] || here.claimContent(content) {
			st.GamesPresent++
			continue
		}
		path := fmt.Sprintf("games[%d]", i)
		if opt.CheckGame != nil {
			if err := opt.CheckGame(g); err != nil {
				return st, fmt.Errorf("%w: %w", ErrBadFile, fg.at.errorf(path, "%w", shortError{err}))
			}
		}
		if g.Rated && !unrateWithGuests(&g) {
			st.Unrated++
		}
		id, err := insertGame(ctx, tx, g, content)
		if err != nil {
			return st, fmt.Errorf("game %s: %w", g.Key, err)
		}
		if g.Rated {
			for _, s := range g.Seats {
				touched[s.ProfileID] = true
			}
			at := gamePlace{millis(g.Ended), content, id}
			if first, ok := rerate[g.Game]; !ok || at.before(first) {
				rerate[g.Game] = at
			}
		}
		st.GamesAdded++
	}
	if opt.Rate != nil {
		for _, game := range slices.Sorted(maps.Keys(rerate)) {
			n, err := rechain(ctx, tx, game, rerate[game], opt.Rate, touched)
			if err != nil {
				return st, err
			}
			st.Rerated += n
		}
	}
	for _, id := range slices.Sorted(maps.Keys(touched)) {
		if err := refreshStandings(ctx, tx, id); err != nil {
			return st, err
		}
	}
	return st, nil
}

// linkFileProfile gives a profile of the file the club does not know by
// key its profile here (linkPlayer), keeping its key as an alias of a
// profile it is linked to, or as the key of the new one, which takes its
// colour and archive state too.
func linkFileProfile(ctx context.Context, tx *sql.Tx, p fileProfile, opt ImportOptions, st *ImportStats) (int64, error) {
	l, err := decideLink(ctx, tx, p.Name, opt.Links[p.Key], opt.Policy)
	if err != nil {
		return 0, err
	}
	id, err := linkPlayer(ctx, tx, p.Name, p.Key, p.Created, l, st)
	switch {
	case err != nil || id == 0:
		return id, err
	case l.Kind == LinkTo:
		return id, insertAlias(ctx, tx, p, id)
	}
	_, err = tx.ExecContext(ctx, `UPDATE profiles SET colour = ?, archived = ? WHERE id = ?`, p.Colour, p.Archived, id)
	return id, err
}

// insertAlias keeps a file profile's key as an alias of profile to: a
// profile merged into it, so that every later import of the key finds it.
func insertAlias(ctx context.Context, tx *sql.Tx, p fileProfile, to int64) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO profiles
		(uid, name, name_fold, colour, created, archived, merged_into) VALUES (?, ?, NULL, ?, ?, 1, ?)`,
		p.Key, p.Name, p.Colour, millis(p.Created), to)
	return err
}

// unrateWithGuests makes a rated game with a seat left without a profile
// casual, and reports whether it stays rated.
func unrateWithGuests(g *FinishedGame) bool {
	for _, s := range g.Seats {
		if s.ProfileID == 0 {
			g.Rated = false
			for i := range g.Seats {
				g.Seats[i].Rating = RatingChange{}
			}
			return false
		}
	}
	return true
}

// gamesHere is what an import finds the file's games in: the club's games
// by key, and by content those no game of the file was found to be yet.
// Read once, it spares a query per game of the file.
type gamesHere struct {
	byKey     map[string]gameRef
	unclaimed map[string][]int64 // by content, the lowest id first
}

type gameRef struct {
	id      int64
	content string
}

func loadGamesHere(ctx context.Context, tx *sql.Tx) (*gamesHere, error) {
	h := &gamesHere{byKey: make(map[string]gameRef), unclaimed: make(map[string][]int64)}
	rows, err := tx.QueryContext(ctx, `SELECT id, uid, content FROM finished ORDER BY id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var key string
		var r gameRef
		if err := rows.Scan(&r.id, &key, &r.content); err != nil {
			return nil, err
		}
		h.byKey[key] = r
		h.unclaimed[r.content] = append(h.unclaimed[r.content], r.id)
	}
	return h, rows.Err()
}

// claimKey reports whether the club has a game of the key, and takes it
// out of those a content may still find.
func (h *gamesHere) claimKey(key string) bool {
	r, ok := h.byKey[key]
	if ids := h.unclaimed[r.content]; ok {
		if i := slices.Index(ids, r.id); i >= 0 {
			h.unclaimed[r.content] = slices.Delete(ids, i, i+1)
		}
	}
	return ok
}

// claimContent reports whether a game of the content is here that no game
// of the file was found to be yet, and takes it.
func (h *gamesHere) claimContent(content string) bool {
	ids := h.unclaimed[content]
	if len(ids) == 0 {
		return false
	}
	h.unclaimed[content] = ids[1:]
	return true
}

// freeName returns name, or name with " (2)", " (3)"... when another
// profile has it, shortened to stay within MaxNameRunes.
func freeName(ctx context.Context, tx *sql.Tx, name string) (string, error) {
	candidate := name
	for i := 2; ; i++ {
		err := nameFree(ctx, tx, candidate, 0)
		if err == nil {
			return candidate, nil
		}
		if !errors.Is(err, ErrNameTaken) {
			return "", err
		}
		suffix := fmt.Sprintf(" (%d)", i)
		base := name
		for utf8.RuneCountInString(base)+len(suffix) > MaxNameRunes {
			_, size := utf8.DecodeLastRuneInString(base)
			base = base[:len(base)-size]
		}
		candidate = strings.TrimSpace(base) + suffix
	}
}
