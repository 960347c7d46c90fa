package xoliba

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"xima/games/core"
)

// The record file (docs/xoliba-record.md): PGN-like tag pairs, then
// numbered movetext, a number per round of turns.

// Tag names the record uses besides core's Game, Date, Result and
// Termination (whose value is the Reason code), and the colours' names.
const (
	TagPlayers = "Players"
	TagSeed    = "Seed"
	TagSetup   = "Setup"
	TagScores  = "Scores" // the game's points by seat, comma-separated
)

// The Result tag's values besides the winner's colour.
const (
	resultDraw = "Draw" // no winner (two or three players)
	resultLost = "Lost" // a patience left unsolved
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
	tags := []core.Tag{{Name: core.TagGame, Value: GameName}, {Name: TagPlayers, Value: strconv.Itoa(c.Players)}}
	for i, name := range c.Names {
		if name != "" {
			tags = append(tags, core.Tag{Name: SeatColor(i).String(), Value: name})
		}
	}
	tags = append(tags, core.Tag{Name: TagSeed, Value: strconv.FormatUint(c.Seed, 10)},
		core.Tag{Name: TagSetup, Value: g.start.Setup()})
	if c.Date != "" {
		tags = append(tags, core.Tag{Name: core.TagDate, Value: c.Date})
	}
	r := g.Result()
	tags = append(tags, core.Tag{Name: core.TagResult, Value: resultText(g.Seats(), r)})
	if r.Over {
		tags = append(tags, core.Tag{Name: core.TagTermination, Value: string(r.Reason)},
			core.Tag{Name: TagScores, Value: g.scoresText()})
	}
	return append(tags, c.Tags...)
}

// scoresText writes the scores for the Scores tag.
func (g *Game) scoresText() string {
	scores := g.Scores()
	text := make([]string, len(scores))
	for i, v := range scores {
		text[i] = strconv.Itoa(v)
	}
	return strings.Join(text, ",")
}

// resultText writes a result for the Result tag.
func resultText(players int, r core.Result) string {
	switch {
	case !r.Over:
		return "*"
	case r.Winner >= 0:
		return SeatColor(r.Winner).String()
	case players == 1:
		return resultLost
	}
	return resultDraw
}

// movetext returns the movetext's words: a number per round, the actions,
// and "resign=Blue", "flag=Blue" or "agree" for a game ended so.
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
	case core.Resigned:
		words = append(words, "resign="+SeatColor(int(s.resigned)).String())
	case core.Flagged:
		words = append(words, "flag="+SeatColor(int(s.resigned)).String())
	case core.Agreement:
		words = append(words, "agree")
	}
	return words
}

// ReadGame reads a record and replays it, checking every action. Errors are
// *core.ParseError values: "move N (text): why", or at a tag's line and
// column.
func ReadGame(r io.Reader) (*Game, error) { return core.ReadGame(r, GameFromRecord) }

// ParseGame is ReadGame over a string.
func ParseGame(text string) (*Game, error) { return ReadGame(strings.NewReader(text)) }

// GameFromRecord replays a record already split into tags and tokens
// (core.Replay, which checks Result and Termination), then checks its
// Scores tag against the moves. A two-player resignation or flag fall, or an agreement, may be
// given by the Result and Termination tags alone.
func GameFromRecord(rec *core.Record) (*Game, error) {
	cfg, err := configFromTags(rec)
	if err != nil {
		return nil, err
	}
	g, err := NewGame(cfg)
	if err != nil {
		return nil, rec.TagError(TagSetup, fmt.Errorf("%w: %v", core.ErrSyntax, err))
	}
	if err := core.Replay(rec, g); err != nil {
		return nil, err
	}
	if err := g.checkEnd(rec); err != nil {
		return nil, err
	}
	return g, nil
}

// ParseResult reads a Result tag's value other than "*": a colour in the
// game (the winner), "Draw" with two or three players, "Lost" in a
// patience (both -1).
func (g *Game) ParseResult(value string) (int, error) {
	v, none := strings.TrimSpace(value), resultDraw
	if g.Seats() == 1 {
		none = resultLost
	}
	if strings.EqualFold(v, none) {
		return -1, nil
	}
	seat, err := parseSeat(v, g.Seats())
	if err != nil {
		return 0, fmt.Errorf("%w: Result %s: want a colour of the game, %s or *", core.ErrSyntax, core.Quote(value), none)
	}
	return seat, nil
}

