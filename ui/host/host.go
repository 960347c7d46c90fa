// Package host is what the screens outside package ui need from the
// window's shell: showing a screen, going home or to the history, telling
// of an error, and the window, the database, the context and the clock
// the shell was given. *ui.Shell implements Host.
package host

import (
	"context"
	"time"

	"fyne.io/fyne/v2"

	"xima/storage"
	"xima/ui/session"
)

// Screen is one page of the window.
type Screen interface {
	// Title names the screen after "Xima - ".
	Title() string
	Content() fyne.CanvasObject
	// Close stops the screen's goroutines and saves what it must.
	Close()
}

// WindowTitle is the window's title while s is on show: "Xima - " and
// the screen's title, or "Xima" alone.
func WindowTitle(s Screen) string {
	if t := s.Title(); t != "" {
		return "Xima - " + t
	}
	return "Xima"
}

// KeyHandler is a screen that takes keys typed outside any entry.
type KeyHandler interface{ TypedKey(*fyne.KeyEvent) }

// Host is the shell as the screens see it.
type Host interface {
	// Show replaces the screen on show, closing it.
	Show(Screen)
	ShowHome()
	ShowHistory()
	// ShowError tells the user what went wrong, in a dialog over the screen.
	ShowError(error)
	// ShowErrorLater is ShowError from any goroutine.
	ShowErrorLater(error)
	// Post runs f on the UI goroutine, for what background work hands
	// back.
	Post(f func())
	Window() fyne.Window
	DB() *storage.DB
	// Context is cancelled when the window closes; screens derive theirs.
	Context() context.Context
	// Now is the shell's clock.
	Now() time.Time
	// Seed gives a new game's random seed.
	Seed() uint64
	// NoTicker reports whether the clocks' display and flag falls are left
	// to explicit ticks (tests drive them by hand).
	NoTicker() bool
	// Track notes a play session, whose writes the shell waits for when it
	// closes.
	Track(*session.Session)
	// Computers are the computer players of the game named game, how much
	// they think and how fast they play; New is nil where the game has
	// none, which offers no computer seat and no hint.
	Computers(game string) session.Computers
}
