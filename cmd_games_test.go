package main

import (
	"testing"

	"xima/games/core"
)

// parseRecord parses a record for the commands' functions.
func parseRecord(t *testing.T, text string) *core.Record {
	t.Helper()
	rec, err := core.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}
