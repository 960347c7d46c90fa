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
