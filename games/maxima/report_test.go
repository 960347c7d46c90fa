package maxima

import (
	"bytes"
	"encoding/json"
	"testing"

	"xima/games/core"
)

// fromRecord reads a record's game.
func fromRecord(t *testing.T, text string) *Game {
	t.Helper()
	rec, err := core.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	g, err := GameFromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestWriteJSON(t *testing.T) {
	var buf bytes.Buffer
	if err := fromRecord(t, "[Position \"2/7k/8/8/8/8/3I4/3g4/8/K7/2 b\"]\n").WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var got reportJSON
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Game != "Maxima" || got.ToMove != "black" || got.Result != nil || len(got.Pieces) != 4 || got.Legal == 0 {
		t.Fatalf("%+v", got)
	}
	frozen := 0
	for _, p := range got.Pieces {
		if p.Immobilized {
			frozen++
			if p.Square != "d3" || p.Kind != "guard" || p.Color != "black" {
				t.Fatalf("frozen %+v", p)
			}
		}
	}
	if frozen != 1 {
		t.Fatalf("%d frozen pieces", frozen)
	}
}
