package core

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sentinel errors wrapped by every game's parsers and validators.
var (
	// ErrSyntax marks text that is not well-formed notation or record syntax.
	ErrSyntax = errors.New("syntax error")
	// ErrIllegal marks a well-formed action that the rules do not allow.
	ErrIllegal = errors.New("illegal action")
	// ErrAmbiguous marks a short-form action that names several legal actions.
	ErrAmbiguous = errors.New("ambiguous action")
)

// ParseError reports where a record went wrong: its line and column, the
// movetext move number and the action's text when the error is in movetext.
type ParseError struct {
	Line, Col int    // 1-based position in the record; 0 when unknown
	Move      int    // movetext move number; 0 in the tag section
	Text      string // the offending token or action text
	Err       error  // the cause, wrapping ErrSyntax, ErrIllegal or ErrAmbiguous
}

// Error formats the error as "move N (text): why", or "line L, col C: why"
// for errors outside the movetext.
func (e *ParseError) Error() string {
	if e.Move > 0 {
		return fmt.Sprintf("move %d (%s): %v", e.Move, Excerpt(e.Text), e.Err)
	}
	if e.Text != "" {
		return fmt.Sprintf("line %d, col %d (%s): %v", e.Line, e.Col, Excerpt(e.Text), e.Err)
	}
	return fmt.Sprintf("line %d, col %d: %v", e.Line, e.Col, e.Err)
}

// Unwrap returns the cause, so errors.Is finds the sentinels.
func (e *ParseError) Unwrap() error { return e.Err }

// excerptRunes is the most characters of an input's text an error quotes.
const excerptRunes = 40

// Excerpt returns a piece of input for an error message: cut after
// excerptRunes characters with "..." (a record of one 800 KB line must not
// become the message), control characters escaped as Go escapes them (a
// carriage return or an escape sequence would rewrite the terminal).
func Excerpt(s string) string {
	var b strings.Builder
	for _, r := range cut(s) {
		if unicode.IsControl(r) || r == utf8.RuneError {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Quote returns s cut as Excerpt cuts it, in Go's double quotes, which
// escape what Excerpt does and more.
func Quote(s string) string { return strconv.Quote(cut(s)) }

// cut returns s cut after excerptRunes characters, "..." marking the cut.
func cut(s string) string {
	n := 0
	for i := range s {
		if n == excerptRunes {
			return s[:i] + "..."
		}
		n++
	}
	return s
}
