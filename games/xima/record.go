package xima

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"xima/games/core"
)

// The record file (docs/xima-record.md): PGN-like tag pairs, then numbered
// movetext. A turn is its dice ("[4]", "[3,5]"), then its actions joined by
// " & ", each optionally followed by the mover's remaining time "{59:30}".

// Tag names the record uses besides core's Game, Date, Result (the
// winner's colour, or "*") and Termination (the Result's Reason code), and
// the colours' names (the players' names).
const (
	TagPlayers = "Players"
	TagStyles  = "Styles"
	TagSeed    = "Seed"
	TagClock   = "Clock" // agreed minutes per player
)

// maxClockMinutes is the most agreed minutes a Clock tag may give.
const maxClockMinutes = 100000

// WriteRecord writes the game's record.
func (g *Game) WriteRecord(w io.Writer) error {
	if err := core.WriteRecord(w, g.tags(), g.movetext()); err != nil {
		return fmt.Errorf("xima: write record: %w", err)
	}
	return nil
}

// Record returns the record as a string ("" when a tag cannot be written).
func (g *Game) Record() string { return core.FormatRecord(g.tags(), g.movetext()) }

func (g *Game) tags() []core.Tag {
	c := g.cfg
	n := len(c.Styles)
	tags := []core.Tag{{Name: core.TagGame, Value: GameName}, {Name: TagPlayers, Value: strconv.Itoa(n)}}
	for i, name := range c.Names {
		if name != "" {
			tags = append(tags, core.Tag{Name: Player(i).String(), Value: name})
		}
	}
	styles := make([]string, n)
	for i, st := range c.Styles {
		styles[i] = st.String()
	}
	tags = append(tags, core.Tag{Name: TagStyles, Value: strings.Join(styles, ",")})
	if c.Position != "" {
		tags = append(tags, core.Tag{Name: TagPosition, Value: c.Position})
	}
	if c.HasSeed {
		tags = append(tags, core.Tag{Name: TagSeed, Value: strconv.FormatUint(c.Seed, 10)})
	}
	if c.Clock > 0 {
		tags = append(tags, core.Tag{Name: TagClock, Value: strconv.FormatFloat(c.Clock.Minutes(), 'f', -1, 64)})
	}
	if c.Date != "" {
		tags = append(tags, core.Tag{Name: core.TagDate, Value: c.Date})
	}
	if r := g.Result(); r.Over {
		tags = append(tags, core.Tag{Name: core.TagResult, Value: Player(r.Winner).String()},
			core.Tag{Name: core.TagTermination, Value: string(r.Reason)})
	} else {
		tags = append(tags, core.Tag{Name: core.TagResult, Value: "*"})
	}
	return append(tags, c.Tags...)
}

// movetext returns the movetext's words.
func (g *Game) movetext() []string {
	var words []string
	round := 0
	for i, ev := range g.events {
		if ev.Round != round {
			round = ev.Round
			words = append(words, strconv.Itoa(round)+".")
		}
		switch ev.Kind {
		case EventRoll:
			d := make([]string, len(ev.Dice))
			for j, v := range ev.Dice {
				d[j] = strconv.Itoa(int(v))
			}
			words = append(words, "["+strings.Join(d, ",")+"]")
		case EventAction:
			if i > 0 && g.events[i-1].Kind == EventAction && g.events[i-1].Player == ev.Player {
				words = append(words, "&")
			}
			words = append(words, ev.Short)
			if ev.HasClock {
				words = append(words, "{"+FormatClock(ev.Clock)+"}")
			}
		case EventResign, EventFlag:
			word := "resign"
			if ev.Kind == EventFlag {
				word = "flag"
			}
			words = append(words, word+"="+ev.Player.String())
		}
	}
	return words
}

// FormatClock writes a remaining time as m:ss, or h:mm:ss from an hour up,
// with tenths when there are any.
func FormatClock(d time.Duration) string {
	d = d.Round(100 * time.Millisecond)
	h, m := int(d/time.Hour), int(d%time.Hour/time.Minute)
	s := float64(d%time.Minute) / float64(time.Second)
	sec := strconv.FormatFloat(s, 'f', -1, 64)
	if s < 10 {
		sec = "0" + sec
	}
	if h > 0 {
		return fmt.Sprintf("%d:%02d:%s", h, m, sec)
	}
	return fmt.Sprintf("%d:%s", m, sec)
}

