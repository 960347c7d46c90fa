package lessons

import (
	"strconv"

	"xima/ui/boards"
	"xima/ui/host"
)

// Host is the shell as the lessons see it.
type Host interface {
	host.Host
}

// Options are what the lessons take from the shell besides the host.
type Options struct {
	// Setting reads one of the club's settings ("" when it has none), and
	// SaveSetting changes one (at once on screen, on disk in the
	// background): each lesson keeps there the step it reached.
	Setting     func(name string) string
	SaveSetting func(name, value string)
	// Boards are the window's games, whose lessons play on each kind's
	// lesson board or its own board.
	Boards []boards.Kind
}

// progressDone is the setting's value for a lesson finished: its last
// step reached its goal. Until then the value is the number of the step
// reached, from 1; a lesson never opened has none.
const progressDone = "done"

// progressKey is the club's setting that keeps lesson id's progress.
func progressKey(id string) string { return "lesson." + id }

// progress returns the step lesson l was left at (from 0) and whether it
// was finished; a finished lesson starts again at its first step.
func (o Options) progress(l *Lesson) (step int, done bool) {
	v := o.Setting(progressKey(l.ID))
	if v == progressDone {
		return 0, true
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > len(l.Steps) {
		return 0, false
	}
	return n - 1, false
}

// saveProgress keeps step (from 0) as the step lesson l reached, or that
// it is done; a lesson once finished stays finished, and a value
// unchanged is not written again.
func (o Options) saveProgress(l *Lesson, step int, done bool) {
	key, value := progressKey(l.ID), strconv.Itoa(step+1)
	old := o.Setting(key)
	switch {
	case done:
		value = progressDone
	case old == progressDone, old == "" && step == 0:
		return // a lesson only opened has reached nothing yet
	}
	if old != value {
		o.SaveSetting(key, value)
	}
}
