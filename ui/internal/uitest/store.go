package uitest

import (
	"context"

	"xima/storage"
)

// StuckStore is the club's database whose reads wait until Gate closes,
// as on a slow disk: a screen that reads it on Fyne's goroutine would hang
// its test.
type StuckStore struct {
	*storage.DB
	Gate chan struct{}
}

// NewStuckStore puts db behind a closed gate.
func NewStuckStore(db *storage.DB) StuckStore { return StuckStore{db, make(chan struct{})} }

// Profiles reads the profiles once the gate opens.
func (s StuckStore) Profiles(ctx context.Context, archived bool) ([]storage.Profile, error) {
	<-s.Gate
	return s.DB.Profiles(ctx, archived)
}

// SavedGames reads the saved games once the gate opens.
func (s StuckStore) SavedGames(ctx context.Context) ([]storage.SavedGame, error) {
	<-s.Gate
	return s.DB.SavedGames(ctx)
}