// ParseClock reads "m:ss", "h:mm:ss" (seconds may have a fraction), also
// inside PGN's "[%clk ...]".
func ParseClock(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if rest, ok := strings.CutPrefix(s, "[%clk"); ok {
		s = strings.TrimSpace(strings.TrimSuffix(rest, "]"))
	}
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, fmt.Errorf("clock %s: want m:ss or h:mm:ss", core.Quote(s))
	}
	var total float64
	for i, part := range parts {
		v, err := strconv.ParseFloat(part, 64)
		if err != nil || !(v >= 0) || math.IsInf(v, 0) || (i > 0 && v >= 60) || (i < len(parts)-1 && v != math.Trunc(v)) {
			return 0, fmt.Errorf("clock %s: bad field %s", core.Quote(s), core.Quote(part))
		}
		total = total*60 + v
	}
	if total > 1e6 {
		return 0, fmt.Errorf("clock %s: too long", core.Quote(s))
	}
	return time.Duration(total * float64(time.Second)).Round(time.Millisecond), nil
}

// ReadGame reads a record and replays it, checking every action. Errors are
// *core.ParseError values: "move N (text): why" in the movetext, "line L,
// col C (tag): why" at a tag.
func ReadGame(r io.Reader) (*Game, error) { return core.ReadGame(r, GameFromRecord) }

// ParseGame is ReadGame over a string.
func ParseGame(text string) (*Game, error) { return ReadGame(strings.NewReader(text)) }

// GameFromRecord replays a record already split into tags and tokens
// (core.Replay, which checks its Result and Termination tags). A
// two-player resignation or flag fall may be given by the Result and
// Termination tags alone. Tags it does not know are kept as they are.
func GameFromRecord(rec *core.Record) (*Game, error) {
	cfg, err := configFromTags(rec)
	if err != nil {
		return nil, err
	}
	g, err := NewGame(cfg)
	if pe := (*PositionError)(nil); errors.As(err, &pe) {
		return nil, rec.TagError(TagPosition, pe)
	}
	if err != nil {
		return nil, rec.TagError(TagStyles, fmt.Errorf("%w: %v", core.ErrSyntax, err))
	}
	if err := core.Replay(rec, g); err != nil {
		return nil, err
	}
	return g, nil
}

// oldTerminations maps the Termination values records carried before the
// codes (and users' databases still hold) to the codes.
var oldTerminations = map[string]core.Reason{
	"out of blocks": OutOfBlocks,
	"resignation":   core.Resigned,
	"flag fall":     core.Flagged,
}

// Termination reads a Termination tag value as a code, older spellings
// included (for core.Replay).
func (g *Game) Termination(v string) core.Reason { return core.TerminationCode(v, oldTerminations) }

// ReadWord plays one movetext word (for core.Replay): an action in either
// form, "&" between the two actions of a two-dice turn, the dice "[4]" or
// "[3,5]", "resign=Blue" or "flag=Blue" (plain "resign" and "flag": the
// player to move). A dice player's action with no roll before it is rolled
// from the record's seed.
func (g *Game) ReadWord(w string) error {
	switch lw := strings.ToLower(w); {
	case w == "&":
		return nil
	case strings.HasPrefix(w, "[") && strings.HasSuffix(w, "]"):
		return g.readDice(w)
	case lw == "resign" || lw == "flag" || strings.HasPrefix(lw, "resign=") || strings.HasPrefix(lw, "flag="):
		p := g.line.toMove
		if _, name, ok := strings.Cut(w, "="); ok {
			var err error
			if p, err = parsePlayer(name); err != nil {
				return fmt.Errorf("%w: %v", core.ErrSyntax, err)
			}
		}
		return g.leave(int(p), strings.HasPrefix(lw, "flag"))
	}
	if g.line.NeedsRoll() {
		if !g.cfg.HasSeed {
			return fmt.Errorf("%w: %s plays %s with dice, but the record gives no roll and no seed", core.ErrSyntax, g.line.toMove, g.line.Style(g.line.toMove))
		}
		if _, err := g.Roll(); err != nil {
			return err
		}
	}
	_, err := g.PlayText(w)
	return err
}

