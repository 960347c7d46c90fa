package xoliba

import (
	"errors"
	"testing"

	"xima/games/core"
)

func TestParseActionErrors(t *testing.T) {
	s := build(t, 2, Red, map[Color]string{Red: "c3 e3 c5 e5 d7", Blue: "d3 a4 a5 a6"})
	for text, want := range map[string]error{
		"":             core.ErrSyntax,
		"d7":           core.ErrSyntax,
		"d7-h4":        core.ErrSyntax,
		"a1-b2":        core.ErrSyntax,
		"d7-d4/c3":     core.ErrSyntax,
		"d7-d4/c3,c3":  core.ErrSyntax,
		"d7-d4/c3,zz":  core.ErrSyntax,
		"a4-b4":        core.ErrIllegal, // a blue piece
		"d6-d4":        core.ErrIllegal, // a white piece
		"d7-c5":        core.ErrIllegal, // not white
		"d7-b5":        core.ErrIllegal, // not in line
		"d7-d5":        core.ErrIllegal, // no triangle
		"pass":         core.ErrIllegal,
		"d7-d4":        core.ErrAmbiguous,
		"d7-d4/c3,g3x": core.ErrSyntax,
	} {
		_, err := ParseAction(&s, text)
		if !errors.Is(err, want) {
			t.Errorf("%q: %v, want %v", text, err, want)
		}
	}
	_, err := ParseAction(&s, "d7-c5")
	if err == nil || err.Error() != "illegal action: c5 holds a red piece, not a white one" {
		t.Fatalf("message %v", err)
	}
	s.end = core.Agreement
	if _, err := ParseAction(&s, "d7-d4/c3,e3"); !errors.Is(err, core.ErrIllegal) {
		t.Fatal("an action after the end")
	}
}

func TestFormatSuffixOnlyWhenTheSetsDiffer(t *testing.T) {
	// Two empty triangles: one action, no suffix.
	s := build(t, 2, Red, map[Color]string{Red: "c3 e3 c5 e5 d7", Blue: "a4 a5 a6"})
	var d4 []string
	for _, n := range legalNames(&s) {
		if n[:5] == "d7-d4" {
			d4 = append(d4, n)
		}
	}
	if len(d4) != 1 || d4[0] != "d7-d4" {
		t.Fatalf("%v", d4)
	}
	a, err := ParseAction(&s, "d7-d4/c5,e5")
	if err != nil || FormatAction(&s, a) != "d7-d4" {
		t.Fatalf("a needless suffix: %v", err)
	}
	if FormatAction(&s, Pass) != "pass" {
		t.Fatal("pass")
	}
}
