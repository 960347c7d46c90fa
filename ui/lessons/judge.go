package lessons

import (
	"fmt"
	"slices"
	"strings"

	"xima/games/catalog"
	"xima/games/core"
)

// Verdict is what the learner's action means for the step.
type Verdict uint8

// The verdicts.
const (
	Right   Verdict = iota // one of the step's goal actions: played, the step is done
	Missed                 // legal, but not the goal: the hint, and the position stays
	Refused                // not legal: the rules' reason, and the position stays
)

// Start reads the step's record and replays it: the step's position, with
// the learner to move.
func (st *Step) Start(game string) (core.Game, error) {
	g, kind, err := catalog.ReadAny(strings.NewReader(st.Record))
	if err != nil {
		return nil, fmt.Errorf("lessons: step %s: %w", st.Name, err)
	}
	if kind.Name != game {
		return nil, fmt.Errorf("lessons: step %s is a record of %s, not %s", st.Name, kind.Name, game)
	}
	return g, nil
}

// Goals returns the step's expected actions in g's position, the step's
// own.
func (st *Step) Goals(g core.Game) ([]core.Action, error) {
	out := make([]core.Action, 0, len(st.Expect))
	for _, text := range st.Expect {
		a, err := g.Parse(text)
		if err != nil {
			return nil, fmt.Errorf("lessons: step %s: expected %s: %w", st.Name, text, err)
		}
		out = append(out, a)
	}
	return out, nil
}

// Judge says what the learner's action a means in g's position, the
// step's own.
func (st *Step) Judge(g core.Game, a core.Action) Verdict {
	goals, err := st.Goals(g)
	switch {
	case err == nil && slices.Contains(goals, a):
		return Right
	case slices.Contains(g.Legal(), a):
		return Missed
	}
	return Refused
}

// Reply plays the step's Then actions on g, after the learner's right
// action.
func (st *Step) Reply(g core.Game) error {
	for _, text := range st.Then {
		if _, err := g.PlayText(text); err != nil {
			return fmt.Errorf("lessons: step %s: then %s: %w", st.Name, text, err)
		}
	}
	return nil
}
