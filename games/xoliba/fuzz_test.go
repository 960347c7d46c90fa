package xoliba

import "testing"

func FuzzReadGame(f *testing.F) {
	f.Add("[Game \"Xoliba\"]\n[Seed \"1\"]\n\n1. d6-d7 c7-d6 2. a4-b5\n")
	f.Add("[Players \"3\"]\n[Seed \"2\"]\n1. pass resign=Green {a comment} *")
	f.Add("[Players \"1\"]\n[Seed \"3\"]\n1. b2-c3/a3,b4")
	f.Add("[Players \"3\"]\n[Seed \"5\"]\n1. flag=Blue\n")
	f.Add("[Seed \"1\"]\n[Result \"Blue\"]\n[Termination \"resignation\"]\n")
	f.Add("[Setup \"rrbbb/wwwwwwb/rrrbbbb/rrrbbwr/rbwrwrr/brrrrbb/wbbbw\"]\n[Result \"Red\"]\n[Termination \"agreement\"]\n")
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
	for _, seed := range []string{"d7-d4", "d7-d4/c3,e3", "D7-D4/E3,C3", "pass", "d7-d4/c5,e5", "a1-b2", "-", "/", "d7-d4/,", "d7-"} {
		f.Add(seed)
	}
	s := build(f, 2, Red, map[Color]string{Red: "c3 e3 c5 e5 d7 b2 f2", Blue: "d3 a4 a5 a6"})
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
