package lang

import (
	"encoding/json"
	"os"
	"testing"
)

// Every side code the games give has words, with a Spanish translation.
func TestSideCodesHaveSpanishWords(t *testing.T) {
	data, err := os.ReadFile("translations/es.json")
	if err != nil {
		t.Fatal(err)
	}
	var es map[string]string
	if err := json.Unmarshal(data, &es); err != nil {
		t.Fatal(err)
	}
	for _, code := range []string{"red", "blue", "yellow", "green", "white", "black", "1", "2"} {
		if w, ok := sideWords[code]; !ok || es[w] == "" {
			t.Errorf("side %q: words %q, Spanish %q", code, w, es[w])
		}
	}
	if es["Drawn"] == "" {
		t.Error("no Spanish for a draw")
	}
}
