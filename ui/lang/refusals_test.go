package lang

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"xima/games/core"
	"xima/games/maxima"
	"xima/games/xana"
	"xima/games/xima"
	"xima/games/ximaera"
	"xima/games/xoliba"
)

// engineCodes are the refusal codes the five engines declare, and the
// boards' own.
func engineCodes() map[core.RefusalCode][]string {
	games := map[string][]core.RefusalCode{
		"xima": xima.RefusalCodes(), "ximaera": ximaera.RefusalCodes(), "xana": xana.RefusalCodes(),
		"xoliba": xoliba.RefusalCodes(), "maxima": maxima.RefusalCodes(),
	}
	games["boards"] = boardCodes
	out := map[core.RefusalCode][]string{}
	for game, codes := range games {
		for _, c := range codes {
			out[c] = append(out[c], game)
		}
	}
	return out
}

// spanish reads the Spanish translations.
func spanish(t *testing.T) map[string]string {
	t.Helper()
	data, err := os.ReadFile("translations/es.json")
	if err != nil {
		t.Fatal(err)
	}
	var es map[string]string
	if err := json.Unmarshal(data, &es); err != nil {
		t.Fatal(err)
	}
	return es
}

// Every code of every engine has English words and their Spanish, and
// every sentence has a code some engine gives.
func TestEveryRefusalCodeHasWords(t *testing.T) {
	es := spanish(t)
	codes := engineCodes()
	if len(codes) < 60 {
		t.Fatalf("only %d codes: the engines' lists are broken", len(codes))
	}
	for code, games := range codes {
		if !code.Valid() {
			t.Errorf("%s: %q is not written as a code", games, code)
		}
		w, ok := refusalWords[code]
		switch {
		case !ok:
			t.Errorf("%s: code %q has no words", games, code)
		case strings.TrimSpace(es[w]) == "":
			t.Errorf("%s: no Spanish for %q", games, w)
		case fields(w) != fields(es[w]):
			t.Errorf("%q: the Spanish names other fields: %q", w, es[w])
		}
	}
	for code := range refusalWords {
		if _, ok := codes[code]; !ok {
			t.Errorf("words for %q, which no engine gives", code)
		}
	}
	for code, w := range pieceWords {
		if es[w] == "" {
			t.Errorf("piece %q: no Spanish for %q", code, w)
		}
	}
}

// fields lists a template's {{.X}} fields, sorted.
func fields(tmpl string) string {
	var out []string
	for rest := tmpl; ; {
		i := strings.Index(rest, "{{.")
		if i < 0 {
			break
		}
		j := strings.Index(rest[i:], "}}")
		out = append(out, rest[i+3:i+j])
		rest = rest[i+j:]
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

// The sentences fill in the refusal's arguments, in English and Spanish;
// another error keeps its text.
func TestRefusalInWords(t *testing.T) {
	l := NewLanguages()
	t.Cleanup(func() { l.Use("en") })
	tooHigh := fmt.Errorf("move 3: %w", &core.Refusal{Code: "too-high", Cell: "C4", N: 3, From: "B4", M: 1, Why: "a step too high"})
	dieValue := &core.Refusal{Code: "die-value", Cell: "A3", From: "A1", N: 2, Dice: []int{1, 3}}
	frozen := &core.Refusal{Code: "frozen", Cell: "c4", Other: "c3", Piece: "red"}
	notYours := &core.Refusal{Code: "not-your-block", Cell: "B2", Side: "blue"}
	summit := &core.Refusal{Code: "summit-needs-height", Cell: "G7", N: 3, From: "F6", M: 2}
	immobilized := &core.Refusal{Code: "immobilized", Cell: "d4", Other: "d5", Piece: "long-leaper"}
	for _, tc := range []struct {
		lang string
		err  error
		want string
	}{
		{"en", tooHigh, "A step too high: C4 is 3 high, B4 only 1"},
		{"es", tooHigh, "Un escalón demasiado alto: C4 tiene altura 3, B4 solo 1"},
		{"en", dieValue, "The dice allow 1 or 3 cells; from A1 to A3 is 2"},
		{"es", dieValue, "Los dados permiten 1 o 3 casillas; de A1 a A3 hay 2"},
		{"en", frozen, "The red pip on c4 is next to the pivot on c3 and cannot move"},
		{"es", frozen, "Ficha roja en c4: está junto al pivote de c3 y no puede moverse"},
		{"en", notYours, "The block on B2 is Blue's, not yours"},
		{"es", notYours, "El bloque de B2 es de Azul, no tuyo"},
		{"en", summit, "The summit G7 is reached only from height 3: on F6 the block is at 2"},
		{"es", summit, "A la cima G7 solo se llega desde la altura 3: en F6 el bloque está a 2"},
		{"en", immobilized, "The Long Leaper on d4 is immobilized by the enemy on d5"},
		{"en", &core.Refusal{Code: NoSwap, Cell: "d6"}, "The piece on d6 has no swap that forms a triangle: pick another of your pieces"},
		{"es", &core.Refusal{Code: NoSwap, Cell: "d6"}, "La pieza de d6 no tiene ningún intercambio que forme un triángulo: elige otra de tus piezas"},
		{"es", immobilized, "Saltador largo en d4: lo inmoviliza la pieza enemiga de d5"},
		{"es", errors.New("xima: nothing to undo"), "xima: nothing to undo"},
		{"es", &core.Refusal{Code: "no-such-code", Why: "an engine's own words"}, "illegal action: an engine's own words"},
	} {
		if err := l.Use(tc.lang); err != nil {
			t.Fatal(err)
		}
		if got := Refusal(tc.err); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.lang, tc.err, got, tc.want)
		}
	}
}

// Every code's sentence renders in both languages with every field filled.
func TestEveryRefusalRenders(t *testing.T) {
	l := NewLanguages()
	t.Cleanup(func() { l.Use("en") })
	for _, code := range []string{"en", "es"} {
		if err := l.Use(code); err != nil {
			t.Fatal(err)
		}
		for c := range engineCodes() {
			r := &core.Refusal{Code: c, Cell: "b2", From: "a1", Other: "c3", N: 4, M: 5, Dice: []int{6}, Piece: "king", Side: "red"}
			got := Refusal(r)
			if strings.Contains(got, "{{") || strings.Contains(got, "<no value>") || got == r.Error() {
				t.Errorf("%s %s: %q", code, c, got)
			}
		}
	}
}

// The ends every game shares have words in both languages; a game's own
// reason has none here.
func TestSharedEndsInWords(t *testing.T) {
	l := NewLanguages()
	t.Cleanup(func() { l.Use("en") })
	es := spanish(t)
	for why, words := range endWords {
		if es[words] == "" {
			t.Errorf("%s: no Spanish for %q", why, words)
		}
	}
	if err := l.Use("es"); err != nil {
		t.Fatal(err)
	}
	if got, ok := End(core.Resigned); !ok || got != es["resignation"] {
		t.Errorf("resignation in Spanish: %q %v", got, ok)
	}
	if got, ok := End(maxima.Palace); ok {
		t.Errorf("Maxima's own end has shared words %q", got)
	}
}
