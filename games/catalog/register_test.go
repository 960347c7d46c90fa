package catalog

import (
	"testing"

	"xima/games/core"
	"xima/games/core/coretest"
)

// TestRegisterAddsAGameUntilRemoved: a registered game is found by name
// and listed after the built-in ones until its remove is called.
func TestRegisterAddsAGameUntilRemoved(t *testing.T) {
	builtIn := len(All())
	remove := Register(Kind{Name: "Race", Seats: []int{2}, New: func(Options) (core.Game, error) { return coretest.NewRace(), nil }})
	all := All()
	if len(all) != builtIn+1 || all[len(all)-1].Name != "Race" {
		t.Fatalf("after Register: %d games, last %q", len(all), all[len(all)-1].Name)
	}
	if k, err := Find("race"); err != nil || k.Name != "Race" {
		t.Fatalf("Find: %v, %v", k.Name, err)
	}
	remove()
	if _, err := Find("Race"); err == nil || len(All()) != builtIn {
		t.Fatalf("after remove: Find %v, %d games", err, len(All()))
	}
}

// TestOnlyCIMAXKindsRateByCIMAX: an Elo game's kind refuses a CIMAX rating.
func TestOnlyCIMAXKindsRateByCIMAX(t *testing.T) {
	g, err := Ximaera().New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Ximaera().RateCIMAX(g, []float64{1000, 1000}); err == nil {
		t.Error("Ximaera rated by CIMAX")
	}
}
