package core

import (
	"errors"
	"fmt"
	"testing"
)

func TestRefusalIsAnIllegalAction(t *testing.T) {
	r := &Refusal{Code: Occupied, Cell: "c3", Why: "c3 is occupied"}
	if r.Error() != "illegal action: c3 is occupied" {
		t.Errorf("Error() = %q", r.Error())
	}
	// A record's error wraps it twice: the move, then its position.
	err := &ParseError{Line: 3, Col: 7, Move: 2, Text: "a1-c3", Err: fmt.Errorf("ximaera: %w", r)}
	var got *Refusal
	if !errors.Is(err, ErrIllegal) || !errors.As(err, &got) || got != r {
		t.Fatalf("%v: not found as the refusal", err)
	}
	if err.Error() != "move 2 (a1-c3): ximaera: illegal action: c3 is occupied" {
		t.Errorf("record error %q", err)
	}
}

func TestRefusalCodesAreCodes(t *testing.T) {
	for _, c := range []RefusalCode{GameOver, NoPiece, NotYourPiece, Occupied, SameCell, NotInLine, Blocked, NotReachable} {
		if !c.Valid() {
			t.Errorf("%q is not a code", c)
		}
	}
	for _, c := range []RefusalCode{"", "Too high", "too_high"} {
		if c.Valid() {
			t.Errorf("%q passes as a code", c)
		}
	}
}

func TestPieceCode(t *testing.T) {
	for name, want := range map[string]string{"Long Leaper": "long-leaper", "King": "king", "pivot": "pivot"} {
		if got := PieceCode(name); got != want {
			t.Errorf("PieceCode(%q) = %q, want %q", name, got, want)
		}
	}
}
