package core

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// MaxRecordSize bounds what Read accepts, so a wrong file fails fast.
const MaxRecordSize = 8 << 20

// Tag is one [Name "Value"] pair from a record's header.
type Tag struct {
	Name, Value string
}

// TokenKind says what a movetext token is.
type TokenKind uint8

// The kinds of movetext tokens.
const (
	TokenWord       TokenKind = iota // an action, a part of one, or a result
	TokenMoveNumber                  // "12." or "12...": Number holds 12
	TokenComment                     // "{...}": Text holds what is between the braces
)

// Token is one lexical unit of movetext, with its position in the record.
type Token struct {
	Kind   TokenKind
	Text   string
	Number int // the move number of a TokenMoveNumber
	Line   int // 1-based
	Col    int // 1-based, in runes
}

// Record is a game record split into header tags and movetext tokens. It
// knows no game: each game's record reader gives the tokens their meaning.
type Record struct {
	Tags   []Tag
	Tokens []Token
	// tagAt holds where each of Tags was read, when the record was parsed.
	tagAt []position
}

type position struct{ line, col int }

// Get returns the value of the first tag with the name (case-insensitive).
func (r *Record) Get(name string) (string, bool) {
	for _, t := range r.Tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value, true
		}
	}
	return "", false
}

// Read parses a record: tag lines first, then movetext. Errors are
// *ParseError values wrapping ErrSyntax, or ErrEmptyRecord for input with
// nothing but white space.
func Read(r io.Reader) (*Record, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxRecordSize+1))
	if err != nil {
		return nil, fmt.Errorf("read record: %w", err)
	}
	if len(data) > MaxRecordSize {
		return nil, &ParseError{Line: 1, Col: 1, Err: fmt.Errorf("%w: record larger than %d MiB", ErrSyntax, MaxRecordSize>>20)}
	}
	text := string(data)
	if strings.TrimSpace(strings.TrimPrefix(text, "\uFEFF")) == "" {
		return nil, &ParseError{Line: 1, Col: 1, Err: ErrEmptyRecord}
	}
	return Parse(text)
}

// ErrEmptyRecord marks a file that holds no record: nothing, or white
// space only (an empty file is no game, not an empty one).
var ErrEmptyRecord = errors.New("no record: the input is empty")

// Parse is Read over a string, but for the empty string: a program's own
// "" is the record of a game not begun. Beside the syntax it refuses a
// tag given twice (in any case), naming both lines, and a Date tag that
// is no day of the calendar (ParseDate).
func Parse(text string) (*Record, error) {
	if err := checkUTF8(text); err != nil {
		return nil, err
	}
	text = strings.TrimPrefix(text, "\uFEFF")
	lines := splitLines(text)
	rec := &Record{}
	i := 0
	for ; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if line == "" {
			continue
		}
		if !isTagLine(line) {
			break
		}
		tag, err := parseTag(lines[i], i+1)
		if err != nil {
			return nil, err
		}
		if err := rec.addTag(tag, position{i + 1, strings.Index(lines[i], "[") + 1}); err != nil {
			return nil, err
		}
	}
	toks, err := lexMovetext(lines[i:], i+1)
	if err != nil {
		return nil, err
	}
	rec.Tokens = toks
	return rec, nil
}

// splitLines splits text at its line ends: LF or CR LF, or CR alone in a
// text with no LF (an old Mac's file); elsewhere a CR is a control
// character, refused where it may not stand.
func splitLines(text string) []string {
	if !strings.Contains(text, "\n") {
		return strings.Split(text, "\r")
	}
	return strings.Split(text, "\n")
}

// checkUTF8 refuses text that is not UTF-8, at the line and column of the
// first bad byte.
func checkUTF8(text string) error {
	if utf8.ValidString(text) {
		return nil
	}
	bad := 0
	for bad < len(text) {
		r, size := utf8.DecodeRuneInString(text[bad:])
		if r == utf8.RuneError && size == 1 {
			break
		}
		bad += size
	}
	lines := splitLines(text[:bad])
	last := strings.TrimPrefix(lines[len(lines)-1], "\uFEFF")
	return &ParseError{Line: len(lines), Col: utf8.RuneCountInString(last) + 1,
		Err: fmt.Errorf("%w: byte %#02x is not UTF-8 text", ErrSyntax, text[bad])}
}

