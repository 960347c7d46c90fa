package lessons

import (
	"fmt"
	"strings"
)

// parseSteps reads a lesson's steps (data/<lesson>.lesson): a line "game
// Name" first, then each step as a line "step name", lines "expect
// action..." and "then action..." (actions separated by spaces), and the
// step's record, up to the next step. Lines starting with "#" are
// comments.
func parseSteps(file, data string) (Lesson, error) {
	var l Lesson
	var record []string
	flush := func() {
		if len(l.Steps) > 0 {
			l.Steps[len(l.Steps)-1].Record = strings.TrimSpace(strings.Join(record, "\n")) + "\n"
		}
		record = record[:0]
	}
	for i, line := range strings.Split(data, "\n") {
		where := fmt.Sprintf("%s:%d", file, i+1)
		word, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
		inRecord := len(l.Steps) > 0 && len(record) > 0
		switch {
		case strings.HasPrefix(line, "#"):
		case word == "game" && l.Game == "" && len(l.Steps) == 0:
			l.Game = strings.TrimSpace(rest)
		case word == "step":
			if l.Game == "" {
				return Lesson{}, fmt.Errorf("lessons: %s: a step before the line \"game Name\"", where)
			}
			flush()
			l.Steps = append(l.Steps, Step{Name: strings.TrimSpace(rest)})
		case len(l.Steps) == 0:
			if strings.TrimSpace(line) != "" {
				return Lesson{}, fmt.Errorf("lessons: %s: %q before the first step", where, line)
			}
		case (word == "expect" || word == "then") && !inRecord:
			st := &l.Steps[len(l.Steps)-1]
			if word == "expect" {
				st.Expect = append(st.Expect, strings.Fields(rest)...)
			} else {
				st.Then = append(st.Then, strings.Fields(rest)...)
			}
		default:
			record = append(record, line)
		}
	}
	flush()
	if len(l.Steps) == 0 {
		return Lesson{}, fmt.Errorf("lessons: %s has no step", file)
	}
	for _, st := range l.Steps {
		if st.Name == "" || len(st.Expect) == 0 {
			return Lesson{}, fmt.Errorf("lessons: %s: step %q needs a name and an expect line", file, st.Name)
		}
	}
	return l, nil
}

// parseWords reads a lesson's words in one language
// (text/<language>/<lesson>.txt) into l, whose steps are read: "# " and
// the lesson's title, a line about it, then for each step "## name:
// title" and the lines "goal: ...", "why: ..." and "hint: ...". Every
// step has its words, and every section names a step.
func parseWords(file, data string, l *Lesson) error {
	var st *Step
	for i, line := range strings.Split(data, "\n") {
		where := fmt.Sprintf("%s:%d", file, i+1)
		line = strings.TrimSpace(line)
		key, value, _ := strings.Cut(line, ": ")
		switch {
		case line == "":
		case strings.HasPrefix(line, "## "):
			name, title, ok := strings.Cut(line[3:], ": ")
			if st = l.step(name); st == nil || !ok {
				return fmt.Errorf("lessons: %s: %q is no step of the lesson, or has no title after \": \"", where, line)
			}
			st.Title = strings.TrimSpace(title)
		case strings.HasPrefix(line, "# ") && l.Title == "":
			l.Title = strings.TrimSpace(line[2:])
		case st == nil && l.Title != "" && l.About == "":
			l.About = line
		case st != nil && key == "goal":
			st.Goal = value
		case st != nil && key == "why":
			st.Why = value
		case st != nil && key == "hint":
			st.Hint = value
		default:
			return fmt.Errorf("lessons: %s: %q is not a title, a line about the lesson, nor a step's goal, why or hint", where, line)
		}
	}
	if l.Title == "" || l.About == "" {
		return fmt.Errorf("lessons: %s needs a title and a line about the lesson", file)
	}
	for _, st := range l.Steps {
		if st.Title == "" || st.Goal == "" || st.Why == "" || st.Hint == "" {
			return fmt.Errorf("lessons: %s: step %s needs a title, a goal, a why and a hint", file, st.Name)
		}
	}
	return nil
}

// step returns the step named name, nil when the lesson has none.
func (l *Lesson) step(name string) *Step {
	for i := range l.Steps {
		if l.Steps[i].Name == name {
			return &l.Steps[i]
		}
	}
	return nil
}
