package xima

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"xima/games/core"
)

// WriteJSON with every streams its steps; what it writes is byte for byte
// one indented encoding of the whole object, steps and all, and without a
// step there is no "every" key at all (as omitempty would have it).
func TestWriteJSONEveryIsOneEncoding(t *testing.T) {
	for record, steps := range map[string]int{
		"[CIMAX \"1500,1400\"]\n\n1. -A1 -B1 2. -C1 resign=Blue":   4,
		"[Players \"3\"]\n\n1. -A1 resign=Yellow -B1 2. flag=Blue": 4,
		"": 0,
	} {
		rec, err := core.Parse(record)
		if err != nil {
			t.Fatal(err)
		}
		g, err := GameFromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		r, err := NewReport(rec, g, true)
		if err != nil {
			t.Fatal(err)
		}
		var streamed bytes.Buffer
		if err := r.WriteJSON(&streamed); err != nil {
			t.Fatal(err)
		}
		var whole struct {
			reportJSON
			Every []stepJSON `json:"every,omitempty"`
		}
		if err := json.Unmarshal(streamed.Bytes(), &whole); err != nil {
			t.Fatalf("%q: %v\n%s", record, err, streamed.String())
		}
		var once bytes.Buffer
		if err := core.IndentJSON(&once, whole); err != nil {
			t.Fatal(err)
		}
		if len(whole.Every) != steps || once.String() != streamed.String() {
			t.Errorf("%q: %d steps, want %d; streamed\n%s\none encoding\n%s", record, len(whole.Every), steps, streamed.String(), once.String())
		}
		if steps == 0 && strings.Contains(streamed.String(), "every") {
			t.Errorf("no step, yet an every key:\n%s", streamed.String())
		}
	}
}
