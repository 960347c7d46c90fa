package xoliba

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"xima/games/core"
)

// The record file (docs/xoliba-record.md): PGN-like tag pairs, then
// numbered movetext, a number per round of turns.

// Tag names the record uses.
const (
	TagGame        = "Game"
	TagPlayers     = "Players"
	TagSeed        = "Seed"
	TagSetup       = "Setup"
	TagDate        = "Date"
	TagResult      = "Result"      // the winner's colour, "Draw", "Lost" (a lost patience) or "*"
	TagTermination = "Termination" // how it ended (Reason)
	TagScores      = "Scores"      // the game's points by seat, comma-separated
)

// WriteRecord writes the game's record.
func (g *Game) WriteRecord(w io.Writer) error {
	if err := core.WriteRecord(w, g.tags(), g.movetext()); err != nil {
		return fmt.Errorf("xoliba: write record: %w", err)
	}
	return nil
}

// Record returns the record as a string ("" when a tag cannot be written).
func (g *Game) Record() string { return core.FormatRecord(g.tags(), g.movetext()) }

func (g *Game) tags() []core.Tag {
	c := g.cfg
	tags := []core.Tag{{Name: TagGame, Value: "Xoliba"}, {Name: TagPlayers, Value: strconv.Itoa(c.Players)}}
	for i, name := range c.Names {
		if name != "" {
			tags = append(tags, core.Tag{Name: SeatColor(i).String(), Value: name})
		}
	}
	tags = append(tags, core.Tag{Name: TagSeed, Value: strconv.FormatUint(c.Seed, 10)},
		core.Tag{Name: TagSetup, Value: g.start.Setup()})
	if c.Date != "" {
		tags = append(tags, core.Tag{Name: TagDate, Value: c.Date})
	}
	r := g.Result()
	tags = append(tags, core.Tag{Name: TagResult, Value: resultText(g.Seats(), r)})
	if r.Over {
		scores := g.Scores()
		text := make([]string, len(scores))
		for i, v := range scores {
			text[i] = strconv.Itoa(v)
		}
		tags = append(tags, core.Tag{Name: TagTermination, Value: r.Reason},
			core.Tag{Name: TagScores, Value: strings.Join(text, ",")})
	}
	return append(tags, c.Tags...)
}

// resultText writes a result for the Result tag.
func resultText(players int, r Result) string {
	switch {
	case !r.Over:
		return "*"
	case r.Winner >= 0:
		return SeatColor(r.Winner).String()
	case players == 1:
		return "Lost"
	}
	return "Draw"
}

// movetext returns the movetext's words: a number per round, the actions,
// and "resign=Blue" or "agree" for a game ended so.
func (g *Game) movetext() []string {
	var words []string
	round := 0
	for _, p := range g.plies {
		if p.round != round {
			round = p.round
			words = append(words, strconv.Itoa(round)+".")
		}
		words = append(words, p.text)
	}
	s := &g.line.State
	switch s.end {
	case Resignation:
		words = append(words, "resign="+SeatColor(int(s.resigned)).String())
	case Agreement:
		words = append(words, "agree")
	}
	return words
}

// ReadGame reads a record and replays it, checking every action. Errors are
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
	move := 0
	for _, tok := range rec.Tokens {
		if err := g.readToken(tok, &move); err != nil {
			pe := &core.ParseError{Line: tok.Line, Col: tok.Col, Move: move, Text: tok.Text, Err: err}
			if pe.Move == 0 {
				pe.Move = g.round
			}
			return nil, pe
		}
	}
	if err := g.checkResult(rec); err != nil {
		return nil, &core.ParseError{Line: 1, Col: 1, Err: err}
	}
	return g, nil
}

func (g *Game) readToken(tok core.Token, move *int) error {
	switch tok.Kind {
	case core.TokenMoveNumber:
		*move = tok.Number
		return nil
	case core.TokenComment:
		return nil
	}
	w := tok.Text
	switch lw := strings.ToLower(w); {
	case w == "*" || w == "1-0" || w == "0-1" || w == "1/2-1/2":
		return nil
	case lw == "agree":
		return g.Agree()
	case lw == "resign":
		return g.Resign(g.ToMove())
	case strings.HasPrefix(lw, "resign="):
		seat, err := parseSeat(w[len("resign="):], g.Seats())
		if err != nil {
			return fmt.Errorf("%w: %v", core.ErrSyntax, err)
		}
		if err := g.Resign(seat); err != nil {
			return fmt.Errorf("%w: %v", core.ErrIllegal, err)
		}
		return nil
	}
	_, err := g.PlayText(w)
	return err
}

