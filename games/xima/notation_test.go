package xima

import (
	"errors"
	"strings"
	"testing"

	"xima/games/core"
)

func TestShortFormDisambiguation(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "H1", red)
	put(t, &s, "B1", red)
	put(t, &s, "E1", red)
	put(t, &s, "E4", blue, red) // E4 (floor 2) reaches E2 downwards too
	legal := s.Legal(nil)
	find := func(from, to string) Action { return MoveAction(cell(t, from), cell(t, to)) }
	cases := map[Action]string{
		find("H1", "A1"): "HA1", // B1 also reaches A1? no: B1 is on the way. E1 too: column differs
		find("H1", "I1"): "HI1", // E1 and B1 reach I1 over H1
		find("E1", "E2"): "1E2", // E4 reaches E2 along the column: same column, rows differ
		find("E4", "E2"): "4E2", //
		find("B1", "C1"): "BC1", // E1 reaches C1 too
	}
	for a, want := range cases {
		if got := FormatShort(&s, a, legal); got != want {
			t.Errorf("%s short = %s, want %s", FormatLong(&s, a), got, want)
		}
	}
}

func TestParseLenientAndStrict(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "A2", red, red, red)
	put(t, &s, "B2", red, blue)
	put(t, &s, "M1", red)
	legal := s.Legal(nil)
	capture := MoveAction(cell(t, "A2"), cell(t, "B2"))
	for _, text := range []string{"A2xB2", "a2xb2", "A2B2", "xB2", "B2", "AxB2", "2B2"} {
		a, err := ParseAction(&s, legal, text)
		if err != nil || a != capture {
			t.Errorf("%q: %v, %v", text, a, err)
		}
	}
	// A wrong x: M1L1 captures nothing.
	if _, err := ParseAction(&s, legal, "M1xL1"); !errors.Is(err, core.ErrIllegal) || !strings.Contains(err.Error(), "captures nothing") {
		t.Errorf("wrong x: %v", err)
	}
	// Ambiguous short move names its candidates.
	s2 := newSport(t, 2)
	put(t, &s2, "A1", red)
	put(t, &s2, "C1", red)
	_, err := ParseAction(&s2, s2.Legal(nil), "B1")
	var ae *AmbiguousError
	if !errors.As(err, &ae) || !errors.Is(err, core.ErrAmbiguous) || !strings.Contains(err.Error(), "A1B1 or C1B1") {
		t.Errorf("ambiguous B1: %v", err)
	}
	for text, sentinel := range map[string]error{
		"Z9": core.ErrSyntax, "": core.ErrSyntax, "-": core.ErrSyntax, "M13": core.ErrIllegal,
		"*A1": core.ErrIllegal, "-A1": core.ErrIllegal, "=G7": core.ErrIllegal, "TOP": core.ErrIllegal,
	} {
		if _, err := ParseAction(&s2, s2.Legal(nil), text); !errors.Is(err, sentinel) {
			t.Errorf("%q: %v, want %v", text, err, sentinel)
		}
	}
}

func TestNotationOfSpecialAndSummit(t *testing.T) {
	s := newSport(t, 2)
	put(t, &s, "E5", red)
	put(t, &s, "F6", red, redSpecial)
	legal := s.Legal(nil)
	top := MoveAction(cell(t, "F6"), Summit)
	if FormatLong(&s, top) != "TOP" || FormatShort(&s, top, legal) != "TOP" {
		t.Fatal("the special entering G7 is written TOP")
	}
	for _, text := range []string{"TOP", "top", "=G7", "=F6G7"} {
		if a, err := ParseAction(&s, legal, text); err != nil || a != top {
			t.Errorf("%q: %v %v", text, a, err)
		}
	}
	m := MoveAction(cell(t, "F6"), cell(t, "F5"))
	if FormatLong(&s, m) != "=F6F5" || FormatShort(&s, m, legal) != "=F5" {
		t.Errorf("special move: %s / %s", FormatLong(&s, m), FormatShort(&s, m, legal))
	}
}
