package xana

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"xima/games/core"
)

// sample reads testdata/neto-sample.xana, a finished game.
func sample(t *testing.T) *Game {
	t.Helper()
	data, err := os.ReadFile("testdata/neto-sample.xana")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := core.Parse(string(data))
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
	var out bytes.Buffer
	if err := sample(t).WriteJSON(&out); err != nil {
		t.Fatal(err)
	}
	var r reportJSON
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if r.Game != "Xana" || r.Size != 8 || r.ToMove != "black" || r.Seat != 1 || r.Parts != 69 || r.Result == nil ||
		r.Result.Winner != "white" || r.Result.WinnerSeat != 0 || r.Result.Reason != "resign" {
		t.Fatalf("%+v", r)
	}
	if len(r.Players) != 2 || r.Players[0].Score != 60 || r.Players[1].Score != 46 || r.Players[0].Name != "Letters" {
		t.Fatalf("players %+v", r.Players)
	}
	found := false
	for _, c := range r.Cells {
		found = found || c == cellJSON{Cell: "k2", Colour: "white", Height: 3}
	}
	if !found || !strings.Contains(out.String(), `"cell": "i4",`+"\n      \"wall\": true") {
		t.Fatalf("cells: %s", out.String())
	}
}