// parseSeat reads a colour's name as a seat.
func parseSeat(name string, players int) (int, error) {
	for seat := range players {
		if strings.EqualFold(SeatColor(seat).String(), strings.TrimSpace(name)) {
			return seat, nil
		}
	}
	return 0, fmt.Errorf("no player %q in a %d-player game", name, players)
}

// configFromTags reads the header. Unknown tags are kept as they are.
func configFromTags(rec *core.Record) (Config, error) {
	var cfg Config
	bad := func(format string, args ...any) (Config, error) {
		return cfg, &core.ParseError{Line: 1, Col: 1, Err: fmt.Errorf("%w: "+format, append([]any{core.ErrSyntax}, args...)...)}
	}
	if game, ok := rec.Get(TagGame); ok && !strings.EqualFold(strings.TrimSpace(game), "Xoliba") {
		return bad("game %q is not Xoliba", game)
	}
	cfg.Players = 2
	if v, ok := rec.Get(TagPlayers); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 1 || n > MaxPlayers {
			return bad("Players %q: want 1, 2 or 3", v)
		}
		cfg.Players = n
	}
	if v, ok := rec.Get(TagSeed); ok {
		seed, err := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
		if err != nil {
			return bad("Seed %q: want a whole number", v)
		}
		cfg.Seed = seed
	}
	cfg.Setup, _ = rec.Get(TagSetup)
	cfg.Setup = strings.TrimSpace(cfg.Setup)
	named := false
	names := make([]string, cfg.Players)
	for seat := range cfg.Players {
		if v, ok := rec.Get(SeatColor(seat).String()); ok {
			names[seat], named = v, true
		}
	}
	if named {
		cfg.Names = names
	}
	cfg.Date, _ = rec.Get(TagDate)
	known := []string{TagGame, TagPlayers, TagSeed, TagSetup, TagDate, TagResult, TagTermination, TagScores, "Red", "Blue", "Green"}
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

// errResult marks a Result, Termination or Scores tag the moves contradict.
var errResult = errors.New("result does not match the moves")

// checkResult applies an ending the movetext does not show (a two-player
// resignation or an agreement given only by the Result and Termination
// tags) and refuses result tags that contradict the moves.
func (g *Game) checkResult(rec *core.Record) error {
	res, ok := rec.Get(TagResult)
	res = strings.TrimSpace(res)
	if !ok || res == "*" || res == "" {
		if g.Over() && ok && res == "*" {
			return fmt.Errorf("%w: Result says the game goes on but it ended (%s)", errResult, g.Result().Reason)
		}
		return nil
	}
	term, _ := rec.Get(TagTermination)
	if !g.Over() {
		reason, _ := ParseReason(term)
		switch {
		case reason == Agreement:
			if err := g.Agree(); err != nil {
				return err
			}
		case reason == Resignation && g.Seats() == 2:
			winner, err := parseSeat(res, 2)
			if err != nil {
				return fmt.Errorf("%w: Result %q: %v", core.ErrSyntax, res, err)
			}
			if err := g.Resign(1 - winner); err != nil {
				return err
			}
		default:
			return fmt.Errorf("%w: Result says %s but the game is not over", errResult, res)
		}
	}
	r := g.Result()
	if want := resultText(g.Seats(), r); !strings.EqualFold(res, want) {
		return fmt.Errorf("%w: Result says %s, the moves give %s", errResult, res, want)
	}
	if term != "" && !strings.EqualFold(strings.TrimSpace(term), r.Reason) {
		return fmt.Errorf("%w: Termination says %q, the game ended by %s", errResult, term, r.Reason)
	}
	if v, ok := rec.Get(TagScores); ok {
		scores := g.Scores()
		text := make([]string, len(scores))
		for i, n := range scores {
			text[i] = strconv.Itoa(n)
		}
		if strings.ReplaceAll(v, " ", "") != strings.Join(text, ",") {
			return fmt.Errorf("%w: Scores says %s, the moves give %s", errResult, v, strings.Join(text, ","))
		}
	}
	return nil
}
