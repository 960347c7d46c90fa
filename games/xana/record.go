package xana

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"xima/games/core"
)

// The record file (docs/xana-record.md): PGN-like tag pairs, then numbered
// movetext with a turn written as the seed's sample game writes it: the
// stack part (or "-"), then " + " and its walls: "3@k4 + i4 o4", "k4-k2",
// "- + i4". A trailing "+" leaves the last turn open.

// Tag names the record uses.
const (
	TagGame        = "Game"
	TagSize        = "Size"
	TagWhite       = "White" // the name of seat 0, who begins as White
	TagBlack       = "Black" // the name of seat 1
	TagDate        = "Date"
	TagResult      = "Result"      // the winning colour, or "*"
	TagTermination = "Termination" // the Result's reason
)

// WriteRecord writes the game's record.
func (g *Game) WriteRecord(w io.Writer) error {
	if err := core.WriteRecord(w, g.tags(), g.movetext()); err != nil {
		return fmt.Errorf("xana: write record: %w", err)
	}
	return nil
}

// Record returns the record as a string ("" when a tag cannot be written).
func (g *Game) Record() string { return core.FormatRecord(g.tags(), g.movetext()) }

func (g *Game) tags() []core.Tag {
	tags := []core.Tag{{Name: TagGame, Value: "Xana"}, {Name: TagSize, Value: strconv.Itoa(g.cfg.Size)}}
	for seat, tag := range [2]string{TagWhite, TagBlack} {
		if g.cfg.Names[seat] != "" {
			tags = append(tags, core.Tag{Name: tag, Value: g.cfg.Names[seat]})
		}
	}
	if g.cfg.Date != "" {
		tags = append(tags, core.Tag{Name: TagDate, Value: g.cfg.Date})
	}
	res := g.Result()
	if !res.Over {
		tags = append(tags, core.Tag{Name: TagResult, Value: "*"})
	} else {
		tags = append(tags, core.Tag{Name: TagResult, Value: g.state.ColourOf(res.Winner).String()},
			core.Tag{Name: TagTermination, Value: res.Reason})
	}
	return append(tags, g.cfg.Tags...)
}

// movetext returns the movetext's words: "N." before each White turn, the
// parts of each turn with "end" left out and " + " before the walls.
func (g *Game) movetext() []string {
	var words []string
	number := 0
	for i, a := range g.plies {
		s := &g.hist[i]
		if s.step == StepStart && s.toMove == White {
			number++
			words = append(words, strconv.Itoa(number)+".")
		}
		switch {
		case a.Kind() == KindEnd:
		case a.Kind() == KindWall && s.step != StepWall:
			words = append(words, "+", FormatAction(s, a))
		default:
			words = append(words, FormatAction(s, a))
		}
	}
	if g.state.step != StepStart {
		words = append(words, "+")
	}
	if g.resigned >= 0 {
		if g.resigned == g.state.ToMove() {
			words = append(words, "resign")
		} else {
			words = append(words, "resign="+g.state.ColourOf(g.resigned).String())
		}
	}
	return words
}

// ReadGame reads a record and replays it, checking every part. Errors are
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
	rd := reader{g: g}
	for _, tok := range rec.Tokens {
		if err := rd.token(tok); err != nil {
			return nil, &core.ParseError{Line: tok.Line, Col: tok.Col, Move: max(rd.move, 1), Text: tok.Text, Err: err}
		}
	}
	if err := rd.finish(); err != nil {
		return nil, &core.ParseError{Line: rd.last.Line, Col: rd.last.Col, Move: max(rd.move, 1), Text: rd.last.Text, Err: err}
	}
	if err := g.checkResult(rec); err != nil {
		return nil, &core.ParseError{Line: 1, Col: 1, Err: err}
	}
	return g, nil
}

// reader replays movetext words into a game.
type reader struct {
	g    *Game
	move int        // the last move number read
	open bool       // the last word was "+": the turn goes on
	last core.Token // the last word read
}

