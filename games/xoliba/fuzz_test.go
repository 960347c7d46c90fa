package xoliba

import (
	"testing"

	"xima/games/core/coretest"
)

func FuzzReadGame(f *testing.F) {
	coretest.FuzzRecord(f, ParseGame,
		"[Game \"Xoliba\"]\n[Seed \"1\"]\n\n1. d6-d7 c7-d6 2. a4-b5\n",
		"[Players \"3\"]\n[Seed \"2\"]\n1. pass resign=Green {a comment} *",
		"[Players \"1\"]\n[Seed \"3\"]\n1. b2-c3/a3,b4",
		"[Players \"3\"]\n[Seed \"5\"]\n1. flag=Blue\n",
		"[Seed \"1\"]\n[Result \"Blue\"]\n[Termination \"resignation\"]\n",
		"[Setup \"rrbbb/wwwwwwb/rrrbbbb/rrrbbwr/rbwrwrr/brrrrbb/wbbbw\"]\n[Result \"Red\"]\n[Termination \"agreement\"]\n")
}

func FuzzParseAction(f *testing.F) {
	s := build(f, 2, Red, map[Color]string{Red: "c3 e3 c5 e5 d7 b2 f2", Blue: "d3 a4 a5 a6"})
	coretest.FuzzNotation(f,
		func(text string) (Action, error) { return ParseAction(&s, text) },
		func(a Action) []string { return []string{FormatAction(&s, a)} },
		"d7-d4", "d7-d4/c3,e3", "D7-D4/E3,C3", "pass", "d7-d4/c5,e5", "a1-b2", "-", "/", "d7-d4/,", "d7-")
}
