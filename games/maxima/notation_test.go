package maxima

import (
	"errors"
	"testing"

	"xima/games/core"
)

func TestNotationForms(t *testing.T) {
	s := build(t, "b", "Ka1 Id4 ge5 Pd9 kh9 pd10")
	for text, want := range map[string]string{
		"e5S": "e5S", "e5s": "e5S", "E5S": "e5S", "d10-e10": "d10-e10", "D10E10": "d10-e10", "d10xe10": "d10-e10",
	} {
		a, err := ParseAction(&s, text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if got := FormatAction(&s, a); got != want {
			t.Errorf("%s formats as %s, want %s", text, got, want)
		}
	}
}

func TestNotationErrors(t *testing.T) {
	s := NewState()
	for text, want := range map[string]error{
		"": core.ErrSyntax, "zz": core.ErrSyntax, "d2-": core.ErrSyntax, "d2-d2": core.ErrSyntax, "c0-c1": core.ErrSyntax,
		"d3-d11": core.ErrSyntax, "d4-d5": core.ErrIllegal, "d7-d6": core.ErrIllegal, "d3-e4": core.ErrIllegal,
		"d2S": core.ErrIllegal, "e1S": core.ErrIllegal, "d3-d7": core.ErrIllegal,
	} {
		_, err := ParseAction(&s, text)
		if !errors.Is(err, want) {
			t.Errorf("%q: %v, want %v", text, err, want)
		}
	}
	for text, reason := range map[string]string{
		"d4-d5": "no piece on d4",
		"d7-d6": "the Black Pawn on d7 is not White's",
		"d3-e4": "the Pawn on d3 cannot reach e4",
		"d2S":   "the Immobilizer on d2 is not immobilized, so it may not commit suicide",
	} {
		if _, err := ParseAction(&s, text); err == nil || err.Error() != "illegal action: "+reason {
			t.Errorf("%s: %v, want %q", text, err, reason)
		}
	}
}
