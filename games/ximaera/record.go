package ximaera

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"xima/games/core"
)

// The record file (docs/ximaera-record.md): PGN-like tag pairs, a blank
// line, then movetext numbered per pair of actions: "1. P@c3 R@d3 2. ...".
// Game, Date, Result and Termination are core's tags: Result is "1-0"
// (seat 0 won), "0-1" (seat 1 won) or "*", Termination the Reason code.

// Tag names the record uses beside core's.
const (
	TagPlayer1 = "Player1" // the name of seat 0, who moves first
	TagPlayer2 = "Player2" // the name of seat 1
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
	tags := []core.Tag{{Name: core.TagGame, Value: GameName}}
	for i, name := range g.cfg.Names {
		if name != "" {
			tags = append(tags, core.Tag{Name: []string{TagPlayer1, TagPlayer2}[i], Value: name})
		}
	}
	if g.cfg.Date != "" {
		tags = append(tags, core.Tag{Name: core.TagDate, Value: g.cfg.Date})
	}
	r := g.Result()
	if !r.Over {
		tags = append(tags, core.Tag{Name: core.TagResult, Value: "*"})
	} else {
		tags = append(tags, core.Tag{Name: core.TagResult, Value: resultText[r.Winner]},
			core.Tag{Name: core.TagTermination, Value: string(r.Reason)})
	}
	return append(tags, g.cfg.Tags...)
}

// resultText is the Result tag's value for each winning seat.
var resultText = [Seats]string{"1-0", "0-1"}

// ReadGame reads a record and replays it, checking every action. Errors are
// *core.ParseError values: "move N (text): why" in the movetext, "line L,
// col C (tag): why" at a tag.
func ReadGame(r io.Reader) (*Game, error) { return core.ReadGame(r, GameFromRecord) }

// ParseGame is ReadGame over a string.
func ParseGame(text string) (*Game, error) { return ReadGame(strings.NewReader(text)) }

// GameFromRecord replays a record already split into tags and tokens (see
// core.Replay); rec is not changed. Tags it does not know are kept as they
// are.
func GameFromRecord(rec *core.Record) (*Game, error) {
	other, err := rec.CheckHeader(GameName, TagPlayer1, TagPlayer2)
	if err != nil {
		return nil, err
	}
	cfg := Config{Tags: other}
	for i, tag := range []string{TagPlayer1, TagPlayer2} {
		if v, ok := rec.Get(tag); ok {
			if cfg.Names == nil {
				cfg.Names = make([]string, Seats)
			}
			cfg.Names[i] = v
		}
	}
	cfg.Date, _ = rec.Get(core.TagDate)
	g, err := NewGame(cfg)
	if err != nil {
		return nil, err
	}
	if err := core.Replay(rec, g); err != nil {
		return nil, err
	}
	return g, nil
}

// oldTerminations maps the Termination values records carried before the
// codes (and users' databases still hold) to the codes.
var oldTerminations = map[string]core.Reason{
	"resignation": core.Resigned,
	"no move":     NoMove,
}

// Termination reads a Termination tag value as a code, older spellings
// included (for core.Replay).
func (g *Game) Termination(v string) core.Reason { return core.TerminationCode(v, oldTerminations) }

// ReadWord plays one movetext word, an action in the notation (for
// core.Replay).
func (g *Game) ReadWord(word string) error {
	_, err := g.PlayText(word)
	return err
}

// ReadComment ignores a movetext comment (for core.Replay).
func (g *Game) ReadComment(string) {}

// MoveNumber returns the movetext number of the next action: one per pair
// of actions.
func (g *Game) MoveNumber() int { return g.Plies()/2 + 1 }

// ParseResult reads a Result tag value: "1-0" is seat 0's win, "0-1" seat
// 1's. Ximaera has no draws.
func (g *Game) ParseResult(value string) (int, error) {
	for seat, text := range resultText {
		if value == text {
			return seat, nil
		}
	}
	return -1, fmt.Errorf("%w: Result %s: want 1-0, 0-1 or *", core.ErrSyntax, core.Quote(value))
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
