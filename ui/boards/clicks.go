package boards

import (
	"fyne.io/fyne/v2"

	"xima/games/core"
)

// Clicks is a board's way out to the play screen: the function that makes
// an action a click chose (the engine's Play until SetPlay), what to call
// once one is played, and why a click was refused (Refusals). A board
// embeds it; its adapter embeds a pointer to it, which gives the Game's
// SetPlay, SetOnPlayed and SetOnRefused.
type Clicks struct {
	Refusals
	play     func(core.Action) error
	onPlayed func()
}

// NewClicks makes a board's Clicks, playing through play.
func NewClicks(play func(core.Action) error) Clicks { return Clicks{play: play} }

// SetPlay sets what makes an action a click chose.
func (c *Clicks) SetPlay(f func(core.Action) error) { c.play = f }

// SetOnPlayed sets what a click that played calls.
func (c *Clicks) SetOnPlayed(f func()) { c.onPlayed = f }

// Play makes a, runs then (the board clears its selection and redraws,
// played or not), and tells the screen when a was played.
func (c *Clicks) Play(a core.Action, then func()) {
	err := c.play(a)
	then()
	if err == nil && c.onPlayed != nil {
		c.onPlayed()
	}
}

// Escape is a board's boards.Keys: on Esc it clears the selection with
// clear and the problem line, and reports that it used the key.
func (c *Clicks) Escape(k *fyne.KeyEvent, clear func()) bool {
	if k.Name != fyne.KeyEscape {
		return false
	}
	clear()
	c.Explain(nil)
	return true
}
