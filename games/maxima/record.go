package maxima

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"xima/games/core"
)

// The record file (docs/maxima-record.md): PGN-like tag pairs, a blank
// line, then numbered movetext, "1. d3-d5 d7-d6 2. c2-c1 ...".

// Tag names the record uses.
const (
	TagGame        = "Game"
	TagWhite       = "White"
	TagBlack       = "Black"
	TagDate        = "Date"
	TagPosition    = "Position"    // a start position other than the opening
	TagResult      = "Result"      // "1-0", "0-1", "1/2-1/2"; written when over
	TagTermination = "Termination" // the Result's Reason
)

// resultText returns the Result tag's value for r.
func resultText(r Result) string {
	switch {
	case !r.Over:
		return "*"
	case r.Winner == 0:
		return "1-0"
	case r.Winner == 1:
		return "0-1"
	}
	return "1/2-1/2"
}

// WriteRecord writes the game's record; ReadGame reads it back to the same
// game.
func (g *Game) WriteRecord(w io.Writer) error {
	if err := core.WriteRecord(w, g.tags(), g.movetext()); err != nil {
		return fmt.Errorf("maxima: write record: %w", err)
	}
	return nil
}

// Record returns the record as a string ("" when a tag cannot be written).
func (g *Game) Record() string { return core.FormatRecord(g.tags(), g.movetext()) }

func (g *Game) tags() []core.Tag {
	c := g.cfg
	tags := []core.Tag{{Name: TagGame, Value: "Maxima"}}
	for _, t := range []core.Tag{{Name: TagWhite, Value: c.White}, {Name: TagBlack, Value: c.Black}, {Name: TagDate, Value: c.Date}, {Name: TagPosition, Value: c.Position}} {
		if t.Value != "" {
			tags = append(tags, t)
		}
	}
	if g.result.Over {
		tags = append(tags, core.Tag{Name: TagResult, Value: resultText(g.result)}, core.Tag{Name: TagTermination, Value: g.result.Reason})
	}
	return append(tags, c.Tags...)
}

// movetext returns the movetext's words: "1." before White's move, "1..."
// before a first move by Black.
func (g *Game) movetext() []string {
	var words []string
	first := g.firstMover()
	for i, text := range g.texts {
		mover := (first + i) % 2
		switch {
		case mover == 0:
			words = append(words, strconv.Itoa(g.moveNumber(i))+".")
		case i == 0:
			words = append(words, "1...")
		}
		words = append(words, text)
	}
	return words
}

// firstMover returns the seat that made (or makes) the game's first move.
func (g *Game) firstMover() int { return (g.ToMove() + len(g.moves)) % 2 }

// moveNumber returns the movetext number of ply i (0-based).
func (g *Game) moveNumber(i int) int { return (i+g.firstMover())/2 + 1 }

// ReadGame reads a record and replays it, checking every move. Errors are
// *core.ParseError values: "move N (text): why".
func ReadGame(r io.Reader) (*Game, error) {
	rec, err := core.Read(r)
	if err != nil {
		return nil, err
	}
	return GameFromRecord(rec)
}

// ParseGame is ReadGame over a string.
func ParseGame(text string) (*Game, error) { return ReadGame(strings.NewReader(text)) }

// GameFromRecord replays a record already split into tags and tokens.
func GameFromRecord(rec *core.Record) (*Game, error) {
	cfg, err := configFromTags(rec)
	if err != nil {
		return nil, err
	}
	g, err := NewGame(cfg)
	if err != nil {
		return nil, &core.ParseError{Line: 1, Col: 1, Err: fmt.Errorf("%w: %v", core.ErrSyntax, err)}
	}
	for _, tok := range rec.Tokens {
		if tok.Kind != core.TokenWord {
			continue
		}
		switch tok.Text {
		case "*", "1-0", "0-1", "1/2-1/2":
			continue
		}
		if _, err := g.playText(tok.Text); err != nil {
			return nil, &core.ParseError{Line: tok.Line, Col: tok.Col, Move: g.moveNumber(len(g.moves)), Text: tok.Text, Err: err}
		}
	}
	if err := g.checkResult(rec); err != nil {
		return nil, &core.ParseError{Line: 1, Col: 1, Err: err}
	}
	return g, nil
}

// configFromTags reads the header; unknown tags are kept as they are.
func configFromTags(rec *core.Record) (Config, error) {
	var cfg Config
	if game, ok := rec.Get(TagGame); ok && !strings.EqualFold(strings.TrimSpace(game), "Maxima") {
		return cfg, &core.ParseError{Line: 1, Col: 1, Err: fmt.Errorf("%w: game %q is not Maxima", core.ErrSyntax, game)}
	}
	cfg.White, _ = rec.Get(TagWhite)
	cfg.Black, _ = rec.Get(TagBlack)
	cfg.Date, _ = rec.Get(TagDate)
	cfg.Position, _ = rec.Get(TagPosition)
	known := []string{TagGame, TagWhite, TagBlack, TagDate, TagPosition, TagResult, TagTermination}
	for _, t := range rec.Tags {
		isKnown := false
		for _, k := range known {
			isKnown = isKnown || strings.EqualFold(k, t.Name)
		}
		if !isKnown {
			cfg.Tags = append(cfg.Tags, t)
		}
	}
	return cfg, nil
}

// errResult marks a Result tag the moves contradict.
var errResult = errors.New("result does not match the moves")

// checkResult applies what the moves cannot show (a resignation, an agreed
// draw) and refuses a Result or Termination the moves contradict.
func (g *Game) checkResult(rec *core.Record) error {
	res, _ := rec.Get(TagResult)
	res = strings.TrimSpace(res)
	term, hasTerm := rec.Get(TagTermination)
	term = strings.TrimSpace(term)
	switch res {
	case "", "*":
		if g.result.Over || !hasTerm || term == "" {
			return nil
		}
		return fmt.Errorf("%w: Termination %q without a Result", errResult, term)
	case "1-0", "0-1", "1/2-1/2":
	default:
		return fmt.Errorf("%w: Result %q: want 1-0, 0-1, 1/2-1/2 or *", core.ErrSyntax, res)
	}
	if !g.result.Over {
		switch {
		case res == "1/2-1/2" && (!hasTerm || strings.EqualFold(term, ReasonAgreement)):
			return g.AgreeDraw()
		case res == "1-0" && (!hasTerm || strings.EqualFold(term, ReasonResign)):
			return g.Resign(1)
		case res == "0-1" && (!hasTerm || strings.EqualFold(term, ReasonResign)):
			return g.Resign(0)
		}
		return fmt.Errorf("%w: Result %q (%s) but the game is not over", errResult, res, term)
	}
	if res != resultText(g.result) || (hasTerm && term != "" && !strings.EqualFold(term, g.result.Reason)) {
		return fmt.Errorf("%w: Result %q, but the moves give %s (%s)", errResult, res, resultText(g.result), g.result.Reason)
	}
	return nil
}
