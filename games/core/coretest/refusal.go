package coretest

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"xima/games/core"
)

// WantRefusal fails t unless err is a *core.Refusal (wrapped or not) that
// wraps core.ErrIllegal and equals want in its code and every argument,
// with an English reason, whatever it says.
func WantRefusal(t testing.TB, err error, want core.Refusal) {
	t.Helper()
	var r *core.Refusal
	if !errors.As(err, &r) || !errors.Is(err, core.ErrIllegal) {
		t.Fatalf("err %v is no refusal", err)
	}
	got := *r
	got.Why = ""
	if len(got.Dice) == 0 && len(want.Dice) == 0 {
		got.Dice, want.Dice = nil, nil
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("refusal %+v (%s), want %+v", got, r.Why, want)
	}
	if r.Why == "" {
		t.Fatal("a refusal without its English reason")
	}
}

// WhyAgrees checks an engine's explanation err of the intention named what
// against the rules: nil exactly when the intention is legal, else a
// refusal with one of the engine's codes, which it returns (nil when legal).
func WhyAgrees(t testing.TB, what string, err error, legal bool, codes []core.RefusalCode) *core.Refusal {
	t.Helper()
	if (err == nil) != legal {
		t.Fatalf("%s: legal %v, why %v", what, legal, err)
	}
	if err == nil {
		return nil
	}
	var r *core.Refusal
	if !errors.As(err, &r) || !slices.Contains(codes, r.Code) {
		t.Fatalf("%s: %v is no refusal with a declared code", what, err)
	}
	return r
}
