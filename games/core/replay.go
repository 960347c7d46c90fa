package core

import (
	"errors"
	"fmt"
	"strings"
)

// ErrResult marks a Result tag that the moves contradict.
var ErrResult = errors.New("result does not match the moves")

// The tags every game's record shares.
const (
	TagGame        = "Game"        // the game's name
	TagDate        = "Date"        // "2026.11.22"
	TagResult      = "Result"      // the winner, a draw, or "*"
	TagTermination = "Termination" // how it ended: the Reason code
)

// RecordGame is what Replay needs of a game to replay a record into it.
type RecordGame interface {
	Game
	// ReadWord plays one movetext word: an action in the game's notation,
	// or a word of the game's own (Xima's dice "[3,5]" or "resign=Blue").
	ReadWord(word string) error
	// ReadComment takes a movetext comment; most games ignore them.
	ReadComment(text string)
	// MoveNumber returns the movetext number of the next action.
	MoveNumber() int
	// ParseResult reads a Result tag value other than "*": the winning
	// seat, or -1 for a draw.
	ParseResult(value string) (winner int, err error)
	// Termination reads a Termination tag value as a Reason code: the
	// code in any case, or a spelling older records carry ("resignation").
	Termination(value string) Reason
}

// MaxMoves is the most move words a record may hold: far beyond any game
// played (a long Xima game has a few hundred actions), and what Xima's
// action counter holds. The reader refuses a longer record at its first
// word too many, before anything is replayed (issue 29: the largest
// accepted record replays within 200 MB).
const MaxMoves = 65535

// ErrTooLong is a record with more than MaxMoves move words.
var ErrTooLong = fmt.Errorf("%w: more than %d moves, more than a record may hold", ErrSyntax, MaxMoves)

// resultMarkers end a movetext, as in PGN; the Result tag says the same.
var resultMarkers = []string{"*", "1-0", "0-1", "1/2-1/2"}

// Replay plays rec's movetext into g, word by word, then checks the Result
// tag against the moves. An end the movetext cannot show is read from the
// tags (Termination read by the game, older spellings included): a
// two-player resignation or flag fall against the Result's loser, or an
// agreement in a game that has one. A Termination tag must then name the
// end the game reached (checkTermination). Errors are *ParseError values
// at the word, or at the Result or Termination tag.
func Replay(rec *Record, g RecordGame) error {
	for _, tok := range rec.Tokens {
		switch {
		case tok.Kind == TokenComment:
			g.ReadComment(tok.Text)
			continue
		case tok.Kind == TokenMoveNumber:
			continue // implied by the order of the actions
		case tok.Kind == TokenWord && containsString(resultMarkers, tok.Text):
			continue
		}
		move := g.MoveNumber()
		if err := g.ReadWord(tok.Text); err != nil {
			return &ParseError{Line: tok.Line, Col: tok.Col, Move: move, Text: cut(tok.Text), Err: err}
		}
	}
	if err := checkResult(rec, g); err != nil {
		return rec.TagError(TagResult, err)
	}
	return checkTermination(rec, g)
}

// checkTermination holds the Termination tag, where a record gives one,
// to the end the moves (and the Result) gave, read as the game reads it
// (Termination, older spellings included): every game's one check. A
// Result "*" for a game that ended is refused too.
func checkTermination(rec *Record, g RecordGame) error {
	res, _ := rec.Get(TagResult)
	end := g.Result()
	if strings.TrimSpace(res) == "*" && end.Over {
		return rec.TagError(TagResult, fmt.Errorf("%w: Result \"*\" but the moves end the game (%s)", ErrResult, end.Reason))
	}
	text, ok := rec.Get(TagTermination)
	if !ok || strings.TrimSpace(text) == "" {
		return nil
	}
	if !end.Over {
		return rec.TagError(TagTermination, fmt.Errorf("%w: Termination %s but the game is not over", ErrResult, Quote(text)))
	}
	if g.Termination(text) != end.Reason {
		return rec.TagError(TagTermination, fmt.Errorf("%w: Termination %s, but the moves give %s", ErrResult, Quote(text), end.Reason))
	}
	return nil
}