// addTag appends a tag read at pos, refusing one given already and a bad
// Date.
func (r *Record) addTag(tag Tag, pos position) error {
	for i, t := range r.Tags {
		if strings.EqualFold(t.Name, tag.Name) {
			return &ParseError{Line: pos.line, Col: pos.col, Text: tag.Name,
				Err: fmt.Errorf("%w: tag %s given twice, at lines %d and %d", ErrSyntax, Excerpt(tag.Name), r.tagAt[i].line, pos.line)}
		}
	}
	if strings.EqualFold(tag.Name, TagDate) {
		if _, err := ParseDate(tag.Value); err != nil {
			return &ParseError{Line: pos.line, Col: pos.col, Text: tag.Name, Err: err}
		}
	}
	r.Tags = append(r.Tags, tag)
	r.tagAt = append(r.tagAt, pos)
	return nil
}

// isTagLine reports whether a trimmed line opens a tag pair; "[4]" (dice in
// Xima's movetext) does not, since a tag name starts with a letter.
func isTagLine(line string) bool {
	return len(line) >= 2 && line[0] == '[' && isLetter(line[1])
}

func isControl(r rune) bool { return r < ' ' || r == 0x7f }

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

func parseTag(raw string, lineNo int) (Tag, error) {
	col := strings.Index(raw, "[") + 1
	fail := func(why string) (Tag, error) {
		return Tag{}, &ParseError{Line: lineNo, Col: col, Text: cut(strings.TrimSpace(raw)), Err: fmt.Errorf("%w: %s", ErrSyntax, why)}
	}
	s := strings.TrimSpace(raw)
	s = s[1:]
	n := 0
	for n < len(s) && (isLetter(s[n]) || isDigit(s[n]) || s[n] == '_') {
		n++
	}
	name := s[:n]
	s = strings.TrimLeft(s[n:], " \t")
	if s == "" || s[0] != '"' {
		return fail("tag " + Excerpt(name) + " needs a quoted value")
	}
	var b strings.Builder
	j := 1
	for ; j < len(s) && s[j] != '"'; j++ {
		if s[j] == '\\' && j+1 < len(s) {
			j++
		}
		if s[j] < ' ' || s[j] == 0x7f {
			// A line break or other control character could not be written
			// back (WriteTags refuses it): refuse it here, not at save time.
			return fail(fmt.Sprintf("tag %s has a control character (%q) in its value", Excerpt(name), s[j]))
		}
		b.WriteByte(s[j])
	}
	if j >= len(s) {
		return fail("tag " + Excerpt(name) + " has no closing quote")
	}
	if strings.TrimSpace(s[j+1:]) != "]" {
		return fail("tag " + Excerpt(name) + " must end with \"]")
	}
	return Tag{Name: name, Value: b.String()}, nil
}

func lexMovetext(lines []string, firstLine int) ([]Token, error) {
	var toks []Token
	words := 0 // move words so far: no more than MaxMoves are read
	var comment *Token
	var body strings.Builder
	for li, line := range lines {
		lineNo := firstLine + li
		runes := []rune(line)
		for c := 0; c < len(runes); {
			if comment != nil {
				if runes[c] == '}' {
					comment.Text = strings.TrimSpace(body.String())
					toks = append(toks, *comment)
					comment = nil
				} else {
					body.WriteRune(runes[c])
				}
				c++
				continue
			}
			switch r := runes[c]; {
			case r == ' ' || r == '\t' || r == '\r':
				c++
			case r == '{':
				comment = &Token{Kind: TokenComment, Line: lineNo, Col: c + 1}
				body.Reset()
				c++
			case r == '}':
				return nil, &ParseError{Line: lineNo, Col: c + 1, Text: "}", Err: fmt.Errorf("%w: '}' without '{'", ErrSyntax)}
			default:
				start := c
				for c < len(runes) && !strings.ContainsRune(" \t\r{}", runes[c]) {
					c++
				}
				toks = appendWord(toks, string(runes[start:c]), lineNo, start+1)
				if last := toks[len(toks)-1]; last.Kind == TokenWord && !containsString(resultMarkers, last.Text) {
					if words++; words > MaxMoves {
						return nil, &ParseError{Line: last.Line, Col: last.Col, Text: cut(last.Text), Err: ErrTooLong}
					}
				}
			}
		}
		if comment != nil {
			body.WriteByte(' ')
		}
	}
	if comment != nil {
		return nil, &ParseError{Line: comment.Line, Col: comment.Col, Text: "{", Err: fmt.Errorf("%w: comment not closed", ErrSyntax)}
	}
	return toks, nil
}

