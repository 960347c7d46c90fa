package xima

import (
	"os"
	"testing"
)

func FuzzParseAction(f *testing.F) {
	for _, seed := range []string{"-K3", "=K3", "B2C3", "xA1", "5xJ1", "CxB2", "TOP", "*E5", "E11F10", "1I3", "pass", "=D5D4", "a1", "-", "=", "x", "13"} {
		f.Add(seed)
	}
	s := newSport(f, 2)
	put(f, &s, "A1", red)
	put(f, &s, "C1", red)
	put(f, &s, "E5", red, redSpecial)
	put(f, &s, "B2", blue)
	legal := s.Legal(nil)
	f.Fuzz(func(t *testing.T, text string) {
		a, err := ParseAction(&s, legal, text)
		if err != nil {
			return
		}
		for _, form := range []string{FormatLong(&s, a), FormatShort(&s, a, legal)} {
			b, err := ParseAction(&s, legal, form)
			if err != nil || b != a {
				t.Fatalf("%q -> %s -> %v, %v", text, form, b, err)
			}
		}
	})
}

func FuzzReadGame(f *testing.F) {
	book, err := os.ReadFile("../../assets/book/book-11.3.10.xima")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(book))
	f.Add("[Styles \"two-dice,luck\"]\n1. [3,5] -A1 & -B1 [2] -C1 {1:00}")
	f.Add("[Players \"3\"]\n1. -A1 -B1 -C1 2. flag=Blue")
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParseGame(text)
		if err != nil {
			return
		}
		again, err := ParseGame(g.Record())
		if err != nil {
			t.Fatalf("re-reading its own record: %v\n%s", err, g.Record())
		}
		if again.Record() != g.Record() {
			t.Fatal("record not stable")
		}
	})
}
