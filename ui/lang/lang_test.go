package lang

import "testing"

func TestLanguageSwitch(t *testing.T) {
	l := NewLanguages()
	t.Cleanup(func() { l.Use("en") })
	if err := l.Use("es"); err != nil {
		t.Fatal(err)
	}
	if got := L("Play"); got != "Jugar" {
		t.Errorf("Spanish Play = %q", got)
	}
	if got := L("{{.N}} actions", map[string]any{"N": 3}); got != "3 acciones" {
		t.Errorf("Spanish template = %q", got)
	}
	if err := l.Use("en"); err != nil {
		t.Fatal(err)
	}
	if got := L("Play"); got != "Play" {
		t.Errorf("English Play = %q", got)
	}
}

// TestTranslateWhileSwitching: background work translates while the
// window switches the language (the race detector, in make test's second
// pass, fails this test if L reads the translator while Use replaces it),
// and every text it gets is one of the two languages'.
func TestTranslateWhileSwitching(t *testing.T) {
	l := NewLanguages()
	t.Cleanup(func() { l.Use("en") })
	done := make(chan []string)
	go func() {
		var got []string
		for range 200 {
			got = append(got, L("Play"))
		}
		done <- got
	}()
	for i := range 20 {
		if err := l.Use([]string{"es", "en"}[i%2]); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range <-done {
		if s != "Play" && s != "Jugar" {
			t.Fatalf("translated Play as %q while switching", s)
		}
	}
}
