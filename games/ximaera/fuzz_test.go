package ximaera

import (
	"testing"

	"xima/games/core/coretest"
)

func FuzzReadGame(f *testing.F) {
	coretest.FuzzRecord(f, ParseGame,
		"[Game \"Ximaera\"]\n[Player1 \"Ana\"]\n\n1. R@a1 R@b1 2. G@e5 R@c1\n",
		"1. R@a1 G@e5 2. a1-b1 e5-d5 3. b1-a1 d5-e5 4. a1-b1 e5-d5 5. b1-a1 d5-e5",
		"[Result \"1-0\"]\n[Termination \"resignation\"]\n1. P@c3 R@d3 2. c3-e3 {x}",
		"1. P@c3 1... p@D3 *",
		"[Result \"0-1\"]\n[Termination \"flag\"]\n1. P@c3 R@d3")
}

func FuzzParseAction(f *testing.F) {
	s := build(f, "Pc3 Rd3 Gb2 Be5 Pa1", "b2")
	coretest.FuzzNotation(f,
		func(text string) (Action, error) { return ParseAction(&s, text) },
		func(a Action) []string { return []string{FormatAction(&s, a)} },
		"P@c3", "c1-c3", "c3-e3", "b@e5", "@", "-", "a1-", "R@", "c3-c3", "e5-b2")
}
