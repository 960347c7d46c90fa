package ximaera

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"xima/games/core"
)

// The record file (docs/ximaera-record.md): PGN-like tag pairs, a blank
// line, then movetext numbered per pair of actions: "1. P@c3 R@d3 2. ...".

// Tag names the record uses.
const (
	TagGame        = "Game"        // "Ximaera"
	TagPlayer1     = "Player1"     // the name of seat 0, who moves first
	TagPlayer2     = "Player2"     // the name of seat 1
	TagDate        = "Date"        // "2026.11.22"
	TagResult      = "Result"      // "1-0" (seat 0 won), "0-1" (seat 1 won) or "*"
	TagTermination = "Termination" // how it ended: End's String
)

// GameName is the value of the Game tag.
const GameName = "Ximaera"

// WriteRecord writes the game's record; ReadGame reads it back to the same game.
func (g *Game) WriteRecord(w io.Writer) error {
	if err := core.WriteRecord(w, g.tags(), g.movetext()); err != nil {
		return fmt.Errorf("ximaera: write record: %w", err)
	}
	return nil
}

// Record returns the record as a string ("" when a tag cannot be written).
func (g *Game) Record() string { return core.FormatRecord(g.tags(), g.movetext()) }

func (g *Game) tags() []core.Tag {
	tags := []core.Tag{{Name: TagGame, Value: GameName}}
	for i, name := range g.cfg.Names {
		if name != "" {
			tags = append(tags, core.Tag{Name: []string{TagPlayer1, TagPlayer2}[i], Value: name})
		}
	}
	if g.cfg.Date != "" {
		tags = append(tags, core.Tag{Name: TagDate, Value: g.cfg.Date})
	}
	r := g.Result()
	if !r.Over {
		tags = append(tags, core.Tag{Name: TagResult, Value: "*"})
	} else {
		tags = append(tags, core.Tag{Name: TagResult, Value: resultText[r.Winner]},
			core.Tag{Name: TagTermination, Value: r.End.String()})
	}
	return append(tags, g.cfg.Tags...)
}

// resultText is the Result tag's value for each winning seat.
var resultText = [Seats]string{"1-0", "0-1"}

// ReadGame reads a record and replays it, checking every action. Errors are
// *core.ParseError values: "move N (text): why" in the movetext.
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
		return nil, &core.ParseError{Line: 1, Col: 1, Err: err}
	}
	g, err := NewGame(cfg)
	if err != nil {
		return nil, &core.ParseError{Line: 1, Col: 1, Err: fmt.Errorf("%w: %v", core.ErrSyntax, err)}
	}
	for _, tok := range rec.Tokens {
		if tok.Kind != core.TokenWord || isResultWord(tok.Text) {
			continue // move numbers are implied by the order; comments are ignored
		}
		if _, err := g.PlayText(tok.Text); err != nil {
			return nil, &core.ParseError{Line: tok.Line, Col: tok.Col, Move: g.Plies()/2 + 1, Text: tok.Text, Err: err}
		}
	}
	if err := g.checkResult(rec); err != nil {
		return nil, &core.ParseError{Line: 1, Col: 1, Err: err}
	}
	return g, nil
}

// isResultWord reports whether w is a PGN game-end marker, which the
// movetext may end with and the reader skips.
func isResultWord(w string) bool { return w == "*" || w == "1-0" || w == "0-1" }

// configFromTags reads the header; unknown tags are kept as they are.
func configFromTags(rec *core.Record) (Config, error) {
	var cfg Config
	if game, ok := rec.Get(TagGame); ok && !strings.EqualFold(strings.TrimSpace(game), GameName) {
		return cfg, fmt.Errorf("%w: game %q is not %s", core.ErrSyntax, game, GameName)
	}
	for i, tag := range []string{TagPlayer1, TagPlayer2} {
		if v, ok := rec.Get(tag); ok {
			if cfg.Names == nil {
				cfg.Names = make([]string, Seats)
			}
			cfg.Names[i] = v
		}
	}
	cfg.Date, _ = rec.Get(TagDate)
	known := []string{TagGame, TagPlayer1, TagPlayer2, TagDate, TagResult, TagTermination}
	for _, t := range rec.Tags {
		if !containsFold(known, t.Name) {
			cfg.Tags = append(cfg.Tags, t)
		}
	}
	return cfg, nil
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// ErrResult marks a Result tag that the moves contradict.
var ErrResult = errors.New("result does not match the moves")

// checkResult applies the resignation a record gives in its tags (Result
// and Termination "resignation") and refuses a Result the moves contradict.
// "*" or no Result says nothing.
func (g *Game) checkResult(rec *core.Record) error {
	res, _ := rec.Get(TagResult)
	res = strings.TrimSpace(res)
	if res == "" || res == "*" {
		return nil
	}
	winner := -1
	for seat, text := range resultText {
		if res == text {
			winner = seat
		}
	}
	if winner < 0 {
		return fmt.Errorf("%w: Result %q: want 1-0, 0-1 or *", core.ErrSyntax, res)
	}
	if !g.Over() {
		if term, _ := rec.Get(TagTermination); !strings.EqualFold(strings.TrimSpace(term), Resigned.String()) {
			return fmt.Errorf("%w: Result %s but the game is not over", ErrResult, res)
		}
		return g.Resign(winner ^ 1)
	}
	if r := g.Result(); r.Winner != winner {
		return fmt.Errorf("%w: Result %s but the moves give %s", ErrResult, res, resultText[r.Winner])
	}
	return nil
}

// movetext numbers the plies two to a move: "1. P@c3 R@a1 2. ...".
func (g *Game) movetext() []string {
	words := make([]string, 0, len(g.moves)*3/2)
	for i, m := range g.moves {
		if i%2 == 0 {
			words = append(words, strconv.Itoa(i/2+1)+".")
		}
		words = append(words, m)
	}
	return words
}
