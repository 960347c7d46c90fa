package core

import (
	"encoding/json"
	"io"
)

// Report is a game's own account of the position its record reaches: what
// "xima replay" prints, in words or as one JSON object. Each engine's
// report.go writes its game's; the catalog hands it out (catalog.Kind.Report).
type Report interface {
	// WriteText writes the position in words and a diagram.
	WriteText(w io.Writer) error
	// WriteJSON writes it as one indented JSON object (docs/<game>-record.md).
	WriteJSON(w io.Writer) error
}

// IndentJSON writes v as one JSON object indented by two spaces, then a
// newline: the shape of every game's WriteJSON.
func IndentJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
