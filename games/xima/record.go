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

// Tag names the record uses.
const (
	TagGame        = "Game"
	TagPlayers     = "Players"
	TagStyles      = "Styles"
	TagSeed        = "Seed"
	TagClock       = "Clock" // agreed minutes per player
	TagDate        = "Date"
	TagResult      = "Result"      // the winner's colour, or "*"
	TagTermination = "Termination" // how it ended: summit, drowned, ...
)

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
	tags := []core.Tag{{Name: TagGame, Value: "Xima"}, {Name: TagPlayers, Value: strconv.Itoa(n)}}
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
	if c.HasSeed {
		tags = append(tags, core.Tag{Name: TagSeed, Value: strconv.FormatUint(c.Seed, 10)})
	}
	if c.Clock > 0 {
		tags = append(tags, core.Tag{Name: TagClock, Value: strconv.FormatFloat(c.Clock.Minutes(), 'f', -1, 64)})
	}
	if c.Date != "" {
		tags = append(tags, core.Tag{Name: TagDate, Value: c.Date})
	}
	result, term := "*", ""
	if winner, reason := g.Result(); reason != NotOver {
		result, term = winner.String(), reason.String()
	}
	tags = append(tags, core.Tag{Name: TagResult, Value: result})
	if term != "" {
		tags = append(tags, core.Tag{Name: TagTermination, Value: term})
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
		return 0, fmt.Errorf("clock %q: want m:ss or h:mm:ss", s)
	}
	var total float64
	for i, part := range parts {
		v, err := strconv.ParseFloat(part, 64)
		if err != nil || v < 0 || math.IsInf(v, 0) || (i > 0 && v >= 60) || (i < len(parts)-1 && v != math.Trunc(v)) {
			return 0, fmt.Errorf("clock %q: bad field %q", s, part)
		}
		total = total*60 + v
	}
	if total > 1e6 {
		return 0, fmt.Errorf("clock %q: too long", s)
	}
	return time.Duration(total * float64(time.Second)).Round(time.Millisecond), nil
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
		if n := len(g.events); n > 0 && g.events[n-1].Kind == EventAction {
			if d, err := ParseClock(tok.Text); err == nil {
				g.events[n-1].Clock, g.events[n-1].HasClock = d, true
			}
		}
		return nil
	}
	w := tok.Text
	switch lw := strings.ToLower(w); {
	case w == "&" || w == "*" || w == "1-0" || w == "0-1":
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
		return g.Resign(p, strings.HasPrefix(lw, "flag"))
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

func (g *Game) readDice(w string) error {
	var dice []uint8
	for _, f := range strings.Split(w[1:len(w)-1], ",") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || v < 1 || v > 6 {
			return fmt.Errorf("%w: dice %s: want values 1 to 6", core.ErrSyntax, w)
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
		if strings.EqualFold(p.String(), name) {
			return p, nil
		}
	}
	return 0, fmt.Errorf("no player %q (want Red, Blue, Yellow or Green)", name)
}

// configFromTags reads the header. Unknown tags are kept as they are.
func configFromTags(rec *core.Record) (Config, error) {
	var cfg Config
	bad := func(format string, args ...any) (Config, error) {
		return cfg, &core.ParseError{Line: 1, Col: 1, Err: fmt.Errorf("%w: "+format, append([]any{core.ErrSyntax}, args...)...)}
	}
	if game, ok := rec.Get(TagGame); ok && !strings.EqualFold(game, "Xima") {
		return bad("game %q is not Xima", game)
	}
	n := 2
	if v, ok := rec.Get(TagPlayers); ok {
		var err error
		if n, err = strconv.Atoi(strings.TrimSpace(v)); err != nil || n < 2 || n > MaxPlayers {
			return bad("Players %q: want 2, 3 or 4", v)
		}
	}
	cfg.Styles = make([]Style, n)
	if v, ok := rec.Get(TagStyles); ok {
		parts := strings.Split(v, ",")
		if len(parts) != n {
			return bad("Styles %q: want %d styles", v, n)
		}
		for i, part := range parts {
			st, err := ParseStyle(strings.TrimSpace(part))
			if err != nil {
				return bad("Styles: %v", err)
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
			return bad("Seed %q: want a whole number", v)
		}
		cfg.Seed, cfg.HasSeed = seed, true
	}
	if v, ok := rec.Get(TagClock); ok && v != "" && v != "-" {
		min, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || min <= 0 || min > 1e5 {
			return bad("Clock %q: want the agreed minutes per player", v)
		}
		cfg.Clock = time.Duration(min * float64(time.Minute))
	}
	cfg.Date, _ = rec.Get(TagDate)
	known := []string{TagGame, TagPlayers, TagStyles, TagSeed, TagClock, TagDate, TagResult, TagTermination}
	for p := range Player(MaxPlayers) {
		known = append(known, p.String())
	}
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

// errResult marks a Result tag the moves contradict.
var errResult = errors.New("result does not match the moves")

// checkResult applies a resignation the movetext does not show (a two-player
// game where the loser resigned out of turn) and refuses a Result tag that
// contradicts the moves.
func (g *Game) checkResult(rec *core.Record) error {
	res, ok := rec.Get(TagResult)
	if !ok || res == "*" || res == "" {
		return nil
	}
	winner, err := parsePlayer(res)
	if err != nil {
		return fmt.Errorf("%w: Result %q: %v", core.ErrSyntax, res, err)
	}
	if !g.Over() {
		term, _ := rec.Get(TagTermination)
		flag := strings.EqualFold(term, ByFlag.String())
		if g.line.Players() != 2 || !(flag || strings.EqualFold(term, ByResign.String())) {
			return fmt.Errorf("%w: Result says %s won but the game is not over", errResult, winner)
		}
		if err := g.Resign(1-winner, flag); err != nil {
			return err
		}
	}
	if w, _ := g.Result(); w != winner {
		return fmt.Errorf("%w: Result says %s won but the moves give %s", errResult, winner, w)
	}
	return nil
}
