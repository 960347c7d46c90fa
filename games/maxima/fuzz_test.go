package maxima

import (
	"testing"

	"xima/games/core/coretest"
)

func FuzzReadGame(f *testing.F) {
	coretest.FuzzRecord(f, ParseGame,
		"[Game \"Maxima\"]\n\n1. d3-d5 d7-d6 2. c2-c1 {note} d6-d7\n",
		"[Position \"2/7k/8/8/8/3p4/3G4/8/8/K7/2 b\"]\n1... d5-c5 2. d4-c5\n",
		"[Result \"1/2-1/2\"]\n1. a3-a4 a7-a6 2. a4-a3 a6-a7 3. a3-a4 a7-a6 4. a4-a3 a6-a7",
		"[Position \"2/7k/8/8/8/8/3I4/3g4/8/K7/2 b\"]\n1... d3S")
}

func FuzzParseAction(f *testing.F) {
	s := build(f, "b", "Ka1 Id4 ge5 Pd9 kh9 pd10 ld6")
	coretest.FuzzNotation(f,
		func(text string) (Action, error) { return ParseAction(&s, text) },
		func(a Action) []string { return []string{FormatAction(&s, a)} },
		"d2-d5", "c4S", "d10-e10", "e5s", "D3xD5", "d0", "-", "S", "a1-a1")
}
