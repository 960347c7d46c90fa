package ui

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	an "xima/games/analysis"
	"xima/games/catalog"
	"xima/storage"
)

// TestExportedRecordCarriesItsAnalysis: a finished game exported from
// History has its kept analysis as comments, and the record alone
// without one.
func TestExportedRecordCarriesItsAnalysis(t *testing.T) {
	ctx := context.Background()
	db, err := storage.Open(ctx, filepath.Join(t.TempDir(), "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	kind := catalog.Maxima()
	const record = "[Game \"Maxima\"]\n\n1. g3-g5 d9-d10 2. b3-b5 c8-c9\n"
	fg := storage.FinishedGame{Game: kind.Name, Mode: "hotseat", Result: "draw", Record: record,
		Seats: []storage.Seat{{Name: "Ana"}, {Name: "Beto"}}}
	if fg.ID, err = db.RecordGame(ctx, fg, 0); err != nil {
		t.Fatal(err)
	}
	plain, err := annotatedRecord(ctx, db, fg)
	if err != nil || plain != recordForExport(fg) || strings.Contains(plain, "analysis:") {
		t.Fatalf("without an analysis: %q, %v; want the record alone", plain, err)
	}
	g, err := kind.Read(strings.NewReader(record))
	if err != nil {
		t.Fatal(err)
	}
	a, err := an.Analyse(ctx, kind, g, an.Options{Nodes: 300, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	text, _ := json.Marshal(a)
	if err := db.SaveAnalysis(ctx, storage.GameAnalysis{GameID: fg.ID, Version: a.Version, Nodes: a.Nodes, Seed: a.Seed, JSON: string(text)}); err != nil {
		t.Fatal(err)
	}
	annotated, err := annotatedRecord(ctx, db, fg)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(annotated, "{analysis:"); n != len(g.Moves()) {
		t.Errorf("%d analysis comments for %d moves:\n%s", n, len(g.Moves()), annotated)
	}
	if !strings.Contains(annotated, "Ana") {
		t.Errorf("the players' names are lost:\n%s", annotated)
	}
}