// ReadWord plays one movetext word: an action, "resign=Blue" (plain
// "resign": the player to move), "flag=Blue" or "agree".
func (g *Game) ReadWord(w string) error {
	lw := strings.ToLower(w)
	switch {
	case lw == "agree":
		return g.Agree()
	case lw == "resign":
		return g.Resign(g.ToMove())
	case strings.HasPrefix(lw, "resign="):
		return g.readLeave(w[len("resign="):], core.Resigned)
	case strings.HasPrefix(lw, "flag="):
		return g.readLeave(w[len("flag="):], core.Flagged)
	}
	_, err := g.PlayText(w)
	return err
}

// readLeave ends the game for the player of the colour named, who resigned
// or whose clock ran out.
func (g *Game) readLeave(name string, why core.Reason) error {
	seat, err := parseSeat(name, g.Seats())
	if err != nil {
		return fmt.Errorf("%w: %v", core.ErrSyntax, err)
	}
	return g.leave(seat, why)
}

// ReadComment ignores a movetext comment.
func (g *Game) ReadComment(string) {}

// MoveNumber returns the movetext number of the next action: its round.
func (g *Game) MoveNumber() int { return g.round }

// parseSeat reads a colour's name as a seat.
func parseSeat(name string, players int) (int, error) {
	for seat := range players {
		if strings.EqualFold(SeatColor(seat).String(), strings.TrimSpace(name)) {
			return seat, nil
		}
	}
	return 0, fmt.Errorf("no player %s in a %d-player game", core.Quote(name), players)
}

// oldTerminations maps the Termination values records carried before the
// codes (and users' databases still hold) to the codes.
var oldTerminations = map[string]core.Reason{
	"no move":                        NoMove,
	"fewer than three pieces":        FewPieces,
	"threefold repetition":           core.Repetition,
	"thirty turns without a capture": QuietTurns,
	"one player left":                LastPlayer,
	"all blue pieces captured":       AllCaptured,
	"resignation":                    core.Resigned,
}

// Termination reads a Termination tag value as a code, older spellings
// included (for core.Replay).
func (g *Game) Termination(v string) core.Reason { return core.TerminationCode(v, oldTerminations) }

// configFromTags reads the header. Unknown tags are kept as they are.
func configFromTags(rec *core.Record) (Config, error) {
	var cfg Config
	other, err := rec.CheckHeader(GameName, TagPlayers, TagSeed, TagSetup, TagScores,
		Red.String(), Blue.String(), Green.String())
	if err != nil {
		return cfg, err
	}
	bad := func(tag, format string, args ...any) (Config, error) {
		return cfg, rec.TagError(tag, fmt.Errorf("%w: "+format, append([]any{core.ErrSyntax}, args...)...))
	}
	cfg.Players = 2
	if v, ok := rec.Get(TagPlayers); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 1 || n > MaxPlayers {
			return bad(TagPlayers, "Players %s: want 1, 2 or 3", core.Quote(v))
		}
		cfg.Players = n
	}
	if v, ok := rec.Get(TagSeed); ok {
		seed, err := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
		if err != nil {
			return bad(TagSeed, "Seed %s: want a whole number", core.Quote(v))
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
	cfg.Date, _ = rec.Get(core.TagDate)
	cfg.Tags = other
	return cfg, nil
}

// checkEnd refuses, once the moves are replayed (and core.Replay has
// checked Result and Termination), a Scores tag that the end contradicts.
func (g *Game) checkEnd(rec *core.Record) error {
	res, _ := rec.Get(core.TagResult)
	if res = strings.TrimSpace(res); res == "" || res == "*" {
		return nil
	}
	if v, ok := rec.Get(TagScores); ok {
		if want := g.scoresText(); strings.ReplaceAll(v, " ", "") != want {
			return rec.TagError(TagScores, fmt.Errorf("%w: Scores says %s, the moves give %s", core.ErrResult, core.Quote(v), want))
		}
	}
	return nil
}