func checkResult(rec *Record, g RecordGame) error {
	res, _ := rec.Get(TagResult)
	res = strings.TrimSpace(res)
	if res == "" || res == "*" {
		return nil
	}
	winner, err := g.ParseResult(res)
	if err != nil {
		return err
	}
	if !g.Result().Over {
		// An end the movetext cannot show: the tags give it.
		text, _ := rec.Get(TagTermination)
		term := g.Termination(text)
		a, canAgree := g.(Agreer)
		switch {
		case term == Agreement && canAgree:
			if err := a.Agree(); err != nil {
				return err
			}
		case g.Seats() == 2 && winner >= 0 && term == Flagged:
			return g.Flag(1 - winner)
		case g.Seats() == 2 && winner >= 0 && term == Resigned:
			return g.Resign(1 - winner)
		default:
			return fmt.Errorf("%w: Result %s but the game is not over", ErrResult, Quote(res))
		}
	}
	if got := g.Result().Winner; got != winner {
		return fmt.Errorf("%w: Result %s but the moves give another end", ErrResult, Quote(res))
	}
	return nil
}

// CheckHeader checks the tags every record shares and returns the tags
// the game does not know (beside known and core's Game, Date, Result and
// Termination), to keep as they are: the Game tag, if any, must name
// game (spaces and case aside). Parse has refused a tag given twice.
// Errors are *ParseError values at the tag.
func (r *Record) CheckHeader(game string, known ...string) (other []Tag, err error) {
	known = append(known, TagGame, TagDate, TagResult, TagTermination)
	for i, t := range r.Tags {
		isKnown := false
		for _, k := range known {
			isKnown = isKnown || strings.EqualFold(k, t.Name)
		}
		if !isKnown {
			other = append(other, t)
			continue
		}
		if strings.EqualFold(t.Name, TagGame) && !strings.EqualFold(strings.TrimSpace(t.Value), game) {
			return nil, r.tagErrorAt(i, fmt.Errorf("%w: game %s is not %s", ErrSyntax, Quote(t.Value), game))
		}
	}
	return other, nil
}

// TagError returns err as a *ParseError at the first tag with the name
// (at line 1 when the record has none, or was not parsed from text).
func (r *Record) TagError(name string, err error) *ParseError {
	for i, t := range r.Tags {
		if strings.EqualFold(t.Name, name) {
			return r.tagErrorAt(i, err)
		}
	}
	return &ParseError{Line: 1, Col: 1, Err: err}
}

func (r *Record) tagErrorAt(i int, err error) *ParseError {
	pe := &ParseError{Line: 1, Col: 1, Text: r.Tags[i].Name, Err: err}
	if i < len(r.tagAt) {
		pe.Line, pe.Col = r.tagAt[i].line, r.tagAt[i].col
	}
	return pe
}

// GameName returns the value of the record's Game tag, trimmed, or def
// when it has none. An empty Game tag is an error at the tag.
func (r *Record) GameName(def string) (string, error) {
	v, ok := r.Get(TagGame)
	if !ok {
		return def, nil
	}
	if v = strings.TrimSpace(v); v == "" {
		return "", r.TagError(TagGame, fmt.Errorf("%w: the Game tag is empty", ErrSyntax))
	}
	return v, nil
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TerminationCode reads a Termination tag's value as a code: the code
// itself, in any case, or one of the older spellings that records written
// before the codes carry (and users' databases still hold), from older.
func TerminationCode(v string, older map[string]Reason) Reason {
	v = strings.ToLower(strings.TrimSpace(v))
	if code, ok := older[v]; ok {
		return code
	}
	return Reason(v)
}
