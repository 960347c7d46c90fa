package xima

import (
	"os"
	"testing"

	"xima/games/core/coretest"
)

func FuzzParseAction(f *testing.F) {
	s := newSport(f, 2)
	put(f, &s, "A1", red)
	put(f, &s, "C1", red)
	put(f, &s, "E5", red, redSpecial)
	put(f, &s, "B2", blue)
	legal := s.Legal(nil)
	coretest.FuzzNotation(f,
		func(text string) (Action, error) { return ParseAction(&s, legal, text) },
		func(a Action) []string { return []string{FormatLong(&s, a), FormatShort(&s, a, legal)} },
		"-K3", "=K3", "B2C3", "xA1", "5xJ1", "CxB2", "TOP", "*E5", "E11F10", "1I3", "pass", "=D5D4", "a1", "-", "=", "x", "13")
}

func FuzzReadGame(f *testing.F) {
	book, err := os.ReadFile("../../assets/book/book-11.3.10.xima")
	if err != nil {
		f.Fatal(err)
	}
	coretest.FuzzRecord(f, ParseGame,
		string(book),
		"[Styles \"two-dice,luck\"]\n1. [3,5] -A1 & -B1 [2] -C1 {1:00}",
		"[Players \"3\"]\n1. -A1 -B1 -C1 2. flag=Blue")
}
