package maxima

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"xima/games/core"
)

// The record file (docs/maxima-record.md): PGN-like tag pairs, a blank
// line, then numbered movetext, "1. d3-d5 d7-d6 2. c2-c1 ...".

// Tag names the record uses beside core's Game, Date, Result ("1-0",
// "0-1", "1/2-1/2"; written when over) and Termination (the Result's
// Reason code).
const (
	TagWhite    = "White"
	TagBlack    = "Black"
	TagPosition = "Position" // a start position other than the opening
)

// resultText returns the Result tag's value for r.
func resultText(r core.Result) string {
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
	tags := []core.Tag{{Name: core.TagGame, Value: GameName}}
	for _, t := range []core.Tag{{Name: TagWhite, Value: c.White}, {Name: TagBlack, Value: c.Black}, {Name: core.TagDate, Value: c.Date}, {Name: TagPosition, Value: c.Position}} {
		if t.Value != "" {
			tags = append(tags, t)
		}
	}
	if g.result.Over {
		tags = append(tags, core.Tag{Name: core.TagResult, Value: resultText(g.result)},
			core.Tag{Name: core.TagTermination, Value: string(g.result.Reason)})
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
// *core.ParseError values: "move N (text): why" in the movetext, "line L,
// col C (tag): why" at a tag.
func ReadGame(r io.Reader) (*Game, error) { return core.ReadGame(r, GameFromRecord) }

// ParseGame is ReadGame over a string.
func ParseGame(text string) (*Game, error) { return ReadGame(strings.NewReader(text)) }

// GameFromRecord replays a record already split into tags and tokens (see
// core.Replay); rec is not changed. Tags it does not know are kept as they
// are.
func GameFromRecord(rec *core.Record) (*Game, error) {
	other, err := rec.CheckHeader(GameName, TagWhite, TagBlack, TagPosition)
	if err != nil {
		return nil, err
	}
	cfg := Config{Tags: other}
	cfg.White, _ = rec.Get(TagWhite)
	cfg.Black, _ = rec.Get(TagBlack)
	cfg.Date, _ = rec.Get(core.TagDate)
	cfg.Position, _ = rec.Get(TagPosition)
	g, err := NewGame(cfg)
	if err != nil {
		return nil, rec.TagError(TagPosition, fmt.Errorf("%w: %v", core.ErrSyntax, err))
	}
	term, _ := rec.Get(core.TagTermination)
	g.reading, g.readTerm = true, core.TerminationCode(term, oldTerminations)
	err = core.Replay(rec, g)
	g.reading, g.readTerm = false, ""
	if err != nil {
		return nil, err
	}
	return g, nil
}

// oldTerminations maps the Termination values records carried before the
// codes (and users' databases still hold) to the codes.
var oldTerminations = map[string]core.Reason{
	"palace invaded":   Palace,
	"bare king":        BareKing,
	"third repetition": core.Repetition,
	"resignation":      core.Resigned,
}

// Termination reads a Termination tag value as a code, older spellings
// included (for core.Replay).
func (g *Game) Termination(v string) core.Reason { return core.TerminationCode(v, oldTerminations) }

// ReadWord plays one movetext word, a move in the notation (for
// core.Replay).
func (g *Game) ReadWord(word string) error {
	_, err := g.playText(word)
	return err
}

// ReadComment ignores a movetext comment (for core.Replay).
func (g *Game) ReadComment(string) {}

// MoveNumber returns the movetext number of the next move.
func (g *Game) MoveNumber() int { return g.moveNumber(len(g.moves)) }

// ParseResult reads a Result tag value: "1-0" White's win, "0-1" Black's,
// "1/2-1/2" a draw (for core.Replay). While GameFromRecord replays a
// record, it also applies what the moves cannot show and core.Replay does
// not (an agreed draw; a resignation under an older Termination spelling
// or none); core.Replay holds the Termination to the end.
func (g *Game) ParseResult(value string) (int, error) {
	winner := -1
	switch value {
	case "1-0":
		winner = 0
	case "0-1":
		winner = 1
	case "1/2-1/2":
	default:
		return -1, fmt.Errorf("%w: Result %s: want 1-0, 0-1, 1/2-1/2 or *", core.ErrSyntax, core.Quote(value))
	}
	term := g.readTerm
	switch {
	case !g.reading, g.result.Over:
	case winner < 0 && (term == "" || term == core.Agreement):
		return winner, g.Agree()
	case winner >= 0 && (term == "" || term == core.Resigned):
		return winner, g.Resign(1 - winner)
	case winner >= 0 && term == core.Flagged:
		return winner, g.Flag(1 - winner)
	}
	return winner, nil
}