// ReadComment takes a movetext comment (for core.Replay): after an action,
// a clock reading "{59:30}" is the mover's remaining time; any other
// comment is ignored.
func (g *Game) ReadComment(text string) {
	if n := len(g.events); n > 0 && g.events[n-1].Kind == EventAction {
		if d, err := ParseClock(text); err == nil {
			g.events[n-1].Clock, g.events[n-1].HasClock = d, true
		}
	}
}

// MoveNumber returns the movetext number of the next action: its round.
func (g *Game) MoveNumber() int { return g.round }

// ParseResult reads a Result tag's value other than "*": the winner's
// colour, one of the game's (for core.Replay).
func (g *Game) ParseResult(value string) (int, error) {
	p, err := parsePlayer(value)
	if err != nil || int(p) >= g.Seats() {
		return -1, fmt.Errorf("%w: Result %s: want the colour of a player of the game, or *", core.ErrSyntax, core.Quote(value))
	}
	return int(p), nil
}

func (g *Game) readDice(w string) error {
	var dice []uint8
	for _, f := range strings.Split(w[1:len(w)-1], ",") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || v < 1 || v > 6 {
			return fmt.Errorf("%w: dice %s: want values 1 to 6", core.ErrSyntax, core.Quote(w))
		}
		dice = append(dice, uint8(v))
	}
	if err := g.SetRoll(dice...); err != nil {
		return fmt.Errorf("%w: %v", core.ErrIllegal, err)
	}
	return nil
}

func parsePlayer(name string) (Player, error) {
	for p := range Player(MaxPlayers) {
		if strings.EqualFold(p.String(), strings.TrimSpace(name)) {
			return p, nil
		}
	}
	return 0, fmt.Errorf("no player %s (want Red, Blue, Yellow or Green)", core.Quote(name))
}

// configFromTags reads the header. Unknown tags are kept as they are.
func configFromTags(rec *core.Record) (Config, error) {
	var cfg Config
	known := []string{TagPlayers, TagStyles, TagSeed, TagClock, TagPosition}
	for p := range Player(MaxPlayers) {
		known = append(known, p.String())
	}
	other, err := rec.CheckHeader(GameName, known...)
	if err != nil {
		return cfg, err
	}
	bad := func(tag, format string, args ...any) (Config, error) {
		return cfg, rec.TagError(tag, fmt.Errorf("%w: "+format, append([]any{core.ErrSyntax}, args...)...))
	}
	n := 2
	if v, ok := rec.Get(TagPlayers); ok {
		var err error
		if n, err = strconv.Atoi(strings.TrimSpace(v)); err != nil || n < 2 || n > MaxPlayers {
			return bad(TagPlayers, "Players %s: want 2, 3 or 4", core.Quote(v))
		}
	}
	cfg.Styles = make([]Style, n)
	if v, ok := rec.Get(TagStyles); ok {
		parts := strings.Split(v, ",")
		if len(parts) != n {
			return bad(TagStyles, "Styles %s: want %d styles", core.Quote(v), n)
		}
		for i, part := range parts {
			st, err := ParseStyle(strings.TrimSpace(part))
			if err != nil {
				return bad(TagStyles, "Styles: %v", err)
			}
			cfg.Styles[i] = st
		}
	}
	named := false
	names := make([]string, n)
	for p := range Player(n) {
		if v, ok := rec.Get(p.String()); ok {
			names[p], named = v, true
		}
	}
	if named {
		cfg.Names = names
	}
	if v, ok := rec.Get(TagSeed); ok {
		seed, err := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
		if err != nil {
			return bad(TagSeed, "Seed %s: want a whole number", core.Quote(v))
		}
		cfg.Seed, cfg.HasSeed = seed, true
	}
	if v, ok := rec.Get(TagClock); ok && v != "" && v != "-" {
		// NaN compares false with everything: only a number in range
		// passes, and one too small to last a nanosecond is no clock.
		min, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || !(min > 0 && min <= maxClockMinutes) || time.Duration(min*float64(time.Minute)) <= 0 {
			return bad(TagClock, "Clock %s: want the agreed minutes per player, a number above 0 and at most %d", core.Quote(v), maxClockMinutes)
		}
		cfg.Clock = time.Duration(min * float64(time.Minute))
	}
	cfg.Date, _ = rec.Get(core.TagDate)
	cfg.Position, _ = rec.Get(TagPosition)
	cfg.Tags = other
	return cfg, nil
}
