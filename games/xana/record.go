package xana

import (
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

// Tag names the record uses beside core's Game, Date, Result (the winning
// colour, or "*") and Termination (the Result's Reason code).
const (
	TagSize  = "Size"
	TagWhite = "White" // the name of seat 0, who begins as White
	TagBlack = "Black" // the name of seat 1
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
	tags := []core.Tag{{Name: core.TagGame, Value: GameName}, {Name: TagSize, Value: strconv.Itoa(g.cfg.Size)}}
	for seat, tag := range [2]string{TagWhite, TagBlack} {
		if g.cfg.Names[seat] != "" {
			tags = append(tags, core.Tag{Name: tag, Value: g.cfg.Names[seat]})
		}
	}
	if g.cfg.Date != "" {
		tags = append(tags, core.Tag{Name: core.TagDate, Value: g.cfg.Date})
	}
	res := g.Result()
	if !res.Over {
		tags = append(tags, core.Tag{Name: core.TagResult, Value: "*"})
	} else {
		tags = append(tags, core.Tag{Name: core.TagResult, Value: g.line.ColourOf(res.Winner).String()},
			core.Tag{Name: core.TagTermination, Value: string(res.Reason)})
	}
	return append(tags, g.cfg.Tags...)
}

// movetext returns the movetext's words: "N." before each White turn, the
// parts of each turn with "end" left out and " + " before the walls, then
// a resignation or fallen flag: "resign" or "flag" for the side to move,
// "resign=White" or "flag=Black" naming the colour of another.
func (g *Game) movetext() []string {
	var words []string
	number := 0
	for i, a := range g.plies {
		s := &g.undos[i].prev
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
	if g.line.step != StepStart {
		words = append(words, "+")
	}
	if g.left.Over {
		word, seat := "resign", 1-g.left.Winner
		if g.left.Reason == core.Flagged {
			word = "flag"
		}
		if seat != g.ToMove() {
			word += "=" + g.line.ColourOf(seat).String()
		}
		words = append(words, word)
	}
	return words
}

// ReadGame reads a record and replays it, checking every part. Errors are
// *core.ParseError values: "move N (text): why" in the movetext, "line L,
// col C (tag): why" at a tag.
func ReadGame(r io.Reader) (*Game, error) { return core.ReadGame(r, GameFromRecord) }

// ParseGame is ReadGame over a string.
func ParseGame(text string) (*Game, error) { return ReadGame(strings.NewReader(text)) }

// GameFromRecord replays a record already split into tags and tokens (see
// core.Replay); rec is not changed. Tags it does not know are kept as they
// are.
func GameFromRecord(rec *core.Record) (*Game, error) {
	other, err := rec.CheckHeader(GameName, TagSize, TagWhite, TagBlack)
	if err != nil {
		return nil, err
	}
	cfg := Config{Size: DefaultSize, Tags: other}
	if v, ok := rec.Get(TagSize); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < MinSize || n > MaxSize {
			return nil, rec.TagError(TagSize, fmt.Errorf("%w: Size %s: want %d to %d", core.ErrSyntax, core.Quote(v), MinSize, MaxSize))
		}
		cfg.Size = n
	}
	cfg.Names[0], _ = rec.Get(TagWhite)
	cfg.Names[1], _ = rec.Get(TagBlack)
	cfg.Date, _ = rec.Get(core.TagDate)
	g, err := NewGame(cfg)
	if err != nil {
		return nil, rec.TagError(TagSize, fmt.Errorf("%w: %v", core.ErrSyntax, err))
	}
	g.words = movetextWords(rec)
	err = core.Replay(rec, g)
	g.words, g.read, g.open = nil, 0, false
	if err != nil {
		return nil, err
	}
	return g, nil
}

// movetextWords returns the words core.Replay gives ReadWord, in order: the
// movetext's words but the result markers.
func movetextWords(rec *core.Record) []string {
	words := []string{}
	for _, tok := range rec.Tokens {
		switch {
		case tok.Kind != core.TokenWord:
		case tok.Text == "*", tok.Text == "1-0", tok.Text == "0-1", tok.Text == "1/2-1/2":
		default:
			words = append(words, tok.Text)
		}
	}
	return words
}

// oldTerminations maps the Termination values records carried before the
// codes (and users' databases still hold) to the codes.
var oldTerminations = map[string]core.Reason{
	"two passes":       Passes,
	"third repetition": core.Repetition,
	"resignation":      core.Resigned,
}

// Termination reads a Termination tag value as a code, older spellings
// included (for core.Replay).
func (g *Game) Termination(v string) core.Reason { return core.TerminationCode(v, oldTerminations) }

// ReadWord plays one movetext word (for core.Replay): a part in the
// notation, "+" (walls follow, or the turn stays open), or a resignation
// or fallen flag ("resign", "flag=White"). A word that cannot go on the
// turn under way first closes it with "end"; so does the end of the
// movetext, unless its last word is "+". "!" and "?" suffixes are dropped.
func (g *Game) ReadWord(word string) error {
	g.read++
	w := strings.TrimRight(word, "!?")
	if err := g.readWord(w); err != nil {
		return err
	}
	if g.words != nil && g.read == len(g.words) && !g.open {
		return g.closeTurn()
	}
	return nil
}

func (g *Game) readWord(w string) error {
	s := &g.line.State
	lw := strings.ToLower(w)
	leave, colour, named := strings.Cut(lw, "=")
	switch {
	case w == "+":
		if s.step == StepStart {
			return fmt.Errorf("%w: '+' outside a turn that takes walls", core.ErrSyntax)
		}
		g.open = true
		return nil
	case leave == "resign" || leave == "flag":
		if g.closes(w) {
			if err := g.closeTurn(); err != nil {
				return err
			}
		}
		g.open = false
		seat := g.ToMove()
		if named {
			col, err := ParseColour(colour)
			if err != nil {
				return fmt.Errorf("%w: %v", core.ErrSyntax, err)
			}
			seat = s.Seat(col)
		}
		if leave == "flag" {
			return g.Flag(seat)
		}
		return g.Resign(seat)
	case g.open && s.step != StepStart && lw != "end" && !isCellWord(w):
		return fmt.Errorf("%w: '+' must be followed by walls", core.ErrSyntax)
	}
	if g.closes(w) {
		if err := g.closeTurn(); err != nil {
			return err
		}
	}
	g.open = false
	_, err := g.playText(w)
	return err
}

// closes reports whether the word w, read next, closes the turn under way:
// a turn goes on with "+", a wall (a bare cell) and "end", and a "+" just
// read keeps it open for walls.
func (g *Game) closes(w string) bool {
	s := &g.line.State
	if s.step == StepStart || g.open || w == "+" {
		return false
	}
	a, err := parseSyntax(s, w)
	return err != nil || (a.Kind() != KindWall && a.Kind() != KindEnd)
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
func (g *Game) closeTurn() error {
	if g.Over() || g.line.step == StepStart {
		return nil
	}
	return g.play(EndAction)
}

// ReadComment ignores a movetext comment (for core.Replay).
func (g *Game) ReadComment(string) {}

// MoveNumber returns the movetext number of the next part: one per White
// turn, as the writer numbers them. While GameFromRecord replays a record
// it looks at the next word, which may close the turn under way (a Black
// turn's closing makes the next part White's).
func (g *Game) MoveNumber() int {
	n := 0
	for _, u := range g.undos {
		if u.prev.step == StepStart && u.prev.toMove == White {
			n++
		}
	}
	s := &g.line.State
	switch {
	case s.step == StepStart && s.toMove == White:
		n++
	case s.toMove == Black && g.read < len(g.words) && g.closes(strings.TrimRight(g.words[g.read], "!?")):
		n++
	}
	return max(n, 1)
}

// ParseResult reads a Result tag value (for core.Replay): the winning
// colour, White or Black in any case, or 1-0 (White) and 0-1 (Black); the
// winning seat is the one that plays the colour at the end (after a swap,
// seat 1 plays White). Xana has no draws.
func (g *Game) ParseResult(value string) (int, error) {
	var col Colour
	switch value {
	case "1-0":
		col = White
	case "0-1":
		col = Black
	default:
		var err error
		if col, err = ParseColour(value); err != nil {
			return -1, fmt.Errorf("%w: Result %s: want White, Black, 1-0, 0-1 or *", core.ErrSyntax, core.Quote(value))
		}
	}
	return g.line.Seat(col), nil
}
