package ximaera

import (
	"errors"
	"strings"
	"testing"

	"xima/games/core"
)

func TestFormatAction(t *testing.T) {
	s := NewState()
	for a, want := range map[Action]string{
		DropAction(Pivot, cell(t, "c3")):         "P@c3",
		DropAction(Red, cell(t, "a1")):           "R@a1",
		DropAction(Green, cell(t, "e5")):         "G@e5",
		DropAction(Blue, cell(t, "b4")):          "B@b4",
		MoveAction(cell(t, "c1"), cell(t, "c3")): "c1-c3",
	} {
		if got := FormatAction(&s, a); got != want {
			t.Errorf("%s, want %s", got, want)
		}
	}
}

func TestParseActionReadsEitherCase(t *testing.T) {
	s := build(t, "Rc1", "")
	for text, want := range map[string]string{"p@C3": "P@c3", " B@e5 ": "B@e5", "C1-C3": "c1-c3", "c1-a1": "c1-a1"} {
		a, err := ParseAction(&s, text)
		if err != nil || FormatAction(&s, a) != want {
			t.Errorf("%q: %v %v", text, FormatAction(&s, a), err)
		}
	}
}

func TestParseActionErrorsNameTheCell(t *testing.T) {
	s := build(t, "Pa1 Pb1 Ga2 Rc3 Gd3 Ba3 Pe5", "a3")
	for text, want := range map[string]struct {
		sentinel error
		why      string
	}{
		"":       {core.ErrSyntax, "want a drop"},
		"X@c3":   {core.ErrSyntax, "a drop is"},
		"R@f3":   {core.ErrSyntax, "a drop is"},
		"RR@c3":  {core.ErrSyntax, "a drop is"},
		"c3c4":   {core.ErrSyntax, "want a drop"},
		"c3-a5":  {core.ErrSyntax, "want a drop"},
		"P@e5":   {core.ErrIllegal, "no pivot left to drop on e5"},
		"R@c3":   {core.ErrIllegal, "c3 is occupied"},
		"b2-b3":  {core.ErrIllegal, "no piece on b2"},
		"a2-c2":  {core.ErrIllegal, "the green on a2 is next to a pivot"},
		"a3-a2":  {core.ErrIllegal, "the blue on a3 ended the opponent's last action"},
		"c3-c3":  {core.ErrIllegal, "c3 does not move"},
		"c3-d3":  {core.ErrIllegal, "d3 is occupied"},
		"c3-e4":  {core.ErrIllegal, "c3 and e4 are not on one line"},
		"c3-e3":  {core.ErrIllegal, "the red on c3 cannot slide to e3"},
		"e5-b2":  {core.ErrIllegal, "the pivot on e5 cannot slide to b2: the way is blocked"},
		"a1-a2":  {core.ErrIllegal, "the pivot on a1 is next to a pivot"},
		"d4-d5x": {core.ErrSyntax, "want a drop"},
	} {
		_, err := ParseAction(&s, text)
		if !errors.Is(err, want.sentinel) || !strings.Contains(err.Error(), want.why) {
			t.Errorf("%q: %v, want %v ...%s", text, err, want.sentinel, want.why)
		}
	}
	s.end = Group
	if _, err := ParseAction(&s, "R@e5"); !errors.Is(err, core.ErrIllegal) || !strings.Contains(err.Error(), "over") {
		t.Errorf("after the end: %v", err)
	}
}

func TestEveryLegalActionParsesBack(t *testing.T) {
	s := build(t, "Pc3 Rd3 Gb2 Be5 Pa1", "")
	for _, a := range s.Legal(nil) {
		text := FormatAction(&s, a)
		b, err := ParseAction(&s, text)
		if err != nil || b != a {
			t.Fatalf("%s parsed as %v, %v", text, b, err)
		}
	}
}
