package lang

import "testing"

// Every side code the games give has words, with a Spanish translation.
func TestSideCodesHaveSpanishWords(t *testing.T) {
	es := spanish(t)
	for _, code := range []string{"red", "blue", "yellow", "green", "white", "black", "1", "2"} {
		if w, ok := sideWords[code]; !ok || es[w] == "" {
			t.Errorf("side %q: words %q, Spanish %q", code, w, es[w])
		}
	}
	if es["Drawn"] == "" {
		t.Error("no Spanish for a draw")
	}
}
