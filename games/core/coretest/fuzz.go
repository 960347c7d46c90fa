package coretest

import "testing"

// Recorded is a game as its record reader returns it: it writes its record
// and shows its state, which compares.
type Recorded[S comparable] interface {
	Record() string
	State() S
}

// FuzzRecord fuzzes a game's record reader from the seeds: whatever read
// accepts, it reads again from the record it writes, to the same record and
// the same state.
func FuzzRecord[G Recorded[S], S comparable](f *testing.F, read func(string) (G, error), seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := read(text)
		if err != nil {
			return
		}
		again, err := read(g.Record())
		if err != nil {
			t.Fatalf("re-reading its own record: %v\n%s", err, g.Record())
		}
		if again.Record() != g.Record() || again.State() != g.State() {
			t.Fatalf("record not stable:\n%s\n%s", g.Record(), again.Record())
		}
	})
}

// FuzzNotation fuzzes a game's action reader from the seeds: whatever
// parse accepts, it reads again from each form that forms writes of it, to
// the same action.
func FuzzNotation[A comparable](f *testing.F, parse func(string) (A, error), forms func(A) []string, seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := parse(text)
		if err != nil {
			return
		}
		for _, form := range forms(a) {
			if b, err := parse(form); err != nil || b != a {
				t.Fatalf("%q -> %s -> %v, %v", text, form, b, err)
			}
		}
	})
}
