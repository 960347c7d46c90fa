package maxima

import "testing"

func FuzzReadGame(f *testing.F) {
	f.Add("[Game \"Maxima\"]\n\n1. d3-d5 d7-d6 2. c2-c1 {note} d6-d7\n")
	f.Add("[Position \"2/7k/8/8/8/3p4/3G4/8/8/K7/2 b\"]\n1... d5-c5 2. d4-c5\n")
	f.Add("[Result \"1/2-1/2\"]\n1. a3-a4 a7-a6 2. a4-a3 a6-a7 3. a3-a4 a7-a6 4. a4-a3 a6-a7")
	f.Add("[Position \"2/7k/8/8/8/8/3I4/3g4/8/K7/2 b\"]\n1... d3S")
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParseGame(text)
		if err != nil {
			return
		}
		again, err := ParseGame(g.Record())
		if err != nil {
			t.Fatalf("re-reading its own record: %v\n%s", err, g.Record())
		}
		if again.Record() != g.Record() || again.State() != g.State() {
			t.Fatal("record not stable")
		}
	})
}

func FuzzParseAction(f *testing.F) {
	for _, seed := range []string{"d2-d5", "c4S", "d10-e10", "e5s", "D3xD5", "d0", "-", "S", "a1-a1"} {
		f.Add(seed)
	}
	s := build(f, "b", "Ka1 Id4 ge5 Pd9 kh9 pd10 ld6")
	f.Fuzz(func(t *testing.T, text string) {
		a, err := ParseAction(&s, text)
		if err != nil {
			return
		}
		if b, err := ParseAction(&s, FormatAction(&s, a)); err != nil || b != a {
			t.Fatalf("%q -> %s -> %v, %v", text, FormatAction(&s, a), b, err)
		}
	})
}