// appendWord splits a leading move number ("12." or "12...") off a word, so
// "1.-G2" reads as the number 1 and the action "-G2".
func appendWord(toks []Token, w string, line, col int) []Token {
	d := 0
	for d < len(w) && isDigit(w[d]) {
		d++
	}
	if d == 0 || d == len(w) || w[d] != '.' || d > 6 {
		return append(toks, Token{Kind: TokenWord, Text: w, Line: line, Col: col})
	}
	e := d
	for e < len(w) && w[e] == '.' {
		e++
	}
	n := 0
	for _, c := range w[:d] {
		n = n*10 + int(c-'0')
	}
	toks = append(toks, Token{Kind: TokenMoveNumber, Text: w[:e], Number: n, Line: line, Col: col})
	if e < len(w) {
		toks = append(toks, Token{Kind: TokenWord, Text: w[e:], Line: line, Col: col + e})
	}
	return toks
}

// ErrBadTag is returned by WriteTags for a tag it cannot write faithfully.
var ErrBadTag = errors.New("tag cannot be written")

// WriteTags writes one [Name "Value"] line per tag, escaping quotes and
// backslashes. A name that is not a word, or a value with a line break or
// another control character (which Parse refuses), is
// refused with ErrBadTag before anything is written.
func WriteTags(w io.Writer, tags []Tag) error {
	for _, t := range tags {
		if t.Name == "" || !isLetter(t.Name[0]) || strings.IndexFunc(t.Name, func(r rune) bool {
			return !(r < 128 && (isLetter(byte(r)) || isDigit(byte(r)) || r == '_'))
		}) >= 0 {
			return fmt.Errorf("%w: name %s", ErrBadTag, Quote(t.Name))
		}
		if strings.IndexFunc(t.Value, isControl) >= 0 {
			return fmt.Errorf("%w: %s value has a control character", ErrBadTag, Excerpt(t.Name))
		}
	}
	bw := bufio.NewWriter(w)
	for _, t := range tags {
		v := strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(t.Value)
		fmt.Fprintf(bw, "[%s \"%s\"]\n", t.Name, v)
	}
	return bw.Flush()
}

// WriteWrapped writes words separated by spaces, breaking lines before
// width columns; a word longer than width stands on its own line.
func WriteWrapped(w io.Writer, words []string, width int) error {
	bw := bufio.NewWriter(w)
	n := 0
	for _, word := range words {
		l := utf8.RuneCountInString(word)
		switch {
		case n == 0:
		case n+1+l > width:
			bw.WriteByte('\n')
			n = 0
		default:
			bw.WriteByte(' ')
			n++
		}
		bw.WriteString(word)
		n += l
	}
	if n > 0 {
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// WriteRecord writes a whole record: the tags, a blank line, then the
// movetext words wrapped before column 80. It is every game's record
// writer; a tag that cannot be written fails before anything is written.
func WriteRecord(w io.Writer, tags []Tag, movetext []string) error {
	if err := WriteTags(w, tags); err != nil {
		return err
	}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return err
	}
	return WriteWrapped(w, movetext, 80)
}

// FormatRecord is WriteRecord into a string, "" when a tag cannot be
// written.
func FormatRecord(tags []Tag, movetext []string) string {
	var b strings.Builder
	if err := WriteRecord(&b, tags, movetext); err != nil {
		return ""
	}
	return b.String()
}

// ReadGame reads a record from r and replays it with fromRecord, a game's
// GameFromRecord: every game's ReadGame.
func ReadGame[G any](r io.Reader, fromRecord func(*Record) (G, error)) (G, error) {
	rec, err := Read(r)
	if err != nil {
		var none G
		return none, err
	}
	return fromRecord(rec)
}
