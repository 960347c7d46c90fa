package xana

import (
	"os"
	"testing"

	"xima/games/core/coretest"
)

func FuzzParseAction(f *testing.F) {
	s := position(f, 8, White, "t3=E k4=C o2=b i4=# C8=a")
	coretest.FuzzNotation(f,
		func(text string) (Action, error) { return ParseAction(&s, text) },
		func(a Action) []string { return []string{FormatAction(&s, a)} },
		"3@k4", "k4-k2", "t3>2r3", "t3>5r3", "i4", "-", "end", "pass", "swap", "C8", "16@a8", "a8-", ">", "@", "0@k4", "k4>0k2", "Z99")
}

func FuzzReadGame(f *testing.F) {
	sample, err := os.ReadFile("testdata/neto-sample.xana")
	if err != nil {
		f.Fatal(err)
	}
	coretest.FuzzRecord(f, ParseGame,
		string(sample),
		"[Size \"3\"]\n1. 1@e3 swap 1@c1 + b2 2. - + d2 +",
		"[Size \"2\"]\n1. pass pass",
		"[Result \"0-1\"]\n[Termination \"resignation\"]\n1. 3@k4 + resign")
}
