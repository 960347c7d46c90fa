package ximaera

import "testing"

func FuzzReadGame(f *testing.F) {
	f.Add("[Game \"Ximaera\"]\n[Player1 \"Ana\"]\n\n1. R@a1 R@b1 2. G@e5 R@c1\n")
	f.Add("1. R@a1 G@e5 2. a1-b1 e5-d5 3. b1-a1 d5-e5 4. a1-b1 e5-d5 5. b1-a1 d5-e5")
	f.Add("[Result \"1-0\"]\n[Termination \"resignation\"]\n1. P@c3 R@d3 2. c3-e3 {x}")
	f.Add("1. P@c3 1... p@D3 *")
	f.Add("[Result \"0-1\"]\n[Termination \"flag\"]\n1. P@c3 R@d3")
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
	for _, seed := range []string{"P@c3", "c1-c3", "c3-e3", "b@e5", "@", "-", "a1-", "R@", "c3-c3", "e5-b2"} {
		f.Add(seed)
	}
	s := build(f, "Pc3 Rd3 Gb2 Be5 Pa1", "b2")
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