func (rd *reader) token(tok core.Token) error {
	switch tok.Kind {
	case core.TokenMoveNumber:
		rd.move = tok.Number
		return nil
	case core.TokenComment:
		return nil
	}
	rd.last = tok
	w := strings.TrimRight(tok.Text, "!?")
	g := rd.g
	switch lw := strings.ToLower(w); {
	case w == "*" || w == "1-0" || w == "0-1":
		return nil
	case w == "+":
		if g.state.step == StepStart {
			return fmt.Errorf("%w: '+' outside a turn that takes walls", core.ErrSyntax)
		}
		rd.open = true
		return nil
	case lw == "resign" || strings.HasPrefix(lw, "resign="):
		if !rd.open {
			if err := rd.closeTurn(); err != nil {
				return err
			}
		}
		rd.open = false
		seat := g.state.ToMove()
		if _, name, ok := strings.Cut(w, "="); ok {
			col, err := ParseColour(name)
			if err != nil {
				return fmt.Errorf("%w: %v", core.ErrSyntax, err)
			}
			seat = g.state.Seat(col)
		}
		return g.Resign(seat)
	}
	if rd.open && g.state.step != StepStart && w != "end" && !isCellWord(w) {
		return fmt.Errorf("%w: '+' must be followed by walls", core.ErrSyntax)
	}
	rd.open = false
	if g.state.step != StepStart {
		// A cell goes on as a wall of this turn; anything else closes it.
		if a, err := parseSyntax(&g.state, w); err == nil && (a.Kind() == KindWall || a.Kind() == KindEnd) {
			_, err := g.PlayText(w)
			return err
		}
		if err := rd.closeTurn(); err != nil {
			return err
		}
	}
	_, err := g.PlayText(w)
	return err
}

// isCellWord reports whether w is written like a cell: a letter, then digits.
func isCellWord(w string) bool {
	if len(w) < 2 || columnIndex(w[0]) < 0 {
		return false
	}
	for i := 1; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

// closeTurn plays "end" if a turn is under way.
func (rd *reader) closeTurn() error {
	if rd.g.Over() || rd.g.state.step == StepStart {
		return nil
	}
	return rd.g.Play(EndAction)
}

// finish closes the last turn unless a trailing "+" leaves it open.
func (rd *reader) finish() error {
	if rd.open {
		return nil
	}
	return rd.closeTurn()
}

// configFromTags reads the header. Unknown tags are kept as they are.
func configFromTags(rec *core.Record) (Config, error) {
	var cfg Config
	bad := func(format string, args ...any) (Config, error) {
		return cfg, &core.ParseError{Line: 1, Col: 1, Err: fmt.Errorf("%w: "+format, append([]any{core.ErrSyntax}, args...)...)}
	}
	if game, ok := rec.Get(TagGame); ok && !strings.EqualFold(strings.TrimSpace(game), "Xana") {
		return bad("game %q is not Xana", game)
	}
	cfg.Size = DefaultSize
	if v, ok := rec.Get(TagSize); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < MinSize || n > MaxSize {
			return bad("Size %q: want %d to %d", v, MinSize, MaxSize)
		}
		cfg.Size = n
	}
	cfg.Names[0], _ = rec.Get(TagWhite)
	cfg.Names[1], _ = rec.Get(TagBlack)
	cfg.Date, _ = rec.Get(TagDate)
	for _, t := range rec.Tags {
		switch strings.ToLower(t.Name) {
		case "game", "size", "white", "black", "date", "result", "termination":
		default:
			cfg.Tags = append(cfg.Tags, t)
		}
	}
	return cfg, nil
}

// errResult marks a Result tag the moves contradict.
var errResult = errors.New("result does not match the moves")

// checkResult reads the Result tag: a winner the movetext does not show as
// over is a resignation of the other player (when Termination says so);
// any other disagreement is refused.
func (g *Game) checkResult(rec *core.Record) error {
	res, ok := rec.Get(TagResult)
	res = strings.TrimSpace(res)
	if !ok || res == "*" || res == "" {
		return nil
	}
	var winner Colour
	switch res {
	case "1-0":
		winner = White
	case "0-1":
		winner = Black
	default:
		var err error
		if winner, err = ParseColour(res); err != nil {
			return fmt.Errorf("%w: Result %q: want White, Black, 1-0, 0-1 or *", core.ErrSyntax, res)
		}
	}
	if !g.Over() {
		if term, _ := rec.Get(TagTermination); !strings.EqualFold(strings.TrimSpace(term), ReasonResign) {
			return fmt.Errorf("%w: Result says %s won but the game is not over", errResult, winner)
		}
		if err := g.Resign(g.state.Seat(winner ^ 1)); err != nil {
			return err
		}
	}
	if got := g.state.ColourOf(g.Result().Winner); got != winner {
		return fmt.Errorf("%w: Result says %s won but the moves give %s", errResult, winner, got)
	}
	return nil
}
