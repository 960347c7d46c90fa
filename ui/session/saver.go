package session

import (
	"context"
	"fmt"
	"strings"

	"xima/games/core"
	"xima/storage"
	"xima/ui/internal/coalesce"
)

// Store is what a session needs of the club's database. Its errors reach
// the screen as they are, so they say what failed ("autosave: ...").
type Store interface {
	Autosave(ctx context.Context, s storage.SavedGame) (int64, error)
	RecordGame(ctx context.Context, g storage.FinishedGame, savedID int64) (int64, error)
	Profile(ctx context.Context, id int64) (storage.Profile, error)
}

// Finished is what a session reports once a finished game is stored, or
// could not be.
type Finished struct {
	Result  core.Result
	Ratings []storage.RatingChange // each seat's change in a rated game; nil in a casual one
	GameID  int64
	// Game is the finished game's row as stored (as it would have been,
	// when it could not be), to export its record.
	Game storage.FinishedGame
	Err  error
}

// finishJob is a finished game waiting to be rated and stored.
type finishJob struct {
	game  storage.FinishedGame
	final storage.SavedGame // the last autosave, in case the game cannot be stored
	res   core.Result
}

// saver writes a session's autosaves and its finished game in the
// background, in order, one at a time: the window never waits on the disk.
// Only the newest waiting autosave is kept; a finished game replaces it.
type saver struct {
	ctx         context.Context
	store       Store
	kind        Kind
	onError     func(error)
	onRecovered func()
	onFinished  func(Finished)
	out         *coalesce.Writer[saveJob]

	// Only the writing goroutine, one at a time, touches these.
	savedID int64
	failing bool // the last autosave failed, and onError told it
}

// saveJob is what waits to be written: the newest autosave, or the
// finished game, which replaces it.
type saveJob struct {
	save   *storage.SavedGame
	finish *finishJob
}

// mergeSaves keeps the newest autosave and never drops a finished game.
func mergeSaves(waiting, next saveJob) saveJob {
	if next.finish != nil {
		return saveJob{finish: next.finish}
	}
	return saveJob{save: next.save, finish: waiting.finish}
}

func newSaver(ctx context.Context, store Store, kind Kind, savedID int64, onError func(error), onRecovered func(), onFinished func(Finished)) *saver {
	// The writes must finish even when the screen closes: they are the
	// game being kept, so they are not tied to its context.
	sv := &saver{ctx: context.WithoutCancel(ctx), store: store, kind: kind, savedID: savedID,
		onError: onError, onRecovered: onRecovered, onFinished: onFinished}
	sv.out = coalesce.New(sv.write, mergeSaves)
	return sv
}

// queueSave queues an autosave, replacing one still waiting.
func (sv *saver) queueSave(s storage.SavedGame) { sv.out.Put(saveJob{save: &s}) }

// queueFinish queues the finished game; the waiting autosave, if any, is
// dropped: the finished game replaces the saved one.
func (sv *saver) queueFinish(job finishJob) { sv.out.Put(saveJob{finish: &job}) }

// write stores the finished game, then the autosave (an autosave queued
// after the finished game, which the window does not do, is kept too).
func (sv *saver) write(job saveJob) {
	if job.finish != nil {
		done := sv.record(*job.finish, sv.savedID)
		if done.Err == nil {
			sv.savedID = 0
		}
		sv.onFinished(done)
	}
	if job.save == nil {
		return
	}
	s := *job.save
	s.ID = sv.savedID
	id, err := sv.store.Autosave(sv.ctx, s)
	switch {
	case err != nil && !sv.failing:
		sv.failing = true
		sv.onError(err) // the store's, which names the autosave
	case err != nil:
		// Told already: the next success says it works again.
	default:
		sv.savedID = id
		if sv.failing {
			sv.failing = false
			sv.onRecovered()
		}
	}
}

// record rates the finished game (reading it back from its record, so
// nothing is shared with the window) and stores it, deleting the autosave
// it came from. When it cannot be stored, the final position is autosaved
// instead, so nothing played is lost.
func (sv *saver) record(job finishJob, savedID int64) Finished {
	done := Finished{Result: job.res}
	fg := job.game
	if fg.Rated {
		before := make([]float64, len(fg.Seats))
		for i, seat := range fg.Seats {
			pr, err := sv.store.Profile(sv.ctx, seat.ProfileID)
			if err != nil {
				done.Err = fmt.Errorf("seat %d: %w", i+1, err)
				break
			}
			before[i] = pr.Rating(fg.Game).Rating
		}
		if done.Err == nil {
			done.Ratings, done.Err = sv.rate(fg, before)
		}
		for i := range done.Ratings {
			fg.Seats[i].Rating = done.Ratings[i]
		}
	}
	if done.Err == nil {
		done.GameID, done.Err = sv.store.RecordGame(sv.ctx, fg, savedID)
	}
	fg.ID = done.GameID
	done.Game = fg
	if done.Err != nil {
		done.Ratings = nil
		job.final.ID = savedID
		if _, err := sv.store.Autosave(sv.ctx, job.final); err != nil {
			done.Err = fmt.Errorf("%w; the final position could not be saved either: %v", done.Err, err)
		}
	}
	return done
}

// rate reads the game back from its record and rates it.
func (sv *saver) rate(fg storage.FinishedGame, before []float64) ([]storage.RatingChange, error) {
	g, err := sv.kind.Read(strings.NewReader(fg.Record))
	if err != nil {
		return nil, fmt.Errorf("the finished game's record does not read back: %w", err)
	}
	rate := sv.kind.Rate
	if rate == nil {
		rate = EloRatings
	}
	return rate(g, before)
}

// flush waits until everything queued is written.
func (sv *saver) flush() { sv.out.Flush() }

// EloRatings rates a finished game by Elo (core.EloChanges): what every
// game but Xima uses. A rating never falls below storage.MinRating.
func EloRatings(g core.Game, before []float64) ([]storage.RatingChange, error) {
	changes := core.EloChanges(before, g.Result().Winner)
	out := make([]storage.RatingChange, len(before))
	for i, d := range changes {
		// No rating falls below the store's floor, which every rated game
		// must respect (as CIMAX does): a long losing run stops there.
		after := max(before[i]+d, storage.MinRating)
		out[i] = storage.RatingChange{Before: before[i], After: after, Delta: after - before[i]}
	}
	return out, nil
}
