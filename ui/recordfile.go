package ui

import (
	"fmt"
	"strings"

	"xima/games/catalog"
	"xima/games/core"
	"xima/storage"
)

// recordForExport returns a finished game's record with the Date tag and
// its players' names where the record has none: a record written by a
// board game's play carries neither, and without them the file, imported
// into this club or another, could not be matched to its profiles nor to
// this game. Where the tags cannot be added, the record goes as it is.
func recordForExport(g storage.FinishedGame) string {
	kind, err := catalog.Find(g.Game)
	if err != nil {
		return g.Record
	}
	rec, err := core.Parse(g.Record)
	if err != nil {
		return g.Record
	}
	var add []core.Tag
	if _, ok := rec.Get(core.TagDate); !ok && !g.Started.IsZero() {
		add = append(add, core.Tag{Name: core.TagDate, Value: g.Started.Local().Format("2006.01.02")})
	}
	tags := nameTags(kind, len(g.Seats))
	for i, s := range g.Seats {
		if v, ok := rec.Get(tags[i]); s.Name != "" && tags[i] != "" && (!ok || v == "") {
			add = append(add, core.Tag{Name: tags[i], Value: s.Name})
		}
	}
	if len(add) == 0 {
		return g.Record
	}
	words := make([]string, len(rec.Tokens))
	for i, tok := range rec.Tokens {
		words[i] = tok.Text
		if tok.Kind == core.TokenComment {
			words[i] = "{" + tok.Text + "}"
		}
	}
	text := core.FormatRecord(append(rec.Tags, add...), words)
	if _, err := kind.Read(strings.NewReader(text)); text == "" || err != nil {
		return g.Record
	}
	return text
}

// nameTags returns the tag that names each seat's player in records of
// kind's games of n players ("" where none does), found by writing a new
// game with names.
func nameTags(kind catalog.Kind, n int) []string {
	tags := make([]string, n)
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("Player of seat %d", i)
	}
	g, err := kind.New(catalog.Options{Seats: n, Names: names})
	if err != nil {
		return tags
	}
	text, err := core.RecordText(g)
	if err != nil {
		return tags
	}
	rec, err := core.Parse(text)
	if err != nil {
		return tags
	}
	for _, t := range rec.Tags {
		for i, name := range names {
			if t.Value == name {
				tags[i] = t.Name
			}
		}
	}
	return tags
}
