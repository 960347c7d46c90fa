package xana

import (
	"os"
	"testing"
)

func FuzzParseAction(f *testing.F) {
	for _, seed := range []string{"3@k4", "k4-k2", "t3>2r3", "t3>5r3", "i4", "-", "end", "pass", "swap", "C8", "16@a8", "a8-", ">", "@", "0@k4", "k4>0k2", "Z99"} {
		f.Add(seed)
	}
	s := position(f, 8, White, "t3=E k4=C o2=b i4=# C8=a")
	f.Fuzz(func(t *testing.T, text string) {
		a, err := ParseAction(&s, text)
		if err != nil {
			return
		}
		b, err := ParseAction(&s, FormatAction(&s, a))
		if err != nil || b != a {
			t.Fatalf("%q -> %s -> %v, %v", text, FormatAction(&s, a), b, err)
		}
	})
}

func FuzzReadGame(f *testing.F) {
	sample, err := os.ReadFile("testdata/neto-sample.xana")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(sample))
	f.Add("[Size \"3\"]\n1. 1@e3 swap 1@c1 + b2 2. - + d2 +")
	f.Add("[Size \"2\"]\n1. pass pass")
	f.Add("[Result \"0-1\"]\n[Termination \"resignation\"]\n1. 3@k4 + resign")
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
			t.Fatalf("record not stable:\n%s\n%s", g.Record(), again.Record())
		}
	})
}
