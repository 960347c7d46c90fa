package boards

import (
	"errors"
	"testing"

	"xima/games/core"
)

// Play makes the action through the play function set last, runs then
// either way, and tells the screen only of an action played.
func TestClicksPlay(t *testing.T) {
	var made []core.Action
	refuse := errors.New("refused")
	c := NewClicks(func(a core.Action) error {
		made = append(made, a)
		if a == 2 {
			return refuse
		}
		return nil
	})
	played, then := 0, 0
	c.Play(1, func() { then++ })
	c.SetOnPlayed(func() { played++ })
	c.Play(2, func() { then++ })
	c.Play(3, func() { then++ })
	if played != 1 || then != 3 || len(made) != 3 {
		t.Errorf("played %d, then %d, made %v; want 1, 3 and three actions", played, then, made)
	}
	c.SetPlay(func(core.Action) error { return nil })
	c.Play(4, func() {})
	if played != 2 || len(made) != 3 {
		t.Errorf("after SetPlay: played %d, made %v", played, made)
	}
}
